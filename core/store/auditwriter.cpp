// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "auditwriter.h"

#include "auditentry.h"
#include "auditidentities.h"
#include "labelsnapshot.h"
#include "sqlitestatement.h"
#include "util/coretext.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

constexpr const char *storeHeadSql
    = "INSERT INTO audit_head(slot, last_id, last_hash) VALUES(1, ?, ?)"
      " ON CONFLICT(slot) DO UPDATE SET last_id = excluded.last_id,"
      " last_hash = excluded.last_hash";

Status storeHead(SqliteStatement &head, qint64 lastId, const QByteArray &lastHash)
{
    head.bind(1, lastId);
    head.bind(2, QByteArrayView(lastHash));
    return head.exec();
}

} // namespace

AuditWriter::AuditWriter(sqlite3 *db)
    : m_db(db)
{ }

AuditWriter::~AuditWriter() = default;

Status AuditWriter::loadHead()
{
    SqliteStatement last(m_db, "SELECT id, hash FROM audit_log ORDER BY id DESC LIMIT 1");
    if (last.next()) {
        m_lastId = last.integer(0);
        m_lastHash = last.utf8(1).toByteArray();
    }
    if (auto status = last.readStatus(); !status)
        return status;
    m_loaded = true;
    return success();
}

Result<QByteArray> AuditWriter::withIdentities(
    const QString &action, qint64 issueId, QByteArrayView detail)
{
    const bool label = action == u"set-label"_s || action == u"remove-label"_s;
    const bool final = action == u"set-final-label"_s || action == u"remove-final-label"_s;
    if ((!label && !final) || issueId <= 0)
        return detail.toByteArray();
    QJsonObject object = QJsonDocument::fromJson(detail.toByteArray()).object();
    if (!AuditIdentities::recordedIn(object).isEmpty())
        return detail.toByteArray(); // the writer gave them
    if (!m_identities)
        m_identities = std::make_unique<AuditIdentities>(m_db);
    auto fields
        = m_identities->fields(issueId, label ? object.value(u"annotator_id"_s).toInteger() : 0);
    if (!fields)
        return fields.error();
    if (fields->isEmpty())
        return detail.toByteArray();
    for (auto it = fields->constBegin(); it != fields->constEnd(); ++it)
        object.insert(it.key(), it.value());
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

Status AuditWriter::append(const QString &at, const QString &actor, const QString &action,
    qint64 issueId, QByteArrayView detailUtf8)
{
    if (!m_loaded) {
        if (auto status = loadHead(); !status)
            return status;
    }
    auto detail = withIdentities(action, issueId, detailUtf8);
    if (!detail)
        return Error(CoreText::tr("cannot write the audit log: %1").arg(detail.error().what()),
            detail.error().where());
    AuditEntry entry;
    entry.id = m_lastId + 1;
    entry.at = at.toUtf8();
    entry.actor = actor.toUtf8();
    entry.action = action.toUtf8();
    entry.issueId = issueId > 0 ? issueId : 0;
    entry.detail = std::move(*detail);
    const QByteArray hash = entry.chainHash(m_lastHash);

    if (!m_insert) {
        m_insert = std::make_unique<SqliteStatement>(m_db,
            "INSERT INTO audit_log(id, at, actor, action, issue_id, detail, hash)"
            " VALUES(?, ?, ?, ?, ?, ?, ?)");
        m_head = std::make_unique<SqliteStatement>(m_db, storeHeadSql);
    }
    SqliteStatement &insert = *m_insert;
    insert.bind(1, entry.id);
    insert.bind(2, QByteArrayView(entry.at));
    insert.bind(3, QByteArrayView(entry.actor));
    insert.bind(4, QByteArrayView(entry.action));
    if (entry.issueId > 0)
        insert.bind(5, entry.issueId);
    else
        insert.bindNull(5);
    insert.bind(6, QByteArrayView(entry.detail));
    insert.bind(7, QByteArrayView(hash));
    if (auto status = insert.exec(); !status)
        return Error(CoreText::tr("cannot write the audit log: %1").arg(status.error().what()),
            status.error().where());
    if (auto status = storeHead(*m_head, entry.id, hash); !status)
        return Error(CoreText::tr("cannot write the audit log: %1").arg(status.error().what()),
            status.error().where());
    m_lastId = entry.id;
    m_lastHash = hash;
    // Writes that do not log each label (an import, a schema migration) are followed by a digest
    // of every label, so the labels they leave are on record too.
    if (action == u"import-study"_s || action == u"migrate-schema"_s)
        return appendBaseline(at, actor);
    return success();
}

Status AuditWriter::appendBaseline(const QString &at, const QString &actor)
{
    // Streamed: an import of any size leaves its baseline without holding the labels in memory.
    // Given once by a writer that hashed the rows as it wrote them.
    std::pair<LabelSnapshot::Digest, LabelSnapshot::Digest> digests;
    if (m_baselineDigests) {
        digests = *m_baselineDigests;
        m_baselineDigests.reset();
    } else {
        auto read = LabelSnapshot::digests(m_db);
        if (!read)
            return read.error();
        digests = *read;
    }
    const auto &[labels, finals] = digests;
    // Which issues and people the labels' ids stand for: not in the digests above, whose form
    // older baselines keep, and cheap beside them (one scan of the issues, not of the labels).
    auto identities = AuditIdentities::current(m_db);
    if (!identities)
        return identities.error();
    const QJsonObject detail {{u"form"_s, baselineForm}, {u"labels"_s, labels.rows},
        {u"labels_sha256"_s, QString::fromLatin1(labels.sha256)}, {u"final_labels"_s, finals.rows},
        {u"final_labels_sha256"_s, QString::fromLatin1(finals.sha256)},
        {u"issues"_s, identities->issues}, {u"last_issue"_s, identities->lastIssue},
        {u"issues_sha256"_s, QString::fromLatin1(identities->issuesSha256)},
        {u"annotators"_s, identities->annotators},
        {u"annotators_sha256"_s, QString::fromLatin1(identities->annotatorsSha256)}};
    return append(
        at, actor, baselineAction(), 0, QJsonDocument(detail).toJson(QJsonDocument::Compact));
}

void AuditWriter::setBaselineDigests(
    const LabelSnapshot::Digest &labels, const LabelSnapshot::Digest &finals)
{
    m_baselineDigests = std::make_pair(labels, finals);
}

Status AuditWriter::chainExisting(sqlite3 *db)
{
    SqliteStatement rows(
        db, "SELECT id, at, actor, action, issue_id, detail, hash FROM audit_log ORDER BY id");
    SqliteStatement update(db, "UPDATE audit_log SET hash = ? WHERE id = ?");
    QByteArray previous;
    qint64 lastId = 0;
    while (rows.next()) {
        const AuditEntry entry = AuditEntry::fromRow(rows);
        lastId = entry.id;
        if (!rows.isNull(6)) { // already chained
            previous = rows.utf8(6).toByteArray();
            continue;
        }
        previous = entry.chainHash(previous);
        update.bind(1, QByteArrayView(previous));
        update.bind(2, entry.id);
        if (auto status = update.exec(); !status)
            return status;
    }
    if (auto status = rows.readStatus(); !status)
        return status;
    SqliteStatement head(db, storeHeadSql);
    return lastId > 0 ? storeHead(head, lastId, previous) : success();
}

} // namespace taxonomist::core
