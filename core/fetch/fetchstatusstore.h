// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fetchoutcome.h"
#include "result.h"

#include <QMap>

#include <optional>

namespace taxonomist::core {

class ProjectStore;

// The last fetch of an issue as the project records it (fetch_status).
struct FetchStatus
{
    FetchState state = FetchState::Failed;
    int httpStatus = 0;
    QString reason;
    QString movedTo;
    int attempts = 0;
    QString updatedAt;
};

// Records what became of each issue's last fetch: fetched, unchanged, moved (and where),
// missing (404), gone (410), forbidden, or failed with the reason.
class FetchStatusStore final
{
public:
    static Status record(ProjectStore &store, qint64 issueId, const FetchOutcome &outcome);
    static std::optional<FetchStatus> find(const ProjectStore &store, qint64 issueId);
    // Issues per state over the whole project.
    static QMap<FetchState, qint64> counts(const ProjectStore &store);
};

} // namespace taxonomist::core
