// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "undokeysfilter.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QUndoGroup>

namespace taxonomist::ui {

UndoKeysFilter::UndoKeysFilter(QWidget *window, QUndoGroup *group)
    : QObject(window)
    , m_window(window)
    , m_group(group)
{
    qApp->installEventFilter(this);
}

UndoKeysFilter::Key UndoKeysFilter::classify(int key, Qt::KeyboardModifiers modifiers)
{
    const QKeySequence pressed(QKeyCombination(modifiers & ~Qt::KeypadModifier, Qt::Key(key)));
    if (pressed == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)
        || QKeySequence::keyBindings(QKeySequence::Redo).contains(pressed))
        return Key::Redo;
    if (QKeySequence::keyBindings(QKeySequence::Undo).contains(pressed))
        return Key::Undo;
    return Key::Other;
}

bool UndoKeysFilter::eventFilter(QObject *watched, QEvent *event)
{
    if ((event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        || !m_window || !m_group)
        return false;
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!widget || widget->window() != m_window)
        return false;
    if (!qobject_cast<QLineEdit *>(widget) && !qobject_cast<QTextEdit *>(widget)
        && !qobject_cast<QPlainTextEdit *>(widget) && !qobject_cast<QAbstractSpinBox *>(widget))
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    const Key kind = classify(key->key(), key->modifiers());
    if (kind == Key::Other)
        return false;
    // A text field claims the keys in ShortcutOverride and undoes its own text on the key press.
    // Here the key press undoes the last label instead (the group's active stack), and the
    // override is taken so that no other shortcut acts on the same press as well.
    if (event->type() == QEvent::ShortcutOverride) {
        event->accept();
        return true;
    }
    if (kind == Key::Undo)
        m_group->undo();
    else
        m_group->redo();
    return true;
}

} // namespace taxonomist::ui
