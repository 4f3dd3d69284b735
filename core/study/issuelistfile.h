// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QString>
#include <QStringList>

namespace taxonomist::core {

class ProjectStore;

struct IssueListSummary
{
    qsizetype listed = 0; // URLs in the file
    qsizetype added = 0;
    qsizetype alreadyInProject = 0; // in the project before, or twice in the file
};

// A list of issue URLs a team already has, one a line (blank lines and lines starting with '#'
// skipped), added to a framework: all of them in one transaction, or none when a line is not a
// github.com or gitee.com issue URL (named by file, line and column). URLs already in the project
// are skipped. An added issue has no year until it is fetched (IssueFetcher then sets its UTC
// creation year): until then it is in the framework's CSV and in no year file.
class IssueListFile final
{
public:
    static Result<IssueListSummary> add(
        ProjectStore &store, const QString &path, const QString &framework, const QString &actor);
};

} // namespace taxonomist::core
