// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QUndoCommand>

namespace taxonomist::ui {

class ProjectSession;

// The lead marks an issue as an example of a node in the codebook, or takes the mark away, as
// an undoable step on the lead's stack. A write that fails makes the command obsolete.
class SetCodebookExampleCommand final : public QUndoCommand
{
public:
    SetCodebookExampleCommand(
        ProjectSession *session, qint64 nodeId, qint64 issueId, bool example, const QString &text);

    void redo() override;
    void undo() override;

private:
    void apply(bool example);

    ProjectSession *m_session;
    qint64 m_nodeId;
    qint64 m_issueId;
    bool m_example;
};

} // namespace taxonomist::ui
