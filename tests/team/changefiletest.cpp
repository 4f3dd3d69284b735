// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The change-file format on its own: what a writer writes a reader reads back field for field,
// and a file that is not one, altered, cut short or from a newer version is refused before a
// single record reaches a sink.

#include "team/changefile.h"
#include "team/changeline.h"
#include "testpaths.h"

#include <QCryptographicHash>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

const QString projectUuid = u"11111111-2222-4333-8444-555555555555"_s;
const QString authorUuid = u"aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee"_s;
const QString deviceUuid = u"dddddddd-dddd-4ddd-8ddd-dddddddddddd"_s;

// Keeps what it is sent.
class Collector final : public ChangeSink
{
public:
    ChangeHeader header;
    QList<LabelRecord> labels;
    QList<ContentRecord> contents;
    QList<FinalLabelRecord> finals;
    bool ended = false;

    Status begin(const ChangeHeader &h) override
    {
        header = h;
        return success();
    }
    Status info(const InfoRecord &) override { return success(); }
    Status member(const MemberRecord &) override { return success(); }
    Status framework(const FrameworkRecord &) override { return success(); }
    Status node(const NodeRecord &) override { return success(); }
    Status issue(const IssueRecord &) override { return success(); }
    Status content(const ContentRecord &r) override
    {
        contents.append(r);
        return success();
    }
    Status proposal(const ProposalRecord &) override { return success(); }
    Status label(const LabelRecord &r) override
    {
        labels.append(r);
        return success();
    }
    Status finalLabel(const FinalLabelRecord &r) override
    {
        finals.append(r);
        return success();
    }
    Status assignment(const AssignmentRecord &) override { return success(); }
    Status vote(const VoteRecord &) override { return success(); }
    Status end() override
    {
        ended = true;
        return success();
    }
};

LabelRecord sampleLabel()
{
    LabelRecord record;
    record.issue = u"99999999-9999-4999-8999-999999999999"_s;
    record.annotator = authorUuid;
    record.node = u"C.3"_s;
    record.label.summary = u"Ränge \"quoted\" \\ slash\ttab — 中文 🚀"_s;
    record.version = {7, u"2026-01-05T10:00:00.000Z"_s, authorUuid, deviceUuid, u""_s, 0, false};
    return record;
}

// Writes a file with one label, one content record and one removed final label.
QString writeSample(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(u"sample.changes"_s);
    ChangeFile::Writer writer(path);
    ChangeHeader header;
    header.project = projectUuid;
    header.author = authorUuid;
    header.device = deviceUuid;
    header.createdAt = u"2026-01-05T10:00:01.000Z"_s;
    EXPECT_TRUE(writer.begin(header).ok());
    EXPECT_TRUE(writer.label(sampleLabel()).ok());
    ContentRecord content;
    content.issue = sampleLabel().issue;
    content.content.title = u"A title"_s;
    content.content.repositoryLabels = {u"bug"_s, u"llm"_s};
    content.content.comments = {{u"ann"_s, u"2026-01-01T00:00:00Z"_s, u"line one\nline two"_s}};
    content.content.fetchedAt = u"2026-01-02T00:00:00Z"_s;
    EXPECT_TRUE(writer.content(content).ok());
    FinalLabelRecord removed;
    removed.issue = content.issue;
    removed.version
        = {3, u"2026-01-05T11:00:00.000Z"_s, authorUuid, deviceUuid, deviceUuid, 2, true};
    EXPECT_TRUE(writer.finalLabel(removed).ok());
    EXPECT_TRUE(writer.end().ok());
    return path;
}

} // namespace

TEST(ChangeFile, ReadsBackWhatWasWrittenFieldForField)
{
    QTemporaryDir dir;
    const QString path = writeSample(dir);
    auto opened = ChangeFile::open(path);
    ASSERT_TRUE(opened.ok()) << opened.error().message().toStdString();
    EXPECT_EQ(opened->records, 3);
    Collector collector;
    ASSERT_TRUE(ChangeFile::read(*opened, collector).ok());
    EXPECT_TRUE(collector.ended);
    EXPECT_EQ(collector.header.project, projectUuid);
    EXPECT_EQ(collector.header.author, authorUuid);
    ASSERT_EQ(collector.labels.size(), 1);
    const LabelRecord &label = collector.labels.first();
    EXPECT_EQ(label.label.summary, sampleLabel().label.summary)
        << "escapes, tabs and non-ASCII text survive";
    EXPECT_EQ(label.node, u"C.3"_s);
    EXPECT_EQ(label.version.rev, 7);
    EXPECT_EQ(label.version.device, deviceUuid);
    EXPECT_FALSE(label.version.deleted);
    ASSERT_EQ(collector.contents.size(), 1);
    EXPECT_EQ(
        collector.contents.first().content.repositoryLabels, (QStringList {u"bug"_s, u"llm"_s}));
    ASSERT_EQ(collector.contents.first().content.comments.size(), 1);
    EXPECT_EQ(collector.contents.first().content.comments.first().body, u"line one\nline two"_s);
    ASSERT_EQ(collector.finals.size(), 1);
    EXPECT_TRUE(collector.finals.first().version.deleted);
    EXPECT_EQ(collector.finals.first().version.baseRev, 2);
}

TEST(ChangeFile, RefusesAnAlteredFileBeforeReadingARecord)
{
    QTemporaryDir dir;
    const QString path = writeSample(dir);
    QByteArray bytes = readAll(path);
    const qsizetype at = bytes.indexOf("\"C.3\"");
    ASSERT_GT(at, 0);
    bytes[at + 3] = '4'; // C.3 → C.4: still a well-formed file, but not the one that was written
    ASSERT_TRUE(writeAll(path, bytes));
    auto opened = ChangeFile::open(path);
    ASSERT_FALSE(opened.ok());
    EXPECT_TRUE(opened.error().what().contains(u"checksum does not match"_s))
        << opened.error().message().toStdString();
    EXPECT_EQ(opened.error().where().file, path);
    EXPECT_EQ(opened.error().where().line, 5) << "the checksum's line";
}

TEST(ChangeFile, RefusesAFileCutShort)
{
    QTemporaryDir dir;
    const QString path = writeSample(dir);
    const QByteArray bytes = readAll(path);
    ASSERT_TRUE(writeAll(path, bytes.left(bytes.lastIndexOf('\n', bytes.size() - 2) + 1)));
    auto opened = ChangeFile::open(path);
    ASSERT_FALSE(opened.ok());
    EXPECT_TRUE(opened.error().what().contains(u"cut short"_s))
        << opened.error().message().toStdString();
    ASSERT_TRUE(writeAll(path, bytes.left(bytes.size() - 10)));
    EXPECT_FALSE(ChangeFile::open(path).ok());
}

TEST(ChangeFile, RefusesWhatIsNotAChangeFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"x.changes"_s);
    for (const QByteArray &content : {QByteArray(), QByteArray("Issue_URL,Label1\n"),
             QByteArray("{\"format\":\"other\"}\n{}\n")}) {
        ASSERT_TRUE(writeAll(path, content));
        auto opened = ChangeFile::open(path);
        ASSERT_FALSE(opened.ok()) << content.toStdString();
        EXPECT_EQ(opened.error().where().file, path);
    }
    EXPECT_TRUE(
        ChangeFile::open(dir.filePath(u"missing.changes"_s)).error().what().contains(u"no such"_s));
    EXPECT_FALSE(ChangeFile::open(dir.path()).ok()) << "a folder is not a change file";
}

// A record line that passes the checksum (the checksum is recomputed, as a careless tool would)
// but is not JSON, or has a field of the wrong type: refused with its line and column.
TEST(ChangeFile, NamesLineAndColumnOfABadRecord)
{
    QTemporaryDir dir;
    const QString path = writeSample(dir);
    const auto rewrite = [&](const QByteArray &from, const QByteArray &to) {
        QByteArray bytes = readAll(path);
        bytes = bytes.left(bytes.lastIndexOf('\n', bytes.size() - 2) + 1).replace(from, to);
        const QByteArray sum = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
        return writeAll(path, bytes + "{\"records\":3,\"sha256\":\"" + sum + "\"}\n");
    };
    ASSERT_TRUE(rewrite("\"C.3\",", "\"C.3\" ,, "));
    auto opened = ChangeFile::open(path);
    ASSERT_TRUE(opened.ok());
    Collector collector;
    auto read = ChangeFile::read(*opened, collector);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().where().line, 2);
    EXPECT_GT(read.error().where().column, 90);
    EXPECT_TRUE(collector.labels.isEmpty());

    writeSample(dir);
    ASSERT_TRUE(rewrite(",7,", ",\"seven\","));
    opened = ChangeFile::open(path);
    ASSERT_TRUE(opened.ok());
    read = ChangeFile::read(*opened, collector);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().where().line, 2);
    EXPECT_TRUE(read.error().what().contains(u"field \"rev\""_s))
        << read.error().message().toStdString();
}

TEST(ChangeFile, RefusesANewerFormatAndUnknownFields)
{
    QTemporaryDir dir;
    const QString path = writeSample(dir);
    const auto withHeader = [&](const QByteArray &from, const QByteArray &to) {
        QByteArray bytes = readAll(path);
        bytes = bytes.left(bytes.lastIndexOf('\n', bytes.size() - 2) + 1).replace(from, to);
        const QByteArray sum = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
        return writeAll(path, bytes + "{\"records\":3,\"sha256\":\"" + sum + "\"}\n");
    };
    ASSERT_TRUE(withHeader("\"version\":1", "\"version\":2"));
    auto opened = ChangeFile::open(path);
    ASSERT_FALSE(opened.ok());
    EXPECT_TRUE(opened.error().what().contains(u"newer"_s))
        << opened.error().message().toStdString();

    writeSample(dir);
    ASSERT_TRUE(withHeader("\"false_positive_reason\",", "\"unsure\","));
    opened = ChangeFile::open(path);
    ASSERT_TRUE(opened.ok());
    Collector collector;
    auto read = ChangeFile::read(*opened, collector);
    ASSERT_FALSE(read.ok());
    EXPECT_TRUE(read.error().what().contains(u"\"unsure\""_s))
        << read.error().message().toStdString();
    EXPECT_FALSE(collector.ended);
}

TEST(ChangeLineParser, ParsesScalarsStringsAndNestedValues)
{
    ChangeLineParser parser;
    std::vector<ChangeValue> values;
    ASSERT_TRUE(parser.parse(
        R"( ["label", -12, true, false, null, "a\"b\\c\u00e9\ud83d\ude80", ["x", [1]], {"k": "]"}] )",
        values));
    ASSERT_EQ(values.size(), 8u);
    EXPECT_EQ(values[1].integer, -12);
    EXPECT_TRUE(values[2].boolean);
    EXPECT_EQ(values[4].type, ChangeValue::Type::Null);
    EXPECT_EQ(QString::fromUtf8(values[5].text), u"a\"b\\cé🚀"_s);
    EXPECT_EQ(values[6].type, ChangeValue::Type::Nested);
    EXPECT_EQ(values[6].text, QByteArrayView(R"(["x", [1]])"));
    EXPECT_EQ(values[7].text, QByteArrayView(R"({"k": "]"})"));
    for (const char *bad :
        {"", "[", "[1,]", "[\"open]", "[01]", "[\"\\x\"]", "[\"\\ud800\"]", "[1] x", "[tru]"})
        EXPECT_FALSE(parser.parse(bad, values)) << bad;
}
