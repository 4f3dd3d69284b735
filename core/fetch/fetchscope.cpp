// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fetchscope.h"

#include "frameworkkeywords.h"
#include "store/projectstore.h"
#include "store/sqlutil.h"

#include <QCryptographicHash>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

FetchScope FetchScope::issues(QList<qint64> ids)
{
    FetchScope scope;
    scope.kind = Kind::Issues;
    scope.issueIds = std::move(ids);
    scope.refresh = true;
    return scope;
}

FetchScope FetchScope::ofFramework(QString name)
{
    FetchScope scope;
    scope.kind = Kind::Framework;
    scope.framework = std::move(name);
    return scope;
}

FetchScope FetchScope::everything()
{
    return {};
}

QString FetchScope::key() const
{
    QString key;
    switch (kind) {
    case Kind::Everything:
        key = u"all"_s;
        break;
    case Kind::Framework:
        key = u"framework="_s + framework.toLower();
        break;
    case Kind::Issues: {
        QByteArray ids;
        for (qint64 id : issueIds)
            ids += QByteArray::number(id) + ',';
        key = u"issues="_s
            + QString::fromLatin1(QCryptographicHash::hash(ids, QCryptographicHash::Sha1).toHex());
        break;
    }
    }
    if (limit > 0)
        key += u";limit=%1"_s.arg(limit);
    if (refresh)
        key += u";refresh"_s;
    return key;
}

Result<QList<qint64>> FetchScope::resolve(const ProjectStore &store) const
{
    QStringList conditions;
    QVariantList values;
    if (kind == Kind::Framework) {
        auto id = FrameworkKeywords::frameworkId(store, framework);
        if (!id)
            return id.error();
        conditions.append(u"i.framework_id = ?"_s);
        values.append(*id);
    }
    if (kind == Kind::Issues) {
        QStringList ids;
        for (qint64 id : issueIds)
            ids.append(QString::number(id));
        conditions.append(u"i.id IN (%1)"_s.arg(ids.isEmpty() ? u"NULL"_s : ids.join(u',')));
    }
    if (!refresh) {
        // Deleted and missing issues are known answers; failed ones are tried again.
        conditions.append(u"NOT EXISTS (SELECT 1 FROM issue_content c WHERE c.issue_id = i.id)"_s);
        conditions.append(u"NOT EXISTS (SELECT 1 FROM fetch_status s WHERE s.issue_id = i.id"
                          " AND s.state IN ('missing', 'gone'))"_s);
    }
    QString statement = u"SELECT i.id FROM issues i JOIN frameworks f ON f.id = i.framework_id"_s;
    if (!conditions.isEmpty())
        statement += u" WHERE "_s + conditions.join(u" AND "_s);
    statement += u" ORDER BY f.position, i.row_order"_s;
    if (limit > 0)
        statement += u" LIMIT %1"_s.arg(limit);
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    query.prepare(statement);
    for (const QVariant &value : std::as_const(values))
        query.addBindValue(value);
    if (auto status = sql::exec(query); !status)
        return status.error();
    QList<qint64> ids;
    while (query.next())
        ids.append(query.value(0).toLongLong());
    return ids;
}

} // namespace taxonomist::core
