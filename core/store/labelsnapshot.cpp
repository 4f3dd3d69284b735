// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labelsnapshot.h"

#include "sqlitestatement.h"


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

QByteArray label(const QString &code, const QString &summary, bool falsePositive, const QString &reason, bool unsure,
                 const QString &comment)
{
    QByteArray row;
    appendField(row, code.toUtf8());
    appendField(row, summary.toUtf8());
    appendField(row, falsePositive ? "1" : "0");
    appendField(row, falsePositive ? reason.toUtf8() : QByteArray());
    // Only when set (v11): a label without doubt encodes as it did before, so the baselines an
    // older project logged still match its labels.
    if (unsure || !comment.isEmpty()) {
        appendField(row, unsure ? "1" : "0");
        appendField(row, comment.toUtf8());
    }
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

// The same rows read() reads, in key order.
constexpr const char *labelRows = "SELECT l.issue_id, l.annotator_id, coalesce(n.code, ''), l.summary, l.false_positive,"
                                  " l.false_positive_reason, l.unsure, l.comment FROM labels l LEFT JOIN taxonomy_nodes n ON n.id = l.node_id";
constexpr const char *finalRows = "SELECT f.issue_id, coalesce(n.code, ''), f.false_positive, f.method,"
                                  " coalesce(f.decided_by, 0), f.note, f.decided_at"
                                  " FROM final_labels f LEFT JOIN taxonomy_nodes n ON n.id = f.node_id";

QByteArray labelOf(const SqliteStatement &row)
{
    return label(row.text(2), row.text(3), row.integer(4) != 0, row.text(5), row.integer(6) != 0, row.text(7));
}

QByteArray finalOf(const SqliteStatement &row)
{
    return finalLabel(row.text(1), row.integer(2) != 0, row.text(3), row.integer(4), row.text(5), row.text(6));
}

} // namespace

QByteArray LabelSnapshot::labelRow(const QJsonObject &recorded)
{
    return label(recorded.value(u"node"_s).toString(), recorded.value(u"summary"_s).toString(),
                 recorded.value(u"false_positive"_s).toBool(), recorded.value(u"reason"_s).toString(),
                 recorded.value(u"unsure"_s).toBool(), recorded.value(u"comment"_s).toString());
}

QByteArray LabelSnapshot::finalRow(const QJsonObject &recorded)
{
    return finalLabel(recorded.value(u"node"_s).toString(), recorded.value(u"false_positive"_s).toBool(),
                      recorded.value(u"method"_s).toString(), recorded.value(u"decided_by"_s).toInteger(),
                      recorded.value(u"note"_s).toString(), recorded.value(u"decided_at"_s).toString());
}

void LabelSnapshot::Hasher::add(const Key &key, const QByteArray &value)
{
    QByteArray row;
    appendField(row, QByteArray::number(key.first));
    appendField(row, QByteArray::number(key.second));
    appendField(row, value);
    m_hash.addData(row);
}

QByteArray LabelSnapshot::digest(const QMap<Key, QByteArray> &rows)
{
    Hasher hash;
    for (auto it = rows.cbegin(); it != rows.cend(); ++it)
        hash.add(it.key(), it.value());
    return hash.hex();
}

Status LabelSnapshot::forEachLabel(sqlite3 *db, const RowVisitor &visit)
{
    SqliteStatement labels(db, (QByteArray(labelRows) + " ORDER BY l.issue_id, l.annotator_id").constData());
    while (labels.next()) {
        if (auto status = visit({labels.integer(0), labels.integer(1)}, labelOf(labels)); !status)
            return status;
    }
    return labels.readStatus();
}

Status LabelSnapshot::forEachFinal(sqlite3 *db, const RowVisitor &visit)
{
    SqliteStatement finals(db, (QByteArray(finalRows) + " ORDER BY f.issue_id").constData());
    while (finals.next()) {
        if (auto status = visit({finals.integer(0), 0}, finalOf(finals)); !status)
            return status;
    }
    return finals.readStatus();
}

Result<LabelSnapshot> LabelSnapshot::read(sqlite3 *db)
{
    LabelSnapshot snapshot;
    const auto into = [](QMap<Key, QByteArray> &map) {
        return [&map](const Key &key, const QByteArray &row) {
            map.insert(key, row);
            return success();
        };
    };
    if (auto status = forEachLabel(db, into(snapshot.labels)); !status)
        return status.error();
    if (auto status = forEachFinal(db, into(snapshot.finals)); !status)
        return status.error();
    return snapshot;
}

Result<std::pair<LabelSnapshot::Digest, LabelSnapshot::Digest>> LabelSnapshot::digests(sqlite3 *db)
{
    const auto digestOf = [db](auto forEach) -> Result<Digest> {
        Digest digest;
        Hasher hash;
        auto status = forEach(db, [&](const Key &key, const QByteArray &row) {
            hash.add(key, row);
            ++digest.rows;
            return success();
        });
        if (!status)
            return status.error();
        digest.sha256 = hash.hex();
        return digest;
    };
    auto labels = digestOf(&LabelSnapshot::forEachLabel);
    if (!labels)
        return labels.error();
    auto finals = digestOf(&LabelSnapshot::forEachFinal);
    if (!finals)
        return finals.error();
    return std::make_pair(*labels, *finals);
}

} // namespace taxonomist::core
