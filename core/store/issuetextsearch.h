// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <utility>

namespace taxonomist::core {

class ProjectStore;

// One issue a full-text search found: where it matched best and a snippet of the text there.
struct IssueTextHit
{
    qint64 issueId = 0;
    QString url;
    QString framework;
    QString title;
    QString part; // "title", "body" or "comment N" (N from 1)
    QString snippet; // plain text, whitespace collapsed; remote text, never markup
    QList<std::pair<int, int>> highlights; // (start, length) of each searched word in `snippet`
    int partsMatched = 0; // how many of the issue's parts matched
};

// Full-text search over fetched titles, bodies and comments (the FTS5 table issue_text, schema
// version 10). Every word of the query must occur, ignoring case, in one part of an issue: a
// word of three characters or more is looked up in the trigram index, a shorter one (a
// two-character Chinese word) is checked in the parts the longer words found, or by a scan.
class IssueTextSearch final
{
public:
    static constexpr int DefaultLimit = 200;

    static QStringList words(const QString &query);
    // Issues matching, best first (BM25), at most `limit`; frameworkId 0: every framework.
    static Result<QList<IssueTextHit>> search(const ProjectStore &store, const QString &query,
        qint64 frameworkId = 0, int limit = DefaultLimit);
    // A condition on an issue id column for IssueQuery ("the issue's text matches"), with its
    // values appended to `values`; an empty string when the query has no words.
    static QString sqlCondition(
        const QString &query, const QString &issueIdColumn, QVariantList &values);
    // A snippet of `text` around the first word found, with the words highlighted.
    static IssueTextHit snippet(const QString &text, const QStringList &words, int width = 160);
};

} // namespace taxonomist::core
