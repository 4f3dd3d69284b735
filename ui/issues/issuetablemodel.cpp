// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issuetablemodel.h"

#include "common/untrustedtext.h"
#include "store/projectstore.h"

#include <QSet>

#include <algorithm>

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

void IssueTableModel::reload()
{
    m_announcing = true;
    beginResetModel();
    m_rows.clear();
    m_matching = 0;
    QString failure;
    if (m_store) {
        // The first page comes with the reset, so a view never shows an empty list in between.
        auto count = IssueQuery::count(*m_store, m_filter);
        auto page = IssueQuery::page(*m_store, m_filter, nullptr, m_pageSize);
        if (count && page) {
            m_matching = *count;
            m_rows = std::move(page).value();
        } else {
            failure = count ? page.error().message() : count.error().message();
        }
    }
    endResetModel();
    m_announcing = false;
    if (!failure.isEmpty())
        Q_EMIT queryFailed(failure);
    Q_EMIT matchingCountChanged(m_matching);
}

int IssueTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int IssueTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant IssueTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const IssueRow &row = m_rows[index.row()];
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
    if (!m_store)
        return;
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row].id != issueId)
            continue;
        auto fresh = IssueQuery::byId(*m_store, m_filter, issueId);
        if (!fresh || !*fresh)
            return;
        m_rows[row] = **fresh;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
}

void IssueTableModel::refreshIssues(const QList<qint64> &issueIds)
{
    if (issueIds.size() == 1) {
        refreshIssue(issueIds.first());
        return;
    }
    // Many at once (the rules, a merge): one pass over the rows loaded, not one per issue.
    const QSet<qint64> changed(issueIds.begin(), issueIds.end());
    for (int row = 0; row < m_rows.size() && m_store; ++row) {
        if (!changed.contains(m_rows[row].id))
            continue;
        auto fresh = IssueQuery::byId(*m_store, m_filter, m_rows[row].id);
        if (!fresh || !*fresh)
            continue;
        m_rows[row] = **fresh;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
}

int IssueTableModel::rowOfIssue(qint64 issueId)
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row].id == issueId)
            return row;
    }
    if (!canFetchMore({}) || m_announcing)
        return -1;
    // Not loaded: where the issue is, if the filter keeps it, is counted in SQL, so an issue the
    // filter leaves out costs two counts instead of loading every page of the list.
    auto position = IssueQuery::position(*m_store, m_filter, issueId);
    if (!position) {
        Q_EMIT queryFailed(position.error().message());
        return -1;
    }
    if (!*position)
        return -1;
    const qint64 row = **position;
    if (row >= m_rows.size()) // the rows up to it in one read, rounded up to whole pages
        appendRows(static_cast<int>((row / m_pageSize + 1) * m_pageSize - m_rows.size()));
    for (int loaded = static_cast<int>(std::min<qint64>(row, m_rows.size())); loaded < m_rows.size(); ++loaded) {
        if (m_rows[loaded].id == issueId)
            return loaded;
    }
    return -1;
}

bool IssueTableModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_store && m_rows.size() < m_matching;
}

void IssueTableModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    if (m_announcing) {
        // Called from a handler of our own reset or insertion signals (QAbstractItemModelTester
        // does this): inserting rows while that change is announced would interleave the two.
        QMetaObject::invokeMethod(this, [this] { fetchMore({}); }, Qt::QueuedConnection);
        return;
    }
    appendRows(m_pageSize);
}

void IssueTableModel::appendRows(int limit)
{
    auto page = IssueQuery::page(*m_store, m_filter, m_rows.isEmpty() ? nullptr : &m_rows.last(), limit);
    if (!page) {
        Q_EMIT queryFailed(page.error().message());
        m_matching = m_rows.size(); // stop asking for rows that cannot be read
        return;
    }
    if (page->isEmpty()) {
        m_matching = m_rows.size();
        return;
    }
    const int first = static_cast<int>(m_rows.size());
    m_announcing = true;
    beginInsertRows({}, first, first + static_cast<int>(page->size()) - 1);
    m_rows.append(*page);
    endInsertRows();
    m_announcing = false;
}

} // namespace taxonomist::ui
