// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "util/issueurl.h"

#include <QString>

#include <optional>

namespace taxonomist::core {

class ProjectStore;

// Adds issues to a framework after the study was created or imported: a collected listing, a
// list of URLs a team already has. Each new issue takes the framework's next row, its repository
// joins the framework's, and the tally and UUID follow by trigger. The caller holds the
// transaction, so a failure part-way leaves nothing.
class IssueAdder final
{
public:
    IssueAdder(ProjectStore &store, qint64 frameworkId);

    // The new issue's id, or nothing when an issue with this URL is in the project already (in
    // any framework): a re-run adds only what is new. `year` is the UTC creation year, when known.
    Result<std::optional<qint64>> add(
        const QString &url, const IssueUrl &parts, std::optional<int> year);
    // Whether an issue with this URL is in the project.
    Result<bool> contains(const QString &url) const;

private:
    ProjectStore &m_store;
    qint64 m_frameworkId;
    std::optional<qint64> m_nextRow;
};

} // namespace taxonomist::core
