// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace taxonomist::core {

// A coded segment: a quote of a participant, anchored in a transcript by a range of code points
// [start, end) or standalone (a quote no transcript holds), linked to one or more taxonomy codes
// with a memo. It belongs to a coder (an annotator) or, with coderId 0, to the project's code
// book (what CodeBook.csv holds). Links keep the code as written: one the taxonomy lacks is kept
// and flagged, never dropped.
struct Segment
{
    qint64 id = 0;
    QString guid;
    qint64 participantId = 0;
    QString participant; // code, when read
    qint64 transcriptId = 0; // 0: standalone
    qint64 start = 0;
    qint64 end = 0;
    QString text;
    qint64 coderId = 0; // 0: the code book
    QString coder; // the coder's name when read; empty for the code book
    QString memo;
    QString category; // the code book's Prompt Category
    int codebookRow = 0; // 1-based row of CodeBook.csv it came from; 0 for others
    QStringList links;
    QString createdAt;
    QString updatedAt;

    bool isStandalone() const { return transcriptId == 0; }
    // The same coding (what an undo compares): place, text, links, memo and category.
    bool sameCoding(const Segment &other) const
    {
        return transcriptId == other.transcriptId && start == other.start && end == other.end
            && text == other.text && links == other.links && memo == other.memo
            && category == other.category && participantId == other.participantId
            && coderId == other.coderId;
    }
};

} // namespace taxonomist::core
