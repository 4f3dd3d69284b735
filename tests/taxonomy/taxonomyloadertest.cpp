// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomy/taxonomyloader.h"
#include "taxonomy/taxonomy.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <functional>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

namespace {

const QByteArray validHeader
    = R"({"format": "taxonomist-taxonomy", "formatVersion": 1, "name": "t", "version": "1",
  "levels": [{"key": "type", "name": "Type"}, {"key": "theme", "name": "Theme"}],
  "nodes": )";

Error loadError(const QByteArray &nodes)
{
    auto result = TaxonomyLoader::fromJson(validHeader + nodes + "}", u"t.json"_s);
    EXPECT_FALSE(result.ok());
    return result.ok() ? Error() : result.error();
}

} // namespace

TEST(TaxonomyLoader, BundledTaxonomyHasTheStudysShape)
{
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    ASSERT_TRUE(taxonomy.ok()) << taxonomy.error().message().toStdString();
    EXPECT_EQ(taxonomy->name, u"llm-challenges"_s);
    EXPECT_FALSE(taxonomy->version.isEmpty());
    EXPECT_EQ(taxonomy->countAtLevel(0), 3);
    EXPECT_EQ(taxonomy->countAtLevel(1), 18);
    EXPECT_EQ(taxonomy->countAtLevel(2), 70);
    const int node = taxonomy->indexOfCode(u"C.3.ii"_s);
    ASSERT_GE(node, 0);
    EXPECT_EQ(
        taxonomy->node(node).name, u"Distributed/Multi-Process Data Communication Failures"_s);
    EXPECT_EQ(taxonomy->node(taxonomy->ancestorAt(node, 1)).code, u"C.3"_s);
    EXPECT_EQ(taxonomy->node(taxonomy->ancestorAt(node, 0)).name, u"Bug"_s);
    for (const int root : taxonomy->roots()) {
        for (const int theme : taxonomy->node(root).children)
            EXPECT_FALSE(taxonomy->node(theme).description.isEmpty())
                << taxonomy->node(theme).code.toStdString();
    }
}

TEST(TaxonomyLoader, MatchesRepositorySpellingsThroughAliases)
{
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    ASSERT_TRUE(taxonomy.ok());
    const int bug = taxonomy->indexOfCode(u"C"_s);
    const int theme
        = taxonomy->findChildByName(bug, u"Code Quality、Logging、Testing and Security"_s);
    ASSERT_GE(theme, 0);
    EXPECT_EQ(taxonomy->node(theme).code, u"C.9"_s);
    EXPECT_EQ(
        taxonomy
            ->node(taxonomy->findChildByName(theme, u"logging、debugging、and monitoring bugs"_s))
            .code,
        u"C.9.iv"_s);
}

TEST(TaxonomyLoader, RoundTripsThroughJson)
{
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    ASSERT_TRUE(taxonomy.ok());
    taxonomy->node(taxonomy->indexOfCode(u"A.1.i"_s)).details = {u"one"_s, u"two"_s};
    auto again = TaxonomyLoader::fromJson(TaxonomyLoader::toJson(*taxonomy, true), u"again.json"_s);
    ASSERT_TRUE(again.ok()) << again.error().message().toStdString();
    ASSERT_EQ(again->size(), taxonomy->size());
    for (int i = 0; i < taxonomy->size(); ++i) {
        EXPECT_EQ(again->node(i).code, taxonomy->node(i).code);
        EXPECT_EQ(again->node(i).aliases, taxonomy->node(i).aliases);
        EXPECT_EQ(again->node(i).details, taxonomy->node(i).details);
    }
}

TEST(TaxonomyLoader, RejectsDuplicateCodesWithJsonPath)
{
    const Error error
        = loadError(R"([{"code": "A", "name": "One"}, {"code": "A", "name": "Two"}])");
    EXPECT_EQ(error.message(), u"t.json: $.nodes[1].code: duplicate code \"A\""_s);
}

TEST(TaxonomyLoader, RejectsChildCodeInconsistentWithParent)
{
    const Error error = loadError(
        R"([{"code": "A", "name": "One", "children": [{"code": "B.1", "name": "x"}]}])");
    EXPECT_TRUE(error.what().startsWith(u"$.nodes[0].children[0].code"_s))
        << error.message().toStdString();
    EXPECT_TRUE(error.what().contains(u"parent"_s));
}

TEST(TaxonomyLoader, RejectsNodesDeeperThanTheLevels)
{
    const Error error = loadError(
        R"([{"code": "A", "name": "One", "children": [{"code": "A.1", "name": "x", "children": [{"code": "A.1.i", "name": "y"}]}]}])");
    EXPECT_TRUE(error.what().startsWith(u"$.nodes[0].children[0].children"_s))
        << error.message().toStdString();
}

TEST(TaxonomyLoader, RejectsMissingNameAndUnknownFormatVersion)
{
    EXPECT_TRUE(loadError(R"([{"code": "A"}])").what().startsWith(u"$.nodes[0].name: missing"_s));
    auto future = TaxonomyLoader::fromJson(
        R"({"format": "taxonomist-taxonomy", "formatVersion": 9, "name": "t", "version": "1", "levels": [], "nodes": []})",
        u"t.json"_s);
    ASSERT_FALSE(future.ok());
    EXPECT_TRUE(future.error().what().contains(u"format version 9"_s));
}

TEST(TaxonomyLoader, ReportsJsonSyntaxErrorsWithLineAndColumn)
{
    auto result = TaxonomyLoader::fromJson(
        "{\n  \"format\": \"taxonomist-taxonomy\",\n  \"name\" \"x\"\n}", u"bad.json"_s);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().where().line, 3);
    EXPECT_GT(result.error().where().column, 1);
}

TEST(TaxonomyLoader, ReadsAndChecksDecisionRules)
{
    auto taxonomy = TaxonomyLoader::fromJson(validHeader
            + R"([{"code": "A", "name": "a", "decisionRules": ["first", "second\nline"]}]})",
        u"t.json"_s);
    ASSERT_TRUE(taxonomy.ok()) << taxonomy.error().message().toStdString();
    EXPECT_EQ(taxonomy->node(0).decisionRules, (QStringList {u"first"_s, u"second\nline"_s}));
    auto again = TaxonomyLoader::fromJson(TaxonomyLoader::toJson(*taxonomy, true), u"again.json"_s);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->node(0).decisionRules, taxonomy->node(0).decisionRules)
        << "written back as read";

    EXPECT_TRUE(loadError(R"([{"code": "A", "name": "a", "decisionRules": "one"}])")
                    .message()
                    .contains(u"$.nodes[0].decisionRules: must be an array of strings"_s));
    EXPECT_TRUE(loadError(R"([{"code": "A", "name": "a", "decisionRules": ["ok", 3]}])")
                    .message()
                    .contains(u"$.nodes[0].decisionRules[1]: must be a string"_s));
    EXPECT_TRUE(loadError(R"([{"code": "A", "name": "a", "decisionRules": ["  "]}])")
                    .message()
                    .contains(u"$.nodes[0].decisionRules[0]: must be a non-empty string"_s));

    auto bundled = TaxonomyLoader::bundledLlmChallenges();
    ASSERT_TRUE(bundled.ok());
    EXPECT_EQ(bundled->node(bundled->indexOfCode(u"C.10"_s)).decisionRules.size(), 2);
}

// Codes are looked up in a table of the taxonomy's own (an import looks up every label's code):
// every node is found by its code however many nodes were added, and nothing else is found.
TEST(Taxonomy, FindsEveryNodeByItsCodeAndNothingElse)
{
    Taxonomy taxonomy;
    QStringList codes;
    for (int type = 0; type < 3; ++type) {
        const QString typeCode = QString(QChar(u'A' + type));
        TaxonomyNode root;
        root.code = typeCode;
        const int parent = taxonomy.addNode(root);
        codes.append(typeCode);
        for (int theme = 1; theme <= 400; ++theme) {
            TaxonomyNode child;
            child.code = u"%1.%2"_s.arg(typeCode).arg(theme);
            child.level = 1;
            child.parent = parent;
            taxonomy.addNode(child);
            codes.append(child.code);
        }
    }
    for (int i = 0; i < codes.size(); ++i)
        ASSERT_EQ(taxonomy.indexOfCode(codes[i]), i) << codes[i].toStdString();
    for (const QString &absent :
        {u""_s, u"D"_s, u"A.0"_s, u"A.401"_s, u"a.1"_s, u"A.1 "_s, u"A."_s, u"A.1.i"_s})
        EXPECT_EQ(taxonomy.indexOfCode(absent), -1) << absent.toStdString();
    EXPECT_EQ(Taxonomy().indexOfCode(u"A"_s), -1) << "an empty taxonomy";
}

// A taxonomy file comes from outside: a value of the wrong type anywhere is an error naming its
// path, never an exception (nlohmann's type_error once ended `taxonomy --file` with an abort).
namespace {

// Every field of the format, each once, in a small valid taxonomy.
QJsonObject everyFieldTaxonomy()
{
    const QByteArray json = R"({
      "format": "taxonomist-taxonomy", "formatVersion": 1, "name": "every-field",
      "version": "1.0", "title": "Every field", "source": "a test",
      "levels": [{"key": "type", "name": "Type"}, {"key": "theme", "name": "Theme"}],
      "nodes": [
        {"code": "A", "name": "Alpha", "description": "first", "aliases": ["First"],
         "decisionRules": ["not B"], "details": ["a detail"],
         "children": [{"code": "A.1", "name": "One"}]},
        {"code": "B", "name": "Beta", "children": []}
      ]})";
    return QJsonDocument::fromJson(json).object();
}

// A value of every JSON type but `value`'s own.
QList<QJsonValue> otherTypes(const QJsonValue &value)
{
    QList<QJsonValue> others;
    for (const QJsonValue &candidate :
        {QJsonValue(QJsonValue::Null), QJsonValue(true), QJsonValue(7), QJsonValue(2.5),
            QJsonValue(u"text"_s), QJsonValue(QJsonArray {}), QJsonValue(QJsonObject {})}) {
        const bool sameType = candidate.type() == value.type()
            && (!value.isDouble()
                || (value.toDouble() == double(value.toInteger()))
                    == (candidate.toDouble() == double(candidate.toInteger())));
        if (!sameType)
            others.append(candidate);
    }
    return others;
}

// Calls `visit` with a copy of `root` in which one value (at `path`) is replaced by another of a
// different type, for every value of the document.
void forEachTypeConfusion(const QJsonValue &root,
    const std::function<void(const QJsonValue &, const QString &)> &visit,
    const std::function<QJsonValue(const QJsonValue &)> &rebuild = {}, const QString &path = u"$"_s)
{
    const auto wrap
        = [&](const QJsonValue &replaced) { return rebuild ? rebuild(replaced) : replaced; };
    for (const QJsonValue &other : otherTypes(root))
        visit(wrap(other), path);
    if (root.isObject()) {
        const QJsonObject object = root.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString key = it.key();
            forEachTypeConfusion(
                it.value(), visit,
                [&](const QJsonValue &replaced) {
                    QJsonObject copy = object;
                    copy.insert(key, replaced);
                    return wrap(copy);
                },
                path + u'.' + key);
        }
    } else if (root.isArray()) {
        const QJsonArray array = root.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            forEachTypeConfusion(
                array.at(i), visit,
                [&](const QJsonValue &replaced) {
                    QJsonArray copy = array;
                    copy.replace(i, replaced);
                    return wrap(copy);
                },
                path + u"[%1]"_s.arg(i));
        }
    }
}

} // namespace

TEST(TaxonomyLoader, ATitleThatIsNotAStringIsAnErrorNamingIt)
{
    QJsonObject root = everyFieldTaxonomy();
    ASSERT_TRUE(TaxonomyLoader::fromJson(QJsonDocument(root).toJson(), u"t.json"_s).ok());
    root.insert(u"title"_s, 42);
    const auto loaded = TaxonomyLoader::fromJson(QJsonDocument(root).toJson(), u"t.json"_s);
    ASSERT_FALSE(loaded.ok());
    EXPECT_EQ(loaded.error().message(), u"t.json: $.title: must be a string"_s);
}

TEST(TaxonomyLoader, EveryValueOfAnotherTypeIsAnErrorOrStillAValidTaxonomy)
{
    int refused = 0;
    int cases = 0;
    forEachTypeConfusion(
        everyFieldTaxonomy(), [&](const QJsonValue &document, const QString &path) {
            ++cases;
            const QByteArray json = document.isObject()
                ? QJsonDocument(document.toObject()).toJson()
                : document.isArray() ? QJsonDocument(document.toArray()).toJson()
                                     : QByteArray("null");
            try {
                const auto loaded = TaxonomyLoader::fromJson(json, u"t.json"_s);
                if (!loaded.ok()) {
                    ++refused;
                    EXPECT_TRUE(loaded.error().message().startsWith(u"t.json: $"_s))
                        << path.toStdString() << ": " << loaded.error().message().toStdString();
                }
            } catch (const std::exception &exception) {
                ADD_FAILURE() << path.toStdString() << " threw " << exception.what();
            }
        });
    EXPECT_GT(cases, 150); // every value of the document, each turned into every other type
    // Every field has a type, so nearly every change is refused; what passes is a number that
    // stays an integer (formatVersion 7 for 1 is refused by value, not type) and the like.
    EXPECT_GT(refused, cases * 9 / 10) << refused << " of " << cases;
}

TEST(TaxonomyLoader, RefusesMoreLevelsThanTheLimitAndFilesThatAreNotRegular)
{
    QJsonObject root = everyFieldTaxonomy();
    QJsonArray levels;
    for (int i = 0; i <= TaxonomyLoader::maxLevels; ++i)
        levels.append(QJsonObject {{u"key"_s, u"l%1"_s.arg(i)}, {u"name"_s, u"L%1"_s.arg(i)}});
    root.insert(u"levels"_s, levels);
    const auto deep = TaxonomyLoader::fromJson(QJsonDocument(root).toJson(), u"t.json"_s);
    ASSERT_FALSE(deep.ok());
    EXPECT_TRUE(deep.error().message().contains(u"at most 16"_s))
        << deep.error().message().toStdString();

    const auto device = TaxonomyLoader::fromFile(u"/dev/zero"_s);
    ASSERT_FALSE(device.ok());
    EXPECT_EQ(device.error().message(), u"/dev/zero: not a regular file"_s);
}
