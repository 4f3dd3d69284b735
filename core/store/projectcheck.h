// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "auditverifier.h"
#include "result.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace taxonomist::core {

// What checking one project file found. `problems` are things that are wrong (each a sentence);
// `notes` are worth knowing but not wrong (an older schema version that opening would upgrade).
struct ProjectCheckReport
{
    QString file;
    QString integrity; // "ok", or SQLite's own findings, one per line
    bool isDamaged() const { return !integrity.isEmpty() && integrity != QStringLiteral("ok"); }
    int schemaVersion = -1;
    std::optional<AuditReport> audit; // absent when the schema predates the chain or reading failed
    QStringList problems;
    QStringList notes;

    bool isOk() const { return problems.isEmpty(); }
    QString auditSummary() const;
    QString toText() const;
    QJsonObject toJson() const;
};

// Checks a project file without writing to it: SQLite's integrity check (Full) or its quick check
// (Quick: what the app runs on a worker thread after it opens a project without checking it), the
// foreign keys, the project's own invariants and the vote tally (Full), and always the schema
// version, application id and the audit chain with its label replay.
// It opens its own read-only connection, so it runs on any thread, beside an open ProjectStore.
// An Error only when the file cannot be opened as a database at all.
class ProjectCheck final
{
public:
    enum class Scope { Full, Quick };
    static Result<ProjectCheckReport> run(const QString &path, Scope scope = Scope::Full);
    // At most this many lines of SQLite's integrity check and foreign-key check are kept.
    static constexpr int maxListedFindings = 50;
};

} // namespace taxonomist::core
