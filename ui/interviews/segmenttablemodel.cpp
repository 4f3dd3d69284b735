// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "segmenttablemodel.h"

#include <QBrush>
#include <QColor>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

SegmentTableModel::SegmentTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void SegmentTableModel::setSegments(
    const QList<Segment> &segments, const QSet<QString> &unknownCodes)
{
    beginResetModel();
    m_segments = segments;
    std::stable_sort(m_segments.begin(), m_segments.end(), [](const Segment &a, const Segment &b) {
        return a.start != b.start ? a.start < b.start : a.end < b.end;
    });
    m_unknown = unknownCodes;
    endResetModel();
}

const Segment *SegmentTableModel::segment(const QString &guid) const
{
    const int row = rowOf(guid);
    return row >= 0 ? &m_segments[row] : nullptr;
}

int SegmentTableModel::rowOf(const QString &guid) const
{
    for (qsizetype row = 0; row < m_segments.size(); ++row) {
        if (m_segments[row].guid == guid)
            return static_cast<int>(row);
    }
    return -1;
}

int SegmentTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_segments.size());
}

int SegmentTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SegmentTableModel::codesText(const QStringList &links, const QSet<QString> &unknownCodes)
{
    QStringList parts;
    for (const QString &code : links)
        parts.append(unknownCodes.contains(code) ? code + tr(" (not in the taxonomy)") : code);
    return parts.join(u", "_s);
}

QVariant SegmentTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_segments.size())
        return {};
    const Segment &s = m_segments[index.row()];
    if (role == GuidRole)
        return s.guid;
    if (role == Qt::ForegroundRole && index.column() == Codes) {
        for (const QString &code : s.links) {
            if (m_unknown.contains(code))
                return QBrush(QColor(0xB0, 0x5A, 0x00)); // flagged: kept, but not a node
        }
        return {};
    }
    if (role == Qt::ToolTipRole && index.column() == Quote)
        return s.text.toHtmlEscaped(); // untrusted: plain text in the tooltip
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Range:
        return s.isStandalone()
            ? (s.codebookRow > 0 ? tr("row %1").arg(s.codebookRow) : tr("quote"))
            : u"%1–%2"_s.arg(s.start).arg(s.end);
    case Quote:
        return s.text.simplified();
    case Codes:
        return codesText(s.links, m_unknown);
    case Memo:
        return s.memo.simplified();
    case Coder:
        return s.coderId > 0 ? s.coder : tr("code book");
    default:
        return {};
    }
}

QVariant SegmentTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    static const QStringList names {tr("Where"), tr("Quote"), tr("Codes"), tr("Memo"), tr("Coder")};
    return names.value(section);
}

} // namespace taxonomist::ui
