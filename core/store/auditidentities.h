// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

#include <memory>
#include <vector>

struct sqlite3;

namespace taxonomist::core {

class SqliteStatement;

// What the ids of a label stand for: its issue's UUID and URL, its annotator's UUID and label
// column. The audit log records labels by row id (LabelSnapshot); these bind each id to the issue
// and the person it meant when it was logged, so that swapping two issues' URLs, or two
// volunteers' columns or UUIDs, with plain SQL no longer leaves every digest matching.
// A label baseline records digests of them (current()); a label entry records its own
// (fields()).
class AuditIdentities final
{
public:
    explicit AuditIdentities(sqlite3 *db);
    ~AuditIdentities();
    AuditIdentities(const AuditIdentities &) = delete;
    AuditIdentities &operator=(const AuditIdentities &) = delete;

    // What a label entry records of its issue ("issue_uuid", "issue_url") and, when annotatorId
    // is not 0 (an annotator's label, not a final label), of its annotator ("annotator_uuid",
    // "label_column", null for none). The fields of an issue or annotator that does not exist
    // are left out.
    Result<QJsonObject> fields(qint64 issueId, qint64 annotatorId);
    // The fields above that `detail` holds; empty for an entry written before entries had them.
    static QJsonObject recordedIn(const QJsonObject &detail);
    // The fields whose values differ between `recorded` and `now` ("the issue's URL", ...), for a
    // message; only fields `recorded` has are compared.
    static QStringList differences(const QJsonObject &recorded, const QJsonObject &now);

    // SHA-256 digests (hex) of issues' (id, UUID, URL) and annotators' (id, UUID, label column),
    // each in id order: what a label baseline records beside the labels' own digests.
    struct Digest
    {
        qint64 issues = 0;
        qint64 lastIssue = 0; // the highest issue id covered: issues added later are not
        QByteArray issuesSha256;
        qint64 annotators = 0;
        QByteArray annotatorsSha256;
    };
    // Of every issue and of every annotator who has a label: what a new baseline records. Every
    // issue, not only those with labels: issues are never removed, and those added later (a
    // merge) have higher ids, so the check takes the same ones again without reading the labels;
    // it is one plain scan of issues. Annotators are removed (a team member without labels), so
    // only those with labels are covered.
    static Result<Digest> current(sqlite3 *db);
    // Of the issues up to `lastIssue` and of the annotators `annotatorIds` (ascending, no repeats;
    // an id without a row is left out): what the check recomputes for a baseline.
    static Result<Digest> of(
        sqlite3 *db, qint64 lastIssue, const std::vector<qint64> &annotatorIds);

private:
    sqlite3 *m_db = nullptr;
    std::unique_ptr<SqliteStatement> m_issue;
    std::unique_ptr<SqliteStatement> m_annotator;
};

} // namespace taxonomist::core
