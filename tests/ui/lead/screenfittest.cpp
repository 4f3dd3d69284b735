// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every window opens within the screen's available area, frame and all, and can be as small as
// that area: run by ctest on a 1366×768 laptop screen and on a 2560×1440 screen at 2× scale
// (1280×720 in logical pixels), through the offscreen platform's screen configuration
// (tests/ui/lead/screens/). A geometry saved on a larger screen is brought back within this one.

#include "common/screenfit.h"
#include "cardsort/cardsortwindow.h"
#include "common/settings.h"
#include "interviews/interviewwindow.h"
#include "leadwindowfixture.h"
#include "picker/codebookdialog.h"
#include "picker/taxonomymodel.h"
#include "picker/taxonomypicker.h"
#include "taxonomy/taxonomyloader.h"
#include "teamwork/teamdialog.h"
#include "window/mainwindow.h"

#include <QGuiApplication>
#include <QHeaderView>
#include <QPushButton>
#include <QScreen>
#include <QTableView>
#include <QTreeView>

using namespace taxonomist;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

QRect screenArea()
{
    return QGuiApplication::primaryScreen()->availableGeometry();
}

// The window as shown, with its frame and the smallest size its layout allows, inside the area.
void expectWithinScreen(QWidget &window, const char *what)
{
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window)) << what;
    const QRect area = screenArea();
    EXPECT_TRUE(area.contains(window.frameGeometry()))
        << what << ": frame " << window.frameGeometry().width() << "×"
        << window.frameGeometry().height() << " at " << window.frameGeometry().x() << ","
        << window.frameGeometry().y() << " on " << area.width() << "×" << area.height();
    const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
    EXPECT_LE(minimum.width(), area.width()) << what;
    EXPECT_LE(minimum.height(), area.height()) << what;
}

class ScreenFitTest : public LeadWindowTest
{
};

} // namespace

TEST_F(ScreenFitTest, TheScreenIsTheOneThisRunAskedFor)
{
    // ctest runs this suite on the screens of tests/ui/lead/screens/; run alone, the offscreen
    // platform's own 800×600 screen is as good a small screen.
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    const QRect area = screenArea();
    if (platform.contains("1366x768")) {
        EXPECT_EQ(area.size(), QSize(1366, 768));
    } else if (platform.contains("2x")) {
        EXPECT_EQ(area.size(), QSize(1280, 720));
    }
    EXPECT_LE(area.width(), 1366);
}

TEST_F(ScreenFitTest, EveryWindowOpensWithinTheScreen)
{
    openWindow(); // the lead's window
    expectWithinScreen(*window, "the lead's window");

    ui::InterviewWindow interviews(session.get(), dialogs);
    expectWithinScreen(interviews, "the interview window");

    ui::TaxonomyModel model;
    ui::CodebookDialog codebook(&model, session.get());
    expectWithinScreen(codebook, "the codebook");

    ui::TeamDialog team(session.get(), *dialogs);
    expectWithinScreen(team, "the team dialog");

    ui::CardSortWindow cardSort(session.get(), dialogs);
    expectWithinScreen(cardSort, "the card sort");

    ui::MainWindow main(std::make_unique<RecordingLeadDialogs>());
    ASSERT_TRUE(main.openProject(project.path()));
    expectWithinScreen(main, "the main window");
}

TEST_F(ScreenFitTest, AGeometrySavedOnALargerScreenComesBackWithinThisOne)
{
    QWidget window;
    window.setGeometry(QRect(3000, 2000, 2400, 1500)); // as restoreGeometry() may leave it
    ui::keepOnScreen(&window);
    expectWithinScreen(window, "a window restored from a larger screen");
    EXPECT_EQ(window.size(), ui::roomOnScreen(&window));
}

TEST(ScreenFit, RecentlyUsedCodesNeverWidenThePicker)
{
    auto taxonomy = core::TaxonomyLoader::bundledLlmChallenges();
    ASSERT_TRUE(taxonomy.ok());
    QList<qint64> ids;
    for (int i = 0; i < taxonomy->size(); ++i)
        ids.append(1000 + i);
    ui::TaxonomyModel model;
    model.setTaxonomy(*taxonomy, ids);
    ui::TaxonomyPicker picker(&model);
    picker.resize(400, 600);
    picker.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&picker));
    picker.setRecentNodes(ids.first(2));
    QCoreApplication::processEvents();
    const int narrow = picker.minimumSizeHint().width();
    picker.setRecentNodes(ids.mid(10, 24)); // more codes than the pane is wide
    QCoreApplication::processEvents();
    auto *recent = picker.findChild<QWidget *>(u"recentlyUsed"_s);
    ASSERT_NE(recent, nullptr);
    EXPECT_EQ(recent->findChildren<QPushButton *>().size(), 24);
    EXPECT_EQ(picker.minimumSizeHint().width(), narrow);
    EXPECT_EQ(picker.width(), 400);
}

// On a laptop's screen the lead sees ten rows of the queue and a half (what comes next), and the
// picker eight rows of codes at least, beside the votes rather than below them.
TEST_F(ScreenFitTest, TheLeadSeesTenRowsOfTheQueueAndEightOfThePicker)
{
    openWindow();
    window->setWindowState(Qt::WindowMaximized);
    window->resize(ui::roomOnScreen(window.get()));
    QCoreApplication::processEvents();
    auto *queue = window->findChild<QTableView *>(u"disagreementQueue"_s);
    auto *picker = window->findChild<ui::TaxonomyPicker *>(u"finalLabelPicker"_s);
    ASSERT_NE(queue, nullptr);
    ASSERT_NE(picker, nullptr);
    auto *tree = picker->findChild<QTreeView *>();
    ASSERT_NE(tree, nullptr);
    ASSERT_TRUE(picker->isVisible());
    const int queueRows
        = queue->viewport()->height() / queue->verticalHeader()->defaultSectionSize();
    ASSERT_GT(tree->model()->rowCount(), 0);
    const int treeRow = tree->visualRect(tree->model()->index(0, 0)).height();
    ASSERT_GT(treeRow, 0);
    const int pickerRows = tree->viewport()->height() / treeRow;
    EXPECT_GE(queueRows, 10) << "the queue's viewport is " << queue->viewport()->height() << " px";
    if (screenArea().height() >= 768) {
        EXPECT_GE(pickerRows, 8) << "the picker's tree is " << tree->viewport()->height() << " px";
    }
    // The picker's pane is beside the decision panel, within the window.
    EXPECT_TRUE(window->rect().contains(picker->mapTo(window.get(), picker->rect().bottomRight())));
}

// The volunteer's picker on the same screen: eight rows of codes at least.
TEST_F(ScreenFitTest, TheVolunteerSeesEightRowsOfThePicker)
{
    ui::MainWindow main(std::make_unique<RecordingLeadDialogs>());
    ASSERT_TRUE(main.openProject(project.path()));
    main.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&main));
    auto *picker = main.findChild<ui::TaxonomyPicker *>();
    ASSERT_NE(picker, nullptr);
    auto *tree = picker->findChild<QTreeView *>();
    ASSERT_NE(tree, nullptr);
    ASSERT_GT(tree->model()->rowCount(), 0);
    const int treeRow = tree->visualRect(tree->model()->index(0, 0)).height();
    ASSERT_GT(treeRow, 0);
    if (screenArea().height() >= 768) {
        EXPECT_GE(tree->viewport()->height() / treeRow, 8)
            << "the picker's tree is " << tree->viewport()->height() << " px";
    }
}
