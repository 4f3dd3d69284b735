// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "proposaltablemodel.h"

#include "common/untrustedtext.h"

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

ProposalTableModel::ProposalTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void ProposalTableModel::setProposals(QList<Proposal> proposals)
{
    beginResetModel();
    m_proposals = std::move(proposals);
    endResetModel();
}

const Proposal *ProposalTableModel::proposal(int row) const
{
    return row >= 0 && row < m_proposals.size() ? &m_proposals[row] : nullptr;
}

int ProposalTableModel::rowOf(qint64 proposalId) const
{
    for (int row = 0; row < m_proposals.size(); ++row) {
        if (m_proposals[row].id == proposalId)
            return row;
    }
    return -1;
}

int ProposalTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_proposals.size());
}

int ProposalTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProposalTableModel::data(const QModelIndex &index, int role) const
{
    const Proposal *p = index.isValid() ? proposal(index.row()) : nullptr;
    if (!p)
        return {};
    if (role == ProposalIdRole)
        return p->id;
    if (role == Qt::ToolTipRole)
        return UntrustedText::toolTip(p->description);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case StatusColumn:
        return Proposal::statusKey(p->status);
    case ProposalColumn:
        return tr("%1 under %2").arg(p->name, p->parentCode);
    case ProposerColumn:
        return p->proposer;
    case VotesColumn:
        return tr("%1 approve, %2 reject (%3 of %4 needed)")
            .arg(p->approvals())
            .arg(p->rejections())
            .arg(p->required)
            .arg(p->voters);
    case OutcomeColumn:
        if (p->status == Proposal::Status::Adopted)
            return tr("%1 in taxonomy %2").arg(p->code, p->version);
        return p->status == Proposal::Status::Rejected ? p->reason : tr("voting");
    default:
        return {};
    }
}

QVariant ProposalTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const QStringList titles {
        tr("Status"), tr("Proposal"), tr("Proposed by"), tr("Votes"), tr("Outcome")};
    return titles.value(section);
}

} // namespace taxonomist::ui
