// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "frameworkkeywords.h"

#include "issuekeywords.h"
#include "store/projectstore.h"
#include "store/sqlutil.h"
#include "store/transaction.h"
#include "util/coretext.h"
#include "util/keywordmatcher.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<qint64> FrameworkKeywords::frameworkId(const ProjectStore &store, const QString &name)
{
    QSqlQuery query(store.database());
    query.prepare(u"SELECT id FROM frameworks WHERE name = ? COLLATE NOCASE"_s);
    query.addBindValue(name);
    if (auto status = sql::exec(query); !status)
        return status.error();
    if (!query.next())
        return Error(CoreText::tr("no framework named \"%1\" in the project").arg(name));
    return query.value(0).toLongLong();
}

Result<QStringList> FrameworkKeywords::list(const ProjectStore &store, qint64 frameworkId)
{
    QSqlQuery query(store.database());
    query.prepare(
        u"SELECT keyword FROM framework_keywords WHERE framework_id = ? ORDER BY position"_s);
    query.addBindValue(frameworkId);
    if (auto status = sql::exec(query); !status)
        return status.error();
    QStringList keywords;
    while (query.next())
        keywords.append(query.value(0).toString());
    return keywords;
}

Status FrameworkKeywords::checkEditable(const ProjectStore &store)
{
    auto role = store.readInfo(u"team.role"_s);
    if (!role)
        return role.error();
    if (*role == u"volunteer"_s || *role == u"viewer"_s)
        return Error(
            CoreText::tr("the filter keywords are the lead's: this is a %1's copy of the team's "
                         "project, and the lead's next update brings any change to them")
                .arg(*role));
    return success();
}

Result<int> FrameworkKeywords::set(
    ProjectStore &store, qint64 frameworkId, const QStringList &keywords, const QString &actor)
{
    if (auto status = checkEditable(store); !status)
        return status.error();
    // The matcher's own cleaning (trim, drop case-insensitive repeats) decides what is kept.
    const QStringList cleaned = KeywordMatcher(keywords).keywords();
    auto before = list(store, frameworkId);
    if (!before)
        return before.error();
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    QSqlQuery remove(store.database());
    remove.prepare(u"DELETE FROM framework_keywords WHERE framework_id = ?"_s);
    remove.addBindValue(frameworkId);
    if (auto status = sql::exec(remove); !status)
        return status.error();
    QSqlQuery insert(store.database());
    insert.prepare(
        u"INSERT INTO framework_keywords(framework_id, position, keyword) VALUES(?, ?, ?)"_s);
    for (int i = 0; i < cleaned.size(); ++i) {
        insert.addBindValue(frameworkId);
        insert.addBindValue(i);
        insert.addBindValue(cleaned[i]);
        if (auto status = sql::exec(insert); !status)
            return status.error();
    }
    auto recomputed = IssueKeywords::recompute(store, frameworkId);
    if (!recomputed)
        return recomputed.error();
    const QJsonObject detail {{u"framework_id"_s, frameworkId},
        {u"before"_s, QJsonArray::fromStringList(*before)},
        {u"after"_s, QJsonArray::fromStringList(cleaned)}};
    if (auto status = store.audit(actor, u"set-keywords"_s, 0,
            QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
        !status)
        return status.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    return *recomputed;
}

} // namespace taxonomist::core
