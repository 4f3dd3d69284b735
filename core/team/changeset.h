// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/finallabel.h"
#include "result.h"
#include "store/issuecontent.h"
#include "store/labelstore.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace taxonomist::core {

// The records that move between copies of a project, independent of how they travel (a change
// file today, a team server in "Teams II"). Everything is named by what every copy shares:
// UUIDs for the project, issues, annotators, proposals and devices; taxonomy codes for nodes.
// Nothing is matched by display name, URL alone or row position.

// Who sent the records, and for whom.
struct ChangeHeader
{
    enum class Kind {
        Changes, // an author's rows changed since their last export
        Update, // the lead's rows for one volunteer: assignments, taxonomy, proposals, content
        Package, // everything a new volunteer package starts with (built in-process only)
    };

    Kind kind = Kind::Changes;
    QString project; // the project's UUID
    QString author; // the annotator UUID of who wrote it
    QString addressee; // Update and Package: the volunteer it is for
    QString device; // the UUID of the copy it came from
    QString createdAt; // UTC
    // Audit anchors through change files (docs/security.md, "Audit anchors"): the author's own
    // audit head as "ENTRY:HASH", and the head of the addressee's log (the lead's, for a
    // volunteer's changes) as the author last saw it in a file from them. Empty when unknown.
    QString auditHead;
    QString peerHead;

    static QString kindKey(Kind kind);
    static std::optional<Kind> kindFromKey(const QString &key);
};

// A shared row's version as it travels: the owner's revision where it was written, when, by whom,
// on which copy, and what it replaced there. `deleted`: the row was removed (a tombstone).
struct TravelVersion
{
    qint64 rev = 0;
    QString changedAt;
    QString changedBy; // annotator UUID
    QString device; // UUID
    QString baseDevice;
    qint64 baseRev = 0;
    bool deleted = false;
};

// Reference data the lead owns; a copy takes the lead's latest.
struct MemberRecord
{
    QString uuid;
    QString name;
    int position = 0;
    bool isLead = false;
    int labelColumn = 0; // 0: not a volunteer
    // The member's public signing key (base64; docs/team.md, "Keys and signatures"); empty when
    // the sender knows none, which leaves the receiver's as it is.
    QString signingKey;
};

struct FrameworkRecord
{
    QString name;
    int position = 0;
    int labelColumns = 0;
    bool crlf = false;
    bool bom = false;
    QList<int> years;
    QStringList keywords;
};

struct IssueRecord
{
    QString uuid;
    QString framework;
    int row = 0; // the study's row order
    QString url;
    int year = 0;
    bool duplicateUrl = false;
};

struct NodeRecord
{
    QString code;
    QString parent; // code, empty for a type
    QString name;
    int level = 0;
    int position = 0;
    QString description;
    QStringList aliases;
    QStringList details;
    bool retired = false; // kept for the labels that used it, offered no more
};

// A project_info value of the taxonomy ("taxonomy.version", ...).
struct InfoRecord
{
    QString key;
    QString value;
};

struct ContentRecord
{
    QString issue;
    IssueContent content;
};

struct ProposalRecord
{
    QString uuid;
    QString proposer; // annotator UUID
    QString parent; // node code
    QString name;
    QString description;
    QString exampleIssue; // issue UUID or empty
    QString createdAt;
    // The lead's decision.
    QString status; // "open", "adopted", "rejected"
    QString reason;
    QString decidedAt;
    QString node; // the adopted node's code
};

// Shared rows with an owner and versions.
struct LabelRecord
{
    QString issue;
    QString annotator;
    QString node; // taxonomy code; empty for a false positive without one
    Label label; // nodeId unused: the node travels as its code
    TravelVersion version;
};

struct FinalLabelRecord
{
    QString issue;
    QString node;
    FinalLabel label; // nodeId and decidedBy unused: they travel as node and decidedBy below
    QString decidedBy; // annotator UUID or empty
    TravelVersion version;
};

struct AssignmentRecord
{
    QString issue;
    QString annotator;
    TravelVersion version;
};

// A round of the lead's (a pilot, a sample): its issues for every copy, so a volunteer can
// filter their work by it.
struct RoundRecord
{
    QString uuid;
    QString name;
    QString kind; // "pilot" or "round"
    QString seed; // a 64-bit unsigned number, as text
    int size = 0;
    QString strata; // "none", "framework" or "framework-year"
    QStringList frameworks;
    QString createdAt;
    QStringList issues; // issue UUIDs, in the round's order
};

struct VoteRecord
{
    QString proposal;
    QString annotator;
    bool approve = false;
    QString reason;
    TravelVersion version; // changedAt is when the vote was cast
};

// The UUIDs of rows keyed by other rows, the same in every copy without being stored: a label is
// issue × annotator, a final label belongs to its issue, a vote is proposal × annotator.
namespace RowUuid {
QString label(const QString &issue, const QString &annotator);
QString finalLabel(const QString &issue);
QString assignment(const QString &issue, const QString &annotator);
QString vote(const QString &proposal, const QString &annotator);
} // namespace RowUuid

// Receives records in dependency order (members, frameworks, taxonomy, issues, content,
// proposals, then the owned rows): a file writer, a merge into a project, a test's collector.
// Any failure stops the stream; the receiver's transaction, if it has one, rolls back.
class ChangeSink
{
public:
    virtual ~ChangeSink() = default;
    virtual Status begin(const ChangeHeader &header) = 0;
    virtual Status info(const InfoRecord &record) = 0;
    virtual Status member(const MemberRecord &record) = 0;
    virtual Status framework(const FrameworkRecord &record) = 0;
    virtual Status node(const NodeRecord &record) = 0;
    virtual Status issue(const IssueRecord &record) = 0;
    virtual Status content(const ContentRecord &record) = 0;
    virtual Status proposal(const ProposalRecord &record) = 0;
    virtual Status label(const LabelRecord &record) = 0;
    virtual Status finalLabel(const FinalLabelRecord &record) = 0;
    virtual Status assignment(const AssignmentRecord &record) = 0;
    virtual Status vote(const VoteRecord &record) = 0;
    virtual Status round(const RoundRecord &record) = 0;
    virtual Status end() = 0;
};

} // namespace taxonomist::core
