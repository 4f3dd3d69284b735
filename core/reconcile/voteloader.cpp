#include "voteloader.h"

#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "taxonomy/taxonomystore.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

constexpr const char *issueColumns =
    "SELECT i.id, i.framework_id, fw.position, i.row_order, coalesce(i.year, 0), fw.name, i.url,"
    " f.node_id, f.false_positive, f.method, f.decided_by, f.note, f.decided_at, coalesce(c.title, '')"
    " FROM issues i JOIN frameworks fw ON fw.id = i.framework_id"
    " LEFT JOIN final_labels f ON f.issue_id = i.id"
    " LEFT JOIN issue_content c ON c.issue_id = i.id";

IssueVotes readIssue(const SqliteStatement &row)
{
    IssueVotes issue;
    issue.issueId = row.integer(0);
    issue.frameworkId = row.integer(1);
    issue.frameworkPosition = static_cast<int>(row.integer(2));
    issue.rowOrder = static_cast<int>(row.integer(3));
    issue.year = static_cast<int>(row.integer(4));
    issue.framework = row.text(5);
    issue.url = row.text(6);
    issue.title = row.text(13);
    if (!row.isNull(9)) {
        FinalLabel label;
        label.nodeId = row.isNull(7) ? 0 : row.integer(7);
        label.falsePositive = row.integer(8) != 0;
        label.method = FinalLabel::methodFromKey(row.text(9)).value_or(DecisionMethod::Imported);
        label.decidedBy = row.isNull(10) ? 0 : row.integer(10);
        label.note = row.text(11);
        label.decidedAt = row.text(12);
        issue.finalLabel = label;
    }
    return issue;
}

QHash<qint64, int> indexOfIds(const StoredTaxonomy &taxonomy)
{
    QHash<qint64, int> index;
    for (int i = 0; i < taxonomy.nodeIds.size(); ++i)
        index.insert(taxonomy.nodeIds[i], i);
    return index;
}

} // namespace

Result<QList<IssueVotes>> VoteLoader::loadAll(const ProjectStore &store, const StoredTaxonomy &taxonomy)
{
    const QHash<qint64, int> nodeIndex = indexOfIds(taxonomy);
    QList<IssueVotes> issues;
    QHash<qint64, qsizetype> position;
    SqliteStatement issueRows(store.handle(), (QByteArray(issueColumns) + " ORDER BY fw.position, i.row_order").constData());
    while (issueRows.next()) {
        position.insert(issueRows.integer(0), issues.size());
        issues.append(readIssue(issueRows));
    }
    if (auto status = issueRows.readStatus(); !status)
        return status.error();
    // The primary key's order (issue, annotator) keeps each issue's labels in annotator-id order.
    SqliteStatement labels(store.handle(), "SELECT issue_id, annotator_id, node_id, false_positive, updated_at FROM labels");
    while (labels.next()) {
        const auto at = position.constFind(labels.integer(0));
        if (at == position.cend())
            continue;
        VolunteerLabel label;
        label.annotatorId = labels.integer(1);
        label.nodeId = labels.isNull(2) ? 0 : labels.integer(2);
        label.falsePositive = labels.integer(3) != 0;
        label.node = label.falsePositive ? -1 : nodeIndex.value(label.nodeId, -1);
        label.updatedAt = labels.text(4);
        issues[*at].labels.append(label);
    }
    if (auto status = labels.readStatus(); !status)
        return status.error();
    return issues;
}

Result<IssueVotes> VoteLoader::load(const ProjectStore &store, const StoredTaxonomy &taxonomy, qint64 issueId)
{
    SqliteStatement issueRow(store.handle(), (QByteArray(issueColumns) + " WHERE i.id = ?").constData());
    issueRow.bind(1, issueId);
    if (!issueRow.next()) {
        if (auto status = issueRow.readStatus(); !status)
            return status.error();
        return Error(u"no issue with id %1"_s.arg(issueId));
    }
    IssueVotes issue = readIssue(issueRow);
    const QHash<qint64, int> nodeIndex = indexOfIds(taxonomy);
    SqliteStatement labels(store.handle(),
                           "SELECT l.annotator_id, a.name, l.node_id, l.false_positive, l.false_positive_reason,"
                           " l.summary, l.updated_at FROM labels l JOIN annotators a ON a.id = l.annotator_id"
                           " WHERE l.issue_id = ? ORDER BY a.position");
    labels.bind(1, issueId);
    while (labels.next()) {
        VolunteerLabel label;
        label.annotatorId = labels.integer(0);
        label.annotator = labels.text(1);
        label.nodeId = labels.isNull(2) ? 0 : labels.integer(2);
        label.falsePositive = labels.integer(3) != 0;
        label.node = label.falsePositive ? -1 : nodeIndex.value(label.nodeId, -1);
        label.falsePositiveReason = labels.text(4);
        label.summary = labels.text(5);
        label.updatedAt = labels.text(6);
        issue.labels.append(label);
    }
    if (auto status = labels.readStatus(); !status)
        return status.error();
    return issue;
}

} // namespace taxonomist::core
