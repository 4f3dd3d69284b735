// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "store/projectstore.h"

#include <QList>
#include <QString>

#include <optional>

namespace taxonomist::core {

// A member of the team with what the team list shows.
struct TeamMember
{
    Annotator annotator;
    qint64 labels = 0;
    qint64 assigned = 0;

    QString role() const; // "lead", "volunteer", "lead, volunteer" or "member"
};

// The team of a project (docs/team.md, "Who"): volunteers label, each in a label column that is
// theirs in every framework's export (Label1..LabelN, fixed when a study is imported); one lead
// decides final labels and holds a column only when also added as a volunteer. Every change is
// one transaction, audit-logged; a volunteer's package takes its team from the lead.
class TeamRoster final
{
public:
    enum class Role { Volunteer, Lead };

    static Result<QList<TeamMember>> members(const ProjectStore &store);
    // The member named exactly `name` (names are unique), or an Error listing the team.
    static Result<Annotator> find(const ProjectStore &store, const QString &name);
    static Result<std::optional<Annotator>> lead(const ProjectStore &store);

    // A volunteer gets the next label column, added to every framework's export; a lead gets
    // none (refused while the project has a lead: set-lead hands the role over).
    static Result<Annotator> add(
        ProjectStore &store, const QString &name, Role role, const QString &actor);
    static Status rename(
        ProjectStore &store, const QString &from, const QString &to, const QString &actor);
    // `name` becomes the lead; the lead before stops being one (and keeps any label column).
    static Status setLead(ProjectStore &store, const QString &name, const QString &actor);
    // Only a member without labels (or decisions, proposals, votes, rounds); a volunteer only when
    // theirs is the last label column, so no other column is renumbered.
    static Status remove(ProjectStore &store, const QString &name, const QString &actor);

    // Team changes belong to the lead's project: a volunteer's package refuses them.
    static Status checkManaged(const ProjectStore &store);
};

} // namespace taxonomist::core
