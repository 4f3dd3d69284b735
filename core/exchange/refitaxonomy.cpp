// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "refitaxonomy.h"

#include "refidescription.h"
#include "refiexporter.h"
#include "refiguids.h"
#include "taxonomy/taxonomyloader.h"
#include "util/coretext.h"
#include "util/inputtext.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Whether every code name carries a code that follows the tree.
bool codesFollowTree(const QList<RefiCode> &codes, const QString &parent, QSet<QString> &seen)
{
    for (const RefiCode &code : codes) {
        const auto split = RefiTaxonomy::splitCodeName(code.name);
        if (!split)
            return false;
        const QString &c = split->first;
        const bool follows = parent.isEmpty()
            ? !c.contains(u'.')
            : c.startsWith(parent + u'.') && !c.mid(parent.size() + 1).contains(u'.');
        if (!follows || seen.contains(c))
            return false;
        seen.insert(c);
        if (!codesFollowTree(code.children, c, seen))
            return false;
    }
    return true;
}

Status collectGuids(
    const QList<RefiCode> &codes, QHash<QString, QString> &nameOfGuid, const QString &fileName)
{
    for (const RefiCode &code : codes) {
        const QString guid = RefiGuids::normalized(code.guid);
        if (const auto first = nameOfGuid.constFind(guid); first != nameOfGuid.cend())
            return Error(CoreText::tr("codes %1 and %2 have one GUID, %3; a GUID names one code")
                             .arg(quotedForMessage(*first), quotedForMessage(code.name), guid),
                {fileName, 0, 0});
        nameOfGuid.insert(guid, code.name);
        if (auto status = collectGuids(code.children, nameOfGuid, fileName); !status)
            return status;
    }
    return success();
}

int depthOf(const QList<RefiCode> &codes)
{
    int depth = 0;
    for (const RefiCode &code : codes)
        depth = std::max(depth, 1 + depthOf(code.children));
    return depth;
}

} // namespace

std::optional<std::pair<QString, QString>> RefiTaxonomy::splitCodeName(const QString &name)
{
    // A code is one capital letter or a number, then dot-separated parts: "C", "C.3.ii", "2.1".
    // ("IT Support" and "Parameter Interactions" are names, not codes.)
    static const QRegularExpression pattern(
        u"^((?:[A-Z]|[0-9]+)(?:\\.[A-Za-z0-9]+)*)\\s+(\\S.*)$"_s);
    const auto match = pattern.match(name.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    return std::pair {match.captured(1), match.captured(2).trimmed()};
}

QString RefiTaxonomy::slug(const QString &text)
{
    QString out;
    for (const QChar c : text.toLower()) {
        if (c.isLetterOrNumber() && c.unicode() < 128)
            out.append(c);
        else if (!out.endsWith(u'-'))
            out.append(u'-');
    }
    while (out.startsWith(u'-'))
        out.remove(0, 1);
    while (out.endsWith(u'-'))
        out.chop(1);
    return out.isEmpty() ? u"imported-codebook"_s : out.left(64);
}

Status RefiTaxonomy::checkGuids(const QList<RefiCode> &codes, const QString &fileName)
{
    QHash<QString, QString> nameOfGuid;
    return collectGuids(codes, nameOfGuid, fileName);
}

Result<RefiTaxonomy> RefiTaxonomy::build(const QList<RefiCode> &codes, const QString &title,
    const QString &origin, const QString &fileName)
{
    if (auto status = checkGuids(codes, fileName); !status)
        return status.error();
    RefiTaxonomy result;
    Taxonomy &taxonomy = result.taxonomy;
    taxonomy.name = slug(title);
    taxonomy.version = u"1.0.0"_s;
    taxonomy.title = title;
    taxonomy.source = origin.isEmpty() ? u"Imported from %1"_s.arg(fileName)
                                       : u"Imported from %1 (%2)"_s.arg(fileName, origin);

    // Taxonomist's own folder of codes outside the taxonomy holds flagged link codes, no nodes.
    QList<RefiCode> tree;
    for (const RefiCode &code : codes) {
        if (!code.codable && code.name == RefiExporter::unknownFolderName()) {
            result.unknownFolderGuid = code.guid;
            for (const RefiCode &child : code.children) {
                result.codeOfGuid.insert(child.guid, child.name.trimmed());
                result.guidOfUnknownCode.insert(child.name.trimmed(), child.guid);
            }
            continue;
        }
        tree.append(code);
    }
    QSet<QString> seen;
    const bool keepCodes = codesFollowTree(tree, QString(), seen);
    const int depth = std::max(1, depthOf(tree));
    const bool ours = origin.startsWith(u"Taxonomist"_s) && depth <= 3;
    const QList<TaxonomyLevel> named {
        {u"type"_s, u"Type"_s}, {u"theme"_s, u"Theme"_s}, {u"subtheme"_s, u"Sub-theme"_s}};
    for (int level = 0; level < depth; ++level)
        taxonomy.levels.append(ours
                ? named[level]
                : TaxonomyLevel {u"level%1"_s.arg(level + 1), u"Level %1"_s.arg(level + 1)});
    if (!keepCodes && !tree.isEmpty())
        result.notes.append(
            u"the code names carry no codes that follow the tree: nodes are numbered by position"_s);

    QList<QSet<QString>> namesAtLevel(depth);
    const std::function<Status(const RefiCode &, int, const QString &, int)> add
        = [&](const RefiCode &code, int parent, const QString &generated, int level) -> Status {
        TaxonomyNode node;
        const auto split = splitCodeName(code.name);
        node.code = keepCodes ? split->first : generated;
        node.name = (keepCodes ? split->second : code.name).simplified();
        if (node.name.isEmpty())
            return Error(CoreText::tr("code %1 has no name").arg(code.guid), {fileName, 0, 0});
        const QString key = Taxonomy::normalizedName(node.name);
        if (namesAtLevel[level].contains(key)) {
            const QString renamed = u"%1 (%2)"_s.arg(node.name, node.code);
            result.notes.append(u"two codes at level %1 are named %2: the second is now %3"_s.arg(
                QString::number(level + 1), quotedForMessage(node.name),
                quotedForMessage(renamed)));
            node.name = renamed;
        }
        namesAtLevel[level].insert(Taxonomy::normalizedName(node.name));
        const RefiDescription::Parts parts = RefiDescription::split(code.description);
        node.description = parts.description;
        node.details = parts.details;
        node.level = level;
        node.parent = parent;
        const QString nodeCode = node.code;
        const int index = taxonomy.addNode(std::move(node));
        result.codeOfGuid.insert(code.guid, nodeCode);
        result.guidOfCode.insert(nodeCode, code.guid);
        if (!code.codable)
            result.notes.append(
                u"%1 was a folder (not codable) there; here every node can be chosen"_s.arg(
                    quotedForMessage(code.name)));
        for (qsizetype c = 0; c < code.children.size(); ++c) {
            if (auto status
                = add(code.children[c], index, nodeCode + u'.' + QString::number(c + 1), level + 1);
                !status)
                return status;
        }
        return success();
    };
    for (qsizetype r = 0; r < tree.size(); ++r) {
        if (auto status = add(tree[r], -1, QString::number(r + 1), 0); !status)
            return status.error();
    }
    if (taxonomy.size() > 0) {
        // The same rules as a taxonomy file: a codebook that breaks them is refused, not guessed
        // at.
        auto checked = TaxonomyLoader::fromJson(TaxonomyLoader::toJson(taxonomy, true), fileName);
        if (!checked)
            return Error(CoreText::tr("the codebook does not make a valid taxonomy: %1")
                             .arg(checked.error().what()),
                {fileName, 0, 0});
    }
    return result;
}

} // namespace taxonomist::core
