// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "frameworkscommand.h"

#include "study/studyframeworks.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void FrameworksCommand::configure(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"action"_s, u"add NAME, or list."_s, u"add NAME|list"_s);
    addDbOption(parser);
    parser.addOption({u"repo"_s,
        u"add: a repository of the framework, github:OWNER/REPO or gitee:OWNER/REPO (repeat for "
        u"more)."_s,
        u"REPO"_s});
    parser.addOption({u"keywords"_s,
        u"add: the filter keywords, one a line or the study's filter_keywords syntax."_s,
        u"FILE"_s});
    parser.addOption({u"all-issues"_s, u"add: keep every issue (no keyword filter)."_s});
    parser.addOption({u"json"_s, u"list: print JSON."_s});
    addActorOption(parser);
}

int FrameworksCommand::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    const QString usageText
        = u"usage: frameworks add NAME --repo github:OWNER/REPO|gitee:OWNER/REPO "
          u"[--repo ...] (--keywords FILE | --all-issues) --db FILE, or "
          u"frameworks list --db FILE [--json]"_s;
    if (args.value(0) == u"list"_s && args.size() == 1) {
        auto store = openProject(parser, ProjectStore::OpenMode::ReadOnly);
        if (!store)
            return openFailure();
        auto frameworks = StudyFrameworks::list(*store);
        if (!frameworks)
            return fail(frameworks.error());
        if (parser.isSet(u"json"_s)) {
            QJsonArray list;
            for (const FrameworkDefinition &framework : std::as_const(*frameworks)) {
                QJsonArray repositories;
                for (const FrameworkRepository &repository : framework.repositories)
                    repositories.append(repository.spec());
                list.append(
                    QJsonObject {{u"name"_s, framework.name}, {u"repositories"_s, repositories},
                        {u"keywords"_s, QJsonArray::fromStringList(framework.keywords)},
                        {u"all_issues"_s, framework.keywords.isEmpty()},
                        {u"issues"_s, framework.issues}});
            }
            out() << QJsonDocument(QJsonObject {{u"frameworks"_s, list}})
                         .toJson(QJsonDocument::Indented);
        } else {
            for (const FrameworkDefinition &framework : std::as_const(*frameworks)) {
                QStringList repositories;
                for (const FrameworkRepository &repository : framework.repositories)
                    repositories.append(repository.spec());
                out() << framework.name << ": " << framework.issues << " issues; "
                      << (repositories.isEmpty() ? u"no repository"_s : repositories.join(u", "_s))
                      << "; "
                      << (framework.keywords.isEmpty()
                                 ? u"every issue"_s
                                 : u"%1 keywords"_s.arg(framework.keywords.size()))
                      << '\n';
            }
        }
        out().flush();
        return 0;
    }
    if (args.value(0) != u"add"_s || args.size() != 2)
        return usage(usageText);
    if (parser.isSet(u"keywords"_s) == parser.isSet(u"all-issues"_s))
        return usage(u"frameworks add: give either --keywords FILE or --all-issues"_s);
    if (!parser.isSet(u"repo"_s))
        return usage(u"frameworks add: give at least one --repo github:OWNER/REPO"_s);
    FrameworkDefinition framework;
    framework.name = args[1];
    for (const QString &spec : parser.values(u"repo"_s)) {
        auto repository = FrameworkRepository::parse(spec, u"--repo"_s);
        if (!repository)
            return usage(repository.error().message());
        if (!framework.repositories.contains(*repository))
            framework.repositories.append(*repository);
    }
    if (parser.isSet(u"keywords"_s)) {
        auto keywords
            = StudyFrameworks::readKeywordFile(parser.value(u"keywords"_s), framework.name);
        if (!keywords)
            return fail(keywords.error());
        framework.keywords = *keywords;
    }
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    auto id = StudyFrameworks::add(*store, framework, actor(parser));
    if (!id)
        return fail(id.error());
    out() << "added framework " << framework.name << ": " << framework.repositories.size()
          << " repositories, "
          << (framework.keywords.isEmpty() ? u"every issue"_s
                                           : u"%1 keywords"_s.arg(framework.keywords.size()))
          << '\n';
    out().flush();
    return 0;
}

} // namespace taxonomist::cli
