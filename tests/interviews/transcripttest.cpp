// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "interviewproject.h"
#include "interviews/interviewstore.h"
#include "interviews/transcriptimporter.h"
#include "testpaths.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

Result<TranscriptImportSummary> addRaw(InterviewProject &project, const QString &participant,
    const QString &name, const QByteArray &bytes)
{
    const QString file = project.scratch(name);
    if (!writeAll(file, bytes))
        return Error(u"cannot write "_s + file);
    TranscriptImporter::Options options;
    options.newParticipantRole = Participant::Role::Developer;
    options.actor = u"test"_s;
    return TranscriptImporter::addFile(project.store(), participant, file, options);
}

} // namespace

TEST(TranscriptImport, AnchorsTheParticipantsStandaloneQuotes)
{
    TAXONOMIST_REQUIRE_STUDY();
    InterviewProject project;
    ASSERT_TRUE(project.importPublishedCodeBook()) << project.lastError.toStdString();
    const QString text = u"Interviewer: What breaks most?\n\nD5: Honestly? Thread race conditions "
                         u"silently corrupt gradients "
                         "in multi-device jobs. We only see it in the loss curve.\n"_s;
    auto added = addRaw(project, u"D5"_s, u"d5-interview.txt"_s, text.toUtf8());
    ASSERT_TRUE(added) << added.error().message().toStdString();
    EXPECT_FALSE(added->participantAdded);
    EXPECT_EQ(added->anchored, 1);
    SegmentQuery query;
    query.participantId = project.participantId(u"D5"_s);
    auto segments = InterviewStore::segments(project.store(), query);
    ASSERT_TRUE(segments);
    ASSERT_EQ(segments->size(), 1);
    const Segment &quote = segments->first();
    EXPECT_EQ(quote.transcriptId, added->transcript.id);
    EXPECT_EQ(quote.start, text.indexOf(u"Thread race"_s));
    EXPECT_EQ(quote.end - quote.start,
        qsizetype(
            u"Thread race conditions silently corrupt gradients in multi-device jobs."_s.size()));
    EXPECT_EQ(quote.links, (QStringList {u"C.3"_s, u"C.11"_s}));
}

TEST(TranscriptImport, AddsAParticipantOnlyWhenARoleIsGiven)
{
    InterviewProject project;
    const QString file = project.scratch(u"new.txt"_s);
    ASSERT_TRUE(writeAll(file, "A transcript.\n"));
    TranscriptImporter::Options options;
    auto refused = TranscriptImporter::addFile(project.store(), u"U99"_s, file, options);
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().message().indexOf(u"no participant \"U99\""_s), -1);
    options.newParticipantRole = Participant::Role::User;
    auto added = TranscriptImporter::addFile(project.store(), u"U99"_s, file, options);
    ASSERT_TRUE(added) << added.error().message().toStdString();
    EXPECT_TRUE(added->participantAdded);
    auto again = TranscriptImporter::addFile(project.store(), u"U99"_s, file, options);
    ASSERT_FALSE(again);
    EXPECT_NE(again.error().message().indexOf(u"already has this transcript"_s), -1);
}

TEST(TranscriptImport, RefusesFilesThatAreNotUtf8TextNamingLineAndColumn)
{
    InterviewProject project;
    const struct
    {
        const char *name;
        QByteArray bytes;
        const char *message;
    } cases[] = {
        {"bad.txt", QByteArray("first line\nsecond \xFF line\n"),
            ":2:8: invalid UTF-8 (byte 0xff); save the transcript as UTF-8"},
        {"nul.md", QByteArray("ok\nx\0y\n", 7), ":2:2: control character 0x00 in the text"},
        {"slides.pdf", QByteArray("%PDF-1.4"),
            ": a transcript is a UTF-8 text file ending in .txt or .md"},
        {"empty.txt", QByteArray("  \n"), ": the transcript is empty"},
    };
    for (const auto &c : cases) {
        const QByteArray before = fileHash(project.path());
        auto added = addRaw(project, u"U1"_s, QString::fromLatin1(c.name), c.bytes);
        ASSERT_FALSE(added) << c.name;
        EXPECT_EQ(added.error().message().toStdString(),
            (project.scratch(QString::fromLatin1(c.name)) + QString::fromUtf8(c.message))
                .toStdString());
        auto transcripts = InterviewStore::transcripts(project.store());
        ASSERT_TRUE(transcripts);
        EXPECT_TRUE(transcripts->isEmpty());
        EXPECT_EQ(fileHash(project.path()), before);
    }
}

TEST(InterviewStore, ACodersEditIsCheckedAndAuditLogged)
{
    InterviewProject project;
    const qint64 ana = project.addAnnotator(u"ana"_s);
    const auto transcript
        = project.addTranscript(u"U1"_s, u"u1.txt"_s, u"Install failed. Docs were silent.\n"_s);
    ASSERT_GT(transcript.id, 0) << project.lastError.toStdString();
    Segment segment;
    segment.guid = InterviewStore::newGuid();
    segment.participantId = transcript.participantId;
    segment.transcriptId = transcript.id;
    segment.coderId = ana;
    segment.start = 16;
    segment.end = 99; // past the end
    segment.links = {u"A.1"_s};
    auto outside = InterviewStore::setSegment(project.store(), segment.guid, segment, u"ana"_s);
    ASSERT_FALSE(outside);
    EXPECT_NE(
        outside.error().message().indexOf(u"is not inside transcript \"u1.txt\" (34 characters)"_s),
        -1);
    segment.end = 33;
    ASSERT_TRUE(InterviewStore::setSegment(project.store(), segment.guid, segment, u"ana"_s));
    auto stored = InterviewStore::segment(project.store(), segment.guid);
    ASSERT_TRUE(stored && *stored);
    EXPECT_EQ((*stored)->text, u"Docs were silent."_s); // from the transcript, not from the caller
    EXPECT_EQ((*stored)->coder, u"ana"_s);
    ASSERT_TRUE(InterviewStore::setSegment(project.store(), segment.guid, std::nullopt, u"ana"_s));
    stored = InterviewStore::segment(project.store(), segment.guid);
    ASSERT_TRUE(stored);
    EXPECT_FALSE(*stored);

    QSqlQuery audit(project.store().database());
    ASSERT_TRUE(audit.exec(
        u"SELECT action, detail FROM audit_log WHERE action IN ('code-segment', 'remove-segment') ORDER BY id"_s));
    ASSERT_TRUE(audit.next());
    EXPECT_EQ(audit.value(0).toString(), u"code-segment"_s);
    ASSERT_TRUE(audit.next());
    EXPECT_EQ(audit.value(0).toString(), u"remove-segment"_s);
    const QJsonObject removed
        = QJsonDocument::fromJson(audit.value(1).toString().toUtf8()).object();
    EXPECT_EQ(removed[u"before"_s][u"start"_s].toInt(), 16); // what the change replaced
    EXPECT_TRUE(removed[u"after"_s].isNull());
}
