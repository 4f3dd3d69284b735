// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/cardsort.h"

#include <QAbstractTableModel>
#include <QHash>

namespace taxonomist::ui {

// The open codes of a project as the cards of the lead's card sort: how many labels and
// volunteers wrote each, and where it is placed on the board (or in the taxonomy, once a sort
// mapped every label that carries it). A card not mapped yet is dragged onto the board.
class OpenCodeCardModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { CodeColumn, LabelsColumn, VolunteersColumn, PlacedColumn, ColumnCount };
    enum Role {
        CodeRole = Qt::UserRole + 1,
        IsPlacedRole, // on the board or in the taxonomy
        IsMappedRole, // every label with the code has the node of an applied sort
    };

    explicit OpenCodeCardModel(QObject *parent = nullptr);

    // `nodeCodes`: the taxonomy's codes by node id, to name where a mapped card went.
    void setCards(const QList<core::OpenCodeCard> &cards, const QHash<qint64, QString> &nodeCodes);
    const QList<core::OpenCodeCard> &cards() const { return m_cards; }
    const core::OpenCodeCard *card(int row) const;
    int rowOfCode(const QString &code) const;
    // Where each card sits on the board (code → path); the others are unplaced.
    void setPlacements(const QHash<QString, QString> &placements);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override;

private:
    bool isMapped(const core::OpenCodeCard &card) const
    {
        return card.nodeId > 0 && card.unmapped == 0;
    }

    QList<core::OpenCodeCard> m_cards;
    QHash<qint64, QString> m_nodeCodes;
    QHash<QString, QString> m_placements;
};

} // namespace taxonomist::ui
