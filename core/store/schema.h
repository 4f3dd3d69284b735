// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace taxonomist::core {

// The project file's schema as an ordered list of migrations; migration N takes a file from
// schema version N-1 to N (version 0 is an empty file). PRAGMA user_version holds the version.
// `finish`, when set, runs after the statements in the same transaction, for work SQL cannot do
// (hashing the audit log).
struct Migration
{
    int toVersion;
    const char *description;
    QList<const char *> statements;
    Status (*finish)(const QSqlDatabase &db) = nullptr;
};

// A trigger the project file must hold, exactly as created (the check compares them).
struct ExpectedTrigger
{
    const char *name;
    const char *sql;
};

namespace schema {

// "TXNM" in PRAGMA application_id marks a SQLite file as a Taxonomist project.
inline constexpr int applicationId = 0x54584E4D;
// The first version whose audit log is chained by hash.
inline constexpr int auditChainVersion = 6;
// The first version with the vote tally (issue_tally).
inline constexpr int tallyVersion = 7;

const QList<Migration> &migrations();
int currentVersion();
// The triggers that guard the audit log at the current version.
QList<ExpectedTrigger> auditTriggers();
// The triggers that keep the vote tally (issue_tally, version 7) current.
QList<ExpectedTrigger> tallyTriggers();
// Every issue's tally computed afresh from issues, labels and final labels, in issue-id order,
// with issue_tally's columns: what the table must equal.
QByteArray tallyRecount();
// The statements that bring the tally rows of the issues `issueIds` selects (an SQL subquery
// yielding issue ids) up to date at once: what the triggers do one write at a time.
QList<QByteArray> tallyRefresh(const QByteArray &issueIds);

} // namespace schema
} // namespace taxonomist::core
