// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "projectratings.h"

#include "store/issuetallystore.h"
#include "store/sqlitestatement.h"
#include "util/coretext.h"

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<ProjectRatings> ProjectRatings::loadContext(const ProjectStore &store)
{
    return loadContext(store, false);
}

Result<ProjectRatings> ProjectRatings::loadContext(const ProjectStore &store, bool wholeTaxonomy)
{
    ProjectRatings ratings;
    ratings.m_path = store.path();
    auto taxonomy = wholeTaxonomy ? TaxonomyStore::load(store) : TaxonomyStore::loadTree(store);
    if (!taxonomy)
        return taxonomy.error();
    ratings.m_taxonomy = std::move(*taxonomy);
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    ratings.m_annotators = std::move(*annotators);
    SqliteStatement frameworks(store.handle(), "SELECT id, name, position FROM frameworks");
    while (frameworks.next())
        ratings.m_frameworks.insert(
            frameworks.integer(0), {frameworks.text(1), static_cast<int>(frameworks.integer(2))});
    if (auto status = frameworks.readStatus(); !status)
        return status.error();

    // Ids to indices once, not once per label.
    for (int i = 0; i < ratings.m_taxonomy.nodeIds.size(); ++i)
        ratings.m_nodeIndex.insert(ratings.m_taxonomy.nodeIds[i], i);
    for (int a = 0; a < ratings.m_annotators.size(); ++a)
        ratings.m_annotatorIndex.insert(ratings.m_annotators[a].id, a);
    return ratings;
}

Status ProjectRatings::forEachIssue(const ProjectStore &store, const IssueVisitor &visit)
{
    std::vector<Vote> votes;
    qint8 lastMethod = -1; // most rows are decided as the row before
    return IssueTallyStore::forEachRow(store, [&](const IssueTallyRow &row) -> Status {
        Issue issue;
        issue.id = row.issueId;
        issue.frameworkId = row.frameworkId;
        issue.year = row.year;
        // Straight from the text to indices: no list of stored ids in between.
        votes.clear();
        const bool parsed = IssueTallyStore::forEachVote(
            row.votes, [&](qint64 annotatorId, qint64 nodeId, bool falsePositive) {
                votes.push_back({indexOf(m_annotatorIndex, annotatorId),
                    falsePositive ? -1 : indexOf(m_nodeIndex, nodeId), falsePositive});
            });
        if (!parsed)
            return IssueTallyStore::unreadableVotes(store, row.issueId);
        issue.voteCount = static_cast<int>(votes.size());
        if (!row.finalMethod.isEmpty()) {
            if (lastMethod < 0 || m_methods[lastMethod] != row.finalMethod) {
                qsizetype method = m_methods.indexOf(row.finalMethod);
                if (method < 0) {
                    if (m_methods.size() >= std::numeric_limits<qint8>::max())
                        return Error(CoreText::tr("too many kinds of decision in the vote tally"),
                            {m_path, 0, 0});
                    method = m_methods.size();
                    m_methods.append(row.finalMethod.toByteArray());
                }
                lastMethod = static_cast<qint8>(method);
            }
            issue.finalMethod = lastMethod;
            issue.finalFalsePositive = row.finalFalsePositive;
            issue.finalNodeId = row.finalNodeId;
            issue.finalNode = row.finalFalsePositive ? -1 : indexOf(m_nodeIndex, row.finalNodeId);
        }
        return visit(issue, votes);
    });
}

Result<ProjectRatings> ProjectRatings::load(const ProjectStore &store)
{
    auto loaded = loadContext(store, true);
    if (!loaded)
        return loaded.error();
    ProjectRatings &ratings = *loaded;
    // Room for every row at once: growing the arrays would copy them and touch their pages
    // twice. The rows are counted (SQLite counts a table's cells without reading its records);
    // the votes are not — counting them in SQL parsed every row and cost more than the scan —
    // but taken as a label from every volunteer: room not used is never touched.
    SqliteStatement count(store.handle(), "SELECT count(*) FROM issue_tally");
    if (count.next()) {
        const auto volunteers = std::count_if(ratings.m_annotators.cbegin(),
            ratings.m_annotators.cend(), [](const Annotator &a) { return a.isVolunteer(); });
        const std::size_t issues = std::size_t(std::max<qint64>(0, count.integer(0)));
        ratings.m_issues.reserve(issues);
        if (volunteers > 0 && volunteers <= 64)
            ratings.m_votes.reserve(issues * std::size_t(volunteers));
    }
    if (auto status = count.readStatus(); !status)
        return status.error();
    auto status = ratings.forEachIssue(
        store, [&ratings](const Issue &read, std::span<const Vote> votes) -> Status {
            if (ratings.m_votes.size() + votes.size()
                > std::size_t(std::numeric_limits<int>::max()))
                return Error(
                    CoreText::tr("more labels than one report can hold"), {ratings.m_path, 0, 0});
            Issue issue = read;
            issue.firstVote = static_cast<int>(ratings.m_votes.size());
            ratings.m_votes.insert(ratings.m_votes.end(), votes.begin(), votes.end());
            ratings.m_issues.push_back(issue);
            return success();
        });
    if (!status)
        return status.error();
    return std::move(*loaded);
}

} // namespace taxonomist::core
