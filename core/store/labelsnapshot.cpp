// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labelsnapshot.h"

#include "sqlitestatement.h"

#include <charconv>


using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Length-prefixed, as the audit entries: no two different rows encode alike.
// A number's decimal digits, without an allocation.
class Decimal final
{
public:
    explicit Decimal(qint64 value)
        : m_end(std::to_chars(m_digits, m_digits + sizeof(m_digits), value).ptr)
    {
    }
    QByteArrayView view() const { return QByteArrayView(m_digits, m_end - m_digits); }

private:
    char m_digits[24];
    const char *m_end;
};

void appendField(QByteArray &out, QByteArrayView bytes)
{
    out += Decimal(bytes.size()).view();
    out += ':';
    out += bytes;
}

// A label's canonical row appended to `row`, from its stored bytes (UTF-8).
void appendLabel(QByteArray &row, QByteArrayView code, QByteArrayView summary, bool falsePositive,
                 QByteArrayView reason, bool unsure, QByteArrayView comment)
{
    appendField(row, code);
    appendField(row, summary);
    appendField(row, falsePositive ? "1" : "0");
    appendField(row, falsePositive ? reason : QByteArrayView());
    // Only when set (v11): a label without doubt encodes as it did before, so the baselines an
    // older project logged still match its labels.
    if (unsure || !comment.isEmpty()) {
        appendField(row, unsure ? "1" : "0");
        appendField(row, comment);
    }
}

void appendFinal(QByteArray &row, QByteArrayView code, bool falsePositive, QByteArrayView method, qint64 decidedBy,
                 QByteArrayView note, QByteArrayView decidedAt)
{
    appendField(row, falsePositive ? QByteArrayView() : code);
    appendField(row, falsePositive ? "1" : "0");
    appendField(row, method);
    appendField(row, Decimal(decidedBy).view());
    appendField(row, note);
    appendField(row, decidedAt);
}

constexpr const char *labelRows = "SELECT l.issue_id, l.annotator_id, coalesce(n.code, ''), l.summary, l.false_positive,"
                                  " l.false_positive_reason, l.unsure, l.comment FROM labels l LEFT JOIN taxonomy_nodes n ON n.id = l.node_id";
constexpr const char *finalRows = "SELECT f.issue_id, coalesce(n.code, ''), f.false_positive, f.method,"
                                  " coalesce(f.decided_by, 0), f.note, f.decided_at"
                                  " FROM final_labels f LEFT JOIN taxonomy_nodes n ON n.id = f.node_id";

// The rows' text as SQLite keeps it: UTF-8, the bytes QString::toUtf8() gives for what
// Taxonomist stored.
void labelOf(const SqliteStatement &row, QByteArray &out)
{
    out.resize(0);
    appendLabel(out, row.utf8(2), row.utf8(3), row.integer(4) != 0, row.utf8(5), row.integer(6) != 0, row.utf8(7));
}

void finalOf(const SqliteStatement &row, QByteArray &out)
{
    out.resize(0);
    appendFinal(out, row.utf8(1), row.integer(2) != 0, row.utf8(3), row.integer(4), row.utf8(5), row.utf8(6));
}

} // namespace

QByteArray LabelSnapshot::labelRow(const QJsonObject &recorded)
{
    QByteArray row;
    appendLabel(row, recorded.value(u"node"_s).toString().toUtf8(), recorded.value(u"summary"_s).toString().toUtf8(),
                recorded.value(u"false_positive"_s).toBool(), recorded.value(u"reason"_s).toString().toUtf8(),
                recorded.value(u"unsure"_s).toBool(), recorded.value(u"comment"_s).toString().toUtf8());
    return row;
}

QByteArray LabelSnapshot::finalRow(const QJsonObject &recorded)
{
    QByteArray row;
    appendFinal(row, recorded.value(u"node"_s).toString().toUtf8(), recorded.value(u"false_positive"_s).toBool(),
                recorded.value(u"method"_s).toString().toUtf8(), recorded.value(u"decided_by"_s).toInteger(),
                recorded.value(u"note"_s).toString().toUtf8(), recorded.value(u"decided_at"_s).toString().toUtf8());
    return row;
}

void LabelSnapshot::Hasher::add(const Key &key, QByteArrayView value)
{
    // Rows are gathered and hashed 64 KiB at a time: SHA-256 over the same bytes, without a call
    // (and an allocation) per label.
    appendField(m_pending, Decimal(key.first).view());
    appendField(m_pending, Decimal(key.second).view());
    appendField(m_pending, value);
    if (m_pending.size() >= 64 * 1024) {
        m_hash.addData(m_pending);
        m_pending.resize(0);
    }
}

QByteArray LabelSnapshot::Hasher::hex()
{
    m_hash.addData(m_pending);
    m_pending.resize(0);
    return m_hash.result().toHex();
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
    QByteArray row;
    while (labels.next()) {
        labelOf(labels, row);
        if (auto status = visit({labels.integer(0), labels.integer(1)}, row); !status)
            return status;
    }
    return labels.readStatus();
}

Status LabelSnapshot::forEachFinal(sqlite3 *db, const RowVisitor &visit)
{
    SqliteStatement finals(db, (QByteArray(finalRows) + " ORDER BY f.issue_id").constData());
    QByteArray row;
    while (finals.next()) {
        finalOf(finals, row);
        if (auto status = visit({finals.integer(0), 0}, row); !status)
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
