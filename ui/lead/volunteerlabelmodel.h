// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/issuevotes.h"
#include "taxonomy/taxonomy.h"

#include <QAbstractTableModel>
#include <QList>

namespace taxonomist::ui {

// Every volunteer's label on the issue the lead reconciles: name, label, summary, when, whether
// they were unsure and their comment (plain text: a delegate never renders it as markup).
class VolunteerLabelModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        AnnotatorColumn,
        LabelColumn,
        SummaryColumn,
        UpdatedColumn,
        UnsureColumn,
        CommentColumn,
        ColumnCount
    };

    explicit VolunteerLabelModel(QObject *parent = nullptr);

    // `taxonomy` must outlive the labels shown (the view's taxonomy model owns it).
    void setLabels(const QList<core::VolunteerLabel> &labels, const core::Taxonomy *taxonomy);
    const QList<core::VolunteerLabel> &labels() const { return m_labels; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<core::VolunteerLabel> m_labels;
    const core::Taxonomy *m_taxonomy = nullptr;
};

} // namespace taxonomist::ui
