// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issuetablemodel.h"

#include "common/untrustedtext.h"
#include "store/projectstore.h"

#include <QSet>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

IssueTableModel::IssueTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void IssueTableModel::setStore(const ProjectStore *store)
{
    m_store = store;
    reload();
}

void IssueTableModel::setFilter(const IssueFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    reload();
}

void IssueTableModel::setPageSize(int rows)
{
    beginResetModel();
    m_pageSize = qMax(1, rows);
    m_pages.clear(); // pages are numbered by their size
    endResetModel();
}

void IssueTableModel::reload()
{
    beginResetModel();
    m_pages.clear();
    m_matching = 0;
    m_failed = false;
    QString failure;
    if (m_store) {
        // The first page comes with the reset, so a view never shows an empty list in between.
        auto count = IssueQuery::count(*m_store, m_filter);
        auto first = IssueQuery::page(*m_store, m_filter, nullptr, m_pageSize);
        if (count && first) {
            m_matching = *count;
            m_pages.emplace(0, Page{std::move(first).value(), ++m_uses});
        } else {
            failure = count ? first.error().message() : count.error().message();
        }
    }
    endResetModel();
    if (!failure.isEmpty()) {
        m_failed = true;
        Q_EMIT queryFailed(failure);
    }
    Q_EMIT matchingCountChanged(m_matching);
}

const IssueTableModel::Page *IssueTableModel::page(int number) const
{
    if (const auto found = m_pages.find(number); found != m_pages.end()) {
        found->second.used = ++m_uses;
        return &found->second;
    }
    if (!m_store || m_failed)
        return nullptr;
    // Read on from the page before when it is in memory and whole (the list read in order);
    // a page further away starts after the row before it, found by a count over the index.
    std::optional<IssueRow> after;
    const qint64 first = qint64(number) * m_pageSize;
    if (first > 0) {
        if (const auto before = m_pages.find(number - 1);
            before != m_pages.end() && before->second.rows.size() == m_pageSize) {
            after = before->second.rows.last();
        } else {
            auto key = IssueQuery::keyAt(*m_store, m_filter, first - 1);
            if (!key) {
                reportFailure(key.error().message());
                return nullptr;
            }
            if (*key)
                after = std::move(*key);
        }
    }
    // Past the end of a list shorter now than when it was counted: an empty page, kept so
    // painting those rows does not ask again.
    const bool pastTheEnd = first > 0 && !after;
    auto rows = pastTheEnd ? Result<QList<IssueRow>>(QList<IssueRow>())
                           : IssueQuery::page(*m_store, m_filter, after ? &*after : nullptr, m_pageSize);
    if (!rows) {
        reportFailure(rows.error().message());
        return nullptr;
    }
    if (m_pages.size() >= std::size_t(pagesKept)) {
        const auto oldest = std::min_element(m_pages.begin(), m_pages.end(), [](const auto &a, const auto &b) {
            return a.second.used < b.second.used;
        });
        m_pages.erase(oldest);
    }
    return &m_pages.emplace(number, Page{std::move(rows).value(), ++m_uses}).first->second;
}

void IssueTableModel::reportFailure(const QString &message) const
{
    if (m_failed)
        return;
    m_failed = true; // no page is asked for again until the list is read anew
    auto *self = const_cast<IssueTableModel *>(this);
    QMetaObject::invokeMethod(self, [self, message] { Q_EMIT self->queryFailed(message); }, Qt::QueuedConnection);
}

const IssueRow *IssueTableModel::issueAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    const Page *found = page(row / m_pageSize);
    const int at = row % m_pageSize;
    return found && at < found->rows.size() ? &found->rows[at] : nullptr;
}

qsizetype IssueTableModel::loadedRows() const
{
    qsizetype rows = 0;
    for (const auto &[number, loaded] : m_pages)
        rows += loaded.rows.size();
    return rows;
}

int IssueTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(std::min<qint64>(m_matching, std::numeric_limits<int>::max()));
}

int IssueTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant IssueTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const IssueRow *shown = issueAt(index.row());
    if (!shown)
        return {};
    const IssueRow &row = *shown;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case FrameworkColumn:
            return row.framework;
        case IssueColumn:
            return row.repository.section(u'/', 1) + u"#"_s + row.number;
        case TitleColumn:
            return row.title;
        case YearColumn:
            return row.year > 0 ? QVariant(row.year) : QVariant();
        case MyLabelColumn:
            return row.myLabel;
        case FinalLabelColumn:
            return row.finalCode;
        case UrlColumn:
            return row.url;
        }
        return {};
    case Qt::ToolTipRole: {
        QString tip = row.title.isEmpty() ? row.url : row.title + u"\n"_s + row.url;
        if (row.duplicateUrl)
            tip += tr("\nThis URL has more than one row in the study.");
        return UntrustedText::toolTip(tip);
    }
    case IssueIdRole:
        return row.id;
    case UrlRole:
        return row.url;
    case Qt::TextAlignmentRole:
        return index.column() == YearColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    }
    return {};
}

QVariant IssueTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case FrameworkColumn:
        return tr("Framework");
    case IssueColumn:
        return tr("Issue");
    case TitleColumn:
        return tr("Title");
    case YearColumn:
        return tr("Year");
    case MyLabelColumn:
        return tr("My label");
    case FinalLabelColumn:
        return tr("Final label");
    case UrlColumn:
        return tr("URL");
    }
    return {};
}

void IssueTableModel::refreshIssue(qint64 issueId)
{
    refreshIssues({issueId});
}

void IssueTableModel::refreshIssues(const QList<qint64> &issueIds)
{
    if (!m_store || issueIds.isEmpty())
        return;
    // Many at once (the rules, a merge): one pass over the rows in memory, not one per issue.
    const QSet<qint64> changed(issueIds.begin(), issueIds.end());
    for (auto &[number, loaded] : m_pages) {
        for (int at = 0; at < loaded.rows.size(); ++at) {
            if (!changed.contains(loaded.rows[at].id))
                continue;
            auto fresh = IssueQuery::byId(*m_store, m_filter, loaded.rows[at].id);
            if (!fresh || !*fresh)
                continue;
            loaded.rows[at] = **fresh;
            const int row = number * m_pageSize + at;
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        }
    }
}

int IssueTableModel::rowOfIssue(qint64 issueId)
{
    if (!m_store)
        return -1;
    for (const auto &[number, loaded] : m_pages) {
        for (int at = 0; at < loaded.rows.size(); ++at) {
            if (loaded.rows[at].id == issueId)
                return number * m_pageSize + at;
        }
    }
    // Not in memory: where the issue is, if the filter keeps it, is counted in SQL; its page is
    // read when the view shows it.
    auto position = IssueQuery::position(*m_store, m_filter, issueId);
    if (!position) {
        Q_EMIT queryFailed(position.error().message());
        return -1;
    }
    if (!*position || **position >= rowCount())
        return -1;
    return static_cast<int>(**position);
}

} // namespace taxonomist::ui
