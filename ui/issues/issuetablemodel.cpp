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
{ }

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
    m_ids.clear();
    m_failed = false;
    QString failure;
    if (m_store) {
        // The first page comes with the reset, so a view never shows an empty list in between.
        auto ids = IssueQuery::ids(*m_store, m_filter);
        if (ids) {
            m_ids = std::move(*ids);
            if (!page(0))
                m_ids.clear(); // said below, once
        } else {
            failure = ids.error().message();
        }
    }
    endResetModel();
    if (!failure.isEmpty()) {
        m_failed = true;
        Q_EMIT queryFailed(failure);
    }
    Q_EMIT matchingCountChanged(matchingCount());
}

const IssueTableModel::Page *IssueTableModel::page(int number) const
{
    if (const auto found = m_pages.find(number); found != m_pages.end()) {
        found->second.used = ++m_uses;
        return &found->second;
    }
    const std::size_t first = std::size_t(number) * std::size_t(m_pageSize);
    if (!m_store || m_failed || first >= m_ids.size())
        return nullptr;
    const std::span<const qint64> ids(
        m_ids.data() + first, std::min(m_ids.size() - first, std::size_t(m_pageSize)));
    auto rows = IssueQuery::byIds(*m_store, m_filter.annotatorId, ids);
    if (!rows) {
        reportFailure(rows.error().message());
        return nullptr;
    }
    // One row per id, in the list's order; an issue that went keeps an empty row (id 0).
    Page loaded;
    loaded.rows.reserve(qsizetype(ids.size()));
    qsizetype next = 0;
    for (const qint64 id : ids) {
        if (next < rows->size() && rows->at(next).id == id)
            loaded.rows.append(rows->at(next++));
        else
            loaded.rows.append(IssueRow {});
    }
    loaded.used = ++m_uses;
    if (m_pages.size() >= std::size_t(pagesKept)) {
        const auto oldest = std::min_element(m_pages.begin(), m_pages.end(),
            [](const auto &a, const auto &b) { return a.second.used < b.second.used; });
        m_pages.erase(oldest);
    }
    return &m_pages.emplace(number, std::move(loaded)).first->second;
}

void IssueTableModel::reportFailure(const QString &message) const
{
    if (m_failed)
        return;
    m_failed = true; // no page is asked for again until the list is read anew
    auto *self = const_cast<IssueTableModel *>(this);
    QMetaObject::invokeMethod(
        self, [self, message] { Q_EMIT self->queryFailed(message); }, Qt::QueuedConnection);
}

const IssueRow *IssueTableModel::issueAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    const Page *found = page(row / m_pageSize);
    const int at = row % m_pageSize;
    return found && at < found->rows.size() && found->rows[at].id != 0 ? &found->rows[at] : nullptr;
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
    return parent.isValid()
        ? 0
        : static_cast<int>(std::min<qint64>(matchingCount(), std::numeric_limits<int>::max()));
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
            // An open code not sorted into the taxonomy yet is a label all the same.
            return row.myLabel.isEmpty() && !row.myOpenCode.isEmpty()
                ? tr("open: %1", "an open code, as the label column shows it").arg(row.myOpenCode)
                : row.myLabel;
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
        if (!row.myOpenCode.isEmpty())
            tip += tr("\nMy open code: %1").arg(row.myOpenCode);
        return UntrustedText::toolTip(tip);
    }
    case IssueIdRole:
        return row.id;
    case UrlRole:
        return row.url;
    case Qt::TextAlignmentRole:
        return index.column() == YearColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                            : QVariant();
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

int IssueTableModel::rowOfIssue(qint64 issueId) const
{
    // A linear scan: fast enough for a study ten times the published one (docs/performance.md).
    const auto found = std::find(m_ids.begin(), m_ids.end(), issueId);
    const std::size_t row = std::size_t(found - m_ids.begin());
    return found == m_ids.end() || row >= std::size_t(rowCount()) ? -1 : static_cast<int>(row);
}

} // namespace taxonomist::ui
