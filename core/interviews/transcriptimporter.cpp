// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "transcriptimporter.h"

#include "interviewstore.h"
#include "store/projectstore.h"
#include "store/transaction.h"
#include "util/coretext.h"
#include "util/inputtext.h"
#include "util/storedname.h"
#include "util/untrustedfile.h"
#include "util/utf8.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

std::optional<Transcript::Format> TranscriptImporter::formatOf(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == u"txt"_s || suffix == u"text"_s)
        return Transcript::Format::Text;
    if (suffix == u"md"_s || suffix == u"markdown"_s)
        return Transcript::Format::Markdown;
    return std::nullopt;
}

Result<QString> TranscriptImporter::decode(QByteArrayView data, const QString &fileName)
{
    if (const auto bad = utf8::firstInvalidByte(data)) {
        const auto at = utf8::positionOf(data, *bad);
        return Error(CoreText::tr("invalid UTF-8 (byte 0x%1); save the transcript as UTF-8")
                         .arg(static_cast<unsigned char>(data[*bad]), 2, 16, QLatin1Char('0')),
            {fileName, at.line, at.column});
    }
    for (qsizetype i = 0; i < data.size(); ++i) {
        const auto c = static_cast<unsigned char>(data[i]);
        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F) {
            const auto at = utf8::positionOf(data, i);
            return Error(
                CoreText::tr("control character 0x%1 in the text").arg(c, 2, 16, QLatin1Char('0')),
                {fileName, at.line, at.column});
        }
    }
    const QByteArrayView text = data.startsWith("\xEF\xBB\xBF") ? data.sliced(3) : data;
    return QString::fromUtf8(text);
}

Result<TranscriptImportSummary> TranscriptImporter::addFile(ProjectStore &store,
    const QString &participantCode, const QString &path, const Options &options)
{
    const QString name = QFileInfo(path).fileName();
    const auto format = formatOf(name);
    if (!format)
        return Error(
            CoreText::tr("a transcript is a UTF-8 text file ending in .txt or .md"), {path, 0, 0});
    if (auto status = StoredName::checkComponent(name, CoreText::tr("transcript file name"));
        !status)
        return Error(status.error().what(), {path, 0, 0});
    auto data = UntrustedFile::read(path, MaxBytes);
    if (!data)
        return data.error();
    auto content = decode(*data, path);
    if (!content)
        return content.error();
    if (content->trimmed().isEmpty())
        return Error(CoreText::tr("the transcript is empty"), {path, 0, 0});

    auto found = InterviewStore::participant(store, participantCode);
    if (!found)
        return found.error();
    TranscriptImportSummary summary;
    Participant participant;
    if (*found) {
        participant = **found;
        auto existing = InterviewStore::transcripts(store, participant.id);
        if (!existing)
            return existing.error();
        for (const Transcript &t : std::as_const(*existing)) {
            auto full = InterviewStore::transcript(store, t.id);
            if (!full)
                return full.error();
            if (full->content == *content)
                return Error(CoreText::tr("%1 already has this transcript (added as %2)")
                                 .arg(quotedForMessage(participantCode), quotedForMessage(t.name)),
                    {path, 0, 0});
        }
    } else if (!options.newParticipantRole) {
        return Error(CoreText::tr("the project has no participant %1 (import a code book first, or "
                                  "name the participant's role)")
                         .arg(quotedForMessage(participantCode)));
    } else {
        participant.code = participantCode.trimmed();
        participant.role = *options.newParticipantRole;
        if (participant.code.isEmpty() || participant.code.size() > 100
            || participant.code.contains(u'\n'))
            return Error(CoreText::tr("%1 is not a participant code")
                             .arg(quotedForMessage(participantCode)));
    }

    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    if (participant.id == 0) {
        if (auto status = InterviewStore::saveParticipant(store, participant); !status)
            return status.error();
        summary.participantAdded = true;
    }
    Transcript transcript;
    transcript.participantId = participant.id;
    transcript.participant = participant.code;
    transcript.name = name;
    transcript.format = *format;
    transcript.content = *content;
    if (auto status = InterviewStore::insertTranscript(store, transcript); !status)
        return status.error();
    auto anchored = InterviewStore::anchorStandalone(store, transcript);
    if (!anchored)
        return anchored.error();
    summary.anchored = *anchored;
    const QJsonObject detail {{u"participant"_s, participant.code},
        {u"transcript"_s, transcript.guid}, {u"name"_s, name}, {u"length"_s, transcript.length},
        {u"anchored"_s, summary.anchored}};
    if (auto status = store.audit(options.actor, u"add-transcript"_s, 0,
            QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
        !status)
        return status.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    transcript.content.clear();
    summary.transcript = transcript;
    return summary;
}

} // namespace taxonomist::core
