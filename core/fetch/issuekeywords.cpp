// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issuekeywords.h"

#include "frameworkkeywords.h"
#include "markdownsegments.h"
#include "store/keywordevidencestore.h"
#include "store/projectstore.h"
#include "store/sqlutil.h"
#include "util/keywordmatcher.h"

#include <QMap>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

using Counts = QMap<std::pair<QString, KeywordLocation>, int>;

// Prose matches count as `prose`; the rest by the segment they start in.
void scanMarkdown(
    const KeywordMatcher &matcher, const QString &text, KeywordLocation prose, Counts &counts)
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

void scanPlain(
    const KeywordMatcher &matcher, const QString &text, KeywordLocation location, Counts &counts)
{
    for (const KeywordMatch &match : matcher.find(text))
        ++counts[{match.keyword, location}];
}

} // namespace

QList<KeywordHit> IssueKeywords::compute(
    const KeywordMatcher &matcher, const QString &issueUrl, const IssueContent &content)
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

KeywordEvidence IssueKeywords::evidence(const QList<KeywordHit> &hits)
{
    if (hits.isEmpty())
        return KeywordEvidence::None;
    for (const KeywordHit &hit : hits) {
        if (isProse(hit.location))
            return KeywordEvidence::Prose;
    }
    return KeywordEvidence::Incidental;
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
        if (auto status = KeywordEvidenceStore::save(store, id, compute(matcher, url, **content));
            !status)
            return status.error();
    }
    return int(issues.size());
}

} // namespace taxonomist::core
