// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tombstones.h"

#include <atomic>

namespace taxonomist::core {

namespace {

// Every burial in this process, by any Tombstones: one that found none of its kind when it was
// made looks again once another has buried (two writers of a kind on one connection).
std::atomic<quint64> burials {0};

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
    , m_any(db, withKind("SELECT EXISTS (SELECT 1 FROM team_tombstones WHERE kind = $KIND)", kind))
{
    lookForAny();
}

void Tombstones::lookForAny()
{
    m_burialsSeen = burials.load();
    m_anyKnown = !m_any.next() || m_any.integer(0) != 0; // unknown: look them up
    m_any.reset();
}

Result<std::optional<Tombstone>> Tombstones::find(qint64 issueId, qint64 annotatorId)
{
    std::optional<Tombstone> found;
    if (!m_anyKnown && burials.load() != m_burialsSeen)
        lookForAny();
    if (!m_anyKnown)
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
    m_anyKnown = true;
    ++burials;
    return m_bury.exec();
}

Status Tombstones::lift(qint64 issueId, qint64 annotatorId)
{
    m_lift.bind(1, issueId);
    m_lift.bind(2, annotatorId);
    return m_lift.exec();
}

} // namespace taxonomist::core
