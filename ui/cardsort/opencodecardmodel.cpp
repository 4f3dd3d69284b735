// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "opencodecardmodel.h"

#include "cardsortboardmodel.h"
#include "common/untrustedtext.h"

#include <QFont>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMimeData>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

OpenCodeCardModel::OpenCodeCardModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void OpenCodeCardModel::setCards(
    const QList<OpenCodeCard> &cards, const QHash<qint64, QString> &nodeCodes)
{
    beginResetModel();
    m_cards = cards;
    m_nodeCodes = nodeCodes;
    endResetModel();
}

const OpenCodeCard *OpenCodeCardModel::card(int row) const
{
    return row >= 0 && row < m_cards.size() ? &m_cards[row] : nullptr;
}

int OpenCodeCardModel::rowOfCode(const QString &code) const
{
    for (int row = 0; row < m_cards.size(); ++row) {
        if (m_cards[row].code == code)
            return row;
    }
    return -1;
}

void OpenCodeCardModel::setPlacements(const QHash<QString, QString> &placements)
{
    m_placements = placements;
    if (!m_cards.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int OpenCodeCardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_cards.size());
}

int OpenCodeCardModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OpenCodeCardModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const OpenCodeCard &card = m_cards[index.row()];
    const QString placed = m_placements.value(card.code);
    const auto where = [&]() -> QString {
        if (!placed.isEmpty())
            return placed;
        if (isMapped(card))
            return tr("in the taxonomy: %1").arg(m_nodeCodes.value(card.nodeId));
        return {};
    };
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case CodeColumn:
            return card.code;
        case LabelsColumn:
            return card.labels;
        case VolunteersColumn:
            return card.volunteers;
        case PlacedColumn:
            return where();
        }
        return {};
    case Qt::ToolTipRole: {
        QString tip = tr("%n label(s) by %1 volunteer(s) on %2 issue(s)", nullptr, card.labels)
                          .arg(card.volunteers)
                          .arg(card.issueIds.size());
        if (card.unmapped > 0 && card.unmapped < card.labels)
            tip += u"\n"_s + tr("%n label(s) not mapped to a node yet", nullptr, card.unmapped);
        if (const QString at = where(); !at.isEmpty())
            tip += u"\n"_s + tr("Placed on %1").arg(at);
        return UntrustedText::toolTip(card.code + u"\n"_s + tip);
    }
    case Qt::FontRole:
        if (isMapped(card) && placed.isEmpty()) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == LabelsColumn || index.column() == VolunteersColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant();
    case CodeRole:
        return card.code;
    case IsPlacedRole:
        return !placed.isEmpty() || isMapped(card);
    case IsMappedRole:
        return isMapped(card);
    }
    return {};
}

QVariant OpenCodeCardModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CodeColumn:
        return tr("Open code");
    case LabelsColumn:
        return tr("Labels");
    case VolunteersColumn:
        return tr("Volunteers");
    case PlacedColumn:
        return tr("Placed on");
    }
    return {};
}

Qt::ItemFlags OpenCodeCardModel::flags(const QModelIndex &index) const
{
    if (!index.isValid()) // the list's own area: nothing drops there
        return Qt::NoItemFlags;
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (!isMapped(m_cards[index.row()]))
        flags |= Qt::ItemIsDragEnabled; // a card every label of which is mapped stays where it is
    return flags;
}

QStringList OpenCodeCardModel::mimeTypes() const
{
    return {CardSortBoardModel::cardsMimeType};
}

QMimeData *OpenCodeCardModel::mimeData(const QModelIndexList &indexes) const
{
    QJsonArray codes;
    for (const QModelIndex &index : indexes) {
        const OpenCodeCard *shown = card(index.row());
        if (shown && !isMapped(*shown) && !codes.contains(shown->code))
            codes.append(shown->code);
    }
    if (codes.isEmpty())
        return nullptr;
    auto *data = new QMimeData;
    data->setData(
        CardSortBoardModel::cardsMimeType, QJsonDocument(codes).toJson(QJsonDocument::Compact));
    return data;
}

Qt::DropActions OpenCodeCardModel::supportedDragActions() const
{
    return Qt::CopyAction;
}

} // namespace taxonomist::ui
