// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardeditcommand.h"

namespace taxonomist::ui {

BoardEditCommand::BoardEditCommand(std::function<void(const core::CardSortPlan &)> lay,
    core::CardSortPlan before, core::CardSortPlan after, int textKey, const QString &text)
    : QUndoCommand(text)
    , m_lay(std::move(lay))
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_textKey(textKey)
{ }

void BoardEditCommand::redo()
{
    if (m_done)
        m_lay(m_after);
    m_done = true; // the first redo is the edit itself, made before the push
}

void BoardEditCommand::undo()
{
    m_lay(m_before);
}

bool BoardEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *typed = static_cast<const BoardEditCommand *>(other);
    if (typed->m_textKey != m_textKey)
        return false;
    m_after = typed->m_after;
    return true;
}

} // namespace taxonomist::ui
