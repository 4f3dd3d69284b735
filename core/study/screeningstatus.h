// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "store/screeningrule.h"
#include "studystatistics.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace taxonomist::core {

class ProjectStore;

// Where the volunteers' false-positive pass stands: per framework its candidates, the issues
// screened, marked and excluded (StudyStatistics' numbers, by ScreeningRule), what each
// volunteer decided, and optionally every excluded issue with its reasons. What `taxonomist-cli
// screening` prints.
struct ScreeningStatus
{
    struct Volunteer
    {
        QString name;
        qint64 screened = 0; // issues the volunteer labelled or marked a false positive
        qint64 falsePositives = 0; // of which marked a false positive
    };
    struct Line
    {
        FrameworkStatistics counts; // issues (the candidates), screened, marked, excluded
        QList<Volunteer> volunteers; // every volunteer, in label-column order
    };
    struct ExcludedIssue
    {
        QString url;
        QString framework;
        QList<ScreeningRule::Reason> reasons; // as each volunteer wrote it (untrusted text)
        bool byFinalLabel = false; // excluded by the lead's final label
        QString note; // the final label's note
    };

    QList<Line> frameworks;
    Line total;
    QList<ExcludedIssue> excluded; // filled when asked for

    static Result<ScreeningStatus> compute(const ProjectStore &store, bool listExcluded);
    QJsonObject toJson() const;
    QString toText() const;
};

} // namespace taxonomist::core
