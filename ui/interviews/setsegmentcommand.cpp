// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "setsegmentcommand.h"

#include "session/projectsession.h"

namespace taxonomist::ui {

SetSegmentCommand::SetSegmentCommand(ProjectSession *session, QString guid,
    std::optional<core::Segment> before, std::optional<core::Segment> after, const QString &text)
    : QUndoCommand(text)
    , m_session(session)
    , m_guid(std::move(guid))
    , m_before(std::move(before))
    , m_after(std::move(after))
{ }

void SetSegmentCommand::redo()
{
    apply(m_after);
    m_done = true;
}

void SetSegmentCommand::undo()
{
    apply(m_before);
}

void SetSegmentCommand::apply(const std::optional<core::Segment> &segment)
{
    if (!m_session->setSegment(m_guid, segment)) {
        setObsolete(true);
        return;
    }
    if (m_done)
        m_session->revisitSegment(m_guid);
}

} // namespace taxonomist::ui
