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

Result<std::optional<Label>> LabelStore::label(
    const ProjectStore &store, qint64 issueId, qint64 annotatorId)
{
    SqliteStatement query(store.handle(),
        "SELECT " + LabelRow::columns() + " FROM labels WHERE issue_id = ? AND annotator_id = ?");
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

Result<int> LabelStore::setLabels(
    ProjectStore &store, const QList<LabelEdit> &edits, const QString &actor)
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

Result<LabelProgress> LabelStore::progress(
    const ProjectStore &store, qint64 annotatorId, qint64 frameworkId)
{
    // Index lookups rather than a join over every issue: this runs after every label.
    SqliteStatement total(store.handle(),
        frameworkId > 0 ? "SELECT count(*) FROM issues WHERE framework_id = ?"
                        : "SELECT count(*) FROM issues");
    if (frameworkId > 0)
        total.bind(1, frameworkId);
    LabelProgress progress;
    if (total.next())
        progress.total = total.integer(0);
    if (auto status = total.readStatus(); !status)
        return status.error();
    // In one framework the count walks the annotator's labels or the framework's issues, whichever
    // is fewer: SQLite has no statistics to choose, and from the issues it looked up a label for
    // each of a large framework's issues even for a volunteer who had labelled none.
    bool fromLabels = frameworkId <= 0;
    if (!fromLabels) {
        SqliteStatement fewer(store.handle(),
            "SELECT count(*) FROM (SELECT 1 FROM labels WHERE annotator_id = ? LIMIT ?)");
        fewer.bind(1, annotatorId);
        fewer.bind(2, progress.total);
        fromLabels = fewer.next() && fewer.integer(0) < progress.total;
        if (auto status = fewer.readStatus(); !status)
            return status.error();
    }
    const char *labeledSql = frameworkId <= 0
        ? "SELECT count(*), coalesce(sum(false_positive), 0) FROM labels WHERE annotator_id = ?"
        : fromLabels
        ? "SELECT count(*), coalesce(sum(l.false_positive), 0) FROM labels l CROSS JOIN issues i"
          " ON i.id = l.issue_id WHERE l.annotator_id = ? AND i.framework_id = ?"
        : "SELECT count(*), coalesce(sum(l.false_positive), 0) FROM issues i CROSS JOIN labels l"
          " ON l.issue_id = i.id AND l.annotator_id = ? WHERE i.framework_id = ?";
    SqliteStatement labeled(store.handle(), labeledSql);
    labeled.bind(1, annotatorId);
    if (frameworkId > 0)
        labeled.bind(2, frameworkId);
    if (labeled.next()) {
        progress.labeled = labeled.integer(0);
        progress.falsePositives = labeled.integer(1);
    }
    if (auto status = labeled.readStatus(); !status)
        return status.error();
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
