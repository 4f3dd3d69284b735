// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "participant.h"
#include "result.h"
#include "transcript.h"

#include <QByteArrayView>
#include <QString>

#include <optional>

namespace taxonomist::core {

class ProjectStore;

struct TranscriptImportSummary
{
    Transcript transcript; // without its content
    bool participantAdded = false;
    int anchored = 0; // standalone quotes of the participant found in it
};

// Adds a transcript (a UTF-8 .txt or .md file) to a participant in one transaction and anchors
// the participant's standalone quotes that it holds. The file is untrusted: a regular file of at
// most MaxBytes, valid UTF-8, no control characters but tab and line breaks; errors name the
// file, line and column.
class TranscriptImporter final
{
public:
    static constexpr qint64 MaxBytes = 16 * 1024 * 1024;

    struct Options
    {
        // Adds the participant when the project has none of that code (with this role).
        std::optional<Participant::Role> newParticipantRole;
        QString actor = QStringLiteral("taxonomist");
    };

    static Result<TranscriptImportSummary> addFile(ProjectStore &store, const QString &participant,
        const QString &path, const Options &options);
    // The checked text of a transcript file: without a byte-order mark, or an Error.
    static Result<QString> decode(QByteArrayView data, const QString &fileName);
    static std::optional<Transcript::Format> formatOf(const QString &fileName);
};

} // namespace taxonomist::core
