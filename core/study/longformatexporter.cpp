// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "longformatexporter.h"

#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "taxonomy/taxonomystore.h"
#include "util/csvwriter.h"
#include "util/savefile.h"

#include <QHash>

#include <charconv>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

struct NodePath
{
    QByteArray code, type, theme, subtheme, name;
};


bool needsGuard(QByteArrayView cell)
{
    // OWASP's list: these make Excel, LibreOffice and Sheets read the cell as a formula.
    static constexpr QByteArrayView triggers("=+-@\t\r");
    return !cell.isEmpty() && triggers.contains(cell.front());
}

} // namespace

QByteArray LongFormatExporter::spreadsheetSafe(QByteArrayView cell)
{
    if (needsGuard(cell))
        return '\'' + cell.toByteArray();
    return cell.toByteArray();
}

Result<qsizetype> LongFormatExporter::write(const ProjectStore &store, const QString &path)
{
    auto stored = TaxonomyStore::load(store);
    if (!stored)
        return stored.error();
    const Taxonomy &taxonomy = stored->taxonomy;
    QHash<qint64, NodePath> paths;
    for (int i = 0; i < taxonomy.size(); ++i) {
        const auto codeAt = [&](int level) {
            const int ancestor = taxonomy.ancestorAt(i, level);
            return ancestor >= 0 ? taxonomy.node(ancestor).code.toUtf8() : QByteArray();
        };
        paths.insert(stored->nodeIds[i], {taxonomy.node(i).code.toUtf8(), codeAt(0), codeAt(1), codeAt(2),
                                          taxonomy.node(i).name.toUtf8()});
    }
    auto annotatorList = store.readAnnotators();
    if (!annotatorList)
        return annotatorList.error();
    // Per annotator, once: its label column (LabelN of the study's CSVs), name and UUID as they go
    // into every row.
    struct AnnotatorCells
    {
        QByteArray column;
        QByteArray name;
        QByteArray uuid;
    };
    QHash<qint64, AnnotatorCells> annotatorOf;
    for (const Annotator &annotator : std::as_const(*annotatorList)) {
        annotatorOf.insert(annotator.id, {QByteArray::number(annotator.labelColumn), annotator.name.toUtf8(),
                                          annotator.uuid.toUtf8()});
    }

    SaveFile file(path);
    if (auto status = file.open(); !status)
        return status.error();
    CsvWriter csv;
    csv.addRecord({u"framework"_s, u"issue_url"_s, u"row"_s, u"year"_s, u"annotator_position"_s,
                   u"annotator"_s, u"label_code"_s, u"type_code"_s, u"theme_code"_s, u"subtheme_code"_s,
                   u"label_name"_s, u"summary"_s, u"false_positive"_s, u"final_code"_s, u"final_type_code"_s,
                   u"final_method"_s, u"final_decided_by"_s, u"final_note"_s, u"issue_uuid"_s, u"annotator_uuid"_s,
                   u"label_rev"_s, u"unsure"_s, u"comment"_s});
    // Framework by framework, so that each query walks the issues in row order through the
    // (framework_id, row_order) index and the annotators in column order through theirs: the
    // rows come out in file order with no sort of the whole table (which cost a third of the time).
    QList<std::pair<qint64, QByteArray>> frameworks;
    SqliteStatement frameworkRows(store.handle(), "SELECT id, name FROM frameworks ORDER BY position, id");
    while (frameworkRows.next())
        frameworks.append({frameworkRows.integer(0), frameworkRows.utf8(1).toByteArray()});
    if (auto status = frameworkRows.readStatus(); !status)
        return status.error();
    SqliteStatement rows(store.handle(),
                         "SELECT i.url, i.row_order, i.year, a.id, l.node_id, l.summary,"
                         " l.false_positive, f.node_id, f.method, d.name, f.note, f.false_positive, i.uuid, l.rev,"
                         " l.unsure, l.comment"
                         " FROM issues i CROSS JOIN annotators a"
                         " LEFT JOIN labels l ON l.issue_id = i.id AND l.annotator_id = a.id"
                         " LEFT JOIN final_labels f ON f.issue_id = i.id"
                         " LEFT JOIN annotators d ON d.id = f.decided_by"
                         " WHERE i.framework_id = ? AND a.label_column IS NOT NULL"
                         " ORDER BY i.row_order, a.label_column");
    qsizetype count = 0;
    const NodePath none;
    const auto pathOf = [&](int column) -> const NodePath & {
        if (rows.isNull(column))
            return none;
        const auto found = paths.constFind(rows.integer(column));
        return found == paths.cend() ? none : *found;
    };
    QByteArray guarded; // reused: a cell with a ' in front
    // Every text cell goes through text(): names, summaries and notes are free text from a
    // project file, and a crafted code or URL is text too. Numbers are written by us.
    const auto text = [&](QByteArrayView cell) {
        if (!needsGuard(cell)) {
            csv.addField(cell);
            return;
        }
        guarded.resize(0);
        guarded.append('\'');
        guarded.append(cell);
        csv.addField(QByteArrayView(guarded));
    };
    char digits[24];
    const auto number = [&](qint64 value) {
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        csv.addField(QByteArrayView(digits, end - digits));
    };
    for (const auto &[frameworkId, frameworkName] : std::as_const(frameworks)) {
        rows.bind(1, frameworkId);
        while (rows.next()) {
            const auto annotator = annotatorOf.constFind(rows.integer(3));
            if (annotator == annotatorOf.cend())
                return Error(u"cannot read the project's annotators"_s, {store.path(), 0, 0});
            const bool rated = !rows.isNull(6);
            const NodePath &label = pathOf(4);
            const NodePath &final = pathOf(7);
            text(frameworkName);
            text(rows.utf8(0));
            number(rows.integer(1) + 1);
            if (rows.isNull(2))
                csv.addField(QByteArrayView());
            else
                number(rows.integer(2));
            csv.addField(QByteArrayView(annotator->column));
            text(annotator->name);
            for (const QByteArray *field : {&label.code, &label.type, &label.theme, &label.subtheme, &label.name})
                text(*field);
            text(rows.utf8(5));
            csv.addField(QByteArrayView(rated ? (rows.integer(6) ? "1" : "0") : ""));
            text(rows.integer(11) ? QByteArrayView("false-positive") : QByteArrayView(final.code));
            text(final.type);
            text(rows.utf8(8));
            text(rows.utf8(9));
            text(rows.utf8(10));
            text(rows.utf8(12));
            text(annotator->uuid);
            if (rated)
                number(rows.integer(13));
            else
                csv.addField(QByteArrayView());
            csv.addField(QByteArrayView(rated ? (rows.integer(14) ? "1" : "0") : ""));
            text(rows.utf8(15));
            csv.endRecord();
            ++count;
            // Out in pieces: the table may be millions of rows.
            if (auto status = csv.flushTo(file, CsvWriter::FlushBytes); !status)
                return status.error();
        }
        // A read that stopped early (a damaged project) must not pass for a complete table.
        if (auto status = rows.readStatus(); !status)
            return status.error();
        rows.reset();
    }
    if (auto status = csv.flushTo(file); !status)
        return status.error();
    if (auto status = file.commit(); !status)
        return status.error();
    return count;
}

} // namespace taxonomist::core
