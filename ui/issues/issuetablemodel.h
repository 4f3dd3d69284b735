// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "store/issuequery.h"

#include <QAbstractTableModel>

#include <unordered_map>

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

// The project's issues for a list view, paged from SQL. Every matching issue has a row from
// the start (the count is one query), so the scroll bar spans the whole list; the rows' content
// is read a page at a time when the view first asks for it, and only the pages used last stay in
// memory. A page after one in memory is read on from its last row; a page further away, from
// the row before it, found by counting over the list's index. A new filter resets the model.
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
    // The rows of these issues, read again after their labels changed (rows not in memory are
    // read fresh when they are shown).
    void refreshIssues(const QList<qint64> &issueIds);
    void refreshIssue(qint64 issueId);
    // The row of an issue, counted in SQL when its page is not in memory (no page is read); -1
    // when the filter leaves it out.
    int rowOfIssue(qint64 issueId);
    // The issue at a row, its page read when it is not in memory; nullptr past the end or when
    // the page cannot be read. Valid until another page is read.
    const core::IssueRow *issueAt(int row) const;
    // Rows whose content is in memory (at most pagesKept pages).
    qsizetype loadedRows() const;

    static constexpr int defaultPageSize = 256;
    static constexpr int pagesKept = 64;
    int pageSize() const { return m_pageSize; }
    void setPageSize(int rows);

Q_SIGNALS:
    void matchingCountChanged(qint64 count);
    void queryFailed(const QString &message);

private:
    struct Page
    {
        QList<core::IssueRow> rows;
        quint64 used = 0; // when it was last asked for: the page asked for least recently goes first
    };

    void reload();
    // Page `page` of the list, read when it is not in memory; nullptr when it cannot be read.
    const Page *page(int page) const;
    // Says once per filter that the list could not be read (queued: never from inside a paint).
    void reportFailure(const QString &message) const;

    const core::ProjectStore *m_store = nullptr;
    core::IssueFilter m_filter;
    // Pages by number; a node container, so a row stays where it is while other pages come and go.
    mutable std::unordered_map<int, Page> m_pages;
    mutable quint64 m_uses = 0;
    mutable bool m_failed = false;
    qint64 m_matching = 0;
    int m_pageSize = defaultPageSize;
};

} // namespace taxonomist::ui
