// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "interviews/segment.h"
#include "interviews/transcript.h"
#include "store/projectstore.h"

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace taxonomist::test {

// A new project with the bundled taxonomy in a temporary folder, for the interview and REFI-QDA
// tests: annotators, transcripts and segments are added through the real stores.
class InterviewProject
{
public:
    InterviewProject();

    core::ProjectStore &store() { return *m_store; }
    bool isValid() const { return m_store != nullptr; }
    QString path() const { return m_dir.filePath(QStringLiteral("interviews.taxonomist")); }
    QString scratch(const QString &name) const { return m_dir.filePath(name); }
    void close() { m_store.reset(); }
    bool reopen();

    qint64 addAnnotator(const QString &name, bool isLead = false);
    // The published CodeBook.csv (../shared/study), as `taxonomist-cli interviews import` does.
    bool importPublishedCodeBook(qint64 coderId = 0);
    // Writes `text` to a file and adds it as the participant's transcript (a new participant
    // with `role` when there is none); the transcript as stored, or an empty one on failure.
    core::Transcript addTranscript(const QString &participant, const QString &fileName,
        const QString &text, const QString &role = QStringLiteral("user"));
    qint64 participantId(const QString &code) const;
    // Codes [start, end) of a transcript (code points) for a coder (0: the code book layer).
    core::Segment code(const core::Transcript &transcript, qint64 coderId, qint64 start, qint64 end,
        const QStringList &links, const QString &memo = {});

    QString lastError;

private:
    QTemporaryDir m_dir;
    std::unique_ptr<core::ProjectStore> m_store;
};

} // namespace taxonomist::test
