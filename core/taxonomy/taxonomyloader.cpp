// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomyloader.h"

#include "util/coretext.h"
#include "util/utf8.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using Json = nlohmann::ordered_json;

namespace taxonomist::core {

namespace {

QString str(const Json &value)
{
    return QString::fromStdString(value.get<std::string>());
}

class Validator
{
public:
    explicit Validator(QString fileName)
        : m_file(std::move(fileName))
    { }

    Result<Taxonomy> run(const Json &root)
    {
        if (!root.is_object())
            return fail(u"$"_s, CoreText::tr("the top level must be an object"));
        if (auto status = requireString(root, "format", u"$"_s); !status)
            return status.error();
        if (root["format"] != "taxonomist-taxonomy")
            return fail(u"$.format"_s, CoreText::tr("must be \"taxonomist-taxonomy\""));
        if (!root.contains("formatVersion") || !root["formatVersion"].is_number_integer())
            return fail(u"$.formatVersion"_s, CoreText::tr("missing or not an integer"));
        if (root["formatVersion"].get<int>() != TaxonomyLoader::formatVersion) {
            return fail(u"$.formatVersion"_s,
                CoreText::tr("format version %1 is not supported (this build reads version %2)")
                    .arg(root["formatVersion"].get<int>())
                    .arg(TaxonomyLoader::formatVersion));
        }
        for (const char *key : {"name", "version"}) {
            if (auto status = requireString(root, key, u"$"_s); !status)
                return status.error();
        }
        m_taxonomy.name = str(root["name"]);
        m_taxonomy.version = str(root["version"]);
        for (const char *key : {"title", "source"}) {
            if (root.contains(key) && !root[key].is_string())
                return fail(u"$."_s + QString::fromLatin1(key), CoreText::tr("must be a string"));
        }
        m_taxonomy.title = str(root.value("title", Json("")));
        m_taxonomy.source = str(root.value("source", Json("")));
        if (auto status = readLevels(root); !status)
            return status.error();
        if (!root.contains("nodes") || !root["nodes"].is_array() || root["nodes"].empty())
            return fail(u"$.nodes"_s, CoreText::tr("must be a non-empty array"));
        if (auto status = readNodes(root["nodes"], u"$.nodes"_s, -1); !status)
            return status.error();
        return std::move(m_taxonomy);
    }

private:
    Error fail(const QString &path, const QString &what) const
    {
        return Error(path + u": "_s + what, {m_file, 0, 0});
    }

    Status requireString(const Json &object, const char *key, const QString &path) const
    {
        const QString where = path + u"."_s + QString::fromLatin1(key);
        if (!object.contains(key))
            return fail(where, CoreText::tr("missing"));
        if (!object[key].is_string() || object[key].get<std::string>().empty())
            return fail(where, CoreText::tr("must be a non-empty string"));
        return success();
    }

    Status readLevels(const Json &root)
    {
        if (!root.contains("levels") || !root["levels"].is_array() || root["levels"].empty())
            return fail(u"$.levels"_s, CoreText::tr("must be a non-empty array"));
        if (root["levels"].size() > std::size_t(TaxonomyLoader::maxLevels)) {
            return fail(u"$.levels"_s,
                CoreText::tr("%1 levels; a taxonomy has at most %2")
                    .arg(root["levels"].size())
                    .arg(TaxonomyLoader::maxLevels));
        }
        QSet<QString> keys;
        for (size_t i = 0; i < root["levels"].size(); ++i) {
            const Json &level = root["levels"][i];
            const QString path = u"$.levels[%1]"_s.arg(i);
            if (!level.is_object())
                return fail(path, CoreText::tr("must be an object"));
            for (const char *key : {"key", "name"}) {
                if (auto status = requireString(level, key, path); !status)
                    return status;
            }
            const QString key = str(level["key"]);
            if (keys.contains(key))
                return fail(path + u".key"_s, CoreText::tr("duplicate level key \"%1\"").arg(key));
            keys.insert(key);
            m_taxonomy.levels.append({key, str(level["name"])});
        }
        return success();
    }

    Status readNodes(const Json &array, const QString &path, int parent)
    {
        const int level = parent < 0 ? 0 : m_taxonomy.node(parent).level + 1;
        if (level >= m_taxonomy.levels.size()) {
            return fail(path,
                CoreText::tr("nodes nested deeper than the %1 declared levels")
                    .arg(m_taxonomy.levels.size()));
        }
        QHash<QString, QString> namesHere; // normalised name or alias -> where it was declared
        for (size_t i = 0; i < array.size(); ++i) {
            const Json &object = array[i];
            const QString here = u"%1[%2]"_s.arg(path).arg(i);
            if (!object.is_object())
                return fail(here, CoreText::tr("must be an object"));
            for (const char *key : {"code", "name"}) {
                if (auto status = requireString(object, key, here); !status)
                    return status;
            }
            TaxonomyNode node;
            node.code = str(object["code"]);
            node.name = str(object["name"]);
            node.level = level;
            node.parent = parent;
            if (auto status = checkCode(node, here); !status)
                return status;
            if (object.contains("description")) {
                if (!object["description"].is_string())
                    return fail(here + u".description"_s, CoreText::tr("must be a string"));
                node.description = str(object["description"]);
            }
            if (auto status = readStrings(object, "aliases", here, node.aliases); !status)
                return status;
            if (auto status = readStrings(object, "details", here, node.details); !status)
                return status;
            if (auto status = readStrings(object, "decisionRules", here, node.decisionRules);
                !status)
                return status;
            for (qsizetype r = 0; r < node.decisionRules.size(); ++r) {
                if (node.decisionRules[r].trimmed().isEmpty())
                    return fail(u"%1.decisionRules[%2]"_s.arg(here).arg(r),
                        CoreText::tr("must be a non-empty string"));
            }
            QStringList spellings = node.aliases;
            spellings.prepend(node.name);
            for (const QString &spelling : std::as_const(spellings)) {
                const QString key = Taxonomy::normalizedName(spelling);
                if (namesHere.contains(key) && namesHere.value(key) != node.code) {
                    return fail(here,
                        CoreText::tr("name or alias \"%1\" is already used by %2")
                            .arg(spelling, namesHere.value(key)));
                }
                namesHere.insert(key, node.code);
            }
            const int index = m_taxonomy.addNode(node);
            if (object.contains("children")) {
                if (!object["children"].is_array())
                    return fail(here + u".children"_s, CoreText::tr("must be an array"));
                if (auto status = readNodes(object["children"], here + u".children"_s, index);
                    !status)
                    return status;
            }
        }
        return success();
    }

    Status checkCode(const TaxonomyNode &node, const QString &here) const
    {
        if (m_taxonomy.indexOfCode(node.code) >= 0)
            return fail(here + u".code"_s, CoreText::tr("duplicate code \"%1\"").arg(node.code));
        if (node.code.contains(QChar::Space))
            return fail(
                here + u".code"_s, CoreText::tr("code \"%1\" contains a space").arg(node.code));
        if (node.parent >= 0) {
            const QString &parentCode = m_taxonomy.node(node.parent).code;
            const QString prefix = parentCode + u"."_s;
            if (!node.code.startsWith(prefix) || node.code.size() == prefix.size()
                || node.code.indexOf(u'.', prefix.size()) >= 0) {
                return fail(here + u".code"_s,
                    CoreText::tr(
                        "code \"%1\" does not extend its parent's code \"%2\" by one segment")
                        .arg(node.code, parentCode));
            }
        } else if (node.code.contains(u'.')) {
            return fail(here + u".code"_s,
                CoreText::tr("top-level code \"%1\" must not contain \".\"").arg(node.code));
        }
        return success();
    }

    Status readStrings(
        const Json &object, const char *key, const QString &here, QStringList &out) const
    {
        if (!object.contains(key))
            return success();
        const QString path = here + u"."_s + QString::fromLatin1(key);
        if (!object[key].is_array())
            return fail(path, CoreText::tr("must be an array of strings"));
        for (size_t i = 0; i < object[key].size(); ++i) {
            if (!object[key][i].is_string())
                return fail(u"%1[%2]"_s.arg(path).arg(i), CoreText::tr("must be a string"));
            out.append(str(object[key][i]));
        }
        return success();
    }

    QString m_file;
    Taxonomy m_taxonomy;
};

Json nodeToJson(const Taxonomy &taxonomy, int index, bool withDetails)
{
    const TaxonomyNode &node = taxonomy.node(index);
    Json object = Json::object();
    object["code"] = node.code.toStdString();
    object["name"] = node.name.toStdString();
    if (!node.aliases.isEmpty()) {
        Json aliases = Json::array();
        for (const QString &alias : node.aliases)
            aliases.push_back(alias.toStdString());
        object["aliases"] = aliases;
    }
    if (!node.description.isEmpty())
        object["description"] = node.description.toStdString();
    if (!node.decisionRules.isEmpty()) {
        Json rules = Json::array();
        for (const QString &rule : node.decisionRules)
            rules.push_back(rule.toStdString());
        object["decisionRules"] = rules;
    }
    if (withDetails && !node.details.isEmpty()) {
        Json details = Json::array();
        for (const QString &detail : node.details)
            details.push_back(detail.toStdString());
        object["details"] = details;
    }
    if (!node.children.isEmpty()) {
        Json children = Json::array();
        for (const int child : node.children)
            children.push_back(nodeToJson(taxonomy, child, withDetails));
        object["children"] = children;
    }
    return object;
}

} // namespace

Result<Taxonomy> TaxonomyLoader::fromJson(const QByteArray &json, const QString &fileName)
{
    if (json.size() > maxBytes) {
        return Error(
            CoreText::tr("the taxonomy file is larger than %1 MiB").arg(maxBytes / (1024 * 1024)),
            {fileName, 0, 0});
    }
    if (const auto bad = utf8::firstInvalidByte(json)) {
        const auto at = utf8::positionOf(json, *bad);
        return Error(CoreText::tr("invalid UTF-8"), {fileName, at.line, at.column});
    }
    Json root;
    try {
        root = Json::parse(json.constBegin(), json.constEnd());
    } catch (const Json::parse_error &error) {
        const auto offset = static_cast<qsizetype>(error.byte > 0 ? error.byte - 1 : 0);
        const auto at = utf8::positionOf(json, offset);
        QString what = QString::fromUtf8(error.what());
        // nlohmann's message repeats the position; keep its explanation only.
        if (const auto colon = what.lastIndexOf(u": "_s); colon >= 0)
            what = what.mid(colon + 2);
        return Error(CoreText::tr("invalid JSON: %1").arg(what), {fileName, at.line, at.column});
    }
    return Validator(fileName).run(root);
}

Result<Taxonomy> TaxonomyLoader::fromFile(const QString &path)
{
    // A file named by the user may be a link; what it leads to must be a regular file (a FIFO
    // would block, a device never end), and no more than the limit is read.
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return Error(CoreText::tr("not a regular file"), {path, 0, 0});
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(CoreText::tr("cannot read the taxonomy file: %1").arg(file.errorString()),
            {path, 0, 0});
    const QByteArray content = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return Error(CoreText::tr("cannot read the taxonomy file: %1").arg(file.errorString()),
            {path, 0, 0});
    return fromJson(content, path);
}

Result<Taxonomy> TaxonomyLoader::bundledLlmChallenges()
{
    return fromFile(u":/taxonomist/taxonomy/llm-challenges.json"_s);
}

QByteArray TaxonomyLoader::toJson(const Taxonomy &taxonomy, bool withDetails)
{
    Json root = Json::object();
    root["format"] = "taxonomist-taxonomy";
    root["formatVersion"] = formatVersion;
    root["name"] = taxonomy.name.toStdString();
    root["version"] = taxonomy.version.toStdString();
    if (!taxonomy.title.isEmpty())
        root["title"] = taxonomy.title.toStdString();
    if (!taxonomy.source.isEmpty())
        root["source"] = taxonomy.source.toStdString();
    Json levels = Json::array();
    for (const TaxonomyLevel &level : taxonomy.levels)
        levels.push_back({{"key", level.key.toStdString()}, {"name", level.name.toStdString()}});
    root["levels"] = levels;
    Json nodes = Json::array();
    for (const int index : taxonomy.roots())
        nodes.push_back(nodeToJson(taxonomy, index, withDetails));
    root["nodes"] = nodes;
    return QByteArray::fromStdString(root.dump(2)) + '\n';
}

} // namespace taxonomist::core
