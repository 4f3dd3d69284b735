// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/keywordmatcher.h"

#include <QHash>
#include <QString>

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

// Each framework's keyword matcher, built once from the project's keyword lists: views that show
// issue after issue highlight without compiling the same pattern again.
class KeywordMatcherCache final
{
public:
    const core::KeywordMatcher &forFramework(
        const core::ProjectStore &store, const QString &framework);
    // After a keyword list changed.
    void clear() { m_matchers.clear(); }

private:
    QHash<QString, core::KeywordMatcher> m_matchers;
};

} // namespace taxonomist::ui
