// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "participant.h"
#include "result.h"
#include "segment.h"
#include "transcript.h"

#include <QList>
#include <QString>

#include <optional>

namespace taxonomist::core {

class ProjectStore;

// Which segments to read: of one transcript or participant, and whose.
struct SegmentQuery
{
    enum class Place { Any, Transcript, Standalone };
    Place place = Place::Any;
    qint64 transcriptId = 0; // with Place::Transcript
    qint64 participantId = 0; // 0: every participant
    std::optional<qint64> coderId; // nothing: every coder and the code book; 0: the code book only
};

// Participants, transcripts and coded segments in a project. Reads are plain; the functions
// marked "in the caller's transaction" write as part of a larger change (an import); setSegment()
// is a coder's edit and commits on its own, audit-logged with the value it replaced.
class InterviewStore final
{
public:
    static Result<QList<Participant>> participants(const ProjectStore &store);
    static Result<std::optional<Participant>> participant(
        const ProjectStore &store, const QString &code);
    // Inserts (id 0; a GUID is minted when empty) or updates a participant and its attributes; the
    // role follows the Type attribute when there is one. In the caller's transaction.
    static Status saveParticipant(ProjectStore &store, Participant &participant);

    // Transcripts without their content, in the order participants and transcripts were added.
    static Result<QList<Transcript>> transcripts(
        const ProjectStore &store, qint64 participantId = 0);
    static Result<Transcript> transcript(const ProjectStore &store, qint64 transcriptId);
    // In the caller's transaction; sets the id (and a GUID when empty).
    static Status insertTranscript(ProjectStore &store, Transcript &transcript);

    static Result<QList<Segment>> segments(const ProjectStore &store, const SegmentQuery &query);
    static Result<std::optional<Segment>> segment(const ProjectStore &store, const QString &guid);
    // Inserts or replaces the segment with this GUID (minted when empty), its links and, for an
    // anchored one, its text from the transcript; checks the range. In the caller's transaction.
    static Status writeSegment(ProjectStore &store, Segment &segment);
    static Status deleteSegment(ProjectStore &store, const QString &guid);

    // A coder's edit: writes `segment` (or removes the segment `guid` when empty) in its own
    // transaction and audit-logs the change with what it replaced.
    static Status setSegment(ProjectStore &store, const QString &guid,
        const std::optional<Segment> &segment, const QString &actor);

    // Anchors the participant's standalone segments whose quote the transcript holds. In the
    // caller's transaction; returns how many were anchored.
    static Result<int> anchorStandalone(ProjectStore &store, const Transcript &transcript);

    // A fresh GUID, lower case without braces.
    static QString newGuid();
};

} // namespace taxonomist::core
