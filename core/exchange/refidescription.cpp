// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "refidescription.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace taxonomist::core::RefiDescription {

QString compose(const QString &description, const QStringList &details)
{
    QString text = description.trimmed();
    if (details.isEmpty())
        return text;
    if (!text.isEmpty())
        text += u"\n\n"_s;
    text += u"Details (%1):"_s.arg(details.size());
    for (const QString &detail : details)
        text += u"\n- "_s + QString(detail).replace(u'\n', u' ');
    return text;
}

Parts split(const QString &text)
{
    static const QRegularExpression heading(u"(^|\\n\\n)Details \\((\\d+)\\):\\n"_s);
    const auto match = heading.match(text);
    if (!match.hasMatch())
        return {text.trimmed(), {}};
    const QStringList lines = text.mid(match.capturedEnd()).split(u'\n');
    QStringList details;
    for (const QString &line : lines) {
        if (!line.startsWith(u"- "_s))
            return {text.trimmed(), {}}; // not the block compose() writes: keep the text as it is
        details.append(line.mid(2));
    }
    if (details.size() != match.captured(2).toInt())
        return {text.trimmed(), {}};
    return {text.left(match.capturedStart()).trimmed(), details};
}

} // namespace taxonomist::core::RefiDescription
