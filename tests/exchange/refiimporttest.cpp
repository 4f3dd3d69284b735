// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "exchange/refiexporter.h"
#include "exchange/refiguids.h"
#include "exchange/refiimporter.h"
#include "exchange/zipwriter.h"
#include "interviewproject.h"
#include "interviews/interviewstore.h"
#include "reconcile/proposalstore.h"
#include "refitestsupport.h"
#include "taxonomy/taxonomystore.h"
#include "testpaths.h"
#include "util/savefile.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

std::unique_ptr<ProjectStore> openProject(const QString &path)
{
    auto store = ProjectStore::open(path, ProjectStore::OpenMode::ReadWrite);
    return store ? std::move(store).value() : nullptr;
}

// The standard's first example (annex A.1), with a nested code added.
const char *exampleCodebook = R"(<?xml version="1.0" encoding="UTF-8"?>
<CodeBook xmlns="urn:QDA-XML:codebook:1.0" origin="Example QDA 1.0">
<Codes>
<Code guid="{5215cc69-b628-4e02-afb9-9beeaee55808}" name="Topics" isCodable="false">
  <Code guid="{d7aa29da-519b-4946-9b90-253b6db8fd0a}" name="Economy" isCodable="true" color="#ffff00">
    <Description>Anything about jobs or taxes or business</Description>
  </Code>
  <Code guid="{0dcef2f5-e55c-49da-8c33-9b0803c7aeb4}" name="Health care" isCodable="true" color="#33cc33"/>
</Code>
<Code guid="9fa9bcb7-5b59-47a9-8c3e-f65cffdc7520" name="Values" isCodable="false">
  <Code guid="{7c108712-b650-4892-ac0b-fc9a10190c3b}" name="Conservatives" isCodable="true" color="#ff0000"/>
  <Code guid="{12365523-1035-4afa-9e7b-281fe0bc51c5}" name="Liberals" isCodable="true" color="#0000ff"/>
</Code>
</Codes>
</CodeBook>
)";

// A project as ATLAS.ti writes one (the standard's annex A.2, cut down), with its text in sources/.
QByteArray atlasStyleProject()
{
    const QByteArray qde = R"(<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<Project xmlns="urn:QDA-XML:project:1.0" origin="ATLAS.ti 8.4.0" creatingUserGUID="AD68FBE7-E1EE-4A82-A279-23CC698C89EB" name="ATLAS.ti standard project">
  <Users>
    <User guid="C32A2BD5-537F-4838-8B17-DF9EFBAFDF4B" name="ATLAS.ti"/>
    <User guid="AD68FBE7-E1EE-4A82-A279-23CC698C89EB" name="Friedrich Markgraf"/>
  </Users>
  <CodeBook>
    <Codes>
      <Code color="#F00082" isCodable="true" name="happiness" guid="85D17F60-7BB0-481E-B742-B4861DD669DF"/>
      <Code color="#966450" isCodable="true" name="Coke" guid="7496BA52-9C8D-4396-8FAB-CC438614E453">
        <Description>the breakfast of champions</Description>
        <Code color="#966450" isCodable="true" name="diet Coke" guid="D299EFAE-5779-46DC-9827-A3D1A5D544BC"/>
      </Code>
    </Codes>
  </CodeBook>
  <Sources>
    <TextSource plainTextPath="internal://01106019-2518-43DD-BBD1-8F0252BACB30.txt" creatingUser="AD68FBE7-E1EE-4A82-A279-23CC698C89EB" guid="69A4332D-5B31-4915-B520-5275CFC21B40" name="Mabel.txt">
      <PlainTextSelection startPosition="0" endPosition="19" creatingUser="AD68FBE7-E1EE-4A82-A279-23CC698C89EB" guid="4191294A-E287-4510-95B0-69BCE4638E56" name="Oh, that was great.">
        <Coding creatingUser="AD68FBE7-E1EE-4A82-A279-23CC698C89EB" guid="445A6AEC-1400-4502-919D-0867832FF211">
          <CodeRef targetGUID="D299EFAE-5779-46DC-9827-A3D1A5D544BC"/>
        </Coding>
        <Coding creatingUser="AD68FBE7-E1EE-4A82-A279-23CC698C89EB" guid="2284BF5B-8F78-45B6-A6EF-A128D991408B">
          <CodeRef targetGUID="85D17F60-7BB0-481E-B742-B4861DD669DF"/>
        </Coding>
      </PlainTextSelection>
      <PlainTextSelection startPosition="20" endPosition="37" guid="B49D7982-BB8E-4335-80AF-DC869CCC3F45" name="See you tomorrow?">
        <Description>Mabel is not the only one.</Description>
        <NoteRef targetGUID="0C1D2E3F-0000-4000-8000-000000000001"/>
      </PlainTextSelection>
    </TextSource>
    <PictureSource guid="02255470-09E6-400B-9E20-97D71FBEC65D" name="cornflakes.jpg" path="internal://87EAD86F-3112-4537-8A01-01427CAE1C6D.jpg"/>
  </Sources>
  <Notes>
    <Note guid="0C1D2E3F-0000-4000-8000-000000000001" name="memo">
      <PlainTextContent>Follow up in the second interview.</PlainTextContent>
    </Note>
  </Notes>
</Project>
)";
    ZipWriter zip;
    zip.add(u"project.qde"_s, qde);
    zip.add(u"sources/01106019-2518-43DD-BBD1-8F0252BACB30.txt"_s,
        "Oh, that was great. See you tomorrow? Eleven thirty.\n");
    auto bytes = zip.finish();
    return bytes ? *bytes : QByteArray();
}

} // namespace

TEST(RefiImport, TheAtlasProjectImports)
{
    TAXONOMIST_REQUIRE_REFI();
    QTemporaryDir dir;
    const QString atlas = refiDir() + u"/atlas-blank-project.qdpx"_s;
    // Into a new project: its (empty) codebook is the taxonomy.
    const QString created = dir.filePath(u"atlas.taxonomist"_s);
    auto summary = RefiImporter::intoNewProject(atlas, created, {u"test"_s, 0});
    ASSERT_TRUE(summary) << summary.error().message().toStdString();
    EXPECT_TRUE(summary->newProject);
    EXPECT_EQ(summary->origin, u"ATLAS.ti for Windows 23.2.3.27778"_s);
    EXPECT_EQ(summary->users, 2);
    EXPECT_EQ(summary->annotatorsAdded, 0); // neither user coded anything
    auto store = openProject(created);
    ASSERT_TRUE(store);
    auto taxonomy = TaxonomyStore::load(*store);
    ASSERT_TRUE(taxonomy);
    EXPECT_EQ(taxonomy->taxonomy.size(), 0);
    EXPECT_EQ(taxonomy->taxonomy.name, u"blank-atlas-project"_s);

    // Into an existing project: nothing to add, nothing lost.
    InterviewProject project;
    const qint64 lead = project.addAnnotator(u"lead"_s, true);
    auto into = RefiImporter::intoProject(project.store(), atlas, {u"test"_s, lead});
    ASSERT_TRUE(into) << into.error().message().toStdString();
    EXPECT_EQ(into->proposed, 0);
    EXPECT_EQ(into->transcripts, 0);
}

TEST(RefiImport, AnAtlasStyleProjectBecomesInterviews)
{
    QTemporaryDir dir;
    const QString qdpx = dir.filePath(u"mabel.qdpx"_s);
    ASSERT_TRUE(saveFile(qdpx, atlasStyleProject()));
    const QString db = dir.filePath(u"mabel.taxonomist"_s);
    auto summary = RefiImporter::intoNewProject(qdpx, db, {u"test"_s, 0});
    ASSERT_TRUE(summary) << summary.error().message().toStdString();
    EXPECT_EQ(summary->nodes, 3);
    EXPECT_EQ(summary->transcripts, 1);
    EXPECT_EQ(summary->segments, 2);
    EXPECT_EQ(summary->annotatorsAdded, 1);
    EXPECT_TRUE(summary->notes.join(u'\n').contains(u"1 × sources that are not text"_s))
        << summary->notes.join(u'\n').toStdString();

    auto store = openProject(db);
    ASSERT_TRUE(store);
    auto taxonomy = TaxonomyStore::load(*store);
    ASSERT_TRUE(taxonomy);
    ASSERT_EQ(taxonomy->taxonomy.size(), 3);
    EXPECT_EQ(
        taxonomy->taxonomy.node(taxonomy->taxonomy.indexOfCode(u"2.1"_s)).name, u"diet Coke"_s);
    EXPECT_EQ(taxonomy->taxonomy.node(taxonomy->taxonomy.indexOfCode(u"2"_s)).description,
        u"the breakfast of champions"_s);
    auto segments = InterviewStore::segments(*store, SegmentQuery());
    ASSERT_TRUE(segments);
    ASSERT_EQ(segments->size(), 2);
    const Segment &coded = segments->at(0);
    EXPECT_EQ(coded.text, u"Oh, that was great."_s);
    EXPECT_EQ(coded.links, (QStringList {u"2.1"_s, u"1"_s}));
    EXPECT_EQ(coded.coder, u"Friedrich Markgraf"_s);
    EXPECT_EQ(coded.guid, u"4191294a-e287-4510-95b0-69bce4638e56"_s);
    const Segment &memo = segments->at(1);
    EXPECT_EQ(memo.text, u"See you tomorrow?"_s);
    EXPECT_EQ(memo.memo, u"Mabel is not the only one.\n\nFollow up in the second interview."_s);
    EXPECT_EQ(memo.coderId, 0); // no user made it: the code book's layer
    auto participants = InterviewStore::participants(*store);
    ASSERT_TRUE(participants);
    ASSERT_EQ(participants->size(), 1);
    EXPECT_EQ(participants->first().code, u"Mabel"_s);

    // The same file again changes nothing: every transcript and segment is there already.
    auto again = RefiImporter::intoProject(*store, qdpx, {u"test"_s, 1});
    ASSERT_TRUE(again) << again.error().message().toStdString();
    EXPECT_EQ(again->matched, 3);
    EXPECT_EQ(again->transcripts, 0);
    EXPECT_EQ(again->alreadyPresent, 1);
}

TEST(RefiImport, AForeignCodebookBecomesTheTaxonomyOfANewProject)
{
    QTemporaryDir dir;
    const QString qdc = dir.filePath(u"politics.qdc"_s);
    ASSERT_TRUE(saveFile(qdc, exampleCodebook));
    const QString db = dir.filePath(u"politics.taxonomist"_s);
    auto summary = RefiImporter::intoNewProject(qdc, db, {u"test"_s, 0});
    ASSERT_TRUE(summary) << summary.error().message().toStdString();
    EXPECT_EQ(summary->nodes, 6);
    auto store = openProject(db);
    ASSERT_TRUE(store);
    auto taxonomy = TaxonomyStore::load(*store);
    ASSERT_TRUE(taxonomy);
    const Taxonomy &t = taxonomy->taxonomy;
    EXPECT_EQ(t.name, u"politics"_s);
    ASSERT_EQ(t.levels.size(), 2);
    EXPECT_EQ(t.levels[1].name, u"Level 2"_s);
    EXPECT_EQ(t.node(t.indexOfCode(u"1.1"_s)).name, u"Economy"_s);
    EXPECT_EQ(t.node(t.indexOfCode(u"2.2"_s)).name, u"Liberals"_s);
    EXPECT_EQ(
        t.node(t.indexOfCode(u"1.1"_s)).description, u"Anything about jobs or taxes or business"_s);
    // Exported again, every code keeps the GUID the other program gave it.
    const QString back = dir.filePath(u"back.qdc"_s);
    ASSERT_TRUE(RefiExporter::write(*store, back, {}));
    QSet<QString> original;
    for (const QString &guid : guidsOf(exampleCodebook, u"Code"_s))
        original.insert(RefiGuids::normalized(guid));
    EXPECT_EQ(guidsOf(readAll(back), u"Code"_s), original);
}

TEST(RefiImport, NewCodesBecomeProposalsThatFollowTheAdoptionRule)
{
    QTemporaryDir dir;
    InterviewProject project;
    const qint64 lead = project.addAnnotator(u"lead"_s, true);
    project.addAnnotator(u"vol"_s);
    // The project's own codebook, with a theme added under A and a new first-level code.
    const QString qdc = dir.filePath(u"grown.qdc"_s);
    ASSERT_TRUE(RefiExporter::write(project.store(), qdc, {}));
    QByteArray xml = readAll(qdc);
    const QByteArray anchor = "name=\"A Question\" isCodable=\"true\" color=\"#2F6DB5\">";
    ASSERT_NE(xml.indexOf(anchor), -1);
    xml.replace(anchor,
        anchor
            + "\n<Code guid=\"11111111-2222-4333-8444-555555555555\" name=\"Parameter "
              "Interactions\" isCodable=\"true\">"
              "<Description>How parameter settings combine.</Description></Code>");
    xml.replace("</Codes>",
        "<Code guid=\"21111111-2222-4333-8444-555555555555\" name=\"Hardware\" "
        "isCodable=\"true\"/></Codes>");
    ASSERT_TRUE(saveFile(qdc, xml));

    auto summary = RefiImporter::intoProject(project.store(), qdc, {u"test"_s, lead});
    ASSERT_TRUE(summary) << summary.error().message().toStdString();
    EXPECT_EQ(summary->matched, 91);
    EXPECT_EQ(summary->proposed, 1);
    EXPECT_EQ(summary->adopted, 0); // two annotators: the volunteer has not voted yet
    ASSERT_EQ(summary->notProposed.size(), 1);
    EXPECT_TRUE(summary->notProposed.first().startsWith(u"\"Hardware\": a new first-level code"_s));
    auto proposals = ProposalStore::proposals(project.store());
    ASSERT_TRUE(proposals);
    ASSERT_EQ(proposals->size(), 1);
    EXPECT_EQ(proposals->first().parentCode, u"A"_s);
    EXPECT_EQ(proposals->first().name, u"Parameter Interactions"_s);
    EXPECT_TRUE(proposals->first().description.startsWith(u"How parameter settings combine."_s));

    // Importing it again proposes nothing twice; without a proposer nothing is written at all.
    auto again = RefiImporter::intoProject(project.store(), qdc, {u"test"_s, lead});
    ASSERT_TRUE(again);
    EXPECT_EQ(again->proposed, 0);
    InterviewProject other;
    auto noProposer = RefiImporter::intoProject(other.store(), qdc, {u"test"_s, 0});
    ASSERT_FALSE(noProposer);
    EXPECT_NE(noProposer.error().message().indexOf(u"name who proposes them"_s), -1);
}

TEST(RefiRoundTrip, AReExportKeepsEveryGuid)
{
    QTemporaryDir dir;
    QString error;
    auto rich = richProject(dir.filePath(u"rich.taxonomist"_s), &error);
    ASSERT_TRUE(rich) << error.toStdString();
    const QString first = dir.filePath(u"first.qdpx"_s);
    ASSERT_TRUE(RefiExporter::write(*rich, first, {false}));
    const QString copy = dir.filePath(u"copy.taxonomist"_s);
    auto imported = RefiImporter::intoNewProject(first, copy, {u"test"_s, 0});
    ASSERT_TRUE(imported) << imported.error().message().toStdString();
    EXPECT_EQ(imported->nodes, 91);
    EXPECT_EQ(imported->transcripts, 2); // the transcript, and D1's quotes
    auto store = openProject(copy);
    ASSERT_TRUE(store);
    const QString second = dir.filePath(u"second.qdpx"_s);
    ASSERT_TRUE(RefiExporter::write(*store, second, {false}));

    const QByteArray a = unzip(first, &error).value(u"project.qde"_s);
    const QByteArray b = unzip(second, &error).value(u"project.qde"_s);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    for (const QString &element : {u"Code"_s, u"TextSource"_s, u"PlainTextSelection"_s, u"Coding"_s,
             u"Case"_s, u"Variable"_s})
        EXPECT_EQ(guidsOf(b, element), guidsOf(a, element)) << element.toStdString();
    // Users who coded came back as annotators; the others (labels only) were not in the interviews.
    EXPECT_TRUE(guidsOf(a, u"User"_s).contains(guidsOf(b, u"User"_s)));
    // The flagged link is still flagged, and the taxonomy's codes and details came back.
    auto taxonomy = TaxonomyStore::load(*store);
    ASSERT_TRUE(taxonomy);
    EXPECT_EQ(taxonomy->taxonomy.indexOfCode(u"C.11"_s), -1);
    EXPECT_EQ(taxonomy->taxonomy.node(taxonomy->taxonomy.indexOfCode(u"C.3.iii"_s)).details,
        QStringList {u"NCCL timeout on 8 GPUs"_s});
    EXPECT_EQ(taxonomy->taxonomy.levels[1].key, u"theme"_s);
}
