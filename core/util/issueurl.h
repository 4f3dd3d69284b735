// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace taxonomist::core {

// The parts of an issue or pull-request link on GitHub, Gitee or a compatible host:
// https://HOST/OWNER/REPO/issues/ID (or /pull/ID, /pulls/ID).
struct IssueUrl
{
    QString host; // "github.com"
    QString owner; // "pytorch"
    QString repo; // "pytorch"
    QString number; // "116576", or a Gitee id such as "I71V26"
    bool isPullRequest = false;

    // Where the parts are in a link, without copying them. Everything up to the end of the
    // number is ASCII, so the positions are those of the link's UTF-8 bytes too. The host is as
    // the link spells it (parse() gives it in lower case).
    struct Spans
    {
        qsizetype hostFrom = 0, hostSize = 0;
        qsizetype ownerFrom = 0, ownerSize = 0;
        qsizetype repoFrom = 0, repoSize = 0;
        qsizetype numberFrom = 0, numberSize = 0;
        bool isPullRequest = false;
    };

    // Nothing when `url` is no such link (parse() then gives nothing either). The link may be
    // given as UTF-8 bytes too: a byte of a multi-byte character is no character of a link.
    static std::optional<Spans> locate(QStringView url);
    static std::optional<Spans> locate(QByteArrayView utf8);
    static std::optional<IssueUrl> parse(const QString &url);
    bool isGitee() const { return host == QLatin1String("gitee.com"); }
};

} // namespace taxonomist::core
