// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "markdownsegments.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

struct Line
{
    qsizetype start = 0;
    qsizetype length = 0; // without the line break
};

int indentation(QStringView line)
{
    int columns = 0;
    for (QChar c : line) {
        if (c == u' ')
            ++columns;
        else if (c == u'\t')
            columns += 4 - columns % 4;
        else
            break;
    }
    return columns;
}

bool isBlank(QStringView line)
{
    return line.trimmed().isEmpty();
}

// The fence a line opens or closes (``` or ~~~, three or more, indented at most three spaces).
QStringView fenceOf(QStringView line)
{
    if (indentation(line) > 3)
        return {};
    const QStringView rest = line.trimmed();
    if (rest.size() < 3 || (rest[0] != u'`' && rest[0] != u'~'))
        return {};
    qsizetype n = 0;
    while (n < rest.size() && rest[n] == rest[0])
        ++n;
    return n >= 3 ? rest.first(n) : QStringView();
}

void mark(QByteArray &kinds, qsizetype start, qsizetype length, MarkdownSegments::Kind kind)
{
    for (qsizetype i = start; i < start + length && i < kinds.size(); ++i)
        kinds[i] = kind;
}

// Inline code spans on one line: a run of n backticks up to the next run of exactly n.
void markInlineCode(QStringView text, const Line &line, QByteArray &kinds)
{
    const QStringView view = text.sliced(line.start, line.length);
    qsizetype i = 0;
    while (i < view.size()) {
        if (view[i] != u'`') {
            ++i;
            continue;
        }
        qsizetype open = i;
        while (i < view.size() && view[i] == u'`')
            ++i;
        const qsizetype run = i - open;
        qsizetype j = i;
        bool closed = false;
        while (j < view.size()) {
            if (view[j] != u'`') {
                ++j;
                continue;
            }
            qsizetype close = j;
            while (j < view.size() && view[j] == u'`')
                ++j;
            if (j - close == run) {
                mark(kinds, line.start + open, j - open, MarkdownSegments::Code);
                closed = true;
                break;
            }
        }
        if (closed)
            i = j;
    }
}

} // namespace

QByteArray MarkdownSegments::classify(QStringView text)
{
    QByteArray kinds(text.size(), Prose);
    QList<Line> lines;
    for (qsizetype start = 0; start <= text.size();) {
        qsizetype end = text.indexOf(u'\n', start);
        if (end < 0)
            end = text.size();
        qsizetype length = end - start;
        if (length > 0 && text[start + length - 1] == u'\r')
            --length;
        lines.append({start, length});
        start = end + 1;
    }

    QStringView openFence;
    bool previousBlank = true;
    bool previousIndentedCode = false;
    for (const Line &line : std::as_const(lines)) {
        const QStringView view = text.sliced(line.start, line.length);
        if (!openFence.isEmpty()) {
            mark(kinds, line.start, line.length, Code);
            const QStringView fence = fenceOf(view);
            if (!fence.isEmpty() && fence[0] == openFence[0] && fence.size() >= openFence.size()
                && view.trimmed().size() == fence.size())
                openFence = {};
            previousBlank = false;
            previousIndentedCode = false;
            continue;
        }
        if (const QStringView fence = fenceOf(view); !fence.isEmpty()) {
            // The info string after the fence (```python) belongs to the block too.
            openFence = fence;
            mark(kinds, line.start, line.length, Code);
            previousBlank = false;
            previousIndentedCode = false;
            continue;
        }
        const bool blank = isBlank(view);
        // An indented block cannot interrupt a paragraph (CommonMark); list items are not told
        // apart, so an indented continuation of a list item counts as code too.
        if (!blank && indentation(view) >= 4 && (previousBlank || previousIndentedCode)) {
            mark(kinds, line.start, line.length, Code);
            previousIndentedCode = true;
            previousBlank = false;
            continue;
        }
        if (!blank)
            previousIndentedCode = false;
        previousBlank = blank;
        markInlineCode(text, line, kinds);
    }

    static const QRegularExpression links(
        u"(?:https?|ftp)://[^\\s<>\"'`]+|\\bwww\\.[^\\s<>\"'`]+"_s,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression mentions(u"(?<![\\w@/.])@[A-Za-z0-9][A-Za-z0-9_-]*"_s);
    for (const QRegularExpression *pattern : {&links, &mentions}) {
        const Kind kind = pattern == &links ? Url : Mention;
        auto it = pattern->globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch match = it.next();
            // Only prose can become a link or a mention: a URL inside code stays code.
            if (kinds[match.capturedStart()] != Prose)
                continue;
            qsizetype length = match.capturedLength();
            // Trailing punctuation ends a sentence, not the link: "see http://x.org/a)."
            while (kind == Url && length > 0
                && QStringView(u".,;:!?)]").contains(text[match.capturedStart() + length - 1]))
                --length;
            mark(kinds, match.capturedStart(), length, kind);
        }
    }
    return kinds;
}

} // namespace taxonomist::core
