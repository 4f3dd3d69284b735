// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "labelstore.h"
#include "result.h"
#include "rowversion.h"

#include <QHash>
#include <QString>

#include <memory>
#include <optional>

namespace taxonomist::core {

class AuditWriter;
class ProjectStore;
class SqliteStatement;
class RevisionCounter;
class Tombstones;

// A label as a copy stores it: the value (nothing when there is none) and its version; a removed
// label keeps the version of its removal (a tombstone) so the removal travels to other copies.
struct StoredLabel
{
    std::optional<Label> label;
    RowVersion version; // rev 0 and no device: never set in this copy
    bool removed = false;

    bool exists() const { return label.has_value() || removed; }
};

// The one path by which labels reach the labels table: the workbench, `taxonomist-cli label`,
// `labels import` and merges of change files all write through it, inside the caller's
// transaction (one LabelWriter per transaction; it keeps its statements prepared). A local edit
// is stamped with the owner's next revision on this device; a version from another copy is
// stored exactly as it came. Each label is audit-logged with the value it replaced, unless the
// caller logs the whole write in one entry and a baseline (a merge).
class LabelWriter final
{
public:
    enum class Audit { EachLabel, ByCaller };

    LabelWriter(ProjectStore &store, const QString &actor, Audit audit = Audit::EachLabel);
    ~LabelWriter();
    LabelWriter(const LabelWriter &) = delete;
    LabelWriter &operator=(const LabelWriter &) = delete;

    Result<StoredLabel> current(qint64 issueId, qint64 annotatorId);
    // A local edit: only a volunteer labels (a lead without a label column does not), and in a
    // volunteer's package only that volunteer. Nothing is written when the label is unchanged;
    // true when a new version was.
    Result<bool> write(qint64 issueId, qint64 annotatorId, const std::optional<Label> &label);
    // A version written in another copy; `before` is what current() returned.
    Status apply(qint64 issueId, qint64 annotatorId, const StoredLabel &before,
        const std::optional<Label> &label, const RowVersion &version);

private:
    Status checkWriter(qint64 annotatorId);
    Status store(qint64 issueId, qint64 annotatorId, const StoredLabel &before,
        const std::optional<Label> &label, const RowVersion &version);
    QString codeOf(qint64 nodeId);

    ProjectStore &m_store;
    QString m_actor;
    Audit m_audit;
    qint64 m_device = 0;
    std::optional<QString> m_owner; // the package's volunteer, "" in a lead's project
    QHash<qint64, QString> m_codes;
    QHash<qint64, Status> m_writers;
    std::unique_ptr<AuditWriter> m_log;
    std::unique_ptr<SqliteStatement> m_select;
    std::unique_ptr<SqliteStatement> m_upsert;
    std::unique_ptr<SqliteStatement> m_delete;
    std::unique_ptr<Tombstones> m_tombstones;
    std::unique_ptr<RevisionCounter> m_revisions;
};

} // namespace taxonomist::core
