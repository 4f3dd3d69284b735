// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLibrary>
#include <QString>

#include <type_traits>

namespace taxonomist::core {

// Functions of a shared library taken when first needed instead of linked: a library linked into
// the CLI is loaded, with every library it needs in turn, at each start of every command (libpq
// brings Kerberos, LDAP and TLS; FreeType brings PNG, bzip2 and Brotli) — milliseconds of CPU
// before a `report` reads a row, for features most commands never use. Users keep one of these
// in a function-local static and read error() when a function is missing.
class RuntimeLibrary final
{
public:
    RuntimeLibrary(const QString &name, int majorVersion)
        : m_library(name, majorVersion)
    {
        if (!m_library.load())
            m_error = m_library.errorString();
    }

    // Sets `function` to the library's `symbol`; false (and error() says which) when it has none.
    template<typename Function>
    bool take(Function &function, const char *symbol)
    {
        static_assert(std::is_pointer_v<Function>);
        function
            = m_error.isEmpty() ? reinterpret_cast<Function>(m_library.resolve(symbol)) : nullptr;
        if (!function && m_error.isEmpty())
            m_error = QStringLiteral("%1 has no function %2")
                          .arg(m_library.fileName(), QString::fromLatin1(symbol));
        return function != nullptr;
    }

    bool isComplete() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

private:
    QLibrary m_library; // never unloaded: the functions taken stay valid for the process
    QString m_error;
};

} // namespace taxonomist::core
