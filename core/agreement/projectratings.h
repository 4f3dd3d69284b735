// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "store/projectstore.h"
#include "taxonomy/taxonomystore.h"
#include "util/idmap.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <functional>
#include <span>
#include <vector>

namespace taxonomist::core {

// Every issue's labels and final label as the project's vote tally (IssueTallyStore) holds them,
// read in one scan and kept compact — a few bytes a label — with the taxonomy, annotators and
// frameworks they refer to. Agreement reports, the rounds, the lead's queue and the rules all
// compute from one of these instead of each reading the labels again; the dashboard reads it
// once for all its numbers.
class ProjectRatings final
{
public:
    struct Vote
    {
        int annotator = -1; // index into annotators(); -1 for an annotator the project lacks
        int node = -1; // taxonomy index; -1 for a false positive or a node the taxonomy lacks
        bool falsePositive = false;
    };
    struct Issue
    {
        qint64 id = 0;
        qint64 frameworkId = 0;
        int year = 0; // 0: none
        int firstVote = 0;
        int voteCount = 0;
        int finalNode = -1; // taxonomy index; -1 when undecided, a false positive or unknown
        qint64 finalNodeId = 0; // the node's id as stored
        qint8 finalMethod = -1; // index into methodKeys(); -1 when undecided
        bool finalFalsePositive = false;

        bool isDecided() const { return finalMethod >= 0; }
    };
    struct Framework
    {
        QString name;
        int position = 0;
    };

    // Every issue and vote, kept.
    static Result<ProjectRatings> load(const ProjectStore &store);
    // What the votes refer to — the taxonomy's tree (TaxonomyStore::loadTree), annotators,
    // frameworks — and no issue: for a reader that takes the issues one at a time from
    // forEachIssue() instead of keeping them all.
    static Result<ProjectRatings> loadContext(const ProjectStore &store);
    // Each issue of the store's tally in issue-id order with its votes, as load() keeps them
    // (firstVote is 0: the votes are the span, valid during the call), in one scan. Learns the
    // decision methods it meets (methodKeys()).
    using IssueVisitor = std::function<Status(const Issue &issue, std::span<const Vote> votes)>;
    Status forEachIssue(const ProjectStore &store, const IssueVisitor &visit);

    const QString &path() const { return m_path; }
    const StoredTaxonomy &taxonomy() const { return m_taxonomy; }
    const QList<Annotator> &annotators() const { return m_annotators; }
    const QHash<qint64, Framework> &frameworks() const { return m_frameworks; }
    // In issue-id order.
    const std::vector<Issue> &issues() const { return m_issues; }
    std::span<const Vote> votesOf(const Issue &issue) const
    {
        return std::span<const Vote>(m_votes).subspan(
            std::size_t(issue.firstVote), std::size_t(issue.voteCount));
    }
    // The decision methods as stored ("imported", "unanimous", ...), for Issue::finalMethod.
    const QList<QByteArray> &methodKeys() const { return m_methods; }

private:
    static Result<ProjectRatings> loadContext(const ProjectStore &store, bool wholeTaxonomy);

    // Stored ids to indices, -1 for an id that has none.
    static int indexOf(const IdMap<int> &map, qint64 id)
    {
        const int *found = map.find(id);
        return found ? *found : -1;
    }

    QString m_path;
    StoredTaxonomy m_taxonomy;
    QList<Annotator> m_annotators;
    QHash<qint64, Framework> m_frameworks;
    std::vector<Issue> m_issues;
    std::vector<Vote> m_votes;
    QList<QByteArray> m_methods;
    IdMap<int> m_nodeIndex;
    IdMap<int> m_annotatorIndex;
};

} // namespace taxonomist::core
