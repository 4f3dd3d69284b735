// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomyevolution.h"

#include "reconcilelogging.h"
#include "store/projectstore.h"
#include "store/sqlutil.h"
#include "taxonomy/taxonomystore.h"
#include "taxonomycodes.h"
#include "util/coretext.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<AddedNode> TaxonomyEvolution::addNode(ProjectStore &store, qint64 parentNodeId,
    const QString &name, const QString &description, qint64 proposalId, const QString &actor)
{
    auto stored = TaxonomyStore::load(store);
    if (!stored)
        return stored.error();
    const Taxonomy &taxonomy = stored->taxonomy;
    const int parent = stored->indexOfId(parentNodeId);
    if (parent < 0)
        return Error(CoreText::tr("the taxonomy has no node with id %1").arg(parentNodeId));
    const int level = taxonomy.node(parent).level + 1;
    if (level >= taxonomy.levels.size())
        return Error(
            CoreText::tr("%1 is at the deepest level; a new node goes under a type or a theme")
                .arg(taxonomy.node(parent).code));
    if (taxonomy.findChildByName(parent, name) >= 0)
        return Error(CoreText::tr("%1 already has a child named \"%2\"")
                         .arg(taxonomy.node(parent).code, name.trimmed()));

    AddedNode added;
    added.code = TaxonomyCodes::nextChildCode(taxonomy, parent);
    QSqlQuery insert(store.database());
    insert.prepare(
        u"INSERT INTO taxonomy_nodes(code, name, level, parent_id, position, description)"
        " VALUES(?, ?, ?, ?, (SELECT coalesce(max(position), -1) + 1 FROM taxonomy_nodes WHERE parent_id = ?), ?)"_s);
    insert.addBindValue(added.code);
    insert.addBindValue(name.trimmed());
    insert.addBindValue(level);
    insert.addBindValue(parentNodeId);
    insert.addBindValue(parentNodeId);
    insert.addBindValue(description.isNull() ? u""_s : description.trimmed()); // NULL is not text
    if (auto status = sql::exec(insert); !status)
        return status.error();
    added.nodeId = insert.lastInsertId().toLongLong();

    const QString previous = taxonomy.version;
    added.version = TaxonomyCodes::nextMinorVersion(previous);
    if (auto status = store.setInfo(u"taxonomy.version"_s, added.version); !status)
        return status.error();
    QSqlQuery version(store.database());
    version.prepare(
        u"INSERT INTO taxonomy_versions(version, previous, proposal_id, created_at) VALUES(?, ?, ?, ?)"_s);
    version.addBindValue(added.version);
    version.addBindValue(previous);
    version.addBindValue(
        proposalId > 0 ? QVariant(proposalId) : QVariant(QMetaType(QMetaType::LongLong)));
    version.addBindValue(ProjectStore::nowUtc());
    if (auto status = sql::exec(version); !status)
        return status.error();
    const QJsonObject detail {{u"code"_s, added.code}, {u"name"_s, name.trimmed()},
        {u"parent"_s, taxonomy.node(parent).code}, {u"version"_s, added.version},
        {u"previous_version"_s, previous}, {u"proposal"_s, proposalId}};
    if (auto status = store.audit(actor, u"add-taxonomy-node"_s, 0,
            QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
        !status) {
        return status.error();
    }
    qCInfo(lcReconcile) << "taxonomy" << previous << "->" << added.version << "adds" << added.code
                        << name;
    return added;
}

} // namespace taxonomist::core
