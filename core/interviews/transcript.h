// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace taxonomist::core {

// One transcript of a participant's interview: UTF-8 text (plain or Markdown, shown as its text
// so a range means the same characters everywhere). Ranges over it count code points.
struct Transcript
{
    enum class Format { Text, Markdown };

    qint64 id = 0;
    qint64 participantId = 0;
    QString participant; // the participant's code
    QString guid;
    QString name; // the file name it was added from
    Format format = Format::Text;
    QString content; // empty in listings
    qint64 length = 0; // code points
    QString addedAt;

    static QString formatKey(Format format)
    {
        return format == Format::Markdown ? QStringLiteral("markdown") : QStringLiteral("text");
    }
};

} // namespace taxonomist::core
