// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QStringView>

namespace taxonomist::core {

// Tells which parts of a Markdown text are prose and which are code (fenced ``` or ~~~ blocks,
// indented blocks, inline `spans`), links (http://, www.) or @mentions. A keyword found only
// there is weak evidence that an issue is about LLMs ("llm" in a stack trace or a user name),
// which is what volunteers check when they triage false positives.
class MarkdownSegments final
{
public:
    enum Kind : char { Prose = 'p', Code = 'c', Url = 'u', Mention = 'm' };

    // One Kind per UTF-16 code unit of `text`.
    static QByteArray classify(QStringView text);
};

} // namespace taxonomist::core
