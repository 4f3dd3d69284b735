// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundtablemodel.h"

#include <QDateTime>
#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

RoundTableModel::RoundTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void RoundTableModel::setRounds(QList<RoundAgreement> rounds)
{
    beginResetModel();
    m_rounds = std::move(rounds);
    endResetModel();
}

int RoundTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rounds.size());
}

int RoundTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RoundTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rounds.size())
        return {};
    const Round &round = m_rounds[index.row()].round;
    const AgreementSummary &summary = m_rounds[index.row()].agreement.summary;
    if (role == RoundIdRole)
        return round.id;
    if (role == Qt::ToolTipRole && index.column() == KappaColumn
        && !summary.fleiss.kappa.isDefined())
        return summary.fleiss.kappa.undefinedReason;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case NameColumn:
        return round.name;
    case KindColumn:
        return round.kind == Round::Kind::Pilot ? tr("pilot") : tr("round");
    case SeedColumn:
        return QString::number(round.seed);
    case SizeColumn:
        return round.size;
    case StratifiedColumn: {
        QString strata;
        switch (round.strata) {
        case SampleStrata::None:
            strata = tr("no", "not stratified");
            break;
        case SampleStrata::Framework:
            strata = tr("by framework");
            break;
        case SampleStrata::FrameworkYear:
            strata = tr("by framework and year");
            break;
        }
        // A round drawn from some frameworks names them.
        return round.frameworks.isEmpty()
            ? strata
            : tr("%1, of %2").arg(strata, round.frameworks.join(u", "_s));
    }
    case IssuesColumn:
        return static_cast<int>(round.issueIds.size());
    case RatedColumn:
        return summary.fleiss.itemsUsed;
    case KappaColumn:
        return summary.fleiss.kappa.isDefined() ? summary.fleiss.kappa.format(3) : u"undefined"_s;
    case AgreementColumn:
        return summary.percentAgreement.value.isDefined() ? summary.percentAgreement.value.format(3)
                                                          : u"undefined"_s;
    case CreatedColumn: {
        const QDateTime at = QDateTime::fromString(round.createdAt, Qt::ISODateWithMs);
        return at.isValid() ? QLocale().toString(at.toLocalTime(), tr("d MMM yyyy, HH:mm"))
                            : round.createdAt;
    }
    default:
        return {};
    }
}

QVariant RoundTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const QStringList titles {tr("Round"), tr("Kind"), tr("Seed"), tr("Size"),
        tr("Stratified"), tr("Issues"), tr("Rated by ≥ 2"), tr("Fleiss κ (theme)"),
        tr("% agreement"), tr("Created")};
    return titles.value(section);
}

} // namespace taxonomist::ui
