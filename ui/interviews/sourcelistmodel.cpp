// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sourcelistmodel.h"

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

SourceListModel::SourceListModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

void SourceListModel::setSources(const QList<Source> &sources)
{
    beginResetModel();
    m_sources = sources;
    endResetModel();
}

int SourceListModel::rowOf(qint64 participantId, qint64 transcriptId) const
{
    for (qsizetype row = 0; row < m_sources.size(); ++row) {
        if (m_sources[row].participantId == participantId
            && m_sources[row].transcriptId == transcriptId)
            return static_cast<int>(row);
    }
    return -1;
}

int SourceListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_sources.size());
}

QVariant SourceListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_sources.size())
        return {};
    const Source &s = m_sources[index.row()];
    switch (role) {
    case Qt::DisplayRole: {
        const QString what = s.transcriptId > 0 ? s.name : tr("quotes without a transcript");
        const QString count = s.segments > 0 ? u"  (%1)"_s.arg(s.segments) : QString();
        return u"%1 · %2 — %3%4"_s.arg(s.participant, Participant::roleKey(s.role), what, count);
    }
    case Qt::ToolTipRole:
        return s.attributes.toHtmlEscaped();
    case ParticipantIdRole:
        return s.participantId;
    case TranscriptIdRole:
        return s.transcriptId;
    default:
        return {};
    }
}

} // namespace taxonomist::ui
