// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "keywordevidencestore.h"

#include "projectstore.h"
#include "sqlutil.h"

#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Status KeywordEvidenceStore::save(
    ProjectStore &store, qint64 issueId, const QList<KeywordHit> &hits)
{
    QSqlQuery remove(store.database());
    remove.prepare(u"DELETE FROM issue_keywords WHERE issue_id = ?"_s);
    remove.addBindValue(issueId);
    if (auto status = sql::exec(remove); !status)
        return status;
    QSqlQuery insert(store.database());
    insert.prepare(
        u"INSERT INTO issue_keywords(issue_id, keyword, location, hits) VALUES(?, ?, ?, ?)"_s);
    for (const KeywordHit &hit : hits) {
        insert.addBindValue(issueId);
        insert.addBindValue(hit.keyword);
        insert.addBindValue(keywordLocationName(hit.location));
        insert.addBindValue(hit.count);
        if (auto status = sql::exec(insert); !status)
            return status;
    }
    return success();
}

Result<QList<KeywordHit>> KeywordEvidenceStore::forIssue(const ProjectStore &store, qint64 issueId)
{
    QSqlQuery query(store.database());
    // In the framework's keyword order, like compute(); keywords no longer listed go last.
    query.prepare(u"SELECT k.keyword, k.location, k.hits FROM issue_keywords k JOIN issues i ON "
                  u"i.id = k.issue_id"
                  " LEFT JOIN framework_keywords fk ON fk.framework_id = i.framework_id AND "
                  "fk.keyword = k.keyword"
                  " WHERE k.issue_id = ? ORDER BY coalesce(fk.position, 1e9), k.keyword,"
                  " CASE k.location WHEN 'title' THEN 0 WHEN 'body' THEN 1 WHEN 'comment' THEN 2"
                  " WHEN 'code' THEN 3 WHEN 'url' THEN 4 ELSE 5 END"_s);
    query.addBindValue(issueId);
    if (auto status = sql::exec(query); !status)
        return status.error();
    QList<KeywordHit> hits;
    while (query.next()) {
        const auto location = keywordLocationFromName(query.value(1).toString());
        if (location)
            hits.append({query.value(0).toString(), *location, query.value(2).toInt()});
    }
    return hits;
}

QString KeywordEvidenceStore::sqlCondition(KeywordEvidence evidence, const QString &issueIdColumn)
{
    const QString prose = u"EXISTS (SELECT 1 FROM issue_keywords k WHERE k.issue_id = %1"
                          " AND k.location IN ('title', 'body', 'comment'))"_s.arg(issueIdColumn);
    const QString any
        = u"EXISTS (SELECT 1 FROM issue_keywords k WHERE k.issue_id = %1)"_s.arg(issueIdColumn);
    const QString fetched
        = u"EXISTS (SELECT 1 FROM issue_content c WHERE c.issue_id = %1)"_s.arg(issueIdColumn);
    switch (evidence) {
    case KeywordEvidence::None:
        return fetched + u" AND NOT "_s + any;
    case KeywordEvidence::Incidental:
        return any + u" AND NOT "_s + prose;
    case KeywordEvidence::Prose:
        return prose;
    }
    return u"0"_s;
}

Result<QList<qint64>> KeywordEvidenceStore::issuesWith(
    const ProjectStore &store, KeywordEvidence evidence, qint64 frameworkId)
{
    QSqlQuery query(store.database());
    query.prepare(u"SELECT i.id FROM issues i WHERE "_s + sqlCondition(evidence, u"i.id"_s)
        + (frameworkId > 0 ? u" AND i.framework_id = ?"_s : QString()) + u" ORDER BY i.id"_s);
    if (frameworkId > 0)
        query.addBindValue(frameworkId);
    if (auto status = sql::exec(query); !status)
        return status.error();
    QList<qint64> ids;
    while (query.next())
        ids.append(query.value(0).toLongLong());
    return ids;
}

} // namespace taxonomist::core
