#include "fetchcommand.h"

#include "fetch/issuefetcher.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void FetchCommand::configure(QCommandLineParser &parser)
{
    addDbOption(parser);
    parser.addOption({u"framework"_s, u"Only this framework's issues."_s, u"NAME"_s});
    parser.addOption({u"limit"_s, u"At most N issues."_s, u"N"_s});
    parser.addOption({u"refresh"_s, u"Revalidate issues that are stored already (conditional requests)."_s});
    parser.addOption({u"json"_s, u"Print the summary as JSON."_s});
}

int FetchCommand::run(const QCommandLineParser &parser)
{
    FetchScope scope = parser.isSet(u"framework"_s) ? FetchScope::ofFramework(parser.value(u"framework"_s))
                                                    : FetchScope::everything();
    if (parser.isSet(u"limit"_s)) {
        bool ok = false;
        scope.limit = parser.value(u"limit"_s).toInt(&ok);
        if (!ok || scope.limit <= 0)
            return usage(u"--limit takes a positive number"_s);
    }
    scope.refresh = parser.isSet(u"refresh"_s);
    {
        // Checks the file (and the framework name) before any network traffic.
        auto store = openProject(parser, ProjectStore::OpenMode::ExistingOnly);
        if (!store)
            return openFailure();
        if (auto ids = scope.resolve(*store); !ids)
            return fail(ids.error());
    }

    const FetchSettings settings = FetchSettings::fromEnvironment();
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
