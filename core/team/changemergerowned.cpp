// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The owned rows: labels, final labels, assignments and votes (see changemergerstate.h).
#include "changemergerstate.h"
#include "util/coretext.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

using namespace changemerge;

Status ChangeMerger::label(const LabelRecord &record)
{
    const Annotator *annotator = d->known(record.annotator);
    if (!annotator)
        return d->member(record.annotator).error();
    if (!m_options.trusted && record.annotator != d->author->uuid) {
        return Error(
            CoreText::tr("a label of %1 in a change file by %2: only a row's owner changes it")
                .arg(quotedForMessage(annotator->name), quotedForMessage(d->author->name)));
    }
    if (d->isPackage && record.annotator != d->packageOwner)
        return Error(CoreText::tr("a label of %1 cannot enter another volunteer's package")
                         .arg(quotedForMessage(annotator->name)));
    if (!annotator->isVolunteer())
        return Error(CoreText::tr("%1 is not a volunteer of this project (no label column)")
                         .arg(quotedForMessage(annotator->name)));
    auto issue = d->issueId(record.issue);
    if (!issue)
        return issue.error();
    std::optional<Label> incoming;
    if (!record.version.deleted) {
        incoming = record.label;
        incoming->nodeId = 0;
        if (!record.node.isEmpty()) {
            auto node = d->nodeId(record.node);
            if (!node)
                return node.error();
            incoming->nodeId = *node;
        } else if (!record.label.falsePositive && record.label.openCode.isEmpty()) {
            return Error(CoreText::tr(
                "a label needs a taxonomy node, the false-positive mark or an open code"));
        }
        if (incoming->openCode.size() > Label::maxOpenCodeLength
            || incoming->openCode != Label::normalizedOpenCode(incoming->openCode))
            return Error(CoreText::tr(
                "the open code of a label of %1 is not one line of at most %2 characters")
                             .arg(quotedForMessage(annotator->name))
                             .arg(Label::maxOpenCodeLength));
        incoming->updatedAt = record.version.changedAt;
    }
    auto version = d->version(record.version);
    if (!version)
        return version.error();
    auto before = d->currentLabel(*issue, annotator->id);
    if (!before)
        return before.error();

    const auto content = [this](const std::optional<Label> &label) {
        if (!label)
            return QByteArray("-");
        return (d->codes.value(label->nodeId) + u'\x1f' + label->summary + u'\x1f'
            + (label->falsePositive ? u"1"_s : u"0"_s) + u'\x1f' + label->falsePositiveReason
            + u'\x1f' + (label->unsure ? u"1"_s : u"0"_s) + u'\x1f'
            + label->comment
            // Only when there is one: labels without keep the order they had before open codes.
            + (label->openCode.isEmpty() ? QString() : u'\x1f' + label->openCode))
            .toUtf8();
    };
    const Outcome outcome = d->compare(
        before->exists(), before->version, *version, record.version.device,
        [&] { return content(before->label); }, [&] { return content(incoming); });
    MergeCounts &counts = m_report.labels;
    d->raise(annotator->id, record.version.rev);
    if (outcome == Outcome::Same) {
        ++counts.unchanged;
        return success();
    }
    if (outcome == Outcome::Add) { // the common case of a merge: nothing to keep, nothing to report
        if (auto status = d->applyLabel(*issue, annotator->id, *before, incoming, *version);
            !status)
            return status;
        m_report.labelIssues.insert(*issue);
        ++(incoming ? counts.added : counts.unchanged);
        return success();
    }
    const QString rowUuid = RowUuid::label(record.issue, record.annotator);
    const bool conflict = outcome == Outcome::ConflictWin || outcome == Outcome::ConflictLose;
    const LabelRecord localRecord {record.issue, record.annotator,
        before->label ? d->codes.value(before->label->nodeId) : QString(),
        before->label.value_or(Label()),
        d->travel(before->version, record.annotator, before->removed)};
    if (replaces(outcome)) {
        if (auto status = d->keep("label", rowUuid, *issue, localRecord.version,
                recordObject(ChangeFieldLists::label(), localRecord), conflict, m_options.mergeId);
            !status)
            return status;
        if (auto status = d->applyLabel(*issue, annotator->id, *before, incoming, *version);
            !status)
            return status;
        m_report.labelIssues.insert(*issue);
        if (!incoming)
            ++(before->label ? counts.removed : counts.unchanged);
        else
            ++(before->label ? counts.changed : counts.added);
    } else {
        if (auto status = d->keep("label", rowUuid, *issue, record.version,
                recordObject(ChangeFieldLists::label(), record), conflict, m_options.mergeId);
            !status)
            return status;
        ++counts.older;
    }
    if (conflict) {
        const QString mine
            = describe(localRecord.node.isEmpty() ? u"false positive"_s : localRecord.node,
                localRecord.version);
        const QString theirs
            = describe(record.node.isEmpty() ? u"false positive"_s : record.node, record.version);
        m_report.conflicts.append({u"label"_s, d->urlOf(*issue), annotator->name,
            outcome == Outcome::ConflictWin ? theirs : mine,
            outcome == Outcome::ConflictWin ? mine : theirs});
    }
    return success();
}

Status ChangeMerger::finalLabel(const FinalLabelRecord &record)
{
    if (d->isPackage)
        return Error(CoreText::tr(
            "a volunteer's package holds no final labels (they are blind until reconciliation)"));
    TAXONOMIST_REQUIRE_LEAD(QT_TRANSLATE_NOOP("Core", "final labels"))
    auto issue = d->issueId(record.issue);
    if (!issue)
        return issue.error();
    std::optional<FinalLabel> incoming;
    if (!record.version.deleted) {
        incoming = record.label;
        incoming->nodeId = 0;
        if (!record.label.falsePositive) {
            auto node = d->nodeId(record.node);
            if (!node)
                return node.error();
            incoming->nodeId = *node;
        }
        incoming->decidedBy = 0;
        if (!record.decidedBy.isEmpty()) {
            auto decider = d->member(record.decidedBy);
            if (!decider)
                return decider.error();
            incoming->decidedBy = decider->id;
        }
    }
    qint64 changedBy = 0;
    if (!record.version.changedBy.isEmpty()) {
        auto writer = d->member(record.version.changedBy);
        if (!writer)
            return writer.error();
        changedBy = writer->id;
    }
    auto version = d->version(record.version);
    if (!version)
        return version.error();
    auto before = d->finals.current(*issue);
    if (!before)
        return before.error();
    const auto content = [this](const std::optional<FinalLabel> &label) {
        if (!label)
            return QByteArray("-");
        return (d->codes.value(label->nodeId) + u'\x1f' + FinalLabel::methodKey(label->method)
            + u'\x1f' + QString::number(label->decidedBy) + u'\x1f' + label->note + u'\x1f'
            + label->decidedAt
            + (label->falsePositive ? u"\x1f"
                                      "1"_s
                                    : u"\x1f"
                                      "0"_s))
            .toUtf8();
    };
    const Outcome outcome = d->compare(
        before->exists(), before->version, *version, record.version.device,
        [&] { return content(before->label); }, [&] { return content(incoming); });
    MergeCounts &counts = m_report.finalLabels;
    if (changedBy > 0)
        d->raise(changedBy, record.version.rev);
    if (outcome == Outcome::Same) {
        ++counts.unchanged;
        return success();
    }
    if (outcome == Outcome::Add) { // nothing here before: nothing to keep, nothing to report
        if (auto status = d->finals.write(*issue, incoming, *version, changedBy); !status)
            return status;
        m_report.finalLabelIssues.insert(*issue);
        ++(incoming ? counts.added : counts.unchanged);
        return success();
    }
    const QString rowUuid = RowUuid::finalLabel(record.issue);
    const bool conflict = outcome == Outcome::ConflictWin || outcome == Outcome::ConflictLose;
    QString decidedBy;
    for (const Annotator &member : std::as_const(d->members)) {
        if (before->label && member.id == before->label->decidedBy)
            decidedBy = member.uuid;
    }
    QString writerUuid;
    for (const Annotator &member : std::as_const(d->members)) {
        if (member.id == before->changedBy)
            writerUuid = member.uuid;
    }
    const FinalLabelRecord localRecord {record.issue,
        before->label ? d->codes.value(before->label->nodeId) : QString(),
        before->label.value_or(FinalLabel()), decidedBy,
        d->travel(before->version, writerUuid, before->removed)};
    if (replaces(outcome)) {
        if (before->exists()) {
            if (auto status = d->keep("final_label", rowUuid, *issue, localRecord.version,
                    recordObject(ChangeFieldLists::finalLabel(), localRecord), conflict,
                    m_options.mergeId);
                !status)
                return status;
        }
        if (auto status = d->finals.write(*issue, incoming, *version, changedBy); !status)
            return status;
        m_report.finalLabelIssues.insert(*issue);
        if (!incoming)
            ++(before->label ? counts.removed : counts.unchanged);
        else
            ++(before->label ? counts.changed : counts.added);
    } else {
        if (auto status = d->keep("final_label", rowUuid, *issue, record.version,
                recordObject(ChangeFieldLists::finalLabel(), record), conflict, m_options.mergeId);
            !status)
            return status;
        ++counts.older;
    }
    if (conflict) {
        const QString mine = describe(localRecord.node, localRecord.version);
        const QString theirs = describe(record.node, record.version);
        m_report.conflicts.append(
            {u"final label"_s, d->urlOf(*issue), d->author ? d->author->name : QString(),
                outcome == Outcome::ConflictWin ? theirs : mine,
                outcome == Outcome::ConflictWin ? mine : theirs});
    }
    return success();
}

Status ChangeMerger::assignment(const AssignmentRecord &record)
{
    TAXONOMIST_REQUIRE_LEAD(QT_TRANSLATE_NOOP("Core", "assignments"))
    const Annotator *annotator = d->known(record.annotator);
    if (!annotator)
        return d->member(record.annotator).error();
    if (d->isPackage && record.annotator != d->packageOwner)
        return Error(
            CoreText::tr("another volunteer's assignments do not enter a volunteer's package"));
    auto issue = d->issueId(record.issue);
    if (!issue)
        return issue.error();
    qint64 changedBy = 0;
    if (const Annotator *writer = d->known(record.version.changedBy))
        changedBy = writer->id;
    auto version = d->version(record.version);
    if (!version)
        return version.error();
    auto before = d->currentAssignment(*issue, annotator->id);
    if (!before)
        return before.error();
    const Side local {&before->version, d->deviceUuids.value(before->version.deviceId),
        before->assigned ? QByteArray("1") : QByteArray("0")};
    const Side other {&*version, record.version.device,
        record.version.deleted ? QByteArray("0") : QByteArray("1")};
    const Outcome outcome = decide(before->exists(), local, other);
    MergeCounts &counts = m_report.assignments;
    if (changedBy > 0)
        d->raise(changedBy, record.version.rev);
    if (outcome == Outcome::Same) {
        ++counts.unchanged;
        return success();
    }
    if (!replaces(outcome)) {
        ++counts.older; // an assignment's history is the lead's audit log
        return success();
    }
    if (auto status = d->writeAssignment(
            *issue, annotator->id, *before, !record.version.deleted, *version, changedBy);
        !status)
        return status;
    m_report.labelIssues.insert(*issue); // the volunteer's list follows its assignments
    if (record.version.deleted)
        ++(before->assigned ? counts.removed : counts.unchanged);
    else
        ++(before->assigned ? counts.changed : counts.added);
    return success();
}

Status ChangeMerger::vote(const VoteRecord &record)
{
    auto annotator = d->member(record.annotator);
    if (!annotator)
        return annotator.error();
    if (!m_options.trusted && record.annotator != d->author->uuid) {
        return Error(
            CoreText::tr("a vote of %1 in a change file by %2: only a row's owner changes it")
                .arg(quotedForMessage(annotator->name), quotedForMessage(d->author->name)));
    }
    if (d->isPackage && record.annotator != d->packageOwner)
        return Error(CoreText::tr("another volunteer's vote does not enter a volunteer's package"));
    const qint64 proposal = d->proposals.value(record.proposal, 0);
    if (proposal == 0)
        return Error(CoreText::tr("a vote on proposal %1, which this project does not have")
                         .arg(quotedForMessage(record.proposal)));
    if (record.version.deleted)
        return Error(CoreText::tr("a vote cannot be removed, only changed"));
    auto version = d->version(record.version);
    if (!version)
        return version.error();
    auto before = ProposalStore::storedVote(d->store, proposal, annotator->id);
    if (!before)
        return before.error();
    const auto content = [](bool approve, const QString &reason) {
        return ((approve ? u"1:"_s : u"0:"_s) + reason).toUtf8();
    };
    const Side local {&before->version, d->deviceUuids.value(before->version.deviceId),
        before->vote ? content(before->vote->approve, before->vote->reason) : QByteArray()};
    const Side other {&*version, record.version.device, content(record.approve, record.reason)};
    const Outcome outcome = decide(before->vote.has_value(), local, other);
    d->raise(annotator->id, record.version.rev);
    if (outcome == Outcome::Same) {
        ++m_report.votes.unchanged;
        return success();
    }
    if (!replaces(outcome)) {
        ++m_report.votes.older;
        return d->keep("vote", RowUuid::vote(record.proposal, record.annotator), 0, record.version,
            recordObject(ChangeFieldLists::vote(), record), outcome == Outcome::ConflictLose,
            m_options.mergeId);
    }
    if (before->vote) {
        const VoteRecord localRecord {record.proposal, record.annotator, before->vote->approve,
            before->vote->reason, d->travel(before->version, record.annotator, false)};
        if (auto status = d->keep("vote", RowUuid::vote(record.proposal, record.annotator), 0,
                localRecord.version, recordObject(ChangeFieldLists::vote(), localRecord),
                outcome == Outcome::ConflictWin, m_options.mergeId);
            !status)
            return status;
    }
    if (auto status = ProposalStore::applyVote(
            d->store, proposal, annotator->id, record.approve, record.reason, *version);
        !status)
        return status;
    ++(before->vote ? m_report.votes.changed : m_report.votes.added);
    if (!d->votedProposals.contains(proposal))
        d->votedProposals.append(proposal);
    return success();
}

#undef TAXONOMIST_REQUIRE_LEAD

} // namespace taxonomist::core
