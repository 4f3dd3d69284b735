// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "auditanchors.h"

#include "auditentry.h"
#include "sqlitestatement.h"
#include "util/coretext.h"
#include "util/inputtext.h"

#include <QDateTime>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

Result<bool> hasAnchors(sqlite3 *db)
{
    SqliteStatement table(
        db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'audit_anchors'");
    const bool found = table.next();
    if (auto status = table.readStatus(); !status)
        return status.error();
    return found;
}

bool isChainHash(const QByteArray &hash)
{
    return hash.size() == 64 && std::all_of(hash.cbegin(), hash.cend(), [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
    });
}

// A time as Taxonomist writes it is shown as it is; anything else came from elsewhere and is
// quoted and escaped like the source.
QString shownTime(const QString &seenAt)
{
    return QDateTime::fromString(seenAt, Qt::ISODateWithMs).isValid() ? seenAt
                                                                      : quotedForMessage(seenAt);
}

Error headError(const QString &why)
{
    return Error(CoreText::tr("the audit log's head does not hold: %1").arg(why));
}

} // namespace

Result<AuditAnchors::Head> AuditAnchors::head(sqlite3 *db)
{
    SqliteStatement headRecord(db, "SELECT last_id, last_hash FROM audit_head WHERE slot = 1");
    const bool hasHeadRecord = headRecord.next();
    if (auto status = headRecord.readStatus(); !status)
        return status.error();
    // The last entry and the one before it, whose hash the last one's is chained to.
    SqliteStatement entries(db,
        "SELECT id, at, actor, action, issue_id, detail, hash FROM audit_log ORDER BY id DESC "
        "LIMIT 2");
    if (!entries.next()) {
        if (auto status = entries.readStatus(); !status)
            return status.error();
        if (hasHeadRecord)
            return headError(CoreText::tr("the log is empty, but its head record names entry %1")
                                 .arg(headRecord.integer(0)));
        return Head();
    }
    const AuditEntry last = AuditEntry::fromRow(entries);
    const QByteArray lastHash = entries.isNull(6) ? QByteArray() : entries.utf8(6).toByteArray();
    QByteArray previous;
    if (entries.next()) {
        if (entries.integer(0) != last.id - 1)
            return headError(CoreText::tr("entry %1 is missing (the log goes from %2 to %3)")
                                 .arg(last.id - 1)
                                 .arg(entries.integer(0))
                                 .arg(last.id));
        previous = entries.isNull(6) ? QByteArray() : entries.utf8(6).toByteArray();
    } else if (last.id != 1) {
        return headError(CoreText::tr("the entries before entry %1 are missing").arg(last.id));
    }
    if (auto status = entries.readStatus(); !status)
        return status.error();
    if (!hasHeadRecord)
        return headError(
            CoreText::tr("the log ends at entry %1, but its head record is missing").arg(last.id));
    if (headRecord.integer(0) != last.id)
        return headError(
            CoreText::tr("its head record names entry %1, but the log ends at entry %2")
                .arg(headRecord.integer(0))
                .arg(last.id));
    if (headRecord.utf8(1).toByteArray() != lastHash)
        return headError(
            CoreText::tr("entry %1 does not have the hash its head record holds").arg(last.id));
    if (!isChainHash(lastHash) || last.chainHash(previous) != lastHash)
        return headError(CoreText::tr("entry %1 does not hash to the hash it holds").arg(last.id));
    return Head {last.id, lastHash};
}

Status AuditAnchors::record(sqlite3 *db, const QString &source, qint64 entryId,
    const QByteArray &hash, const QString &seenAt)
{
    if (source.trimmed().isEmpty())
        return Error(
            CoreText::tr("an audit anchor needs the name of the copy or server that saw the log"));
    const QString quoted = quotedForMessage(source);
    if (entryId < 0)
        return Error(
            CoreText::tr("the audit anchor of %1 names entry %2").arg(quoted).arg(entryId));
    if (entryId == 0 ? !hash.isEmpty() : !isChainHash(hash))
        return Error(CoreText::tr(
            "the audit anchor of %1 needs the chain hash of entry %2 (64 lowercase hex "
            "digits), not %3")
                         .arg(quoted)
                         .arg(entryId)
                         .arg(quotedForMessage(QString::fromLatin1(hash))));
    if (seenAt.trimmed().isEmpty())
        return Error(CoreText::tr("the audit anchor of %1 needs the time it was seen").arg(quoted));

    // One statement: inserted, moved forward, or (the same entry seen again) given its new time;
    // never moved back, never given another hash for the same entry.
    SqliteStatement upsert(db,
        "INSERT INTO audit_anchors(source, entry_id, hash, seen_at) VALUES(?1, ?2, ?3, ?4)"
        " ON CONFLICT(source) DO UPDATE SET entry_id = excluded.entry_id, hash = excluded.hash,"
        " seen_at = excluded.seen_at WHERE excluded.entry_id > audit_anchors.entry_id"
        " OR (excluded.entry_id = audit_anchors.entry_id AND excluded.hash = audit_anchors.hash)");
    upsert.bind(1, source);
    upsert.bind(2, entryId);
    upsert.bind(3, QByteArrayView(hash));
    upsert.bind(4, seenAt);
    if (auto status = upsert.exec(); !status)
        return Error(CoreText::tr("cannot keep the audit anchor of %1: %2")
                         .arg(quoted, status.error().what()),
            status.error().where());
    if (upsert.changes() > 0)
        return success();

    SqliteStatement stored(db, "SELECT entry_id, seen_at FROM audit_anchors WHERE source = ?");
    stored.bind(1, source);
    if (!stored.next()) {
        if (auto status = stored.readStatus(); !status)
            return status;
        return Error(CoreText::tr("cannot keep the audit anchor of %1").arg(quoted));
    }
    const qint64 storedId = stored.integer(0);
    if (storedId > entryId)
        return Error(
            CoreText::tr("the audit anchor of %1 cannot move back from entry %2 (seen on %3) to "
                         "entry %4")
                .arg(quoted)
                .arg(storedId)
                .arg(shownTime(stored.text(1)))
                .arg(entryId));
    return Error(
        CoreText::tr("%1 saw entry %2 with another hash than before (on %3): the audit log was "
                     "rewritten since, or %1 is wrong; the anchor stays as it was")
            .arg(quoted)
            .arg(entryId)
            .arg(shownTime(stored.text(1))));
}

Result<QList<AuditAnchors::Anchor>> AuditAnchors::list(sqlite3 *db)
{
    auto exists = hasAnchors(db);
    if (!exists)
        return exists.error();
    QList<Anchor> anchors;
    if (!*exists)
        return anchors;
    SqliteStatement rows(
        db, "SELECT source, entry_id, hash, seen_at FROM audit_anchors ORDER BY source");
    while (rows.next())
        anchors.append({rows.text(0), rows.integer(1), rows.utf8(2).toByteArray(), rows.text(3)});
    if (auto status = rows.readStatus(); !status)
        return status.error();
    return anchors;
}

Result<QList<AuditAnchors::Problem>> AuditAnchors::verify(sqlite3 *db)
{
    auto anchors = list(db);
    if (!anchors)
        return anchors.error();
    std::stable_sort(anchors->begin(), anchors->end(),
        [](const Anchor &a, const Anchor &b) { return a.entryId < b.entryId; });
    QList<Problem> problems;
    SqliteStatement entry(db, "SELECT hash FROM audit_log WHERE id = ?");
    for (const Anchor &anchor : std::as_const(*anchors)) {
        if (anchor.entryId <= 0)
            continue; // an empty log: nothing can be cut below it
        entry.bind(1, anchor.entryId);
        const bool found = entry.next();
        const bool same = found && !entry.isNull(0) && entry.utf8(0).toByteArray() == anchor.hash;
        auto status = entry.readStatus();
        entry.reset();
        if (!status)
            return status.error();
        if (same)
            continue;
        problems.append({anchor, !found,
            u"the audit log was cut or rewritten: entry %1, which %2 saw on %3, %4"_s
                .arg(anchor.entryId)
                .arg(quotedForMessage(anchor.source), shownTime(anchor.seenAt),
                    found ? u"differs"_s : u"is missing"_s)});
    }
    return problems;
}

} // namespace taxonomist::core
