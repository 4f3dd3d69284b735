// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "disagreementqueue.h"

#include "agreement/projectratings.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "voteloader.h"
#include "votetally.h"

#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

bool matchesFilter(const ProjectRatings::Issue &issue, const QList<VolunteerLabel> &labels,
    const StoredTaxonomy &taxonomy, const QueueFilter &filter)
{
    if (filter.frameworkId > 0 && issue.frameworkId != filter.frameworkId)
        return false;
    if (filter.year > 0 && issue.year != filter.year)
        return false;
    if (filter.status == QueueFilter::Status::Undecided && issue.isDecided())
        return false;
    if (filter.status == QueueFilter::Status::Decided && !issue.isDecided())
        return false;
    if (filter.annotatorId > 0
        && std::none_of(labels.begin(), labels.end(),
            [&](const VolunteerLabel &label) { return label.annotatorId == filter.annotatorId; })) {
        return false;
    }
    if (filter.themeNodeId > 0) {
        const int theme = taxonomy.indexOfId(filter.themeNodeId);
        if (theme < 0)
            return false;
        const int level = taxonomy.taxonomy.node(theme).level;
        if (std::none_of(labels.begin(), labels.end(), [&](const VolunteerLabel &label) {
                return label.node >= 0 && taxonomy.taxonomy.ancestorAt(label.node, level) == theme;
            })) {
            return false;
        }
    }
    return true;
}

QueueEntry entryFor(const ProjectRatings &ratings, const ProjectRatings::Issue &issue,
    const VoteTally &tally, const ReconcileSettings &settings)
{
    const StoredTaxonomy &taxonomy = ratings.taxonomy();
    const LevelTally &decision = tally.decision();
    QueueEntry entry;
    entry.issueId = issue.id;
    const ProjectRatings::Framework framework = ratings.frameworks().value(issue.frameworkId);
    entry.framework = framework.name;
    entry.frameworkPosition = framework.position;
    entry.year = issue.year;
    entry.labels = tally.labels();
    for (const LevelTally::Count &count : decision.votes)
        entry.votes.append({tally.categoryCode(count.category), count.count});
    entry.isTie = decision.isTie;
    entry.topShare = decision.topShare;
    if (const auto winner = tally.winningNode()) {
        entry.suggestionFalsePositive = *winner == VoteTally::FalsePositive;
        entry.suggestionNodeId
            = entry.suggestionFalsePositive ? 0 : taxonomy.nodeIds.value(*winner);
        entry.suggestionCode = tally.categoryCode(*winner);
        entry.reachesThreshold = decision.topShare + 1e-9 >= settings.majorityThreshold;
    }
    if (issue.isDecided()) {
        FinalLabel label;
        label.nodeId = issue.finalNodeId;
        label.falsePositive = issue.finalFalsePositive;
        label.method = FinalLabel::methodFromKey(
            QString::fromLatin1(ratings.methodKeys().value(issue.finalMethod)))
                           .value_or(DecisionMethod::Lead);
        entry.finalLabel = label;
        entry.finalCode = issue.finalFalsePositive ? u"false positive"_s
            : issue.finalNode >= 0                 ? taxonomy.taxonomy.node(issue.finalNode).code
                                                   : QString();
    }
    return entry;
}

// How the issue's labels split at the decision level, told without a VoteTally: none (no label
// counts), one answer, or several.
enum class Answers { None, One, Several };

Answers answersOf(const ProjectRatings &ratings, const ProjectRatings::Issue &issue)
{
    const Taxonomy &taxonomy = ratings.taxonomy().taxonomy;
    int first = -1;
    for (const ProjectRatings::Vote &vote : ratings.votesOf(issue)) {
        const int category = VoteTally::decisionCategory(taxonomy, vote.node, vote.falsePositive);
        if (category < 0)
            continue; // missing, as MajorityVote ignores it
        if (first < 0)
            first = category;
        else if (category != first)
            return Answers::Several;
    }
    return first < 0 ? Answers::None : Answers::One;
}

// The link, title and row of each entry: looked up one by one for a short queue, in one pass
// over the issues for a long one.
Status fillIssueRows(const ProjectStore &store, QList<QueueEntry> &entries, std::size_t issues)
{
    if (entries.isEmpty())
        return success();
    if (std::size_t(entries.size()) * 16 < issues) {
        SqliteStatement row(store.handle(),
            "SELECT i.row_order, i.url, coalesce(c.title, '') FROM issues i"
            " LEFT JOIN issue_content c ON c.issue_id = i.id WHERE i.id = ?");
        for (QueueEntry &entry : entries) {
            row.bind(1, entry.issueId);
            if (row.next()) {
                entry.rowOrder = static_cast<int>(row.integer(0));
                entry.url = row.text(1);
                entry.title = row.text(2);
            }
            if (auto status = row.readStatus(); !status)
                return status;
            row.reset();
        }
        return success();
    }
    QHash<qint64, qsizetype> indexOf;
    indexOf.reserve(entries.size());
    for (qsizetype e = 0; e < entries.size(); ++e)
        indexOf.insert(entries[e].issueId, e);
    SqliteStatement rows(store.handle(),
        "SELECT i.id, i.row_order, i.url, coalesce(c.title, '')"
        " FROM issues i LEFT JOIN issue_content c ON c.issue_id = i.id");
    while (rows.next()) {
        const auto found = indexOf.constFind(rows.integer(0));
        if (found == indexOf.cend())
            continue;
        QueueEntry &entry = entries[*found];
        entry.rowOrder = static_cast<int>(rows.integer(1));
        entry.url = rows.text(2);
        entry.title = rows.text(3);
    }
    return rows.readStatus();
}

// How many labels of each issue are marked unsure (a partial index holds only those).
Result<QHash<qint64, int>> unsureCounts(const ProjectStore &store)
{
    QHash<qint64, int> counts;
    SqliteStatement rows(
        store.handle(), "SELECT issue_id, count(*) FROM labels WHERE unsure = 1 GROUP BY issue_id");
    while (rows.next())
        counts.insert(rows.integer(0), static_cast<int>(rows.integer(1)));
    if (auto status = rows.readStatus(); !status)
        return status.error();
    return counts;
}

} // namespace

Result<QSet<qint64>> DisagreementQueue::votesChangedSinceDecision(const ProjectStore &store)
{
    // Both times are ISO 8601 in UTC with milliseconds (ProjectStore::nowUtc), so they compare as
    // text. A final label is one row per decided issue; its labels are found by their key.
    QSet<qint64> changed;
    SqliteStatement rows(store.handle(),
        "SELECT f.issue_id FROM final_labels f WHERE f.decided_at <> '' AND EXISTS"
        " (SELECT 1 FROM labels l WHERE l.issue_id = f.issue_id AND l.updated_at > f.decided_at)");
    while (rows.next())
        changed.insert(rows.integer(0));
    if (auto status = rows.readStatus(); !status)
        return status.error();
    return changed;
}

QString QueueEntry::votesText() const
{
    QStringList parts;
    for (const Vote &vote : votes)
        parts.append(u"%1 ×%2"_s.arg(vote.code).arg(vote.count));
    return parts.join(u" · "_s);
}

Result<QueueSnapshot> DisagreementQueue::compute(
    const ProjectStore &store, const QueueFilter &filter, const ReconcileSettings &settings)
{
    auto ratings = ProjectRatings::load(store);
    if (!ratings)
        return ratings.error();
    return compute(store, *ratings, filter, settings);
}

Result<QueueSnapshot> DisagreementQueue::compute(const ProjectStore &store,
    const ProjectRatings &ratings, const QueueFilter &filter, const ReconcileSettings &settings)
{
    auto unsure = unsureCounts(store);
    if (!unsure)
        return unsure.error();
    auto changed = votesChangedSinceDecision(store);
    if (!changed)
        return changed.error();
    QueueSnapshot snapshot;
    snapshot.votesChanged = static_cast<int>(changed->size());
    QList<VolunteerLabel> labels;
    // Lists the issue whose `labels` were loaded when `filter` (as it applies to the issue) takes
    // it.
    const auto list = [&](const ProjectRatings::Issue &issue, const VoteTally &tally,
                          const QueueFilter &applied, bool votesChanged) {
        if (!matchesFilter(issue, labels, ratings.taxonomy(), applied))
            return;
        const int doubts = unsure->value(issue.id);
        if (filter.unsureOnly && doubts == 0)
            return;
        snapshot.entries.append(entryFor(ratings, issue, tally, settings));
        snapshot.entries.last().unsure = doubts;
        snapshot.entries.last().votesChanged = votesChanged;
    };
    for (const ProjectRatings::Issue &issue : ratings.issues()) {
        const bool decided = issue.isDecided();
        const bool votesChanged = decided && changed->contains(issue.id);
        if (filter.votesChangedOnly && votesChanged && issue.voteCount > 0) {
            // Every such decision, whether its votes still disagree or now agree (decided: it
            // counts toward none of the undecided figures).
            if (answersOf(ratings, issue) == Answers::Several)
                ++snapshot.disagreements;
            VoteLoader::labelsOf(ratings, issue, labels);
            QueueFilter decidedToo = filter; // they are decided, whatever the status asks
            decidedToo.status = QueueFilter::Status::All;
            list(issue, VoteTally(ratings.taxonomy().taxonomy, labels), decidedToo, true);
            continue;
        }
        if (issue.voteCount < settings.minimumLabels) {
            if (!decided && issue.voteCount > 0)
                ++snapshot.awaitingLabels;
            continue;
        }
        // Most issues are settled one way or the other: they are counted from their votes as
        // they lie, and only an issue the queue may list or whose tie counts gets a VoteTally.
        const Answers answers = answersOf(ratings, issue);
        if (answers != Answers::Several) {
            if (!decided && answers == Answers::One)
                ++snapshot.awaitingRules;
            continue;
        }
        ++snapshot.disagreements;
        if (decided && filter.status == QueueFilter::Status::Undecided)
            continue; // counted, never listed
        VoteLoader::labelsOf(ratings, issue, labels);
        const VoteTally tally(ratings.taxonomy().taxonomy, labels);
        if (!decided) {
            ++snapshot.undecided;
            snapshot.ties += tally.decision().isTie ? 1 : 0;
        }
        if (!filter.votesChangedOnly) // else counted only: the changed decisions were listed above
            list(issue, tally, filter, votesChanged);
    }
    if (auto status = fillIssueRows(store, snapshot.entries, ratings.issues().size()); !status)
        return status.error();
    std::sort(snapshot.entries.begin(), snapshot.entries.end(), &DisagreementQueue::comesBefore);
    return snapshot;
}

bool DisagreementQueue::comesBefore(const QueueEntry &a, const QueueEntry &b)
{
    if (a.finalLabel.has_value() != b.finalLabel.has_value())
        return !a.finalLabel.has_value();
    if (a.isTie != b.isTie)
        return a.isTie;
    if (a.topShare != b.topShare)
        return a.topShare < b.topShare;
    if (a.votes.size() != b.votes.size())
        return a.votes.size() > b.votes.size();
    if (a.frameworkPosition != b.frameworkPosition)
        return a.frameworkPosition < b.frameworkPosition;
    return a.rowOrder < b.rowOrder;
}

} // namespace taxonomist::core
