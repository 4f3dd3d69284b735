// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The lead's window on a 1366×768 screen: every tab fits it (what does not fit wraps or scrolls),
// so no button is cut off and the window can be as small as the screen.

#include "leadwindowfixture.h"

#include <QTabWidget>

using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

class LeadWindowSizeTest : public LeadWindowTest
{
};

} // namespace

TEST_F(LeadWindowSizeTest, EveryTabFitsA1366By768Screen)
{
    openWindow();
    window->resize(1366, 768);
    auto *tabs = window->findChild<QTabWidget *>(u"leadTabs"_s);
    ASSERT_NE(tabs, nullptr);
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        QTest::qWait(50);
        const QSize minimum = window->minimumSizeHint().expandedTo(window->minimumSize());
        EXPECT_LE(minimum.width(), 1366) << tabs->tabText(tab).toStdString();
        EXPECT_LE(minimum.height(), 768) << tabs->tabText(tab).toStdString();
        EXPECT_LE(window->width(), 1366) << tabs->tabText(tab).toStdString();
        EXPECT_LE(window->height(), 768) << tabs->tabText(tab).toStdString();
    }
}
