// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <optional>

namespace taxonomist::core {

// The parts of an issue or pull-request link on GitHub, Gitee or a compatible host:
// https://HOST/OWNER/REPO/issues/ID (or /pull/ID, /pulls/ID).
struct IssueUrl
{
    QString host;   // "github.com"
    QString owner;  // "pytorch"
    QString repo;   // "pytorch"
    QString number; // "116576", or a Gitee id such as "I71V26"
    bool isPullRequest = false;

    static std::optional<IssueUrl> parse(const QString &url);
    bool isGitee() const { return host == QLatin1String("gitee.com"); }
};

} // namespace taxonomist::core
