// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "participant.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

QString Participant::attribute(const QString &name) const
{
    for (const auto &[key, value] : attributes) {
        if (key == name)
            return value;
    }
    return {};
}

void Participant::setAttribute(const QString &name, const QString &value)
{
    for (auto &[key, current] : attributes) {
        if (key == name) {
            current = value;
            return;
        }
    }
    attributes.append({name, value});
}

Participant::Role Participant::roleFromType(const QString &type)
{
    const QString lower = type.trimmed().toLower();
    // "Developer" before "user": "developer of user tools" is a developer.
    if (lower.contains(u"developer"_s) || lower.contains(u"maintainer"_s))
        return Role::Developer;
    if (lower.contains(u"user"_s))
        return Role::User;
    return Role::Other;
}

QString Participant::roleKey(Role role)
{
    switch (role) {
    case Role::User:
        return u"user"_s;
    case Role::Developer:
        return u"developer"_s;
    case Role::Other:
        break;
    }
    return u"other"_s;
}

Participant::Role Participant::roleFromKey(const QString &key)
{
    if (key == u"user"_s)
        return Role::User;
    if (key == u"developer"_s)
        return Role::Developer;
    return Role::Other;
}

} // namespace taxonomist::core
