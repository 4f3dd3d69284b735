// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "store/projectstore.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace taxonomist::test {

// A small study written for the lead's tests, imported into a project file: two frameworks,
// three volunteers (Label1..Label3), and every case the queue and the rules must tell apart —
// unanimous at theme and sub-theme level, a majority, ties, a three-way split, an issue with one
// label, a decided majority, and rows left empty so a test can mark them false positives.
class LeadProject
{
public:
    LeadProject();

    core::ProjectStore &store() { return *m_store; }
    QString path() const { return m_dir.filePath(QStringLiteral("lead.taxonomist")); }
    QString studyPath() const { return m_dir.filePath(QStringLiteral("study")); }
    QString scratch(const QString &name) const { return m_dir.filePath(name); }
    bool isValid() const { return m_store != nullptr; }
    // Closes the project (the GUI tests open it themselves).
    void close() { m_store.reset(); }

    // The issue whose URL ends with "/alpha/issues/N" (framework "alpha") or "/beta/issues/N".
    qint64 issue(const QString &framework, int number) const;
    qint64 annotator(int position) const; // Label1 is position 1
    qint64 node(const QString &code) const;
    qint64 frameworkId(const QString &name) const;
    // Sets a volunteer's label: a taxonomy code or "FP".
    void label(const QString &framework, int number, int position, const QString &codeOrFp);

    // The URL of an issue of this study.
    static QString url(const QString &framework, int number);

private:
    QTemporaryDir m_dir;
    std::unique_ptr<core::ProjectStore> m_store;
};

} // namespace taxonomist::test
