// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace taxonomist::core {

// One record of a CSV file, with where it starts so later checks can name line and column.
struct CsvRow
{
    QList<QString> fields;
    QList<int> columns; // 1-based column of each field's first character
    QList<bool> quoted; // whether each field was written in quotes (a round trip keeps the style)
    int line = 0;       // 1-based line the record starts on
};

struct CsvTable
{
    QList<CsvRow> rows; // the header, if the file has one, is rows[0]
    bool hasBom = false;
    bool crlf = false;            // records end in CR LF rather than LF
    bool endsWithNewline = false; // the last record is terminated
};

// An RFC 4180 reader: quoted fields with embedded commas, doubled quotes and line breaks; a
// UTF-8 byte-order mark; LF or CR LF record ends. Input must be UTF-8. Blank lines are skipped.
class CsvReader final
{
public:
    enum class Quotes {
        Strict,  // a stray quote is an error, with its line and column
        Lenient, // a stray quote is kept as text, as Python's csv module does
    };

    static Result<CsvTable> parse(QByteArrayView data, const QString &fileName,
                                  Quotes quotes = Quotes::Strict);
};

} // namespace taxonomist::core
