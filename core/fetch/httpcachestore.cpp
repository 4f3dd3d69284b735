// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "httpcachestore.h"

#include "store/projectstore.h"
#include "store/sqlutil.h"

#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

std::optional<CacheValidator> HttpCacheStore::find(const ProjectStore &store, const QString &url)
{
    QSqlQuery query(store.database());
    query.prepare(u"SELECT etag, last_modified FROM http_cache WHERE url = ?"_s);
    query.addBindValue(url);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return CacheValidator {url, query.value(0).toString(), query.value(1).toString()};
}

Status HttpCacheStore::put(ProjectStore &store, const CacheValidator &validator)
{
    QSqlQuery query(store.database());
    query.prepare(u"INSERT INTO http_cache(url, etag, last_modified, updated_at) VALUES(?, ?, ?, ?)"
                  " ON CONFLICT(url) DO UPDATE SET etag = excluded.etag,"
                  " last_modified = excluded.last_modified, updated_at = excluded.updated_at"_s);
    query.addBindValue(validator.url);
    query.addBindValue(validator.etag.isNull() ? u""_s : validator.etag);
    query.addBindValue(validator.lastModified.isNull() ? u""_s : validator.lastModified);
    query.addBindValue(ProjectStore::nowUtc());
    return sql::exec(query);
}

} // namespace taxonomist::core
