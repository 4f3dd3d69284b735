// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QList>
#include <QString>

namespace taxonomist::core {

class ProjectStore;

// What to fetch: a selection of issues (the current one, a selection in the list), a framework,
// or everything. Without `refresh` only issues with no stored content are fetched; with it,
// stored ones are revalidated (a 304 costs no quota and leaves them as they are).
struct FetchScope
{
    enum class Kind { Issues, Framework, Everything };

    Kind kind = Kind::Everything;
    QList<qint64> issueIds;
    QString framework;
    int limit = 0; // at most this many issues; 0: no limit
    bool refresh = false;

    // A selection is fetched whether or not it is stored already: the user asked for it.
    static FetchScope issues(QList<qint64> ids);
    static FetchScope ofFramework(QString name);
    static FetchScope everything();

    // Names the scope in the job queue: a run of the same scope resumes its unfinished job.
    QString key() const;
    // The issue ids to fetch, in the study's order.
    Result<QList<qint64>> resolve(const ProjectStore &store) const;
};

} // namespace taxonomist::core
