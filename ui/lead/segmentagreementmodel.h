// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "interviews/segmentagreement.h"

#include <QAbstractTableModel>

namespace taxonomist::ui {

// Agreement between interview coders by character overlap: a row per pair of coders (pooled)
// followed by a row per code, with the characters each coded, percentage agreement, κ and Dice.
class SegmentAgreementModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit SegmentAgreementModel(QObject *parent = nullptr);

    void setAgreement(const core::SegmentAgreement &agreement);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Line
    {
        QString pair;
        QString code; // empty: the pair's pooled figures
        core::SegmentAgreement::Table table;
    };
    QList<Line> m_lines;
};

} // namespace taxonomist::ui
