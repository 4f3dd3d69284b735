// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "util/inboundlimits.h"

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

// A code book of interview findings as the study published it (CodeBook.csv): one row per quote
// with the participant, their attributes, the quote, the taxonomy codes it is linked to and the
// research insight. Columns are recognised by name; any column the format does not know is a
// participant attribute. Reading keeps how each cell was written (quoted or not) and how the file
// ends its lines, so an unchanged code book is written back byte for byte.
struct CodeBookFile
{
    enum class Column { Participant, Quote, Links, Insight, Category, Attribute };

    struct Cell
    {
        QString text;
        bool quoted = false;
        int line = 0;
        int column = 0;
    };
    struct Row
    {
        int line = 0;
        QList<Cell> cells; // one per header column
    };

    QString fileName;
    QStringList header; // the column names as written
    QList<bool> headerQuoted;
    QList<Column> columns; // what each column holds
    QList<Row> rows;
    bool crlf = false;
    bool bom = false;
    bool endsWithNewline = true;

    int columnOf(Column column) const { return static_cast<int>(columns.indexOf(column)); }

    // The file (InboundLimits::MaxCodebookBytes), its rows and columns. A cell may hold
    // InboundLimits::MaxTextBytes of UTF-8 and a column name InboundLimits::MaxNameChars
    // characters; more is an error naming the file, line and column.
    static constexpr qint64 MaxBytes = InboundLimits::MaxCodebookBytes;
    static constexpr int MaxRows = 100000;
    static constexpr int MaxColumns = 64;

    static Result<CodeBookFile> parse(QByteArrayView data, const QString &fileName);
    static Result<CodeBookFile> read(const QString &path);

    // "A.1, B.1" → {"A.1", "B.1"}: comma or semicolon separated, spaces around codes ignored. A
    // token that cannot be a code (spaces inside, control characters, over 64 characters) is an
    // error naming the cell's line and column.
    static Result<QStringList> parseLinks(const Cell &cell, const QString &fileName);
    static QString joinLinks(const QStringList &codes);
    // The column a header name stands for ("Thematic Quote" → Quote), case and spacing ignored.
    static Column columnFor(const QString &name);
    // The published file's header, for a project whose code book was not imported.
    static QStringList defaultHeader();
};

} // namespace taxonomist::core
