// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "segmentagreementmodel.h"

#include <QFont>
#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

SegmentAgreementModel::SegmentAgreementModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void SegmentAgreementModel::setAgreement(const SegmentAgreement &agreement)
{
    beginResetModel();
    m_lines.clear();
    for (const SegmentAgreement::Pair &pair : agreement.pairs) {
        const QString name = u"%1 × %2"_s.arg(pair.first, pair.second);
        m_lines.append({name, QString(), pair.pooled});
        for (const SegmentAgreement::CodeRow &row : pair.codes)
            m_lines.append({name, row.code, row.table});
    }
    endResetModel();
}

int SegmentAgreementModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_lines.size());
}

int SegmentAgreementModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 8;
}

QVariant SegmentAgreementModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_lines.size())
        return {};
    const Line &line = m_lines[index.row()];
    if (role == Qt::FontRole && line.code.isEmpty()) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::TextAlignmentRole && index.column() >= 2)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const auto number = [](const AgreementValue &value) {
        return value.isDefined() ? QString::number(*value.value, 'f', 3) : u"–"_s;
    };
    const QLocale locale;
    switch (index.column()) {
    case 0:
        return line.pair;
    case 1:
        return line.code.isEmpty() ? tr("all codes") : line.code;
    case 2:
        return locale.toString(line.table.both);
    case 3:
        return locale.toString(line.table.onlyFirst);
    case 4:
        return locale.toString(line.table.onlySecond);
    case 5:
        return number(line.table.percent());
    case 6:
        return number(line.table.kappa());
    case 7:
        return number(line.table.dice());
    default:
        return {};
    }
}

QVariant SegmentAgreementModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    static const QStringList names {tr("Coders"), tr("Code"), tr("Both"), tr("First only"),
        tr("Second only"), tr("Agreement"), tr("Cohen κ"), tr("Dice")};
    return names.value(section);
}

} // namespace taxonomist::ui
