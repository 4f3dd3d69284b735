// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "finallabel.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

struct MethodText
{
    DecisionMethod method;
    const char16_t *key;
    const char16_t *name;
};

constexpr MethodText methodTexts[] = {
    {DecisionMethod::Imported, u"imported", u"imported"},
    {DecisionMethod::Unanimous, u"unanimous", u"unanimous"},
    {DecisionMethod::Majority, u"majority", u"majority"},
    {DecisionMethod::Consensus, u"consensus", u"consensus meeting"},
    {DecisionMethod::Lead, u"lead", u"lead decision"},
};

} // namespace

QString FinalLabel::methodKey(DecisionMethod method)
{
    for (const MethodText &text : methodTexts) {
        if (text.method == method)
            return QString::fromUtf16(text.key);
    }
    return {};
}

std::optional<DecisionMethod> FinalLabel::methodFromKey(const QString &key)
{
    for (const MethodText &text : methodTexts) {
        if (key == QStringView(text.key))
            return text.method;
    }
    return std::nullopt;
}

QString FinalLabel::methodName(DecisionMethod method)
{
    for (const MethodText &text : methodTexts) {
        if (text.method == method)
            return QString::fromUtf16(text.name);
    }
    return {};
}

} // namespace taxonomist::core
