// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fetchcommand.h"

#include "fetch/issuefetcher.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QTimer>

#include <optional>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void FetchCommand::configure(QCommandLineParser &parser)
{
    addDbOption(parser);
    parser.addOption({u"framework"_s, u"Only this framework's issues."_s, u"NAME"_s});
    parser.addOption({u"limit"_s, u"At most N issues."_s, u"N"_s});
    parser.addOption(
        {u"refresh"_s, u"Revalidate issues that are stored already (conditional requests)."_s});
    parser.addOption({u"json"_s, u"Print the summary as JSON."_s});
    parser.addOption({u"max-response-size"_s,
        u"Fail an issue whose answer is larger than SIZE bytes (K, M, G suffixes; default 16M)."_s,
        u"SIZE"_s});
    parser.addOption({u"request-deadline"_s,
        u"Fail an issue whose request takes longer than SECONDS in all (default 60)."_s,
        u"SECONDS"_s});
    parser.addOption({u"max-wait"_s,
        u"Stop instead of waiting longer than SECONDS for a rate limit (default 7200)."_s,
        u"SECONDS"_s});
}

namespace {

// "16M", "512K", "1048576": bytes, or nothing when it is not a positive size.
std::optional<qint64> parseSize(QString text)
{
    text = text.trimmed().toUpper();
    qint64 unit = 1;
    if (text.endsWith(u"IB"_s))
        text.chop(2);
    else if (text.endsWith(u'B'))
        text.chop(1);
    if (text.endsWith(u'K'))
        unit = 1024;
    else if (text.endsWith(u'M'))
        unit = 1024 * 1024;
    else if (text.endsWith(u'G'))
        unit = 1024 * 1024 * 1024;
    if (unit > 1)
        text.chop(1);
    bool ok = false;
    const qint64 number = text.toLongLong(&ok);
    if (!ok || number <= 0 || number > (qint64(1) << 40) / unit)
        return std::nullopt;
    return number * unit;
}

// Whole or fractional seconds as milliseconds, within [1 ms, `maxSeconds`].
std::optional<qint64> parseSeconds(const QString &text, double maxSeconds)
{
    bool ok = false;
    const double seconds = text.trimmed().toDouble(&ok);
    if (!ok || !(seconds > 0) || seconds > maxSeconds)
        return std::nullopt;
    return std::max<qint64>(1, qint64(seconds * 1000.0));
}

} // namespace

int FetchCommand::run(const QCommandLineParser &parser)
{
    FetchScope scope = parser.isSet(u"framework"_s)
        ? FetchScope::ofFramework(parser.value(u"framework"_s))
        : FetchScope::everything();
    if (parser.isSet(u"limit"_s)) {
        bool ok = false;
        scope.limit = parser.value(u"limit"_s).toInt(&ok);
        if (!ok || scope.limit <= 0)
            return usage(u"--limit takes a positive number"_s);
    }
    scope.refresh = parser.isSet(u"refresh"_s);
    FetchSettings settings = FetchSettings::fromEnvironment();
    if (parser.isSet(u"max-response-size"_s)) {
        const auto size = parseSize(parser.value(u"max-response-size"_s));
        if (!size)
            return usage(
                u"--max-response-size takes a size in bytes such as 1048576, 512K or 16M (at most 1T)"_s);
        settings.maxResponseBytes = *size;
    }
    if (parser.isSet(u"request-deadline"_s)) {
        const auto ms = parseSeconds(parser.value(u"request-deadline"_s), 24.0 * 3600);
        if (!ms)
            return usage(u"--request-deadline takes a number of seconds from 0.001 to 86400"_s);
        settings.requestDeadlineMs = int(*ms);
    }
    if (parser.isSet(u"max-wait"_s)) {
        const auto ms = parseSeconds(parser.value(u"max-wait"_s), 7.0 * 24 * 3600);
        if (!ms)
            return usage(u"--max-wait takes a number of seconds from 0.001 to 604800 (a week)"_s);
        settings.maxWaitMs = *ms;
    }
    {
        // Checks the file (and the framework name) before any network traffic.
        auto store = openProject(parser, ProjectStore::OpenMode::ExistingOnly);
        if (!store)
            return openFailure();
        if (auto ids = scope.resolve(*store); !ids)
            return fail(ids.error());
    }

    IssueFetcher fetcher(parser.value(u"db"_s), settings);
    QObject::connect(&fetcher, &IssueFetcher::started, [](const FetchProgress &progress) {
        err() << "fetch: " << progress.total << " issues";
        if (progress.resumed > 0)
            err() << ", resuming after " << progress.resumed << " done in an earlier run";
        err() << Qt::endl;
    });
    QObject::connect(&fetcher, &IssueFetcher::progressed, [](const FetchProgress &progress) {
        err() << "fetch: " << progress.toText() << "  " << progress.url << Qt::endl;
    });
    QObject::connect(&fetcher, &IssueFetcher::rateLimited,
        [](const RateLimitWait &wait) { err() << "fetch: " << wait.message << Qt::endl; });
    int exitCode = 0;
    QObject::connect(&fetcher, &IssueFetcher::finished, [&](const FetchSummary &summary) {
        if (parser.isSet(u"json"_s))
            out() << QJsonDocument(summary.toJson()).toJson(QJsonDocument::Indented);
        else
            out() << summary.toText();
        out().flush();
        if (!summary.error.isEmpty())
            err() << "taxonomist-cli: error: " << summary.error << Qt::endl;
        exitCode = !summary.isComplete() ? 1 : summary.count(FetchState::Failed) > 0 ? 3 : 0;
        QCoreApplication::exit(exitCode);
    });
    QTimer::singleShot(0, &fetcher, [&] { fetcher.start(scope); });
    // The application's own loop (not a nested one): run() is called from main before exec().
    QCoreApplication::exec();
    return exitCode;
}

} // namespace taxonomist::cli
