// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fetchstatusstore.h"
#include "result.h"
#include "store/issuecontent.h"
#include "store/keywordhit.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace taxonomist::core {

class ProjectStore;

// One issue as the project holds it, for `taxonomist-cli show`: the study's rows with that URL
// (and their labels), the fetched content, the last fetch's status and the keyword matches.
struct StoredIssue
{
    struct Label
    {
        qint64 issueId = 0;
        QString annotator; // empty for the final label
        QString code; // empty for a false positive
        QString summary;
        bool falsePositive = false;
        QString method; // final labels: imported, majority, ...
    };
    struct Row
    {
        qint64 issueId = 0;
        QString framework;
        int year = 0;
    };

    QString url;
    QList<Row> rows;
    QList<Label> labels;
    QList<Label> finalLabels;
    std::optional<IssueContent> content;
    std::optional<FetchStatus> status;
    QList<KeywordHit> keywords;

    // Finds the issue by its URL as the study wrote it, or any spelling of the same issue
    // (/pull/ for /issues/, GitHub owner and repository in another case).
    static Result<StoredIssue> load(const ProjectStore &store, const QString &url);
    QJsonObject toJson() const;
    // Remote text is printed as text, with control characters (terminal escapes) made visible.
    QString toText() const;
};

} // namespace taxonomist::core
