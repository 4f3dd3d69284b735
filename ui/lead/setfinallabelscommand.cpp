// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "setfinallabelscommand.h"

#include "session/projectsession.h"
#include "store/projectstore.h"

#include <QUndoStack>

#include <utility>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

Result<std::unique_ptr<SetFinalLabelsCommand>> SetFinalLabelsCommand::create(
    ProjectSession *session, QList<FinalLabelWrite> after, const QString &context,
    const QString &text, Mode mode)
{
    QList<qint64> issueIds;
    for (const FinalLabelWrite &write : after)
        issueIds.append(write.issueId);
    auto current = FinalLabelStore::labels(*session->store(), issueIds);
    if (!current)
        return current.error();
    QList<FinalLabelWrite> before;
    const QString now = ProjectStore::nowUtc();
    for (FinalLabelWrite &write : after) {
        const auto found = current->constFind(write.issueId);
        before.append({write.issueId,
            found == current->cend() ? std::nullopt : std::optional<FinalLabel>(*found)});
        if (write.label && write.label->decidedAt.isEmpty())
            write.label->decidedAt = now;
    }
    return std::unique_ptr<SetFinalLabelsCommand>(new SetFinalLabelsCommand(
        session, std::move(before), std::move(after), context, text, mode));
}

SetFinalLabelsCommand::SetFinalLabelsCommand(ProjectSession *session, QList<FinalLabelWrite> before,
    QList<FinalLabelWrite> after, QString context, const QString &text, Mode mode)
    : QUndoCommand(text)
    , m_session(session)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_context(std::move(context))
    , m_mode(mode)
{ }

void SetFinalLabelsCommand::redo()
{
    if (std::exchange(m_skip, false))
        return;
    apply(m_after, m_done ? u"redo"_s : m_context, false);
    m_done = true;
}

void SetFinalLabelsCommand::undo()
{
    if (std::exchange(m_skip, false))
        return;
    apply(m_before, u"undo"_s, true);
}

void SetFinalLabelsCommand::apply(
    const QList<FinalLabelWrite> &writes, const QString &context, bool undoing)
{
    if (m_mode == Mode::Immediate) {
        // A write that failed must not stay on the stack pretending it happened.
        if (!m_session->setFinalLabels(writes, context))
            setObsolete(true);
        else
            m_written = true;
        return;
    }
    m_session->setFinalLabelsInBackground(
        writes, context, text(), [this, undoing](const Status &status) {
            QUndoStack *stack = m_session->finalLabelStack();
            if (status) {
                m_written = true;
                return;
            }
            if (!m_written) {
                // Never written: nothing to undo or redo. The stack drops it (and this object).
                setObsolete(true);
                stack->undo();
                return;
            }
            // The stack moved, the project did not: move the stack back without writing.
            m_skip = true;
            if (undoing)
                stack->redo();
            else
                stack->undo();
        });
}

} // namespace taxonomist::ui
