// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <optional>
#include <tuple> // std::ignore, for a result deliberately not looked at
#include <utility>
#include <variant>

namespace taxonomist::core {

// Where an error was found: a file, and a 1-based line and column when they are known.
struct ErrorLocation
{
    QString file;
    int line = 0;
    int column = 0;
};

// The one error type of fallible core calls; message() names file, line and column.
class Error final
{
public:
    Error() = default;
    explicit Error(QString what, ErrorLocation where = {})
        : m_what(std::move(what))
        , m_where(std::move(where))
    { }

    const QString &what() const { return m_what; }
    const ErrorLocation &where() const { return m_where; }

    // "FILE:LINE:COLUMN: what", leaving out the parts that are not known.
    QString message() const
    {
        QString prefix = m_where.file;
        if (m_where.line > 0)
            prefix += (prefix.isEmpty() ? QString() : QStringLiteral(":"))
                + QString::number(m_where.line);
        if (m_where.line > 0 && m_where.column > 0)
            prefix += QStringLiteral(":") + QString::number(m_where.column);
        return prefix.isEmpty() ? m_what : prefix + QStringLiteral(": ") + m_what;
    }

private:
    QString m_what;
    ErrorLocation m_where;
};

// A value or an Error. Exceptions never cross a signal, slot or thread: core returns these.
// A result must be looked at: ignoring one is a warning (an error in CI); a caller that has
// nothing to do on failure writes `std::ignore = call(); // why`.
template<typename T>
class [[nodiscard]] Result final
{
public:
    Result(T value)
        : m_data(std::in_place_index<0>, std::move(value))
    { }
    Result(Error error)
        : m_data(std::in_place_index<1>, std::move(error))
    { }

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    T &value() & { return std::get<0>(m_data); }
    const T &value() const & { return std::get<0>(m_data); }
    T &&value() && { return std::get<0>(std::move(m_data)); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }

    const Error &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, Error> m_data;
};

// For calls that succeed with nothing to return.
struct Done
{
};
using Status = Result<Done>;

inline Status success()
{
    return Done {};
}

} // namespace taxonomist::core
