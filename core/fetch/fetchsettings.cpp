// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fetchsettings.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QUrl baseFromEnvironment(const char *variable, const QUrl &fallback)
{
    const QString value = qEnvironmentVariable(variable).trimmed();
    if (value.isEmpty())
        return fallback;
    QUrl url(value);
    return url.isValid() && !url.scheme().isEmpty() ? url : fallback;
}

} // namespace

QUrl FetchSettings::defaultGitHubApi()
{
    return QUrl(u"https://api.github.com"_s);
}

QUrl FetchSettings::defaultGiteeApi()
{
    return QUrl(u"https://gitee.com/api/v5"_s);
}

FetchSettings FetchSettings::fromEnvironment()
{
    FetchSettings settings;
    settings.githubApi = baseFromEnvironment("TAXONOMIST_GITHUB_API", defaultGitHubApi());
    settings.giteeApi = baseFromEnvironment("TAXONOMIST_GITEE_API", defaultGiteeApi());
    settings.githubToken = qEnvironmentVariable("GITHUB_TOKEN").trimmed();
    settings.giteeToken = qEnvironmentVariable("GITEE_TOKEN").trimmed();
    return settings;
}

QUrl FetchSettings::githubGraphQl() const
{
    QUrl url = githubApi;
    QString path = url.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    if (path.endsWith(u"/api/v3"_s)) {
        path.chop(2);
        path += u"graphql"_s;
    } else {
        path += u"/graphql"_s;
    }
    url.setPath(path);
    return url;
}

QString FetchSettings::redact(QString text) const
{
    for (const QString &token : {githubToken, giteeToken}) {
        // A token of a few characters would blank out ordinary words; real tokens are long.
        if (token.size() >= 4)
            text.replace(token, u"***"_s);
    }
    // Secrets this process did not send (another client's, a token in a redirect's URL) have
    // recognisable shapes. A credential is a run of at least 8 characters holding a digit, so
    // "token expired" stays readable.
    static const QRegularExpression patterns[] = {
        QRegularExpression(
            u"((?:proxy-)?authorization[\"']?\\s*[:=]\\s*[\"']?)(?:(?:bearer|token|basic)\\s+)?[^\\s\"',;}]+"_s,
            QRegularExpression::CaseInsensitiveOption),
        QRegularExpression(u"(\\b(?:bearer|token|basic)\\s+)(?=[^\\s\"',;}]*\\d)[^\\s\"',;}]{8,}"_s,
            QRegularExpression::CaseInsensitiveOption),
        QRegularExpression(u"((?:access_token|private_token|client_secret)=)[^&\\s\"'#]+"_s,
            QRegularExpression::CaseInsensitiveOption),
        QRegularExpression(u"()\\b(?:gh[pousr]_[A-Za-z0-9]{16,}|github_pat_[A-Za-z0-9_]{20,})"_s),
    };
    for (const QRegularExpression &pattern : patterns)
        text.replace(pattern, u"\\1***"_s);
    return text;
}

QString FetchSettings::userAgent() const
{
    return u"Taxonomist/"_s + QStringLiteral(TAXONOMIST_VERSION);
}

} // namespace taxonomist::core
