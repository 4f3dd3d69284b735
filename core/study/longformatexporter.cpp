// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "longformatexporter.h"

#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "taxonomy/taxonomystore.h"
#include "util/csvwriter.h"
#include "util/savefile.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

struct NodePath
{
    QByteArray code, type, theme, subtheme, name;
};

} // namespace

QByteArray LongFormatExporter::spreadsheetSafe(QByteArrayView cell)
{
    // OWASP's list: these make Excel, LibreOffice and Sheets read the cell as a formula.
    static constexpr QByteArrayView triggers("=+-@\t\r");
    if (!cell.isEmpty() && triggers.contains(cell.front()))
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
    const QList<Annotator> annotators = store.annotators();

    CsvWriter csv;
    csv.addRecord({u"framework"_s, u"issue_url"_s, u"row"_s, u"year"_s, u"annotator_position"_s,
                   u"annotator"_s, u"label_code"_s, u"type_code"_s, u"theme_code"_s, u"subtheme_code"_s,
                   u"label_name"_s, u"summary"_s, u"false_positive"_s, u"final_code"_s, u"final_type_code"_s,
                   u"final_method"_s, u"final_decided_by"_s, u"final_note"_s, u"issue_uuid"_s, u"annotator_uuid"_s,
                   u"label_rev"_s});
    SqliteStatement rows(store.handle(),
                         "SELECT fw.name, i.url, i.row_order, i.year, a.id, l.node_id, l.summary,"
                         " l.false_positive, f.node_id, f.method, d.name, f.note, f.false_positive, i.uuid, l.rev"
                         " FROM issues i JOIN frameworks fw ON fw.id = i.framework_id"
                         " CROSS JOIN (SELECT * FROM annotators WHERE label_column IS NOT NULL) a"
                         " LEFT JOIN labels l ON l.issue_id = i.id AND l.annotator_id = a.id"
                         " LEFT JOIN final_labels f ON f.issue_id = i.id"
                         " LEFT JOIN annotators d ON d.id = f.decided_by"
                         " ORDER BY fw.position, i.row_order, a.label_column");
    QHash<qint64, const Annotator *> annotatorOf;
    for (const Annotator &annotator : annotators)
        annotatorOf.insert(annotator.id, &annotator);
    qsizetype count = 0;
    const auto text = [&csv](QByteArrayView cell) { csv.addField(QByteArrayView(spreadsheetSafe(cell))); };
    while (rows.next()) {
        const Annotator *annotator = annotatorOf.value(rows.integer(4));
        if (!annotator)
            return Error(u"cannot read the project's annotators"_s, {store.path(), 0, 0});
        const bool rated = !rows.isNull(7);
        const NodePath label = rows.isNull(5) ? NodePath{} : paths.value(rows.integer(5));
        const NodePath final = rows.isNull(8) ? NodePath{} : paths.value(rows.integer(8));
        // Every text cell goes through text(): names, summaries and notes are free text from a
        // project file, and a crafted code or URL is text too. Numbers are written by us.
        text(rows.utf8(0));
        text(rows.utf8(1));
        csv.addField(QByteArray::number(rows.integer(2) + 1));
        csv.addField(rows.isNull(3) ? QByteArray() : QByteArray::number(rows.integer(3)));
        csv.addField(QByteArray::number(annotator->labelColumn)); // LabelN of the study's CSVs
        text(annotator->name.toUtf8());
        for (const QByteArray *field : {&label.code, &label.type, &label.theme, &label.subtheme, &label.name})
            text(*field);
        text(rows.utf8(6));
        csv.addField(QByteArrayView(rated ? (rows.integer(7) ? "1" : "0") : ""));
        text(rows.integer(12) ? QByteArray("false-positive") : final.code);
        text(final.type);
        text(rows.utf8(9));
        text(rows.utf8(10));
        text(rows.utf8(11));
        text(rows.utf8(13));
        text(annotator->uuid.toUtf8());
        csv.addField(rated ? QByteArray::number(rows.integer(14)) : QByteArray());
        csv.endRecord();
        ++count;
    }
    // A read that stopped early (a damaged project) must not pass for a complete table.
    if (auto status = rows.readStatus(); !status)
        return status.error();
    if (auto status = saveFile(path, csv.data()); !status)
        return status.error();
    return count;
}

} // namespace taxonomist::core
