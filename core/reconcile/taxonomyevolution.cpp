// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomyevolution.h"

#include "ownlabels.h"
#include "reconcilelogging.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/sqlutil.h"
#include "store/transaction.h"
#include "taxonomy/taxonomystore.h"
#include "taxonomycodes.h"
#include "util/coretext.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QVariant>

#include <functional>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

constexpr int maxNameLength = 120;

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

// The next taxonomy version, recorded.
Status nextVersion(ProjectStore &store, TaxonomyChange &change)
{
    change.previous = store.info(u"taxonomy.version"_s);
    change.version = TaxonomyCodes::nextMinorVersion(change.previous);
    return TaxonomyEvolution::recordVersion(store, change.version, change.previous);
}

Result<QJsonObject> readRedirects(const ProjectStore &store)
{
    auto text = store.readInfo(TaxonomyEvolution::redirectsKey);
    if (!text)
        return text.error();
    return QJsonDocument::fromJson(text->toUtf8()).object();
}

// Records old code → new code for the team's copies; earlier redirects to an old code now lead
// to the new one, so a copy follows one step.
Status addRedirects(ProjectStore &store, const QHash<QString, QString> &redirects)
{
    auto map = readRedirects(store);
    if (!map)
        return map.error();
    for (auto it = map->begin(); it != map->end(); ++it) {
        if (const auto next = redirects.constFind(it.value().toString()); next != redirects.cend())
            it.value() = *next;
    }
    for (auto it = redirects.cbegin(); it != redirects.cend(); ++it)
        map->insert(it.key(), it.value());
    return store.setInfo(TaxonomyEvolution::redirectsKey, compact(*map));
}

// The lead's codebook examples follow their node.
Status carryExamples(ProjectStore &store, const QHash<qint64, qint64> &moves)
{
    SqliteStatement move(
        store.handle(), "UPDATE OR IGNORE codebook_examples SET node_id = ?2 WHERE node_id = ?1");
    for (auto it = moves.cbegin(); it != moves.cend(); ++it) {
        move.bind(1, it.key());
        move.bind(2, it.value());
        if (auto status = move.exec(); !status)
            return status;
    }
    return success();
}

Status retire(ProjectStore &store, qint64 nodeId, bool retired)
{
    SqliteStatement update(store.handle(), "UPDATE taxonomy_nodes SET retired = ? WHERE id = ?");
    update.bind(1, qint64(retired ? 1 : 0));
    update.bind(2, nodeId);
    return update.exec();
}

bool isRetired(const ProjectStore &store, qint64 nodeId)
{
    SqliteStatement row(store.handle(), "SELECT retired FROM taxonomy_nodes WHERE id = ?");
    row.bind(1, nodeId);
    return row.next() && row.integer(0) != 0;
}

// A node a change is about, with the taxonomy it is in; an Error names the id otherwise.
struct Located
{
    StoredTaxonomy stored;
    int index = -1;

    const TaxonomyNode &node() const { return stored.taxonomy.node(index); }
};

Result<Located> locate(const ProjectStore &store, qint64 nodeId)
{
    auto stored = TaxonomyStore::load(store);
    if (!stored)
        return stored.error();
    Located located {std::move(*stored), -1};
    located.index = located.stored.indexOfId(nodeId);
    if (located.index < 0)
        return Error(CoreText::tr("the taxonomy has no node with id %1").arg(nodeId));
    return located;
}

Status checkName(const Taxonomy &taxonomy, int parent, int self, const QString &name)
{
    if (name.isEmpty())
        return Error(CoreText::tr("a node needs a name"));
    if (name.size() > maxNameLength)
        return Error(CoreText::tr("a node's name is at most %1 characters").arg(maxNameLength));
    const int same = taxonomy.findChildByName(parent, name);
    if (same >= 0 && same != self)
        return Error(CoreText::tr("%1 already has a node named \"%2\"")
                         .arg(parent < 0 ? u"the taxonomy"_s : taxonomy.node(parent).code, name));
    return success();
}

// Whether `node` is `ancestor` or below it.
bool isWithin(const Taxonomy &taxonomy, int node, int ancestor)
{
    for (int at = node; at >= 0; at = taxonomy.node(at).parent) {
        if (at == ancestor)
            return true;
    }
    return false;
}

int subtreeDepth(const Taxonomy &taxonomy, int index)
{
    int depth = 0;
    for (const int child : taxonomy.node(index).children)
        depth = std::max(depth, 1 + subtreeDepth(taxonomy, child));
    return depth;
}

// The change's new version and audit entry, then the commit.
Result<TaxonomyChange> finish(Transaction &transaction, ProjectStore &store, const QString &actor,
    const QString &action, TaxonomyChange change, QJsonObject detail)
{
    if (auto status = nextVersion(store, change); !status)
        return status.error();
    detail.insert(u"version"_s, change.version);
    detail.insert(u"previous_version"_s, change.previous);
    detail.insert(u"labels_carried"_s, change.labels);
    detail.insert(u"labels_left"_s, change.labelsLeft);
    detail.insert(u"final_labels_carried"_s, change.finalLabels);
    if (auto status = store.audit(actor, action, 0, compact(detail)); !status)
        return status.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    return change;
}

void addCarried(TaxonomyChange &change, const CarriedLabels &carried)
{
    change.labels += carried.labels;
    change.labelsLeft += carried.labelsLeft;
    change.finalLabels += carried.finalLabels;
}

} // namespace

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

Status TaxonomyEvolution::recordVersion(
    ProjectStore &store, const QString &version, const QString &previous)
{
    if (auto status = store.setInfo(u"taxonomy.version"_s, version); !status)
        return status;
    SqliteStatement row(store.handle(),
        "INSERT INTO taxonomy_versions(version, previous, proposal_id, created_at)"
        " VALUES(?, ?, NULL, ?)");
    row.bind(1, version);
    row.bind(2, previous);
    row.bind(3, ProjectStore::nowUtc());
    return row.exec();
}

Result<TaxonomyChange> TaxonomyEvolution::rename(ProjectStore &store, qint64 nodeId,
    const QString &name, const QString &description, const QString &actor)
{
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    auto located = locate(store, nodeId);
    if (!located)
        return located.error();
    const TaxonomyNode &node = located->node();
    const QString newName = name.simplified();
    if (auto status = checkName(located->stored.taxonomy, node.parent, located->index, newName);
        !status)
        return status.error();
    const QString newDescription = description.isNull() ? u""_s : description.trimmed();
    if (newName == node.name && newDescription == node.description)
        return Error(CoreText::tr("%1 is already called \"%2\" with that description")
                         .arg(node.code, newName));
    SqliteStatement update(
        store.handle(), "UPDATE taxonomy_nodes SET name = ?, description = ? WHERE id = ?");
    update.bind(1, newName);
    update.bind(2, newDescription);
    update.bind(3, nodeId);
    if (auto status = update.exec(); !status)
        return status.error();
    TaxonomyChange change;
    return finish(transaction, store, actor, u"rename-taxonomy-node"_s, change,
        {{u"code"_s, node.code}, {u"name"_s, newName}, {u"previous_name"_s, node.name},
            {u"description"_s, newDescription}});
}

Result<TaxonomyChange> TaxonomyEvolution::setRetired(
    ProjectStore &store, qint64 nodeId, bool retired, const QString &actor)
{
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    auto located = locate(store, nodeId);
    if (!located)
        return located.error();
    const QString code = located->node().code;
    if (isRetired(store, nodeId) == retired)
        return Error(retired ? CoreText::tr("%1 is retired already").arg(code)
                             : CoreText::tr("%1 is not retired").arg(code));
    if (!retired) {
        const int parent = located->node().parent;
        if (parent >= 0 && isRetired(store, located->stored.nodeIds[parent]))
            return Error(CoreText::tr("%1 is under %2, which is retired: restore that first")
                             .arg(code, located->stored.taxonomy.node(parent).code));
    }
    if (auto status = retire(store, nodeId, retired); !status)
        return status.error();
    TaxonomyChange change;
    return finish(transaction, store, actor,
        retired ? u"retire-taxonomy-node"_s : u"restore-taxonomy-node"_s, change,
        {{u"code"_s, code}});
}

Result<TaxonomyChange> TaxonomyEvolution::merge(
    ProjectStore &store, qint64 fromNodeId, qint64 intoNodeId, const QString &actor)
{
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    auto located = locate(store, fromNodeId);
    if (!located)
        return located.error();
    const Taxonomy &taxonomy = located->stored.taxonomy;
    const int into = located->stored.indexOfId(intoNodeId);
    if (into < 0)
        return Error(CoreText::tr("the taxonomy has no node with id %1").arg(intoNodeId));
    const QString from = located->node().code;
    const QString target = taxonomy.node(into).code;
    if (into == located->index)
        return Error(CoreText::tr("%1 cannot be merged into itself").arg(from));
    if (isWithin(taxonomy, into, located->index))
        return Error(CoreText::tr("%1 is under %2: a node is not merged into its own subtree")
                         .arg(target, from));
    if (isRetired(store, intoNodeId))
        return Error(CoreText::tr("%1 is retired: restore it before merging into it").arg(target));
    if (isRetired(store, fromNodeId))
        return Error(CoreText::tr("%1 is retired already").arg(from));
    for (const int child : located->node().children) {
        if (!isRetired(store, located->stored.nodeIds[child]))
            return Error(CoreText::tr("%1 still has %2 under it: merge or move that first")
                             .arg(from, taxonomy.node(child).code));
    }
    TaxonomyChange change;
    const QHash<qint64, qint64> moves {{fromNodeId, intoNodeId}};
    auto carried = OwnLabels::carry(store, moves, actor);
    if (!carried)
        return carried.error();
    addCarried(change, *carried);
    if (auto status = carryExamples(store, moves); !status)
        return status.error();
    if (auto status = retire(store, fromNodeId, true); !status)
        return status.error();
    if (auto status = addRedirects(store, {{from, target}}); !status)
        return status.error();
    return finish(transaction, store, actor, u"merge-taxonomy-node"_s, change,
        {{u"code"_s, from}, {u"into"_s, target}});
}

Result<TaxonomyChange> TaxonomyEvolution::move(
    ProjectStore &store, qint64 nodeId, qint64 newParentId, const QString &actor)
{
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    auto located = locate(store, nodeId);
    if (!located)
        return located.error();
    Taxonomy &taxonomy = located->stored.taxonomy;
    QList<qint64> &ids = located->stored.nodeIds;
    const int moved = located->index;
    const QString code = taxonomy.node(moved).code;
    const int parent = newParentId > 0 ? located->stored.indexOfId(newParentId) : -1;
    if (newParentId > 0 && parent < 0)
        return Error(CoreText::tr("the taxonomy has no node with id %1").arg(newParentId));
    if (isRetired(store, nodeId))
        return Error(CoreText::tr("%1 is retired: restore it before moving it").arg(code));
    if (parent == taxonomy.node(moved).parent)
        return Error(CoreText::tr("%1 is there already").arg(code));
    if (parent >= 0 && isWithin(taxonomy, parent, moved))
        return Error(CoreText::tr("%1 cannot move under its own subtree (%2)")
                         .arg(code, taxonomy.node(parent).code));
    if (parent >= 0 && isRetired(store, newParentId))
        return Error(
            CoreText::tr("%1 is retired: nothing moves under it").arg(taxonomy.node(parent).code));
    const int level = parent < 0 ? 0 : taxonomy.node(parent).level + 1;
    if (level + subtreeDepth(taxonomy, moved) >= taxonomy.levels.size())
        return Error(
            CoreText::tr("%1 and what is under it would go deeper than the taxonomy's %2 levels")
                .arg(code)
                .arg(taxonomy.levels.size()));
    if (auto status = checkName(taxonomy, parent, -1, taxonomy.node(moved).name); !status)
        return status.error();

    SqliteStatement insert(store.handle(),
        "INSERT INTO taxonomy_nodes(code, name, level, parent_id, position, description, aliases,"
        " decision_rules) SELECT ?1, name, ?2, ?3, (SELECT coalesce(max(position), -1) + 1 FROM"
        " taxonomy_nodes WHERE parent_id IS ?3), description, aliases, decision_rules"
        " FROM taxonomy_nodes WHERE id = ?4");
    SqliteStatement details(store.handle(),
        "INSERT INTO taxonomy_details(node_id, position, text)"
        " SELECT ?2, position, text FROM taxonomy_details WHERE node_id = ?1");
    SqliteStatement lastId(store.handle(), "SELECT last_insert_rowid()");
    TaxonomyChange change;
    QHash<qint64, qint64> moves;
    QHash<QString, QString> redirects;
    // The node, then each child that is not retired, depth first, under its new parent.
    const std::function<Status(int, int)> copy = [&](int old, int under) -> Status {
        if (old != moved && isRetired(store, ids[old]))
            return success();
        TaxonomyNode node = taxonomy.node(old);
        node.code = TaxonomyCodes::nextChildCode(taxonomy, under);
        node.parent = under;
        node.level = under < 0 ? 0 : taxonomy.node(under).level + 1;
        node.children.clear();
        insert.bind(1, node.code);
        insert.bind(2, qint64(node.level));
        if (under < 0)
            insert.bindNull(3);
        else
            insert.bind(3, ids[under]);
        insert.bind(4, ids[old]);
        if (auto status = insert.exec(); !status)
            return status;
        const qint64 newId = lastId.next() ? lastId.integer(0) : 0;
        lastId.reset();
        details.bind(1, ids[old]);
        details.bind(2, newId);
        if (auto status = details.exec(); !status)
            return status;
        const QList<int> children = taxonomy.node(old).children;
        const int index = taxonomy.addNode(node);
        ids.append(newId);
        moves.insert(ids[old], newId);
        redirects.insert(taxonomy.node(old).code, node.code);
        change.codes.append(node.code);
        for (const int child : children) {
            if (auto status = copy(child, index); !status)
                return status;
        }
        return success();
    };
    if (auto status = copy(moved, parent); !status)
        return status.error();
    auto carried = OwnLabels::carry(store, moves, actor);
    if (!carried)
        return carried.error();
    addCarried(change, *carried);
    if (auto status = carryExamples(store, moves); !status)
        return status.error();
    for (auto it = moves.cbegin(); it != moves.cend(); ++it) {
        if (auto status = retire(store, it.key(), true); !status)
            return status.error();
    }
    if (auto status = addRedirects(store, redirects); !status)
        return status.error();
    return finish(transaction, store, actor, u"move-taxonomy-node"_s, change,
        {{u"code"_s, code}, {u"under"_s, parent < 0 ? QString() : taxonomy.node(parent).code},
            {u"codes"_s, QJsonArray::fromStringList(change.codes)}});
}

Result<int> TaxonomyEvolution::carryFromTeam(ProjectStore &store, const QString &actor)
{
    auto map = readRedirects(store);
    if (!map)
        return map.error();
    if (map->isEmpty())
        return 0;
    // Only away from a node the lead retired (a merge or a move retires it): a redirect cannot
    // move this member's labels off a node the team still labels with.
    QHash<QString, std::pair<qint64, bool>> nodes;
    SqliteStatement rows(store.handle(), "SELECT code, id, retired FROM taxonomy_nodes");
    while (rows.next())
        nodes.insert(rows.text(0), {rows.integer(1), rows.integer(2) != 0});
    if (auto status = rows.readStatus(); !status)
        return status.error();
    QHash<qint64, qint64> moves;
    for (auto it = map->constBegin(); it != map->constEnd(); ++it) {
        const auto from = nodes.value(it.key(), {0, false});
        const auto to = nodes.value(it.value().toString(), {0, false});
        // A node not arrived yet: the next sync brings it.
        if (from.first > 0 && from.second && to.first > 0 && !to.second)
            moves.insert(from.first, to.first);
    }
    auto carried = OwnLabels::carry(store, moves, actor);
    if (!carried)
        return carried.error();
    return carried->labels + carried->finalLabels;
}

} // namespace taxonomist::core
