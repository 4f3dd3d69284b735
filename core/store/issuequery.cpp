// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issuequery.h"

#include "issuetextsearch.h"
#include "keywordevidencestore.h"
#include "logging.h"
#include "projectstore.h"
#include "screeningrule.h"
#include "sqlitestatement.h"
#include "sqlutil.h"

#include <QHash>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// How a query reads the filter's annotator's label status.
enum class LabelStatusBy {
    Join, // through `ml`, the join on the annotator's label: a row at a time (a page, the next
          // issue)
    Subquery, // by the set of the annotator's labelled issues, read once from labels(annotator_id,
              // issue_id): the whole list (ids), where a lookup per issue is slow on a large study
};

// The WHERE clause of a filter, with its values in binding order.
QString whereClause(
    const IssueFilter &filter, QVariantList &values, LabelStatusBy status = LabelStatusBy::Join)
{
    QStringList conditions;
    if (filter.frameworkId > 0) {
        conditions.append(u"i.framework_id = ?"_s);
        values.append(filter.frameworkId);
    }
    if (filter.issueId > 0) {
        conditions.append(u"i.id = ?"_s);
        values.append(filter.issueId);
    }
    if (filter.keywordEvidence >= 0)
        conditions.append(
            KeywordEvidenceStore::sqlCondition(KeywordEvidence(filter.keywordEvidence), u"i.id"_s));
    if (filter.year > 0) {
        conditions.append(u"i.year = ?"_s);
        values.append(filter.year);
    }
    if (!filter.text.trimmed().isEmpty()) {
        // A part of the URL, or every word in the title, the body or one comment (full text).
        QString pattern = filter.text.trimmed();
        pattern.replace(u"\\"_s, u"\\\\"_s).replace(u"%"_s, u"\\%"_s).replace(u"_"_s, u"\\_"_s);
        values.append(QString(u"%"_s + pattern + u"%"_s));
        conditions.append(u"(i.url LIKE ? ESCAPE '\\' OR %1)"_s.arg(
            IssueTextSearch::sqlCondition(filter.text, u"i.id"_s, values)));
    }
    if (filter.roundId > 0) {
        conditions.append(u"i.id IN (SELECT issue_id FROM round_issues WHERE round_id = ?)"_s);
        values.append(filter.roundId);
    }
    if (filter.assignedOnly) {
        conditions.append(u"i.id IN (SELECT issue_id FROM assignments WHERE annotator_id = ?)"_s);
        values.append(filter.annotatorId);
    }
    if (filter.annotatorId > 0 && filter.status != IssueFilter::Status::Any
        && status == LabelStatusBy::Join) {
        const char *condition = filter.status == IssueFilter::Status::Unlabeled
            ? "ml.issue_id IS NULL"
            : filter.status == IssueFilter::Status::Labeled ? "ml.issue_id IS NOT NULL"
                                                            : "ml.false_positive = 1";
        conditions.append(QString::fromLatin1(condition));
    } else if (filter.annotatorId > 0 && filter.status != IssueFilter::Status::Any) {
        const char *condition = filter.status == IssueFilter::Status::Unlabeled
            ? "i.id NOT IN (SELECT issue_id FROM labels WHERE annotator_id = ?)"
            : filter.status == IssueFilter::Status::Labeled
            ? "i.id IN (SELECT issue_id FROM labels WHERE annotator_id = ?)"
            : "i.id IN (SELECT issue_id FROM labels WHERE annotator_id = ? AND false_positive = 1)";
        conditions.append(QString::fromLatin1(condition));
        values.append(filter.annotatorId);
    }
    // The whole list (ids): one pass over the vote tally for the query, the few issues with a
    // false-positive vote or final label decided by the rule (a lookup for each issue listed cost
    // 0.6 µs, 0.23 s over a ten-times study's 387,420). A page of a few rows (the next issue to
    // label) looks up only the issues it reads, and stops at the first that passes.
    if (filter.screening >= 0 && status == LabelStatusBy::Subquery) {
        conditions.append(u"i.id %1 (SELECT c.issue_id FROM issue_tally c"
                          " WHERE (c.final_false_positive = 1 OR instr(c.votes, ':-') > 0)"
                          " AND %2)"_s.arg(filter.screening == 0 ? u"NOT IN"_s : u"IN"_s,
                              ScreeningRule::sqlCondition(u"c.issue_id"_s)));
    } else if (filter.screening >= 0) {
        conditions.append((filter.screening == 0 ? u"NOT "_s : QString())
            + ScreeningRule::sqlCondition(u"i.id"_s));
    }
    return conditions.isEmpty() ? QString() : u" WHERE "_s + conditions.join(u" AND "_s);
}

// The tables a filter reads; `ml` is the filter's annotator's label (never anyone else's). The
// whole-list query (ids) leaves `ml` out, reading the label status by subquery: the join
// finds at most one row per issue, but SQLite looks it up for each (a tenth of a second and more
// over 387,420 issues). `f`, the issue's framework, is left out where nothing reads its name.
QString fromClause(const IssueFilter &filter, bool withMyLabel = true, bool withFramework = true)
{
    QString from = withFramework ? u" FROM issues i JOIN frameworks f ON f.id = i.framework_id"_s
                                 : u" FROM issues i"_s;
    if (withMyLabel)
        from += u" LEFT JOIN labels ml ON ml.issue_id = i.id AND ml.annotator_id = %1"_s.arg(
            filter.annotatorId);
    return from;
}

// The list's rows for a filter and a condition of the caller's (" WHERE …" or empty, with its
// values), in the list's order, at most `limit`.
Result<QList<IssueRow>> readRows(const ProjectStore &store, const IssueFilter &filter,
    const QString &where, const QVariantList &values, int limit)
{
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    query.prepare(u"SELECT i.id, f.name, i.url, i.owner || '/' || i.repo, i.number, i.year,"
                  " n.code, i.is_duplicate_url, i.framework_id, i.row_order, c.title, mn.code, "
                  "ml.false_positive,"
                  " ml.open_code"_s
        + fromClause(filter)
        + u" LEFT JOIN final_labels fl ON fl.issue_id = i.id"
          " LEFT JOIN taxonomy_nodes n ON n.id = fl.node_id"
          " LEFT JOIN issue_content c ON c.issue_id = i.id"
          " LEFT JOIN taxonomy_nodes mn ON mn.id = ml.node_id"_s
        + where + u" ORDER BY i.framework_id, i.row_order LIMIT ?"_s);
    for (const QVariant &value : values)
        query.addBindValue(value);
    query.addBindValue(limit);
    if (auto status = sql::exec(query); !status)
        return status.error();
    QList<IssueRow> rows;
    rows.reserve(limit);
    while (query.next()) {
        IssueRow row;
        row.id = query.value(0).toLongLong();
        row.framework = query.value(1).toString();
        row.url = query.value(2).toString();
        row.repository = query.value(3).toString();
        row.number = query.value(4).toString();
        row.year = query.value(5).toInt();
        row.finalCode = query.value(6).toString();
        row.duplicateUrl = query.value(7).toBool();
        row.frameworkId = query.value(8).toLongLong();
        row.rowOrder = query.value(9).toInt();
        row.title = query.value(10).toString();
        row.myLabel = query.value(12).toBool() ? u"false positive"_s : query.value(11).toString();
        row.myOpenCode = query.value(13).toString();
        rows.append(std::move(row));
    }
    if (auto status = sql::readStatus(query, store.path()); !status)
        return status.error();
    return rows;
}

} // namespace

Result<std::vector<qint64>> IssueQuery::ids(const ProjectStore &store, const IssueFilter &filter)
{
    QVariantList values;
    const QString where = whereClause(filter, values, LabelStatusBy::Subquery);
    // Straight through SQLite, not QSqlQuery: a QVariant per row would be most of the time.
    SqliteStatement query(store.handle(),
        (u"SELECT i.id"_s + fromClause(filter, false, false) + where
            + u" ORDER BY i.framework_id, i.row_order"_s)
            .toUtf8());
    for (int v = 0; v < values.size(); ++v) {
        if (values[v].typeId() == QMetaType::QString)
            query.bind(v + 1, values[v].toString());
        else
            query.bind(v + 1, values[v].toLongLong());
    }
    std::vector<qint64> ids;
    while (query.next())
        ids.push_back(query.integer(0));
    if (auto status = query.readStatus(); !status)
        return status.error();
    return ids;
}

Result<QList<IssueRow>> IssueQuery::byIds(
    const ProjectStore &store, qint64 annotatorId, std::span<const qint64> ids)
{
    if (ids.empty())
        return QList<IssueRow>();
    IssueFilter only;
    only.annotatorId = annotatorId;
    QVariantList values;
    QStringList marks;
    for (const qint64 id : ids) {
        values.append(id);
        marks.append(u"?"_s);
    }
    auto rows = readRows(
        store, only, u" WHERE i.id IN (%1)"_s.arg(marks.join(u',')), values, int(ids.size()));
    if (!rows)
        return rows.error();
    // In the order asked for, which is the list's as it was when the ids were read.
    QHash<qint64, qsizetype> at;
    for (qsizetype r = 0; r < rows->size(); ++r)
        at.insert(rows->at(r).id, r);
    QList<IssueRow> ordered;
    ordered.reserve(rows->size());
    for (const qint64 id : ids) {
        if (const auto found = at.constFind(id); found != at.cend())
            ordered.append(rows->at(*found));
    }
    return ordered;
}

Result<QList<IssueRow>> IssueQuery::page(
    const ProjectStore &store, const IssueFilter &filter, const IssueRow *after, int limit)
{
    QVariantList values;
    QString where = whereClause(filter, values);
    if (after) {
        where += (where.isEmpty() ? u" WHERE "_s : u" AND "_s)
            + u"(i.framework_id, i.row_order) > (?, ?)"_s;
        values.append(after->frameworkId);
        values.append(after->rowOrder);
    }
    return readRows(store, filter, where, values, limit);
}

Result<std::optional<IssueRow>> IssueQuery::byId(
    const ProjectStore &store, const IssueFilter &filter, qint64 issueId)
{
    IssueFilter only;
    only.annotatorId = filter.annotatorId;
    only.issueId = issueId;
    auto rows = page(store, only, nullptr, 1);
    if (!rows)
        return rows.error();
    return rows->isEmpty() ? std::optional<IssueRow>() : std::optional<IssueRow>(rows->first());
}

Result<std::optional<IssueRow>> IssueQuery::next(
    const ProjectStore &store, const IssueFilter &filter, const IssueRow *after)
{
    auto rows = page(store, filter, after, 1);
    if (rows && rows->isEmpty() && after)
        rows = page(store, filter, nullptr, 1); // wrap around to the first match
    if (!rows)
        return rows.error();
    return rows->isEmpty() ? std::optional<IssueRow>() : std::optional<IssueRow>(rows->first());
}

Result<std::optional<qint64>> IssueQuery::idOfUrl(const ProjectStore &store, const QString &url)
{
    QSqlQuery query(store.database());
    query.prepare(u"SELECT id FROM issues WHERE url = ? ORDER BY id LIMIT 1"_s);
    query.addBindValue(url);
    auto id = sql::firstValue(query, store.path());
    if (!id)
        return id.error();
    return *id ? std::optional<qint64>((*id)->toLongLong()) : std::nullopt;
}

Result<QString> IssueQuery::urlOf(const ProjectStore &store, qint64 issueId)
{
    QSqlQuery query(store.database());
    query.prepare(u"SELECT url FROM issues WHERE id = ?"_s);
    query.addBindValue(issueId);
    auto url = sql::firstValue(query, store.path());
    if (!url)
        return url.error();
    return *url ? (*url)->toString() : QString();
}

QList<FrameworkInfo> IssueQuery::frameworks(const ProjectStore &store)
{
    QList<FrameworkInfo> result;
    QSqlQuery query(store.database());
    query.exec(u"SELECT f.id, f.name, (SELECT count(*) FROM issues i WHERE i.framework_id = f.id)"
               " FROM frameworks f ORDER BY f.id"_s);
    while (query.next())
        result.append(
            {query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toLongLong()});
    // A list for menus and filters: a read that stopped early is logged, callers that compute
    // from the project read it again through calls that fail.
    if (auto status = sql::readStatus(query, store.path()); !status)
        qCWarning(lcStore).noquote() << status.error().message();
    return result;
}

QList<int> IssueQuery::years(const ProjectStore &store)
{
    QList<int> result;
    QSqlQuery query(store.database());
    query.exec(u"SELECT DISTINCT year FROM framework_years ORDER BY year"_s);
    while (query.next())
        result.append(query.value(0).toInt());
    if (auto status = sql::readStatus(query, store.path()); !status)
        qCWarning(lcStore).noquote() << status.error().message();
    return result;
}

QList<RoundInfo> IssueQuery::rounds(const ProjectStore &store)
{
    QList<RoundInfo> result;
    QSqlQuery query(store.database());
    query.exec(u"SELECT r.id, r.name, r.kind, (SELECT count(*) FROM round_issues m"
               " WHERE m.round_id = r.id) FROM rounds r ORDER BY r.id"_s);
    while (query.next())
        result.append({query.value(0).toLongLong(), query.value(1).toString(),
            query.value(2).toString() == u"pilot"_s, query.value(3).toLongLong()});
    if (auto status = sql::readStatus(query, store.path()); !status)
        qCWarning(lcStore).noquote() << status.error().message();
    return result;
}

} // namespace taxonomist::core
