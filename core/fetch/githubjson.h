// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "parsedissue.h"
#include "result.h"

#include <QByteArray>

namespace taxonomist::core {

// Reads GitHub REST payloads (issues, pull requests through the issues endpoint, comments).
// Remote text is kept as text; anything that is not the expected shape is an error, so a
// malformed answer never reaches the stored copy.
class GitHubJson final
{
public:
    static Result<ParsedIssue> issue(const QByteArray &json);
    static Result<QList<IssueComment>> comments(const QByteArray &json);
};

} // namespace taxonomist::core
