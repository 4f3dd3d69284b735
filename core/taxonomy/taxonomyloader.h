// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "taxonomy.h"
#include "util/inboundlimits.h"

#include <QByteArray>

namespace taxonomist::core {

// Reads and writes the taxonomy file format (docs/taxonomy-format.md, "taxonomist-taxonomy"
// version 1). Reading validates the whole tree and names the JSON path of the first problem: a
// file from outside is untrusted, so every value's type is checked before it is read, and a
// wrong one is an error naming its path, never an exception.
class TaxonomyLoader final
{
public:
    static constexpr int formatVersion = 1;
    // Limits on a file from outside (docs/taxonomy-format.md): its size, and how many levels it
    // may declare (which bounds how deep its nodes nest).
    static constexpr qint64 maxBytes = InboundLimits::MaxTaxonomyBytes;
    static constexpr int maxLevels = InboundLimits::MaxTaxonomyLevels;

    static Result<Taxonomy> fromJson(const QByteArray &json, const QString &fileName);
    static Result<Taxonomy> fromFile(const QString &path);
    // The taxonomy that ships with Taxonomist (taxonomy/llm-challenges.json, compiled in).
    static Result<Taxonomy> bundledLlmChallenges();
    // Details are written too when `withDetails` is set (the shipped file has none).
    static QByteArray toJson(const Taxonomy &taxonomy, bool withDetails);
};

} // namespace taxonomist::core
