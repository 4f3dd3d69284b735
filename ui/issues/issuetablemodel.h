// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "store/issuequery.h"

#include <QAbstractTableModel>

#include <unordered_map>
#include <vector>

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

// The project's issues for a list view. Applying a filter reads which issues it lists, in order
// (their ids: 8 bytes an issue); each row's content is read from SQL a page at a time when the view
// first shows it, and only the pages used last stay in memory. The rows stay those the filter
// listed when it was applied — a label that takes an issue out of "unlabeled" leaves its row in
// place, showing the label — until the filter is applied again; a page read later shows its
// issues as they are then.
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
    // Issues the filter listed when it was applied, read or not.
    qint64 matchingCount() const { return qint64(m_ids.size()); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // The rows of these issues, read again after their labels changed (rows not in memory are
    // read fresh when they are shown).
    void refreshIssues(const QList<qint64> &issueIds);
    void refreshIssue(qint64 issueId);
    // The row of an issue (no page is read); -1 when the filter did not list it.
    int rowOfIssue(qint64 issueId) const;
    // The issue at a row, its page read when it is not in memory; nullptr past the end, for an
    // issue no longer in the project, or when the page cannot be read. Valid until another page
    // is read.
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
        quint64 used
            = 0; // when it was last asked for: the page asked for least recently goes first
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
    std::vector<qint64> m_ids; // the list's issues, in its order
    int m_pageSize = defaultPageSize;
};

} // namespace taxonomist::ui
