// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "keywordmatchercache.h"

#include "fetch/frameworkkeywords.h"

namespace taxonomist::ui {

const core::KeywordMatcher &KeywordMatcherCache::forFramework(
    const core::ProjectStore &store, const QString &framework)
{
    auto found = m_matchers.find(framework);
    if (found == m_matchers.end()) {
        QStringList keywords;
        if (auto id = core::FrameworkKeywords::frameworkId(store, framework)) {
            if (auto list = core::FrameworkKeywords::list(store, *id))
                keywords = *list;
        }
        found = m_matchers.insert(framework, core::KeywordMatcher(keywords));
    }
    return *found;
}

} // namespace taxonomist::ui
