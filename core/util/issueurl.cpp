// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issueurl.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

std::optional<IssueUrl> IssueUrl::parse(const QString &url)
{
    static const QRegularExpression pattern(
        u"^https?://([A-Za-z0-9.-]+)/([A-Za-z0-9_.-]+)/([A-Za-z0-9_.-]+)/(issues|pulls?)/([A-Za-z0-9]+)/?$"_s);
    const QRegularExpressionMatch match = pattern.match(url);
    if (!match.hasMatch())
        return std::nullopt;
    IssueUrl result;
    result.host = match.captured(1).toLower();
    result.owner = match.captured(2);
    result.repo = match.captured(3);
    result.isPullRequest = match.capturedView(4) != u"issues"_s;
    result.number = match.captured(5);
    // GitHub numbers issues; Gitee's ids carry letters.
    if (result.host == u"github.com"_s) {
        bool isNumber = false;
        result.number.toULongLong(&isNumber);
        if (!isNumber)
            return std::nullopt;
    }
    return result;
}

} // namespace taxonomist::core
