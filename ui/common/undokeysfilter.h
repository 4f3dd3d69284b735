// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QPointer>

class QUndoGroup;
class QWidget;

namespace taxonomist::ui {

// Gives a window's Undo and Redo actions Ctrl+Z and Ctrl+Shift+Z wherever focus is in it: a text
// field would otherwise take the keys for its own text and leave the label it just saved alone.
class UndoKeysFilter final : public QObject
{
    Q_OBJECT

public:
    // Installs itself on the application; it is removed with `window`. The keys act on `group`
    // (its active stack), as the window's Edit › Undo and Redo do.
    UndoKeysFilter(QWidget *window, QUndoGroup *group);

    enum class Key { Other, Undo, Redo };
    // Undo for QKeySequence::Undo's keys; Redo for QKeySequence::Redo's and for Ctrl+Shift+Z.
    static Key classify(int key, Qt::KeyboardModifiers modifiers);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPointer<QWidget> m_window;
    QPointer<QUndoGroup> m_group;
};

} // namespace taxonomist::ui
