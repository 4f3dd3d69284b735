// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "refiproject.h"
#include "result.h"

#include <QByteArray>

namespace taxonomist::core {

// Reads REFI-QDA XML written by another program, which is untrusted: a document type
// declaration (and with it every external or expanding entity) is refused, nesting and counts
// are bounded, every GUID is checked, and errors name the file, line and column. Elements
// Taxonomist does not use are skipped and counted in RefiProject::skipped.
class RefiXmlReader final
{
public:
    struct Codebook
    {
        QString origin;
        QList<RefiCode> codes;
    };

    static constexpr int MaxDepth = 64; // XML nesting
    static constexpr int MaxCodeDepth = 16; // codes inside codes
    static constexpr qint64 MaxCodes = 100000;
    static constexpr qint64 MaxSources = 500000;
    static constexpr qint64 MaxSelections = 5000000;

    static Result<Codebook> codebook(const QByteArray &xml, const QString &fileName);
    static Result<RefiProject> project(const QByteArray &xml, const QString &fileName);
};

} // namespace taxonomist::core
