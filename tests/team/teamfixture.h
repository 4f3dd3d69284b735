// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "store/projectstore.h"
#include "team/teamchanges.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTemporaryDir>

#include <functional>
#include <memory>

namespace taxonomist::test {

// A lead's project of the mini study (two frameworks, Volunteer 1..3 as Label1..Label3, a
// duplicated URL) with a lead, Lena, and every issue assigned to every volunteer; the volunteers'
// labels are left out unless asked for, so packages start empty.
class TeamFixture
{
public:
    explicit TeamFixture(bool withLabels = false);

    bool isValid() const { return m_lead != nullptr; }
    QString error() const { return m_error; }
    core::ProjectStore &lead() { return *m_lead; }
    QString leadPath() const { return path(QStringLiteral("lead.taxonomist")); }
    QString path(const QString &name) const { return m_dir.filePath(name); }

    // Makes the package of "Volunteer N" at path(FILE) and opens it; nullptr on failure (error()).
    std::unique_ptr<core::ProjectStore> package(int volunteer, const QString &file);
    // Labels an issue of the mini study in `store` as "Volunteer N": a code, or "FP".
    bool label(core::ProjectStore &store, int volunteer, const QString &url, const QString &code,
        int row = 0);
    // Exports `store`'s changes to path(FILE); false on failure (error()).
    bool exportChanges(core::ProjectStore &store, const QString &file);
    core::Result<core::MergeSummary> merge(core::ProjectStore &store, const QStringList &files);
    // The stored label code of "Volunteer N" on the first issue with `url` ("FP", "" when none).
    QString labelOf(const core::ProjectStore &store, int volunteer, const QString &url) const;
    // Writes the change file path(FROM) again as path(TO), as an older or a hostile writer would:
    // `edit` changes its header and its records (each line a JSON array), then the checksum and
    // `author`'s signature are made anew. False on failure (error()).
    bool rewriteSigned(core::ProjectStore &author, const QString &from, const QString &to,
        const std::function<void(QJsonObject &header, QList<QJsonArray> &records)> &edit);

    static QString alpha(int number)
    {
        return QStringLiteral("https://github.com/example/alpha/issues/%1").arg(number);
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<core::ProjectStore> m_lead;
    QString m_error;
};

// One text from a query on a project file opened with SQLite's own API, read-only, as `sqlite3`
// would read it: no Taxonomist code between the file and the answer ("" when there is none).
QString plainText(const QString &path, const char *sql);

// Copies a project file (a closed one) to `to`, as a volunteer copies a package to a second
// machine; the copy then writes as a device of its own.
bool copyToAnotherMachine(const QString &from, const QString &to);

} // namespace taxonomist::test
