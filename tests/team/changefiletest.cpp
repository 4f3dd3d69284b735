// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The change-file format on its own: what a writer writes a reader reads back field for field,
// and a file that is not one, altered, cut short, unsigned or from another version is refused
// before a single record reaches a sink; a value over its limit is refused by name.

#include "team/changefile.h"
#include "team/changeline.h"
#include "testpaths.h"
#include "util/inboundlimits.h"
#include "util/sha256.h"

#include <QDateTime>
#include <QFile>
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
    Status round(const RoundRecord &) override { return success(); }
    Status end() override
    {
        ended = true;
        return success();
    }
};

// The author's key: every sample file is signed with it.
const SigningKey &authorKey()
{
    static const SigningKey key = SigningKey::generate().value();
    return key;
}

ChangeHeader sampleHeader()
{
    ChangeHeader header;
    header.project = projectUuid;
    header.author = authorUuid;
    header.device = deviceUuid;
    header.createdAt = u"2026-01-05T10:00:01.000Z"_s;
    return header;
}

// Opens a file and checks its signature with the author's key, as a merge does.
Result<ChangeFile::Opened> openSigned(const QString &path)
{
    auto opened = ChangeFile::open(path);
    if (!opened)
        return opened;
    if (auto verified = ChangeFile::verify(*opened, authorKey().publicBase64(), u"the author"_s);
        !verified)
        return verified.error();
    return opened;
}

// The file's records rewritten (`from` → `to`) and signed again with the author's key, as the
// author themselves could: it passes the checksum and the signature.
bool rewriteSigned(const QString &path, const QByteArray &from, const QByteArray &to)
{
    QByteArray bytes = readAll(path);
    const qsizetype lastStart = bytes.lastIndexOf('\n', bytes.size() - 2) + 1;
    const QByteArray trailer = bytes.mid(lastStart);
    const qsizetype count = trailer.indexOf(',');
    bytes = bytes.left(lastStart).replace(from, to);
    const QByteArray sum = Sha256::hexOf(bytes);
    const QByteArray signature
        = authorKey().sign(ChangeFile::signedMessage(sampleHeader(), sum)).value();
    return writeAll(path,
        bytes + trailer.left(count) + ",\"sha256\":\"" + sum + "\",\"signature\":\"" + signature
            + "\"}\n");
}

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
    ChangeFile::Writer writer(path, authorKey());
    EXPECT_TRUE(writer.begin(sampleHeader()).ok());
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
    auto opened = openSigned(path);
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
    ASSERT_TRUE(rewriteSigned(path, "\"C.3\",", "\"C.3\" ,, "));
    auto opened = openSigned(path);
    ASSERT_TRUE(opened.ok()) << opened.error().message().toStdString();
    Collector collector;
    auto read = ChangeFile::read(*opened, collector);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().where().line, 2);
    EXPECT_GT(read.error().where().column, 90);
    EXPECT_TRUE(collector.labels.isEmpty());

    writeSample(dir);
    ASSERT_TRUE(rewriteSigned(path, ",7,", ",\"seven\","));
    opened = openSigned(path);
    ASSERT_TRUE(opened.ok());
    read = ChangeFile::read(*opened, collector);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().where().line, 2);
    EXPECT_GT(read.error().where().column, 1) << "the value's own column";
    EXPECT_TRUE(read.error().what().contains(u"field \"rev\""_s))
        << read.error().message().toStdString();
}

TEST(ChangeFile, RefusesANewerFormatAndUnknownFields)
{
    QTemporaryDir dir;
    const QString path = writeSample(dir);
    ASSERT_TRUE(rewriteSigned(path, "\"version\":2", "\"version\":3"));
    auto opened = ChangeFile::open(path);
    ASSERT_FALSE(opened.ok());
    EXPECT_TRUE(opened.error().what().contains(u"newer"_s))
        << opened.error().message().toStdString();

    writeSample(dir);
    ASSERT_TRUE(rewriteSigned(path, "\"false_positive_reason\",", "\"unsure\","));
    opened = openSigned(path);
    ASSERT_TRUE(opened.ok());
    Collector collector;
    auto read = ChangeFile::read(*opened, collector);
    ASSERT_FALSE(read.ok());
    EXPECT_TRUE(read.error().what().contains(u"\"unsure\""_s))
        << read.error().message().toStdString();
    EXPECT_FALSE(collector.ended);
}

TEST(ChangeFile, RefusesAnotherKeysSignatureAndReadsNothingUnchecked)
{
    QTemporaryDir dir;
    const QString path = writeSample(dir);
    auto opened = ChangeFile::open(path);
    ASSERT_TRUE(opened.ok()) << opened.error().message().toStdString();
    Collector collector;
    auto unchecked = ChangeFile::read(*opened, collector);
    ASSERT_FALSE(unchecked.ok()) << "records of a file whose signature nobody checked";
    EXPECT_FALSE(collector.ended);
    EXPECT_TRUE(collector.labels.isEmpty());

    const SigningKey other = SigningKey::generate().value();
    auto verified = ChangeFile::verify(*opened, other.publicBase64(), u"Ana"_s);
    ASSERT_FALSE(verified.ok());
    EXPECT_TRUE(
        verified.error().what().startsWith(u"the change file is not signed by \"Ana\"'s key"_s))
        << verified.error().message().toStdString();
    EXPECT_EQ(verified.error().where().file, path);
    EXPECT_FALSE(opened->authenticated);
    auto noKey = ChangeFile::verify(*opened, {}, u"Ana"_s, u"a package made before keys"_s);
    ASSERT_FALSE(noKey.ok());
    EXPECT_TRUE(
        noKey.error().what().contains(u"holds no key for them (a package made before keys)"_s))
        << noKey.error().message().toStdString();

    // The writer signs nothing without its author's key.
    ChangeFile::Writer unsigned_(dir.filePath(u"unsigned.changes"_s));
    ASSERT_TRUE(unsigned_.begin(sampleHeader()).ok());
    EXPECT_FALSE(unsigned_.end().ok());
    EXPECT_FALSE(QFile::exists(dir.filePath(u"unsigned.changes"_s)));
}

TEST(ChangeFile, RefusesTheUnsignedFirstFormatSayingHowToWriteItAgain)
{
    QTemporaryDir dir;
    const QString path = writeSample(dir);
    const auto asFirstFormat = [&](const QByteArray &kind) {
        QByteArray bytes = readAll(path);
        bytes = bytes.left(bytes.lastIndexOf('\n', bytes.size() - 2) + 1)
                    .replace("\"version\":2", "\"version\":1")
                    .replace("\"kind\":\"changes\"", "\"kind\":\"" + kind + "\"")
                    .replace("\"addressee\":\"\"", "\"addressee\":\"" + authorUuid.toUtf8() + "\"");
        return writeAll(dir.filePath(u"old.changes"_s),
            bytes + "{\"records\":3,\"sha256\":\"" + Sha256::hexOf(bytes) + "\"}\n");
    };
    ASSERT_TRUE(asFirstFormat("changes"));
    auto opened = ChangeFile::open(dir.filePath(u"old.changes"_s));
    ASSERT_FALSE(opened.ok());
    EXPECT_TRUE(opened.error().what().contains(u"older Taxonomist"_s))
        << opened.error().message().toStdString();
    EXPECT_TRUE(opened.error().what().contains(
        u"taxonomist-cli team export-changes --all --db THEIR_PROJECT -o FILE"_s))
        << opened.error().message().toStdString();
    ASSERT_TRUE(asFirstFormat("update"));
    opened = ChangeFile::open(dir.filePath(u"old.changes"_s));
    ASSERT_FALSE(opened.ok());
    EXPECT_TRUE(opened.error().what().contains(u"taxonomist-cli team package NAME --update"_s))
        << opened.error().message().toStdString();

    // Format 2 without its signature.
    QByteArray bytes = readAll(path);
    bytes = bytes.left(bytes.lastIndexOf('\n', bytes.size() - 2) + 1);
    ASSERT_TRUE(
        writeAll(path, bytes + "{\"records\":3,\"sha256\":\"" + Sha256::hexOf(bytes) + "\"}\n"));
    opened = openSigned(path);
    ASSERT_FALSE(opened.ok());
    EXPECT_TRUE(opened.error().what().endsWith(u"'s key: it carries no signature"_s))
        << opened.error().message().toStdString();
}

// Each value is held to its field's limit before it is copied out of the file, and the error
// names the field, line and column.
TEST(ChangeFile, RefusesAValueOverItsLimitByName)
{
    QTemporaryDir dir;
    const QString path = writeSample(dir);
    const auto readAfter = [&](const QByteArray &from, const QByteArray &to) -> Status {
        writeSample(dir);
        EXPECT_TRUE(rewriteSigned(path, from, to));
        auto opened = openSigned(path);
        if (!opened)
            return opened.error();
        Collector collector;
        auto read = ChangeFile::read(*opened, collector);
        EXPECT_EQ(collector.ended, read.ok());
        return read;
    };
    const auto refusal = [&](const QByteArray &from, const QByteArray &to) -> Error {
        auto read = readAfter(from, to);
        EXPECT_FALSE(read.ok()) << from.toStdString();
        return read ? Error() : read.error();
    };
    Error error
        = refusal("\"C.3\"", "\"" + QByteArray(InboundLimits::MaxNameChars + 1, 'C') + "\"");
    EXPECT_TRUE(
        error.what().startsWith(u"field \"node\" of a \"label\" record is 201 characters"_s))
        << error.message().toStdString();
    EXPECT_EQ(error.where().line, 2);
    EXPECT_GT(error.where().column, 80);
    // Characters, not bytes: 200 Chinese characters (600 bytes) are a name.
    EXPECT_TRUE(
        readAfter("\"C.3\"", "\"" + QString(InboundLimits::MaxNameChars, u'中').toUtf8() + "\"")
            .ok());
    error = refusal(",false,\"\",false,\"\",7,",
        ",false,\"\",false,\"" + QByteArray(InboundLimits::MaxTextBytes + 1, 'c') + "\",7,");
    EXPECT_TRUE(error.what().startsWith(u"field \"comment\" of a \"label\" record is"_s))
        << error.message().left(200).toStdString();
    EXPECT_TRUE(error.what().contains(u"at most 64 KiB"_s))
        << error.message().left(200).toStdString();
    // Lists nested deeper than a value may be.
    error = refusal("[\"bug\",\"llm\"]",
        QByteArray(InboundLimits::MaxNestingDepth + 1, '[')
            + QByteArray(InboundLimits::MaxNestingDepth + 1, ']'));
    EXPECT_TRUE(error.what().contains(u"nested too deep"_s)) << error.message().toStdString();
    EXPECT_EQ(error.where().line, 3);
}

TEST(ChangeFile, RefusesAVersionFromTheFutureOrNotATime)
{
    QTemporaryDir dir;
    const QString path = writeSample(dir);
    const auto readWith = [&](const QString &changedAt) -> Status {
        writeSample(dir);
        EXPECT_TRUE(
            rewriteSigned(path, "\"2026-01-05T10:00:00.000Z\"", "\"" + changedAt.toUtf8() + "\""));
        auto opened = openSigned(path);
        if (!opened)
            return opened.error();
        Collector collector;
        return ChangeFile::read(*opened, collector);
    };
    const QDateTime now = QDateTime::currentDateTimeUtc();
    EXPECT_TRUE(readWith(now.addSecs(3600).toString(Qt::ISODateWithMs)).ok())
        << "an hour ahead: another machine's clock";
    auto future = readWith(now.addDays(2).toString(Qt::ISODateWithMs));
    ASSERT_FALSE(future.ok());
    EXPECT_TRUE(
        future.error().what().startsWith(u"field \"changed_at\" of a \"label\" record is"_s))
        << future.error().message().toStdString();
    EXPECT_TRUE(future.error().what().contains(u"more than a day after this machine's clock"_s));
    EXPECT_EQ(future.error().where().line, 2);
    for (const QString &bad : {u"2026-13-01T00:00:00.000Z"_s, u"2026-01-05 10:00:00"_s, u"zzzz"_s,
             u"2026-01-05T10:00:00.000+00:00"_s}) {
        auto notATime = readWith(bad);
        ASSERT_FALSE(notATime.ok()) << bad.toStdString();
        EXPECT_TRUE(notATime.error().what().contains(u"expected a UTC time"_s))
            << notATime.error().message().toStdString();
    }
}

// A team server's rows never were a file: they are read through the same checks, unsigned, and
// whoever takes them answers for where they came from.
TEST(ChangeFile, ReadsRowsHandedOverInMemory)
{
    ChangeFile::Writer writer {QString()};
    ASSERT_TRUE(writer.begin(sampleHeader()).ok());
    ASSERT_TRUE(writer.rawRecord(ChangeFile::encode(sampleLabel())).ok());
    auto taken = writer.take(u"rows"_s);
    ASSERT_TRUE(taken.ok()) << taken.error().message().toStdString();
    EXPECT_TRUE(taken->authenticated);
    Collector collector;
    ASSERT_TRUE(ChangeFile::read(*taken, collector).ok());
    ASSERT_EQ(collector.labels.size(), 1);
    EXPECT_EQ(collector.labels.first().label.summary, sampleLabel().label.summary);
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
