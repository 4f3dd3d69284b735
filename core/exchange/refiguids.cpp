// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "refiguids.h"

#include <QRegularExpression>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace taxonomist::core::RefiGuids {

namespace {
// Taxonomist's namespace for name-based GUIDs (fixed: changing it changes every exported GUID).
const QUuid ns(u"8a3f6b52-1d4e-4c7a-9b0e-5f2d7c1e9a64"_s);
} // namespace

QString named(const QString &name)
{
    return QUuid::createUuidV5(ns, name).toString(QUuid::WithoutBraces);
}

QString node(const QString &taxonomyName, const QString &code)
{
    return named(u"node\n"_s + taxonomyName + u'\n' + code);
}

QString unknownCode(const QString &taxonomyName, const QString &code)
{
    return named(u"unknown-node\n"_s + taxonomyName + u'\n' + code);
}

QString unknownFolder(const QString &taxonomyName)
{
    return named(u"unknown-folder\n"_s + taxonomyName);
}

QString user(const QString &annotatorName)
{
    return named(u"annotator\n"_s + annotatorName);
}

bool isValid(const QString &guid)
{
    static const QRegularExpression pattern(
        u"^(\\{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\}|"
        "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$"_s);
    return pattern.match(guid.trimmed()).hasMatch();
}

QString normalized(const QString &guid)
{
    QString g = guid.trimmed().toLower();
    if (g.startsWith(u'{') && g.endsWith(u'}'))
        g = g.mid(1, g.size() - 2);
    return g;
}

} // namespace taxonomist::core::RefiGuids
