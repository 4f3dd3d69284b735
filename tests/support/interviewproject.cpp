// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "interviewproject.h"

#include "interviews/codebookimporter.h"
#include "interviews/interviewstore.h"
#include "interviews/transcriptimporter.h"
#include "taxonomy/taxonomyloader.h"
#include "taxonomy/taxonomystore.h"
#include "testpaths.h"

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::test {

InterviewProject::InterviewProject()
{
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    if (!taxonomy) {
        lastError = taxonomy.error().message();
        return;
    }
    auto store = TaxonomyStore::createProject(path(), *taxonomy);
    if (!store) {
        lastError = store.error().message();
        return;
    }
    m_store = std::move(store).value();
}

bool InterviewProject::reopen()
{
    m_store.reset();
    auto store = ProjectStore::open(path(), ProjectStore::OpenMode::ReadWrite);
    if (!store) {
        lastError = store.error().message();
        return false;
    }
    m_store = std::move(store).value();
    return true;
}

qint64 InterviewProject::addAnnotator(const QString &name, bool isLead)
{
    auto id = m_store->addAnnotator(name, isLead);
    if (!id) {
        lastError = id.error().message();
        return 0;
    }
    return *id;
}

bool InterviewProject::importPublishedCodeBook(qint64 coderId)
{
    auto file = CodeBookFile::read(studyDir() + u"/CodeBook.csv"_s);
    if (!file) {
        lastError = file.error().message();
        return false;
    }
    CodeBookImporter::Options options;
    options.coderId = coderId;
    options.actor = u"test"_s;
    auto summary = CodeBookImporter::import(*m_store, *file, options);
    if (!summary)
        lastError = summary.error().message();
    return summary.ok();
}

Transcript InterviewProject::addTranscript(
    const QString &participant, const QString &fileName, const QString &text, const QString &role)
{
    const QString file = scratch(fileName);
    if (!writeAll(file, text.toUtf8())) {
        lastError = u"cannot write "_s + file;
        return {};
    }
    TranscriptImporter::Options options;
    options.newParticipantRole = Participant::roleFromKey(role);
    options.actor = u"test"_s;
    auto summary = TranscriptImporter::addFile(*m_store, participant, file, options);
    if (!summary) {
        lastError = summary.error().message();
        return {};
    }
    return summary->transcript;
}

qint64 InterviewProject::participantId(const QString &code) const
{
    auto found = InterviewStore::participant(*m_store, code);
    return found && *found ? (*found)->id : 0;
}

Segment InterviewProject::code(const Transcript &transcript, qint64 coderId, qint64 start,
    qint64 end, const QStringList &links, const QString &memo)
{
    Segment segment;
    segment.participantId = transcript.participantId;
    segment.transcriptId = transcript.id;
    segment.start = start;
    segment.end = end;
    segment.coderId = coderId;
    segment.links = links;
    segment.memo = memo;
    segment.guid = InterviewStore::newGuid();
    if (auto status = InterviewStore::setSegment(*m_store, segment.guid, segment, u"test"_s);
        !status) {
        lastError = status.error().message();
        return {};
    }
    auto stored = InterviewStore::segment(*m_store, segment.guid);
    return stored && *stored ? **stored : Segment {};
}

} // namespace taxonomist::test
