// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cardsortcommand.h"

#include "reconcile/cardsort.h"
#include "util/untrustedfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

namespace {

constexpr qint64 maxPlanBytes = qint64(16) << 20;

// A plan file's JSON, or an error at the line and column where it stops being JSON.
Result<QJsonObject> readPlan(const QString &path)
{
    auto bytes = UntrustedFile::read(path, maxPlanBytes);
    if (!bytes)
        return bytes.error();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(*bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        const QByteArray before = bytes->left(error.offset);
        const int line = static_cast<int>(before.count('\n')) + 1;
        const int column = static_cast<int>(error.offset - (before.lastIndexOf('\n') + 1)) + 1;
        return Error(error.errorString(), {path, line, column});
    }
    if (!document.isObject())
        return Error(u"a card-sort plan is a JSON object with \"types\""_s, {path, 1, 1});
    return document.object();
}

QJsonObject cardJson(const OpenCodeCard &card)
{
    QJsonArray issues;
    for (const qint64 issue : card.issueIds)
        issues.append(issue);
    return {{u"code"_s, card.code}, {u"labels"_s, card.labels}, {u"volunteers"_s, card.volunteers},
        {u"unmapped"_s, card.unmapped}, {u"issues"_s, issues},
        {u"summaries"_s, QJsonArray::fromStringList(card.summaries)}};
}

} // namespace

void CardSortCommand::configure(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"action"_s,
        u"cards: the open codes as cards; apply PLAN.json: add the plan's nodes as a new "
        u"taxonomy version and map the open-coded labels; undo [SORT]: undo the newest sort; "
        u"history: the sorts applied."_s,
        u"cards|apply PLAN.json|undo [SORT]|history"_s);
    addDbOption(parser);
    addActorOption(parser);
    parser.addOption({u"json"_s, u"Print JSON."_s});
}

int CardSortCommand::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    const QString action = args.value(0);
    const bool json = parser.isSet(u"json"_s);
    if (action == u"cards"_s || action == u"history"_s) {
        if (args.size() != 1)
            return usage(u"usage: card-sort %1 --db FILE [--json]"_s.arg(action));
        auto store = openProject(parser, ProjectStore::OpenMode::ReadOnly);
        if (!store)
            return openFailure();
        if (action == u"cards"_s) {
            auto cards = CardSort::cards(*store);
            if (!cards)
                return fail(cards.error());
            if (json) {
                QJsonArray array;
                for (const OpenCodeCard &card : std::as_const(*cards))
                    array.append(cardJson(card));
                out() << QJsonDocument(QJsonObject {{u"cards"_s, array}}).toJson();
            } else {
                for (const OpenCodeCard &card : std::as_const(*cards))
                    out() << card.labels << '\t' << card.volunteers << '\t' << card.unmapped << '\t'
                          << card.code << '\n';
                out() << cards->size() << " open codes (labels, volunteers, not mapped, code)\n";
            }
        } else {
            auto sorts = CardSort::history(*store);
            if (!sorts)
                return fail(sorts.error());
            QJsonArray array;
            for (const CardSortRecord &sort : std::as_const(*sorts)) {
                if (json) {
                    array.append(QJsonObject {{u"id"_s, sort.id}, {u"version"_s, sort.version},
                        {u"previous"_s, sort.previous}, {u"applied_by"_s, sort.appliedBy},
                        {u"applied_at"_s, sort.appliedAt}, {u"undone_at"_s, sort.undoneAt},
                        {u"nodes"_s, sort.nodes}, {u"codes"_s, sort.codes},
                        {u"labels"_s, sort.labels}});
                } else {
                    out() << sort.id << '\t' << sort.appliedAt << '\t' << sort.previous << " -> "
                          << sort.version << '\t' << sort.nodes << " nodes, " << sort.codes
                          << " codes, " << sort.labels << " labels"
                          << (sort.undoneAt.isEmpty() ? QString() : u"\tundone "_s + sort.undoneAt)
                          << '\n';
                }
            }
            if (json)
                out() << QJsonDocument(QJsonObject {{u"sorts"_s, array}}).toJson();
        }
        out().flush();
        return 0;
    }
    if (action == u"apply"_s) {
        if (args.size() != 2)
            return usage(u"usage: card-sort apply PLAN.json --db FILE"_s);
        auto plan = readPlan(args[1]);
        if (!plan)
            return fail(plan.error());
        auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
        if (!store)
            return openFailure();
        auto parsed = CardSortPlan::fromJson(*store, *plan, args[1]);
        if (!parsed)
            return fail(parsed.error());
        auto applied = CardSort::apply(*store, *parsed, actor(parser));
        if (!applied)
            return fail(Error(applied.error().what(), {args[1], 0, 0}));
        if (json) {
            out() << QJsonDocument(
                QJsonObject {{u"sort"_s, applied->sortId}, {u"version"_s, applied->version},
                    {u"previous"_s, applied->previous}, {u"nodes_added"_s, applied->nodesAdded},
                    {u"codes"_s, applied->codesMapped}, {u"labels_mapped"_s, applied->labelsMapped},
                    {u"labels_left"_s, applied->labelsLeft}})
                         .toJson();
        } else {
            out() << "card sort " << applied->sortId << ": taxonomy "
                  << (applied->previous.isEmpty() ? u"(none)"_s : applied->previous) << " -> "
                  << applied->version << ", " << applied->nodesAdded << " nodes added, "
                  << applied->codesMapped << " open codes placed, " << applied->labelsMapped
                  << " labels mapped";
            if (applied->labelsLeft > 0)
                out() << ", " << applied->labelsLeft
                      << " labels of other members left to their copies";
            out() << '\n';
        }
        out().flush();
        return 0;
    }
    if (action == u"undo"_s) {
        if (args.size() > 2)
            return usage(u"usage: card-sort undo [SORT] --db FILE"_s);
        auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
        if (!store)
            return openFailure();
        qint64 sortId = 0;
        if (args.size() == 2) {
            bool ok = false;
            sortId = args[1].toLongLong(&ok);
            if (!ok || sortId <= 0)
                return usage(u"SORT is a card sort's number (card-sort history lists them)"_s);
        } else {
            auto sorts = CardSort::history(*store);
            if (!sorts)
                return fail(sorts.error());
            for (const CardSortRecord &sort : std::as_const(*sorts)) {
                if (sort.undoneAt.isEmpty()) {
                    sortId = sort.id;
                    break;
                }
            }
        }
        auto undone = CardSort::undo(*store, sortId, actor(parser));
        if (!undone)
            return fail(undone.error());
        out() << "card sort " << sortId << " undone: taxonomy " << undone->version << ", "
              << undone->labelsUnmapped << " labels back to their open codes, "
              << undone->nodesRemoved << " nodes removed, " << undone->nodesRetired
              << " retired (in use)";
        if (undone->labelsChangedSince > 0)
            out() << ", " << undone->labelsChangedSince << " labels changed since left as they are";
        out() << '\n';
        out().flush();
        return 0;
    }
    return usage(u"usage: card-sort cards|apply PLAN.json|undo [SORT]|history --db FILE"_s);
}

} // namespace taxonomist::cli
