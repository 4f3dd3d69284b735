// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/proposal.h"

#include <QAbstractTableModel>
#include <QList>

namespace taxonomist::ui {

// Taxonomy proposals with their votes and outcome, open ones first.
class ProposalTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        StatusColumn,
        ProposalColumn,
        ProposerColumn,
        VotesColumn,
        OutcomeColumn,
        ColumnCount
    };
    enum Role { ProposalIdRole = Qt::UserRole + 1 };

    explicit ProposalTableModel(QObject *parent = nullptr);

    void setProposals(QList<core::Proposal> proposals);
    const core::Proposal *proposal(int row) const;
    int rowOf(qint64 proposalId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<core::Proposal> m_proposals;
};

} // namespace taxonomist::ui
