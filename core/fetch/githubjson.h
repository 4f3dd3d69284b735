// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "parsedissue.h"
#include "result.h"

#include <QByteArray>
#include <QJsonObject>

namespace taxonomist::core {

// Reads GitHub REST payloads (issues, pull requests through the issues endpoint, comments).
// Remote text is kept as text; anything that is not the expected shape is an error, so a
// malformed answer never reaches the stored copy.
class GitHubJson final
{
public:
    static Result<ParsedIssue> issue(const QByteArray &json);
    // One issue of a listing (GET /repos/O/R/issues), already parsed; `where` prefixes a
    // reason ("issue 3 of page 2").
    static Result<ParsedIssue> issue(const QJsonObject &object, const QString &where);
    static Result<QList<IssueComment>> comments(const QByteArray &json);
};

} // namespace taxonomist::core
