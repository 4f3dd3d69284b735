// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "labelsnapshot.h"
#include "result.h"

#include <QByteArray>
#include <QString>

#include <QJsonObject>

#include <memory>
#include <optional>

struct sqlite3;

namespace taxonomist::core {

class AuditIdentities;
class SqliteStatement;

// The one way entries get into the audit log: every writer (ProjectStore::audit, the final-label
// store, the schema migration) goes through it, so every entry is chained by hash to the one
// before and the chain's head (last id and hash) is kept in audit_head, which lets a check tell a
// log cut short from a complete one. Use inside the caller's transaction; one writer per
// transaction (it caches the head between appends).
// Label entries (set-label, remove-label, set-final-label, remove-final-label) are completed here
// with what their ids stand for (AuditIdentities::fields: the issue's UUID and URL, the
// annotator's UUID and label column), whoever writes them, unless their detail already has them.
class AuditWriter final
{
public:
    explicit AuditWriter(sqlite3 *db);
    ~AuditWriter();
    AuditWriter(const AuditWriter &) = delete;
    AuditWriter &operator=(const AuditWriter &) = delete;

    Status append(const QString &at, const QString &actor, const QString &action, qint64 issueId,
        QByteArrayView detailUtf8);

    // Chains the entries a schema migration found without a hash (a log written before the chain
    // existed), in id order after the last chained one.
    static Status chainExisting(sqlite3 *db);

    // The action of the entry that records a digest of all labels (see LabelSnapshot).
    static QString baselineAction() { return QStringLiteral("label-baseline"); }
    // The form of the baselines written now, in their detail's "form": 2 adds digests of every
    // issue's UUID and URL (up to "last_issue") and of the UUID and label column of every
    // annotator with labels (AuditIdentities) to the labels' own. A baseline without "form" is
    // of form 1 (labels by row id only) and is verified as it was written.
    static constexpr int baselineForm = 2;
    // Writes a baseline now: after a write that logs its labels in one entry (a merge).
    Status appendBaseline(const QString &at, const QString &actor);
    // The digests of every label and final label, from a writer that hashed them as it wrote them
    // (an import that started from empty tables): the next baseline logs these instead of reading
    // every label again. The caller answers for them being what LabelSnapshot::digests() gives.
    // The baseline's digests of the issues and annotators are read from the tables all the same.
    void setBaselineDigests(
        const LabelSnapshot::Digest &labels, const LabelSnapshot::Digest &finals);

private:
    Status loadHead();
    Result<QByteArray> withIdentities(const QString &action, qint64 issueId, QByteArrayView detail);

    sqlite3 *m_db = nullptr;
    bool m_loaded = false;
    qint64 m_lastId = 0;
    QByteArray m_lastHash;
    std::optional<std::pair<LabelSnapshot::Digest, LabelSnapshot::Digest>> m_baselineDigests;
    // Prepared once per writer: a bulk write (a labels import) appends thousands of entries.
    std::unique_ptr<SqliteStatement> m_insert;
    std::unique_ptr<SqliteStatement> m_head;
    std::unique_ptr<AuditIdentities> m_identities;
};

} // namespace taxonomist::core
