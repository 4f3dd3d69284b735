// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreement/agreementreport.h"
#include "agreement/agreementvalue.h"
#include "result.h"
#include "round.h"
#include "study/studystatistics.h"
#include "subsetagreement.h"

#include <QDate>
#include <QList>
#include <QString>

#include <vector>

namespace taxonomist::core {

class ProjectRatings;
class ProjectStore;

// Labels an annotator had given by the end of each day they labelled (labels.updated_at).
struct AnnotatorProgress
{
    struct Point
    {
        QDate day;
        qint64 labels = 0; // cumulative
    };
    qint64 annotatorId = 0;
    QString name;
    QList<Point> points;
};

struct RoundAgreement
{
    Round round;
    SubsetAgreement agreement; // at the theme level
};

// Every number the lead's dashboard shows, computed in one call from one connection so a worker
// thread can hand it to the UI as a value.
struct DashboardSnapshot
{
    StudyStatistics statistics; // Table I
    AgreementReport typeLevel; // κ at the type level, all issues
    AgreementReport themeByType; // κ at the theme level per type of final label (the paper's)
    AgreementReport themeLevel; // κ at the theme level, all issues: Cohen pairs
    std::vector<AgreementValue>
        themeKappas; // each theme's κ (CategoryKappa), in themeLevel.categories order
    QList<AnnotatorProgress> progress;
    QList<RoundAgreement> rounds;

    // Reads the vote tally once (ProjectRatings) for Table I (TallyStatistics), the three
    // reports and the rounds.
    static Result<DashboardSnapshot> compute(const ProjectStore &store);
    // Only the rounds and their agreement, for the rounds view; from `ratings` when given.
    static Result<QList<RoundAgreement>> roundsOf(
        const ProjectStore &store, const ProjectRatings *ratings = nullptr);
};

} // namespace taxonomist::core
