// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cardsortboardmodel.h"

#include "common/untrustedtext.h"
#include "taxonomy/taxonomystore.h"

#include <QFont>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMimeData>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

const QString CardSortBoardModel::cardsMimeType = u"application/x-taxonomist-open-codes"_s;
const QString CardSortBoardModel::nodesMimeType = u"application/x-taxonomist-board-nodes"_s;

struct CardSortBoardModel::Item
{
    Kind kind = Kind::Existing;
    int id = 0;
    qint64 nodeId = 0;
    QString code; // an existing node's code, a card's open code
    QString name;
    QString description;
    int level = -1; // the root and cards: -1
    Item *parent = nullptr;
    std::vector<std::unique_ptr<Item>> children; // nodes first, then cards

    int row() const
    {
        const auto &siblings = parent->children;
        const auto found = std::find_if(siblings.begin(), siblings.end(),
            [this](const std::unique_ptr<Item> &item) { return item.get() == this; });
        return static_cast<int>(found - siblings.begin());
    }
    int firstCard() const
    {
        return static_cast<int>(std::count_if(children.begin(), children.end(),
            [](const std::unique_ptr<Item> &item) { return item->kind != Kind::Card; }));
    }
};

namespace {

QJsonArray stringsOf(const QMimeData *data, const QString &type)
{
    return data && data->hasFormat(type) ? QJsonDocument::fromJson(data->data(type)).array()
                                         : QJsonArray();
}

} // namespace

CardSortBoardModel::CardSortBoardModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Item>())
{ }

CardSortBoardModel::~CardSortBoardModel() = default;

QStringList CardSortBoardModel::setBoard(
    const StoredTaxonomy &taxonomy, const CardSortPlan &plan, const QList<OpenCodeCard> &cards)
{
    beginResetModel();
    m_root = std::make_unique<Item>();
    m_existing.clear();
    m_labels.clear();
    for (const OpenCodeCard &card : cards)
        m_labels.insert(card.code, card.labels);
    QHash<int, Item *> byIndex;
    for (int i = 0; i < taxonomy.taxonomy.size(); ++i) {
        const TaxonomyNode &node = taxonomy.taxonomy.node(i);
        Item *parent = node.parent < 0 ? m_root.get() : byIndex.value(node.parent);
        if (!parent || node.retired)
            continue; // retired, or under a retired node: nothing goes there any more
        auto item = std::make_unique<Item>();
        item->id = m_nextId++;
        item->nodeId = taxonomy.nodeIds.value(i);
        item->code = node.code;
        item->name = node.name;
        item->description = node.description;
        item->level = node.level;
        byIndex.insert(i, item.get());
        m_existing.insert(item->nodeId, item.get());
        insertItem(parent, std::move(item));
    }
    QStringList problems;
    for (const CardSortNode &type : plan.types)
        layPlan(m_root.get(), type, problems);
    endResetModel();
    setModified(false);
    Q_EMIT placementsChanged();
    return problems;
}

void CardSortBoardModel::layPlan(Item *parent, const CardSortNode &node, QStringList &problems)
{
    Item *item = nullptr;
    if (node.nodeId > 0) {
        item = m_existing.value(node.nodeId);
        if (!item) {
            problems.append(tr("A node of the saved board is no longer in the taxonomy: what was "
                               "on it is left off."));
            return;
        }
    } else if (parent->level + 1 <= maxLevel) {
        auto created = std::make_unique<Item>();
        created->kind = Kind::New;
        created->id = m_nextId++;
        created->name = node.name;
        created->description = node.description;
        created->level = parent->level + 1;
        item = created.get();
        insertItem(parent, std::move(created));
    } else {
        problems.append(tr("“%1” of the saved board is deeper than a sub-theme: it is left off.")
                            .arg(node.name));
        return;
    }
    for (const QString &code : node.cards) {
        if (!m_labels.contains(code) || findCard(code)) {
            problems.append(
                tr("The open code “%1” of the saved board is not written on any label now: it "
                   "is left off.")
                    .arg(code));
            continue;
        }
        auto card = std::make_unique<Item>();
        card->kind = Kind::Card;
        card->id = m_nextId++;
        card->code = code;
        insertItem(item, std::move(card));
    }
    for (const CardSortNode &child : node.children)
        layPlan(item, child, problems);
}

void CardSortBoardModel::insertItem(Item *parent, std::unique_ptr<Item> item)
{
    item->parent = parent;
    const int row = item->kind == Kind::Card ? static_cast<int>(parent->children.size())
                                             : parent->firstCard();
    parent->children.insert(parent->children.begin() + row, std::move(item));
}

CardSortPlan CardSortBoardModel::plan() const
{
    CardSortPlan plan;
    for (const auto &type : m_root->children) {
        if (holdsSomething(type.get()))
            plan.types.append(planOf(type.get()));
    }
    return plan;
}

bool CardSortBoardModel::holdsSomething(const Item *item) const
{
    return item->kind != Kind::Existing
        || std::any_of(item->children.begin(), item->children.end(),
            [this](const std::unique_ptr<Item> &child) { return holdsSomething(child.get()); });
}

CardSortNode CardSortBoardModel::planOf(const Item *item) const
{
    CardSortNode node;
    if (item->kind == Kind::Existing) {
        node.nodeId = item->nodeId;
    } else {
        node.name = item->name;
        node.description = item->description;
    }
    for (const auto &child : item->children) {
        if (child->kind == Kind::Card)
            node.cards.append(child->code);
        else if (holdsSomething(child.get()))
            node.children.append(planOf(child.get()));
    }
    return node;
}

QModelIndex CardSortBoardModel::addNode(const QModelIndex &parent, const QString &name)
{
    Item *target = parent.isValid() ? itemAt(parent) : m_root.get();
    if (!target || target->kind == Kind::Card || target->level + 1 > maxLevel)
        return {};
    const CardSortPlan before = plan();
    auto item = std::make_unique<Item>();
    item->kind = Kind::New;
    item->id = m_nextId++;
    item->name = name.simplified();
    item->level = target->level + 1;
    Item *added = item.get();
    attach(target, std::move(item));
    changed(before, false);
    return indexOf(added);
}

bool CardSortBoardModel::placeCards(const QStringList &codes, const QModelIndex &node)
{
    Item *target = nodeItem(node);
    if (!target || target == m_root.get())
        return false;
    const CardSortPlan before = plan();
    bool placed = false;
    for (const QString &code : codes) {
        if (!m_labels.contains(code))
            continue;
        Item *card = findCard(code);
        if (card && card->parent == target)
            continue;
        std::unique_ptr<Item> item;
        if (card) {
            item = detach(card);
        } else {
            item = std::make_unique<Item>();
            item->kind = Kind::Card;
            item->id = m_nextId++;
            item->code = code;
        }
        attach(target, std::move(item));
        placed = true;
    }
    if (placed)
        changed(before, true);
    return placed;
}

bool CardSortBoardModel::moveNode(const QModelIndex &node, const QModelIndex &parent)
{
    Item *item = itemAt(node);
    Item *target = parent.isValid() ? nodeItem(parent) : m_root.get();
    if (!item || !target || item->kind != Kind::New || !fits(item, target))
        return false;
    if (item->parent == target)
        return true;
    const CardSortPlan before = plan();
    attach(target, detach(item));
    changed(before, false);
    return true;
}

bool CardSortBoardModel::fits(const Item *node, const Item *parent) const
{
    if (parent->level + 1 != node->level || parent->kind == Kind::Card)
        return false;
    for (const Item *above = parent; above; above = above->parent) {
        if (above == node)
            return false; // not under itself
    }
    return true;
}

bool CardSortBoardModel::canTakeOff(const QModelIndex &index) const
{
    const Item *item = itemAt(index);
    return item && item->kind != Kind::Existing;
}

bool CardSortBoardModel::takeOff(const QModelIndex &index)
{
    if (!canTakeOff(index))
        return false;
    Item *item = itemAt(index);
    const CardSortPlan before = plan();
    const bool hadCards = item->kind == Kind::Card || !placedCards().isEmpty();
    detach(item);
    changed(before, hadCards);
    return true;
}

bool CardSortBoardModel::setDescription(const QModelIndex &index, const QString &description)
{
    Item *item = itemAt(index);
    if (!item || item->kind != Kind::New || item->description == description)
        return false;
    const CardSortPlan before = plan();
    item->description = description;
    Q_EMIT dataChanged(indexOf(item), indexOf(item, ColumnCount - 1));
    changed(before, false, item->id * 2 + 1);
    return true;
}

std::unique_ptr<CardSortBoardModel::Item> CardSortBoardModel::detach(Item *item)
{
    Item *parent = item->parent;
    const int row = item->row();
    beginRemoveRows(indexOf(parent), row, row);
    std::unique_ptr<Item> taken = std::move(parent->children[static_cast<size_t>(row)]);
    parent->children.erase(parent->children.begin() + row);
    taken->parent = nullptr;
    endRemoveRows();
    announceCounts(parent);
    return taken;
}

void CardSortBoardModel::attach(Item *parent, std::unique_ptr<Item> item)
{
    const int row = item->kind == Kind::Card ? static_cast<int>(parent->children.size())
                                             : parent->firstCard();
    beginInsertRows(indexOf(parent), row, row);
    insertItem(parent, std::move(item));
    endInsertRows();
    announceCounts(parent);
}

void CardSortBoardModel::announceCounts(Item *node)
{
    if (node && node != m_root.get())
        Q_EMIT dataChanged(indexOf(node, CardsColumn), indexOf(node, LabelsColumn));
}

void CardSortBoardModel::changed(const CardSortPlan &before, bool placements, int textKey)
{
    if (placements)
        Q_EMIT placementsChanged();
    setModified(true);
    Q_EMIT edited(before, textKey);
}

void CardSortBoardModel::setModified(bool modified)
{
    if (m_modified == modified)
        return;
    m_modified = modified;
    Q_EMIT modifiedChanged(modified);
}

QModelIndex CardSortBoardModel::nodeOf(const QModelIndex &index) const
{
    Item *node = nodeItem(index);
    return node && node != m_root.get() ? indexOf(node) : QModelIndex();
}

CardSortBoardModel::Item *CardSortBoardModel::nodeItem(const QModelIndex &index) const
{
    Item *item = index.isValid() ? itemAt(index) : m_root.get();
    return item && item->kind == Kind::Card ? item->parent : item;
}

CardSortBoardModel::Item *CardSortBoardModel::findItem(int id) const
{
    std::vector<Item *> pending {m_root.get()};
    while (!pending.empty()) {
        Item *item = pending.back();
        pending.pop_back();
        if (item->id == id && item != m_root.get())
            return item;
        for (const auto &child : item->children)
            pending.push_back(child.get());
    }
    return nullptr;
}

CardSortBoardModel::Item *CardSortBoardModel::findCard(const QString &code) const
{
    std::vector<Item *> pending {m_root.get()};
    while (!pending.empty()) {
        Item *item = pending.back();
        pending.pop_back();
        if (item->kind == Kind::Card && item->code == code)
            return item;
        for (const auto &child : item->children)
            pending.push_back(child.get());
    }
    return nullptr;
}

QModelIndex CardSortBoardModel::indexOfCard(const QString &code) const
{
    const Item *card = findCard(code);
    return card ? indexOf(card) : QModelIndex();
}

QString CardSortBoardModel::placementOf(const QString &code) const
{
    const Item *card = findCard(code);
    if (!card)
        return {};
    QStringList path;
    for (const Item *node = card->parent; node && node != m_root.get(); node = node->parent)
        path.prepend(node->kind == Kind::Existing ? node->code : node->name);
    return path.join(u" › "_s);
}

QStringList CardSortBoardModel::placedCards() const
{
    QStringList codes;
    std::vector<const Item *> pending {m_root.get()};
    while (!pending.empty()) {
        const Item *item = pending.back();
        pending.pop_back();
        if (item->kind == Kind::Card)
            codes.append(item->code);
        for (const auto &child : item->children)
            pending.push_back(child.get());
    }
    return codes;
}

int CardSortBoardModel::newNodeCount() const
{
    int count = 0;
    std::vector<const Item *> pending {m_root.get()};
    while (!pending.empty()) {
        const Item *item = pending.back();
        pending.pop_back();
        count += item->kind == Kind::New ? 1 : 0;
        for (const auto &child : item->children)
            pending.push_back(child.get());
    }
    return count;
}

int CardSortBoardModel::placedLabelCount() const
{
    int labels = 0;
    for (const QString &code : placedCards())
        labels += m_labels.value(code);
    return labels;
}

CardSortBoardModel::Item *CardSortBoardModel::itemAt(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Item *>(index.internalPointer()) : nullptr;
}

QModelIndex CardSortBoardModel::indexOf(const Item *item, int column) const
{
    if (!item || item == m_root.get() || !item->parent)
        return {};
    return createIndex(item->row(), column, const_cast<Item *>(item));
}

QModelIndex CardSortBoardModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0 || parent.column() > 0)
        return {};
    const Item *item = parent.isValid() ? itemAt(parent) : m_root.get();
    if (!item || row >= static_cast<int>(item->children.size()))
        return {};
    return createIndex(row, column, item->children[static_cast<size_t>(row)].get());
}

QModelIndex CardSortBoardModel::parent(const QModelIndex &child) const
{
    const Item *item = itemAt(child);
    return item ? indexOf(item->parent) : QModelIndex();
}

int CardSortBoardModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    const Item *item = parent.isValid() ? itemAt(parent) : m_root.get();
    return item ? static_cast<int>(item->children.size()) : 0;
}

int CardSortBoardModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant CardSortBoardModel::data(const QModelIndex &index, int role) const
{
    const Item *item = itemAt(index);
    if (!item)
        return {};
    const auto cardsOn = [](const Item *node) {
        return static_cast<int>(node->children.size()) - node->firstCard();
    };
    const auto labelsOn = [this](const Item *node) {
        int labels = 0;
        for (const auto &child : node->children)
            labels += child->kind == Kind::Card ? m_labels.value(child->code) : 0;
        return labels;
    };
    static const char *const levelNames[]
        = {QT_TR_NOOP("new type"), QT_TR_NOOP("new theme"), QT_TR_NOOP("new sub-theme")};
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == CardsColumn && item->kind != Kind::Card)
            return cardsOn(item) > 0 ? QVariant(cardsOn(item)) : QVariant();
        if (index.column() == LabelsColumn) {
            const int labels
                = item->kind == Kind::Card ? m_labels.value(item->code) : labelsOn(item);
            return labels > 0 ? QVariant(labels) : QVariant();
        }
        if (index.column() != NameColumn)
            return {};
        if (item->kind == Kind::Card)
            return tr("open: %1", "an open code, as the label column shows it").arg(item->code);
        if (item->kind == Kind::New)
            return u"%1 (%2)"_s.arg(item->name.isEmpty() ? tr("unnamed") : item->name,
                tr(levelNames[std::clamp(item->level, 0, maxLevel)]));
        return u"%1 %2"_s.arg(item->code, item->name);
    case Qt::EditRole:
        return index.column() == NameColumn ? QVariant(item->name) : QVariant();
    case Qt::ToolTipRole:
        if (item->kind == Kind::Card)
            return UntrustedText::toolTip(
                tr("Open code “%1”: %n label(s)", nullptr, m_labels.value(item->code))
                    .arg(item->code));
        if (item->kind == Kind::New)
            return UntrustedText::toolTip(
                tr("New: made when the sort is applied. Rename it with F2; drag it under "
                   "another node of the level above.")
                + (item->description.isEmpty() ? QString() : u"\n"_s + item->description));
        return UntrustedText::toolTip(item->description);
    case Qt::FontRole:
        if (item->kind == Kind::Existing)
            return {};
        {
            QFont font;
            font.setBold(item->kind == Kind::New);
            font.setItalic(item->kind == Kind::Card);
            return font;
        }
    case Qt::TextAlignmentRole:
        return index.column() == NameColumn ? QVariant()
                                            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case KindRole:
        return int(item->kind);
    case NodeIdRole:
        return item->nodeId;
    case LevelRole:
        return item->level;
    case CodeRole:
        return item->code;
    case NameRole:
        return item->name;
    case DescriptionRole:
        return item->description;
    }
    return {};
}

bool CardSortBoardModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    Item *item = itemAt(index);
    const QString name = value.toString().simplified();
    if (!item || role != Qt::EditRole || index.column() != NameColumn || item->kind != Kind::New
        || name.isEmpty() || name == item->name)
        return false;
    const CardSortPlan before = plan();
    item->name = name;
    Q_EMIT dataChanged(indexOf(item), indexOf(item, ColumnCount - 1));
    changed(before, !placedCards().isEmpty(), item->id * 2); // the cards' placements name it
    return true;
}

QVariant CardSortBoardModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Board: nodes and the cards on them");
    case CardsColumn:
        return tr("Cards");
    case LabelsColumn:
        return tr("Labels");
    }
    return {};
}

Qt::ItemFlags CardSortBoardModel::flags(const QModelIndex &index) const
{
    const Item *item = itemAt(index);
    if (!item)
        return Qt::ItemIsDropEnabled; // new types go among the types
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDropEnabled;
    if (item->kind != Kind::Existing)
        flags |= Qt::ItemIsDragEnabled;
    if (item->kind == Kind::New && index.column() == NameColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QStringList CardSortBoardModel::mimeTypes() const
{
    return {cardsMimeType, nodesMimeType};
}

QMimeData *CardSortBoardModel::mimeData(const QModelIndexList &indexes) const
{
    QJsonArray cards;
    QJsonArray nodes;
    QList<const Item *> seen;
    for (const QModelIndex &index : indexes) {
        const Item *item = itemAt(index);
        if (!item || seen.contains(item))
            continue;
        seen.append(item);
        if (item->kind == Kind::Card)
            cards.append(item->code);
        else if (item->kind == Kind::New)
            nodes.append(item->id);
    }
    if (cards.isEmpty() && nodes.isEmpty())
        return nullptr;
    auto *data = new QMimeData;
    if (!cards.isEmpty())
        data->setData(cardsMimeType, QJsonDocument(cards).toJson(QJsonDocument::Compact));
    if (!nodes.isEmpty())
        data->setData(nodesMimeType, QJsonDocument(nodes).toJson(QJsonDocument::Compact));
    return data;
}

bool CardSortBoardModel::canDropMimeData(
    const QMimeData *data, Qt::DropAction action, int, int, const QModelIndex &parent) const
{
    if (!data || (action != Qt::MoveAction && action != Qt::CopyAction))
        return false;
    const Item *target = nodeItem(parent);
    if (!target)
        return false;
    const QJsonArray cards = stringsOf(data, cardsMimeType);
    const QJsonArray nodes = stringsOf(data, nodesMimeType);
    if (cards.isEmpty() && nodes.isEmpty())
        return false;
    if (!cards.isEmpty() && target == m_root.get())
        return false; // a card goes on a node
    for (const QJsonValue &code : cards) {
        if (!m_labels.contains(code.toString()))
            return false;
    }
    for (const QJsonValue &id : nodes) {
        const Item *node = findItem(id.toInt());
        if (!node || node->kind != Kind::New || !fits(node, target))
            return false;
    }
    return true;
}

bool CardSortBoardModel::dropMimeData(
    const QMimeData *data, Qt::DropAction action, int row, int column, const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    Item *target = nodeItem(parent);
    QStringList codes;
    for (const QJsonValue &code : stringsOf(data, cardsMimeType))
        codes.append(code.toString());
    if (!codes.isEmpty())
        placeCards(codes, indexOf(target));
    for (const QJsonValue &id : stringsOf(data, nodesMimeType)) {
        if (Item *node = findItem(id.toInt()))
            moveNode(indexOf(node), indexOf(target));
    }
    return true;
}

Qt::DropActions CardSortBoardModel::supportedDropActions() const
{
    return Qt::MoveAction | Qt::CopyAction;
}

Qt::DropActions CardSortBoardModel::supportedDragActions() const
{
    return Qt::MoveAction;
}

} // namespace taxonomist::ui
