// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArrayView>

#include <deque>
#include <string>
#include <vector>

namespace taxonomist::core {

// One value of a change-file record line. Strings and nested lists or objects are views into the
// line (or, for a string with escapes, into the parser's storage), valid until the next parse.
struct ChangeValue
{
    enum class Type { Null, Boolean, Integer, Number, String, Nested };
    Type type = Type::Null;
    bool boolean = false;
    qint64 integer = 0;
    QByteArrayView text; // String: the decoded UTF-8; Nested and Number: the raw JSON
    int column = 0; // where the value starts in its line (1-based), for messages
};

// Parses a record line — a JSON array of scalars, strings and nested JSON — without building a
// JSON tree: a merge reads 300,000 of them. Nested values are left as raw JSON for the field that
// wants them, and may nest InboundLimits::MaxNestingDepth levels deep. Strict JSON: anything else
// is an error with its column. A string is never copied unless it holds escapes, and then once.
class ChangeLineParser final
{
public:
    // False on malformed JSON; error() and column() say what and where (1-based).
    bool parse(QByteArrayView line, std::vector<ChangeValue> &values);
    const char *error() const { return m_error; }
    int column() const { return m_column; }

private:
    bool fail(const char *what, qsizetype at);
    bool string(QByteArrayView line, qsizetype &at, ChangeValue &value);
    bool skipNested(QByteArrayView line, qsizetype &at);

    std::deque<std::string> m_decoded;
    const char *m_error = "";
    int m_column = 0;
};

} // namespace taxonomist::core
