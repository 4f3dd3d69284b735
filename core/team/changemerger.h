// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "changeset.h"
#include "result.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <memory>
#include <utility>

namespace taxonomist::core {

class ProjectStore;
struct FreshTables;

// Added, changed, removed, and what was already there, for one kind of owned row.
struct MergeCounts
{
    qint64 added = 0;
    qint64 changed = 0;
    qint64 removed = 0;
    qint64 unchanged = 0; // the same version was here already
    qint64 older = 0; // this copy holds a newer version; the incoming one went to the history

    qint64 total() const { return added + changed + removed + unchanged + older; }
    MergeCounts &operator+=(const MergeCounts &other);
};

// The same row edited by its owner on two copies: which version stayed, which went to the
// row's history.
struct MergeConflict
{
    QString kind; // "label", "final label", "assignment", "vote"
    QString issue; // the issue's URL (for a vote: the proposal's name)
    QString owner; // the owner's name
    QString kept; // "C.3 (2026-01-05T10:00:00.000Z, device 1a2b3c4d)"
    QString lost;
};

// What a merge did: counts per kind, the conflicts, and what changed for the views to follow.
struct MergeReport
{
    MergeCounts labels;
    MergeCounts finalLabels;
    MergeCounts assignments;
    MergeCounts votes;
    qint64 proposals = 0; // added or decided
    qint64 issues = 0; // added
    qint64 nodes = 0; // added or changed
    qint64 contents = 0; // added or newer
    qint64 members = 0; // added or changed
    QList<MergeConflict> conflicts;
    // For the open views (a merge looks to them exactly like a local change).
    QSet<qint64> labelIssues;
    QSet<qint64> finalLabelIssues;
    QSet<qint64> contentIssues;
    bool taxonomyChanged = false;
    bool teamChanged = false;

    MergeReport &operator+=(const MergeReport &other);
};

// Applies records from another copy to this project, idempotently and in any order (docs/team.md):
// a row's owner is the only one who changes it; between two versions of one row the one that
// descends from the other wins, else (the owner edited it on two copies) the later changed_at,
// ties to the higher device; the loser goes to the row's history, never discarded, and is listed
// as a conflict. Works inside the caller's transaction: a refused record stops the stream, and the
// caller rolls everything back. Independent of where the records come from (a change file, a
// package build, a team server).
class ChangeMerger final : public ChangeSink
{
public:
    struct Options
    {
        QString actor;
        // Records built in-process by the lead's own project (a new package): ownership is not
        // checked against the header's author.
        bool trusted = false;
        qint64 mergeId = 0; // team_merges row the history entries point to
        // The tables that held nothing when the merge began (a new copy's first pull), and the
        // keys written since: shared by the mergers of one pull.
        std::shared_ptr<FreshTables> fresh;
    };

    ChangeMerger(ProjectStore &store, Options options);
    ~ChangeMerger() override;

    Status begin(const ChangeHeader &header) override;
    Status info(const InfoRecord &record) override;
    Status member(const MemberRecord &record) override;
    Status framework(const FrameworkRecord &record) override;
    Status node(const NodeRecord &record) override;
    Status issue(const IssueRecord &record) override;
    Status content(const ContentRecord &record) override;
    Status proposal(const ProposalRecord &record) override;
    Status label(const LabelRecord &record) override;
    Status finalLabel(const FinalLabelRecord &record) override;
    Status assignment(const AssignmentRecord &record) override;
    Status vote(const VoteRecord &record) override;
    Status round(const RoundRecord &record) override;
    Status end() override;

    const MergeReport &report() const { return m_report; }
    const ChangeHeader &header() const { return m_header; }
    // One merger takes several files in turn (what it read of the project stays loaded): each
    // file's report is taken, and the next file's history entries point to its merge.
    MergeReport takeReport() { return std::exchange(m_report, MergeReport()); }
    void setMergeId(qint64 mergeId) { m_options.mergeId = mergeId; }

private:
    class State;
    std::unique_ptr<State> d;
    ChangeHeader m_header;
    MergeReport m_report;
    Options m_options;
};

} // namespace taxonomist::core
