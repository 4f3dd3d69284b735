// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

namespace taxonomist::core {

class SqliteStatement;

// One row of the audit log and the hash that chains it to the row before. The hash is SHA-256,
// in lowercase hex, over a canonical encoding of the previous entry's hash and every field the
// entry records (id included, so a renumbered or moved entry no longer matches).
struct AuditEntry
{
    qint64 id = 0;
    QByteArray at; // UTF-8, as stored
    QByteArray actor; // UTF-8
    QByteArray action; // UTF-8
    qint64 issueId = 0; // 0: no issue (NULL in the table)
    QByteArray detail; // a JSON object as UTF-8 text
    // How each text field is stored: 't' text, 'i' integer, 'r' real, 'b' blob, 'n' NULL. The
    // writer stores text; a field whose storage class was changed behind its back no longer hashes
    // to the same value.
    char atType = 't';
    char actorType = 't';
    char actionType = 't';
    char detailType = 't';

    // Reads id, at, actor, action, issue_id, detail from columns `first` .. `first + 5`.
    static AuditEntry fromRow(const SqliteStatement &row, int first = 0);

    // The chain hash of this entry after `previousHash` ("" before the first entry).
    QByteArray chainHash(const QByteArray &previousHash) const;
};

} // namespace taxonomist::core
