// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>

#include <utility>

namespace taxonomist::core {

// Someone interviewed: a code ("U1"), a role for the user-versus-developer comparison, and the
// attributes a code book gives (Type, Experience Level, Framework Context and any further column).
struct Participant
{
    enum class Role { User, Developer, Other };

    qint64 id = 0;
    QString code;
    Role role = Role::Other;
    int position = 0;
    QString guid;
    QList<std::pair<QString, QString>> attributes; // name, value, in the order they were given

    QString attribute(const QString &name) const;
    void setAttribute(const QString &name, const QString &value);

    // The role a Type attribute names: "User", "LLM user" → User; "Developer",
    // "Framework developer" → Developer; anything else → Other.
    static Role roleFromType(const QString &type);
    static QString roleKey(Role role); // "user", "developer", "other"
    static Role roleFromKey(const QString &key);
    // The attribute whose value decides the role.
    static inline const QString typeAttribute = QStringLiteral("Type");
};

} // namespace taxonomist::core
