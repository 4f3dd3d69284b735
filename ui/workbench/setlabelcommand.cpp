// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "setlabelcommand.h"

#include "session/projectsession.h"

namespace taxonomist::ui {

SetLabelCommand::SetLabelCommand(ProjectSession *session, qint64 issueId,
    std::optional<core::Label> before, std::optional<core::Label> after, const QString &text)
    : QUndoCommand(text)
    , m_session(session)
    , m_issueId(issueId)
    , m_before(std::move(before))
    , m_after(std::move(after))
{ }

void SetLabelCommand::redo()
{
    apply(m_after);
    m_done = true;
}

void SetLabelCommand::undo()
{
    apply(m_before);
}

void SetLabelCommand::apply(const std::optional<core::Label> &label)
{
    if (!m_session->setLabel(m_issueId, label)) {
        setObsolete(true); // a write that failed must not stay on the stack pretending it happened
        return;
    }
    // An undo, or a redo after one, may change an issue the workbench has moved on from.
    if (m_done)
        m_session->revisit(m_issueId);
}

} // namespace taxonomist::ui
