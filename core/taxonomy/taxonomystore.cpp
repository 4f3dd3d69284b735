// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomystore.h"

#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/sqlutil.h"
#include "store/transaction.h"
#include "util/coretext.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

bool TaxonomyStore::hasTaxonomy(const ProjectStore &store)
{
    QSqlQuery query(store.database());
    return query.exec(u"SELECT 1 FROM taxonomy_nodes LIMIT 1"_s) && query.next();
}

Status TaxonomyStore::save(ProjectStore &store, const Taxonomy &taxonomy)
{
    if (hasTaxonomy(store))
        return Error(CoreText::tr("the project already has a taxonomy"));
    QJsonArray levels;
    for (const TaxonomyLevel &level : taxonomy.levels)
        levels.append(QJsonObject {{u"key"_s, level.key}, {u"name"_s, level.name}});
    const QList<std::pair<QString, QString>> info {
        {u"taxonomy.name"_s, taxonomy.name},
        {u"taxonomy.version"_s, taxonomy.version},
        {u"taxonomy.title"_s, taxonomy.title},
        {u"taxonomy.source"_s, taxonomy.source},
        {u"taxonomy.levels"_s,
            QString::fromUtf8(QJsonDocument(levels).toJson(QJsonDocument::Compact))},
    };
    for (const auto &[key, value] : info) {
        if (auto status = store.setInfo(key, value); !status)
            return status;
    }

    // Through SQLite directly, as the bulk paths: binding the study's thousands of details
    // through QSqlQuery's QVariants costs several times more.
    SqliteStatement node(store.handle(),
        "INSERT INTO taxonomy_nodes(id, code, name, level, parent_id, position,"
        " description, aliases, decision_rules) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)");
    SqliteStatement detail(
        store.handle(), "INSERT INTO taxonomy_details(node_id, position, text) VALUES(?, ?, ?)");
    // Ids are index + 1, so parents (which precede their children) already exist.
    for (int i = 0; i < taxonomy.size(); ++i) {
        const TaxonomyNode &n = taxonomy.node(i);
        const int position = n.parent < 0
            ? static_cast<int>(taxonomy.roots().indexOf(i))
            : static_cast<int>(taxonomy.node(n.parent).children.indexOf(i));
        node.bind(1, qint64(i) + 1);
        node.bind(2, n.code);
        node.bind(3, n.name);
        node.bind(4, qint64(n.level));
        if (n.parent < 0)
            node.bindNull(5);
        else
            node.bind(5, qint64(n.parent) + 1);
        node.bind(6, qint64(position));
        node.bind(7, n.description);
        node.bind(8, n.aliases.join(u'\n'));
        // A JSON array: a rule may hold any character, a line break included.
        const QByteArray rules = n.decisionRules.isEmpty()
            ? QByteArray("")
            : QJsonDocument(QJsonArray::fromStringList(n.decisionRules))
                  .toJson(QJsonDocument::Compact);
        node.bind(9, QByteArrayView(rules));
        if (auto status = node.exec(); !status)
            return status;
        for (int d = 0; d < n.details.size(); ++d) {
            detail.bind(1, qint64(i) + 1);
            detail.bind(2, qint64(d));
            detail.bind(3, n.details[d]);
            if (auto status = detail.exec(); !status)
                return status;
        }
    }
    return success();
}

Result<int> TaxonomyStore::addMissingDetails(ProjectStore &store, const Taxonomy &taxonomy)
{
    QSqlQuery nodes(store.database());
    if (!nodes.exec(
            u"SELECT n.code, n.id FROM taxonomy_nodes n"
            " WHERE NOT EXISTS (SELECT 1 FROM taxonomy_details d WHERE d.node_id = n.id)"_s))
        return Error(CoreText::tr("cannot read the taxonomy: %1").arg(nodes.lastError().text()),
            {store.path(), 0, 0});
    QHash<QString, qint64> withoutDetails;
    while (nodes.next())
        withoutDetails.insert(nodes.value(0).toString(), nodes.value(1).toLongLong());
    if (auto status = sql::readStatus(nodes, store.path()); !status)
        return status.error();
    SqliteStatement insert(
        store.handle(), "INSERT INTO taxonomy_details(node_id, position, text) VALUES(?, ?, ?)");
    int added = 0;
    for (const TaxonomyNode &node : taxonomy.nodes()) {
        const qint64 id = withoutDetails.value(node.code, 0);
        for (int d = 0; id > 0 && d < node.details.size(); ++d) {
            insert.bind(1, id);
            insert.bind(2, qint64(d));
            insert.bind(3, node.details[d]);
            if (auto status = insert.exec(); !status)
                return status.error();
            ++added;
        }
    }
    return added;
}

Result<std::unique_ptr<ProjectStore>> TaxonomyStore::createProject(
    const QString &path, const Taxonomy &taxonomy)
{
    if (QFileInfo::exists(path))
        return Error(CoreText::tr("a file of that name exists already"), {path, 0, 0});
    auto store = ProjectStore::open(path, ProjectStore::OpenMode::CreateIfMissing);
    if (!store)
        return store.error();
    const auto undo = [&path](std::unique_ptr<ProjectStore> &project) {
        project.reset();
        for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s})
            QFile::remove(path + suffix);
    };
    // The transaction ends (committed or rolled back) before a failed project is removed.
    const Status written = [&]() -> Status {
        Transaction transaction(**store);
        if (auto status = transaction.begin(); !status)
            return status;
        if (auto status = save(**store, taxonomy); !status)
            return Error(status.error().what(), {path, 0, 0});
        return transaction.commit();
    }();
    if (!written) {
        undo(*store);
        return written.error();
    }
    return store;
}

Result<StoredTaxonomy> TaxonomyStore::load(const ProjectStore &store)
{
    return load(store, true);
}

Result<StoredTaxonomy> TaxonomyStore::loadTree(const ProjectStore &store)
{
    return load(store, false);
}

Result<StoredTaxonomy> TaxonomyStore::load(const ProjectStore &store, bool withText)
{
    StoredTaxonomy result;
    Taxonomy &taxonomy = result.taxonomy;
    // readInfo(): an unreadable project_info is an Error naming the file, not a taxonomy
    // without levels.
    QString info[5];
    const QString keys[5] = {u"taxonomy.name"_s, u"taxonomy.version"_s, u"taxonomy.title"_s,
        u"taxonomy.source"_s, u"taxonomy.levels"_s};
    for (int i = 0; i < 5; ++i) {
        auto value = store.readInfo(keys[i]);
        if (!value)
            return value.error();
        info[i] = *value;
    }
    taxonomy.name = info[0];
    taxonomy.version = info[1];
    taxonomy.title = info[2];
    taxonomy.source = info[3];
    const QJsonArray levels = QJsonDocument::fromJson(info[4].toUtf8()).array();
    for (const QJsonValue &level : levels)
        taxonomy.levels.append({level[u"key"_s].toString(), level[u"name"_s].toString()});

    // Parents before children, siblings in order: a breadth-first walk by level.
    QSqlQuery query(store.database());
    const QString text = withText ? u", description, aliases, decision_rules"_s : QString();
    if (!query.exec(
            u"SELECT id, code, name, level, parent_id, retired%1 FROM taxonomy_nodes ORDER BY level, parent_id, position"_s
                .arg(text))) {
        return Error(CoreText::tr("cannot read the taxonomy: %1").arg(query.lastError().text()),
            {store.path(), 0, 0});
    }
    QHash<qint64, int> indexOf;
    while (query.next()) {
        TaxonomyNode node;
        node.code = query.value(1).toString();
        node.name = query.value(2).toString();
        node.level = query.value(3).toInt();
        node.parent = query.value(4).isNull() ? -1 : indexOf.value(query.value(4).toLongLong(), -1);
        node.retired = query.value(5).toInt() != 0;
        if (withText) {
            node.description = query.value(6).toString();
            const QString aliases = query.value(7).toString();
            if (!aliases.isEmpty())
                node.aliases = aliases.split(u'\n');
            for (const QJsonValue &rule :
                QJsonDocument::fromJson(query.value(8).toString().toUtf8()).array())
                node.decisionRules.append(rule.toString());
        }
        const qint64 id = query.value(0).toLongLong();
        indexOf.insert(id, taxonomy.addNode(std::move(node)));
        result.nodeIds.append(id);
    }
    if (auto status = sql::readStatus(query, store.path()); !status)
        return status.error();
    if (!withText)
        return result;
    if (!query.exec(u"SELECT node_id, text FROM taxonomy_details ORDER BY node_id, position"_s))
        return Error(
            CoreText::tr("cannot read the taxonomy details: %1").arg(query.lastError().text()),
            {store.path(), 0, 0});
    while (query.next()) {
        const int index = indexOf.value(query.value(0).toLongLong(), -1);
        if (index >= 0)
            taxonomy.node(index).details.append(query.value(1).toString());
    }
    if (auto status = sql::readStatus(query, store.path()); !status)
        return status.error();
    return result;
}

} // namespace taxonomist::core
