// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "teamroster.h"

#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "util/coretext.h"
#include "util/inputtext.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

Result<qint64> count(const ProjectStore &store, const char *sql, qint64 id)
{
    SqliteStatement query(store.handle(), sql);
    query.bind(1, id);
    const qint64 value = query.next() ? query.integer(0) : 0;
    if (auto status = query.readStatus(); !status)
        return status.error();
    return value;
}

Status checkName(const ProjectStore &store, const QString &name, qint64 except)
{
    if (name.isEmpty())
        return Error(CoreText::tr("a member of the team needs a name"));
    if (name.size() > 200 || name.contains(u'\n') || name.contains(u'\t'))
        return Error(CoreText::tr("a member's name is one line of at most 200 characters"));
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    for (const Annotator &annotator : std::as_const(*annotators)) {
        if (annotator.id != except && annotator.name.compare(name, Qt::CaseInsensitive) == 0)
            return Error(
                CoreText::tr("the team already has %1").arg(quotedForMessage(annotator.name)));
    }
    return success();
}

Status run(ProjectStore &store, const char *sql, const QList<QVariant> &values)
{
    SqliteStatement statement(store.handle(), sql);
    for (int i = 0; i < values.size(); ++i) {
        const QVariant &value = values[i];
        if (value.isNull())
            statement.bindNull(i + 1);
        else if (value.typeId() == QMetaType::QString)
            statement.bind(i + 1, value.toString());
        else
            statement.bind(i + 1, value.toLongLong());
    }
    return statement.exec();
}

} // namespace

QString TeamMember::role() const
{
    if (annotator.isLead && annotator.isVolunteer())
        return u"lead, volunteer"_s;
    if (annotator.isLead)
        return u"lead"_s;
    return annotator.isVolunteer() ? u"volunteer"_s : u"member"_s;
}

Result<QList<TeamMember>> TeamRoster::members(const ProjectStore &store)
{
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    QList<TeamMember> result;
    for (const Annotator &annotator : std::as_const(*annotators)) {
        TeamMember member {annotator};
        auto labels
            = count(store, "SELECT count(*) FROM labels WHERE annotator_id = ?", annotator.id);
        auto assigned
            = count(store, "SELECT count(*) FROM assignments WHERE annotator_id = ?", annotator.id);
        if (!labels || !assigned)
            return !labels ? labels.error() : assigned.error();
        member.labels = *labels;
        member.assigned = *assigned;
        result.append(member);
    }
    return result;
}

Result<Annotator> TeamRoster::find(const ProjectStore &store, const QString &name)
{
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    QStringList names;
    for (const Annotator &annotator : std::as_const(*annotators)) {
        if (annotator.name == name.trimmed())
            return annotator;
        names.append(annotator.name);
    }
    return Error(CoreText::tr("no member of the team is named %1 (the team: %2)")
                     .arg(quotedForMessage(name),
                         names.isEmpty() ? CoreText::tr("nobody yet") : names.join(u", "_s)));
}

Result<std::optional<Annotator>> TeamRoster::lead(const ProjectStore &store)
{
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    for (const Annotator &annotator : std::as_const(*annotators)) {
        if (annotator.isLead)
            return std::optional<Annotator>(annotator);
    }
    return std::optional<Annotator>();
}

Status TeamRoster::checkManaged(const ProjectStore &store)
{
    auto role = store.readInfo(u"team.role"_s);
    if (!role)
        return role.error();
    if (*role == u"volunteer"_s)
        return Error(CoreText::tr(
            "this is a volunteer's package: the lead manages the team in the lead's project"));
    return success();
}

Result<Annotator> TeamRoster::add(
    ProjectStore &store, const QString &rawName, Role role, const QString &actor)
{
    const QString name = rawName.trimmed();
    if (auto status = checkManaged(store); !status)
        return status.error();
    if (auto status = checkName(store, name, 0); !status)
        return status.error();
    if (role == Role::Lead) {
        auto current = lead(store);
        if (!current)
            return current.error();
        if (*current) {
            return Error(CoreText::tr("%1 is the lead; `team set-lead NAME` hands the role over")
                             .arg(quotedForMessage((*current)->name)));
        }
    }
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    auto id = store.addAnnotator(name, role == Role::Lead);
    if (!id)
        return id.error();
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    Annotator added;
    for (const Annotator &annotator : std::as_const(*annotators)) {
        if (annotator.id == *id)
            added = annotator;
    }
    if (added.isVolunteer()) {
        // The new column is every framework's: exports stay rectangular and alike.
        if (auto status = run(store, "UPDATE frameworks SET label_columns = max(label_columns, ?)",
                {added.labelColumn});
            !status)
            return status.error();
    }
    const QJsonObject detail {{u"name"_s, name}, {u"uuid"_s, added.uuid}, {u"lead"_s, added.isLead},
        {u"label_column"_s, added.labelColumn}};
    if (auto status = store.audit(actor, u"team-add"_s, 0, compact(detail)); !status)
        return status.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    return added;
}

Status TeamRoster::rename(
    ProjectStore &store, const QString &from, const QString &rawTo, const QString &actor)
{
    const QString to = rawTo.trimmed();
    if (auto status = checkManaged(store); !status)
        return status;
    auto member = find(store, from);
    if (!member)
        return member.error();
    if (auto status = checkName(store, to, member->id); !status)
        return status;
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status;
    if (auto status = store.renameAnnotator(member->id, to); !status)
        return status;
    if (auto status = store.audit(actor, u"team-rename"_s, 0,
            compact({{u"uuid"_s, member->uuid}, {u"from"_s, member->name}, {u"to"_s, to}}));
        !status)
        return status;
    return transaction.commit();
}

Status TeamRoster::setLead(ProjectStore &store, const QString &name, const QString &actor)
{
    if (auto status = checkManaged(store); !status)
        return status;
    auto member = find(store, name);
    if (!member)
        return member.error();
    auto previous = lead(store);
    if (!previous)
        return previous.error();
    if (*previous && (*previous)->id == member->id)
        return success();
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status;
    if (auto status = run(store, "UPDATE annotators SET is_lead = (id = ?)", {member->id}); !status)
        return status;
    const QJsonObject detail {{u"lead"_s, member->name}, {u"uuid"_s, member->uuid},
        {u"previous"_s, *previous ? QJsonValue((*previous)->name) : QJsonValue()}};
    if (auto status = store.audit(actor, u"team-set-lead"_s, 0, compact(detail)); !status)
        return status;
    return transaction.commit();
}

Status TeamRoster::remove(ProjectStore &store, const QString &name, const QString &actor)
{
    if (auto status = checkManaged(store); !status)
        return status;
    auto member = find(store, name);
    if (!member)
        return member.error();
    const QString quoted = quotedForMessage(member->name);
    const QList<std::pair<const char *, QString>> holds {
        {"SELECT count(*) FROM labels WHERE annotator_id = ?", CoreText::tr("labels")},
        {"SELECT count(*) FROM final_labels WHERE decided_by = ?1 OR changed_by = ?1",
            CoreText::tr("final labels")},
        {"SELECT count(*) FROM taxonomy_proposals WHERE proposed_by = ?",
            CoreText::tr("taxonomy proposals")},
        {"SELECT count(*) FROM taxonomy_proposal_votes WHERE annotator_id = ?",
            CoreText::tr("votes on proposals")},
        {"SELECT count(*) FROM rounds WHERE created_by = ?", CoreText::tr("rounds")},
        // A version's writer stays known: the lead who made assignments, or removed one.
        {"SELECT (SELECT count(*) FROM assignments WHERE changed_by = ?1)"
         " + (SELECT count(*) FROM team_tombstones WHERE changed_by = ?1)",
            CoreText::tr("assignments made")},
    };
    for (const auto &[sql, what] : holds) {
        auto held = count(store, sql, member->id);
        if (!held)
            return held.error();
        if (*held > 0)
            return Error(CoreText::tr("%1 holds %2 %3 and stays on the team (rename them instead)")
                             .arg(quoted)
                             .arg(*held)
                             .arg(what));
    }
    if (member->isVolunteer()) {
        auto widest = count(store,
            "SELECT coalesce(max(label_column), 0) FROM annotators WHERE id <> ?", member->id);
        if (!widest)
            return widest.error();
        if (*widest > member->labelColumn) {
            return Error(
                CoreText::tr("%1 holds Label%2: removing them would renumber Label%3..Label%4 in "
                             "every export; only the"
                             " volunteer of the last column can go (rename them instead)")
                    .arg(quoted)
                    .arg(member->labelColumn)
                    .arg(member->labelColumn + 1)
                    .arg(*widest));
        }
    }
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status;
    for (const char *sql : {"DELETE FROM assignments WHERE annotator_id = ?",
             "DELETE FROM team_tombstones WHERE annotator_id = ?",
             "DELETE FROM team_counters WHERE annotator_id = ?",
             "DELETE FROM annotators WHERE id = ?"}) {
        if (auto status = run(store, sql, {member->id}); !status)
            return status;
    }
    if (member->isVolunteer()) {
        // The last column goes from every framework's export again.
        if (auto status
            = run(store, "UPDATE frameworks SET label_columns = ?1 - 1 WHERE label_columns = ?1",
                {member->labelColumn});
            !status)
            return status;
    }
    if (auto status = store.audit(actor, u"team-remove"_s, 0,
            compact({{u"name"_s, member->name}, {u"uuid"_s, member->uuid}}));
        !status)
        return status;
    return transaction.commit();
}

} // namespace taxonomist::core
