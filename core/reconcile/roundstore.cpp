// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundstore.h"

#include "roundsampler.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/sqlutil.h"
#include "store/transaction.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<Round> RoundStore::create(ProjectStore &store, const QString &name, Round::Kind kind,
    quint64 seed, int size, bool stratified, qint64 createdBy, const QString &actor)
{
    if (name.trimmed().isEmpty())
        return Error(u"a round needs a name"_s);
    if (size < 1)
        return Error(u"a round needs at least one issue"_s);
    if (seed > quint64(std::numeric_limits<qint64>::max()))
        return Error(u"the seed must be below 2^63"_s);
    auto sample = RoundSampler::sample(store, seed, size, stratified);
    if (!sample)
        return sample.error();
    Round round;
    round.name = name.trimmed();
    round.kind = kind;
    round.seed = seed;
    round.size = size;
    round.stratified = stratified;
    round.createdBy = createdBy;
    round.createdAt = ProjectStore::nowUtc();
    round.issueIds = *sample;

    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    QSqlQuery insert(store.database());
    insert.prepare(u"INSERT INTO rounds(name, kind, seed, size, stratified, created_by, created_at)"
                   " VALUES(?, ?, ?, ?, ?, ?, ?)"_s);
    insert.addBindValue(round.name);
    insert.addBindValue(kind == Round::Kind::Pilot ? u"pilot"_s : u"round"_s);
    insert.addBindValue(qint64(seed));
    insert.addBindValue(size);
    insert.addBindValue(stratified ? 1 : 0);
    insert.addBindValue(
        createdBy > 0 ? QVariant(createdBy) : QVariant(QMetaType(QMetaType::LongLong)));
    insert.addBindValue(round.createdAt);
    if (auto status = sql::exec(insert); !status)
        return status.error();
    round.id = insert.lastInsertId().toLongLong();
    SqliteStatement member(
        store.handle(), "INSERT INTO round_issues(round_id, position, issue_id) VALUES(?, ?, ?)");
    for (qsizetype i = 0; i < round.issueIds.size(); ++i) {
        member.bind(1, round.id);
        member.bind(2, qint64(i));
        member.bind(3, round.issueIds[i]);
        if (auto status = member.exec(); !status)
            return status.error();
    }
    const QJsonObject detail {{u"round"_s, round.id}, {u"name"_s, round.name},
        {u"seed"_s, qint64(seed)}, {u"size"_s, size}, {u"stratified"_s, stratified},
        {u"issues"_s, round.issueIds.size()}};
    if (auto status = store.audit(actor, u"create-round"_s, 0,
            QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
        !status) {
        return status.error();
    }
    if (auto status = transaction.commit(); !status)
        return status.error();
    return round;
}

Result<QList<Round>> RoundStore::rounds(const ProjectStore &store)
{
    QList<Round> result;
    SqliteStatement rows(store.handle(),
        "SELECT id, name, kind, seed, size, stratified, coalesce(created_by, 0),"
        " created_at FROM rounds ORDER BY id");
    while (rows.next()) {
        Round round;
        round.id = rows.integer(0);
        round.name = rows.text(1);
        round.kind = rows.text(2) == u"pilot"_s ? Round::Kind::Pilot : Round::Kind::Round;
        round.seed = quint64(rows.integer(3));
        round.size = static_cast<int>(rows.integer(4));
        round.stratified = rows.integer(5) != 0;
        round.createdBy = rows.integer(6);
        round.createdAt = rows.text(7);
        result.append(round);
    }
    if (auto status = rows.readStatus(); !status)
        return status.error();
    SqliteStatement members(
        store.handle(), "SELECT issue_id FROM round_issues WHERE round_id = ? ORDER BY position");
    for (Round &round : result) {
        members.bind(1, round.id);
        while (members.next())
            round.issueIds.append(members.integer(0));
        if (auto status = members.readStatus(); !status)
            return status.error();
        members.reset();
    }
    return result;
}

} // namespace taxonomist::core
