// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labelsnapshot.h"

#include "sqlitestatement.h"

#include <charconv>
#include <cstring>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Length-prefixed, as the audit entries: no two different rows encode alike. A field is written
// at `out` by put...() (the caller has made room: at most MaxNumberField bytes besides the field's
// own) or appended by append...(); the import's hasher writes a row's fields in one go.
constexpr qsizetype MaxNumberField = 2 + 1 + 20; // "20:" and a 20-character number

char *putField(char *out, QByteArrayView bytes)
{
    out = std::to_chars(out, out + 20, bytes.size()).ptr;
    *out++ = ':';
    if (!bytes.isEmpty()) // an empty field may have no data at all, and memcpy takes no null
        std::memcpy(out, bytes.data(), std::size_t(bytes.size()));
    return out + bytes.size();
}

char *putNumberField(char *out, qint64 value)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    return putField(out, QByteArrayView(digits, end - digits));
}

void appendField(QByteArray &out, QByteArrayView bytes)
{
    const qsizetype at = out.size();
    out.resize(at + MaxNumberField + bytes.size());
    out.resize(putField(out.data() + at, bytes) - out.constData());
}

void appendNumberField(QByteArray &out, qint64 value)
{
    const qsizetype at = out.size();
    out.resize(at + MaxNumberField);
    out.resize(putNumberField(out.data() + at, value) - out.constData());
}

// Text as the rows have always been encoded: through QString, so bytes that are not UTF-8 (only
// a hand-edited file has them) come out replaced exactly as before. Valid UTF-8, the only kind
// Taxonomist writes, is the same bytes and needs no round trip.
void appendTextField(QByteArray &out, QByteArrayView utf8)
{
    if (utf8.isValidUtf8())
        appendField(out, utf8);
    else
        appendField(out, QString::fromUtf8(utf8).toUtf8());
}

// The same rows read() reads, in key order.
constexpr const char *labelRows
    = "SELECT l.issue_id, l.annotator_id, coalesce(n.code, ''), l.summary, l.false_positive,"
      " l.false_positive_reason, l.unsure, l.comment, l.open_code FROM labels l LEFT JOIN "
      "taxonomy_nodes n ON "
      "n.id = l.node_id";
constexpr const char *finalRows
    = "SELECT f.issue_id, coalesce(n.code, ''), f.false_positive, f.method,"
      " coalesce(f.decided_by, 0), f.note, f.decided_at"
      " FROM final_labels f LEFT JOIN taxonomy_nodes n ON n.id = f.node_id";

// The label rows of this file: one older than open codes (schema version 15, which `check` reads
// without upgrading it) has none.
QByteArray labelRowsOf(sqlite3 *db)
{
    SqliteStatement column(
        db, "SELECT 1 FROM pragma_table_info('labels') WHERE name = 'open_code'");
    return column.next() ? QByteArray(labelRows)
                         : QByteArray(labelRows).replace("l.open_code", "''");
}

// Each row is encoded into `row` (emptied first, its memory kept for the next one).
void labelOf(const SqliteStatement &stmt, QByteArray &row)
{
    row.resize(0);
    LabelSnapshot::encodeLabel(row, stmt.utf8(2), stmt.utf8(3), stmt.integer(4) != 0, stmt.utf8(5),
        stmt.integer(6) != 0, stmt.utf8(7), stmt.utf8(8));
}

void finalOf(const SqliteStatement &stmt, QByteArray &row)
{
    row.resize(0);
    LabelSnapshot::encodeFinal(row, stmt.utf8(1), stmt.integer(2) != 0, stmt.utf8(3),
        stmt.integer(4), stmt.utf8(5), stmt.utf8(6));
}

} // namespace

void LabelSnapshot::encodeLabel(QByteArray &row, QByteArrayView code, QByteArrayView summary,
    bool falsePositive, QByteArrayView reason, bool unsure, QByteArrayView comment,
    QByteArrayView openCode)
{
    appendTextField(row, code);
    appendTextField(row, summary);
    appendField(row, falsePositive ? "1" : "0");
    appendTextField(row, falsePositive ? reason : QByteArrayView());
    // Only when set (v11): a label without doubt encodes as it did before, so the baselines an
    // older project logged still match its labels.
    if (unsure || !comment.isEmpty()) {
        appendField(row, unsure ? "1" : "0");
        appendTextField(row, comment);
    }
    // Only when set (v15), for the same reason; after the doubt fields, which it then always has.
    if (!openCode.isEmpty()) {
        if (!unsure && comment.isEmpty()) {
            appendField(row, "0");
            appendTextField(row, QByteArrayView());
        }
        appendTextField(row, openCode);
    }
}

void LabelSnapshot::encodeFinal(QByteArray &row, QByteArrayView code, bool falsePositive,
    QByteArrayView method, qint64 decidedBy, QByteArrayView note, QByteArrayView decidedAt)
{
    appendTextField(row, falsePositive ? QByteArrayView() : code);
    appendField(row, falsePositive ? "1" : "0");
    appendTextField(row, method);
    appendNumberField(row, decidedBy);
    appendTextField(row, note);
    appendTextField(row, decidedAt);
}

QByteArray LabelSnapshot::labelRow(const QJsonObject &recorded)
{
    QByteArray row;
    encodeLabel(row, recorded.value(u"node"_s).toString().toUtf8(),
        recorded.value(u"summary"_s).toString().toUtf8(),
        recorded.value(u"false_positive"_s).toBool(),
        recorded.value(u"reason"_s).toString().toUtf8(), recorded.value(u"unsure"_s).toBool(),
        recorded.value(u"comment"_s).toString().toUtf8(),
        recorded.value(u"open_code"_s).toString().toUtf8());
    return row;
}

QByteArray LabelSnapshot::finalRow(const QJsonObject &recorded)
{
    QByteArray row;
    encodeFinal(row, recorded.value(u"node"_s).toString().toUtf8(),
        recorded.value(u"false_positive"_s).toBool(),
        recorded.value(u"method"_s).toString().toUtf8(),
        recorded.value(u"decided_by"_s).toInteger(), recorded.value(u"note"_s).toString().toUtf8(),
        recorded.value(u"decided_at"_s).toString().toUtf8());
    return row;
}

void LabelSnapshot::Hasher::add(const Key &key, QByteArrayView row)
{
    // Rows are gathered and hashed in pieces of about 64 KiB: the hash of the concatenation,
    // without a call into the hash per row. A row's fields are written in one go (an import
    // hashes 2.7 million rows at 10x the study; appending them piece by piece was a tenth of its
    // reading thread).
    const qsizetype at = m_pending.size();
    m_pending.resize(at + 3 * MaxNumberField + row.size());
    char *out = putNumberField(m_pending.data() + at, key.first);
    out = putNumberField(out, key.second);
    out = putField(out, row);
    m_pending.resize(out - m_pending.constData());
    if (m_pending.size() >= 64 * 1024) {
        m_hash.add(m_pending);
        m_pending.resize(0);
    }
}

QByteArray LabelSnapshot::Hasher::hex()
{
    m_hash.add(m_pending);
    m_pending.resize(0);
    return m_hash.hex();
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
    SqliteStatement labels(db, labelRowsOf(db) + " ORDER BY l.issue_id, l.annotator_id");
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
    // The rows forEachLabel() / forEachFinal() give, hashed as they are read: no visitor call
    // and no allocation per row (the baseline after an import reads every label).
    const auto digestOf = [db](const QByteArray &sql, auto keyOf, auto encode) -> Result<Digest> {
        SqliteStatement rows(db, sql);
        Digest digest;
        Hasher hash;
        QByteArray row;
        while (rows.next()) {
            encode(rows, row);
            hash.add(keyOf(rows), row);
            ++digest.rows;
        }
        if (auto status = rows.readStatus(); !status)
            return status.error();
        digest.sha256 = hash.hex();
        return digest;
    };
    auto labels = digestOf(
        labelRowsOf(db) + " ORDER BY l.issue_id, l.annotator_id",
        [](const SqliteStatement &rows) { return Key(rows.integer(0), rows.integer(1)); },
        &labelOf);
    if (!labels)
        return labels.error();
    auto finals = digestOf(
        QByteArray(finalRows) + " ORDER BY f.issue_id",
        [](const SqliteStatement &rows) { return Key(rows.integer(0), 0); }, &finalOf);
    if (!finals)
        return finals.error();
    return std::make_pair(*labels, *finals);
}

} // namespace taxonomist::core
