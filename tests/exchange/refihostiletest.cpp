// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "exchange/refiimporter.h"
#include "exchange/refixmlreader.h"
#include "exchange/zipreader.h"
#include "exchange/zipwriter.h"
#include "interviewproject.h"
#include "interviews/interviewstore.h"
#include "testpaths.h"
#include "util/savefile.h"

#include <QFileInfo>
#include <QTemporaryDir>

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
    auto capped = (*reader)->read(u"project.qde"_s, 1024 * 1024);
    ASSERT_FALSE(capped);
    EXPECT_EQ(capped.error().message(),
        bomb + u":project.qde: the entry inflates to more than 1 MiB, the limit for it"_s);

    ZipReader::Limits limits;
    limits.totalBytes = 2 * 1024 * 1024;
    auto small = ZipReader::open(bomb, limits);
    ASSERT_TRUE(small);
    auto total = (*small)->read(u"project.qde"_s, 64 * 1024 * 1024);
    ASSERT_FALSE(total);
    EXPECT_NE(total.error().message().indexOf(u"in all, the limit"_s), -1);
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
