// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tombstones.h"

namespace taxonomist::core {

namespace {

QByteArray withKind(QByteArray sql, const char *kind)
{
    return sql.replace("$KIND", QByteArray("'") + kind + '\'');
}

} // namespace

Tombstones::Tombstones(sqlite3 *db, const char *kind)
    : m_find(db,
        withKind("SELECT coalesce(changed_by, 0), " + RowVersion::columns(nullptr)
                + " FROM team_tombstones WHERE kind = $KIND AND issue_id = ? AND annotator_id = ?",
            kind))
    , m_bury(db,
          withKind("INSERT INTO team_tombstones(kind, issue_id, annotator_id, changed_by, "
                  + RowVersion::columns(nullptr)
                  + ") VALUES($KIND, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(kind, issue_id, "
                    "annotator_id)"
                    " DO UPDATE SET changed_by = excluded.changed_by, rev = excluded.rev,"
                    " changed_at = excluded.changed_at, device_id = excluded.device_id,"
                    " base_device_id = excluded.base_device_id, base_rev = excluded.base_rev",
              kind))
    , m_lift(db,
          withKind("DELETE FROM team_tombstones WHERE kind = $KIND AND issue_id = ? AND "
                   "annotator_id = ?",
              kind))
{
    SqliteStatement any(
        db, withKind("SELECT EXISTS (SELECT 1 FROM team_tombstones WHERE kind = $KIND)", kind));
    m_any = !any.next() || any.integer(0) != 0; // unknown: look them up
}

Result<std::optional<Tombstone>> Tombstones::find(qint64 issueId, qint64 annotatorId)
{
    std::optional<Tombstone> found;
    if (!m_any)
        return found;
    m_find.bind(1, issueId);
    m_find.bind(2, annotatorId);
    if (m_find.next())
        found = Tombstone {RowVersion::read(m_find, 1), m_find.integer(0)};
    auto status = m_find.readStatus();
    m_find.reset();
    if (!status)
        return status.error();
    return found;
}

Status Tombstones::bury(
    qint64 issueId, qint64 annotatorId, const RowVersion &version, qint64 changedBy)
{
    m_bury.bind(1, issueId);
    m_bury.bind(2, annotatorId);
    if (changedBy > 0)
        m_bury.bind(3, changedBy);
    else
        m_bury.bindNull(3);
    version.bind(m_bury, 4);
    m_any = true;
    return m_bury.exec();
}

Status Tombstones::lift(qint64 issueId, qint64 annotatorId)
{
    m_lift.bind(1, issueId);
    m_lift.bind(2, annotatorId);
    return m_lift.exec();
}

} // namespace taxonomist::core
