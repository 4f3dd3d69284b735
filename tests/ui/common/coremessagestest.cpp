// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Core's messages in the interface's language: with the zh_CN translation installed as the app
// installs it, a failure of core reaches the user in Chinese, its file, line, column and values
// as they were; without a translator (the CLI, every core test) the same failure is English.
#include "common/language.h"
#include "englishagain.h"
#include "store/projectstore.h"
#include "taxonomy/taxonomyloader.h"
#include "util/csvreader.h"

#include <gtest/gtest.h>

#include <QApplication>
#include <QFile>
#include <QTemporaryDir>

using namespace taxonomist;
using namespace Qt::StringLiterals;

namespace {

// A folder of bad files and, when asked, the Chinese interface; both gone after each test.
class CoreMessages : public ::testing::Test
{
protected:
    void TearDown() override { test::englishAgain(); }

    QString write(const QString &name, const QByteArray &content) const
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(content);
        return path;
    }

    // A taxonomy whose JSON breaks on line 3, column 1.
    QString brokenJson() const
    {
        return write(u"broken.json"_s, "{\"format\": \"taxonomist-taxonomy\",\n\"nodes\": [\n}\n");
    }

    // A valid JSON taxonomy whose one node's code has a space in it.
    QString codeWithSpace() const
    {
        return write(u"spaced.json"_s,
            R"({"format": "taxonomist-taxonomy", "formatVersion": 1, "name": "t", "version": "1",
"levels": [{"key": "type", "name": "Type"}],
"nodes": [{"code": "A B", "name": "Alpha"}]})");
    }

    // A file that is no SQLite database, opened as a project.
    QString notAProject() const { return write(u"notes.taxonomist"_s, QByteArray(200, 'x')); }

    QTemporaryDir m_dir;
};

// Each failure's message() as the interface shows it (in UTF-8, for readable test output).
std::string openedError(const QString &path)
{
    auto opened = core::ProjectStore::open(path, core::ProjectStore::OpenMode::ExistingOnly);
    return opened ? std::string() : opened.error().message().toStdString();
}

std::string loadedError(const QString &path)
{
    auto loaded = core::TaxonomyLoader::fromFile(path);
    return loaded ? std::string() : loaded.error().message().toStdString();
}

std::string parsedError(QByteArrayView csv)
{
    auto parsed = core::CsvReader::parse(csv, u"labels.csv"_s);
    return parsed ? std::string() : parsed.error().message().toStdString();
}

std::string text(const QString &string)
{
    return string.toStdString();
}

const QByteArray unterminatedCsv = "url,label\nhttps://github.com/a/b/issues/1,\"C.3\n";

} // namespace

TEST_F(CoreMessages, AreChineseInTheChineseInterfaceWithTheirPlacesAndValues)
{
    ASSERT_TRUE(ui::Language::apply(*qApp, u"zh_CN"_s));
    const QString json = brokenJson();
    EXPECT_EQ(loadedError(json).rfind(text(json + u":3:1: 无效的 JSON："_s), 0), 0u)
        << loadedError(json);
    const QString spaced = codeWithSpace();
    EXPECT_EQ(loadedError(spaced), text(spaced + u": $.nodes[0].code: 编码“A B”含有空格"_s));
    const QString project = notAProject();
    EXPECT_EQ(openedError(project),
        text(project + u": 不是 Taxonomist 项目（该文件不是 SQLite 数据库）"_s));
    EXPECT_EQ(parsedError(unterminatedCsv), "labels.csv:2:33: 带引号的字段未结束（缺少右引号）");
}

TEST_F(CoreMessages, AreEnglishWithoutATranslator)
{
    const QString json = brokenJson();
    EXPECT_EQ(loadedError(json).rfind(text(json + u":3:1: invalid JSON: "_s), 0), 0u)
        << loadedError(json);
    const QString spaced = codeWithSpace();
    EXPECT_EQ(
        loadedError(spaced), text(spaced + u": $.nodes[0].code: code \"A B\" contains a space"_s));
    const QString project = notAProject();
    EXPECT_EQ(openedError(project),
        text(project + u": not a Taxonomist project (the file is not an SQLite database)"_s));
    EXPECT_EQ(parsedError(unterminatedCsv),
        "labels.csv:2:33: unterminated quoted field (the closing quote is missing)");
}
