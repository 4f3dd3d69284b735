// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "storedissue.h"

#include "store/keywordevidencestore.h"
#include "store/projectstore.h"
#include "store/sqlutil.h"
#include "util/coretext.h"
#include "util/issueurl.h"

#include <QJsonArray>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Untrusted text on a terminal: an ESC could move the cursor or retitle the window.
QString printable(const QString &text)
{
    QString result;
    result.reserve(text.size());
    for (QChar c : text) {
        if ((c.unicode() < 0x20 && c != u'\n' && c != u'\t') || c.unicode() == 0x7f
            || (c.unicode() >= 0x80 && c.unicode() < 0xa0))
            result += u"\\x%1"_s.arg(c.unicode(), 2, 16, QChar(u'0'));
        else
            result += c;
    }
    return result;
}

QJsonObject labelJson(const StoredIssue::Label &label)
{
    QJsonObject json {{u"issue_id"_s, label.issueId},
        {u"code"_s, label.code.isEmpty() ? QJsonValue() : QJsonValue(label.code)},
        {u"false_positive"_s, label.falsePositive}};
    if (!label.annotator.isEmpty())
        json.insert(u"annotator"_s, label.annotator);
    if (!label.summary.isEmpty())
        json.insert(u"summary"_s, label.summary);
    if (!label.method.isEmpty())
        json.insert(u"method"_s, label.method);
    return json;
}

} // namespace

Result<StoredIssue> StoredIssue::load(const ProjectStore &store, const QString &url)
{
    StoredIssue issue;
    issue.url = url;
    QSqlQuery rows(store.database());
    const auto parsed = IssueUrl::parse(url.trimmed());
    rows.prepare(
        u"SELECT i.id, f.name, coalesce(i.year, 0), i.url FROM issues i JOIN frameworks f ON f.id "
        u"= i.framework_id"
        " WHERE i.url = ? OR (i.host = ? AND i.number = ? AND"
        " ((i.host = 'gitee.com' AND i.owner = ? AND i.repo = ?)"
        " OR (i.host <> 'gitee.com' AND lower(i.owner) = lower(?) AND lower(i.repo) = lower(?))))"
        " ORDER BY f.position, i.row_order"_s);
    rows.addBindValue(url.trimmed());
    for (const QString &value :
        {parsed ? parsed->host : QString(), parsed ? parsed->number : QString(),
            parsed ? parsed->owner : QString(), parsed ? parsed->repo : QString(),
            parsed ? parsed->owner : QString(), parsed ? parsed->repo : QString()})
        rows.addBindValue(value.isNull() ? u""_s : value);
    if (auto status = sql::exec(rows); !status)
        return status.error();
    while (rows.next()) {
        issue.rows.append(
            {rows.value(0).toLongLong(), rows.value(1).toString(), rows.value(2).toInt()});
        issue.url = rows.value(3).toString();
    }
    if (issue.rows.isEmpty())
        return Error(CoreText::tr("no issue with the URL %1 in the project").arg(url));

    const qint64 first = issue.rows.first().issueId;
    for (const Row &row : std::as_const(issue.rows)) {
        QSqlQuery labels(store.database());
        labels.prepare(
            u"SELECT a.name, coalesce(n.code, ''), l.summary, l.false_positive FROM labels l"
            " JOIN annotators a ON a.id = l.annotator_id LEFT JOIN taxonomy_nodes n ON n.id = "
            "l.node_id"
            " WHERE l.issue_id = ? ORDER BY a.position"_s);
        labels.addBindValue(row.issueId);
        if (auto status = sql::exec(labels); !status)
            return status.error();
        while (labels.next()) {
            issue.labels.append(
                {row.issueId, labels.value(0).toString(), labels.value(1).toString(),
                    labels.value(2).toString(), labels.value(3).toBool(), QString()});
        }
        QSqlQuery final(store.database());
        final.prepare(
            u"SELECT coalesce(n.code, ''), f.note, f.false_positive, f.method FROM final_labels f"
            " LEFT JOIN taxonomy_nodes n ON n.id = f.node_id WHERE f.issue_id = ?"_s);
        final.addBindValue(row.issueId);
        if (auto status = sql::exec(final); !status)
            return status.error();
        if (final.next()) {
            issue.finalLabels.append({row.issueId, QString(), final.value(0).toString(),
                final.value(1).toString(), final.value(2).toBool(), final.value(3).toString()});
        }
    }
    auto content = IssueContentStore::load(store, first);
    if (!content)
        return content.error();
    issue.content = *content;
    issue.status = FetchStatusStore::find(store, first);
    auto keywords = KeywordEvidenceStore::forIssue(store, first);
    if (!keywords)
        return keywords.error();
    issue.keywords = *keywords;
    return issue;
}

QJsonObject StoredIssue::toJson() const
{
    QJsonObject json {{u"url"_s, url}, {u"fetched"_s, content.has_value()}};
    QJsonArray rowsJson;
    for (const Row &row : rows)
        rowsJson.append(QJsonObject {
            {u"issue_id"_s, row.issueId}, {u"framework"_s, row.framework}, {u"year"_s, row.year}});
    json.insert(u"rows"_s, rowsJson);
    if (content) {
        json.insert(u"title"_s, content->title);
        json.insert(u"state"_s, content->state);
        json.insert(u"author"_s, content->author);
        json.insert(u"created_at"_s, content->createdAt);
        json.insert(u"updated_at"_s, content->updatedAt);
        json.insert(u"closed_at"_s, content->closedAt);
        json.insert(u"html_url"_s, content->htmlUrl);
        json.insert(u"is_pull_request"_s, content->isPullRequest);
        json.insert(u"repository_labels"_s, QJsonArray::fromStringList(content->repositoryLabels));
        json.insert(u"body"_s, content->body);
        json.insert(u"fetched_at"_s, content->fetchedAt);
        QJsonArray comments;
        for (const IssueComment &comment : content->comments) {
            comments.append(QJsonObject {{u"author"_s, comment.author},
                {u"created_at"_s, comment.createdAt}, {u"body"_s, comment.body}});
        }
        json.insert(u"comments"_s, comments);
    }
    QJsonArray labelsJson;
    for (const Label &label : labels)
        labelsJson.append(labelJson(label));
    json.insert(u"labels"_s, labelsJson);
    QJsonArray finals;
    for (const Label &label : finalLabels)
        finals.append(labelJson(label));
    json.insert(u"final_labels"_s, finals);
    QJsonArray keywordsJson;
    for (const KeywordHit &hit : keywords) {
        keywordsJson.append(QJsonObject {{u"keyword"_s, hit.keyword},
            {u"location"_s, keywordLocationName(hit.location)}, {u"count"_s, hit.count}});
    }
    json.insert(u"keywords"_s, keywordsJson);
    if (status) {
        json.insert(u"fetch"_s,
            QJsonObject {{u"state"_s, fetchStateName(status->state)},
                {u"http_status"_s, status->httpStatus}, {u"reason"_s, status->reason},
                {u"moved_to"_s, status->movedTo}, {u"attempts"_s, status->attempts},
                {u"at"_s, status->updatedAt}});
    }
    return json;
}

QString StoredIssue::toText() const
{
    QString text = url + u'\n';
    for (const Row &row : rows)
        text += u"  %1 %2 (issue %3)\n"_s.arg(row.framework).arg(row.year).arg(row.issueId);
    if (status) {
        text += u"fetch: %1"_s.arg(fetchStateName(status->state));
        if (!status->reason.isEmpty())
            text += u" (%1)"_s.arg(printable(status->reason));
        if (!status->movedTo.isEmpty())
            text += u", moved to %1"_s.arg(printable(status->movedTo));
        text += u", %1\n"_s.arg(status->updatedAt);
    }
    const auto labelLine = [](const Label &label) {
        QString line = label.falsePositive ? u"false positive"_s : label.code;
        if (!label.summary.isEmpty())
            line += u" \u2014 "_s + printable(label.summary);
        if (!label.method.isEmpty())
            line += u" ("_s + label.method + u')';
        return line;
    };
    for (const Label &label : labels)
        text += u"label %1: %2\n"_s.arg(label.annotator, labelLine(label));
    for (const Label &label : finalLabels)
        text += u"final label: %1\n"_s.arg(labelLine(label));
    if (!keywords.isEmpty()) {
        QStringList parts;
        for (const KeywordHit &hit : keywords)
            parts.append(u"%1 (%2 x%3)"_s.arg(hit.keyword, keywordLocationName(hit.location))
                             .arg(hit.count));
        text += u"keywords: "_s + parts.join(u", "_s) + u'\n';
    }
    if (!content) {
        text += u"\nnot fetched yet: run taxonomist-cli fetch\n"_s;
        return text;
    }
    text += u"\n# "_s + printable(content->title) + u'\n';
    text += u"%1%2 by %3, opened %4"_s.arg(content->state,
        content->isPullRequest ? u" pull request"_s : QString(), printable(content->author),
        content->createdAt);
    if (!content->closedAt.isEmpty())
        text += u", closed "_s + content->closedAt;
    text += u'\n';
    if (!content->repositoryLabels.isEmpty())
        text += u"repository labels: "_s + printable(content->repositoryLabels.join(u", "_s))
            + u'\n';
    text += u'\n' + printable(content->body) + u'\n';
    for (qsizetype i = 0; i < content->comments.size(); ++i) {
        const IssueComment &comment = content->comments[i];
        text += u"\n--- comment %1 by %2, %3\n"_s.arg(i + 1).arg(
            printable(comment.author), comment.createdAt);
        text += printable(comment.body) + u'\n';
    }
    return text;
}

} // namespace taxonomist::core
