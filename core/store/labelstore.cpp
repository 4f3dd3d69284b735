// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labelstore.h"

#include "projectstore.h"
#include "sqlutil.h"
#include "transaction.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QJsonValue toJson(const ProjectStore &store, const std::optional<Label> &label)
{
    if (!label)
        return QJsonValue::Null;
    QString code;
    QSqlQuery query(store.database());
    query.prepare(u"SELECT code FROM taxonomy_nodes WHERE id = ?"_s);
    query.addBindValue(label->nodeId);
    if (query.exec() && query.next())
        code = query.value(0).toString();
    QJsonObject object{{u"node"_s, code.isEmpty() ? QJsonValue() : QJsonValue(code)}, {u"summary"_s, label->summary}};
    if (label->falsePositive) {
        object.insert(u"false_positive"_s, true);
        object.insert(u"reason"_s, label->falsePositiveReason);
    }
    return object;
}

} // namespace

Result<std::optional<Label>> LabelStore::label(const ProjectStore &store, qint64 issueId, qint64 annotatorId)
{
    QSqlQuery query(store.database());
    query.prepare(u"SELECT node_id, summary, false_positive, false_positive_reason, updated_at FROM labels"
                  " WHERE issue_id = ? AND annotator_id = ?"_s);
    query.addBindValue(issueId);
    query.addBindValue(annotatorId);
    if (auto status = sql::exec(query); !status)
        return status.error();
    if (!query.next()) {
        if (auto status = sql::readStatus(query, store.path()); !status)
            return status.error();
        return std::optional<Label>();
    }
    Label label;
    label.nodeId = query.value(0).toLongLong();
    label.summary = query.value(1).toString();
    label.falsePositive = query.value(2).toBool();
    label.falsePositiveReason = query.value(3).toString();
    label.updatedAt = query.value(4).toString();
    return std::optional<Label>(label);
}

Status LabelStore::setLabel(ProjectStore &store, qint64 issueId, qint64 annotatorId,
                            const std::optional<Label> &label, const QString &actor)
{
    if (label && label->nodeId == 0 && !label->falsePositive)
        return Error(u"a label needs a taxonomy node or the false-positive mark"_s);
    auto previous = LabelStore::label(store, issueId, annotatorId);
    if (!previous)
        return previous.error();
    // The log records the value as stored (trimmed), so the check can compare it with the table.
    std::optional<Label> stored = label;
    if (stored) {
        stored->summary = stored->summary.isNull() ? u""_s : stored->summary.trimmed();
        stored->falsePositiveReason = stored->falsePositive ? stored->falsePositiveReason.trimmed() : u""_s;
    }
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status;
    QSqlQuery query(store.database());
    if (label) {
        query.prepare(u"INSERT INTO labels(issue_id, annotator_id, node_id, summary, false_positive,"
                      " false_positive_reason, updated_at) VALUES(?, ?, ?, ?, ?, ?, ?)"
                      " ON CONFLICT(issue_id, annotator_id) DO UPDATE SET node_id = excluded.node_id,"
                      " summary = excluded.summary, false_positive = excluded.false_positive,"
                      " false_positive_reason = excluded.false_positive_reason, updated_at = excluded.updated_at"_s);
        query.addBindValue(issueId);
        query.addBindValue(annotatorId);
        query.addBindValue(label->nodeId > 0 ? QVariant(label->nodeId) : QVariant(QMetaType(QMetaType::LongLong)));
        query.addBindValue(label->summary.isNull() ? u""_s : label->summary.trimmed());
        query.addBindValue(label->falsePositive ? 1 : 0);
        query.addBindValue(label->falsePositive ? label->falsePositiveReason.trimmed() : u""_s);
        query.addBindValue(ProjectStore::nowUtc());
    } else {
        query.prepare(u"DELETE FROM labels WHERE issue_id = ? AND annotator_id = ?"_s);
        query.addBindValue(issueId);
        query.addBindValue(annotatorId);
    }
    if (auto status = sql::exec(query); !status)
        return status;
    const QJsonObject detail{{u"annotator_id"_s, annotatorId},
                             {u"label"_s, toJson(store, stored)},
                             {u"previous"_s, toJson(store, *previous)}};
    if (auto status = store.audit(actor, label ? u"set-label"_s : u"remove-label"_s, issueId,
                                  QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
        !status)
        return status;
    return transaction.commit();
}

Result<LabelProgress> LabelStore::progress(const ProjectStore &store, qint64 annotatorId, qint64 frameworkId)
{
    // Two index lookups rather than a join over every issue: this runs after every label.
    QSqlQuery total(store.database());
    total.prepare(frameworkId > 0 ? u"SELECT count(*) FROM issues WHERE framework_id = ?"_s
                                  : u"SELECT count(*) FROM issues"_s);
    if (frameworkId > 0)
        total.addBindValue(frameworkId);
    if (auto status = sql::exec(total); !status)
        return status.error();
    QSqlQuery labeled(store.database());
    labeled.prepare(frameworkId > 0 ? u"SELECT count(*), coalesce(sum(l.false_positive), 0) FROM labels l"
                                      " JOIN issues i ON i.id = l.issue_id WHERE l.annotator_id = ? AND i.framework_id = ?"_s
                                    : u"SELECT count(*), coalesce(sum(false_positive), 0) FROM labels WHERE annotator_id = ?"_s);
    labeled.addBindValue(annotatorId);
    if (frameworkId > 0)
        labeled.addBindValue(frameworkId);
    if (auto status = sql::exec(labeled); !status)
        return status.error();
    LabelProgress progress;
    if (total.next())
        progress.total = total.value(0).toLongLong();
    if (labeled.next()) {
        progress.labeled = labeled.value(0).toLongLong();
        progress.falsePositives = labeled.value(1).toLongLong();
    }
    for (const QSqlQuery *query : {&total, &labeled}) {
        if (auto status = sql::readStatus(*query, store.path()); !status)
            return status.error();
    }
    return progress;
}

} // namespace taxonomist::core
