// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cardsortplan.h"

#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "util/coretext.h"
#include "util/inputtext.h"

#include <QHash>
#include <QJsonArray>

#include <functional>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

int CardSortPlan::cardCount() const
{
    int count = 0;
    const std::function<void(const QList<CardSortNode> &)> add
        = [&](const QList<CardSortNode> &nodes) {
              for (const CardSortNode &node : nodes) {
                  count += static_cast<int>(node.cards.size());
                  add(node.children);
              }
          };
    add(types);
    return count;
}

QJsonObject CardSortPlan::toJson(const ProjectStore &store) const
{
    QHash<qint64, QString> codes;
    SqliteStatement rows(store.handle(), "SELECT id, code FROM taxonomy_nodes");
    while (rows.next())
        codes.insert(rows.integer(0), rows.text(1));
    const std::function<QJsonArray(const QList<CardSortNode> &)> nodes
        = [&](const QList<CardSortNode> &list) {
              QJsonArray array;
              for (const CardSortNode &node : list) {
                  QJsonObject object;
                  if (node.nodeId > 0) {
                      object.insert(u"node"_s, codes.value(node.nodeId));
                  } else {
                      object.insert(u"name"_s, node.name);
                      if (!node.description.isEmpty())
                          object.insert(u"description"_s, node.description);
                  }
                  if (!node.cards.isEmpty())
                      object.insert(u"cards"_s, QJsonArray::fromStringList(node.cards));
                  if (!node.children.isEmpty())
                      object.insert(u"children"_s, nodes(node.children));
                  array.append(object);
              }
              return array;
          };
    return QJsonObject {{u"types"_s, nodes(types)}};
}

Result<CardSortPlan> CardSortPlan::fromJson(
    const ProjectStore &store, const QJsonObject &json, const QString &where)
{
    QHash<QString, qint64> ids;
    SqliteStatement rows(store.handle(), "SELECT code, id FROM taxonomy_nodes");
    while (rows.next())
        ids.insert(rows.text(0), rows.integer(1));
    if (auto status = rows.readStatus(); !status)
        return status.error();
    const auto fail = [&where](const QString &path, const QString &what) {
        return Error(u"%1: %2"_s.arg(path, what), {where, 0, 0});
    };
    std::function<Result<QList<CardSortNode>>(const QJsonValue &, const QString &)> nodes
        = [&](const QJsonValue &value, const QString &path) -> Result<QList<CardSortNode>> {
        if (!value.isArray())
            return fail(path, CoreText::tr("must be an array of nodes"));
        QList<CardSortNode> list;
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString here = u"%1[%2]"_s.arg(path).arg(i);
            if (!array[i].isObject())
                return fail(here, CoreText::tr("must be an object"));
            const QJsonObject object = array[i].toObject();
            CardSortNode node;
            if (object.contains(u"node"_s)) {
                const QString code = object.value(u"node"_s).toString();
                node.nodeId = ids.value(code, 0);
                if (node.nodeId == 0)
                    return fail(here + u".node"_s,
                        CoreText::tr("the taxonomy has no node %1").arg(quotedForMessage(code)));
            } else if (object.value(u"name"_s).isString()) {
                node.name = object.value(u"name"_s).toString();
                node.description = object.value(u"description"_s).toString();
            } else {
                return fail(here,
                    CoreText::tr(
                        "names an existing node (\"node\": CODE) or a new one (\"name\": NAME)"));
            }
            if (object.contains(u"cards"_s)) {
                const QJsonValue cards = object.value(u"cards"_s);
                if (!cards.isArray())
                    return fail(here + u".cards"_s, CoreText::tr("must be an array of open codes"));
                for (const QJsonValue &card : cards.toArray()) {
                    if (!card.isString())
                        return fail(
                            here + u".cards"_s, CoreText::tr("must be an array of open codes"));
                    node.cards.append(card.toString());
                }
            }
            if (object.contains(u"children"_s)) {
                auto children = nodes(object.value(u"children"_s), here + u".children"_s);
                if (!children)
                    return children.error();
                node.children = *children;
            }
            list.append(node);
        }
        return list;
    };
    auto types = nodes(json.value(u"types"_s), u"types"_s);
    if (!types)
        return types.error();
    CardSortPlan plan;
    plan.types = *types;
    return plan;
}

} // namespace taxonomist::core
