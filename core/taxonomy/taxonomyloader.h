// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "taxonomy.h"

#include <QByteArray>

namespace taxonomist::core {

// Reads and writes the taxonomy file format (docs/taxonomy-format.md, "taxonomist-taxonomy"
// version 1). Reading validates the whole tree and names the JSON path of the first problem.
class TaxonomyLoader final
{
public:
    static constexpr int formatVersion = 1;

    static Result<Taxonomy> fromJson(const QByteArray &json, const QString &fileName);
    static Result<Taxonomy> fromFile(const QString &path);
    // The taxonomy that ships with Taxonomist (taxonomy/llm-challenges.json, compiled in).
    static Result<Taxonomy> bundledLlmChallenges();
    // Details are written too when `withDetails` is set (the shipped file has none).
    static QByteArray toJson(const Taxonomy &taxonomy, bool withDetails);
};

} // namespace taxonomist::core
