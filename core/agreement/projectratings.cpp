// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "projectratings.h"

#include "store/issuetallystore.h"
#include "store/sqlitestatement.h"

#include <limits>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<ProjectRatings> ProjectRatings::load(const ProjectStore &store)
{
    ProjectRatings ratings;
    ratings.m_path = store.path();
    auto taxonomy = TaxonomyStore::load(store);
    if (!taxonomy)
        return taxonomy.error();
    ratings.m_taxonomy = std::move(*taxonomy);
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    ratings.m_annotators = std::move(*annotators);
    SqliteStatement frameworks(store.handle(), "SELECT id, name, position FROM frameworks");
    while (frameworks.next())
        ratings.m_frameworks.insert(frameworks.integer(0), {frameworks.text(1), static_cast<int>(frameworks.integer(2))});
    if (auto status = frameworks.readStatus(); !status)
        return status.error();

    // Ids to indices once, not once per label.
    QHash<qint64, int> nodeIndex;
    for (int i = 0; i < ratings.m_taxonomy.nodeIds.size(); ++i)
        nodeIndex.insert(ratings.m_taxonomy.nodeIds[i], i);
    QHash<qint64, int> annotatorIndex;
    for (int a = 0; a < ratings.m_annotators.size(); ++a)
        annotatorIndex.insert(ratings.m_annotators[a].id, a);

    // Room for every row at once: growing the arrays would copy them and touch their pages twice.
    SqliteStatement count(store.handle(), "SELECT count(*), coalesce(sum(length(votes) - length(replace(votes, ':', ''))), 0)"
                                          " FROM issue_tally");
    if (count.next()) {
        ratings.m_issues.reserve(std::size_t(count.integer(0)));
        ratings.m_votes.reserve(std::size_t(count.integer(1)));
    }
    if (auto status = count.readStatus(); !status)
        return status.error();
    auto status = IssueTallyStore::forEach(store, [&](const IssueTally &row) -> Status {
        if (ratings.m_votes.size() + std::size_t(row.votes.size()) > std::size_t(std::numeric_limits<int>::max()))
            return Error(u"more labels than one report can hold"_s, {ratings.m_path, 0, 0});
        Issue issue;
        issue.id = row.issueId;
        issue.frameworkId = row.frameworkId;
        issue.year = row.year;
        issue.firstVote = static_cast<int>(ratings.m_votes.size());
        issue.voteCount = static_cast<int>(row.votes.size());
        for (const TallyVote &vote : row.votes) {
            ratings.m_votes.push_back({annotatorIndex.value(vote.annotatorId, -1),
                                       vote.falsePositive ? -1 : nodeIndex.value(vote.nodeId, -1), vote.falsePositive});
        }
        if (row.isDecided()) {
            qsizetype method = ratings.m_methods.indexOf(row.finalMethod);
            if (method < 0) {
                if (ratings.m_methods.size() >= std::numeric_limits<qint8>::max())
                    return Error(u"too many kinds of decision in the vote tally"_s, {ratings.m_path, 0, 0});
                method = ratings.m_methods.size();
                ratings.m_methods.append(row.finalMethod);
            }
            issue.finalMethod = static_cast<qint8>(method);
            issue.finalFalsePositive = row.finalFalsePositive;
            issue.finalNodeId = row.finalNodeId;
            issue.finalNode = row.finalFalsePositive ? -1 : nodeIndex.value(row.finalNodeId, -1);
        }
        ratings.m_issues.push_back(issue);
        return success();
    });
    if (!status)
        return status.error();
    return ratings;
}

} // namespace taxonomist::core
