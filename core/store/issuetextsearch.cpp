// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issuetextsearch.h"

#include "projectstore.h"
#include "sqlutil.h"

#include <QHash>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

constexpr int trigram = 3;

// The FTS5 MATCH expression of the long words (each a quoted string: no operator can sneak in)
// and the conditions for the short ones, on the issue_text row `t`.
QString rowCondition(const QStringList &words, QVariantList &values)
{
    QStringList phrases;
    QStringList conditions;
    for (const QString &word : words) {
        if (word.size() >= trigram) {
            phrases.append(u'"' + QString(word).replace(u'"', u"\"\""_s) + u'"');
        } else {
            conditions.append(u"instr(lower(t.text), lower(?)) > 0"_s);
        }
    }
    QVariantList shortValues;
    for (const QString &word : words) {
        if (word.size() < trigram)
            shortValues.append(word);
    }
    if (!phrases.isEmpty()) {
        conditions.prepend(u"issue_text MATCH ?"_s);
        values.append(phrases.join(u' '));
    }
    values.append(shortValues);
    return conditions.join(u" AND "_s);
}

QString partName(qint64 part)
{
    if (part == 0)
        return u"title"_s;
    if (part == 1)
        return u"body"_s;
    return u"comment %1"_s.arg(part - 1);
}

} // namespace

QStringList IssueTextSearch::words(const QString &query)
{
    return query.simplified().split(u' ', Qt::SkipEmptyParts);
}

QString IssueTextSearch::sqlCondition(
    const QString &query, const QString &issueIdColumn, QVariantList &values)
{
    const QStringList list = words(query);
    if (list.isEmpty())
        return {};
    return u"%1 IN (SELECT t.rowid >> 16 FROM issue_text t WHERE %2)"_s.arg(
        issueIdColumn, rowCondition(list, values));
}

IssueTextHit IssueTextSearch::snippet(const QString &text, const QStringList &words, int width)
{
    const QString flat = text.simplified();
    qsizetype first = -1;
    for (const QString &word : words) {
        const qsizetype at = flat.indexOf(word, 0, Qt::CaseInsensitive);
        if (at >= 0 && (first < 0 || at < first))
            first = at;
    }
    qsizetype start = first < 0 ? 0 : std::max<qsizetype>(0, first - width / 3);
    // Start at a word boundary when the snippet does not start the text.
    if (start > 0) {
        const qsizetype space = flat.indexOf(u' ', start);
        if (space >= 0 && space < first)
            start = space + 1;
    }
    const qsizetype end = std::min(flat.size(), start + width);
    IssueTextHit hit;
    hit.snippet = (start > 0 ? u"…"_s : QString()) + flat.mid(start, end - start)
        + (end < flat.size() ? u"…"_s : QString());
    for (const QString &word : words) {
        for (qsizetype at = hit.snippet.indexOf(word, 0, Qt::CaseInsensitive); at >= 0;
             at = hit.snippet.indexOf(word, at + word.size(), Qt::CaseInsensitive))
            hit.highlights.append({int(at), int(word.size())});
    }
    std::sort(hit.highlights.begin(), hit.highlights.end());
    return hit;
}

Result<QList<IssueTextHit>> IssueTextSearch::search(
    const ProjectStore &store, const QString &query, qint64 frameworkId, int limit)
{
    const QStringList list = words(query);
    QList<IssueTextHit> hits;
    if (list.isEmpty() || limit <= 0)
        return hits;
    QVariantList values;
    const QString condition = rowCondition(list, values);
    const bool ranked = std::any_of(
        list.begin(), list.end(), [](const QString &w) { return w.size() >= trigram; });
    QString sql
        = u"SELECT t.rowid >> 16, t.rowid & 65535, t.text, i.url, f.name, coalesce(c.title, '')"
          " FROM issue_text t JOIN issues i ON i.id = t.rowid >> 16"
          " JOIN frameworks f ON f.id = i.framework_id LEFT JOIN issue_content c ON c.issue_id = "
          "i.id"
          " WHERE %1"_s.arg(condition);
    if (frameworkId > 0) {
        sql += u" AND i.framework_id = ?"_s;
        values.append(frameworkId);
    }
    sql += ranked ? u" ORDER BY t.rank"_s : u" ORDER BY i.framework_id, i.row_order, t.rowid"_s;
    QSqlQuery rows(store.database());
    rows.setForwardOnly(true);
    rows.prepare(sql);
    for (const QVariant &value : std::as_const(values))
        rows.addBindValue(value);
    if (auto status = sql::exec(rows); !status)
        return status.error();
    QHash<qint64, qsizetype> indexOf;
    while (rows.next()) {
        const qint64 issue = rows.value(0).toLongLong();
        if (const auto found = indexOf.constFind(issue); found != indexOf.constEnd()) {
            ++hits[*found].partsMatched;
            continue;
        }
        if (hits.size() >= limit)
            continue; // still counting the parts of the issues already found
        IssueTextHit hit = snippet(rows.value(2).toString(), list);
        hit.issueId = issue;
        hit.part = partName(rows.value(1).toLongLong());
        hit.url = rows.value(3).toString();
        hit.framework = rows.value(4).toString();
        hit.title = rows.value(5).toString();
        hit.partsMatched = 1;
        indexOf.insert(issue, hits.size());
        hits.append(std::move(hit));
    }
    return hits;
}

} // namespace taxonomist::core
