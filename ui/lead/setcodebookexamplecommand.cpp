// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "setcodebookexamplecommand.h"

#include "session/projectsession.h"

namespace taxonomist::ui {

SetCodebookExampleCommand::SetCodebookExampleCommand(
    ProjectSession *session, qint64 nodeId, qint64 issueId, bool example, const QString &text)
    : QUndoCommand(text)
    , m_session(session)
    , m_nodeId(nodeId)
    , m_issueId(issueId)
    , m_example(example)
{ }

void SetCodebookExampleCommand::redo()
{
    apply(m_example);
}

void SetCodebookExampleCommand::undo()
{
    apply(!m_example);
}

void SetCodebookExampleCommand::apply(bool example)
{
    if (!m_session->setCodebookExample(m_nodeId, m_issueId, example))
        setObsolete(true); // the stack never holds a change that did not happen
}

} // namespace taxonomist::ui
