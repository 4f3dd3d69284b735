// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "detailimporter.h"

#include "util/coretext.h"
#include "util/csvreader.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

QStringList DetailImporter::splitDetails(const QString &cell)
{
    QStringList result;
    for (const QString &part : cell.split(u',')) {
        const QString trimmed = part.trimmed();
        if (!trimmed.isEmpty())
            result.append(trimmed);
    }
    return result;
}

Result<DetailFileReport> DetailImporter::import(
    Taxonomy &taxonomy, const QString &typeCode, const QByteArray &data, const QString &fileName)
{
    // The study's requirement file has a row whose details contain unescaped quotes; read the
    // file as Python's csv module did so that row keeps all its details.
    auto table = CsvReader::parse(data, fileName, CsvReader::Quotes::Lenient);
    if (!table)
        return table.error();
    const QList<CsvRow> &rows = table->rows;
    const QList<QString> expected {u"rootcause"_s, u"subcategory"_s, u"symptoms"_s};
    if (rows.isEmpty() || rows.first().fields.size() < 3
        || rows.first().fields.mid(0, 3) != expected) {
        return Error(CoreText::tr("expected the header \"rootcause,subcategory,symptoms\""),
            {fileName, rows.isEmpty() ? 1 : rows.first().line, 1});
    }
    const int type = taxonomy.indexOfCode(typeCode);
    if (type < 0)
        return Error(
            CoreText::tr("the taxonomy has no type \"%1\"").arg(typeCode), {fileName, 0, 0});

    DetailFileReport report;
    report.file = fileName;
    report.typeCode = typeCode;
    QSet<int> touched;
    for (qsizetype r = 1; r < rows.size(); ++r) {
        const CsvRow &row = rows[r];
        if (row.fields.size() < 3) {
            return Error(
                CoreText::tr("expected 3 fields (rootcause, subcategory, symptoms), found %1")
                    .arg(row.fields.size()),
                {fileName, row.line, 1});
        }
        QString cell = row.fields[2];
        if (row.fields.size() > 3) {
            cell = QStringList(row.fields.mid(2)).join(u',');
            report.recoveries.append(
                u"line %1: %2 fields instead of 3 (a stray quote split the details); the extra fields were read as details"_s
                    .arg(row.line)
                    .arg(row.fields.size()));
        }
        const int theme = taxonomy.findChildByName(type, row.fields[0]);
        const int subtheme = theme < 0 ? -1 : taxonomy.findChildByName(theme, row.fields[1]);
        if (subtheme < 0) {
            report.unmatched.append(u"line %1: theme \"%2\", sub-theme \"%3\""_s.arg(row.line).arg(
                row.fields[0], row.fields[1]));
            continue;
        }
        const QStringList details = splitDetails(cell);
        taxonomy.node(subtheme).details.append(details);
        report.details += static_cast<int>(details.size());
        touched.insert(subtheme);
    }
    report.subthemes = static_cast<int>(touched.size());
    return report;
}

} // namespace taxonomist::core
