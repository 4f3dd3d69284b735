// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "studyimporter.h"

#include "frameworkcsv.h"
#include "logging.h"
#include "store/auditwriter.h"
#include "store/deferredindexes.h"
#include "store/foreignkeysoff.h"
#include "store/issuetallystore.h"
#include "store/labelsnapshot.h"
#include "store/projectidentity.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "studylimits.h"
#include "studyreader.h"
#include "taxonomy/taxonomyloader.h"
#include "taxonomy/taxonomystore.h"
#include "util/inputtext.h"
#include "util/storedname.h"
#include "util/untrustedfile.h"
#include "yearfile.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <QUuid>

#include <algorithm>
#include <memory>
#include <tuple>
#include <vector>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// A project already holding issues is refused before anything is read or written.
Status checkProjectIsEmpty(const ProjectStore &store)
{
    if (!store.handle())
        return Error(u"the project is not an SQLite database"_s);
    if (const qint64 existing = store.issueCount(); existing > 0) {
        return Error(u"the project already holds %1 issues; import the study into a new project file"_s.arg(
            existing));
    }
    return success();
}

// StudyData may come from anywhere that builds one, not only StudyReader: what becomes a path or
// a per-annotator table later is checked again here, before the first write.
Status checkStudy(const StudyData &study)
{
    if (study.frameworks.size() > StudyLimits::MaxFrameworks) {
        return Error(u"the study has %1 frameworks; at most %2 are allowed"_s.arg(study.frameworks.size()).arg(
            StudyLimits::MaxFrameworks));
    }
    for (const StudyFramework &framework : study.frameworks) {
        if (auto status = StoredName::checkComponent(framework.name, u"framework name"_s); !status)
            return status;
        if (framework.labelColumns < 0 || framework.labelColumns > StudyLimits::MaxLabelColumns) {
            return Error(u"framework %1 has %2 label columns; at most %3 are allowed"_s.arg(
                quotedForMessage(framework.name)).arg(framework.labelColumns).arg(StudyLimits::MaxLabelColumns));
        }
    }
    if (study.files.size() > StudyLimits::MaxExtraFiles)
        return Error(u"the study has %1 other files; at most %2 are allowed"_s.arg(study.files.size()).arg(StudyLimits::MaxExtraFiles));
    for (const StudyFile &file : study.files) {
        if (auto status = StoredName::checkRelativePath(file.path, u"study file path"_s); !status)
            return status;
        if (file.size > StudyLimits::MaxExtraFileBytes) {
            return Error(u"study file %1 is larger than %2 MiB"_s.arg(quotedForMessage(file.path)).arg(
                StudyLimits::MaxExtraFileBytes / StudyLimits::MiB));
        }
    }
    return success();
}

// How often a long write looks whether it was cancelled.
constexpr qsizetype CancelCheckRows = 4096;

constexpr const char *createLookupIndex = "CREATE INDEX import_year_entries_url ON year_entries(framework_id, url, position)";

// The import is one long transaction of new pages. The project's usual settings are for merges,
// which re-read the labels' B-trees: a 32 MiB page cache and statement journals in memory. Here
// both would only add to the peak (the journal of dropping the import's lookup index alone is the
// index's size), so the import runs with SQLite's defaults: a 2 MiB cache, journals in temporary
// files. Foreign keys are not checked either: every id the import writes is one it has just
// read or inserted itself (the checks were four B-tree lookups per label; the test
// StudyImport.LeavesNoForeignKeyViolation holds the import to that). temp_store and foreign_keys
// cannot change inside a transaction, so this guard is made before it begins.
class ImportPragmas final
{
public:
    explicit ImportPragmas(sqlite3 *db)
        : m_db(db)
        , m_foreignKeys(db, true)
    {
        (void)SqliteStatement(m_db, "PRAGMA cache_size=-2000").exec();
        (void)SqliteStatement(m_db, "PRAGMA temp_store=DEFAULT").exec();
    }
    ~ImportPragmas()
    {
        (void)SqliteStatement(m_db, "PRAGMA temp_store=MEMORY").exec();
        (void)SqliteStatement(m_db, "PRAGMA cache_size=-32768").exec();
    }
    ImportPragmas(const ImportPragmas &) = delete;
    ImportPragmas &operator=(const ImportPragmas &) = delete;

private:
    sqlite3 *m_db;
    ForeignKeysOff m_foreignKeys;
};

// The trigger that mints an issue's UUID when an insert leaves it NULL. The import binds one to
// every row, yet SQLite would still run the trigger's program (a frame allocated per row) to
// find its WHEN false; it is dropped for the import and created again from its own SQL.
class SuspendedTrigger final
{
public:
    SuspendedTrigger(sqlite3 *db, const char *name)
        : m_db(db)
        , m_name(name)
    {
    }

    Status suspend()
    {
        SqliteStatement sql(m_db, "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?");
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
    {
    }

    Result<StudyImportSummary> run(const QString &actor)
    {
        if (auto status = checkProjectIsEmpty(m_store); !status)
            return status.error();
        if (auto status = checkStudy(m_study); !status)
            return status.error();
        // The labels are hashed for the audit's baseline as they are written, which holds only
        // when they are all the tables will hold (a project with no issue has none; a damaged one
        // with stray rows gets its baseline read from the tables as before).
        {
            // Finished before the indexes are dropped: a statement still open locks the tables.
            SqliteStatement stray(m_db, "SELECT EXISTS (SELECT 1 FROM labels) OR EXISTS (SELECT 1 FROM final_labels)");
            m_hashing = stray.next() && stray.integer(0) == 0;
            if (auto status = stray.readStatus(); !status)
                return status.error();
        }
        // The tally's rows are written with each issue below, not by a trigger per label.
        if (auto status = m_tally.suspendTriggers(); !status)
            return status.error();
        if (auto status = m_mintUuid.suspend(); !status)
            return status.error();
        // The tables filled row by row get their indexes back, built from a sort, at the end.
        if (auto status = m_indexes.drop({"issues", "year_entries", "labels", "final_labels"}); !status)
            return status.error();
        // Each CSV row finds its year-file line by URL through this index, which lives only as
        // long as the import's transaction.
        if (auto status = SqliteStatement(m_db, createLookupIndex).exec(); !status)
            return status.error();
        if (auto status = writeTaxonomy(); !status)
            return status.error();
        if (auto status = writeAnnotators(); !status)
            return status.error();
        const int total = static_cast<int>(m_study.frameworks.size());
        for (int f = 0; f < total; ++f) {
            if (m_control.isCancelled())
                return Error(u"cancelled"_s);
            m_control.report(u"Writing "_s + m_study.frameworks[f].name, f, total);
            if (auto status = writeFramework(m_study.frameworks[f], f); !status)
                return status.error();
        }
        if (auto status = writeFiles(); !status)
            return status.error();
        if (auto status = SqliteStatement(m_db, "DROP INDEX import_year_entries_url").exec(); !status)
            return status.error();
        if (auto status = m_indexes.rebuild(); !status)
            return status.error();
        if (auto status = m_mintUuid.resume(); !status)
            return status.error();
        if (auto status = m_tally.resumeTriggers(); !status)
            return status.error();
        const QJsonObject detail{{u"folder"_s, m_study.root},
                                 {u"frameworks"_s, m_summary.frameworks},
                                 {u"issues"_s, m_summary.issues},
                                 {u"labels"_s, m_summary.labels}};
        // As ProjectStore::audit() writes it, with the baseline hashed on the way.
        AuditWriter audit(m_db);
        if (m_hashing)
            audit.setBaselineDigests({m_labelRows, m_labelHash.hex()}, {m_finalRows, m_finalHash.hex()});
        if (auto status = audit.append(ProjectStore::nowUtc(), actor, u"import-study"_s, 0,
                                       QJsonDocument(detail).toJson(QJsonDocument::Compact));
            !status)
            return status.error();
        if (auto status = m_store.setInfo(u"study.imported_from"_s, m_study.root); !status)
            return status.error();
        return m_summary;
    }

private:
    Status writeTaxonomy()
    {
        if (!TaxonomyStore::hasTaxonomy(m_store)) {
            if (auto status = TaxonomyStore::save(m_store, m_study.taxonomy); !status)
                return status;
        } else if (auto added = TaxonomyStore::addMissingDetails(m_store, m_study.taxonomy); !added) {
            return added.error();
        }
        SqliteStatement nodes(m_db, "SELECT code, id FROM taxonomy_nodes");
        QHash<QString, qint64> idOfCode;
        while (nodes.next())
            idOfCode.insert(nodes.text(0), nodes.integer(1));
        for (int i = 0; i < m_study.taxonomy.size(); ++i) {
            const qint64 id = idOfCode.value(m_study.taxonomy.node(i).code, 0);
            if (id == 0)
                return Error(u"the project's taxonomy has no node %1"_s.arg(quotedForMessage(m_study.taxonomy.node(i).code)));
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

    Status writeFramework(StudyFramework &framework, int position)
    {
        // The header again: the file is read a second time, and must still be what was checked.
        auto opened = FrameworkCsv::open(framework.csvPath, m_study.taxonomy);
        if (!opened)
            return opened.error();
        FrameworkCsv &csv = **opened;
        if (csv.labelColumns() != framework.labelColumns || csv.isCrLf() != framework.crlf
            || csv.hasBom() != framework.bom) {
            return Error(u"the file changed while it was imported"_s, {framework.csvPath, 1, 1});
        }
        SqliteStatement insert(m_db, "INSERT INTO frameworks(name, position, label_columns, csv_crlf, csv_bom)"
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
        if (auto status = writeYearEntries(framework, frameworkId); !status)
            return status;
        if (auto status = writeIssues(csv, framework, frameworkId); !status)
            return status;
        if (auto status = noteDuplicatesAndUnlisted(framework, frameworkId); !status)
            return status;
        if (!csv.roundTripNote().isEmpty())
            m_study.warn(csv.roundTripNote());
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
        SqliteStatement keyword(m_db, "INSERT INTO framework_keywords(framework_id, position, keyword) VALUES(?, ?, ?)");
        for (int k = 0; k < framework.keywords.size(); ++k) {
            keyword.bind(1, frameworkId);
            keyword.bind(2, qint64(k));
            keyword.bind(3, framework.keywords[k]);
            if (auto status = keyword.exec(); !status)
                return status;
        }
        return success();
    }

    // Every line of every year file, in order; writeIssues() pairs each CSV row with one.
    Status writeYearEntries(const StudyFramework &framework, qint64 frameworkId)
    {
        SqliteStatement entry(m_db, "INSERT INTO year_entries(framework_id, year, position, url, issue_id)"
                                    " VALUES(?, ?, ?, ?, NULL)");
        qint64 position = 0;
        QString url;
        for (qsizetype y = 0; y < framework.years.size(); ++y) {
            auto file = YearFile::open(framework.yearFiles[y]);
            if (!file)
                return file.error();
            for (;;) {
                auto more = (*file)->next(url);
                if (!more)
                    return more.error();
                if (!*more)
                    break;
                entry.bind(1, frameworkId);
                entry.bind(2, qint64(framework.years[y]));
                entry.bind(3, position++);
                entry.bind(4, url);
                if (auto status = entry.exec(); !status)
                    return status;
            }
            if (const QString note = (*file)->note(); !note.isEmpty())
                m_study.warn(note);
        }
        return success();
    }

    // The rows the baseline would read back after the import (LabelSnapshot::digests), hashed
    // in its key order: issue ids rise as the issues are inserted, an issue's labels are put in
    // annotator-id order. Anything out of that order leaves the baseline to the tables.
    void hashLabels(qint64 issueId)
    {
        if (!m_hashing)
            return;
        if (issueId <= m_lastHashedIssue) {
            m_hashing = false;
            return;
        }
        m_lastHashedIssue = issueId;
        std::sort(m_issueLabels.begin(), m_issueLabels.end());
        qint64 lastAnnotator = 0;
        for (const auto &[annotatorId, node] : std::as_const(m_issueLabels)) {
            if (annotatorId == lastAnnotator) {
                m_hashing = false;
                return;
            }
            lastAnnotator = annotatorId;
            // What the insert leaves: the code, no summary, not a false positive, no doubt.
            m_row.resize(0);
            LabelSnapshot::encodeLabel(m_row, m_codes[node], {}, false, {}, false, {});
            m_labelHash.add({issueId, annotatorId}, m_row);
            ++m_labelRows;
        }
    }

    void hashFinal(qint64 issueId, int node, QByteArrayView method)
    {
        if (!m_hashing)
            return;
        // Decided by no one (0), no note, decided now.
        m_row.resize(0);
        LabelSnapshot::encodeFinal(m_row, m_codes[node], false, method, 0, {}, m_now);
        m_finalHash.add({issueId, 0}, m_row);
        ++m_finalRows;
    }

    Status writeIssues(FrameworkCsv &csv, StudyFramework &framework, qint64 frameworkId)
    {
        SqliteStatement issue(m_db, "INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number,"
                                    " year, is_duplicate_url, uuid) VALUES(?, ?, ?, ?, ?, ?, ?, ?, 0, ?)");
        // The k-th row of a URL takes its k-th listing: the first one no earlier row took.
        SqliteStatement listing(m_db, "SELECT year, position FROM year_entries INDEXED BY import_year_entries_url"
                                      " WHERE framework_id = ? AND url = ? AND issue_id IS NULL ORDER BY position LIMIT 1");
        SqliteStatement claim(m_db, "UPDATE year_entries SET issue_id = ? WHERE framework_id = ? AND year = ?"
                                    " AND position = ?");
        // An issue's labels go in one INSERT of as many rows (a statement per count, made when first
        // needed): one statement run per issue instead of one per label.
        std::vector<std::unique_ptr<SqliteStatement>> labelInserts;
        const auto insertLabels = [&](qint64 issueId) -> Status {
            const qsizetype count = m_issueLabels.size();
            if (count == 0)
                return success();
            if (qsizetype(labelInserts.size()) <= count)
                labelInserts.resize(count + 1);
            std::unique_ptr<SqliteStatement> &insert = labelInserts[count];
            if (!insert) {
                QByteArray sql("INSERT INTO labels(issue_id, annotator_id, node_id, updated_at, device_id) VALUES");
                for (qsizetype k = 0; k < count; ++k) {
                    sql += k > 0 ? ",(?1, ?" : "(?1, ?";
                    sql += QByteArray::number(4 + 2 * k) + ", ?" + QByteArray::number(5 + 2 * k) + ", ?2, ?3)";
                }
                insert = std::make_unique<SqliteStatement>(m_db, sql);
            }
            insert->bind(1, issueId);
            insert->bind(2, QByteArrayView(m_now));
            insert->bind(3, m_device);
            for (qsizetype k = 0; k < count; ++k) {
                insert->bind(int(4 + 2 * k), m_issueLabels[k].first);
                insert->bind(int(5 + 2 * k), m_nodeIds[m_issueLabels[k].second]);
            }
            return insert->exec();
        };
        SqliteStatement final(m_db, "INSERT INTO final_labels(issue_id, node_id, method, decided_at, changed_at,"
                                    " device_id) VALUES(?, ?, ?, ?, ?4, ?)");
        SqliteStatement repository(m_db, "INSERT OR IGNORE INTO framework_repositories(framework_id, host, owner, name)"
                                         " VALUES(?, ?, ?, ?)");
        if (csv.labelColumns() > m_annotatorIds.size())
            return Error(u"more label columns than annotators"_s, {csv.path(), 1, 1});
        StudyIssue item;
        IssueTally tally;
        tally.frameworkId = frameworkId;
        QString lastRepository;
        for (qint64 row = 0;; ++row) {
            if (row % CancelCheckRows == 0 && m_control.isCancelled())
                return Error(u"cancelled"_s);
            auto more = csv.next(item);
            if (!more)
                return more.error();
            if (!*more)
                break;
            // Rows of one repository come together: one insert per run of them.
            const QString repositoryKey = item.parts.host + u'/' + item.parts.owner + u'/' + item.parts.repo;
            if (repositoryKey != lastRepository) {
                repository.bind(1, frameworkId);
                repository.bind(2, item.parts.host);
                repository.bind(3, item.parts.owner);
                repository.bind(4, item.parts.repo);
                if (auto status = repository.exec(); !status)
                    return status;
                lastRepository = repositoryKey;
            }
            listing.bind(1, frameworkId);
            listing.bind(2, item.url);
            if (!listing.next()) {
                if (auto status = listing.readStatus(); !status)
                    return status;
                return Error(u"%1 is not listed in any year file (%2_YEAR.txt)"_s.arg(item.url, framework.name),
                             {csv.path(), item.line, 1});
            }
            const qint64 year = listing.integer(0);
            const qint64 position = listing.integer(1);
            listing.reset();
            issue.bind(1, frameworkId);
            issue.bind(2, row);
            issue.bind(3, item.url);
            issue.bind(4, item.parts.host);
            issue.bind(5, item.parts.owner);
            issue.bind(6, item.parts.repo);
            issue.bind(7, item.parts.number);
            issue.bind(8, year);
            // Issue UUIDs are minted here, once, by the project the study is imported into.
            issue.bind(9, QByteArrayView(QUuid::createUuid().toByteArray(QUuid::WithoutBraces)));
            if (auto status = issue.exec(); !status)
                return status;
            const qint64 issueId = issue.lastInsertId();
            claim.bind(1, issueId);
            claim.bind(2, frameworkId);
            claim.bind(3, year);
            claim.bind(4, position);
            if (auto status = claim.exec(); !status)
                return status;
            ++m_summary.issues;
            ++framework.issues;

            tally.issueId = issueId;
            tally.year = static_cast<int>(year);
            tally.votes.clear();
            bool unanimous = item.finalLabel >= 0;
            bool anyLabel = false;
            m_issueLabels.clear();
            for (int c = 0; c < item.labels.size(); ++c) {
                const int node = item.labels[c];
                if (node < 0 || !m_control.volunteerLabels)
                    continue;
                anyLabel = true;
                unanimous = unanimous && node == item.finalLabel;
                tally.votes.append({m_annotatorIds[c], m_nodeIds[node], false});
                m_issueLabels.append({m_annotatorIds[c], node});
                ++m_summary.labels;
            }
            if (auto status = insertLabels(issueId); !status)
                return status;
            hashLabels(issueId); // sorts m_issueLabels: after the insert
            // The tally lists votes in annotator-id order, as the triggers do.
            std::sort(tally.votes.begin(), tally.votes.end(),
                      [](const TallyVote &a, const TallyVote &b) { return a.annotatorId < b.annotatorId; });
            tally.finalMethod.clear();
            tally.finalNodeId = 0;
            if (item.finalLabel >= 0) {
                unanimous = unanimous && anyLabel;
                const QByteArrayView method = unanimous ? "unanimous" : "imported";
                final.bind(1, issueId);
                final.bind(2, m_nodeIds[item.finalLabel]);
                final.bind(3, method);
                final.bind(4, QByteArrayView(m_now));
                final.bind(5, m_device);
                if (auto status = final.exec(); !status)
                    return status;
                hashFinal(issueId, item.finalLabel, method);
                tally.finalMethod = method.toByteArray();
                tally.finalNodeId = m_nodeIds[item.finalLabel];
                ++m_summary.finalLabels;
                m_summary.unanimous += unanimous ? 1 : 0;
            }
            if (auto status = m_tally.add(tally); !status)
                return status;
        }
        return success();
    }

    // Rows that share a URL are kept, each its own issue, flagged and noted. Each was paired with
    // a listing of its own, so only a URL listed more than once can be one: those are looked at,
    // through the indexes, not every row. Listings no row took are noted (export keeps them).
    Status noteDuplicatesAndUnlisted(StudyFramework &framework, qint64 frameworkId)
    {
        SqliteStatement listedTwice(m_db, "SELECT url FROM year_entries INDEXED BY import_year_entries_url"
                                          " WHERE framework_id = ? GROUP BY url HAVING count(*) > 1");
        // Each row took exactly one listing of its URL: the listings' issues are the URL's rows
        // (found without the issues' URL index, which is built only at the end).
        SqliteStatement rows(m_db, "SELECT count(*), min(i.row_order) FROM year_entries y"
                                   " INDEXED BY import_year_entries_url JOIN issues i ON i.id = y.issue_id"
                                   " WHERE y.url = ? AND y.framework_id = ?");
        SqliteStatement flag(m_db, "UPDATE issues SET is_duplicate_url = 1 WHERE id IN (SELECT issue_id"
                                   " FROM year_entries INDEXED BY import_year_entries_url WHERE url = ?"
                                   " AND framework_id = ? AND issue_id IS NOT NULL)");
        listedTwice.bind(1, frameworkId);
        QList<std::tuple<qint64, QString, qint64>> duplicates; // first row, URL, rows
        while (listedTwice.next()) {
            const QString url = listedTwice.text(0);
            rows.bind(1, url);
            rows.bind(2, frameworkId);
            const qint64 count = rows.next() ? rows.integer(0) : 0;
            const qint64 first = count > 0 ? rows.integer(1) : 0;
            if (auto status = rows.readStatus(); !status)
                return status;
            rows.reset();
            if (count < 2)
                continue;
            flag.bind(1, url);
            flag.bind(2, frameworkId);
            if (auto status = flag.exec(); !status)
                return status;
            framework.duplicateRows += count;
            if (duplicates.size() < StudyData::MaxWarnings)
                duplicates.append({first, url, count});
        }
        if (auto status = listedTwice.readStatus(); !status)
            return status;
        if (!duplicates.isEmpty()) {
            std::sort(duplicates.begin(), duplicates.end());
            QList<qsizetype> firstRows;
            for (const auto &duplicate : std::as_const(duplicates))
                firstRows.append(std::get<0>(duplicate));
            auto lines = FrameworkCsv::linesOfRows(framework.csvPath, firstRows);
            if (!lines)
                return lines.error();
            for (qsizetype d = 0; d < duplicates.size(); ++d) {
                m_study.warn(u"%1:%2: duplicate URL %3 (%4 rows); each row is kept as its own issue"_s.arg(
                    framework.csvPath).arg(lines->value(d)).arg(std::get<1>(duplicates[d])).arg(std::get<2>(duplicates[d])));
            }
        }
        SqliteStatement unlisted(m_db, "SELECT year, url FROM year_entries WHERE framework_id = ? AND issue_id IS NULL"
                                       " ORDER BY position");
        unlisted.bind(1, frameworkId);
        while (unlisted.next()) {
            m_study.warn(u"%1_%2.txt lists %3, which %1.csv does not; kept for export"_s.arg(framework.name).arg(
                unlisted.integer(0)).arg(unlisted.text(1)));
        }
        return unlisted.readStatus();
    }

    // The other files, one at a time: each is read, written and let go.
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
    QList<qint64> m_nodeIds;      // by taxonomy index
    QList<QByteArray> m_codes;    // by taxonomy index, UTF-8
    // The audit baseline, hashed as the labels are written (see hashLabels()).
    bool m_hashing = false;
    qint64 m_lastHashedIssue = 0;
    QList<std::pair<qint64, int>> m_issueLabels; // the current issue's (annotator id, node index)
    QByteArray m_row;
    LabelSnapshot::Hasher m_labelHash;
    LabelSnapshot::Hasher m_finalHash;
    qint64 m_labelRows = 0;
    qint64 m_finalRows = 0;
    QList<qint64> m_annotatorIds; // by label column
    qint64 m_device = 0;          // this copy, which wrote the imported labels
    StudyImportSummary m_summary;
};

} // namespace

Result<StudyImportSummary> StudyImporter::import(ProjectStore &store, StudyData &study, const QString &actor,
                                                 const ImportControl &control)
{
    const ImportPragmas pragmas(store.handle());
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

Result<std::pair<StudyData, StudyImportSummary>> StudyImporter::importFolder(ProjectStore &store,
                                                                             const QString &folder,
                                                                             const QString &actor,
                                                                             const ImportControl &control)
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
