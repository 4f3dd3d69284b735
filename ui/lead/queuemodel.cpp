// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "queuemodel.h"

#include "common/corenames.h"
#include "common/untrustedtext.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QPalette>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

// "owner/repo#12" from the issue URL.
QString shortName(const QString &url)
{
    const QStringList parts = url.split(u'/');
    return parts.size() >= 7 ? u"%1/%2#%3"_s.arg(parts[3], parts[4], parts[6]) : url;
}

bool matches(QueueFilter::Status status, bool decided)
{
    return status == QueueFilter::Status::All
        || (status == QueueFilter::Status::Decided) == decided;
}

} // namespace

QueueModel::QueueModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void QueueModel::setEntries(QList<QueueEntry> entries, QueueFilter::Status status)
{
    beginResetModel();
    m_entries = std::move(entries);
    m_status = status;
    reindex();
    endResetModel();
}

void QueueModel::reindex()
{
    m_rowOf.clear();
    for (int row = 0; row < m_entries.size(); ++row)
        m_rowOf.insert(m_entries[row].issueId, row);
}

const QueueEntry *QueueModel::entry(int row) const
{
    return row >= 0 && row < m_entries.size() ? &m_entries[row] : nullptr;
}

int QueueModel::rowOf(qint64 issueId) const
{
    return m_rowOf.value(issueId, -1);
}

bool QueueModel::updateFinalLabel(
    qint64 issueId, const std::optional<FinalLabel> &label, const QString &code)
{
    const int row = rowOf(issueId);
    if (row < 0)
        return !matches(m_status, label.has_value());
    if (!matches(m_status, label.has_value())) {
        beginRemoveRows({}, row, row);
        m_entries.removeAt(row);
        reindex();
        endRemoveRows();
        return true;
    }
    m_entries[row].finalLabel = label;
    m_entries[row].finalCode = label ? code : QString();
    m_entries[row].votesChanged = false; // decided (or undone) after every label it has now
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    return true;
}

int QueueModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int QueueModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant QueueModel::data(const QModelIndex &index, int role) const
{
    const QueueEntry *e = index.isValid() ? entry(index.row()) : nullptr;
    if (!e)
        return {};
    if (role == IssueIdRole)
        return e->issueId;
    if (role == Qt::ToolTipRole && index.column() == IssueColumn)
        return UntrustedText::toolTip(e->title.isEmpty() ? e->url : e->title + u"\n"_s + e->url);
    if (role == Qt::FontRole && index.column() == SplitColumn && e->isTie) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole && index.column() == UnsureColumn && e->unsure > 0)
        return tr("%n volunteer(s) marked their label unsure", nullptr, e->unsure);
    if (role == Qt::ForegroundRole && index.column() == FinalColumn && !e->finalLabel)
        return QBrush(QPalette().color(QPalette::PlaceholderText));
    if (role == Qt::ToolTipRole && index.column() == FinalColumn && e->finalLabel
        && e->votesChanged)
        return tr("A volunteer's label was written after this decision: it was taken on other "
                  "votes. Look at it again (the “Votes changed” filter lists them all).");
    if (role == Qt::FontRole && index.column() == FinalColumn && e->finalLabel && e->votesChanged) {
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case IssueColumn:
        return e->title.isEmpty() ? shortName(e->url) : shortName(e->url) + u"  "_s + e->title;
    case FrameworkColumn:
        return e->framework;
    case YearColumn:
        return e->year > 0 ? QVariant(e->year) : QVariant();
    case VotesColumn:
        return e->votesText();
    case SplitColumn:
        return e->isTie
            ? tr("tie")
            : tr("%1 of %2").arg(e->votes.isEmpty() ? 0 : e->votes.first().count).arg(e->labels);
    case SuggestionColumn:
        return e->hasSuggestion()
            ? e->suggestionCode + (e->reachesThreshold ? QString() : tr(" (weak)"))
            : u"—"_s;
    case FinalColumn:
        if (!e->finalLabel)
            return tr("undecided");
        return e->votesChanged
            ? tr("%1 (%2) · votes changed")
                  .arg(e->finalCode, CoreNames::method(e->finalLabel->method))
            : u"%1 (%2)"_s.arg(e->finalCode, CoreNames::method(e->finalLabel->method));
    case UnsureColumn:
        return e->unsure > 0 ? QVariant(e->unsure) : QVariant(); // blank: nobody doubted
    default:
        return {};
    }
}

QVariant QueueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const QStringList titles {tr("Issue"), tr("Framework"), tr("Year"), tr("Theme votes"),
        tr("Split"), tr("Majority"), tr("Final"), tr("Unsure")};
    return titles.value(section);
}

} // namespace taxonomist::ui
