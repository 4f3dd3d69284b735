// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "refitestsupport.h"

#include "exchange/zipreader.h"
#include "importedstudy.h"
#include "interviews/codebookimporter.h"
#include "interviews/interviewstore.h"
#include "interviews/transcriptimporter.h"
#include "testpaths.h"

#include <QFileInfo>
#include <QProcess>
#include <QTemporaryFile>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace taxonomist::test {

QString refiDir()
{
    const QString dir
        = qEnvironmentVariable("TAXONOMIST_REFI_DIR", QStringLiteral(TAXONOMIST_REFI_DIR));
    return QFileInfo(dir + u"/Project-mrt2019.xsd"_s).isFile() ? dir : QString();
}

QString schemaErrors(const QByteArray &xml, const QString &schemaFile)
{
    QTemporaryFile file;
    if (!file.open() || file.write(xml) != xml.size() || !file.flush())
        return u"cannot write the XML to a temporary file"_s;
    QProcess xmllint;
    xmllint.start(QStringLiteral(TAXONOMIST_XMLLINT),
        {u"--noout"_s, u"--nonet"_s, u"--schema"_s, schemaFile, file.fileName()});
    if (!xmllint.waitForFinished(60000))
        return u"xmllint did not finish"_s;
    if (xmllint.exitStatus() == QProcess::NormalExit && xmllint.exitCode() == 0)
        return {};
    return QString::fromUtf8(xmllint.readAllStandardError()).left(4000);
}

QMap<QString, QByteArray> unzip(const QString &qdpx, QString *error)
{
    QMap<QString, QByteArray> entries;
    auto zip = core::ZipReader::open(qdpx);
    if (!zip) {
        *error = zip.error().message();
        return entries;
    }
    for (const QString &name : (*zip)->entries()) {
        auto content = (*zip)->read(name, 512LL * 1024 * 1024);
        if (!content) {
            *error = content.error().message();
            return {};
        }
        entries.insert(name, *content);
    }
    return entries;
}

QSet<QString> guidsOf(const QByteArray &xml, const QString &element)
{
    QSet<QString> guids;
    QXmlStreamReader reader(xml);
    while (!reader.atEnd()) {
        if (reader.readNext() == QXmlStreamReader::StartElement
            && (element.isEmpty() || reader.name() == element)) {
            const QString guid = reader.attributes().value(u"guid"_s).toString();
            if (!guid.isEmpty())
                guids.insert(guid);
        }
    }
    return guids;
}

std::unique_ptr<core::ProjectStore> richProject(const QString &path, QString *error)
{
    using namespace taxonomist::core;
    auto store = importMiniStudy(path, error);
    if (!store)
        return nullptr;
    const auto failed = [error](const Error &e) {
        *error = e.message();
        return nullptr;
    };
    auto codebook = CodeBookFile::parse("Participant,Type,Experience Level,Thematic Quote,Linked "
                                        "Taxonomy Node(s),Research Insight\n"
                                        "U1,User,Beginner,\"The install guide never said which "
                                        "CUDA.\",\"A.1, C.1\",\"Docs lack platform notes.\"\n"
                                        "D1,Developer,Advanced,\"Race conditions corrupt "
                                        "gradients.\",\"C.3, C.11\",\"No diagnostics.\"\n",
        u"CodeBook.csv"_s);
    if (!codebook)
        return failed(codebook.error());
    if (auto imported = CodeBookImporter::import(*store, *codebook, {0, false, u"test"_s});
        !imported)
        return failed(imported.error());
    const QString file = QFileInfo(path).absolutePath() + u"/u1-interview.md"_s;
    if (!writeAll(file,
            QStringLiteral("# U1 🎤\n\nI spent two days. The install guide never said which CUDA. "
                           "Then the loss was flat.\n")
                .toUtf8()))
        return failed(Error(u"cannot write the transcript"_s));
    auto transcript = TranscriptImporter::addFile(*store, u"U1"_s, file, {std::nullopt, u"test"_s});
    if (!transcript)
        return failed(transcript.error());
    auto annotators = store->readAnnotators();
    if (!annotators || annotators->size() < 2)
        return failed(Error(u"the mini study has fewer than two annotators"_s));
    const auto code = [&](qint64 coder, qint64 start, qint64 end, const QStringList &links,
                          const QString &memo) {
        Segment s;
        s.guid = InterviewStore::newGuid();
        s.participantId = transcript->transcript.participantId;
        s.transcriptId = transcript->transcript.id;
        s.coderId = coder;
        s.start = start;
        s.end = end;
        s.links = links;
        s.memo = memo;
        return InterviewStore::setSegment(*store, s.guid, s, u"test"_s);
    };
    // "# U1 🎤\n\n" is 8 code points; "I spent two days." follows.
    if (auto status = code((*annotators)[0].id, 8, 25, {u"A.1"_s}, u"time lost"_s); !status)
        return failed(status.error());
    if (auto status = code((*annotators)[1].id, 8, 66, {u"A.1"_s, u"C.1"_s}, QString()); !status)
        return failed(status.error());
    if (auto status
        = code((*annotators)[1].id, 67, 90, {u"C.5"_s}, u"flat loss: training control"_s);
        !status)
        return failed(status.error());
    return store;
}

} // namespace taxonomist::test
