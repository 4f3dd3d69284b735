// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "studyexporter.h"

#include "longformatexporter.h"
#include "store/issuerowcursor.h"
#include "store/projectstore.h"
#include "store/screeningrule.h"
#include "store/sqlitestatement.h"
#include "store/tablecheck.h"
#include "studylimits.h"
#include "taxonomy/taxonomystore.h"
#include "util/coretext.h"
#include "util/csvwriter.h"
#include "util/idmap.h"
#include "util/inputtext.h"
#include "util/savefile.h"
#include "util/storedname.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Every file goes into the staging folder, which ExportFolder syncs whole before it swaps it in.
constexpr SaveFile::Placement Staged = SaveFile::Placement::Staged;

struct FrameworkRow
{
    qint64 id;
    QString name;
    int labelColumns;
    bool crlf;
    bool bom;
};

// The frameworks whose year files are still to write, handed out to whichever of the export's two
// threads is free: the tree's once its CSVs are written, the other one at once, or once it has
// written the long CSV: the two threads' shares are about even, and the year files are a large
// part of the tree's (docs/performance.md).
class YearFileQueue
{
public:
    void open(const QList<FrameworkRow> &frameworks, const QString &root)
    {
        const std::lock_guard lock(m_mutex);
        m_frameworks = frameworks;
        m_root = root;
        m_state = State::Open;
        m_changed.notify_all();
    }
    // Nothing more is handed out: all is written, or one side failed.
    void close()
    {
        const std::lock_guard lock(m_mutex);
        m_state = State::Closed;
        m_changed.notify_all();
    }
    // Waits until the queue is opened or closed: the export's folder, or nothing when closed first.
    std::optional<QString> waitForRoot()
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return m_state != State::Waiting; });
        return m_state == State::Open ? std::optional(m_root) : std::nullopt;
    }
    // The next framework, or nullptr when none is left or the queue is closed.
    const FrameworkRow *take()
    {
        const std::lock_guard lock(m_mutex);
        return m_state == State::Open && m_next < m_frameworks.size() ? &m_frameworks[m_next++]
                                                                      : nullptr;
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    enum class State { Waiting, Open, Closed } m_state = State::Waiting;
    QList<FrameworkRow> m_frameworks; // not changed once open: take()'s pointers stay valid
    QString m_root;
    qsizetype m_next = 0;
};

class Exporter
{
public:
    Exporter(const ProjectStore &store, QString folder)
        : m_store(store)
        , m_db(store.handle())
        , m_reportDir(QDir(folder).filePath(u"Issue Report"_s))
        , m_root(std::move(folder))
    { }

    // A value in the project that cannot be exported; the project file is named, the value
    // quoted and escaped by the caller.
    Error refused(const QString &what) const { return Error(what, {m_store.path(), 0, 0}); }

    // The year files are shared with the export's other thread through `yearFiles`.
    Result<StudyExportSummary> run(YearFileQueue &yearFiles)
    {
        if (!m_db)
            return Error(CoreText::tr("the project is not an SQLite database"));
        // Column 0 is the issue (IssueRowCursor's key), then what writeCsv() needs.
        // A false positive has no code in the study's format (the long CSV carries the flag): the
        // labels without a code are left out here.
        m_labels = std::make_unique<IssueRowCursor>(m_db,
            "SELECT issue_id, annotator_id, node_id FROM labels"
            " WHERE issue_id >= ?1 AND node_id IS NOT NULL"
            " AND false_positive = 0 ORDER BY issue_id, annotator_id");
        m_finals = std::make_unique<IssueRowCursor>(m_db,
            "SELECT issue_id, node_id FROM final_labels"
            " WHERE issue_id >= ?1 ORDER BY issue_id");
        auto taxonomy = TaxonomyStore::load(m_store);
        if (!taxonomy)
            return taxonomy.error();
        // The study publishes the reports it kept: an issue excluded in screening stays in the
        // project (and in the long CSV, with its false-positive marks and reasons), not here.
        auto excluded = ScreeningRule::excludedIssues(m_store);
        if (!excluded)
            return excluded.error();
        m_excluded = std::move(*excluded);
        // The study publishes theme codes: deeper labels are written as their theme.
        for (int i = 0; i < taxonomy->taxonomy.size(); ++i) {
            const int theme = taxonomy->taxonomy.ancestorAt(i, 1);
            m_exportCode.insert(taxonomy->nodeIds[i],
                taxonomy->taxonomy.node(theme >= 0 ? theme : i).code.toUtf8());
        }
        // The annotators with a label column (a lead without one has none).
        SqliteStatement annotators(
            m_db, "SELECT id, label_column FROM annotators WHERE label_column IS NOT NULL");
        while (annotators.next())
            m_labelColumnOf.insert(annotators.integer(0), annotators.integer(1));
        if (auto status = annotators.readStatus(); !status)
            return status.error();
        QList<FrameworkRow> frameworks;
        SqliteStatement query(m_db,
            "SELECT id, name, label_columns, csv_crlf, csv_bom FROM frameworks ORDER BY position");
        while (query.next()) {
            const qint64 labelColumns = query.integer(2);
            FrameworkRow row {query.integer(0), query.text(1), static_cast<int>(labelColumns),
                query.integer(3) != 0, query.integer(4) != 0};
            // The name becomes a folder and file name: a crafted "../../x" must not leave the tree.
            if (auto status = StoredName::checkComponent(row.name, CoreText::tr("framework name"));
                !status)
                return refused(status.error().what());
            if (labelColumns < 0 || labelColumns > StudyLimits::MaxLabelColumns) {
                return refused(CoreText::tr("framework %1 has %2 label columns (at most %3)")
                                   .arg(quotedForMessage(row.name), QString::number(labelColumns),
                                       QString::number(StudyLimits::MaxLabelColumns)));
            }
            if (frameworks.size() >= StudyLimits::MaxFrameworks)
                return refused(CoreText::tr("the project has more than %1 frameworks")
                                   .arg(StudyLimits::MaxFrameworks));
            frameworks.append(std::move(row));
        }
        if (auto status = query.readStatus(); !status)
            return status.error();
        // The other thread may begin the year files now; this one joins it after the CSVs.
        yearFiles.open(frameworks, m_root);
        for (const FrameworkRow &framework : frameworks) {
            if (auto status = writeCsv(framework); !status)
                return status.error();
        }
        if (auto status = writeQueuedYearFiles(yearFiles); !status)
            return status.error();
        if (auto status = writeStudyFiles(); !status)
            return status.error();
        if (auto status = writeKeywordLists(frameworks); !status)
            return status.error();
        return m_summary;
    }

    // Year files taken from `queue` until none is left; a failure closes it for the other side.
    Status writeQueuedYearFiles(YearFileQueue &queue)
    {
        while (const FrameworkRow *framework = queue.take()) {
            if (auto status = writeYearFiles(*framework); !status) {
                queue.close();
                return status;
            }
        }
        return success();
    }

    int yearFilesWritten() const { return m_summary.yearFiles; }

private:
    Status writeCsv(const FrameworkRow &framework)
    {
        // Label1..LabelN are the team's volunteer columns (fixed at import, grown only by adding a
        // volunteer, which widens every framework); a lead without a column is not one.
        // Only an annotator whose column lies beyond the framework's own can widen it: asked of
        // those few, not of every label of the framework.
        int columns = framework.labelColumns;
        SqliteStatement widest(m_db,
            "SELECT coalesce(max(a.label_column), 0) FROM annotators a"
            " WHERE a.label_column > ?2 AND EXISTS (SELECT 1 FROM labels l"
            " JOIN issues i ON i.id = l.issue_id WHERE l.annotator_id = a.id"
            " AND i.framework_id = ?1)");
        widest.bind(1, framework.id);
        widest.bind(2, qint64(columns));
        if (widest.next()) {
            const qint64 position = widest.integer(0);
            // Positions come from the project: bound them before they size a row of cells.
            if (position > StudyLimits::MaxLabelColumns) {
                return refused(
                    CoreText::tr("an annotator of framework %1 has label column %2 (at most %3)")
                        .arg(quotedForMessage(framework.name), QString::number(position),
                            QString::number(StudyLimits::MaxLabelColumns)));
            }
            columns = qMax(columns, static_cast<int>(position));
        }
        if (auto status = widest.readStatus(); !status)
            return status;

        const QString path
            = m_reportDir + u"/"_s + framework.name + u"/"_s + framework.name + u".csv"_s;
        SaveFile file(path, Staged);
        if (auto status = file.open(); !status)
            return status;
        CsvWriter csv(framework.crlf);
        if (framework.bom)
            csv.setBom();
        QList<QString> header {u"Issue_URL"_s};
        for (int c = 1; c <= columns; ++c)
            header.append(u"Label%1"_s.arg(c));
        header.append(u"Final_Label"_s);
        csv.addRecord(header);

        // The issues in row order through the (framework_id, row_order) index; their labels and
        // final labels read in issue order beside them and merged here (IssueRowCursor) instead
        // of a join per issue. Each label's column comes from labelColumnOf().
        SqliteStatement issues(
            m_db, "SELECT id, url FROM issues WHERE framework_id = ? ORDER BY row_order");
        issues.bind(1, framework.id);
        QList<QByteArrayView> cells(columns);
        while (issues.next()) {
            const qint64 issue = issues.integer(0);
            if (std::binary_search(m_excluded.begin(), m_excluded.end(), issue))
                continue;
            cells.fill(QByteArrayView());
            for (bool more = m_labels->seek(issue); more; more = m_labels->nextOfIssue()) {
                const SqliteStatement &label = m_labels->row();
                const qint64 *column = m_labelColumnOf.find(label.integer(1));
                if (!column)
                    continue;
                const qint64 position = *column;
                if (position < 1 || position > columns)
                    return refused(CoreText::tr("an annotator has label column %1 (not 1..%2)")
                                       .arg(position)
                                       .arg(columns));
                cells[position - 1] = codeOf(label.integer(2));
            }
            csv.addField(issues.utf8(1));
            for (const QByteArrayView cell : std::as_const(cells))
                csv.addField(cell);
            csv.addField(m_finals->seek(issue) && !m_finals->row().isNull(1)
                    ? codeOf(m_finals->row().integer(1))
                    : QByteArrayView());
            csv.endRecord();
            ++m_summary.issues;
            // The file goes out in pieces: memory stays the same whatever the framework's size.
            if (auto status = csv.flushTo(file, CsvWriter::FlushBytes); !status)
                return status;
        }
        if (auto status = issues.readStatus(); !status)
            return status;
        if (auto status = m_labels->readStatus(); !status)
            return status;
        if (auto status = m_finals->readStatus(); !status)
            return status;
        if (auto status = csv.flushTo(file); !status)
            return status;
        if (auto status = file.commit(); !status)
            return status;
        ++m_summary.csvFiles;
        return success();
    }

    QByteArrayView codeOf(qint64 nodeId) const
    {
        const QByteArray *code = m_exportCode.find(nodeId);
        return code ? QByteArrayView(*code) : QByteArrayView();
    }

    // Each year file streams from the query in its order; a year with a file but no line (an
    // empty NAME_YEAR.txt) is written empty.
    Status writeYearFiles(const FrameworkRow &framework)
    {
        QList<int> emptyYears;
        SqliteStatement years(
            m_db, "SELECT year FROM framework_years WHERE framework_id = ? ORDER BY year");
        years.bind(1, framework.id);
        while (years.next())
            emptyYears.append(static_cast<int>(years.integer(0)));
        if (auto status = years.readStatus(); !status)
            return status;
        const auto pathOf = [&](int year) {
            return m_reportDir + u"/%1/%1_%2.txt"_s.arg(framework.name, QString::number(year));
        };
        // The years up to `year` that have a file but no line yet.
        const auto writeEmptyUpTo = [&](int year) -> Status {
            while (!emptyYears.isEmpty() && emptyYears.first() <= year) {
                const int empty = emptyYears.takeFirst();
                if (empty == year)
                    continue;
                if (auto status = saveFile(pathOf(empty), QByteArray(), Staged); !status)
                    return status;
                ++m_summary.yearFiles;
            }
            return success();
        };
        // The study's own lines in file order (the primary key's), each year's followed by the
        // issues added after the import with that year, in row order: two ordered reads merged
        // here instead of one sort of their union.
        SqliteStatement listed(m_db,
            "SELECT e.year, coalesce(i.url, e.url) FROM year_entries e"
            " LEFT JOIN issues i ON i.id = e.issue_id"
            " WHERE e.framework_id = ? ORDER BY e.year, e.position");
        listed.bind(1, framework.id);
        const auto unlisted = hasUnlistedIssues(framework);
        if (!unlisted)
            return unlisted.error();
        // Read only when there are any: it looks up every issue's lines, which costs more than
        // the check.
        std::optional<SqliteStatement> added;
        if (*unlisted) {
            // Newest first within a year, as the study's year files list them: by the creation
            // time a collected issue was stored with (SQLite reads its UTC offset), then in row
            // order (issues without a time: added from a list, or not fetched).
            added.emplace(m_db,
                "SELECT i.year, i.url FROM issues i"
                " LEFT JOIN issue_content c ON c.issue_id = i.id"
                " WHERE i.framework_id = ? AND i.year IS NOT NULL"
                " AND NOT EXISTS (SELECT 1 FROM year_entries e WHERE e.issue_id = i.id)"
                " ORDER BY i.year, julianday(c.created_at) DESC, i.row_order");
            added->bind(1, framework.id);
        }
        bool hasListed = listed.next();
        bool hasAdded = added && added->next();
        std::unique_ptr<SaveFile> file;
        int fileYear = 0;
        QByteArray lines;
        const auto finish = [&]() -> Status {
            if (!file)
                return success();
            if (auto status = file->write(lines); !status)
                return status;
            lines.resize(0);
            if (auto status = file->commit(); !status)
                return status;
            file.reset();
            ++m_summary.yearFiles;
            return success();
        };
        while (hasListed || hasAdded) {
            const bool fromListed
                = hasListed && (!hasAdded || listed.integer(0) <= added->integer(0));
            SqliteStatement &entries = fromListed ? listed : *added;
            const int year = static_cast<int>(entries.integer(0));
            if (!file || year != fileYear) {
                if (auto status = finish(); !status)
                    return status;
                if (auto status = writeEmptyUpTo(year); !status)
                    return status;
                file = std::make_unique<SaveFile>(pathOf(year), Staged);
                if (auto status = file->open(); !status)
                    return status;
                fileYear = year;
            }
            lines.append(entries.utf8(1));
            lines.append('\n');
            if (lines.size() >= CsvWriter::FlushBytes) {
                if (auto status = file->write(lines); !status)
                    return status;
                lines.resize(0);
            }
            if (fromListed)
                hasListed = listed.next();
            else
                hasAdded = added->next();
        }
        if (auto status = listed.readStatus(); !status)
            return status;
        if (added) {
            if (auto status = added->readStatus(); !status)
                return status;
        }
        if (auto status = finish(); !status)
            return status;
        return writeEmptyUpTo(std::numeric_limits<int>::max());
    }

    // Whether an issue of the framework with a year is on no year file's line (added after the
    // import). Each year's issues in id order (the (framework_id, year) index) merged with the
    // listed issue ids in order (IssueRowCursor over year_entries_issue): two forward scans
    // instead of a lookup per issue.
    Result<bool> hasUnlistedIssues(const FrameworkRow &framework) const
    {
        SqliteStatement issues(m_db,
            "SELECT id FROM issues WHERE framework_id = ? AND year IS NOT NULL"
            " ORDER BY year, id");
        issues.bind(1, framework.id);
        IssueRowCursor listed(
            m_db, "SELECT issue_id FROM year_entries WHERE issue_id >= ?1 ORDER BY issue_id");
        bool found = false;
        while (!found && issues.next())
            found = !listed.seek(issues.integer(0));
        if (auto status = issues.readStatus(); !status)
            return status.error();
        if (auto status = listed.readStatus(); !status)
            return status.error();
        return found;
    }

    Status writeStudyFiles()
    {
        SqliteStatement files(m_db, "SELECT path, content FROM study_files ORDER BY path");
        while (files.next()) {
            const QString stored = files.text(0);
            if (stored == KeywordFileName || stored == u"Issue Report/"_s + KeywordFileName)
                m_hasKeywordFile = true;
            // A stored path joins the export folder only when it stays inside it ("a/../../x",
            // "/tmp/x" are refused), and never takes the place of the export marker.
            auto path = StoredName::resolveInside(m_root, stored, CoreText::tr("study file path"));
            if (!path)
                return refused(path.error().what());
            if (stored.section(u'/', 0, 0) == ExportFolder::MarkerName)
                return refused(CoreText::tr("study file path %1 is reserved for the export marker")
                                   .arg(quotedForMessage(stored)));
            if (auto status = saveFile(*path, files.blob(1).toByteArray(), Staged); !status)
                return status;
            ++m_summary.otherFiles;
        }
        return files.readStatus();
    }

    // A study made in Taxonomist (new-study, frameworks add) has no keyword file of its own:
    // its frameworks' keywords are written in the study's filter_keywords syntax, one list per
    // framework with keywords, in the frameworks' order (the study's own file, when it was
    // imported, is written back as it was instead).
    Status writeKeywordLists(const QList<FrameworkRow> &frameworks)
    {
        if (m_hasKeywordFile)
            return success();
        QByteArray text;
        SqliteStatement keywords(m_db,
            "SELECT keyword FROM framework_keywords WHERE framework_id = ? ORDER BY position");
        for (const FrameworkRow &framework : frameworks) {
            keywords.reset();
            keywords.bind(1, framework.id);
            QByteArray list;
            while (keywords.next()) {
                QString keyword = keywords.text(0);
                if (keyword.contains(u'\n') || keyword.contains(u'\r'))
                    return refused(CoreText::tr("framework %1 has a keyword that spans lines")
                                       .arg(quotedForMessage(framework.name)));
                keyword.replace(u"\\"_s, u"\\\\"_s).replace(u"'"_s, u"\\'"_s);
                list += "    '" + keyword.toUtf8() + "',\n";
            }
            if (auto status = keywords.readStatus(); !status)
                return status;
            if (list.isEmpty())
                continue;
            if (!text.isEmpty())
                text += '\n';
            text += framework.name.toUtf8() + "_keywords = [\n" + list + "]\n";
        }
        if (text.isEmpty())
            return success();
        if (auto status = saveFile(QDir(m_root).filePath(KeywordFileName), text, Staged); !status)
            return status;
        ++m_summary.otherFiles;
        return success();
    }

    static inline const QString KeywordFileName = QStringLiteral("filter_keywords");

    const ProjectStore &m_store;
    sqlite3 *m_db;
    bool m_hasKeywordFile = false;
    std::vector<qint64> m_excluded; // in id order (ScreeningRule::excludedIssues)
    // The labels and final labels, read beside each framework's issues (see writeCsv()).
    std::unique_ptr<IssueRowCursor> m_labels;
    std::unique_ptr<IssueRowCursor> m_finals;
    QString m_reportDir;
    QString m_root;
    IdMap<QByteArray> m_exportCode;
    IdMap<qint64> m_labelColumnOf; // annotator id -> label column
    StudyExportSummary m_summary;
};

// SQLite's quick check of each of `tables` on the store's connection; an Error saying "the
// project file FILE is damaged: …" at the first damage.
Status checkTables(const ProjectStore &store, const QStringList &tables)
{
    for (const QString &table : tables) {
        if (auto status = TableCheck::run(store.handle(), store.path(), table); !status)
            return status;
    }
    return success();
}

} // namespace

QStringList StudyExporter::tablesRead()
{
    return {u"project_info"_s, u"taxonomy_nodes"_s, u"taxonomy_details"_s, u"frameworks"_s,
        u"framework_years"_s, u"issues"_s, u"year_entries"_s, u"annotators"_s, u"labels"_s,
        u"final_labels"_s, u"study_files"_s, u"issue_tally"_s, u"assignments"_s};
}

Result<StudyExportSummary> StudyExporter::exportTo(
    const ProjectStore &store, const QString &folder, const StudyExportOptions &options)
{
    // A second thread with a read-only connection of its own, as every thread has: it writes the
    // long CSV, if asked (the tree and the table are independent reads), synced there and put in
    // place here; then it takes the year files the tree's thread has not begun.
    std::optional<SaveFile> longFile;
    std::atomic_bool cancelled = false;
    YearFileQueue yearFiles;
    Result<qsizetype> longRows = qsizetype(0);
    Status helped = success();
    int helpedYearFiles = 0;
    if (!options.longCsvPath.isEmpty())
        longFile.emplace(options.longCsvPath);
    std::jthread helper([&] {
        auto reader = ProjectStore::open(
            store.path(), ProjectStore::OpenMode::ReadOnly, IntegrityCheck::later());
        if (!reader) {
            // Without the long CSV the tree's thread writes the year files alone.
            if (longFile)
                longRows = reader.error();
            return;
        }
        if (longFile) {
            longRows = [&]() -> Result<qsizetype> {
                if (auto status = longFile->open(); !status)
                    return status.error();
                auto rows = LongFormatExporter::writeTo(
                    **reader, *longFile, TaskControl {{}, &cancelled});
                if (!rows)
                    return rows;
                if (auto status = longFile->sync(); !status)
                    return status.error();
                return rows;
            }();
            if (!longRows)
                return;
        }
        if (const auto root = yearFiles.waitForRoot()) {
            Exporter exporter(**reader, *root);
            helped = exporter.writeQueuedYearFiles(yearFiles);
            helpedYearFiles = exporter.yearFilesWritten();
        }
    });
    // Stops the other thread when this one fails first; waits for it either way.
    const auto join = [&](bool cancel) {
        if (cancel) {
            cancelled = true;
            yearFiles.close();
        }
        if (helper.joinable())
            helper.join();
    };

    StudyExportSummary summary;
    auto status
        = ExportFolder::replace(folder, options.folder, [&](const QString &staging) -> Status {
              if (options.checkIntegrity) {
                  if (auto checked = checkTables(store, tablesRead()); !checked)
                      return checked;
              }
              auto written = Exporter(store, staging).run(yearFiles);
              // The other thread writes year files into `staging` too: it is done before the folder
              // is put in place or removed — stopped when this one failed, else once the year file
              // it has taken is written (the queue is empty then).
              yearFiles.close();
              join(!written);
              if (!written)
                  return written.error();
              summary = *written;
              if (!longRows)
                  return longRows.error();
              if (!helped)
                  return helped;
              summary.longRows = *longRows;
              summary.yearFiles += helpedYearFiles;
              return options.alsoWrite ? options.alsoWrite(staging) : success();
          });
    join(true);
    if (!status)
        return status.error();
    if (longFile) {
        if (auto placed = longFile->commit(); !placed)
            return placed.error();
    }
    return summary;
}

} // namespace taxonomist::core
