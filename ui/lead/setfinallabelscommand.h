// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/finallabelstore.h"
#include "result.h"

#include <QUndoCommand>

#include <memory>

namespace taxonomist::ui {

class ProjectSession;

// One reconciliation step as an undoable command: a single decision, "Apply rules" or "accept
// the majority for the filtered set". It keeps the labels it replaced exactly as they were
// (method, decider, note and time), so undo restores the previous final labels row for row.
// Every redo and undo is one transaction in the project and its audit log, written through the
// session (which tells every view); a write that fails makes the command obsolete.
//
// A bulk command (the rules, accepting majorities) writes on a worker thread, its undo and redo
// too (ProjectSession::setFinalLabelsInBackground): the stack moves at once and moves back when
// the write fails or is cancelled, so it always says what the project holds; a first write that
// does not happen takes the command off the stack.
class SetFinalLabelsCommand final : public QUndoCommand
{
public:
    enum class Mode { Immediate, Background };

    // Reads the current final labels of the issues in `after` and stamps the new ones with one
    // time, so a redo after an undo writes the same rows again.
    static core::Result<std::unique_ptr<SetFinalLabelsCommand>> create(ProjectSession *session,
        QList<core::FinalLabelWrite> after, const QString &context, const QString &text,
        Mode mode = Mode::Immediate);

    void redo() override;
    void undo() override;
    int size() const { return static_cast<int>(m_after.size()); }

private:
    SetFinalLabelsCommand(ProjectSession *session, QList<core::FinalLabelWrite> before,
        QList<core::FinalLabelWrite> after, QString context, const QString &text, Mode mode);
    void apply(const QList<core::FinalLabelWrite> &writes, const QString &context, bool undoing);

    ProjectSession *m_session;
    QList<core::FinalLabelWrite> m_before;
    QList<core::FinalLabelWrite> m_after;
    QString m_context;
    Mode m_mode;
    bool m_done = false; // the first redo happened
    bool m_written = false; // the project held `after` at least once
    bool m_skip = false; // the next undo or redo only moves the stack back (a write that failed)
};

} // namespace taxonomist::ui
