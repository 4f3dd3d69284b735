// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "auditentry.h"

#include "sqlitestatement.h"

#include <QCryptographicHash>

namespace taxonomist::core {

namespace {

// "<type><length>:<bytes>": a length prefix makes the encoding unambiguous, so no two different
// entries encode to the same bytes however their fields are split.
void appendField(QByteArray &out, char type, QByteArrayView bytes)
{
    out += type;
    out += QByteArray::number(bytes.size());
    out += ':';
    out += bytes;
}

} // namespace

AuditEntry AuditEntry::fromRow(const SqliteStatement &row, int first)
{
    AuditEntry entry;
    entry.id = row.integer(first);
    // The storage class before the text: reading a number as text converts it in place.
    entry.atType = row.storageClass(first + 1);
    entry.at = row.utf8(first + 1).toByteArray();
    entry.actorType = row.storageClass(first + 2);
    entry.actor = row.utf8(first + 2).toByteArray();
    entry.actionType = row.storageClass(first + 3);
    entry.action = row.utf8(first + 3).toByteArray();
    entry.issueId = row.isNull(first + 4) ? 0 : row.integer(first + 4);
    entry.detailType = row.storageClass(first + 5);
    entry.detail = row.utf8(first + 5).toByteArray();
    return entry;
}

QByteArray AuditEntry::chainHash(const QByteArray &previousHash) const
{
    QByteArray canonical("taxonomist-audit-v1\n");
    appendField(canonical, 'h', previousHash);
    appendField(canonical, 'i', QByteArray::number(id));
    appendField(canonical, atType, at);
    appendField(canonical, actorType, actor);
    appendField(canonical, actionType, action);
    appendField(canonical, issueId > 0 ? 'i' : 'n',
        issueId > 0 ? QByteArray::number(issueId) : QByteArray());
    appendField(canonical, detailType, detail);
    return QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex();
}

} // namespace taxonomist::core
