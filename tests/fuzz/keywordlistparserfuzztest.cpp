// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzz-style properties of the filter_keywords parser: generated files parse to exactly what
// was generated; mutated ones give keywords taken from the input, or an error inside it.
#include "fuzzmutator.h"
#include "fuzzsettings.h"
#include "inputbounds.h"
#include "study/keywordlistparser.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <iostream>
#include <optional>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

const QString FileName = u"filter_keywords"_s;

QList<QByteArray> keywordTokens()
{
    return {"_keywords", "x_keywords = [", "[", "]", "[[", "]]", "=", "#", "# note\n", "'a',",
        "\"b\",", "\\'", "\\\"", "\\\\", "'", "''", "\"\"", ",]", "pytorch_keywords"};
}

QString randomKeyword(fuzz::FuzzMutator &random)
{
    static const QStringList vocabulary = {
        u"llm"_s,
        u"few shot"_s,
        u"t5-11b"_s,
        u"GPT"_s,
        u"C++"_s,
        u"a,b"_s,
        u"it's"_s,
        u"say \"x\""_s,
        u"back\\slash"_s,
        u"漢字"_s,
        u"😀"_s,
        u"[bracket]"_s,
        u"# not a comment"_s,
        u" padded "_s,
    };
    if (!random.oneIn(3))
        return vocabulary[random.below(int(vocabulary.size()))];
    QString keyword;
    const int length = 1 + (random.oneIn(2000) ? random.below(5000) : random.below(12));
    for (int i = 0; i < length; ++i)
        keyword += QChar(char16_t(0x20 + random.below(0x5F))); // printable ASCII, quotes and \ too
    return keyword;
}

// The keyword as a Python string literal, in either quote style, escaping what must be escaped
// and now and then a letter that needs none (the parser takes "\l" as "l").
QString literal(fuzz::FuzzMutator &random, const QString &keyword)
{
    const QChar quote = random.oneIn(2) ? u'\'' : u'"';
    QString out(quote);
    for (const QChar c : keyword) {
        if (c == quote || c == u'\\' || (c.isLetter() && random.oneIn(20)))
            out += u'\\';
        out += c;
    }
    return out + quote;
}

QString randomSpace(fuzz::FuzzMutator &random)
{
    static const QStringList spaces = {QString(), u" "_s, u"\n"_s, u"\n  "_s, u"  # a comment\n"_s,
        u"\t"_s, u"\r\n"_s, u" # 'not', \"keywords\"\n  "_s};
    return spaces[random.below(int(spaces.size()))];
}

struct GeneratedFile
{
    QByteArray bytes;
    QList<KeywordList> lists; // what the parser must return
};

GeneratedFile writeKeywordFile(fuzz::FuzzMutator &random)
{
    static const QStringList names
        = {u"pytorch"_s, u"tensorflow"_s, u"vllm"_s, u"colossal_ai"_s, u"Fw2"_s, u"框架"_s};
    GeneratedFile file;
    QString text = random.oneIn(3) ? u"# LLM filter keywords\n"_s : QString();
    const int lists = 1 + random.below(4);
    for (int l = 0; l < lists; ++l) {
        KeywordList list;
        list.name = names[random.below(int(names.size()))];
        list.line = int(text.count(u'\n')) + 1;
        text
            += list.name + u"_keywords"_s + randomSpace(random) + u'=' + randomSpace(random) + u'[';
        const int keywords = random.below(12);
        for (int k = 0; k < keywords; ++k) {
            const QString keyword = randomKeyword(random);
            ++list.listed;
            if (!list.keywords.contains(keyword))
                list.keywords.append(keyword);
            text += randomSpace(random) + literal(random, keyword) + randomSpace(random);
            if (k + 1 < keywords || random.oneIn(3)) // a trailing comma now and then
                text += u',';
        }
        text += randomSpace(random) + u"]\n"_s + (random.oneIn(2) ? u"\n"_s : QString());
        file.lists.append(std::move(list));
    }
    file.bytes = text.toUtf8();
    return file;
}

QString withoutBackslashes(QString text)
{
    return text.remove(u'\\');
}

std::optional<std::string> checkParse(const QByteArray &input)
{
    const auto result = KeywordListParser::parse(input, FileName);
    const fuzz::InputBounds bounds(input);
    if (!result.ok()) {
        const Error &error = result.error();
        if (error.where().file != FileName || error.what().isEmpty())
            return "an error without the file name or a message: " + error.message().toStdString();
        if (!bounds.contains(error.where().line, error.where().column))
            return "error position outside the input: " + error.message().toStdString();
        return std::nullopt;
    }
    if (!fuzz::isValidUtf8(input))
        return "invalid UTF-8 accepted";
    // Escapes drop a backslash, so compare with every backslash gone on both sides.
    const QString text = withoutBackslashes(QString::fromUtf8(input));
    for (const KeywordList &list : *result) {
        if (list.name.isEmpty() || !text.contains(list.name + u"_keywords"_s))
            return "a list name that is empty or not in the input: " + list.name.toStdString();
        if (!bounds.contains(list.line, 1))
            return "a list on line " + std::to_string(list.line) + ", outside the input";
        if (list.listed < list.keywords.size())
            return "fewer keywords listed than kept";
        for (const QString &keyword : list.keywords) {
            if (keyword.isEmpty())
                return "an empty keyword in list " + list.name.toStdString();
            if (!text.contains(withoutBackslashes(keyword)))
                return "a keyword that is not in the input: " + keyword.toStdString();
            if (list.keywords.count(keyword) != 1)
                return "a repeated keyword: " + keyword.toStdString();
        }
    }
    return std::nullopt;
}

std::string describeLists(const QList<KeywordList> &lists)
{
    std::string out;
    for (const KeywordList &list : lists) {
        out += list.name.toStdString() + "@" + std::to_string(list.line) + " ("
            + std::to_string(list.listed) + "):";
        for (const QString &keyword : list.keywords)
            out += " [" + keyword.toStdString() + "]";
        out += "\n";
    }
    return out;
}

} // namespace

TEST(KeywordListParserFuzz, GeneratedFilesParseToWhatWasWritten)
{
    const int count = fuzz::iterations();
    std::cout << "[ fuzz     ] KeywordListParser, valid files: " << fuzz::describeRun(count)
              << std::endl;
    fuzz::FuzzMutator random(fuzz::seed() + 2, {});
    for (int i = 0; i < count; ++i) {
        const GeneratedFile file = writeKeywordFile(random);
        const auto parsed = KeywordListParser::parse(file.bytes, FileName);
        const auto where = [&] {
            return "\n  file " + std::to_string(i) + " (" + fuzz::describeRun(count)
                + "): " + fuzz::printable(file.bytes);
        };
        ASSERT_TRUE(parsed.ok()) << parsed.error().message().toStdString() << where();
        ASSERT_EQ(describeLists(*parsed), describeLists(file.lists)) << where();
    }
}

TEST(KeywordListParserFuzz, MutatedFilesGiveKeywordsFromTheInputOrAnErrorInsideIt)
{
    const int count = fuzz::iterations();
    std::cout << "[ fuzz     ] KeywordListParser, mutated files: " << fuzz::describeRun(count)
              << std::endl;
    fuzz::FuzzMutator mutator(fuzz::seed() + 3, keywordTokens());
    QList<QByteArray> pool; // other valid files to splice in
    for (int i = 0; i < 64; ++i)
        pool.append(writeKeywordFile(mutator).bytes);
    for (int i = 0; i < count; ++i) {
        const QByteArray input = mutator.mutate(
            writeKeywordFile(mutator).bytes, pool[mutator.below(int(pool.size()))]);
        const auto failure = checkParse(input);
        ASSERT_FALSE(failure) << *failure << "\n  input " << i << " (" << fuzz::describeRun(count)
                              << "): " << fuzz::printable(input);
    }
}
