// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/disagreementqueue.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

namespace taxonomist::ui {

// The lead's disagreement queue as a table: issue, framework, year, votes, split, majority, final,
// and how many volunteers were unsure.
// It holds the filtered queue core computed (values, not a proxy over every issue); a decision
// updates or removes one row in place.
class QueueModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        IssueColumn,
        FrameworkColumn,
        YearColumn,
        VotesColumn,
        SplitColumn,
        SuggestionColumn,
        FinalColumn,
        UnsureColumn,
        ColumnCount
    };
    enum Role { IssueIdRole = Qt::UserRole + 1 };

    explicit QueueModel(QObject *parent = nullptr);

    void setEntries(QList<core::QueueEntry> entries, core::QueueFilter::Status status);
    const QList<core::QueueEntry> &entries() const { return m_entries; }
    const core::QueueEntry *entry(int row) const;
    int rowOf(qint64 issueId) const;

    // Records a new final label (or its removal) for an issue: the row changes, or leaves the
    // queue when the status filter no longer matches. Returns false when the issue is not in
    // the queue but now matches it (an undo brought it back): the caller reloads.
    bool updateFinalLabel(
        qint64 issueId, const std::optional<core::FinalLabel> &label, const QString &code);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void reindex();

    QList<core::QueueEntry> m_entries;
    QHash<qint64, int> m_rowOf;
    core::QueueFilter::Status m_status = core::QueueFilter::Status::Undecided;
};

} // namespace taxonomist::ui
