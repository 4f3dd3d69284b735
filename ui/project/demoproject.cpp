// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "demoproject.h"

#include "fetch/contentjson.h"
#include "interviews/codebookimporter.h"
#include "interviews/interviewstore.h"
#include "interviews/quotelocator.h"
#include "interviews/transcriptimporter.h"
#include "store/projectstore.h"
#include "study/studyimporter.h"
#include "taxonomy/taxonomyloader.h"
#include "taxonomy/taxonomystore.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

const QString demoRoot = u":/taxonomist/demo"_s;

// The importer reads only regular files inside a real folder (study folders are untrusted), so
// the bundled study is first copied out of the resource system.
Status copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(source));
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(source, target))
            return Error(u"cannot copy the bundled demo study"_s, {target, 0, 0});
    }
    return success();
}

// The demo's interviews: the code book, two transcripts that hold most of its quotes, and Ana's
// and Ben's coding of them (overlapping, so the stripes and the segment agreement have something
// to show).
Status populateInterviews(ProjectStore &store)
{
    const QList<Annotator> annotators = store.annotators();
    QTemporaryDir folder;
    if (!folder.isValid() || annotators.size() < 2)
        return Error(u"cannot set up the demo's interviews"_s);
    if (auto copied = copyTree(demoRoot + u"/interviews"_s, folder.path()); !copied)
        return copied;
    auto codebook = CodeBookFile::read(folder.filePath(u"CodeBook.csv"_s));
    if (!codebook)
        return codebook.error();
    if (auto imported = CodeBookImporter::import(store, *codebook, {0, false, u"taxonomist"_s});
        !imported)
        return imported.error();
    QHash<QString, Transcript> transcripts;
    for (const auto &[participant, file] :
        {std::pair {u"U1"_s, u"U1-interview.md"_s}, std::pair {u"D1"_s, u"D1-interview.txt"_s}}) {
        auto added = TranscriptImporter::addFile(
            store, participant, folder.filePath(file), {std::nullopt, u"taxonomist"_s});
        if (!added)
            return added.error();
        auto full = InterviewStore::transcript(store, added->transcript.id);
        if (!full)
            return full.error();
        transcripts.insert(participant, *full);
    }
    const struct
    {
        int coder;
        const char16_t *participant;
        const char16_t *quote;
        const char16_t *codes;
        const char16_t *memo;
    } coding[] = {
        {0, u"U1", u"never said which CANN version it expected", u"A.1", u"version left out"},
        {0, u"U1", u"The error only said \"operator not registered\"", u"C.9", u"unhelpful error"},
        {0, u"U1", u"Loss was flat for two epochs before I noticed", u"C.5", u""},
        {0, u"U1", u"A preset for common fine-tuning jobs", u"B.2", u"wants presets"},
        {1, u"U1",
            u"The install guide never said which CANN version it expected, so I installed the "
            u"newest one",
            u"A.1,C.1", u""},
        {1, u"U1", u"\"operator not registered\". No hint about the driver or the CANN version",
            u"C.1", u"driver mismatch"},
        {1, u"U1",
            u"a default in the loss function silently dropped the gradient of the padding mask",
            u"C.5", u"silent default"},
        {1, u"D1", u"Half of our checkpoint bugs come from resharding between parallel layouts",
            u"C.6", u"resharding"},
        {1, u"D1", u"We need the framework to say which rank stopped answering, early.", u"C.3,B.3",
            u""},
    };
    for (const auto &c : coding) {
        const Transcript &transcript = transcripts[QString::fromUtf16(c.participant)];
        const auto match = QuoteLocator::find(transcript.content, QString::fromUtf16(c.quote));
        if (!match)
            return Error(u"the demo's coding does not match its transcript"_s);
        Segment segment;
        segment.guid = InterviewStore::newGuid();
        segment.participantId = transcript.participantId;
        segment.transcriptId = transcript.id;
        segment.start = match->start;
        segment.end = match->end;
        segment.coderId = annotators[c.coder].id;
        segment.links = QString::fromUtf16(c.codes).split(u',');
        segment.memo = QString::fromUtf16(c.memo);
        if (auto status
            = InterviewStore::setSegment(store, segment.guid, segment, annotators[c.coder].name);
            !status)
            return status;
    }
    return success();
}

Status populate(ProjectStore &store)
{
    QTemporaryDir study;
    if (!study.isValid())
        return Error(
            u"cannot create a temporary folder for the demo study"_s, {study.path(), 0, 0});
    if (auto copied = copyTree(demoRoot + u"/study"_s, study.path()); !copied)
        return copied;
    auto imported = StudyImporter::importFolder(store, study.path(), u"taxonomist"_s);
    if (!imported)
        return imported.error();
    QFile content(demoRoot + u"/content.json"_s);
    if (!content.open(QIODevice::ReadOnly))
        return Error(
            u"the demo's content is missing from this build"_s, {content.fileName(), 0, 0});
    if (auto saved = ContentJson::import(store, content.readAll(), content.fileName()); !saved)
        return saved.error();
    // Label1..Label3 are the demo's three volunteers; Dana leads (no label column).
    const QStringList names {u"Ana"_s, u"Ben"_s, u"Chen"_s};
    const QList<Annotator> annotators = store.annotators();
    for (int i = 0; i < annotators.size() && i < names.size(); ++i) {
        if (auto status = store.renameAnnotator(annotators[i].id, names[i]); !status)
            return status;
    }
    auto lead = store.addAnnotator(u"Dana"_s, true);
    if (!lead)
        return lead.error();
    return populateInterviews(store);
}

} // namespace

Result<QString> DemoProject::install(const QString &folder)
{
    const QString path = QDir(folder).filePath(fileName());
    if (QFileInfo::exists(path))
        return path;
    if (!QDir().mkpath(folder))
        return Error(u"cannot create the folder"_s, {folder, 0, 0});
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    if (!taxonomy)
        return taxonomy.error();
    const QString partial = path + u".partial"_s;
    for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s})
        QFile::remove(partial + suffix);
    {
        auto store = TaxonomyStore::createProject(partial, *taxonomy);
        if (!store)
            return store.error();
        if (auto status = populate(**store); !status) {
            store->reset();
            QFile::remove(partial);
            return status.error();
        }
    }
    // Only a complete demo gets the real name, so an interrupted first launch starts over.
    if (!QFile::rename(partial, path))
        return Error(u"cannot move the demo project into place"_s, {path, 0, 0});
    return path;
}

} // namespace taxonomist::ui
