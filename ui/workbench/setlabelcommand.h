// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "store/labelstore.h"

#include <QUndoCommand>

#include <optional>

namespace taxonomist::ui {

class ProjectSession;

// One label change of the session's annotator as an undoable step. Redo and undo each write to
// the project at once (and to its audit log) through the session, which tells every view; a
// write that fails makes the command obsolete, so the stack never holds a change that did not
// happen.
class SetLabelCommand final : public QUndoCommand
{
public:
    SetLabelCommand(ProjectSession *session, qint64 issueId, std::optional<core::Label> before,
        std::optional<core::Label> after, const QString &text);

    void redo() override;
    void undo() override;

private:
    void apply(const std::optional<core::Label> &label);

    ProjectSession *m_session;
    qint64 m_issueId;
    std::optional<core::Label> m_before;
    std::optional<core::Label> m_after;
    bool m_done = false; // after the first redo, a redo brings a change back
};

} // namespace taxonomist::ui
