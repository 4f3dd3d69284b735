// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "interviews/segment.h"

#include <QUndoCommand>

#include <optional>

namespace taxonomist::ui {

class ProjectSession;

// One change of a coded interview segment — coded, a node added or removed, the memo edited,
// removed — as an undoable step. Each redo and undo writes through the session at once (durable,
// audit-logged) and a failed write makes the command obsolete, as SetLabelCommand does.
class SetSegmentCommand final : public QUndoCommand
{
public:
    SetSegmentCommand(ProjectSession *session, QString guid, std::optional<core::Segment> before,
        std::optional<core::Segment> after, const QString &text);

    void redo() override;
    void undo() override;

private:
    void apply(const std::optional<core::Segment> &segment);

    ProjectSession *m_session;
    QString m_guid;
    std::optional<core::Segment> m_before;
    std::optional<core::Segment> m_after;
    bool m_done = false;
};

} // namespace taxonomist::ui
