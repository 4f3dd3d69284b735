#include "issuekeywords.h"

#include "frameworkkeywords.h"
#include "markdownsegments.h"
#include "store/projectstore.h"
#include "store/sqlutil.h"
#include "study/keywordmatcher.h"

#include <QMap>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

using Counts = QMap<std::pair<QString, KeywordLocation>, int>;

// Prose matches count as `prose`; the rest by the segment they start in.
void scanMarkdown(const KeywordMatcher &matcher, const QString &text, KeywordLocation prose, Counts &counts)
{
    if (text.isEmpty())
        return;
    const QList<KeywordMatch> matches = matcher.find(text);
    if (matches.isEmpty())
        return;
    const QByteArray kinds = MarkdownSegments::classify(text);
    for (const KeywordMatch &match : matches) {
        KeywordLocation location = prose;
        switch (kinds[match.start]) {
        case MarkdownSegments::Code:
            location = KeywordLocation::Code;
            break;
        case MarkdownSegments::Url:
            location = KeywordLocation::Url;
            break;
        case MarkdownSegments::Mention:
            location = KeywordLocation::User;
            break;
        default:
            break;
        }
        ++counts[{match.keyword, location}];
    }
}

void scanPlain(const KeywordMatcher &matcher, const QString &text, KeywordLocation location, Counts &counts)
{
    for (const KeywordMatch &match : matcher.find(text))
        ++counts[{match.keyword, location}];
}

} // namespace

QList<KeywordHit> IssueKeywords::compute(const KeywordMatcher &matcher, const QString &issueUrl,
                                         const IssueContent &content)
{
    Counts counts;
    if (matcher.isEmpty())
        return {};
    scanMarkdown(matcher, content.title, KeywordLocation::Title, counts);
    scanMarkdown(matcher, content.body, KeywordLocation::Body, counts);
    for (const IssueComment &comment : content.comments) {
        scanMarkdown(matcher, comment.body, KeywordLocation::Comment, counts);
        scanPlain(matcher, comment.author, KeywordLocation::User, counts);
    }
    scanPlain(matcher, content.author, KeywordLocation::User, counts);
    scanPlain(matcher, issueUrl, KeywordLocation::Url, counts);
    if (!content.htmlUrl.isEmpty() && content.htmlUrl != issueUrl)
        scanPlain(matcher, content.htmlUrl, KeywordLocation::Url, counts);

    QList<KeywordHit> hits;
    for (const QString &keyword : matcher.keywords()) {
        for (int location = 0; location <= int(KeywordLocation::User); ++location) {
            const int count = counts.value({keyword, KeywordLocation(location)});
            if (count > 0)
                hits.append({keyword, KeywordLocation(location), count});
        }
    }
    return hits;
}

IssueKeywords::Evidence IssueKeywords::evidence(const QList<KeywordHit> &hits)
{
    if (hits.isEmpty())
        return Evidence::None;
    for (const KeywordHit &hit : hits) {
        if (isProse(hit.location))
            return Evidence::Prose;
    }
    return Evidence::Incidental;
}

Status IssueKeywords::store(ProjectStore &store, qint64 issueId, const QList<KeywordHit> &hits)
{
    QSqlQuery remove(store.database());
    remove.prepare(u"DELETE FROM issue_keywords WHERE issue_id = ?"_s);
    remove.addBindValue(issueId);
    if (auto status = sql::exec(remove); !status)
        return status;
    QSqlQuery insert(store.database());
    insert.prepare(u"INSERT INTO issue_keywords(issue_id, keyword, location, hits) VALUES(?, ?, ?, ?)"_s);
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

Result<QList<KeywordHit>> IssueKeywords::forIssue(const ProjectStore &store, qint64 issueId)
{
    QSqlQuery query(store.database());
    // In the framework's keyword order, like compute(); keywords no longer listed go last.
    query.prepare(u"SELECT k.keyword, k.location, k.hits FROM issue_keywords k JOIN issues i ON i.id = k.issue_id"
                  " LEFT JOIN framework_keywords fk ON fk.framework_id = i.framework_id AND fk.keyword = k.keyword"
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

QString IssueKeywords::sqlCondition(Evidence evidence, const QString &issueIdColumn)
{
    const QString prose = u"EXISTS (SELECT 1 FROM issue_keywords k WHERE k.issue_id = %1"
                          " AND k.location IN ('title', 'body', 'comment'))"_s.arg(issueIdColumn);
    const QString any = u"EXISTS (SELECT 1 FROM issue_keywords k WHERE k.issue_id = %1)"_s.arg(issueIdColumn);
    const QString fetched = u"EXISTS (SELECT 1 FROM issue_content c WHERE c.issue_id = %1)"_s.arg(issueIdColumn);
    switch (evidence) {
    case Evidence::None:
        return fetched + u" AND NOT "_s + any;
    case Evidence::Incidental:
        return any + u" AND NOT "_s + prose;
    case Evidence::Prose:
        return prose;
    }
    return u"0"_s;
}

Result<QList<qint64>> IssueKeywords::issuesWith(const ProjectStore &store, Evidence evidence, qint64 frameworkId)
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

Result<int> IssueKeywords::recompute(ProjectStore &store, qint64 frameworkId)
{
    auto keywords = FrameworkKeywords::list(store, frameworkId);
    if (!keywords)
        return keywords.error();
    const KeywordMatcher matcher(*keywords);
    QSqlQuery query(store.database());
    query.prepare(u"SELECT i.id, i.url FROM issues i JOIN issue_content c ON c.issue_id = i.id"
                  " WHERE i.framework_id = ? ORDER BY i.id"_s);
    query.addBindValue(frameworkId);
    if (auto status = sql::exec(query); !status)
        return status.error();
    QList<std::pair<qint64, QString>> issues;
    while (query.next())
        issues.append({query.value(0).toLongLong(), query.value(1).toString()});
    for (const auto &[id, url] : issues) {
        auto content = IssueContentStore::load(store, id);
        if (!content)
            return content.error();
        if (!content->has_value())
            continue;
        if (auto status = IssueKeywords::store(store, id, compute(matcher, url, **content)); !status)
            return status.error();
    }
    return int(issues.size());
}

} // namespace taxonomist::core
