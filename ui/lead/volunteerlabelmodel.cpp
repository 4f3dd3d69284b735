// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "volunteerlabelmodel.h"

#include "common/untrustedtext.h"

#include <QDateTime>
#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

VolunteerLabelModel::VolunteerLabelModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void VolunteerLabelModel::setLabels(const QList<VolunteerLabel> &labels, const Taxonomy *taxonomy)
{
    beginResetModel();
    m_labels = labels;
    m_taxonomy = taxonomy;
    endResetModel();
}

int VolunteerLabelModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_labels.size());
}

int VolunteerLabelModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant VolunteerLabelModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_labels.size())
        return {};
    const VolunteerLabel &label = m_labels[index.row()];
    const bool known = m_taxonomy && label.node >= 0 && label.node < m_taxonomy->size();
    if (role == Qt::ToolTipRole && index.column() == LabelColumn) {
        if (label.falsePositive)
            return UntrustedText::toolTip(label.falsePositiveReason);
        return known ? UntrustedText::toolTip(m_taxonomy->node(label.node).description)
                     : QVariant();
    }
    if (role == Qt::ToolTipRole && index.column() == CommentColumn && !label.comment.isEmpty())
        return UntrustedText::toolTip(label.comment);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case AnnotatorColumn:
        return label.annotator;
    case LabelColumn:
        if (label.falsePositive)
            return label.falsePositiveReason.isEmpty()
                ? tr("false positive")
                : tr("false positive: ") + label.falsePositiveReason;
        return known
            ? m_taxonomy->node(label.node).code + u"  "_s + m_taxonomy->node(label.node).name
            : u"?"_s;
    case SummaryColumn:
        return label.summary;
    case UpdatedColumn: {
        const QDateTime at = QDateTime::fromString(label.updatedAt, Qt::ISODateWithMs);
        return at.isValid() ? QLocale().toString(at.toLocalTime(), tr("d MMM yyyy"))
                            : label.updatedAt;
    }
    case UnsureColumn:
        return label.unsure ? tr("unsure") : QString();
    case CommentColumn:
        return label.comment;
    default:
        return {};
    }
}

QVariant VolunteerLabelModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const QStringList titles {
        tr("Volunteer"), tr("Label"), tr("Summary"), tr("Labelled"), tr("Unsure"), tr("Comment")};
    return titles.value(section);
}

} // namespace taxonomist::ui
