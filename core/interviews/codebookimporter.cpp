// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "codebookimporter.h"

#include "codebookformat.h"
#include "interviewstore.h"
#include "quotelocator.h"
#include "store/projectstore.h"
#include "store/sqlutil.h"
#include "store/transaction.h"
#include "taxonomy/taxonomystore.h"
#include "util/coretext.h"
#include "util/inputtext.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

Result<QSet<QString>> taxonomyCodes(const ProjectStore &store)
{
    QSqlQuery query(store.database());
    query.prepare(u"SELECT code FROM taxonomy_nodes"_s);
    if (auto status = sql::exec(query); !status)
        return status.error();
    QSet<QString> codes;
    while (query.next())
        codes.insert(query.value(0).toString());
    if (auto status = sql::readStatus(query, store.path()); !status)
        return status.error();
    return codes;
}

// The earlier import of this layer, if any: how many of its rows are in the project.
Result<int> importedRows(const ProjectStore &store, qint64 coderId)
{
    QSqlQuery query(store.database());
    query.prepare(
        u"SELECT count(*) FROM segments WHERE codebook_row IS NOT NULL AND coalesce(coder_id, 0) = ?"_s);
    query.addBindValue(coderId);
    auto count = sql::firstValue(query, store.path());
    if (!count)
        return count.error();
    return *count ? (*count)->toInt() : 0;
}

Status removeImportedRows(ProjectStore &store, qint64 coderId)
{
    QSqlQuery query(store.database());
    query.prepare(
        u"DELETE FROM segments WHERE codebook_row IS NOT NULL AND coalesce(coder_id, 0) = ?"_s);
    query.addBindValue(coderId);
    return sql::exec(query);
}

Status writeCells(ProjectStore &store, qint64 segmentId, const CodeBookFile::Row &row)
{
    QSqlQuery query(store.database());
    query.prepare(
        u"INSERT INTO codebook_cells(segment_id, col, text, quoted) VALUES(?, ?, ?, ?)"_s);
    for (qsizetype c = 0; c < row.cells.size(); ++c) {
        query.addBindValue(segmentId);
        query.addBindValue(static_cast<int>(c));
        query.addBindValue(row.cells[c].text.isNull() ? u""_s : row.cells[c].text);
        query.addBindValue(row.cells[c].quoted ? 1 : 0);
        if (auto status = sql::exec(query); !status)
            return status;
    }
    return success();
}

} // namespace

Result<QStringList> CodeBookImporter::unknownCodes(
    const ProjectStore &store, const QStringList &codes)
{
    auto known = taxonomyCodes(store);
    if (!known)
        return known.error();
    QStringList unknown;
    for (const QString &code : codes) {
        if (!known->contains(code))
            unknown.append(code);
    }
    return unknown;
}

Result<CodeBookImportSummary> CodeBookImporter::import(
    ProjectStore &store, const CodeBookFile &file, const Options &options)
{
    CodeBookImportSummary summary;
    auto known = taxonomyCodes(store);
    if (!known)
        return known.error();
    auto earlier = importedRows(store, options.coderId);
    if (!earlier)
        return earlier.error();
    if (*earlier > 0 && !options.replace) {
        return Error(CoreText::tr("the project already holds an imported code book (%1 quotes); "
                                  "import with --replace to replace it")
                         .arg(*earlier),
            {store.path(), 0, 0});
    }
    auto existing = InterviewStore::participants(store);
    if (!existing)
        return existing.error();
    QHash<QString, Participant> participants;
    for (const Participant &p : std::as_const(*existing))
        participants.insert(p.code, p);

    // Attributes per participant as the file gives them; a participant's rows must agree.
    const int who = file.columnOf(CodeBookFile::Column::Participant);
    QHash<QString, QHash<int, const CodeBookFile::Cell *>> firstSeen;
    QStringList order;
    for (const CodeBookFile::Row &row : file.rows) {
        const QString code = row.cells[who].text;
        auto &seen = firstSeen[code];
        if (seen.isEmpty())
            order.append(code);
        for (int c = 0; c < file.columns.size(); ++c) {
            if (file.columns[c] != CodeBookFile::Column::Attribute)
                continue;
            const CodeBookFile::Cell &cell = row.cells[c];
            if (const CodeBookFile::Cell *first = seen.value(c);
                first && first->text != cell.text) {
                return Error(
                    CoreText::tr("participant %1 has %2 %3 here but %4 on line %5")
                        .arg(quotedForMessage(code), file.header[c], quotedForMessage(cell.text),
                            quotedForMessage(first->text), QString::number(first->line)),
                    {file.fileName, cell.line, cell.column});
            }
            seen.insert(c, &cell);
        }
    }

    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    if (*earlier > 0) {
        if (auto status = removeImportedRows(store, options.coderId); !status)
            return status.error();
        summary.replaced = *earlier;
    }
    for (const QString &code : std::as_const(order)) {
        Participant &p = participants[code];
        const bool isNew = p.id == 0;
        p.code = code;
        const Participant before = p;
        const auto &seen = firstSeen[code];
        for (int c = 0; c < file.columns.size(); ++c) {
            if (file.columns[c] == CodeBookFile::Column::Attribute)
                p.setAttribute(file.header[c], seen.value(c)->text);
        }
        if (!isNew && p.attributes == before.attributes)
            continue;
        if (auto status = InterviewStore::saveParticipant(store, p); !status)
            return Error(status.error().what(), {file.fileName, 0, 0});
        ++(isNew ? summary.participantsAdded : summary.participantsUpdated);
    }

    // Transcripts to look the quotes up in, loaded once per participant.
    QHash<qint64, QList<Transcript>> transcripts;
    const auto transcriptsOf = [&](qint64 participantId) -> Result<QList<Transcript>> {
        if (auto found = transcripts.constFind(participantId); found != transcripts.cend())
            return *found;
        auto listed = InterviewStore::transcripts(store, participantId);
        if (!listed)
            return listed.error();
        QList<Transcript> loaded;
        for (const Transcript &t : std::as_const(*listed)) {
            auto full = InterviewStore::transcript(store, t.id);
            if (!full)
                return full.error();
            loaded.append(*full);
        }
        transcripts.insert(participantId, loaded);
        return loaded;
    };

    const int quote = file.columnOf(CodeBookFile::Column::Quote);
    const int links = file.columnOf(CodeBookFile::Column::Links);
    const int insight = file.columnOf(CodeBookFile::Column::Insight);
    const int category = file.columnOf(CodeBookFile::Column::Category);
    for (qsizetype r = 0; r < file.rows.size(); ++r) {
        const CodeBookFile::Row &row = file.rows[r];
        const Participant &p = participants[row.cells[who].text];
        Segment segment;
        segment.participantId = p.id;
        segment.coderId = options.coderId;
        segment.codebookRow = static_cast<int>(r) + 1;
        segment.text = quote >= 0 ? row.cells[quote].text : QString();
        segment.memo = insight >= 0 ? row.cells[insight].text : QString();
        segment.category = category >= 0 ? row.cells[category].text : QString();
        auto codes = CodeBookFile::parseLinks(row.cells[links], file.fileName);
        if (!codes)
            return codes.error();
        segment.links = *codes;
        for (const QString &code : std::as_const(segment.links)) {
            if (!known->contains(code)) {
                summary.flagged.append(
                    {code, p.code, file.fileName, row.cells[links].line, row.cells[links].column});
            }
        }
        auto candidates = transcriptsOf(p.id);
        if (!candidates)
            return candidates.error();
        for (const Transcript &t : std::as_const(*candidates)) {
            const auto match = QuoteLocator::find(t.content, segment.text);
            if (!match)
                continue;
            segment.transcriptId = t.id;
            segment.start = match->start;
            segment.end = match->end;
            if (match->occurrences > 1) {
                summary.notes.append(
                    u"line %1: the quote occurs %2 times in %3; anchored at the first"_s.arg(
                        QString::number(row.line), QString::number(match->occurrences),
                        quotedForMessage(t.name)));
            }
            break;
        }
        if (auto status = InterviewStore::writeSegment(store, segment); !status)
            return Error(status.error().what(), {file.fileName, row.line, 1});
        if (auto status = writeCells(store, segment.id, row); !status)
            return status.error();
        ++summary.segments;
        ++(segment.isStandalone() ? summary.standalone : summary.anchored);
        summary.links += static_cast<int>(segment.links.size());
    }
    if (auto status = CodeBookFormat::fromFile(file).save(store); !status)
        return status.error();
    QJsonObject detail {{u"file"_s, file.fileName}, {u"rows"_s, summary.segments},
        {u"anchored"_s, summary.anchored}, {u"flagged"_s, static_cast<int>(summary.flagged.size())},
        {u"coder"_s, options.coderId}};
    if (auto status = store.audit(options.actor, u"import-codebook"_s, 0,
            QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
        !status)
        return status.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    return summary;
}

} // namespace taxonomist::core
