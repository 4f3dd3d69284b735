// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "interviewproject.h"
#include "interviews/codebookexporter.h"
#include "interviews/codebookimporter.h"
#include "interviews/interviewstore.h"
#include "testpaths.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

QString published()
{
    return studyDir() + u"/CodeBook.csv"_s;
}

Result<CodeBookImportSummary> importBytes(
    InterviewProject &project, const QByteArray &csv, bool replace = false)
{
    auto file = CodeBookFile::parse(csv, u"CodeBook.csv"_s);
    if (!file)
        return file.error();
    CodeBookImporter::Options options;
    options.replace = replace;
    options.actor = u"test"_s;
    return CodeBookImporter::import(project.store(), *file, options);
}

} // namespace

TEST(CodeBookImport, PublishedFileRoundTripsByteForByte)
{
    TAXONOMIST_REQUIRE_STUDY();
    InterviewProject project;
    ASSERT_TRUE(project.isValid()) << project.lastError.toStdString();
    ASSERT_TRUE(project.importPublishedCodeBook()) << project.lastError.toStdString();
    auto exported = CodeBookExporter::toCsv(project.store());
    ASSERT_TRUE(exported) << exported.error().message().toStdString();
    EXPECT_EQ(*exported, readAll(published()));
    // Also through a file, and after the project was closed and opened again.
    ASSERT_TRUE(project.reopen());
    const QString out = project.scratch(u"out.csv"_s);
    ASSERT_TRUE(CodeBookExporter::write(project.store(), out));
    EXPECT_EQ(fileHash(out), fileHash(published()));
}

TEST(CodeBookImport, KeepsAndFlagsLinksToNodesTheTaxonomyLacks)
{
    TAXONOMIST_REQUIRE_STUDY();
    InterviewProject project;
    ASSERT_TRUE(project.isValid());
    auto file = CodeBookFile::read(published());
    ASSERT_TRUE(file) << file.error().message().toStdString();
    auto summary = CodeBookImporter::import(project.store(), *file, {0, false, u"test"_s});
    ASSERT_TRUE(summary) << summary.error().message().toStdString();
    // The bug themes end at C.10 and the requirement themes at B.4: C.11 (twice) and B.5 are
    // flagged.
    ASSERT_EQ(summary->flagged.size(), 3);
    EXPECT_EQ(summary->flagged[0].code, u"C.11"_s);
    EXPECT_EQ(summary->flagged[0].participant, u"U5"_s);
    EXPECT_EQ(summary->flagged[0].line, 6);
    EXPECT_EQ(summary->flagged[0].column, 155);
    EXPECT_EQ(summary->flagged[1].code, u"B.5"_s);
    EXPECT_EQ(summary->flagged[1].line, 12);
    EXPECT_EQ(summary->flagged[2].code, u"C.11"_s);
    EXPECT_EQ(summary->flagged[2].participant, u"D5"_s);
    EXPECT_EQ(summary->flagged[2].line, 17);
    EXPECT_EQ(summary->flagged[2].column, 126);

    // Kept, not dropped: U5's quote still links C.6 and C.11, in that order.
    SegmentQuery query;
    query.participantId = project.participantId(u"U5"_s);
    auto segments = InterviewStore::segments(project.store(), query);
    ASSERT_TRUE(segments);
    ASSERT_EQ(segments->size(), 1);
    EXPECT_EQ(segments->first().links, (QStringList {u"C.6"_s, u"C.11"_s}));
    auto unknown = CodeBookImporter::unknownCodes(project.store(), {u"C.6"_s, u"C.11"_s, u"B.5"_s});
    ASSERT_TRUE(unknown);
    EXPECT_EQ(*unknown, (QStringList {u"C.11"_s, u"B.5"_s}));
}

TEST(CodeBookImport, ParticipantsCarryRolesAndAttributes)
{
    TAXONOMIST_REQUIRE_STUDY();
    InterviewProject project;
    ASSERT_TRUE(project.importPublishedCodeBook()) << project.lastError.toStdString();
    auto participants = InterviewStore::participants(project.store());
    ASSERT_TRUE(participants);
    ASSERT_EQ(participants->size(), 19);
    int users = 0;
    int developers = 0;
    for (const Participant &p : std::as_const(*participants)) {
        users += p.role == Participant::Role::User;
        developers += p.role == Participant::Role::Developer;
    }
    EXPECT_EQ(users, 11);
    EXPECT_EQ(developers, 8);
    const Participant &u1 = participants->first();
    EXPECT_EQ(u1.code, u"U1"_s);
    EXPECT_EQ(u1.attribute(u"Experience Level"_s), u"Beginner"_s);
    EXPECT_EQ(u1.attribute(u"Framework Context"_s), u"MindSpore + Ascend"_s);
    auto segments = InterviewStore::segments(project.store(), SegmentQuery());
    ASSERT_TRUE(segments);
    ASSERT_EQ(segments->size(), 19);
    const Segment &first = segments->first();
    EXPECT_TRUE(first.isStandalone()); // no transcript yet
    EXPECT_EQ(first.category, u"Installation & Onboarding"_s);
    EXPECT_EQ(first.links, (QStringList {u"A.1"_s, u"B.1"_s, u"C.1"_s}));
    EXPECT_TRUE(first.memo.startsWith(u"Beginners are easily blocked"_s));
    EXPECT_EQ(first.coderId, 0); // the project's code book layer
}

TEST(CodeBookExport, ChangedCellIsWrittenFromTheProjectAndTheRestStaysAsItWas)
{
    TAXONOMIST_REQUIRE_STUDY();
    InterviewProject project;
    ASSERT_TRUE(project.importPublishedCodeBook()) << project.lastError.toStdString();
    SegmentQuery query;
    query.participantId = project.participantId(u"D5"_s);
    auto segments = InterviewStore::segments(project.store(), query);
    ASSERT_TRUE(segments);
    ASSERT_EQ(segments->size(), 1);
    Segment relinked = segments->first();
    relinked.links = {u"C.3"_s, u"C.9"_s}; // a coder decides C.11 means runtime errors (C.9)
    ASSERT_TRUE(InterviewStore::setSegment(project.store(), relinked.guid, relinked, u"test"_s));

    auto exported = CodeBookExporter::toCsv(project.store());
    ASSERT_TRUE(exported);
    const QList<QByteArray> before = readAll(published()).split('\n');
    const QList<QByteArray> after = exported->split('\n');
    ASSERT_EQ(before.size(), after.size());
    for (qsizetype line = 0; line < before.size(); ++line) {
        if (line == 16) // D5's row, line 17
            EXPECT_EQ(
                after[line], QByteArray(before[line]).replace("\"C.3, C.11\"", "\"C.3, C.9\""));
        else
            EXPECT_EQ(after[line], before[line]) << "line " << line + 1;
    }
}

TEST(CodeBookExport, ANewRowFollowsTheColumnsQuoting)
{
    InterviewProject project;
    ASSERT_TRUE(importBytes(project,
        "Participant,Type,Thematic Quote,Linked Taxonomy Node(s)\n"
        "U1,User,\"It crashed.\",\"C.9\"\n"));
    const auto transcript
        = project.addTranscript(u"U1"_s, u"u1.txt"_s, u"Intro. It crashed, every time.\n"_s);
    ASSERT_GT(transcript.id, 0) << project.lastError.toStdString();
    ASSERT_GT(project.code(transcript, 0, 0, 6, {u"A.2"_s}, u"intro"_s).id, 0)
        << project.lastError.toStdString();
    auto exported = CodeBookExporter::toCsv(project.store());
    ASSERT_TRUE(exported);
    // The imported row as it was written; the new one quoted like the rows before it.
    EXPECT_EQ(*exported,
        QByteArray("Participant,Type,Thematic Quote,Linked Taxonomy Node(s)\n"
                   "U1,User,\"It crashed.\",\"C.9\"\n"
                   "U1,User,\"Intro.\",\"A.2\"\n"));
}

TEST(CodeBookImport, RefusesBadFilesNamingLineAndColumn)
{
    const struct
    {
        const char *csv;
        const char *message;
    } cases[] = {
        {"Participant,Type\nU1,User\n",
            "CodeBook.csv:1:1: the header has no \"Linked Taxonomy Node(s)\" column"},
        {"Participant,Linked Taxonomy Node(s)\nU1,\"A.1\",extra\n",
            "CodeBook.csv:2:10: this row has 3 fields, the header 2"},
        {"Participant,Linked Taxonomy Node(s)\n,A.1\n",
            "CodeBook.csv:2:1: the row names no participant"},
        {"Participant,Linked Taxonomy Node(s)\nU1,\"A.1 B.1\"\n",
            "CodeBook.csv:2:4: \"A.1 B.1\" is not a taxonomy code (codes are separated by commas)"},
        {"Participant,Quote,Thematic Quote,Linked Taxonomy Node(s)\n",
            "CodeBook.csv:1:19: \"Quote\" and \"Thematic Quote\" both name the same column"},
        {"Participant,Type,Linked Taxonomy Node(s)\nU1,User,A.1\nU1,Developer,B.1\n",
            "CodeBook.csv:3:4: participant \"U1\" has Type \"Developer\" here but \"User\" on line "
            "2"},
        {"Participant,Linked Taxonomy Node(s)\nU1,\"A.1\n",
            "CodeBook.csv:2:4: unterminated quoted field (the closing quote is missing)"},
    };
    for (const auto &c : cases) {
        InterviewProject project;
        ASSERT_TRUE(project.isValid());
        project.close(); // one file, the WAL folded in
        const QByteArray before = fileHash(project.path());
        ASSERT_TRUE(project.reopen());
        auto imported = importBytes(project, c.csv);
        ASSERT_FALSE(imported) << c.csv;
        EXPECT_EQ(imported.error().message().toStdString(), c.message);
        auto participants = InterviewStore::participants(project.store());
        ASSERT_TRUE(participants);
        EXPECT_TRUE(participants->isEmpty()) << "nothing is half-written";
        project.close();
        EXPECT_EQ(fileHash(project.path()), before);
    }
}

TEST(CodeBookImport, ASecondImportReplacesOnlyWhenAsked)
{
    InterviewProject project;
    ASSERT_TRUE(importBytes(project, "Participant,Type,Linked Taxonomy Node(s)\nU1,User,A.1\n"));
    auto again = importBytes(
        project, "Participant,Type,Linked Taxonomy Node(s)\nU1,User,B.1\nU2,User,C.1\n");
    ASSERT_FALSE(again);
    EXPECT_NE(again.error().message().indexOf(u"--replace"_s), -1);
    auto replaced = importBytes(
        project, "Participant,Type,Linked Taxonomy Node(s)\nU1,User,B.1\nU2,User,C.1\n", true);
    ASSERT_TRUE(replaced) << replaced.error().message().toStdString();
    EXPECT_EQ(replaced->replaced, 1);
    EXPECT_EQ(replaced->participantsAdded, 1);
    auto segments = InterviewStore::segments(project.store(), SegmentQuery());
    ASSERT_TRUE(segments);
    ASSERT_EQ(segments->size(), 2);
    EXPECT_EQ(segments->first().links, QStringList {u"B.1"_s});
}

TEST(CodeBookImport, FindsQuotesInTranscriptsDespiteTypography)
{
    InterviewProject project;
    const auto transcript = project.addTranscript(u"U8"_s, u"u8.md"_s,
        u"# U8\n\nInterviewer: and checkpoints?\n\nU8: `torch.save` didn't  restore\nfull weights under ZeRO3. Annoying.\n"_s);
    ASSERT_GT(transcript.id, 0) << project.lastError.toStdString();
    auto imported = importBytes(project,
        "Participant,Type,Thematic Quote,Linked Taxonomy Node(s)\n"
        "U8,User,\"`torch.save` didn\xE2\x80\x99t restore full weights under ZeRO3.\",\"A.2, "
        "A.3\"\n"
        "U8,User,\"Something said elsewhere.\",\"A.2\"\n");
    ASSERT_TRUE(imported) << imported.error().message().toStdString();
    EXPECT_EQ(imported->anchored, 1);
    EXPECT_EQ(imported->standalone, 1);
    auto segments = InterviewStore::segments(project.store(), SegmentQuery());
    ASSERT_TRUE(segments);
    const Segment &anchored = segments->first();
    EXPECT_EQ(anchored.transcriptId, transcript.id);
    EXPECT_EQ(anchored.text,
        u"`torch.save` didn't  restore\nfull weights under ZeRO3."_s); // the transcript's own text
    // The export still writes the quote as the code book spelled it.
    auto exported = CodeBookExporter::toCsv(project.store());
    ASSERT_TRUE(exported);
    EXPECT_NE(exported->indexOf("didn\xE2\x80\x99t restore full weights"), -1);
}

// Cells the project wrote (a segment coded in the app) are text another person typed: a
// spreadsheet must not run them, so they are guarded against formulas as the long CSV's are. The
// file's own cells stay byte for byte, whatever they start with.
TEST(CodeBookExport, CellsTheFileDidNotHoldAreGuardedAgainstFormulas)
{
    InterviewProject project;
    ASSERT_TRUE(importBytes(project,
        "Participant,Type,Thematic Quote,Linked Taxonomy Node(s),Research Insight\n"
        "U1,User,\"-it crashed.\",\"C.9\",=SUM(1)\n"));
    const auto transcript
        = project.addTranscript(u"U1"_s, u"u1.txt"_s, u"+1 this. -it crashed.\n"_s);
    ASSERT_GT(transcript.id, 0) << project.lastError.toStdString();
    ASSERT_GT(project.code(transcript, 0, 0, 8, {u"A.2"_s}, u"@HYPERLINK(\"x\")"_s).id, 0)
        << project.lastError.toStdString();
    auto exported = CodeBookExporter::toCsv(project.store());
    ASSERT_TRUE(exported);
    EXPECT_EQ(*exported,
        QByteArray("Participant,Type,Thematic Quote,Linked Taxonomy Node(s),Research Insight\n"
                   "U1,User,\"-it crashed.\",\"C.9\",=SUM(1)\n"
                   "U1,User,\"'+1 this.\",\"A.2\",\"'@HYPERLINK(\"\"x\"\")\"\n"));
}
