// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "finallabelwriter.h"

#include "finallabelrow.h"
#include "util/coretext.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

void bindOptional(SqliteStatement &statement, int index, qint64 value)
{
    if (value > 0)
        statement.bind(index, value);
    else
        statement.bindNull(index);
}

} // namespace

FinalLabelWriter::FinalLabelWriter(sqlite3 *db)
    : m_select(db,
        "SELECT " + FinalLabelRow::columns() + ", coalesce(changed_by, 0), "
            + RowVersion::columns(nullptr) + " FROM final_labels WHERE issue_id = ?")
    , m_upsert(db,
          "INSERT INTO final_labels(issue_id, node_id, false_positive, method, decided_by, note, "
          "decided_at,"
          " changed_by, "
              + RowVersion::columns(nullptr)
              + ") VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT(issue_id) DO UPDATE SET node_id = excluded.node_id,"
                " false_positive = excluded.false_positive, method = excluded.method,"
                " decided_by = excluded.decided_by, note = excluded.note, decided_at = "
                "excluded.decided_at,"
                " changed_by = excluded.changed_by, rev = excluded.rev, changed_at = "
                "excluded.changed_at,"
                " device_id = excluded.device_id, base_device_id = excluded.base_device_id, "
                "base_rev = excluded.base_rev")
    , m_remove(db, "DELETE FROM final_labels WHERE issue_id = ?")
    , m_tombstones(db, "final_label")
{ }

Result<StoredFinalLabel> FinalLabelWriter::current(qint64 issueId)
{
    StoredFinalLabel stored;
    m_select.bind(1, issueId);
    if (m_select.next()) {
        stored.label = FinalLabelRow::read(m_select, 0);
        stored.changedBy = m_select.integer(6);
        stored.version = RowVersion::read(m_select, 7);
    }
    auto status = m_select.readStatus();
    m_select.reset();
    if (!status)
        return status.error();
    if (stored.label)
        return stored;
    auto tombstone = m_tombstones.find(issueId, 0);
    if (!tombstone)
        return tombstone.error();
    if (*tombstone) {
        stored.removed = true;
        stored.changedBy = (*tombstone)->changedBy;
        stored.version = (*tombstone)->version;
    }
    return stored;
}

Status FinalLabelWriter::write(qint64 issueId, const std::optional<FinalLabel> &label,
    const RowVersion &version, qint64 changedBy)
{
    if (label && label->nodeId <= 0 && !label->falsePositive)
        return Error(
            CoreText::tr("a final label needs a taxonomy node or the false-positive mark"));
    if (!label) {
        m_remove.bind(1, issueId);
        if (auto status = m_remove.exec(); !status)
            return status;
        return m_tombstones.bury(issueId, 0, version, changedBy);
    }
    m_upsert.bind(1, issueId);
    bindOptional(m_upsert, 2, label->falsePositive ? 0 : label->nodeId);
    m_upsert.bind(3, qint64(label->falsePositive ? 1 : 0));
    m_upsert.bind(4, FinalLabel::methodKey(label->method));
    bindOptional(m_upsert, 5, label->decidedBy);
    m_upsert.bind(6, label->note.isNull() ? u""_s : label->note);
    m_upsert.bind(7, label->decidedAt);
    bindOptional(m_upsert, 8, changedBy);
    version.bind(m_upsert, 9);
    if (auto status = m_upsert.exec(); !status)
        return status;
    return m_tombstones.lift(issueId, 0);
}

} // namespace taxonomist::core
