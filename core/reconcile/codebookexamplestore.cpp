// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "codebookexamplestore.h"

#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "util/coretext.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<QList<CodebookExample>> CodebookExampleStore::examples(
    const ProjectStore &store, qint64 nodeId)
{
    SqliteStatement rows(store.handle(),
        "SELECT e.node_id, e.issue_id, i.url, coalesce(c.title, ''), coalesce(a.name, ''), "
        "e.added_at"
        " FROM codebook_examples e JOIN issues i ON i.id = e.issue_id"
        " LEFT JOIN issue_content c ON c.issue_id = e.issue_id"
        " LEFT JOIN annotators a ON a.id = e.added_by"
        " WHERE e.node_id = ? ORDER BY e.added_at, i.framework_id, i.row_order");
    rows.bind(1, nodeId);
    QList<CodebookExample> result;
    while (rows.next()) {
        result.append({rows.integer(0), rows.integer(1), rows.text(2), rows.text(3), rows.text(4),
            rows.text(5)});
    }
    if (auto status = rows.readStatus(); !status)
        return status.error();
    return result;
}

Result<bool> CodebookExampleStore::isExample(
    const ProjectStore &store, qint64 nodeId, qint64 issueId)
{
    SqliteStatement row(
        store.handle(), "SELECT 1 FROM codebook_examples WHERE node_id = ? AND issue_id = ?");
    row.bind(1, nodeId);
    row.bind(2, issueId);
    const bool found = row.next();
    if (auto status = row.readStatus(); !status)
        return status.error();
    return found;
}

Result<bool> CodebookExampleStore::set(ProjectStore &store, qint64 nodeId, qint64 issueId,
    bool example, qint64 leadId, const QString &actor, const QString &addedAt)
{
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    SqliteStatement code(store.handle(), "SELECT code FROM taxonomy_nodes WHERE id = ?");
    code.bind(1, nodeId);
    if (!code.next()) {
        if (auto status = code.readStatus(); !status)
            return status.error();
        return Error(CoreText::tr("no taxonomy node with id %1").arg(nodeId), {store.path(), 0, 0});
    }
    const QString nodeCode = code.text(0);
    const QString at = addedAt.isEmpty() ? ProjectStore::nowUtc() : addedAt;
    SqliteStatement write(store.handle(),
        example ? "INSERT INTO codebook_examples(node_id, issue_id, added_by, added_at)"
                  " VALUES(?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING"
                : "DELETE FROM codebook_examples WHERE node_id = ?1 AND issue_id = ?2");
    write.bind(1, nodeId);
    write.bind(2, issueId);
    if (example) {
        if (leadId > 0)
            write.bind(3, leadId);
        else
            write.bindNull(3);
        write.bind(4, at);
    }
    if (auto status = write.exec(); !status)
        return status.error();
    if (write.changes() == 0)
        return false; // already so: nothing to log or commit
    const QJsonObject detail {{u"node"_s, nodeCode}};
    if (auto status
        = store.audit(actor, example ? u"add-codebook-example"_s : u"remove-codebook-example"_s,
            issueId, QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
        !status)
        return status.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    return true;
}

} // namespace taxonomist::core
