// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace taxonomist::core {

class ProjectStore;

// One volunteer's progress through their assignments, as the lead's dashboard shows it.
struct VolunteerProgress
{
    qint64 annotatorId = 0;
    QString name;
    int labelColumn = 0;
    qint64 assigned = 0;
    qint64 done = 0; // assigned issues they have labelled
    qint64 remaining() const { return assigned - done; }
    qint64 recentLabels = 0; // labels they wrote in the last `windowDays` days
    double labelsPerDay = 0; // recentLabels / windowDays
    std::optional<QDate> finish; // today + remaining / labelsPerDay; none when done or idle
};

// The lead's view of the team's progress: per volunteer the assigned issues, how many are done,
// how many remain, the recent pace (labels a day over the last two weeks; merged labels count on
// the day their owner wrote them) and the date the pace would finish.
class TeamProgress final
{
public:
    static constexpr int windowDays = 14;
    static Result<QList<VolunteerProgress>> compute(const ProjectStore &store, QDate today);
};

} // namespace taxonomist::core
