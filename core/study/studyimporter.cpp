// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "studyimporter.h"

#include "importrowreader.h"
#include "logging.h"
#include "store/auditwriter.h"
#include "store/issuetallystore.h"
#include "store/multirowinsert.h"
#include "store/projectidentity.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "store/tuning/deferredindexes.h"
#include "store/tuning/earlywriteback.h"
#include "store/tuning/sqlitesettings.h"
#include "studylimits.h"
#include "studyreader.h"
#include "taxonomy/taxonomyloader.h"
#include "taxonomy/taxonomystore.h"
#include "util/coretext.h"
#include "util/inputtext.h"
#include "util/storedname.h"
#include "util/untrustedfile.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// A project already holding issues is refused before anything is read or written.
Status checkProjectIsEmpty(const ProjectStore &store)
{
    if (!store.handle())
        return Error(CoreText::tr("the project is not an SQLite database"));
    if (const qint64 existing = store.issueCount(); existing > 0) {
        return Error(CoreText::tr(
            "the project already holds %1 issues; import the study into a new project file")
                         .arg(existing));
    }
    return success();
}

// StudyData may come from anywhere that builds one, not only StudyReader: what becomes a path or
// a per-annotator table later is checked again here, before the first write.
Status checkStudy(const StudyData &study)
{
    if (study.frameworks.size() > StudyLimits::MaxFrameworks) {
        return Error(CoreText::tr("the study has %1 frameworks; at most %2 are allowed")
                         .arg(study.frameworks.size())
                         .arg(StudyLimits::MaxFrameworks));
    }
    for (const StudyFramework &framework : study.frameworks) {
        if (auto status
            = StoredName::checkComponent(framework.name, CoreText::tr("framework name"));
            !status)
            return status;
        if (framework.labelColumns < 0 || framework.labelColumns > StudyLimits::MaxLabelColumns) {
            return Error(CoreText::tr("framework %1 has %2 label columns; at most %3 are allowed")
                             .arg(quotedForMessage(framework.name))
                             .arg(framework.labelColumns)
                             .arg(StudyLimits::MaxLabelColumns));
        }
    }
    if (study.files.size() > StudyLimits::MaxExtraFiles)
        return Error(CoreText::tr("the study has %1 other files; at most %2 are allowed")
                         .arg(study.files.size())
                         .arg(StudyLimits::MaxExtraFiles));
    for (const StudyFile &file : study.files) {
        if (auto status = StoredName::checkRelativePath(file.path, CoreText::tr("study file path"));
            !status)
            return status;
        if (file.size > StudyLimits::MaxExtraFileBytes) {
            return Error(CoreText::tr("study file %1 is larger than %2 MiB")
                             .arg(quotedForMessage(file.path))
                             .arg(StudyLimits::MaxExtraFileBytes / StudyLimits::MiB));
        }
    }
    return success();
}

// The trigger that mints an issue's UUID when an insert leaves it NULL. The import binds one to
// every row, yet SQLite would still run the trigger's program (a frame allocated per row) to
// find its WHEN false; it is dropped for the import and created again from its own SQL.
class SuspendedTrigger final
{
public:
    SuspendedTrigger(sqlite3 *db, const char *name)
        : m_db(db)
        , m_name(name)
    { }

    Status suspend()
    {
        SqliteStatement sql(
            m_db, "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?");
        sql.bind(1, QByteArrayView(m_name));
        if (!sql.next())
            return sql.readStatus(); // no such trigger: nothing to suspend
        m_sql = sql.utf8(0).toByteArray();
        return SqliteStatement(m_db, "DROP TRIGGER " + m_name).exec();
    }

    Status resume()
    {
        if (m_sql.isEmpty())
            return success();
        return SqliteStatement(m_db, m_sql).exec();
    }

private:
    sqlite3 *m_db;
    QByteArray m_name;
    QByteArray m_sql;
};

// Writes the rows ImportRowReader prepared: each issue, its labels, its final label and its tally
// row, the issues of a batch a chunk at a time, each table's rows of a chunk in one multi-row
// INSERT (see MultiRowInsert; OR FAIL: any error rolls the import back).
class IssueWriter
{
public:
    IssueWriter(sqlite3 *db, qint64 frameworkId, const QList<qint64> &nodeIds,
        const QByteArray &now, qint64 device, IssueTallyStore::BulkWriter &tally)
        : m_frameworkId(frameworkId)
        , m_nodeIds(nodeIds)
        , m_now(now)
        , m_device(device)
        , m_tally(tally)
        , m_issues(db,
              "INSERT OR FAIL INTO issues(framework_id, id, row_order, url, host, owner, repo, "
              "number, year,"
              " uuid, is_duplicate_url) VALUES",
              "(?1, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)", 1, 9)
        , m_finals(db,
              "INSERT OR FAIL INTO final_labels(decided_at, changed_at, device_id, issue_id, "
              "node_id, method)"
              " VALUES",
              "(?1, ?1, ?2, ?, ?, ?)", 2, 3)
        , m_labels(db,
              "INSERT OR FAIL INTO labels(updated_at, device_id, issue_id, annotator_id, node_id) "
              "VALUES",
              "(?1, ?2, ?, ?, ?)", 2, 3)
        , m_repository(db,
              "INSERT OR IGNORE INTO framework_repositories(framework_id, host, owner, name)"
              " VALUES(?, ?, ?, ?)")
    { }

    Status write(const ImportBatch &batch)
    {
        for (qsizetype from = 0; from < qsizetype(batch.issues.size()); from += ChunkIssues) {
            const qsizetype to = std::min(from + ChunkIssues, qsizetype(batch.issues.size()));
            if (auto status = writeChunk(batch, from, to); !status)
                return status;
        }
        return success();
    }

private:
    static constexpr qsizetype ChunkIssues = 32;

    Status writeChunk(const ImportBatch &batch, qsizetype from, qsizetype to)
    {
        qsizetype finals = 0;
        qsizetype labels = 0;
        for (qsizetype i = from; i < to; ++i) {
            const ImportIssueRow &row = batch.issues[i];
            finals += row.finalNode >= 0 ? 1 : 0;
            labels += row.labelCount;
            if (!row.newRepository)
                continue;
            m_repository.bind(1, m_frameworkId);
            m_repository.bind(2, row.host());
            m_repository.bind(3, row.owner());
            m_repository.bind(4, row.repo());
            if (auto status = m_repository.exec(); !status)
                return status;
        }

        SqliteStatement &issues = m_issues.rows(to - from);
        issues.bind(1, m_frameworkId);
        for (qsizetype i = from; i < to; ++i) {
            const ImportIssueRow &row = batch.issues[i];
            const auto at = [&](int column) { return m_issues.parameter(i - from, column); };
            issues.bind(at(0), row.id);
            issues.bind(at(1), row.rowOrder);
            issues.bindStatic(at(2), row.url());
            issues.bindStatic(at(3), row.host());
            issues.bindStatic(at(4), row.owner());
            issues.bindStatic(at(5), row.repo());
            issues.bindStatic(at(6), row.number());
            issues.bind(at(7), row.year);
            issues.bindStatic(at(8), row.uuid());
        }
        if (auto status = issues.exec(); !status)
            return status;

        if (labels > 0) {
            SqliteStatement &insert = stamped(m_labels, labels);
            qsizetype r = 0;
            for (qsizetype i = from; i < to; ++i) {
                const ImportIssueRow &row = batch.issues[i];
                for (qsizetype l = row.firstLabel; l < row.firstLabel + row.labelCount; ++l, ++r) {
                    insert.bind(m_labels.parameter(r, 0), row.id);
                    insert.bind(m_labels.parameter(r, 1), batch.labels[l].annotatorId);
                    insert.bind(m_labels.parameter(r, 2), batch.labels[l].nodeId);
                }
            }
            if (auto status = insert.exec(); !status)
                return status;
        }

        if (finals > 0) {
            SqliteStatement &insert = stamped(m_finals, finals);
            qsizetype r = 0;
            for (qsizetype i = from; i < to; ++i) {
                const ImportIssueRow &row = batch.issues[i];
                if (row.finalNode < 0)
                    continue;
                insert.bind(m_finals.parameter(r, 0), row.id);
                insert.bind(m_finals.parameter(r, 1), m_nodeIds[row.finalNode]);
                insert.bindStatic(m_finals.parameter(r, 2), methodOf(row));
                ++r;
            }
            if (auto status = insert.exec(); !status)
                return status;
        }

        for (qsizetype i = from; i < to; ++i) {
            const ImportIssueRow &row = batch.issues[i];
            IssueTally tally;
            tally.issueId = row.id;
            tally.frameworkId = m_frameworkId;
            tally.year = static_cast<int>(row.year);
            if (row.finalNode >= 0) {
                const QByteArrayView method = methodOf(row);
                tally.finalMethod = QByteArray::fromRawData(method.data(), method.size());
                tally.finalNodeId = m_nodeIds[row.finalNode];
            }
            if (auto status = m_tally.add(tally, row.votes); !status)
                return status;
        }
        return success();
    }

    // The statement for `rows` rows with the shared ?1 (now) and ?2 (this device) bound.
    SqliteStatement &stamped(MultiRowInsert &insert, qsizetype rows)
    {
        SqliteStatement &statement = insert.rows(rows);
        statement.bindStatic(1, QByteArrayView(m_now));
        statement.bind(2, m_device);
        return statement;
    }

    static QByteArrayView methodOf(const ImportIssueRow &row)
    {
        return row.unanimous ? QByteArrayView("unanimous") : QByteArrayView("imported");
    }

    qint64 m_frameworkId;
    const QList<qint64> &m_nodeIds;
    const QByteArray &m_now;
    qint64 m_device;
    IssueTallyStore::BulkWriter &m_tally;
    MultiRowInsert m_issues;
    MultiRowInsert m_finals;
    MultiRowInsert m_labels;
    SqliteStatement m_repository;
};

class Writer
{
public:
    Writer(ProjectStore &store, StudyData &study, const ImportControl &control)
        : m_control(control)
        , m_store(store)
        , m_study(study)
        , m_db(store.handle())
        , m_now(ProjectStore::nowUtc().toUtf8())
        , m_tally(store.handle())
        , m_mintUuid(store.handle(), "issues_mint_uuid")
        , m_indexes(store.handle())
        , m_writeback(store.handle())
    { }

    Result<StudyImportSummary> run(const QString &actor)
    {
        if (auto status = checkProjectIsEmpty(m_store); !status)
            return status.error();
        if (auto status = checkStudy(m_study); !status)
            return status.error();
        // The labels are hashed for the audit's baseline as they are read, which holds only
        // when they are all the tables will hold (a project with no issue has none; a damaged one
        // with stray rows gets its baseline read from the tables as before).
        bool hashing = false;
        qint64 firstIssueId = 1;
        {
            // Finished before the indexes are dropped: a statement still open locks the tables.
            SqliteStatement stray(m_db,
                "SELECT EXISTS (SELECT 1 FROM labels) OR EXISTS (SELECT 1 FROM final_labels),"
                " coalesce(max(id), 0) + 1 FROM issues");
            hashing = stray.next() && stray.integer(0) == 0;
            firstIssueId = stray.integer(1);
            if (auto status = stray.readStatus(); !status)
                return status.error();
        }
        // The tally's rows are written with each issue below, not by a trigger per label.
        if (auto status = m_tally.suspendTriggers(); !status)
            return status.error();
        if (auto status = m_mintUuid.suspend(); !status)
            return status.error();
        // The tables filled row by row get their indexes back, built from a sort, at the end. Three
        // cost less kept than built: the doubts' partial index, which no imported label enters
        // (building it reads every label), the final labels' (changed_by, rev), the same key for
        // every imported row, and the issues' UUIDs, which the import mints in increasing order
        // (ImportRowReader): each of their entries is appended.
        if (auto status = m_indexes.drop({"issues", "year_entries", "labels", "final_labels"},
                {"labels_unsure", "final_labels_owner_rev", "issues_uuid"});
            !status)
            return status.error();
        if (auto status = writeTaxonomy(); !status)
            return status.error();
        if (auto status = writeAnnotators(); !status)
            return status.error();

        // The frameworks' files are read, checked and paired on a thread of their own; this one
        // writes what it hands over.
        ImportRowReader reader(
            {m_study.frameworks, &m_study.taxonomy, m_nodeIds, m_codes, m_annotatorIds,
                firstIssueId, m_control.volunteerLabels, hashing, m_now, m_control.cancelled});
        reader.start();
        const int total = static_cast<int>(m_study.frameworks.size());
        for (int f = 0; f < total; ++f) {
            if (m_control.isCancelled())
                return Error(CoreText::tr("cancelled"));
            m_control.report(u"Writing "_s + m_study.frameworks[f].name, f, total);
            if (auto status = writeFramework(reader, m_study.frameworks[f], f); !status)
                return status.error();
        }
        reader.stop();
        if (auto status = writeFiles(); !status)
            return status.error();
        // The indexes are the end of the file: their writing is started as each is built too,
        // not left to the commit's sync.
        if (auto status = m_indexes.rebuild([this] { m_writeback.poke(); }, sortMemory()); !status)
            return status.error();
        // What the page cache still holds (up to 8 MiB: sortMemory()) goes to the file and to the
        // disk now, while the last steps and the commit run: publish()'s sync waits for less.
        m_writeback.startTheRest();
        if (auto status = m_mintUuid.resume(); !status)
            return status.error();
        if (auto status = m_tally.resumeTriggers(); !status)
            return status.error();
        const QJsonObject detail {{u"folder"_s, m_study.root},
            {u"frameworks"_s, m_summary.frameworks}, {u"issues"_s, m_summary.issues},
            {u"labels"_s, m_summary.labels}};
        // As ProjectStore::audit() writes it, with the baseline hashed on the way.
        AuditWriter audit(m_db);
        if (const auto digests = reader.digests())
            audit.setBaselineDigests(digests->first, digests->second);
        if (auto status = audit.append(ProjectStore::nowUtc(), actor, u"import-study"_s, 0,
                QJsonDocument(detail).toJson(QJsonDocument::Compact));
            !status)
            return status.error();
        if (auto status = m_store.setInfo(u"study.imported_from"_s, m_study.root); !status)
            return status.error();
        return m_summary;
    }

private:
    // The page cache the indexes' sorts get (DeferredIndexes::rebuild). A key takes its bytes and
    // about 24 more in SQLite's sorter. When every index's keys fit in 8 MiB (the published
    // study's largest, the labels' annotator index, does) one sort in memory is faster than the
    // import's small runs merged from temporary files; when they do not (a study several times
    // as large), the small runs sorted side by side are faster, and the memory stays the
    // import's. docs/performance.md has the measurements.
    qint64 sortMemory() const
    {
        constexpr qint64 inMemory = 8 * 1024 * 1024;
        constexpr qint64 perKey = 24;
        const qint64 issues = m_summary.issues;
        const qint64 largest = std::max(
            {m_summary.labels * perKey, m_linkBytes + issues * perKey, issues * (36 + perKey)});
        return largest <= inMemory ? inMemory : 0;
    }

    Status writeTaxonomy()
    {
        if (!TaxonomyStore::hasTaxonomy(m_store)) {
            if (auto status = TaxonomyStore::save(m_store, m_study.taxonomy); !status)
                return status;
        } else if (auto added = TaxonomyStore::addMissingDetails(m_store, m_study.taxonomy);
                   !added) {
            return added.error();
        }
        SqliteStatement nodes(m_db, "SELECT code, id FROM taxonomy_nodes");
        QHash<QString, qint64> idOfCode;
        while (nodes.next())
            idOfCode.insert(nodes.text(0), nodes.integer(1));
        for (int i = 0; i < m_study.taxonomy.size(); ++i) {
            const qint64 id = idOfCode.value(m_study.taxonomy.node(i).code, 0);
            if (id == 0)
                return Error(CoreText::tr("the project's taxonomy has no node %1")
                                 .arg(quotedForMessage(m_study.taxonomy.node(i).code)));
            m_nodeIds.append(id);
            m_codes.append(m_study.taxonomy.node(i).code.toUtf8());
        }
        return success();
    }

    // The study's label columns become the team's volunteers, Label1..LabelN in every framework;
    // volunteers the project already has keep their column.
    Status writeAnnotators()
    {
        auto device = ProjectIdentity::thisDevice(m_store);
        if (!device)
            return device.error();
        m_device = *device;
        const QList<Annotator> existing = m_store.annotators();
        for (int position = 1; position <= m_study.labelColumns(); ++position) {
            auto found = std::find_if(existing.begin(), existing.end(),
                [position](const Annotator &a) { return a.labelColumn == position; });
            if (found != existing.end()) {
                m_annotatorIds.append(found->id);
                continue;
            }
            auto id = m_store.addAnnotator(u"Volunteer %1"_s.arg(position));
            if (!id)
                return id.error();
            m_annotatorIds.append(*id);
        }
        m_summary.annotators = static_cast<int>(m_annotatorIds.size());
        return success();
    }

    Status writeFramework(ImportRowReader &reader, StudyFramework &framework, int position)
    {
        SqliteStatement insert(m_db,
            "INSERT INTO frameworks(name, position, label_columns, csv_crlf, csv_bom)"
            " VALUES(?, ?, ?, ?, ?)");
        insert.bind(1, framework.name);
        insert.bind(2, qint64(position));
        insert.bind(3, qint64(framework.labelColumns));
        insert.bind(4, qint64(framework.crlf));
        insert.bind(5, qint64(framework.bom));
        if (auto status = insert.exec(); !status)
            return status;
        const qint64 frameworkId = insert.lastInsertId();
        ++m_summary.frameworks;
        if (auto status = writeFrameworkLists(framework, frameworkId); !status)
            return status;

        IssueWriter issues(m_db, frameworkId, m_nodeIds, m_now, m_device, m_tally);
        MultiRowInsert entries(m_db,
            "INSERT OR FAIL INTO year_entries(framework_id, year, position, url, issue_id)"
            " VALUES",
            "(?1, ?, ?, ?, ?)", 1, 4);
        for (;;) {
            if (m_control.isCancelled())
                return Error(CoreText::tr("cancelled"));
            ImportBatch batch = reader.take();
            switch (batch.kind) {
            case ImportBatch::Kind::Failed:
                return *batch.error;
            case ImportBatch::Kind::Issues:
                if (auto status = issues.write(batch); !status)
                    return status;
                m_writeback.poke();
                break;
            case ImportBatch::Kind::YearEntries:
                if (auto status = writeYearEntries(entries, frameworkId, batch.yearEntries);
                    !status)
                    return status;
                break;
            case ImportBatch::Kind::FrameworkDone:
                return finishFramework(batch, framework);
            }
        }
    }

    static Status writeYearEntries(
        MultiRowInsert &insert, qint64 frameworkId, const std::vector<ImportYearEntry> &lines)
    {
        constexpr qsizetype chunk = 64;
        for (qsizetype from = 0; from < qsizetype(lines.size()); from += chunk) {
            const qsizetype to = std::min(from + chunk, qsizetype(lines.size()));
            SqliteStatement &statement = insert.rows(to - from);
            statement.bind(1, frameworkId);
            for (qsizetype i = from; i < to; ++i) {
                const ImportYearEntry &line = lines[i];
                statement.bind(insert.parameter(i - from, 0), line.year);
                statement.bind(insert.parameter(i - from, 1), line.position);
                statement.bindStatic(insert.parameter(i - from, 2), QByteArrayView(line.url));
                if (line.issueId != 0)
                    statement.bind(insert.parameter(i - from, 3), line.issueId);
                else
                    statement.bindNull(insert.parameter(i - from, 3));
            }
            if (auto status = statement.exec(); !status)
                return status;
        }
        return success();
    }

    Status finishFramework(const ImportBatch &done, StudyFramework &framework)
    {
        SqliteStatement flag(m_db, "UPDATE issues SET is_duplicate_url = 1 WHERE id = ?");
        for (const qint64 issueId : done.duplicateIssues) {
            flag.bind(1, issueId);
            if (auto status = flag.exec(); !status)
                return status;
        }
        framework.issues = done.issueCount;
        framework.duplicateRows = done.duplicateIssues.size();
        m_summary.issues += done.issueCount;
        m_summary.labels += done.labelCount;
        m_summary.finalLabels += done.finalCount;
        m_summary.unanimous += done.unanimousCount;
        m_linkBytes += done.linkBytes;
        for (const QString &warning : done.warnings)
            m_study.warn(warning);
        return success();
    }

    Status writeFrameworkLists(const StudyFramework &framework, qint64 frameworkId)
    {
        SqliteStatement year(m_db, "INSERT INTO framework_years(framework_id, year) VALUES(?, ?)");
        for (const int y : framework.years) {
            year.bind(1, frameworkId);
            year.bind(2, qint64(y));
            if (auto status = year.exec(); !status)
                return status;
        }
        SqliteStatement keyword(m_db,
            "INSERT INTO framework_keywords(framework_id, position, keyword) VALUES(?, ?, ?)");
        for (int k = 0; k < framework.keywords.size(); ++k) {
            keyword.bind(1, frameworkId);
            keyword.bind(2, qint64(k));
            keyword.bind(3, framework.keywords[k]);
            if (auto status = keyword.exec(); !status)
                return status;
        }
        return success();
    }

    Status writeFiles()
    {
        SqliteStatement file(m_db, "INSERT INTO study_files(path, content) VALUES(?, ?)");
        for (const StudyFile &studyFile : m_study.files) {
            auto content = UntrustedFile::read(studyFile.source, StudyLimits::MaxExtraFileBytes);
            if (!content)
                return content.error();
            file.bind(1, studyFile.path);
            file.bindBlob(2, *content);
            if (auto status = file.exec(); !status)
                return status;
            ++m_summary.files;
        }
        return success();
    }

    const ImportControl &m_control;
    ProjectStore &m_store;
    StudyData &m_study;
    sqlite3 *m_db;
    QByteArray m_now;
    IssueTallyStore::BulkWriter m_tally;
    SuspendedTrigger m_mintUuid;
    DeferredIndexes m_indexes;
    EarlyWriteback m_writeback;
    QList<qint64> m_nodeIds; // by taxonomy index
    QList<QByteArray> m_codes; // by taxonomy index, UTF-8
    QList<qint64> m_annotatorIds; // by label column
    qint64 m_device = 0; // this copy, which wrote the imported labels
    StudyImportSummary m_summary;
    qint64 m_linkBytes = 0; // of every imported issue's link: sortMemory()
};

} // namespace

Result<StudyImportSummary> StudyImporter::import(
    ProjectStore &store, StudyData &study, const QString &actor, const ImportControl &control)
{
    // Before the transaction begins: foreign_keys and temp_store cannot change inside one.
    const sqlite::ScopedPragmas pragmas(store.handle(), sqlite::bulkImportPragmas());
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    auto summary = Writer(store, study, control).run(actor);
    if (!summary)
        return summary.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    qCDebug(lcStudy) << "imported" << summary->issues << "issues from" << study.root;
    return summary;
}

Result<std::pair<StudyData, StudyImportSummary>> StudyImporter::importFolder(
    ProjectStore &store, const QString &folder, const QString &actor, const ImportControl &control)
{
    // Refused before the study is read: a long read that can only end in "already holds issues"
    // helps nobody, and a refused import should not touch the study folder at all.
    if (auto status = checkProjectIsEmpty(store); !status)
        return status.error();
    Taxonomy taxonomy;
    if (TaxonomyStore::hasTaxonomy(store)) {
        auto stored = TaxonomyStore::load(store);
        if (!stored)
            return stored.error();
        taxonomy = std::move(stored->taxonomy);
        // The study's details go into a fresh copy of the tree; the stored one keeps its own.
        for (int i = 0; i < taxonomy.size(); ++i)
            taxonomy.node(i).details.clear();
    } else {
        auto bundled = TaxonomyLoader::bundledLlmChallenges();
        if (!bundled)
            return bundled.error();
        taxonomy = std::move(bundled).value();
    }
    auto study = StudyReader::read(folder, taxonomy, control);
    if (!study)
        return study.error();
    auto summary = import(store, *study, actor, control);
    if (!summary)
        return summary.error();
    return std::make_pair(std::move(study).value(), *summary);
}

} // namespace taxonomist::core
