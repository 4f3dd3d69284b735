// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "voteloader.h"

#include "finallabelrow.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "taxonomy/taxonomystore.h"
#include "util/coretext.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// The issue's columns, then its final label's from column 8 (FinalLabelRow).
QByteArray selectIssues(const char *rest)
{
    return "SELECT i.id, i.framework_id, fw.position, i.row_order, coalesce(i.year, 0), fw.name, "
           "i.url,"
           " coalesce(c.title, ''), "
        + FinalLabelRow::columns("f")
        + " FROM issues i JOIN frameworks fw ON fw.id = i.framework_id"
          " LEFT JOIN final_labels f ON f.issue_id = i.id"
          " LEFT JOIN issue_content c ON c.issue_id = i.id "
        + rest;
}

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
    issue.title = row.text(7);
    issue.finalLabel = FinalLabelRow::read(row, 8);
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

void VoteLoader::labelsOf(const ProjectRatings &ratings, const ProjectRatings::Issue &issue,
    QList<VolunteerLabel> &labels)
{
    labels.clear();
    const QList<qint64> &nodeIds = ratings.taxonomy().nodeIds;
    for (const ProjectRatings::Vote &vote : ratings.votesOf(issue)) {
        VolunteerLabel label;
        label.annotatorId = vote.annotator >= 0 ? ratings.annotators()[vote.annotator].id : 0;
        label.falsePositive = vote.falsePositive;
        label.node = vote.node;
        label.nodeId = vote.node >= 0 ? nodeIds[vote.node] : 0;
        labels.append(label);
    }
}

Result<IssueVotes> VoteLoader::load(
    const ProjectStore &store, const StoredTaxonomy &taxonomy, qint64 issueId)
{
    SqliteStatement issueRow(store.handle(), selectIssues("WHERE i.id = ?").constData());
    issueRow.bind(1, issueId);
    if (!issueRow.next()) {
        if (auto status = issueRow.readStatus(); !status)
            return status.error();
        return Error(CoreText::tr("no issue with id %1").arg(issueId));
    }
    IssueVotes issue = readIssue(issueRow);
    const QHash<qint64, int> nodeIndex = indexOfIds(taxonomy);
    SqliteStatement labels(store.handle(),
        "SELECT l.annotator_id, a.name, l.node_id, l.false_positive, l.false_positive_reason,"
        " l.summary, l.updated_at, l.unsure, l.comment FROM labels l JOIN annotators a ON a.id = "
        "l.annotator_id"
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
        label.unsure = labels.integer(7) != 0;
        label.comment = labels.text(8);
        issue.labels.append(label);
    }
    if (auto status = labels.readStatus(); !status)
        return status.error();
    return issue;
}

} // namespace taxonomist::core
