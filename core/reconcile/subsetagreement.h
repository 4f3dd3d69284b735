// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreement/agreementsummary.h"
#include "result.h"

#include <QSet>

namespace taxonomist::core {

class ProjectRatings;

// The agreement of the annotators over a chosen set of issues (a round), by the same rules as
// AgreementReport: a label counts as its ancestor at the level, one above it is missing, a false
// positive is missing, the codebook fixes the categories. Raters are the annotators holding a
// rating in the set, at most AgreementReport::MaxRaters of them: the table is issues × raters,
// never issues × every annotator of the project.
struct SubsetAgreement
{
    int items = 0; // issues of the set found in the project
    AgreementSummary
        summary; // the coefficients of a table (Measures::Table): a round shows κ and agreement

    static Result<SubsetAgreement> compute(
        const ProjectRatings &ratings, const QSet<qint64> &issueIds, int level);
};

} // namespace taxonomist::core
