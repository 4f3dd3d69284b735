// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>

namespace taxonomist::core {

// An issue to assign, in the study's order, with its stratum.
struct AssignmentCandidate
{
    qint64 issueId = 0;
    qint64 frameworkId = 0;
    int year = 0;
};

// Decides who labels what, reproducibly: the same candidates, volunteers, K and seed give the
// same plan on every machine. With K per issue, each issue gets K different volunteers; issues are
// dealt out in strata (framework × year, in the study's order), shuffled within each, to the
// volunteers in a seeded round, so every volunteer's share differs from any other's by at most one
// issue overall and in every stratum.
class AssignmentPlanner final
{
public:
    // For each candidate (in order), the volunteers it goes to. perIssue 0: everyone (the
    // study's design); otherwise clamped to the number of volunteers.
    static QList<QList<qint64>> plan(const QList<AssignmentCandidate> &candidates,
        const QList<qint64> &volunteers, int perIssue, quint64 seed);
};

} // namespace taxonomist::core
