// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QMap>
#include <QPair>

struct sqlite3;

namespace taxonomist::core {

// Every label and final label of a project in one canonical form, so that the audit log can
// record a digest of them (after an import or a schema migration, which do not log each label)
// and a check can compare the tables with what the log says. A label's row is keyed by
// (issue, annotator); a final label's by (issue, 0). Values are encoded like the audit entries
// record them (taxonomy codes, not node ids), so a logged "previous" value encodes the same.
class LabelSnapshot final
{
public:
    using Key = QPair<qint64, qint64>;

    static Result<LabelSnapshot> read(sqlite3 *db);

    // The counts and digests a baseline entry records, computed in one pass over the tables in
    // key order (what digest(read()) gives, without holding every row).
    struct Digests
    {
        qint64 labels = 0;
        QByteArray labelsSha256;
        qint64 finals = 0;
        QByteArray finalsSha256;
    };
    static Result<Digests> digests(sqlite3 *db);

    // The canonical row of a label / final label as an audit entry's JSON records it.
    static QByteArray labelRow(const QJsonObject &recorded);
    static QByteArray finalRow(const QJsonObject &recorded);

    // SHA-256 (hex) over the rows in key order.
    static QByteArray digest(const QMap<Key, QByteArray> &rows);

    QMap<Key, QByteArray> labels;
    QMap<Key, QByteArray> finals;
};

} // namespace taxonomist::core
