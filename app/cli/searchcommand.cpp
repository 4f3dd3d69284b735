// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "searchcommand.h"

#include "store/issuequery.h"
#include "store/issuetextsearch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

namespace {

// The snippet with each highlighted word in [brackets], for a terminal.
QString marked(const IssueTextHit &hit)
{
    QString text;
    int at = 0;
    for (const auto &[start, length] : hit.highlights) {
        if (start < at)
            continue; // overlapping words: the first one is marked
        text += hit.snippet.mid(at, start - at) + u'[' + hit.snippet.mid(start, length) + u']';
        at = start + length;
    }
    return text + hit.snippet.mid(at);
}

} // namespace

void SearchCommand::configure(QCommandLineParser &parser)
{
    addDbOption(parser);
    parser.addOption({u"framework"_s, u"Only this framework."_s, u"NAME"_s});
    parser.addOption({u"limit"_s, u"At most N issues (default 50)."_s, u"N"_s, u"50"_s});
    parser.addOption({u"json"_s, u"Print JSON."_s});
    parser.addPositionalArgument(
        u"QUERY"_s, u"Words that must all occur in a title, a body or one comment."_s);
}

int SearchCommand::run(const QCommandLineParser &parser)
{
    const QString query = parser.positionalArguments().join(u' ');
    if (IssueTextSearch::words(query).isEmpty())
        return usage(u"search takes the words to search for"_s);
    bool ok = false;
    const int limit = parser.value(u"limit"_s).toInt(&ok);
    if (!ok || limit <= 0)
        return usage(
            u"--limit takes a positive number, not \"%1\""_s.arg(parser.value(u"limit"_s)));
    auto store = openProject(parser, ProjectStore::OpenMode::ReadOnly,
        ProjectStore::IntegrityCheck::ofTables({u"issues"_s, u"frameworks"_s, u"issue_content"_s,
            u"issue_comments"_s, u"issue_text_data"_s}));
    if (!store)
        return openFailure();
    qint64 frameworkId = 0;
    if (parser.isSet(u"framework"_s)) {
        for (const FrameworkInfo &framework : IssueQuery::frameworks(*store)) {
            if (framework.name.compare(parser.value(u"framework"_s), Qt::CaseInsensitive) == 0)
                frameworkId = framework.id;
        }
        if (frameworkId == 0)
            return fail(Error(
                u"no framework named \"%1\" in the project"_s.arg(parser.value(u"framework"_s)),
                {store->path(), 0, 0}));
    }
    auto hits = IssueTextSearch::search(*store, query, frameworkId, limit);
    if (!hits)
        return fail(hits.error());
    if (parser.isSet(u"json"_s)) {
        QJsonArray list;
        for (const IssueTextHit &hit : *hits) {
            QJsonArray highlights;
            for (const auto &[start, length] : hit.highlights)
                highlights.append(QJsonArray {start, length});
            list.append(QJsonObject {{u"url"_s, hit.url}, {u"framework"_s, hit.framework},
                {u"title"_s, hit.title}, {u"part"_s, hit.part},
                {u"parts_matched"_s, hit.partsMatched}, {u"snippet"_s, hit.snippet},
                {u"highlights"_s, highlights}});
        }
        out() << QJsonDocument(QJsonObject {{u"query"_s, query}, {u"issues"_s, list}})
                     .toJson(QJsonDocument::Indented);
        out().flush();
        return 0;
    }
    if (hits->isEmpty()) {
        // Nothing found is an answer, not a failure; say what was searched.
        err() << "taxonomist-cli search: no fetched issue matches \"" << query << "\"" << Qt::endl;
        return 0;
    }
    const QLocale english(QLocale::English);
    for (const IssueTextHit &hit : *hits) {
        out() << hit.url << "  (" << hit.framework << ", " << hit.part;
        if (hit.partsMatched > 1)
            out() << ", " << english.toString(hit.partsMatched) << " parts";
        out() << ")\n";
        if (!hit.title.isEmpty())
            out() << "  " << hit.title << '\n';
        out() << "  " << marked(hit) << "\n\n";
    }
    out() << english.toString(hits->size()) << (hits->size() == 1 ? " issue" : " issues")
          << (hits->size() >= limit ? " (the limit; --limit for more)" : "") << '\n';
    out().flush();
    return 0;
}

} // namespace taxonomist::cli
