// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/cardsort.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QStringList>

#include <memory>
#include <vector>

namespace taxonomist::core {
struct StoredTaxonomy;
}

namespace taxonomist::ui {

// The lead's card-sort board as a tree: the project's types, themes and sub-themes (fixed here),
// the new nodes the lead makes (named and described here, moved under another parent of the level
// above) and, under each node, the open-code cards placed on it. It turns into a CardSortPlan and
// back; cards and new nodes arrive by drag and drop (or placeCards()/moveNode()) and leave by
// takeOff().
class CardSortBoardModel final : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, CardsColumn, LabelsColumn, ColumnCount };
    enum Role {
        KindRole = Qt::UserRole + 1, // Kind
        NodeIdRole, // an existing node's id; 0 otherwise
        LevelRole, // 0 type, 1 theme, 2 sub-theme; -1 for a card
        CodeRole, // an existing node's code, or a card's open code
        NameRole, // a node's name without its code
        DescriptionRole,
    };
    enum class Kind { Existing, New, Card };

    // Open codes dragged from the card list or the board: a JSON array of the codes.
    static const QString cardsMimeType;
    // New nodes dragged on the board: a JSON array of their item ids.
    static const QString nodesMimeType;
    static constexpr int maxLevel = 2; // sub-themes

    explicit CardSortBoardModel(QObject *parent = nullptr);
    ~CardSortBoardModel() override;

    // The taxonomy's nodes with `plan` laid over them; `cards` are the cards there are (their
    // labels counted per node). Returns what of the plan could not be laid (a card no longer
    // written, a node no longer there), one line each.
    QStringList setBoard(const core::StoredTaxonomy &taxonomy, const core::CardSortPlan &plan,
        const QList<core::OpenCodeCard> &cards);
    // The board as a plan: the new nodes, the cards, and the existing nodes they hang from.
    core::CardSortPlan plan() const;

    // A new node named `name` under the node at `parent` (invalid: a new type); invalid when
    // that would be deeper than a sub-theme or `parent` is a card.
    QModelIndex addNode(const QModelIndex &parent, const QString &name);
    // Places the cards on the node at `node` (or the node of the card at `node`), from wherever
    // they were; false when there is no node there.
    bool placeCards(const QStringList &codes, const QModelIndex &node);
    // Moves a new node under `parent` (invalid: among the types); false unless it fits there.
    bool moveNode(const QModelIndex &node, const QModelIndex &parent);
    // Takes a card off the board, or a new node with everything on and under it.
    bool takeOff(const QModelIndex &index);
    bool canTakeOff(const QModelIndex &index) const;
    bool setDescription(const QModelIndex &index, const QString &description);

    // The node a card sits on, or the node itself.
    QModelIndex nodeOf(const QModelIndex &index) const;
    QModelIndex indexOfCard(const QString &code) const;
    // Where a card is placed ("C.3 Distributed… › tokenizers"), or empty when it is not.
    QString placementOf(const QString &code) const;
    QStringList placedCards() const;
    int newNodeCount() const;
    int placedLabelCount() const;

    bool isModified() const { return m_modified; }
    void setModified(bool modified);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) override;
    Qt::DropActions supportedDropActions() const override;
    Qt::DropActions supportedDragActions() const override;

Q_SIGNALS:
    // Cards were placed or taken off: the card list shows where each is.
    void placementsChanged();
    void modifiedChanged(bool modified);
    // An edit of the lead's (not setBoard()): the board as it was before, for undo. `textKey`
    // names a node's name or description typed (consecutive edits of one merge); 0 otherwise.
    void edited(const taxonomist::core::CardSortPlan &before, int textKey);

private:
    struct Item;

    Item *itemAt(const QModelIndex &index) const;
    QModelIndex indexOf(const Item *item, int column = 0) const;
    Item *nodeItem(const QModelIndex &index) const;
    Item *findItem(int id) const;
    Item *findCard(const QString &code) const;
    // Detaches a card or node from its parent, announcing the row's removal.
    std::unique_ptr<Item> detach(Item *item);
    void attach(Item *parent, std::unique_ptr<Item> item);
    bool fits(const Item *node, const Item *parent) const;
    bool holdsSomething(const Item *item) const;
    core::CardSortNode planOf(const Item *item) const;
    void layPlan(Item *parent, const core::CardSortNode &node, QStringList &problems);
    void changed(const core::CardSortPlan &before, bool placements, int textKey = 0);
    void announceCounts(Item *node);

    void insertItem(Item *parent, std::unique_ptr<Item> item);

    std::unique_ptr<Item> m_root;
    QHash<qint64, Item *> m_existing; // the taxonomy's nodes by id
    QHash<QString, int> m_labels; // labels per card
    int m_nextId = 1;
    bool m_modified = false;
};

} // namespace taxonomist::ui
