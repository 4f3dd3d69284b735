// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "setfinallabelscommand.h"

#include "session/projectsession.h"
#include "store/projectstore.h"

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

Result<std::unique_ptr<SetFinalLabelsCommand>> SetFinalLabelsCommand::create(ProjectSession *session,
                                                                             QList<FinalLabelWrite> after,
                                                                             const QString &context, const QString &text)
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
        before.append({write.issueId, found == current->cend() ? std::nullopt : std::optional<FinalLabel>(*found)});
        if (write.label && write.label->decidedAt.isEmpty())
            write.label->decidedAt = now;
    }
    return std::unique_ptr<SetFinalLabelsCommand>(
        new SetFinalLabelsCommand(session, std::move(before), std::move(after), context, text));
}

SetFinalLabelsCommand::SetFinalLabelsCommand(ProjectSession *session, QList<FinalLabelWrite> before,
                                             QList<FinalLabelWrite> after, QString context, const QString &text)
    : QUndoCommand(text)
    , m_session(session)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_context(std::move(context))
{
}

void SetFinalLabelsCommand::redo()
{
    apply(m_after, m_done ? u"redo"_s : m_context);
    m_done = true;
}

void SetFinalLabelsCommand::undo()
{
    apply(m_before, u"undo"_s);
}

void SetFinalLabelsCommand::apply(const QList<FinalLabelWrite> &writes, const QString &context)
{
    // A write that failed must not stay on the stack pretending it happened.
    if (!m_session->setFinalLabels(writes, context))
        setObsolete(true);
}

} // namespace taxonomist::ui
