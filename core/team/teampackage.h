// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "changeextractor.h"
#include "result.h"

#include <QString>

namespace taxonomist::core {

class ProjectStore;

struct PackageSummary
{
    QString path;
    Annotator volunteer;
    ExtractStats stats;
    QString sha256; // an update file's checksum
    // A new package: the volunteer had a key from an earlier package, which this one's replaced
    // (files signed by the earlier package are refused from now on).
    bool replacedKey = false;
};

// The project a volunteer works in, made by the lead (docs/team.md): a new project file with the
// lead's project UUID, the team, the taxonomy and codebook, the issues assigned to the volunteer
// with their content and keyword locations, and the volunteer's own labels. Blind by
// construction: it is built by merging only what ChangeExtractor::forVolunteer sends, into a
// project marked as that volunteer's package, which refuses any other volunteer's label or vote
// and any final label. Updates (new assignments, an evolved taxonomy, decided proposals, fetched
// content) go out as a change file the volunteer merges, without touching their work. A package
// holds its volunteer's new signing key, the only copy of its secret half; packages and updates
// are signed by the lead's key (docs/team.md, "Keys and signatures").
class TeamPackage final
{
public:
    static Result<PackageSummary> create(ProjectStore &lead, const QString &volunteerName,
        const QString &path, const QString &actor);
    static Result<PackageSummary> writeUpdate(ProjectStore &lead, const QString &volunteerName,
        const QString &path, const QString &actor);
};

} // namespace taxonomist::core
