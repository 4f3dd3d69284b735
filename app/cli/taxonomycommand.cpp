// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomycommand.h"

#include "exchange/taxonomyfile.h"
#include "reconcile/taxonomyevolution.h"

#include "taxonomy/taxonomyloader.h"
#include "taxonomy/taxonomystore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

namespace {

// Details of a node and everything below it.
int detailCount(const Taxonomy &taxonomy, int index)
{
    int count = static_cast<int>(taxonomy.node(index).details.size());
    for (const int child : taxonomy.node(index).children)
        count += detailCount(taxonomy, child);
    return count;
}

QJsonObject nodeJson(const Taxonomy &taxonomy, int index, bool withDetails)
{
    const TaxonomyNode &node = taxonomy.node(index);
    QJsonObject object {{u"code"_s, node.code}, {u"name"_s, node.name},
        {u"level"_s, taxonomy.levels.value(node.level).key}};
    if (!node.description.isEmpty())
        object.insert(u"description"_s, node.description);
    if (node.retired)
        object.insert(u"retired"_s, true);
    if (withDetails && !node.details.isEmpty())
        object.insert(u"details"_s, QJsonArray::fromStringList(node.details));
    else
        object.insert(u"details"_s, detailCount(taxonomy, index));
    QJsonArray children;
    for (const int child : node.children)
        children.append(nodeJson(taxonomy, child, withDetails));
    object.insert(u"children"_s, children);
    return object;
}

void printNode(QTextStream &out, const Taxonomy &taxonomy, int index)
{
    const TaxonomyNode &node = taxonomy.node(index);
    const QString indent(node.level * 2, u' ');
    out << indent << node.code.leftJustified(12 - node.level * 2) << ' ' << node.name;
    if (node.retired)
        out << "  (retired)";
    if (const int details = detailCount(taxonomy, index); details > 0)
        out << "  [" << details << (details == 1 ? " detail]" : " details]");
    out << '\n';
    for (const int child : node.children)
        printNode(out, taxonomy, child);
}

// The id of the node with `code`, or an error naming the code.
Result<qint64> nodeIdOf(const ProjectStore &store, const QString &code)
{
    auto stored = TaxonomyStore::loadTree(store);
    if (!stored)
        return stored.error();
    const int index = stored->taxonomy.indexOfCode(code.trimmed());
    if (index < 0)
        return Error(u"the taxonomy has no node %1"_s.arg(code), {store.path(), 0, 0});
    return stored->nodeIds[index];
}

void printChange(QTextStream &out, const QString &what, const TaxonomyChange &change)
{
    out << what << ": taxonomy " << change.previous << " -> " << change.version;
    if (!change.codes.isEmpty())
        out << ", new codes " << change.codes.join(u", "_s);
    if (change.labels + change.finalLabels > 0)
        out << ", " << change.labels << " labels and " << change.finalLabels
            << " final labels carried along";
    if (change.labelsLeft > 0)
        out << ", " << change.labelsLeft << " labels of other members carried by their copies";
    out << '\n';
    out.flush();
}

} // namespace

void TaxonomyCommand::configure(QCommandLineParser &parser)
{
    addDbOption(parser);
    parser.addOption(
        {u"file"_s, u"Show a taxonomy file instead of a project's taxonomy."_s, u"FILE"_s});
    parser.addOption({u"json"_s, u"Print JSON."_s});
    parser.addOption(
        {u"details"_s, u"With --json: list each node's details instead of counting them."_s});
    addActorOption(parser);
    parser.addPositionalArgument(u"import"_s,
        u"import FILE: make a taxonomy JSON file or a REFI-QDA codebook (.qdc) the project's "
        u"taxonomy (only while no label, final label or proposal names a node). rename CODE NAME "
        u"[--description TEXT], retire CODE, restore CODE, merge CODE INTO, move CODE "
        u"--under PARENT|--top: change the team's own taxonomy as a new version, labels carried "
        u"along."_s,
        u"[import FILE|rename CODE NAME|retire CODE|restore CODE|merge CODE INTO|move CODE]"_s);
    parser.addOption({u"description"_s, u"rename: the node's new description."_s, u"TEXT"_s});
    parser.addOption({u"under"_s, u"move: the new parent's code."_s, u"PARENT"_s});
    parser.addOption({u"top"_s, u"move: make the node a type (the top level)."_s});
}

int TaxonomyCommand::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    const QString action = args.value(0);
    if (action == u"rename"_s || action == u"retire"_s || action == u"restore"_s
        || action == u"merge"_s || action == u"move"_s)
        return change(parser, args);
    if (!args.isEmpty()) {
        if (args.size() != 2 || args[0] != u"import"_s)
            return usage(u"usage: taxonomy import FILE --db FILE"_s);
        if (parser.value(u"db"_s).isEmpty())
            return usage(u"--db FILE is required"_s);
        auto loaded = TaxonomyFile::load(args[1]);
        if (!loaded)
            return fail(loaded.error());
        auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
        if (!store)
            return openFailure();
        if (auto status = TaxonomyFile::replaceInProject(*store, *loaded, actor(parser)); !status)
            return fail(status.error());
        out() << "taxonomy " << loaded->name << ' ' << loaded->version << ": " << loaded->size()
              << " nodes imported into " << store->path() << '\n';
        out().flush();
        return 0;
    }
    Taxonomy taxonomy;
    if (parser.isSet(u"file"_s)) {
        auto loaded = TaxonomyLoader::fromFile(parser.value(u"file"_s));
        if (!loaded)
            return fail(loaded.error());
        taxonomy = std::move(loaded).value();
    } else {
        auto store = openProject(parser, ProjectStore::OpenMode::ReadOnly);
        if (!store)
            return openFailure();
        if (!TaxonomyStore::hasTaxonomy(*store))
            return fail(Error(u"the project has no taxonomy yet (import a study first)"_s,
                {store->path(), 0, 0}));
        auto loaded = TaxonomyStore::load(*store);
        if (!loaded)
            return fail(loaded.error());
        taxonomy = std::move(loaded->taxonomy);
    }
    QTextStream &out = Command::out();
    if (parser.isSet(u"json"_s)) {
        QJsonArray nodes;
        for (const int root : taxonomy.roots())
            nodes.append(nodeJson(taxonomy, root, parser.isSet(u"details"_s)));
        QJsonArray levels;
        for (int level = 0; level < taxonomy.levels.size(); ++level) {
            levels.append(QJsonObject {{u"key"_s, taxonomy.levels[level].key},
                {u"name"_s, taxonomy.levels[level].name},
                {u"nodes"_s, taxonomy.countAtLevel(level)},
                {u"details"_s, taxonomy.detailCountAtLevel(level)}});
        }
        const QJsonObject root {{u"name"_s, taxonomy.name}, {u"version"_s, taxonomy.version},
            {u"levels"_s, levels}, {u"nodes"_s, nodes}};
        out << QJsonDocument(root).toJson(QJsonDocument::Indented);
        out.flush();
        return 0;
    }
    const QLocale english(QLocale::English);
    out << taxonomy.name << ' ' << taxonomy.version;
    if (!taxonomy.title.isEmpty())
        out << " - " << taxonomy.title;
    out << '\n';
    QStringList counts;
    for (int level = 0; level < taxonomy.levels.size(); ++level)
        counts.append(
            u"%1: %2"_s.arg(taxonomy.levels[level].name).arg(taxonomy.countAtLevel(level)));
    out << counts.join(u", "_s) << '\n';
    for (const int root : taxonomy.roots()) {
        out << "  " << taxonomy.node(root).name << ": "
            << english.toString(detailCount(taxonomy, root)) << " details\n";
    }
    out << '\n';
    for (const int root : taxonomy.roots())
        printNode(out, taxonomy, root);
    out.flush();
    return 0;
}

int TaxonomyCommand::change(const QCommandLineParser &parser, const QStringList &args)
{
    const QString action = args[0];
    const qsizetype wanted = action == u"rename"_s || action == u"merge"_s ? 3 : 2;
    if (args.size() != wanted)
        return usage(u"usage: taxonomy rename CODE NAME | retire CODE | restore CODE | merge "
                     u"CODE INTO | move CODE (--under PARENT | --top) --db FILE"_s);
    if (action == u"move"_s && parser.isSet(u"under"_s) == parser.isSet(u"top"_s))
        return usage(u"move needs --under PARENT or --top"_s);
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    auto node = nodeIdOf(*store, args[1]);
    if (!node)
        return fail(node.error());
    Result<TaxonomyChange> changed = Error(QString());
    if (action == u"rename"_s) {
        auto current = TaxonomyStore::load(*store);
        if (!current)
            return fail(current.error());
        const QString description = parser.isSet(u"description"_s)
            ? parser.value(u"description"_s)
            : current->taxonomy.node(current->indexOfId(*node)).description;
        changed = TaxonomyEvolution::rename(*store, *node, args[2], description, actor(parser));
    } else if (action == u"retire"_s || action == u"restore"_s) {
        changed
            = TaxonomyEvolution::setRetired(*store, *node, action == u"retire"_s, actor(parser));
    } else if (action == u"merge"_s) {
        auto into = nodeIdOf(*store, args[2]);
        if (!into)
            return fail(into.error());
        changed = TaxonomyEvolution::merge(*store, *node, *into, actor(parser));
    } else {
        qint64 parent = 0;
        if (parser.isSet(u"under"_s)) {
            auto under = nodeIdOf(*store, parser.value(u"under"_s));
            if (!under)
                return fail(under.error());
            parent = *under;
        }
        changed = TaxonomyEvolution::move(*store, *node, parent, actor(parser));
    }
    if (!changed)
        return fail(changed.error());
    printChange(out(), action + u' ' + args[1].trimmed(), *changed);
    return 0;
}

} // namespace taxonomist::cli
