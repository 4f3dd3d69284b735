// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "longformatexporter.h"

#include "store/issuerowcursor.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "taxonomy/taxonomystore.h"
#include "util/coretext.h"
#include "util/csvwriter.h"
#include "util/idmap.h"
#include "util/savefile.h"

#include <charconv>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Cells that repeat on many rows, encoded once for CsvWriter::addEncodedFields(): text cells
// guarded against formulas and quoted where needed, numbers as they are.
class Cells
{
public:
    Cells &text(QByteArrayView cell)
    {
        separate();
        if (CsvWriter::readsAsFormula(cell)) {
            m_guarded.resize(0);
            m_guarded.append('\'');
            m_guarded.append(cell);
            cell = m_guarded;
        }
        CsvWriter::appendEncoded(m_encoded, cell);
        return *this;
    }
    Cells &number(qint64 value)
    {
        separate();
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        m_encoded.append(digits, end - digits);
        return *this;
    }
    Cells &empty(int count = 1)
    {
        for (int i = 0; i < count; ++i)
            separate();
        return *this;
    }
    // `fieldCount` fields encoded before.
    Cells &encoded(QByteArrayView encoded, int fieldCount)
    {
        separate();
        m_encoded.append(encoded);
        m_count += fieldCount - 1;
        return *this;
    }
    int count() const { return m_count; }
    QByteArrayView view() const { return m_encoded; }
    void clear()
    {
        m_encoded.resize(0); // keeps the capacity
        m_count = 0;
    }
    QByteArray take()
    {
        QByteArray encoded = m_encoded;
        clear();
        return encoded;
    }

private:
    void separate()
    {
        if (m_count++ > 0)
            m_encoded.append(',');
    }

    QByteArray m_encoded;
    QByteArray m_guarded;
    int m_count = 0;
};

// A taxonomy node's cells as a label (code, type, theme, sub-theme, name) and as a final label
// (code, type), and its type alone (after a false-positive final label's flag).
struct NodeCells
{
    QByteArray label, final, type;
};

// A volunteer's cells (position and name; UUID) and what their label of the current issue says.
struct Volunteer
{
    QByteArray head, uuid;
    bool rated = false;
    bool hasNode = false;
    qint64 nodeId = 0;
    bool falsePositive = false;
    qint64 rev = 0;
    bool unsure = false;
    QByteArray summary, comment, reason; // copies: the label's row is gone once the cursor steps on
};

} // namespace

QByteArray LongFormatExporter::spreadsheetSafe(QByteArrayView cell)
{
    if (CsvWriter::readsAsFormula(cell))
        return '\'' + cell.toByteArray();
    return cell.toByteArray();
}

Result<qsizetype> LongFormatExporter::write(const ProjectStore &store, const QString &path)
{
    SaveFile file(path);
    if (auto status = file.open(); !status)
        return status.error();
    auto rows = writeTo(store, file);
    if (!rows)
        return rows;
    if (auto status = file.commit(); !status)
        return status.error();
    return rows;
}

Result<qsizetype> LongFormatExporter::writeTo(
    const ProjectStore &store, SaveFile &file, const TaskControl &control)
{
    auto stored = TaxonomyStore::load(store);
    if (!stored)
        return stored.error();
    const Taxonomy &taxonomy = stored->taxonomy;
    Cells cells;
    IdMap<NodeCells> nodeCells;
    for (int i = 0; i < taxonomy.size(); ++i) {
        const auto codeAt = [&](int level) {
            const int ancestor = taxonomy.ancestorAt(i, level);
            return ancestor >= 0 ? taxonomy.node(ancestor).code.toUtf8() : QByteArray();
        };
        const QByteArray code = taxonomy.node(i).code.toUtf8();
        const QByteArray type = codeAt(0);
        NodeCells node;
        node.label = cells.text(code)
                         .text(type)
                         .text(codeAt(1))
                         .text(codeAt(2))
                         .text(taxonomy.node(i).name.toUtf8())
                         .take();
        node.final = cells.text(code).text(type).take();
        node.type = cells.text(type).take();
        nodeCells.insert(stored->nodeIds[i], std::move(node));
    }
    const NodeCells none {cells.empty(5).take(), cells.empty(2).take(), {}};
    const auto cellsOf = [&](bool hasNode, qint64 nodeId) -> const NodeCells & {
        if (!hasNode)
            return none;
        const NodeCells *found = nodeCells.find(nodeId);
        return found ? *found : none;
    };

    // The volunteers (annotators with a label column) in column order: each issue has a row for
    // each. Every annotator's name, for the final label's decider.
    sqlite3 *db = store.handle();
    QList<Volunteer> volunteers;
    IdMap<qsizetype> volunteerOf; // annotator id -> index in volunteers
    IdMap<QByteArray> deciderCell;
    SqliteStatement annotators(
        db, "SELECT id, name, uuid, label_column FROM annotators ORDER BY label_column, id");
    while (annotators.next()) {
        const QByteArray name = annotators.utf8(1).toByteArray();
        deciderCell.insert(annotators.integer(0), cells.text(name).take());
        if (annotators.isNull(3))
            continue;
        Volunteer volunteer;
        volunteer.head = cells.number(annotators.integer(3)).text(name).take();
        volunteer.uuid = cells.text(annotators.utf8(2)).take();
        volunteerOf.insert(annotators.integer(0), volunteers.size());
        volunteers.append(std::move(volunteer));
    }
    if (auto status = annotators.readStatus(); !status)
        return status.error();

    CsvWriter csv;
    csv.addRecord({u"framework"_s, u"issue_url"_s, u"row"_s, u"year"_s, u"annotator_position"_s,
        u"annotator"_s, u"label_code"_s, u"type_code"_s, u"theme_code"_s, u"subtheme_code"_s,
        u"label_name"_s, u"summary"_s, u"false_positive"_s, u"final_code"_s, u"final_type_code"_s,
        u"final_method"_s, u"final_decided_by"_s, u"final_note"_s, u"issue_uuid"_s,
        u"annotator_uuid"_s, u"label_rev"_s, u"unsure"_s, u"comment"_s,
        u"false_positive_reason"_s});
    QList<std::pair<qint64, QByteArray>> frameworks;
    SqliteStatement frameworkRows(db, "SELECT id, name FROM frameworks ORDER BY position, id");
    while (frameworkRows.next())
        frameworks.append({frameworkRows.integer(0), frameworkRows.utf8(1).toByteArray()});
    if (auto status = frameworkRows.readStatus(); !status)
        return status.error();

    // Each framework's issues in row order through the (framework_id, row_order) index; their
    // labels and final labels read in issue order beside them and merged here (IssueRowCursor)
    // instead of a lookup per issue x annotator: an imported framework's issue ids rise with its
    // rows, so each table is read in one forward scan.
    SqliteStatement issues(db,
        "SELECT id, url, row_order, year, uuid FROM issues WHERE framework_id = ?"
        " ORDER BY row_order");
    IssueRowCursor labels(db,
        "SELECT issue_id, annotator_id, node_id, summary, false_positive, rev, unsure, comment,"
        " false_positive_reason FROM labels WHERE issue_id >= ?1 ORDER BY issue_id, annotator_id");
    IssueRowCursor finals(db,
        "SELECT issue_id, node_id, false_positive, method, decided_by, note"
        " FROM final_labels WHERE issue_id >= ?1 ORDER BY issue_id");
    qsizetype count = 0;
    QByteArray guarded; // reused: a cell with a ' in front
    // Every text cell goes through text(): names, summaries and notes are free text from a
    // project file, and a crafted code or URL is text too. Numbers are written by us.
    const auto text = [&](QByteArrayView cell) {
        if (!CsvWriter::readsAsFormula(cell)) {
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
    const auto flag = [&](bool rated, bool value) {
        csv.addField(QByteArrayView(rated ? (value ? "1" : "0") : ""));
    };
    Cells issueHead; // framework, issue_url, row, year
    Cells issueFinal; // final_code, final_type_code, final_method, final_decided_by, final_note,
                      // issue_uuid
    const auto cancelled = [&] {
        return Error(CoreText::tr("the long CSV was cancelled"), {file.path(), 0, 0});
    };
    for (const auto &[frameworkId, frameworkName] : std::as_const(frameworks)) {
        if (control.isCancelled())
            return cancelled();
        const QByteArray frameworkCell = cells.text(frameworkName).take();
        issues.bind(1, frameworkId);
        while (issues.next()) {
            const qint64 issue = issues.integer(0);
            issueHead.clear();
            issueHead.encoded(frameworkCell, 1).text(issues.utf8(1)).number(issues.integer(2) + 1);
            if (issues.isNull(3))
                issueHead.empty();
            else
                issueHead.number(issues.integer(3));
            issueFinal.clear();
            if (finals.seek(issue)) {
                const SqliteStatement &f = finals.row();
                const NodeCells &node = cellsOf(!f.isNull(1), f.integer(1));
                if (f.integer(2))
                    issueFinal.text("false-positive").encoded(node.type, 1);
                else
                    issueFinal.encoded(node.final, 2);
                issueFinal.text(f.utf8(3));
                const QByteArray *decider = f.isNull(4) ? nullptr : deciderCell.find(f.integer(4));
                if (!decider)
                    issueFinal.empty();
                else
                    issueFinal.encoded(*decider, 1);
                issueFinal.text(f.utf8(5));
            } else {
                issueFinal.empty(5);
            }
            issueFinal.text(issues.utf8(4));

            for (Volunteer &volunteer : volunteers)
                volunteer.rated = false;
            for (bool more = labels.seek(issue); more; more = labels.nextOfIssue()) {
                const SqliteStatement &l = labels.row();
                const qsizetype *found = volunteerOf.find(l.integer(1));
                if (!found)
                    continue; // a lead without a label column has no row
                Volunteer &volunteer = volunteers[*found];
                volunteer.rated = true;
                volunteer.hasNode = !l.isNull(2);
                volunteer.nodeId = l.integer(2);
                volunteer.summary.resize(0);
                volunteer.summary.append(l.utf8(3));
                volunteer.falsePositive = l.integer(4) != 0;
                volunteer.rev = l.integer(5);
                volunteer.unsure = l.integer(6) != 0;
                volunteer.comment.resize(0);
                volunteer.comment.append(l.utf8(7));
                volunteer.reason.resize(0);
                volunteer.reason.append(l.utf8(8));
            }

            for (const Volunteer &volunteer : std::as_const(volunteers)) {
                const bool rated = volunteer.rated;
                csv.addEncodedFields(issueHead.view(), 4);
                csv.addEncodedFields(volunteer.head, 2);
                csv.addEncodedFields(
                    rated ? cellsOf(volunteer.hasNode, volunteer.nodeId).label : none.label, 5);
                text(rated ? QByteArrayView(volunteer.summary) : QByteArrayView());
                flag(rated, volunteer.falsePositive);
                csv.addEncodedFields(issueFinal.view(), 6);
                csv.addEncodedFields(volunteer.uuid, 1);
                if (rated)
                    number(volunteer.rev);
                else
                    csv.addField(QByteArrayView());
                flag(rated, volunteer.unsure);
                text(rated ? QByteArrayView(volunteer.comment) : QByteArrayView());
                text(rated ? QByteArrayView(volunteer.reason) : QByteArrayView());
                csv.endRecord();
                ++count;
            }
            // Out in pieces: the table may be millions of rows.
            if (csv.size() >= CsvWriter::FlushBytes) {
                if (control.isCancelled())
                    return cancelled();
                if (auto status = csv.flushTo(file); !status)
                    return status.error();
            }
        }
        // A read that stopped early (a damaged project) must not pass for a complete table.
        if (auto status = issues.readStatus(); !status)
            return status.error();
        issues.reset();
    }
    if (auto status = labels.readStatus(); !status)
        return status.error();
    if (auto status = finals.readStatus(); !status)
        return status.error();
    if (auto status = csv.flushTo(file); !status)
        return status.error();
    return count;
}

} // namespace taxonomist::core
