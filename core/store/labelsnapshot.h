// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "util/sha256.h"

#include <QByteArray>
#include <QJsonObject>
#include <QMap>
#include <QPair>

#include <functional>

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

    // Every label's / final label's canonical row, in key order, one at a time: what read()
    // collects, for readers that must not hold all of them (a project of millions of labels).
    using RowVisitor = std::function<Status(const Key &key, const QByteArray &row)>;
    static Status forEachLabel(sqlite3 *db, const RowVisitor &visit);
    static Status forEachFinal(sqlite3 *db, const RowVisitor &visit);
    // The SHA-256 of rows given in key order, as digest() computes it over a map.
    class Hasher;

    // The digests digest() gives for read()'s labels and finals, computed while the rows stream
    // by (key order) instead of from maps: the baseline after an import of any size.
    struct Digest
    {
        qint64 rows = 0;
        QByteArray sha256; // hex
    };
    static Result<std::pair<Digest, Digest>> digests(sqlite3 *db);

    // A label's / final label's canonical row from its values, appended to `row`: what the tables'
    // rows encode to, for a writer that hashes the rows as it writes them (an import).
    static void encodeLabel(QByteArray &row, QByteArrayView code, QByteArrayView summary,
        bool falsePositive, QByteArrayView reason, bool unsure, QByteArrayView comment,
        QByteArrayView openCode = {});
    static void encodeFinal(QByteArray &row, QByteArrayView code, bool falsePositive,
        QByteArrayView method, qint64 decidedBy, QByteArrayView note, QByteArrayView decidedAt);

    // The canonical row of a label / final label as an audit entry's JSON records it.
    static QByteArray labelRow(const QJsonObject &recorded);
    static QByteArray finalRow(const QJsonObject &recorded);

    // SHA-256 (hex) over the rows in key order.
    static QByteArray digest(const QMap<Key, QByteArray> &rows);

    QMap<Key, QByteArray> labels;
    QMap<Key, QByteArray> finals;
};

class LabelSnapshot::Hasher final
{
public:
    void add(const Key &key, QByteArrayView row);
    // The digest of every row added; call once, at the end.
    QByteArray hex();

private:
    Sha256 m_hash;
    QByteArray m_pending; // rows not yet given to the hash
};

} // namespace taxonomist::core
