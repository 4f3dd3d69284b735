// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "refiproject.h"
#include "result.h"
#include "util/inboundlimits.h"

#include <QByteArray>

#include <functional>

namespace taxonomist::core {

// Reads REFI-QDA XML written by another program, which is untrusted: a document type
// declaration (and with it every external or expanding entity) is refused; the document is
// pulled in chunks, never held whole, and bounded in all, per piece (a text, a tag, a comment),
// in nesting, counts, names and texts; a GUID names one thing only; every GUID is checked; errors
// name the file, line and column. Elements Taxonomist does not use are skipped and counted in
// RefiProject::skipped.
class RefiXmlReader final
{
public:
    struct Codebook
    {
        QString origin;
        QList<RefiCode> codes;
    };

    // Puts the next bytes of the document into `into`, at most `max`: how many, 0 at its end, or
    // an Error (which the reader passes on as it is).
    using Input = std::function<Result<qint64>(char *into, qint64 max)>;

    static constexpr qint64 MaxBytes = InboundLimits::MaxQdaXmlBytes;
    // The largest piece is a text source's content written inline.
    static constexpr qint64 MaxPieceBytes = InboundLimits::MaxRefiSourceBytes;
    static constexpr int MaxDepth = InboundLimits::MaxNestingDepth; // XML nesting
    // Codes inside codes: each level of them is a level of the taxonomy made from them.
    static constexpr int MaxCodeDepth = InboundLimits::MaxTaxonomyLevels;
    static constexpr qint64 MaxCodes = 100000;
    static constexpr qint64 MaxSources = 500000;
    static constexpr qint64 MaxSelections = 5000000;
    // A plainTextPath: a path on another computer (never followed), so as long as a path may be.
    static constexpr qsizetype MaxPathChars = 4096;

    static Result<Codebook> codebook(const Input &input, const QString &fileName);
    static Result<RefiProject> project(const Input &input, const QString &fileName);
    static Result<Codebook> codebook(const QByteArray &xml, const QString &fileName);
    static Result<RefiProject> project(const QByteArray &xml, const QString &fileName);
};

} // namespace taxonomist::core
