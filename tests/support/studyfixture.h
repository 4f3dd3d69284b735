// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace taxonomist::test {

struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs the real taxonomist-cli binary, as scripts do.
CliRun runCli(const QStringList &arguments);

// Files that differ between two trees, or exist in only one of them ("diff -r" in a list).
QStringList treeDifferences(const QString &a, const QString &b);

// A writable copy of tests/fixtures/mini-study in a temporary folder.
class MiniStudy
{
public:
    MiniStudy();
    QString root() const { return m_dir.filePath(QStringLiteral("study")); }
    QString file(const QString &relative) const { return root() + QLatin1Char('/') + relative; }
    QString scratch(const QString &name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
};

} // namespace taxonomist::test
