// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labelsnapshot.h"

#include "sqlitestatement.h"

#include <QCryptographicHash>
#include <QHash>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Length-prefixed, as the audit entries: no two different rows encode alike.
void appendField(QByteArray &out, QByteArrayView bytes)
{
    out += QByteArray::number(bytes.size());
    out += ':';
    out += bytes;
}

QByteArray label(const QString &code, const QString &summary, bool falsePositive, const QString &reason)
{
    QByteArray row;
    appendField(row, code.toUtf8());
    appendField(row, summary.toUtf8());
    appendField(row, falsePositive ? "1" : "0");
    appendField(row, falsePositive ? reason.toUtf8() : QByteArray());
    return row;
}

QByteArray finalLabel(const QString &code, bool falsePositive, const QString &method, qint64 decidedBy,
                      const QString &note, const QString &decidedAt)
{
    QByteArray row;
    appendField(row, falsePositive ? QByteArray() : code.toUtf8());
    appendField(row, falsePositive ? "1" : "0");
    appendField(row, method.toUtf8());
    appendField(row, QByteArray::number(decidedBy));
    appendField(row, note.toUtf8());
    appendField(row, decidedAt.toUtf8());
    return row;
}

} // namespace

QByteArray LabelSnapshot::labelRow(const QJsonObject &recorded)
{
    return label(recorded.value(u"node"_s).toString(), recorded.value(u"summary"_s).toString(),
                 recorded.value(u"false_positive"_s).toBool(), recorded.value(u"reason"_s).toString());
}

QByteArray LabelSnapshot::finalRow(const QJsonObject &recorded)
{
    return finalLabel(recorded.value(u"node"_s).toString(), recorded.value(u"false_positive"_s).toBool(),
                      recorded.value(u"method"_s).toString(), recorded.value(u"decided_by"_s).toInteger(),
                      recorded.value(u"note"_s).toString(), recorded.value(u"decided_at"_s).toString());
}

static void hashRow(QCryptographicHash &hash, const LabelSnapshot::Key &key, const QByteArray &value)
{
    QByteArray row;
    appendField(row, QByteArray::number(key.first));
    appendField(row, QByteArray::number(key.second));
    appendField(row, value);
    hash.addData(row);
}

QByteArray LabelSnapshot::digest(const QMap<Key, QByteArray> &rows)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (auto it = rows.cbegin(); it != rows.cend(); ++it)
        hashRow(hash, it.key(), it.value());
    return hash.result().toHex();
}

Result<LabelSnapshot::Digests> LabelSnapshot::digests(sqlite3 *db)
{
    QHash<qint64, QString> codes;
    SqliteStatement nodes(db, "SELECT id, code FROM taxonomy_nodes");
    while (nodes.next())
        codes.insert(nodes.integer(0), nodes.text(1));
    if (auto status = nodes.readStatus(); !status)
        return status.error();
    Digests result;
    // Both tables' primary keys give the (issue, annotator) order the map of read() has.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    SqliteStatement labels(db, "SELECT issue_id, annotator_id, coalesce(node_id, 0), summary, false_positive,"
                               " false_positive_reason FROM labels ORDER BY issue_id, annotator_id");
    while (labels.next()) {
        hashRow(hash, {labels.integer(0), labels.integer(1)},
                label(codes.value(labels.integer(2)), labels.text(3), labels.integer(4) != 0, labels.text(5)));
        ++result.labels;
    }
    if (auto status = labels.readStatus(); !status)
        return status.error();
    result.labelsSha256 = hash.result().toHex();
    hash.reset();
    SqliteStatement finals(db, "SELECT issue_id, coalesce(node_id, 0), false_positive, method, coalesce(decided_by, 0),"
                               " note, decided_at FROM final_labels ORDER BY issue_id");
    while (finals.next()) {
        hashRow(hash, {finals.integer(0), 0},
                finalLabel(codes.value(finals.integer(1)), finals.integer(2) != 0, finals.text(3), finals.integer(4),
                           finals.text(5), finals.text(6)));
        ++result.finals;
    }
    if (auto status = finals.readStatus(); !status)
        return status.error();
    result.finalsSha256 = hash.result().toHex();
    return result;
}

Result<LabelSnapshot> LabelSnapshot::read(sqlite3 *db)
{
    LabelSnapshot snapshot;
    SqliteStatement labels(db, "SELECT l.issue_id, l.annotator_id, coalesce(n.code, ''), l.summary, l.false_positive,"
                               " l.false_positive_reason FROM labels l LEFT JOIN taxonomy_nodes n ON n.id = l.node_id");
    while (labels.next()) {
        snapshot.labels.insert({labels.integer(0), labels.integer(1)},
                               label(labels.text(2), labels.text(3), labels.integer(4) != 0, labels.text(5)));
    }
    if (auto status = labels.readStatus(); !status)
        return status.error();
    SqliteStatement finals(db, "SELECT f.issue_id, coalesce(n.code, ''), f.false_positive, f.method,"
                               " coalesce(f.decided_by, 0), f.note, f.decided_at"
                               " FROM final_labels f LEFT JOIN taxonomy_nodes n ON n.id = f.node_id");
    while (finals.next()) {
        snapshot.finals.insert({finals.integer(0), 0},
                               finalLabel(finals.text(1), finals.integer(2) != 0, finals.text(3), finals.integer(4),
                                          finals.text(5), finals.text(6)));
    }
    if (auto status = finals.readStatus(); !status)
        return status.error();
    return snapshot;
}

} // namespace taxonomist::core
