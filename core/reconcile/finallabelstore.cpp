// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "finallabelstore.h"

#include "finallabelrow.h"
#include "finallabelwriter.h"
#include "store/auditwriter.h"
#include "store/projectidentity.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "util/coretext.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QJsonValue toJson(const std::optional<FinalLabel> &label, const QHash<qint64, QString> &codes)
{
    if (!label)
        return QJsonValue::Null;
    QJsonObject object {
        {u"node"_s, label->falsePositive ? QJsonValue() : QJsonValue(codes.value(label->nodeId))},
        {u"method"_s, FinalLabel::methodKey(label->method)}, {u"note"_s, label->note},
        {u"decided_at"_s, label->decidedAt}};
    if (label->falsePositive)
        object.insert(u"false_positive"_s, true);
    if (label->decidedBy > 0)
        object.insert(u"decided_by"_s, label->decidedBy);
    return object;
}

std::optional<FinalLabel> fromJson(const QJsonValue &value, const QHash<QString, qint64> &ids)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject object = value.toObject();
    FinalLabel label;
    label.falsePositive = object.value(u"false_positive"_s).toBool();
    label.nodeId = ids.value(object.value(u"node"_s).toString());
    label.method = FinalLabel::methodFromKey(object.value(u"method"_s).toString())
                       .value_or(DecisionMethod::Lead);
    label.decidedBy = object.value(u"decided_by"_s).toInteger();
    label.note = object.value(u"note"_s).toString();
    label.decidedAt = object.value(u"decided_at"_s).toString();
    return label;
}

Result<QHash<qint64, QString>> nodeCodes(const ProjectStore &store)
{
    QHash<qint64, QString> codes;
    SqliteStatement query(store.handle(), "SELECT id, code FROM taxonomy_nodes");
    while (query.next())
        codes.insert(query.integer(0), query.text(1));
    if (auto status = query.readStatus(); !status)
        return status.error();
    return codes;
}

QByteArray selectLabel()
{
    return "SELECT " + FinalLabelRow::columns() + " FROM final_labels WHERE issue_id = ?";
}

} // namespace

Result<std::optional<FinalLabel>> FinalLabelStore::label(const ProjectStore &store, qint64 issueId)
{
    SqliteStatement query(store.handle(), selectLabel().constData());
    query.bind(1, issueId);
    if (query.next())
        return FinalLabelRow::read(query, 0);
    if (auto status = query.readStatus(); !status)
        return status.error();
    return std::optional<FinalLabel>();
}

Result<QHash<qint64, FinalLabel>> FinalLabelStore::labels(
    const ProjectStore &store, const QList<qint64> &issueIds)
{
    QHash<qint64, FinalLabel> result;
    SqliteStatement query(store.handle(), selectLabel().constData());
    for (const qint64 issueId : issueIds) {
        query.bind(1, issueId);
        if (query.next()) {
            if (auto label = FinalLabelRow::read(query, 0))
                result.insert(issueId, *label);
        }
        if (auto status = query.readStatus(); !status)
            return status.error();
        query.reset();
    }
    return result;
}

Status FinalLabelStore::write(ProjectStore &store, const QList<FinalLabelWrite> &writes,
    const QString &actor, const QString &context, const TaskControl &control)
{
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status;
    if (auto status = writeWithin(store, writes, actor, context, control); !status)
        return status;
    if (auto status = transaction.commit(); !status)
        return status;
    control.report(context, static_cast<int>(writes.size()), static_cast<int>(writes.size()));
    return success();
}

Status FinalLabelStore::writeWithin(ProjectStore &store, const QList<FinalLabelWrite> &writes,
    const QString &actor, const QString &context, const TaskControl &control)
{
    for (const FinalLabelWrite &write : writes) {
        if (write.label && write.label->nodeId <= 0 && !write.label->falsePositive)
            return Error(
                CoreText::tr("a final label needs a taxonomy node or the false-positive mark"));
    }
    // Blind until reconciliation: a volunteer's package never holds a final label.
    if (auto role = store.readInfo(u"team.role"_s); !role || *role == u"volunteer"_s)
        return role ? Status(Error(CoreText::tr(
                   "a volunteer's package holds no final labels: the lead decides them")))
                    : Status(role.error());
    const auto nodes = nodeCodes(store);
    if (!nodes)
        return nodes.error();
    const QHash<qint64, QString> &codes = *nodes;
    // Final labels are the lead's rows: each write is a version under the lead's counter here.
    SqliteStatement leadQuery(
        store.handle(), "SELECT id FROM annotators WHERE is_lead = 1 ORDER BY position LIMIT 1");
    const qint64 lead = leadQuery.next() ? leadQuery.integer(0) : 0;
    if (auto status = leadQuery.readStatus(); !status)
        return status;
    auto device = ProjectIdentity::thisDevice(store);
    if (!device)
        return device.error();
    FinalLabelWriter writer(store.handle());
    RevisionCounter revisions(store);
    AuditWriter audit(store.handle()); // chains each entry to the one before
    const QString now = ProjectStore::nowUtc();
    const int total = static_cast<int>(writes.size());
    constexpr int ReportEvery = 256;
    for (int done = 0; done < total; ++done) {
        if (done % ReportEvery == 0) {
            if (control.isCancelled())
                return Error(CoreText::tr("cancelled"));
            control.report(context, done, total);
        }
        const FinalLabelWrite &write = writes[done];
        auto stored = writer.current(write.issueId);
        if (!stored)
            return Error(stored.error().message());
        const std::optional<FinalLabel> before = stored->label;

        std::optional<FinalLabel> after = write.label;
        if (after) {
            if (after->decidedAt.isEmpty())
                after->decidedAt = now;
            if (after->falsePositive)
                after->nodeId = 0;
            after->note
                = after->note.isNull() ? u""_s : after->note.trimmed(); // NULL is not a note
        }
        auto rev = revisions.reserve(lead);
        if (!rev)
            return rev.error();
        if (auto status = writer.write(
                write.issueId, after, stored->version.editedOn(*device, *rev, now), lead);
            !status)
            return Error(status.error().what());
        const QJsonObject detail {{u"final"_s, toJson(after, codes)},
            {u"previous"_s, toJson(before, codes)}, {u"context"_s, context}};
        if (auto status
            = audit.append(now, actor, after ? u"set-final-label"_s : u"remove-final-label"_s,
                write.issueId, QJsonDocument(detail).toJson(QJsonDocument::Compact));
            !status)
            return Error(status.error().what());
    }
    return success();
}

Result<QList<FinalLabelEvent>> FinalLabelStore::history(const ProjectStore &store, qint64 issueId)
{
    QHash<QString, qint64> ids;
    const auto nodes = nodeCodes(store);
    if (!nodes)
        return nodes.error();
    const QHash<qint64, QString> &codes = *nodes;
    for (auto it = codes.cbegin(); it != codes.cend(); ++it)
        ids.insert(it.value(), it.key());
    QList<FinalLabelEvent> events;
    SqliteStatement query(store.handle(),
        "SELECT at, actor, detail FROM audit_log WHERE issue_id = ?"
        " AND action IN ('set-final-label', 'remove-final-label') ORDER BY id");
    query.bind(1, issueId);
    while (query.next()) {
        const QJsonObject detail = QJsonDocument::fromJson(query.utf8(2).toByteArray()).object();
        FinalLabelEvent event;
        event.at = query.text(0);
        event.actor = query.text(1);
        event.context = detail.value(u"context"_s).toString();
        event.label = fromJson(detail.value(u"final"_s), ids);
        event.code = event.label && !event.label->falsePositive ? codes.value(event.label->nodeId)
                                                                : QString();
        events.append(event);
    }
    if (auto status = query.readStatus(); !status)
        return status.error();
    return events;
}

} // namespace taxonomist::core
