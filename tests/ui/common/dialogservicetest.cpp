// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The real dialogs' answers to the keyboard: Enter on a question about an undoable step (Accept
// Majorities…) accepts it with the button that says what happens; Enter on any other question
// (removing a member) keeps to Cancel.

#include "common/dialogservice.h"

#include <gtest/gtest.h>
#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>

using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

// Presses `key` in the question box once it is up, and notes its buttons' texts.
void pressWhenAsked(int key, QStringList *buttons)
{
    QTimer::singleShot(0, [key, buttons] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        ASSERT_NE(box, nullptr);
        for (QAbstractButton *button : box->buttons())
            buttons->append(button->text());
        QTest::keyClick(box, Qt::Key(key));
    });
}

} // namespace

TEST(WidgetDialogService, EnterAcceptsAnUndoableStepAndCancelsAnyOtherQuestion)
{
    WidgetDialogService dialogs;
    QWidget parent;
    parent.show();
    QStringList buttons;
    pressWhenAsked(Qt::Key_Return, &buttons);
    EXPECT_TRUE(dialogs.confirmUndoable(&parent, u"Accept Majorities"_s,
        u"Accept the majority as the final label of 1 issue in the filtered queue?"_s,
        u"Accept 1 Majority"_s));
    EXPECT_TRUE(buttons.contains(u"Accept 1 Majority"_s)) << buttons.join(u", "_s).toStdString();

    buttons.clear();
    pressWhenAsked(Qt::Key_Escape, &buttons);
    EXPECT_FALSE(dialogs.confirmUndoable(
        &parent, u"Accept Majorities"_s, u"Accept?"_s, u"Accept 3 Majorities"_s));

    buttons.clear();
    pressWhenAsked(Qt::Key_Return, &buttons);
    EXPECT_FALSE(dialogs.confirm(&parent, u"Remove"_s, u"Remove Ana from the team?"_s))
        << "a question about a step that cannot be undone keeps Cancel as its default";
}
