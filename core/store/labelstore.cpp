// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labelstore.h"

#include "labelrow.h"
#include "labelwriter.h"
#include "projectstore.h"
#include "sqlitestatement.h"
#include "sqlutil.h"
#include "transaction.h"

#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<std::optional<Label>> LabelStore::label(const ProjectStore &store, qint64 issueId, qint64 annotatorId)
{
    SqliteStatement query(store.handle(), "SELECT " + LabelRow::columns() + " FROM labels WHERE issue_id = ? AND annotator_id = ?");
    query.bind(1, issueId);
    query.bind(2, annotatorId);
    if (query.next())
        return std::optional<Label>(LabelRow::readLabel(query, 0));
    if (auto status = query.readStatus(); !status)
        return status.error();
    return std::optional<Label>();
}

Status LabelStore::setLabel(ProjectStore &store, qint64 issueId, qint64 annotatorId,
                            const std::optional<Label> &label, const QString &actor)
{
    auto written = setLabels(store, {{issueId, annotatorId, label}}, actor);
    return written ? success() : Status(written.error());
}

Result<int> LabelStore::setLabels(ProjectStore &store, const QList<LabelEdit> &edits, const QString &actor)
{
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    LabelWriter writer(store, actor);
    int changed = 0;
    for (const LabelEdit &edit : edits) {
        auto written = writer.write(edit.issueId, edit.annotatorId, edit.label);
        if (!written)
            return written.error();
        changed += *written ? 1 : 0;
    }
    if (auto status = transaction.commit(); !status)
        return status.error();
    return changed;
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
    SqliteStatement assigned(store.handle(),
                             "SELECT count(*), count(l.issue_id) FROM assignments s JOIN issues i ON i.id = s.issue_id"
                             " LEFT JOIN labels l ON l.issue_id = s.issue_id AND l.annotator_id = s.annotator_id"
                             " WHERE s.annotator_id = ?1 AND (?2 = 0 OR i.framework_id = ?2)");
    assigned.bind(1, annotatorId);
    assigned.bind(2, frameworkId);
    if (assigned.next()) {
        progress.assigned = assigned.integer(0);
        progress.assignedDone = assigned.integer(1);
    }
    if (auto status = assigned.readStatus(); !status)
        return status.error();
    return progress;
}

} // namespace taxonomist::core
