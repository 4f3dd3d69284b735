// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serverstate.h"

#include "serverconnection.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace taxonomist::core::ServerState {

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

Result<qint64> infoNumber(const ProjectStore &store, const char *key)
{
    auto value = store.readInfo(QString::fromLatin1(key));
    if (!value)
        return value.error();
    return value->toLongLong();
}

Result<IssueMarks> readMarks(const ProjectStore &store)
{
    // A project put on its server before the marks existed has none: its next sync sends every
    // issue and content once, and the server keeps what it has unchanged.
    auto issue = infoNumber(store, keyIssueMark);
    if (!issue)
        return issue.error();
    auto content = store.readInfo(QString::fromLatin1(keyContentMark));
    if (!content)
        return content.error();
    return IssueMarks {*issue, *content};
}

Status storeMarks(ProjectStore &store, const IssueMarks &marks)
{
    if (auto status
        = store.setInfo(QString::fromLatin1(keyIssueMark), QString::number(marks.issueId));
        !status)
        return status;
    return store.setInfo(QString::fromLatin1(keyContentMark),
        marks.contentFetchedAt.isNull() ? u""_s : marks.contentFetchedAt);
}

Result<qint64> lastRevOf(ProjectStore &store, qint64 annotatorId)
{
    SqliteStatement read(
        store.handle(), "SELECT last_rev FROM team_counters WHERE annotator_id = ?");
    read.bind(1, annotatorId);
    const qint64 rev = read.next() ? read.integer(0) : 0;
    if (auto status = read.readStatus(); !status)
        return status.error();
    return rev;
}

Result<std::unique_ptr<ServerConnection>> connect(const QString &url, const QString &password)
{
    auto address = ServerAddress::parse(url);
    if (!address)
        return address.error();
    return ServerConnection::open(*address, password); // ServerIdentity::read checks the schema
}

} // namespace taxonomist::core::ServerState
