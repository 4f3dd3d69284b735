// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "subsetagreement.h"

#include "agreement/agreementreport.h"
#include "store/projectstore.h"
#include "taxonomy/taxonomystore.h"

#include <QHash>

namespace taxonomist::core {

Result<SubsetAgreement> SubsetAgreement::compute(const QList<IssueVotes> &issues, const StoredTaxonomy &taxonomy,
                                         const QList<Annotator> &annotators, const QSet<qint64> &issueIds, int level)
{
    const Taxonomy &tree = taxonomy.taxonomy;
    QHash<int, int> categoryOf;
    QStringList categories;
    for (int i = 0; i < tree.size(); ++i) {
        if (tree.node(i).level == level) {
            categoryOf.insert(i, static_cast<int>(categories.size()));
            categories.append(tree.node(i).code);
        }
    }
    // Rating at the level of a label, or -1 when it is none (false positive, above the level).
    const auto ratingOf = [&](const VolunteerLabel &label) {
        if (label.falsePositive || label.node < 0)
            return -1;
        const int atLevel = tree.ancestorAt(label.node, level);
        return atLevel < 0 ? -1 : categoryOf.value(atLevel);
    };
    // The raters: annotators with a rating in the set, in the annotators' order.
    QSet<qint64> rated;
    for (const IssueVotes &issue : issues) {
        if (!issueIds.contains(issue.issueId))
            continue;
        for (const VolunteerLabel &label : issue.labels) {
            if (ratingOf(label) >= 0)
                rated.insert(label.annotatorId);
        }
    }
    QHash<qint64, int> columnOf;
    QStringList raters;
    for (const Annotator &annotator : annotators) {
        if (!rated.contains(annotator.id))
            continue;
        columnOf.insert(annotator.id, static_cast<int>(raters.size()));
        raters.append(annotator.name);
    }
    if (raters.size() > AgreementReport::MaxRaters) {
        return Error(QStringLiteral("agreement compares at most %1 annotators at a time, and %2 hold labels in this set")
                         .arg(AgreementReport::MaxRaters)
                         .arg(raters.size()));
    }
    SubsetAgreement result;
    std::vector<int> cells;
    for (const IssueVotes &issue : issues) {
        if (!issueIds.contains(issue.issueId))
            continue;
        ++result.items;
        std::vector<int> row(static_cast<size_t>(raters.size()), RatingTable::Missing);
        for (const VolunteerLabel &label : issue.labels) {
            const auto column = columnOf.constFind(label.annotatorId);
            const int rating = ratingOf(label);
            if (column != columnOf.cend() && rating >= 0)
                row[static_cast<size_t>(*column)] = rating;
        }
        cells.insert(cells.end(), row.begin(), row.end());
    }
    RatingTable table(result.items, static_cast<int>(raters.size()), static_cast<int>(categories.size()), std::move(cells));
    table.setCategoryLabels(categories);
    table.setRaterNames(raters);
    result.summary = AgreementSummary::compute(table);
    return result;
}

} // namespace taxonomist::core
