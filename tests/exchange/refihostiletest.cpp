// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "exchange/refiimporter.h"
#include "exchange/refitaxonomy.h"
#include "exchange/refixmlreader.h"
#include "exchange/zipreader.h"
#include "exchange/zipwriter.h"
#include "interviewproject.h"
#include "interviews/interviewstore.h"
#include "testpaths.h"
#include "util/childprocess.h"
#include "util/inboundlimits.h"
#include "util/savefile.h"

#include <QFileInfo>
#include <QTemporaryDir>

#include <cstring>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

QByteArray package(const QByteArray &qde, const QList<std::pair<QString, QByteArray>> &sources = {})
{
    ZipWriter zip;
    zip.add(u"project.qde"_s, qde);
    for (const auto &[name, content] : sources)
        zip.add(name, content);
    auto bytes = zip.finish();
    return bytes ? *bytes : QByteArray();
}

QByteArray projectWithSource(const QString &path, int start, int end)
{
    return QStringLiteral(R"(<?xml version="1.0" encoding="UTF-8"?>
<Project xmlns="urn:QDA-XML:project:1.0" name="p">
  <CodeBook><Codes><Code guid="85D17F60-7BB0-481E-B742-B4861DD669DF" name="happiness" isCodable="true"/></Codes></CodeBook>
  <Sources>
    <TextSource guid="69A4332D-5B31-4915-B520-5275CFC21B40" name="t.txt" plainTextPath="%1">
      <PlainTextSelection guid="4191294A-E287-4510-95B0-69BCE4638E56" startPosition="%2" endPosition="%3">
        <Coding guid="445A6AEC-1400-4502-919D-0867832FF211"><CodeRef targetGUID="85D17F60-7BB0-481E-B742-B4861DD669DF"/></Coding>
      </PlainTextSelection>
    </TextSource>
  </Sources>
</Project>
)")
        .arg(path)
        .arg(start)
        .arg(end)
        .toUtf8();
}

void putLittle(QByteArray &bytes, qsizetype at, quint64 value, int width)
{
    for (int i = 0; i < width; ++i)
        bytes[at + i] = static_cast<char>((value >> (8 * i)) & 0xFF);
}

// Makes every header of the entry `name` (its local header and its directory record) claim
// `size` bytes unpacked, whatever it really holds.
void claimSize(QByteArray &zip, const QByteArray &name, quint32 size)
{
    for (qsizetype at = zip.indexOf("PK\3\4"); at >= 0; at = zip.indexOf("PK\3\4", at + 4)) {
        const auto nameLength = static_cast<unsigned char>(zip[at + 26])
            | static_cast<unsigned char>(zip[at + 27]) << 8;
        if (zip.mid(at + 30, nameLength) == name)
            putLittle(zip, at + 22, size, 4);
    }
    for (qsizetype at = zip.indexOf("PK\1\2"); at >= 0; at = zip.indexOf("PK\1\2", at + 4)) {
        const auto nameLength = static_cast<unsigned char>(zip[at + 28])
            | static_cast<unsigned char>(zip[at + 29]) << 8;
        if (zip.mid(at + 46, nameLength) == name)
            putLittle(zip, at + 24, size, 4);
    }
}

// The archive with a ZIP64 end record in front of its end record, claiming `entries` entries in
// a directory of `directoryBytes` bytes (what the archive really holds is unchanged).
QByteArray withZip64Claims(QByteArray zip, quint64 entries, quint64 directoryBytes)
{
    const qsizetype end = zip.lastIndexOf("PK\5\6");
    const quint64 directoryOffset = static_cast<unsigned char>(zip[end + 16])
        | static_cast<unsigned char>(zip[end + 17]) << 8
        | static_cast<unsigned char>(zip[end + 18]) << 16
        | static_cast<quint64>(static_cast<unsigned char>(zip[end + 19])) << 24;
    QByteArray record(56, '\0');
    std::memcpy(record.data(), "PK\6\6", 4);
    putLittle(record, 4, 44, 8);
    putLittle(record, 12, 45, 2);
    putLittle(record, 14, 45, 2);
    putLittle(record, 24, entries, 8);
    putLittle(record, 32, entries, 8);
    putLittle(record, 40, directoryBytes, 8);
    putLittle(record, 48, directoryOffset, 8);
    QByteArray locator(20, '\0');
    std::memcpy(locator.data(), "PK\6\7", 4);
    putLittle(locator, 8, static_cast<quint64>(end), 8);
    putLittle(locator, 16, 1, 4);
    QByteArray eocd = zip.mid(end);
    putLittle(eocd, 8, 0xFFFF, 2);
    putLittle(eocd, 10, 0xFFFF, 2);
    putLittle(eocd, 12, 0xFFFFFFFF, 4);
    putLittle(eocd, 16, 0xFFFFFFFF, 4);
    return zip.left(end) + record + locator + eocd;
}

QByteArray projectXml(const QString &body)
{
    return (uR"(<?xml version="1.0" encoding="UTF-8"?>
<Project xmlns="urn:QDA-XML:project:1.0" name="p">
)"_s + body
        + u"\n</Project>\n"_s)
        .toUtf8();
}

// `taxonomist-cli refi import` as a user runs it, with its own peak memory.
ChildRun importWithCli(const QString &file, const QString &db)
{
    auto run
        = runChild(QStringLiteral(TAXONOMIST_CLI), {u"refi"_s, u"import"_s, file, u"--db"_s, db});
    if (run)
        return *run;
    ChildRun failed;
    failed.errorOutput = run.error().message();
    return failed;
}

// A child's peak well below what the hostile archive would take if the import followed it.
constexpr double MaxPeakMiB = 300;

} // namespace

TEST(RefiXmlReader, RefusesADocumentTypeDeclaration)
{
    const QByteArray laughs = R"(<?xml version="1.0"?>
<!DOCTYPE CodeBook [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<CodeBook xmlns="urn:QDA-XML:codebook:1.0"><Codes><Code guid="85D17F60-7BB0-481E-B742-B4861DD669DF" name="&lol2;" isCodable="true"/></Codes></CodeBook>
)";
    auto read = RefiXmlReader::codebook(laughs, u"laughs.qdc"_s);
    ASSERT_FALSE(read);
    EXPECT_TRUE(read.error().message().startsWith(u"laughs.qdc:2:"_s))
        << read.error().message().toStdString();
    EXPECT_NE(read.error().message().indexOf(u"document type declaration is not accepted"_s), -1);

    const QByteArray external = R"(<?xml version="1.0"?>
<CodeBook xmlns="urn:QDA-XML:codebook:1.0"><Codes><Code guid="85D17F60-7BB0-481E-B742-B4861DD669DF" name="&xxe;" isCodable="true"/></Codes></CodeBook>
)";
    auto undeclared = RefiXmlReader::codebook(external, u"xxe.qdc"_s);
    ASSERT_FALSE(undeclared);
    EXPECT_TRUE(undeclared.error().message().startsWith(u"xxe.qdc:2:"_s))
        << undeclared.error().message().toStdString();
}

TEST(RefiXmlReader, NamesTheFieldThatIsWrong)
{
    auto badGuid = RefiXmlReader::codebook(R"(<CodeBook xmlns="urn:QDA-XML:codebook:1.0"><Codes>
<Code guid="not-a-guid" name="x" isCodable="true"/></Codes></CodeBook>)",
        u"c.qdc"_s);
    ASSERT_FALSE(badGuid);
    EXPECT_TRUE(badGuid.error().message().startsWith(u"c.qdc:2:"_s))
        << badGuid.error().message().toStdString();
    EXPECT_TRUE(
        badGuid.error().message().endsWith(u": guid of Code is not a GUID: \"not-a-guid\""_s));
    auto wrongRoot
        = RefiXmlReader::project(R"(<CodeBook xmlns="urn:QDA-XML:codebook:1.0"/>)", u"p.qde"_s);
    ASSERT_FALSE(wrongRoot);
    EXPECT_NE(wrongRoot.error().message().indexOf(u"expected a REFI-QDA Project"_s), -1);
    QByteArray deep = R"(<CodeBook xmlns="urn:QDA-XML:codebook:1.0"><Codes>)";
    for (int i = 0; i < 20; ++i)
        deep += QStringLiteral(
            R"(<Code guid="85D17F60-7BB0-481E-B742-B4861DD6%1" name="c%1" isCodable="true">)")
                    .arg(i, 4, 10, QLatin1Char('0'))
                    .toUtf8();
    for (int i = 0; i < 20; ++i)
        deep += "</Code>";
    deep += "</Codes></CodeBook>";
    auto tooDeep = RefiXmlReader::codebook(deep, u"deep.qdc"_s);
    ASSERT_FALSE(tooDeep);
    EXPECT_NE(tooDeep.error().message().indexOf(u"codes nest deeper than 16 levels"_s), -1);
}

TEST(ZipReader, StopsAZipBombAtTheLimit)
{
    QTemporaryDir dir;
    ZipWriter zip;
    zip.add(
        u"project.qde"_s, QByteArray(8 * 1024 * 1024, '\0')); // 8 MiB of zeros deflate to a few KiB
    auto bytes = zip.finish();
    ASSERT_TRUE(bytes);
    EXPECT_LT(bytes->size(), 64 * 1024);
    const QString bomb = dir.filePath(u"bomb.qdpx"_s);
    ASSERT_TRUE(saveFile(bomb, *bytes));
    auto reader = ZipReader::open(bomb);
    ASSERT_TRUE(reader) << reader.error().message().toStdString();
    auto declared = (*reader)->read(u"project.qde"_s, 1024 * 1024);
    ASSERT_FALSE(declared);
    EXPECT_EQ(declared.error().message(),
        bomb
            + u":project.qde: the archive says the entry unpacks to 8 MiB, more than 1 MiB, the limit for it"_s);

    // Headers that claim a few bytes do not let more through: the bytes that come out count.
    QByteArray lying = *bytes;
    claimSize(lying, "project.qde", 1000);
    const QString liar = dir.filePath(u"liar.qdpx"_s);
    ASSERT_TRUE(saveFile(liar, lying));
    auto liarReader = ZipReader::open(liar);
    ASSERT_TRUE(liarReader) << liarReader.error().message().toStdString();
    auto capped = (*liarReader)->read(u"project.qde"_s, 1024 * 1024);
    ASSERT_FALSE(capped);
    EXPECT_EQ(capped.error().message(),
        liar + u":project.qde: the entry inflates to more than 1 MiB, the limit for it"_s);

    ZipReader::Limits limits;
    limits.totalBytes = 2 * 1024 * 1024;
    auto small = ZipReader::open(bomb, limits);
    ASSERT_TRUE(small);
    auto total = (*small)->read(u"project.qde"_s, 64 * 1024 * 1024);
    ASSERT_FALSE(total);
    EXPECT_NE(total.error().message().indexOf(u"in all, the limit"_s), -1);
}

TEST(ZipReader, RefusesWhatTheHeadersClaimBeyondTheLimitsBeforeReadingIt)
{
    QTemporaryDir dir;
    const QByteArray honest = package(projectXml(QString()));
    ASSERT_FALSE(honest.isEmpty());

    // A ZIP64 end record claiming 2^40 entries, or a directory of 1 TiB: refused from the claim,
    // which is never used to size anything.
    const QString entries = dir.filePath(u"entries.qdpx"_s);
    ASSERT_TRUE(saveFile(entries, withZip64Claims(honest, quint64(1) << 40, 100)));
    auto manyEntries = ZipReader::open(entries);
    ASSERT_FALSE(manyEntries);
    EXPECT_EQ(manyEntries.error().message(),
        entries + u": the archive has 1099511627776 entries (at most 100000)"_s);
    const QString directory = dir.filePath(u"directory.qdpx"_s);
    ASSERT_TRUE(saveFile(directory, withZip64Claims(honest, 1, quint64(1) << 40)));
    auto hugeDirectory = ZipReader::open(directory);
    ASSERT_FALSE(hugeDirectory);
    EXPECT_EQ(hugeDirectory.error().message(),
        directory + u": the archive's directory of entries is 1048576 MiB (at most 32 MiB)"_s);

    // An entry that claims 4 GiB unpacked is refused by name before a byte of it is inflated,
    // in the CLI too, and the run stays small.
    QByteArray claiming = honest;
    claimSize(claiming, "project.qde", 0xFFFFFFFEU);
    const QString huge = dir.filePath(u"huge.qdpx"_s);
    ASSERT_TRUE(saveFile(huge, claiming));
    auto reader = ZipReader::open(huge);
    ASSERT_TRUE(reader) << reader.error().message().toStdString();
    auto read = (*reader)->read(u"project.qde"_s, InboundLimits::MaxArchiveEntryBytes);
    ASSERT_FALSE(read);
    EXPECT_EQ(read.error().message(),
        huge
            + u":project.qde: the archive says the entry unpacks to 4096 MiB, more than 256 MiB, the limit for it"_s);
    const ChildRun cli = importWithCli(huge, dir.filePath(u"huge.taxonomist"_s));
    EXPECT_EQ(cli.exitCode, 1);
    EXPECT_TRUE(cli.errorOutput.contains(
        huge + u":project.qde: the archive says the entry unpacks to 4096 MiB"_s))
        << cli.errorOutput.toStdString();
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(u"huge.taxonomist"_s)));
}

TEST(RefiImport, AZipBombIsRefusedInBoundedMemory)
{
    QTemporaryDir dir;
    // project.qde: a description of 300 MiB, a few hundred KiB deflated, whose headers say it is
    // 1,000 bytes. It stops at the limit on one piece of XML instead of being inflated, held and
    // decoded whole.
    {
        QByteArray qde = projectXml(u"<Description>"_s);
        qde.chop(QByteArrayView("\n</Project>\n").size());
        qde.append(QByteArray(300 * 1024 * 1024, 'a'));
        qde.append("</Description></Project>\n");
        QByteArray zip = package(qde);
        claimSize(zip, "project.qde", 1000);
        const QString bomb = dir.filePath(u"description.qdpx"_s);
        ASSERT_TRUE(saveFile(bomb, zip));
        EXPECT_LT(QFileInfo(bomb).size(), 2 * 1024 * 1024);
        const ChildRun run = importWithCli(bomb, dir.filePath(u"a.taxonomist"_s));
        EXPECT_EQ(run.exitCode, 1);
        EXPECT_TRUE(run.errorOutput.contains(bomb + u":project.qde:3:"_s))
            << run.errorOutput.toStdString();
        EXPECT_TRUE(run.errorOutput.contains(
            u"one piece of the XML (a text, a tag or a comment) is larger than 64 MiB, the limit"_s))
            << run.errorOutput.toStdString();
        EXPECT_FALSE(QFileInfo::exists(dir.filePath(u"a.taxonomist"_s)));
#if !defined(__SANITIZE_ADDRESS__) // the sanitizer's own memory would be measured too
        EXPECT_LT(run.peakRssMiB, MaxPeakMiB);
#endif
    }
    // A source whose headers claim 1,000 bytes and that inflates without end stops at the limit of
    // a source, naming the archive and the entry.
    {
        QByteArray zip = package(projectWithSource(u"internal://t.txt"_s, 0, 2),
            {{u"sources/t.txt"_s, QByteArray(100 * 1024 * 1024, 'a')}});
        claimSize(zip, "sources/t.txt", 1000);
        const QString bomb = dir.filePath(u"source.qdpx"_s);
        ASSERT_TRUE(saveFile(bomb, zip));
        const ChildRun run = importWithCli(bomb, dir.filePath(u"b.taxonomist"_s));
        EXPECT_EQ(run.exitCode, 1);
        EXPECT_TRUE(run.errorOutput.contains(
            bomb + u":sources/t.txt: the entry inflates to more than 64 MiB, the limit for it"_s))
            << run.errorOutput.toStdString();
        EXPECT_FALSE(QFileInfo::exists(dir.filePath(u"b.taxonomist"_s)));
#if !defined(__SANITIZE_ADDRESS__)
        EXPECT_LT(run.peakRssMiB, MaxPeakMiB);
#endif
    }
    // Sixteen sources of 12 MiB each, every one within the limits: imported, one source in
    // memory at a time rather than all of them at once.
    {
        constexpr int sources = 16;
        QString body = u"<Sources>"_s;
        QList<std::pair<QString, QByteArray>> files;
        const QByteArray text(12 * 1024 * 1024, 'a'); // one buffer, shared by every entry
        for (int i = 0; i < sources; ++i) {
            body
                += uR"(<TextSource guid="69A4332D-5B31-4915-B520-5275CFC2%1" name="t%1.txt" plainTextPath="internal://t%1.txt"/>)"_s
                       .arg(i, 4, 10, QLatin1Char('0'));
            files.append({u"sources/t%1.txt"_s.arg(i, 4, 10, QLatin1Char('0')), text});
        }
        body += u"</Sources>"_s;
        const QString many = dir.filePath(u"many.qdpx"_s);
        ASSERT_TRUE(saveFile(many, package(projectXml(body), files)));
        const ChildRun run = importWithCli(many, dir.filePath(u"c.taxonomist"_s));
        EXPECT_EQ(run.exitCode, 0) << run.errorOutput.toStdString();
#if !defined(__SANITIZE_ADDRESS__)
        EXPECT_LT(run.peakRssMiB, MaxPeakMiB);
#endif
    }
}

TEST(RefiXmlReader, RefusesOversizedAndTooDeepInputNamingTheElement)
{
    // Nesting is bounded inside elements that are skipped, too.
    QString deep = u"<Links>"_s;
    for (int i = 0; i < 100; ++i)
        deep += u"<Link>"_s;
    for (int i = 0; i < 100; ++i)
        deep += u"</Link>"_s;
    deep += u"</Links>"_s;
    auto tooDeep = RefiXmlReader::project(projectXml(deep), u"p.qde"_s);
    ASSERT_FALSE(tooDeep);
    EXPECT_TRUE(tooDeep.error().message().startsWith(u"p.qde:3:"_s))
        << tooDeep.error().message().toStdString();
    EXPECT_TRUE(tooDeep.error().message().endsWith(u"elements nest deeper than 64"_s))
        << tooDeep.error().message().toStdString();

    const QString longName(300, u'x');
    auto code = RefiXmlReader::codebook(
        QStringLiteral(R"(<CodeBook xmlns="urn:QDA-XML:codebook:1.0"><Codes>
<Code guid="85D17F60-7BB0-481E-B742-B4861DD669DF" name="C.3 %1" isCodable="true"/></Codes></CodeBook>)")
            .arg(longName)
            .toUtf8(),
        u"c.qdc"_s);
    ASSERT_FALSE(code);
    EXPECT_TRUE(code.error().message().startsWith(u"c.qdc:2:"_s))
        << code.error().message().toStdString();
    EXPECT_TRUE(code.error().message().contains(
        u"name of Code is longer than 200 characters after its code"_s))
        << code.error().message().toStdString();

    auto user = RefiXmlReader::project(
        projectXml(
            uR"(<Users><User guid="C32A2BD5-537F-4838-8B17-DF9EFBAFDF4B" name="%1"/></Users>)"_s
                .arg(longName)),
        u"p.qde"_s);
    ASSERT_FALSE(user);
    EXPECT_TRUE(user.error().message().contains(u"p.qde:3:"_s))
        << user.error().message().toStdString();
    EXPECT_TRUE(user.error().message().contains(u"name of User is longer than 200 characters"_s))
        << user.error().message().toStdString();

    auto description = RefiXmlReader::project(
        projectXml(u"<Description>%1</Description>"_s.arg(QString(64 * 1024 + 1, u'd'))),
        u"p.qde"_s);
    ASSERT_FALSE(description);
    EXPECT_TRUE(description.error().message().startsWith(u"p.qde:3:"_s))
        << description.error().message().toStdString();
    EXPECT_TRUE(description.error().message().endsWith(
        u"Description is larger than 64 KiB, the limit for it"_s))
        << description.error().message().toStdString();

    // A source's name is only shown: cut, as a transcript's name is.
    auto source = RefiXmlReader::project(
        projectXml(
            uR"(<Sources><TextSource guid="69A4332D-5B31-4915-B520-5275CFC21B40" name="%1"><PlainTextContent>hi</PlainTextContent></TextSource></Sources>)"_s
                .arg(longName)),
        u"p.qde"_s);
    ASSERT_TRUE(source) << source.error().message().toStdString();
    ASSERT_EQ(source->sources.size(), 1);
    EXPECT_EQ(source->sources[0].name, longName.left(200));
    EXPECT_EQ(source->sources[0].text, u"hi"_s);
}

TEST(RefiImport, ADuplicateGuidIsRefusedNamingBothPlacesAndNothingIsImported)
{
    const QString code = u"85D17F60-7BB0-481E-B742-B4861DD669DF"_s;
    const QString source = u"69A4332D-5B31-4915-B520-5275CFC21B40"_s;
    const QString user = u"C32A2BD5-537F-4838-8B17-DF9EFBAFDF4B"_s;
    const QString selection = u"4191294A-E287-4510-95B0-69BCE4638E56"_s;
    const auto projectWith = [&](const QString &codes, const QString &users,
                                 const QString &sources) {
        return projectXml(
            u"<Users>%1</Users>\n<CodeBook><Codes>%2</Codes></CodeBook>\n<Sources>%3</Sources>"_s
                .arg(users, codes, sources));
    };
    const QString oneUser = uR"(<User guid="%1" name="Ada"/>)"_s.arg(user);
    const QString twoCodes = uR"(<Code guid="%1" name="happiness" isCodable="true"/>
<Code guid="{%2}" name="sadness" isCodable="true"/>)"_s.arg(code, code.toLower());
    const QString oneCode = uR"(<Code guid="%1" name="happiness" isCodable="true"/>)"_s.arg(code);
    const auto textSource = [&](const QString &guid, const QString &selections) {
        return uR"(<TextSource guid="%1" name="t.txt" plainTextPath="internal://t.txt">%2</TextSource>)"_s
            .arg(guid, selections);
    };
    const auto coded = [&](const QString &guid, int start) {
        return uR"(<PlainTextSelection guid="%1" startPosition="%2" endPosition="%3" creatingUser="%4"><Coding guid="445A6AEC-1400-4502-919D-0867832FF211" creatingUser="%4"><CodeRef targetGUID="%5"/></Coding></PlainTextSelection>)"_s
            .arg(guid)
            .arg(start)
            .arg(start + 2)
            .arg(user, code);
    };
    struct Case
    {
        const char *what;
        QByteArray qde;
        QString guid; // as the message names it
    };
    const QList<Case> cases {
        {"two codes, one coded",
            projectWith(twoCodes, oneUser, textSource(source, coded(selection, 0))),
            code.toLower()},
        {"two sources",
            projectWith(oneCode, oneUser,
                textSource(source, coded(selection, 0)) + textSource(source, QString())),
            source.toLower()},
        {"two users",
            projectWith(oneCode, oneUser + uR"(<User guid="%1" name="Bob"/>)"_s.arg(user),
                textSource(source, coded(selection, 0))),
            user.toLower()},
        {"two selections",
            projectWith(
                oneCode, oneUser, textSource(source, coded(selection, 0) + coded(selection, 3))),
            selection.toLower()},
        {"a code and a source", projectWith(oneCode, oneUser, textSource(code, QString())),
            code.toLower()},
    };
    InterviewProject project;
    const qint64 lead = project.addAnnotator(u"lead"_s, true);
    project.close();
    const QByteArray before = fileHash(project.path());
    for (const Case &c : cases) {
        SCOPED_TRACE(c.what);
        const QString qdpx = project.scratch(u"duplicate.qdpx"_s);
        ASSERT_TRUE(saveFile(qdpx, package(c.qde, {{u"sources/t.txt"_s, "a short text\n"}})));
        const QString created = project.scratch(u"new.taxonomist"_s);
        auto refused = RefiImporter::intoNewProject(qdpx, created, {u"test"_s, 0});
        ASSERT_FALSE(refused);
        EXPECT_TRUE(refused.error().message().startsWith(qdpx + u":project.qde:"_s))
            << refused.error().message().toStdString();
        EXPECT_TRUE(refused.error().message().contains(u"GUID "_s + c.guid))
            << refused.error().message().toStdString();
        EXPECT_TRUE(refused.error().message().contains(u"at line "_s))
            << refused.error().message().toStdString();
        EXPECT_FALSE(QFileInfo::exists(created));

        ASSERT_TRUE(project.reopen());
        auto into = RefiImporter::intoProject(project.store(), qdpx, {u"test"_s, lead});
        ASSERT_FALSE(into);
        auto transcripts = InterviewStore::transcripts(project.store());
        ASSERT_TRUE(transcripts);
        EXPECT_TRUE(transcripts->isEmpty());
        project.close();
        EXPECT_EQ(fileHash(project.path()), before);
    }

    // A codebook: one GUID written two ways is still one GUID.
    const QString qdc = project.scratch(u"duplicate.qdc"_s);
    ASSERT_TRUE(
        saveFile(qdc,
            (uR"(<?xml version="1.0" encoding="UTF-8"?>
<CodeBook xmlns="urn:QDA-XML:codebook:1.0"><Codes>
)"_s + twoCodes + u"\n</Codes></CodeBook>\n"_s)
                .toUtf8()));
    auto codebook
        = RefiImporter::intoNewProject(qdc, project.scratch(u"codes.taxonomist"_s), {u"test"_s, 0});
    ASSERT_FALSE(codebook);
    EXPECT_TRUE(codebook.error().message().startsWith(qdc + u":4:"_s))
        << codebook.error().message().toStdString();
    EXPECT_TRUE(codebook.error().message().contains(
        u"GUID %1 of Code is also the GUID of the Code at line 3"_s.arg(code.toLower())))
        << codebook.error().message().toStdString();
    EXPECT_FALSE(QFileInfo::exists(project.scratch(u"codes.taxonomist"_s)));
    ASSERT_TRUE(project.reopen());
    auto proposals = RefiImporter::intoProject(project.store(), qdc, {u"test"_s, lead});
    ASSERT_FALSE(proposals);
    project.close();
    EXPECT_EQ(fileHash(project.path()), before);
}

TEST(RefiImport, SourcePathsNeverLeaveThePackage)
{
    QTemporaryDir dir;
    // internal:// names a file in sources/, never a path.
    const QString escaping = dir.filePath(u"escaping.qdpx"_s);
    ASSERT_TRUE(
        saveFile(escaping, package(projectWithSource(u"internal://../project.qde"_s, 0, 2))));
    auto refused
        = RefiImporter::intoNewProject(escaping, dir.filePath(u"a.taxonomist"_s), {u"test"_s, 0});
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().message().indexOf(u"text source \"t.txt\" file name"_s), -1)
        << refused.error().message().toStdString();
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(u"a.taxonomist"_s)));

    // absolute:// and relative:// point outside the package: not read, and said so.
    const QString outside = dir.filePath(u"outside.qdpx"_s);
    ASSERT_TRUE(saveFile(outside, package(projectWithSource(u"absolute:///etc/passwd"_s, 0, 2))));
    auto imported
        = RefiImporter::intoNewProject(outside, dir.filePath(u"b.taxonomist"_s), {u"test"_s, 0});
    ASSERT_TRUE(imported) << imported.error().message().toStdString();
    EXPECT_EQ(imported->segments, 0);
    EXPECT_TRUE(imported->notes.join(u'\n').contains(
        u"outside the package (relative:// or absolute://), not read"_s));
}

TEST(RefiImport, AFailingImportLeavesTheProjectAsItWas)
{
    QTemporaryDir dir;
    const QString qdpx = dir.filePath(u"outside-range.qdpx"_s);
    ASSERT_TRUE(saveFile(qdpx,
        package(projectWithSource(u"internal://t.txt"_s, 3, 99),
            {{u"sources/t.txt"_s, "short text\n"}})));
    InterviewProject project;
    const qint64 lead = project.addAnnotator(u"lead"_s, true);
    project.close();
    const QByteArray before = fileHash(project.path());
    ASSERT_TRUE(project.reopen());
    auto refused = RefiImporter::intoProject(project.store(), qdpx, {u"test"_s, lead});
    ASSERT_FALSE(refused);
    EXPECT_NE(
        refused.error().message().indexOf(
            u"selection 4191294a-e287-4510-95b0-69bce4638e56 spans 3–99, outside the text (11 characters)"_s),
        -1)
        << refused.error().message().toStdString();
    auto transcripts = InterviewStore::transcripts(project.store());
    ASSERT_TRUE(transcripts);
    EXPECT_TRUE(transcripts->isEmpty());
    project.close();
    EXPECT_EQ(fileHash(project.path()), before);

    const QString notZip = dir.filePath(u"not.qdpx"_s);
    ASSERT_TRUE(saveFile(notZip, "PK but not really"));
    auto broken
        = RefiImporter::intoNewProject(notZip, dir.filePath(u"c.taxonomist"_s), {u"test"_s, 0});
    ASSERT_FALSE(broken);
    EXPECT_NE(broken.error().message().indexOf(u"not a readable ZIP archive"_s), -1);
    const QString noQde = dir.filePath(u"noqde.qdpx"_s);
    ZipWriter zip;
    zip.add(u"readme.txt"_s, "hello");
    ASSERT_TRUE(saveFile(noQde, *zip.finish()));
    auto missing
        = RefiImporter::intoNewProject(noQde, dir.filePath(u"d.taxonomist"_s), {u"test"_s, 0});
    ASSERT_FALSE(missing);
    EXPECT_NE(missing.error().message().indexOf(u"the package has no project.qde"_s), -1);
}

TEST(RefiTaxonomy, RefusesTwoCodesWithOneGuidWhereverTheyAre)
{
    // However the codes reached it (a reader, a future format), the tree a taxonomy is made from
    // names each code once: a coding of that GUID would otherwise be on either.
    const auto code = [](const QString &guid, const QString &name) {
        RefiCode c;
        c.guid = guid;
        c.name = name;
        return c;
    };
    RefiCode tech = code(u"{85D17F60-7BB0-481E-B742-B4861DD669DF}"_s, u"Technical"_s);
    tech.children.append(code(u"0dcef2f5-e55c-49da-8c33-9b0803c7aeb4"_s, u"Build"_s));
    const RefiCode people = code(u"0DCEF2F5-E55C-49DA-8C33-9B0803C7AEB4"_s, u"People"_s);
    auto built = RefiTaxonomy::build({tech, people}, u"t"_s, QString(), u"t.qdc"_s);
    ASSERT_FALSE(built);
    EXPECT_EQ(built.error().message(),
        u"t.qdc: codes \"Build\" and \"People\" have one GUID, 0dcef2f5-e55c-49da-8c33-9b0803c7aeb4; a GUID names one code"_s);
}
