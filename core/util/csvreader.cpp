// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "csvreader.h"

namespace taxonomist::core {

Result<CsvTable> CsvReader::parse(QByteArrayView data, const QString &fileName, Quotes quotes)
{
    CsvStreamReader reader(data, fileName, quotes);
    // The whole input is in memory already: a record is as long as the input allows.
    reader.setMaxRecordBytes(data.size());
    CsvTable table;
    CsvRow row;
    for (;;) {
        auto more = reader.next(row);
        if (!more)
            return more.error();
        if (!*more)
            break;
        table.rows.append(std::move(row));
        row = CsvRow();
    }
    table.hasBom = reader.hasBom();
    table.crlf = reader.isCrLf();
    table.endsWithNewline = reader.endsWithNewline();
    return table;
}

} // namespace taxonomist::core
