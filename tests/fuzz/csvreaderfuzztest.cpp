// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzz-style properties of the CSV reader: generated tables, mutated by FuzzMutator, must give
// rows or an error that points inside the input; written tables must read back cell for cell.
#include "fuzzmutator.h"
#include "fuzzsettings.h"
#include "inputbounds.h"
#include "testpaths.h"
#include "util/csvreader.h"
#include "util/csvwriter.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <iostream>
#include <optional>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

const QString FileName = u"fuzz.csv"_s;

QList<QByteArray> csvTokens()
{
    return {",\"", "\",", "\"\n", "\n\"", "\"\"\"", ",,", "\"a\"\"b\"",
        "Issue_URL,Label1,Final_Label\n", "https://github.com/o/r/issues/1", "C.1.2"};
}

// A code point for a cell: mostly ASCII, then controls (NUL included), BMP and astral planes;
// never a lone surrogate, which UTF-8 cannot carry.
char32_t randomCodePoint(fuzz::FuzzMutator &random)
{
    switch (random.below(10)) {
    case 0:
        return char32_t(random.below(0x20)); // controls, NUL, CR and LF included
    case 1:
        return char32_t(0xA0 + random.below(0xD800 - 0xA0));
    case 2:
        return char32_t(0xE000 + random.below(0x10000 - 0xE000));
    case 3:
        return char32_t(0x10000 + random.below(0x110000 - 0x10000));
    default:
        return char32_t(0x20 + random.below(0x5F));
    }
}

QString randomCell(fuzz::FuzzMutator &random)
{
    static const QStringList vocabulary = {
        QString(),
        u"C.1.2"_s,
        u"https://github.com/vllm-project/vllm/issues/1203"_s,
        u"plain"_s,
        u"with, comma"_s,
        u"say \"hi\""_s,
        u"two\nlines"_s,
        u"lone\rcr"_s,
        u"crlf\r\ninside"_s,
        u"\""_s,
        u","_s,
        u" spaced "_s,
        u"漢字"_s,
        u"😀"_s,
        u"\"quoted\""_s,
        u"=1+1"_s,
        u"\uFEFFmark"_s,
    };
    if (!random.oneIn(3))
        return vocabulary[random.below(int(vocabulary.size()))];
    QString cell;
    const int length = random.oneIn(1000) ? 2000 + random.below(20000) : random.below(24);
    for (int i = 0; i < length; ++i) {
        const char32_t codePoint = randomCodePoint(random);
        cell += QString::fromUcs4(&codePoint, 1);
    }
    return cell;
}

QList<QList<QString>> randomCells(fuzz::FuzzMutator &random)
{
    QList<QList<QString>> rows(1 + random.below(8));
    const int width = 1 + random.below(6);
    for (auto &row : rows) {
        const int cells = random.oneIn(5) ? 1 + random.below(6) : width; // now and then ragged
        for (int c = 0; c < cells; ++c)
            row.append(randomCell(random));
    }
    return rows;
}

struct WrittenTable
{
    QList<QList<QString>> cells;
    QList<int> lines; // the line each record starts on
    bool crlf = false;
    bool bom = false;
    QByteArray bytes;
};

WrittenTable writeTable(fuzz::FuzzMutator &random)
{
    WrittenTable table;
    table.cells = randomCells(random);
    table.crlf = random.oneIn(2);
    table.bom = random.oneIn(4);
    CsvWriter writer(table.crlf);
    if (table.bom)
        writer.setBom();
    for (const auto &row : std::as_const(table.cells)) {
        table.lines.append(int(writer.data().count('\n')) + 1);
        writer.addRecord(row);
    }
    table.bytes = writer.data();
    return table;
}

// Every property one parse must have; the first one that fails, described.
std::optional<std::string> checkParse(
    const QByteArray &input, const fuzz::InputBounds &bounds, CsvReader::Quotes quotes)
{
    const auto result = CsvReader::parse(input, FileName, quotes);
    if (!result.ok()) {
        const Error &error = result.error();
        if (error.where().file != FileName || error.what().isEmpty())
            return "an error without the file name or a message: " + error.message().toStdString();
        if (input.isEmpty() || input == "\xEF\xBB\xBF") { // nothing to point at: line 1, no column
            if (error.where().line != 1)
                return "an empty file reported at line " + std::to_string(error.where().line);
            return std::nullopt;
        }
        if (!bounds.contains(error.where().line, error.where().column))
            return "error position outside the input: " + error.message().toStdString();
        if (!fuzz::isValidUtf8(input) && !error.what().contains(u"UTF-8"_s))
            return "invalid UTF-8 reported as something else: " + error.message().toStdString();
        return std::nullopt;
    }
    if (!fuzz::isValidUtf8(input))
        return "invalid UTF-8 accepted";
    const CsvTable &table = *result;
    int previousLine = 0;
    qsizetype cellBytes = 0;
    for (const CsvRow &row : table.rows) {
        if (row.fields.isEmpty() || row.fields.size() != row.columns.size())
            return "a row with " + std::to_string(row.fields.size()) + " fields and "
                + std::to_string(row.columns.size()) + " columns";
        if (row.line <= previousLine || !bounds.contains(row.line, row.columns.first()))
            return "row position out of order or outside the input: line "
                + std::to_string(row.line);
        if (row.columns.first() != 1)
            return "a record that does not start in column 1";
        for (const int column : row.columns) {
            if (column < 1)
                return "a field in column " + std::to_string(column);
        }
        for (const QString &field : row.fields)
            cellBytes += field.toUtf8().size();
        previousLine = row.line;
    }
    if (cellBytes > input.size())
        return "the cells hold more bytes than the input";
    // What was read, written again canonically, reads back the same (strict mode accepts it).
    CsvWriter writer(table.crlf);
    if (table.hasBom) // else a first cell that starts with U+FEFF would read as a mark
        writer.setBom();
    for (const CsvRow &row : table.rows)
        writer.addRecord(row.fields);
    const auto again = CsvReader::parse(writer.data(), FileName);
    if (table.rows.isEmpty())
        return std::nullopt; // only blank lines: nothing to write back
    if (!again.ok())
        return "the rows written back do not parse: " + again.error().message().toStdString();
    if (again->rows.size() != table.rows.size())
        return "written back, " + std::to_string(table.rows.size()) + " rows read back as "
            + std::to_string(again->rows.size());
    for (qsizetype r = 0; r < table.rows.size(); ++r) {
        if (again->rows[r].fields != table.rows[r].fields)
            return "row " + std::to_string(r) + " changed when written back and read again";
    }
    return std::nullopt;
}

// One mutated table per iteration, read in one quoting mode; the two modes are two tests so
// each stays within its time budget under the sanitizers.
void fuzzMutatedTables(CsvReader::Quotes quotes, std::uint64_t seedOffset)
{
    const int count = fuzz::iterations();
    const char *mode = quotes == CsvReader::Quotes::Strict ? "strict" : "lenient";
    std::cout << "[ fuzz     ] CsvReader, " << mode << ": " << fuzz::describeRun(count)
              << std::endl;
    fuzz::FuzzMutator mutator(fuzz::seed() + seedOffset, csvTokens());
    QList<QByteArray> pool; // other valid tables to splice in
    for (int i = 0; i < 64; ++i)
        pool.append(writeTable(mutator).bytes);
    for (int i = 0; i < count; ++i) {
        const QByteArray input
            = mutator.mutate(writeTable(mutator).bytes, pool[mutator.below(int(pool.size()))]);
        const auto failure = checkParse(input, fuzz::InputBounds(input), quotes);
        ASSERT_FALSE(failure) << *failure << "\n  input " << i << " (" << mode << ", "
                              << fuzz::describeRun(count) << "): " << fuzz::printable(input);
    }
}

} // namespace

TEST(CsvReaderFuzz, MutatedTablesGiveRowsOrAnErrorInsideTheInput)
{
    fuzzMutatedTables(CsvReader::Quotes::Strict, 0);
}

TEST(CsvReaderFuzz, MutatedTablesGiveRowsOrAnErrorInsideTheInputLenient)
{
    fuzzMutatedTables(CsvReader::Quotes::Lenient, 4);
}

TEST(CsvReaderFuzz, WrittenTablesReadBackCellForCell)
{
    const int count = fuzz::iterations();
    std::cout << "[ fuzz     ] CsvWriter -> CsvReader: " << fuzz::describeRun(count) << std::endl;
    fuzz::FuzzMutator random(fuzz::seed() + 1, {});
    for (int i = 0; i < count; ++i) {
        const WrittenTable written = writeTable(random);
        const auto where = [&] {
            return "\n  table " + std::to_string(i) + " (" + fuzz::describeRun(count)
                + "): " + fuzz::printable(written.bytes);
        };
        const auto read = CsvReader::parse(written.bytes, FileName);
        ASSERT_TRUE(read.ok()) << read.error().message().toStdString() << where();
        ASSERT_EQ(read->rows.size(), written.cells.size()) << where();
        for (qsizetype r = 0; r < written.cells.size(); ++r) {
            ASSERT_EQ(read->rows[r].fields, written.cells[r]) << "row " << r << where();
            ASSERT_EQ(read->rows[r].line, written.lines[r]) << "row " << r << where();
        }
        ASSERT_EQ(read->hasBom, written.bom) << where();
        ASSERT_TRUE(read->endsWithNewline) << where();
        ASSERT_EQ(read->crlf, written.crlf)
            << "line breaks inside cells must not decide" << where();
    }
}
