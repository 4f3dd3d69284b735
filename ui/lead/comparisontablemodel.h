// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "interviews/interviewcomparison.h"

#include <QAbstractTableModel>

namespace taxonomist::ui {

// The paper's comparison as a table: per taxonomy node its issues (in all and per framework,
// with their share) beside the users and developers who raise it in interviews, and where the two
// groups diverge. Codes the taxonomy lacks are rows of their own, marked.
class ComparisonTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit ComparisonTableModel(QObject *parent = nullptr);

    void setComparison(const core::InterviewComparison &comparison);
    const core::InterviewComparison &comparison() const { return m_comparison; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // Columns: code, name, issues, share, one per framework, users, developers, diverges, who.
    int frameworkColumns() const { return static_cast<int>(m_comparison.frameworks.size()); }

    core::InterviewComparison m_comparison;
};

} // namespace taxonomist::ui
