// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "subsetagreement.h"

#include "agreement/agreementreport.h"
#include "agreement/projectratings.h"
#include "util/coretext.h"

#include <QHash>

namespace taxonomist::core {

Result<SubsetAgreement> SubsetAgreement::compute(
    const ProjectRatings &ratings, const QSet<qint64> &issueIds, int level)
{
    const Taxonomy &tree = ratings.taxonomy().taxonomy;
    QHash<int, int> categoryOf;
    QStringList categories;
    for (int i = 0; i < tree.size(); ++i) {
        if (tree.node(i).level == level) {
            categoryOf.insert(i, static_cast<int>(categories.size()));
            categories.append(tree.node(i).code);
        }
    }
    // Rating at the level of a label, or -1 when it is none (false positive, above the level).
    const auto ratingOf = [&](const ProjectRatings::Vote &vote) {
        if (vote.falsePositive || vote.node < 0 || vote.annotator < 0)
            return -1;
        const int atLevel = tree.ancestorAt(vote.node, level);
        return atLevel < 0 ? -1 : categoryOf.value(atLevel);
    };
    const QList<Annotator> &annotators = ratings.annotators();
    // The raters: annotators with a rating in the set, in the annotators' order.
    std::vector<bool> rated(std::size_t(annotators.size()), false);
    for (const ProjectRatings::Issue &issue : ratings.issues()) {
        if (!issueIds.contains(issue.id))
            continue;
        for (const ProjectRatings::Vote &vote : ratings.votesOf(issue)) {
            if (ratingOf(vote) >= 0)
                rated[std::size_t(vote.annotator)] = true;
        }
    }
    std::vector<int> columnOf(std::size_t(annotators.size()), -1);
    QStringList raters;
    for (qsizetype a = 0; a < annotators.size(); ++a) {
        if (!rated[std::size_t(a)])
            continue;
        columnOf[std::size_t(a)] = static_cast<int>(raters.size());
        raters.append(annotators[a].name);
    }
    if (raters.size() > AgreementReport::MaxRaters) {
        return Error(CoreText::tr(
            "agreement compares at most %1 annotators at a time, and %2 hold labels in this set")
                         .arg(AgreementReport::MaxRaters)
                         .arg(raters.size()));
    }
    SubsetAgreement result;
    std::vector<int> cells;
    for (const ProjectRatings::Issue &issue : ratings.issues()) {
        if (!issueIds.contains(issue.id))
            continue;
        ++result.items;
        const std::size_t row = cells.size();
        cells.resize(row + std::size_t(raters.size()), RatingTable::Missing);
        for (const ProjectRatings::Vote &vote : ratings.votesOf(issue)) {
            const int rating = ratingOf(vote);
            if (rating >= 0)
                cells[row + std::size_t(columnOf[std::size_t(vote.annotator)])] = rating;
        }
    }
    RatingTable table(result.items, static_cast<int>(raters.size()),
        static_cast<int>(categories.size()), std::move(cells));
    table.setCategoryLabels(categories);
    table.setRaterNames(raters);
    result.summary = AgreementSummary::compute(table, AgreementSummary::Measures::Table);
    return result;
}

} // namespace taxonomist::core
