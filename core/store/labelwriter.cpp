// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labelwriter.h"

#include "auditwriter.h"
#include "labelrow.h"
#include "projectidentity.h"
#include "projectstore.h"
#include "sqlitestatement.h"
#include "tombstones.h"
#include "util/coretext.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// What a label is stored as: text trimmed, a reason only with the false-positive mark.
std::optional<Label> normalised(std::optional<Label> label)
{
    if (label) {
        label->summary = label->summary.isNull() ? u""_s : label->summary.trimmed();
        label->falsePositiveReason
            = label->falsePositive ? label->falsePositiveReason.trimmed() : u""_s;
        if (label->falsePositiveReason.isNull())
            label->falsePositiveReason = u""_s;
        label->comment = label->comment.isNull() ? u""_s : label->comment.trimmed();
        // One line; a false positive has no code of its own.
        label->openCode = label->falsePositive ? u""_s : Label::normalizedOpenCode(label->openCode);
    }
    return label;
}

Status checkComplete(const std::optional<Label> &label)
{
    if (!label)
        return success();
    if (!label->isComplete())
        return Error(
            CoreText::tr("a label needs a taxonomy node, the false-positive mark or an open code"));
    if (label->openCode.size() > Label::maxOpenCodeLength)
        return Error(CoreText::tr("the open code \"%1…\" is %2 characters long; an open code is at "
                                  "most %3 (the summary says more)")
                         .arg(label->openCode.left(20))
                         .arg(label->openCode.size())
                         .arg(Label::maxOpenCodeLength));
    return success();
}

} // namespace

LabelWriter::LabelWriter(ProjectStore &store, const QString &actor, Audit audit)
    : m_store(store)
    , m_actor(actor)
    , m_audit(audit)
{
    sqlite3 *db = store.handle();
    m_select = std::make_unique<SqliteStatement>(db,
        "SELECT " + LabelRow::columns() + " FROM labels WHERE issue_id = ? AND annotator_id = ?");
    m_upsert = std::make_unique<SqliteStatement>(db,
        "INSERT INTO labels(issue_id, annotator_id, node_id, summary, false_positive, "
        "false_positive_reason, unsure, "
        "comment, open_code, "
            + RowVersion::columns(nullptr, "updated_at")
            + ") VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(issue_id, "
              "annotator_id) "
              "DO UPDATE SET"
              " node_id = excluded.node_id, summary = excluded.summary, false_positive = "
              "excluded.false_positive,"
              " false_positive_reason = excluded.false_positive_reason, unsure = excluded.unsure,"
              " comment = excluded.comment, open_code = excluded.open_code,"
              " updated_at = excluded.updated_at,"
              " rev = excluded.rev, device_id = excluded.device_id, base_device_id = "
              "excluded.base_device_id,"
              " base_rev = excluded.base_rev");
    m_delete = std::make_unique<SqliteStatement>(
        db, "DELETE FROM labels WHERE issue_id = ? AND annotator_id = ?");
    m_tombstones = std::make_unique<Tombstones>(db, "label");
    m_revisions = std::make_unique<RevisionCounter>(store);
    if (audit == Audit::EachLabel)
        m_log = std::make_unique<AuditWriter>(db);
}

LabelWriter::~LabelWriter() = default;

Result<StoredLabel> LabelWriter::current(qint64 issueId, qint64 annotatorId)
{
    StoredLabel stored;
    m_select->bind(1, issueId);
    m_select->bind(2, annotatorId);
    if (m_select->next()) {
        stored.label = LabelRow::readLabel(*m_select, 0);
        stored.version = LabelRow::readVersion(*m_select, 0);
    }
    auto status = m_select->readStatus();
    m_select->reset();
    if (!status)
        return status.error();
    if (stored.label)
        return stored;
    auto tombstone = m_tombstones->find(issueId, annotatorId);
    if (!tombstone)
        return tombstone.error();
    if (*tombstone) {
        stored.removed = true;
        stored.version = (*tombstone)->version;
    }
    return stored;
}

Status LabelWriter::checkWriter(qint64 annotatorId)
{
    if (const auto known = m_writers.constFind(annotatorId); known != m_writers.cend())
        return *known;
    if (!m_owner) {
        SqliteStatement owner(
            m_store.handle(), "SELECT value FROM project_info WHERE key = 'team.owner'");
        m_owner = owner.next() ? owner.text(0) : QString();
        if (auto status = owner.readStatus(); !status)
            return status;
    }
    SqliteStatement who(m_store.handle(),
        "SELECT name, uuid, coalesce(label_column, 0) FROM annotators WHERE id = ?");
    who.bind(1, annotatorId);
    Status verdict = success();
    if (!who.next()) {
        if (auto status = who.readStatus(); !status)
            return status;
        verdict = Error(CoreText::tr("no annotator %1 in this project").arg(annotatorId),
            {m_store.path(), 0, 0});
    } else if (who.integer(2) <= 0) {
        verdict = Error(
            CoreText::tr("%1 is not a volunteer of this project (no label column): a lead labels "
                         "only when also added"
                         " as a volunteer")
                .arg(who.text(0)));
    } else if (!m_owner->isEmpty() && who.text(1) != *m_owner) {
        verdict = Error(
            CoreText::tr("this is another volunteer's package: %1's labels are not written here")
                .arg(who.text(0)));
    }
    m_writers.insert(annotatorId, verdict);
    return verdict;
}

Result<bool> LabelWriter::write(
    qint64 issueId, qint64 annotatorId, const std::optional<Label> &label)
{
    const std::optional<Label> after = normalised(label);
    if (auto status = checkComplete(after); !status)
        return status.error();
    if (auto status = checkWriter(annotatorId); !status)
        return status.error();
    auto before = current(issueId, annotatorId);
    if (!before)
        return before.error();
    if (before->label.has_value() == after.has_value() && (!after || after->sameAs(*before->label)))
        return false; // unchanged: no new version
    if (m_device == 0) {
        auto device = ProjectIdentity::thisDevice(m_store);
        if (!device)
            return device.error();
        m_device = *device;
    }
    auto rev = m_revisions->reserve(annotatorId);
    if (!rev)
        return rev.error();
    if (auto status = store(issueId, annotatorId, *before, after,
            before->version.editedOn(m_device, *rev, ProjectStore::nowUtc()));
        !status)
        return status.error();
    return true;
}

Status LabelWriter::apply(qint64 issueId, qint64 annotatorId, const StoredLabel &before,
    const std::optional<Label> &label, const RowVersion &version)
{
    const std::optional<Label> after = normalised(label);
    if (auto status = checkComplete(after); !status)
        return status;
    return store(issueId, annotatorId, before, after, version);
}

Status LabelWriter::store(qint64 issueId, qint64 annotatorId, const StoredLabel &before,
    const std::optional<Label> &label, const RowVersion &version)
{
    if (label) {
        SqliteStatement &upsert = *m_upsert;
        upsert.bind(1, issueId);
        upsert.bind(2, annotatorId);
        if (label->nodeId > 0)
            upsert.bind(3, label->nodeId);
        else
            upsert.bindNull(3);
        upsert.bind(4, label->summary);
        upsert.bind(5, qint64(label->falsePositive ? 1 : 0));
        upsert.bind(6, label->falsePositiveReason);
        upsert.bind(7, qint64(label->unsure ? 1 : 0));
        upsert.bind(8, label->comment);
        upsert.bind(9, label->openCode);
        version.bind(upsert, 10);
        if (auto status = upsert.exec(); !status)
            return status;
        if (before.removed) {
            if (auto status = m_tombstones->lift(issueId, annotatorId); !status)
                return status;
        }
    } else {
        m_delete->bind(1, issueId);
        m_delete->bind(2, annotatorId);
        if (auto status = m_delete->exec(); !status)
            return status;
        if (auto status = m_tombstones->bury(issueId, annotatorId, version, annotatorId); !status)
            return status;
    }
    if (!m_log)
        return success();
    const auto toJson = [this](const std::optional<Label> &value) -> QJsonValue {
        if (!value)
            return QJsonValue::Null;
        const QString code = value->nodeId > 0 ? codeOf(value->nodeId) : QString();
        QJsonObject object {{u"node"_s, code.isEmpty() ? QJsonValue() : QJsonValue(code)},
            {u"summary"_s, value->summary}};
        if (value->falsePositive) {
            object.insert(u"false_positive"_s, true);
            object.insert(u"reason"_s, value->falsePositiveReason);
        }
        if (value->unsure)
            object.insert(u"unsure"_s, true);
        if (!value->comment.isEmpty())
            object.insert(u"comment"_s, value->comment);
        if (!value->openCode.isEmpty())
            object.insert(u"open_code"_s, value->openCode);
        return object;
    };
    const QJsonObject detail {{u"annotator_id"_s, annotatorId}, {u"label"_s, toJson(label)},
        {u"previous"_s, toJson(before.label)}, {u"rev"_s, version.rev}};
    return m_log->append(ProjectStore::nowUtc(), m_actor,
        label ? u"set-label"_s : u"remove-label"_s, issueId,
        QJsonDocument(detail).toJson(QJsonDocument::Compact));
}

QString LabelWriter::codeOf(qint64 nodeId)
{
    if (!m_codes.contains(nodeId)) { // first use, or a node added since (an adopted proposal)
        SqliteStatement nodes(m_store.handle(), "SELECT id, code FROM taxonomy_nodes");
        while (nodes.next())
            m_codes.insert(nodes.integer(0), nodes.text(1));
    }
    return m_codes.value(nodeId);
}

} // namespace taxonomist::core
