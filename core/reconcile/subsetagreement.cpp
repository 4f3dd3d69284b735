#include "subsetagreement.h"

#include "store/projectstore.h"
#include "store/taxonomystore.h"

#include <QHash>

namespace taxonomist::core {

SubsetAgreement SubsetAgreement::compute(const QList<IssueVotes> &issues, const StoredTaxonomy &taxonomy,
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
    QHash<qint64, int> columnOf;
    QStringList raters;
    for (const Annotator &annotator : annotators) {
        columnOf.insert(annotator.id, static_cast<int>(raters.size()));
        raters.append(annotator.name);
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
            if (column == columnOf.cend() || label.falsePositive || label.node < 0)
                continue;
            const int atLevel = tree.ancestorAt(label.node, level);
            if (atLevel >= 0)
                row[static_cast<size_t>(*column)] = categoryOf.value(atLevel);
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
