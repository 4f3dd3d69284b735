// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "codebookexporter.h"

#include "codebookfile.h"
#include "codebookformat.h"
#include "interviewstore.h"
#include "quotelocator.h"
#include "store/projectstore.h"
#include "store/sqlutil.h"
#include "util/coretext.h"
#include "util/csvwriter.h"
#include "util/savefile.h"

#include <QHash>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

struct StoredCell
{
    QString text;
    bool quoted = false;
};

using CellMap = QHash<qint64, QHash<int, StoredCell>>;

Result<CellMap> storedCells(const ProjectStore &store)
{
    QSqlQuery query(store.database());
    query.prepare(u"SELECT segment_id, col, text, quoted FROM codebook_cells"_s);
    if (auto status = sql::exec(query); !status)
        return status.error();
    CellMap cells;
    while (query.next())
        cells[query.value(0).toLongLong()].insert(
            query.value(1).toInt(), {query.value(2).toString(), query.value(3).toBool()});
    if (auto status = sql::readStatus(query, store.path()); !status)
        return status.error();
    return cells;
}

// Whether the stored spelling still says what the project holds.
bool stillSays(CodeBookFile::Column column, const QString &stored, const QString &value,
    const QStringList &links)
{
    switch (column) {
    case CodeBookFile::Column::Quote:
        return QuoteLocator::normalized(stored) == QuoteLocator::normalized(value);
    case CodeBookFile::Column::Links: {
        auto parsed = CodeBookFile::parseLinks({stored, false, 0, 0}, QString());
        return parsed && *parsed == links;
    }
    default:
        return stored == value;
    }
}

} // namespace

Result<QByteArray> CodeBookExporter::toCsv(const ProjectStore &store, qint64 coderId)
{
    auto format = CodeBookFormat::load(store);
    if (!format)
        return format.error();
    auto participants = InterviewStore::participants(store);
    if (!participants)
        return participants.error();
    SegmentQuery layer;
    layer.coderId = coderId;
    auto segments = InterviewStore::segments(store, layer);
    if (!segments)
        return segments.error();
    auto cells = storedCells(store);
    if (!cells)
        return cells.error();

    QStringList header = format->header;
    QList<bool> headerQuoted = format->headerQuoted;
    QList<bool> columnQuoted = format->columnQuoted;
    QHash<qint64, const Participant *> byId;
    for (const Participant &p : std::as_const(*participants)) {
        byId.insert(p.id, &p);
        for (const auto &[name, value] : p.attributes) {
            // An attribute added since the import gets a column of its own.
            if (!header.contains(name) && !value.isEmpty()
                && CodeBookFile::columnFor(name) == CodeBookFile::Column::Attribute) {
                header.append(name);
                headerQuoted.append(false);
                columnQuoted.append(false);
            }
        }
    }
    QList<CodeBookFile::Column> columns;
    for (const QString &name : std::as_const(header))
        columns.append(CodeBookFile::columnFor(name));

    CsvWriter csv(format->crlf);
    if (format->bom)
        csv.setBom();
    for (qsizetype c = 0; c < header.size(); ++c) {
        // A column added since the import is named by the project, not the file: guarded.
        const QString name
            = c < format->header.size() ? header[c] : CsvWriter::formulaGuarded(header[c]);
        headerQuoted.value(c) ? csv.addQuotedField(name) : csv.addField(QStringView(name));
    }
    csv.endRecord();
    for (const Segment &segment : std::as_const(*segments)) {
        const Participant *p = byId.value(segment.participantId);
        if (!p)
            return Error(CoreText::tr("a segment names a participant the project does not have"),
                {store.path(), 0, 0});
        const QHash<int, StoredCell> stored
            = segment.codebookRow > 0 ? cells->value(segment.id) : QHash<int, StoredCell>();
        for (qsizetype c = 0; c < columns.size(); ++c) {
            QString value;
            switch (columns[c]) {
            case CodeBookFile::Column::Participant:
                value = p->code;
                break;
            case CodeBookFile::Column::Quote:
                value = segment.text;
                break;
            case CodeBookFile::Column::Links:
                value = CodeBookFile::joinLinks(segment.links);
                break;
            case CodeBookFile::Column::Insight:
                value = segment.memo;
                break;
            case CodeBookFile::Column::Category:
                value = segment.category;
                break;
            case CodeBookFile::Column::Attribute:
                value = p->attribute(header[c]);
                break;
            }
            const auto original = stored.constFind(static_cast<int>(c));
            if (original != stored.cend()
                && stillSays(columns[c], original->text, value, segment.links)) {
                original->quoted ? csv.addQuotedField(original->text)
                                 : csv.addField(QStringView(original->text));
                continue;
            }
            // Not the file's own cell: written as the long CSV writes text, against formulas.
            value = CsvWriter::formulaGuarded(value);
            columnQuoted.value(c) ? csv.addQuotedField(value) : csv.addField(QStringView(value));
        }
        csv.endRecord();
    }
    QByteArray data = csv.data();
    if (!format->endsWithNewline)
        data.chop(format->crlf ? 2 : 1);
    return data;
}

Status CodeBookExporter::write(const ProjectStore &store, const QString &path, qint64 coderId)
{
    auto data = toCsv(store, coderId);
    if (!data)
        return data.error();
    return saveFile(path, *data);
}

} // namespace taxonomist::core
