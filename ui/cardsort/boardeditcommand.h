// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/cardsort.h"

#include <QUndoCommand>

#include <functional>

namespace taxonomist::ui {

// One edit of the card-sort board (a node made, moved, named or taken off, cards placed), undone
// by laying the board as it was before. The edit is already on the board when the command is
// pushed, so its first redo does nothing. Typing a node's name or description merges into one
// step.
class BoardEditCommand final : public QUndoCommand
{
public:
    // `lay` puts a plan on the board; `textKey` as CardSortBoardModel::edited() gives it.
    BoardEditCommand(std::function<void(const core::CardSortPlan &)> lay, core::CardSortPlan before,
        core::CardSortPlan after, int textKey, const QString &text);

    void redo() override;
    void undo() override;
    int id() const override { return m_textKey > 0 ? 1 : -1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    std::function<void(const core::CardSortPlan &)> m_lay;
    core::CardSortPlan m_before;
    core::CardSortPlan m_after;
    int m_textKey;
    bool m_done = false;
};

} // namespace taxonomist::ui
