// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundstore.h"

#include "roundsampler.h"
#include "sampleplan.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/sqlutil.h"
#include "store/transaction.h"
#include "util/coretext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

Status checkRound(const QString &name, qint64 size, quint64 seed)
{
    if (name.trimmed().isEmpty())
        return Error(CoreText::tr("a round needs a name"));
    if (size < 1)
        return Error(CoreText::tr("a round needs at least one issue"));
    if (seed > quint64(std::numeric_limits<qint64>::max()))
        return Error(CoreText::tr("the seed must be below 2^63"));
    return success();
}

} // namespace

Result<Round> RoundStore::create(ProjectStore &store, const QString &name, Round::Kind kind,
    quint64 seed, int size, bool stratified, qint64 createdBy, const QString &actor)
{
    if (auto status = checkRound(name, size, seed); !status)
        return status.error();
    auto sample = RoundSampler::sample(store, seed, size, stratified);
    if (!sample)
        return sample.error();
    Round round;
    round.name = name.trimmed();
    round.kind = kind;
    round.seed = seed;
    round.size = size;
    round.strata = stratified ? SampleStrata::Framework : SampleStrata::None;
    round.createdBy = createdBy;
    round.issueIds = *sample;
    return record(store, std::move(round), {}, actor);
}

Result<Round> RoundStore::create(ProjectStore &store, const QString &name, Round::Kind kind,
    const SamplePlan &plan, qint64 createdBy, const QString &actor)
{
    if (auto status = checkRound(name, plan.size.n, plan.design.seed); !status)
        return status.error();
    Round round;
    round.name = name.trimmed();
    round.kind = kind;
    round.seed = plan.design.seed;
    round.size = static_cast<int>(plan.size.n);
    round.strata = plan.design.strata;
    round.frameworks = plan.design.frameworks;
    round.createdBy = createdBy;
    round.issueIds = plan.draw();
    const QJsonObject design {{u"confidence"_s, plan.size.confidence},
        {u"margin"_s, plan.size.margin}, {u"proportion"_s, plan.size.proportion},
        {u"population"_s, plan.size.population}, {u"n0"_s, plan.size.n0}};
    return record(store, std::move(round), design, actor);
}

Result<Round> RoundStore::record(
    ProjectStore &store, Round round, const QJsonObject &design, const QString &actor)
{
    round.createdAt = ProjectStore::nowUtc();
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    QSqlQuery insert(store.database());
    insert.prepare(u"INSERT INTO rounds(name, kind, seed, size, stratified, created_by, created_at)"
                   " VALUES(?, ?, ?, ?, ?, ?, ?)"_s);
    insert.addBindValue(round.name);
    insert.addBindValue(round.kind == Round::Kind::Pilot ? u"pilot"_s : u"round"_s);
    insert.addBindValue(qint64(round.seed));
    insert.addBindValue(round.size);
    // 0 none, 1 by framework (what every round before strata by year recorded), 2 by year too.
    insert.addBindValue(static_cast<int>(round.strata));
    insert.addBindValue(
        round.createdBy > 0 ? QVariant(round.createdBy) : QVariant(QMetaType(QMetaType::LongLong)));
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
    if (!round.frameworks.isEmpty()) {
        if (auto status = store.setInfo(frameworksKey(round.id),
                QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(round.frameworks))
                                      .toJson(QJsonDocument::Compact)));
            !status)
            return status.error();
    }
    QJsonObject detail {{u"round"_s, round.id}, {u"name"_s, round.name},
        {u"seed"_s, qint64(round.seed)}, {u"size"_s, round.size},
        {u"stratified"_s, round.strata != SampleStrata::None},
        {u"by_year"_s, round.strata == SampleStrata::FrameworkYear},
        {u"issues"_s, round.issueIds.size()}};
    if (!round.frameworks.isEmpty())
        detail.insert(u"frameworks"_s, QJsonArray::fromStringList(round.frameworks));
    if (!design.isEmpty())
        detail.insert(u"design"_s, design);
    if (auto status = store.audit(actor, u"create-round"_s, 0,
            QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
        !status) {
        return status.error();
    }
    if (auto status = transaction.commit(); !status)
        return status.error();
    return round;
}

QString RoundStore::frameworksKey(qint64 roundId)
{
    return u"round.%1.frameworks"_s.arg(roundId);
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
        const qint64 strata = rows.integer(5);
        round.strata = strata == 2 ? SampleStrata::FrameworkYear
            : strata != 0          ? SampleStrata::Framework
                                   : SampleStrata::None;
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
        auto frameworks = store.readInfo(frameworksKey(round.id));
        if (!frameworks)
            return frameworks.error();
        if (!frameworks->isEmpty()) {
            // Written by record() above; anything else in the key is read as no restriction.
            for (const QJsonValue &value : QJsonDocument::fromJson(frameworks->toUtf8()).array())
                round.frameworks.append(value.toString());
        }
    }
    return result;
}

} // namespace taxonomist::core
