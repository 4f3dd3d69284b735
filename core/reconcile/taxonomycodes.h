// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "taxonomy/taxonomy.h"

#include <QString>

namespace taxonomist::core {

// How codes and versions grow when the taxonomy evolves: themes are numbered (C.10 → C.11),
// sub-themes take lower-case Roman numerals (C.3.iii → C.3.iv), the version's minor part counts
// additions (1.0.0 → 1.1.0).
class TaxonomyCodes final
{
public:
    // The code of a new child of `parent` (-1: a new type): one past the highest sibling
    // number, so a code that was ever used is never handed out twice while it is in the tree.
    static QString nextChildCode(const Taxonomy &taxonomy, int parent);
    static QString toRoman(int number);
    // 0 when `text` is not a lower-case Roman numeral.
    static int fromRoman(const QString &text);
    // "1.0.0" → "1.1.0"; a version that is not MAJOR.MINOR[.PATCH] gets ".1" appended.
    static QString nextMinorVersion(const QString &version);
};

} // namespace taxonomist::core
