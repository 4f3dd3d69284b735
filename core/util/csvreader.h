// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "csvstreamreader.h"
#include "result.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace taxonomist::core {

struct CsvTable
{
    QList<CsvRow> rows; // the header, if the file has one, is rows[0]
    bool hasBom = false;
    bool crlf = false; // records end in CR LF rather than LF
    bool endsWithNewline = false; // the last record is terminated
};

// A whole CSV file in memory, read with CsvStreamReader: for the small files (the detail CSVs,
// tests); a framework's CSV, which may be of any size, is read record by record instead.
class CsvReader final
{
public:
    using Quotes = CsvQuotes;

    static Result<CsvTable> parse(
        QByteArrayView data, const QString &fileName, Quotes quotes = Quotes::Strict);
};

} // namespace taxonomist::core
