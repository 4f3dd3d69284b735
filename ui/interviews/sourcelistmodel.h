// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "interviews/participant.h"

#include <QAbstractListModel>

namespace taxonomist::ui {

// What the interview workbench can open: each transcript, and for a participant with quotes no
// transcript holds, those quotes together — grouped by participant, users before developers as
// the project lists them.
class SourceListModel final : public QAbstractListModel
{
    Q_OBJECT

public:
    struct Source
    {
        qint64 participantId = 0;
        QString participant;
        core::Participant::Role role = core::Participant::Role::Other;
        QString attributes; // "Beginner, MindSpore + Ascend"
        qint64 transcriptId = 0; // 0: the participant's standalone quotes
        QString name;
        int segments = 0; // the viewer's own (or the layer shown)
    };
    enum Role { ParticipantIdRole = Qt::UserRole + 1, TranscriptIdRole };

    explicit SourceListModel(QObject *parent = nullptr);

    void setSources(const QList<Source> &sources);
    const QList<Source> &sources() const { return m_sources; }
    int rowOf(qint64 participantId, qint64 transcriptId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QList<Source> m_sources;
};

} // namespace taxonomist::ui
