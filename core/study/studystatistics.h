// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

class ProjectStore;

// One line of the paper's Table I.
struct FrameworkStatistics
{
    QString name;
    qint64 issues = 0;
    QMap<int, qint64> years; // year -> issues
    QMap<QString, qint64> types; // "question" -> issues whose final label is of that type
    qint64 undecided = 0; // no final label yet
    qint64 falsePositives = 0; // final decision: not relevant
};

// Table I: per framework the issues of each year and of each type of final label, and totals.
struct StudyStatistics
{
    QStringList typeKeys; // in taxonomy order: "question", "requirement", "bug"
    QList<int> yearKeys;
    QList<FrameworkStatistics> frameworks;
    FrameworkStatistics total;

    static Result<StudyStatistics> compute(const ProjectStore &store);
    // The tables compute() reads: what a reader that only computes these checks on open
    // (ProjectStore::IntegrityCheck::ofTables).
    static QStringList tablesRead();
    QJsonObject toJson() const;
    QString toText() const;
};

} // namespace taxonomist::core
