// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "store/issuequery.h"

#include <QAbstractTableModel>

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

// The project's issues for a list view, paged from SQL: rows arrive a page at a time through
// canFetchMore()/fetchMore() as the view scrolls; a new filter resets the model.
class IssueTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        FrameworkColumn,
        IssueColumn,
        TitleColumn,
        YearColumn,
        MyLabelColumn, // the filter's annotator's own label: never anyone else's
        FinalLabelColumn,
        UrlColumn,
        ColumnCount
    };
    enum Role { IssueIdRole = Qt::UserRole + 1, UrlRole };

    explicit IssueTableModel(QObject *parent = nullptr);

    // The store must outlive the model or be replaced before it goes.
    void setStore(const core::ProjectStore *store);
    void setFilter(const core::IssueFilter &filter);
    const core::IssueFilter &filter() const { return m_filter; }
    // Issues matching the filter, loaded or not.
    qint64 matchingCount() const { return m_matching; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    // Re-reads one issue after its label changed.
    // The rows of these issues, read again (the rows not loaded are read when they are).
    void refreshIssues(const QList<qint64> &issueIds);
    void refreshIssue(qint64 issueId);
    // The row of an issue, loading further pages until it is there; -1 when it does not match.
    int rowOfIssue(qint64 issueId);
    const core::IssueRow *issueAt(int row) const { return row >= 0 && row < m_rows.size() ? &m_rows[row] : nullptr; }
    void fetchMore(const QModelIndex &parent) override;

    static constexpr int defaultPageSize = 256;
    int pageSize() const { return m_pageSize; }
    void setPageSize(int rows) { m_pageSize = qMax(1, rows); }

Q_SIGNALS:
    void matchingCountChanged(qint64 count);
    void queryFailed(const QString &message);

private:
    void reload();
    // Reads up to `limit` more rows of the filter and inserts them.
    void appendRows(int limit);

    const core::ProjectStore *m_store = nullptr;
    core::IssueFilter m_filter;
    QList<core::IssueRow> m_rows;
    qint64 m_matching = 0;
    bool m_announcing = false;
    int m_pageSize = defaultPageSize;
};

} // namespace taxonomist::ui
