// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Walks every widget of the main window, the lead's window and the interview workbench on the
// demo (every tab, shown or not) and fails on an interactive one a screen reader could not name, on
// a label whose buddy is missing, and on a menu a keyboard cannot open.
#include "cardsort/cardsortwindow.h"
#include "common/settings.h"
#include "fetching/fetchsettingsdialog.h"
#include "interviews/interviewactions.h"
#include "interviews/interviewwindow.h"
#include "issues/keywordsdialog.h"
#include "lead/kappaheatmap.h"
#include "lead/leadwindow.h"
#include "lead/proposaldialog.h"
#include "picker/codebookdialog.h"
#include "project/demoproject.h"
#include "recordingdialogservice.h"
#include "session/projectsession.h"
#include "teamwork/serversetupdialog.h"
#include "teamwork/teamdialog.h"
#include "window/mainwindow.h"
#include "workbench/workbench.h"

#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QToolButton>

using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

// Qt's own parts of a composite widget (a spin box's line edit, a scroll area's bars, a combo
// box's popup, a line edit's clear button, a table's corner button) are named by the widget that
// holds them. Qt names its internal widgets "qt_…".
bool isPartOfAnother(const QWidget *widget)
{
    if (widget->objectName().startsWith(u"qt_"_s) || qobject_cast<const QScrollBar *>(widget)
        || qobject_cast<const QHeaderView *>(widget))
        return true;
    for (const QObject *parent = widget->parent(); parent; parent = parent->parent()) {
        if (qobject_cast<const QComboBox *>(parent)
            || qobject_cast<const QAbstractSpinBox *>(parent)
            || qobject_cast<const QTabBar *>(parent) || qobject_cast<const QLineEdit *>(parent)
            || qobject_cast<const QAbstractItemView *>(parent))
            return true;
    }
    return false;
}

// What a user can click, type into or move through.
bool isInteractive(const QWidget *widget)
{
    return qobject_cast<const QAbstractButton *>(widget) || qobject_cast<const QLineEdit *>(widget)
        || qobject_cast<const QComboBox *>(widget) || qobject_cast<const QAbstractSpinBox *>(widget)
        || qobject_cast<const QAbstractItemView *>(widget)
        || qobject_cast<const QAbstractSlider *>(widget) || qobject_cast<const QTextEdit *>(widget)
        || qobject_cast<const QPlainTextEdit *>(widget) || qobject_cast<const QTabBar *>(widget);
}

QString describe(const QWidget *widget)
{
    QStringList path;
    for (const QObject *object = widget; object; object = object->parent())
        path.prepend(
            QString::fromLatin1(object->metaObject()->className()) + u'#' + object->objectName());
    return path.join(u" > "_s);
}

// The interactive widgets under `window` without an accessible name, and labels that name a
// field (they end in a colon) without a buddy.
QStringList unnamed(const QWidget *window)
{
    QStringList problems;
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (isPartOfAnother(widget))
            continue;
        if (isInteractive(widget)) {
            QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(widget);
            if (!accessible || accessible->text(QAccessible::Name).trimmed().isEmpty())
                problems += u"no accessible name: "_s + describe(widget);
        }
        if (auto *label = qobject_cast<QLabel *>(widget);
            label && label->text().trimmed().endsWith(u':') && !label->buddy())
            problems += u"a field label without a buddy: "_s + describe(widget) + u" \""_s
                + label->text() + u'"';
    }
    return problems;
}

// Every menu of the menu bar opens with Alt and a letter, and every action in it has text.
QStringList unreachableByKeyboard(const QMenuBar *bar)
{
    QStringList problems;
    for (const QAction *menuAction : bar->actions()) {
        if (!menuAction->text().contains(u'&'))
            problems += u"a menu without a mnemonic: "_s + menuAction->text();
        if (!menuAction->menu())
            continue;
        for (const QAction *action : menuAction->menu()->actions()) {
            if (!action->isSeparator() && action->text().trimmed().isEmpty())
                problems += u"an action without text in "_s + menuAction->text();
        }
    }
    return problems;
}

class Accessibility : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        auto installed = DemoProject::install(dir.path());
        ASSERT_TRUE(installed.ok()) << installed.error().message().toStdString();
        path = *installed;
        Settings::setAnnotatorFor(path, u"Dana"_s); // the demo's lead
        window = std::make_unique<MainWindow>(
            std::make_unique<taxonomist::test::RecordingDialogService>());
        window->show();
        ASSERT_TRUE(window->openProject(path));
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    }

    QTemporaryDir dir;
    QString path;
    std::unique_ptr<MainWindow> window;
};

} // namespace

TEST_F(Accessibility, EveryControlOfTheMainWindowHasAName)
{
    const QStringList problems = unnamed(window.get());
    EXPECT_TRUE(problems.isEmpty()) << problems.join(u'\n').toStdString();
    EXPECT_GT(window->findChildren<QAbstractButton *>().size(), 0)
        << "the walk found the window's widgets";
}

TEST_F(Accessibility, EveryControlOfTheLeadWindowHasAName)
{
    LeadWindow *lead = window->openLeadWindow();
    ASSERT_NE(lead, nullptr);
    const QStringList problems = unnamed(lead);
    EXPECT_TRUE(problems.isEmpty()) << problems.join(u'\n').toStdString();
    EXPECT_GT(lead->findChildren<QAbstractItemView *>().size(), 2)
        << "the walk found the lead's views";
    EXPECT_NE(lead->findChild<QWidget *>(u"roundName"_s), nullptr)
        << "the walk reaches the tabs not shown";
}

TEST_F(Accessibility, EveryControlOfTheInterviewWindowHasAName)
{
    InterviewWindow *interviews = window->interviewActions()->openWindow();
    ASSERT_NE(interviews, nullptr);
    const QStringList problems = unnamed(interviews);
    EXPECT_TRUE(problems.isEmpty()) << problems.join(u'\n').toStdString();
    EXPECT_GT(interviews->findChildren<QAbstractItemView *>().size(), 1)
        << "the walk found the interview views";
}

TEST_F(Accessibility, EveryControlOfTheCardSortHasAName)
{
    CardSortWindow *sort = window->openCardSort();
    ASSERT_NE(sort, nullptr) << "the demo's lead opens it";
    const QStringList problems = unnamed(sort);
    EXPECT_TRUE(problems.isEmpty()) << problems.join(u'\n').toStdString();
    EXPECT_GT(sort->findChildren<QAbstractItemView *>().size(), 2)
        << "the walk found the card list, the card's issues and the board";
}

TEST_F(Accessibility, EveryControlOfTheDialogsHasAName)
{
    ProjectSession *session = window->session();
    taxonomist::test::RecordingDialogService dialogs;
    TeamDialog team(session, dialogs, window.get());
    KeywordsDialog keywords(session, u"pytorch"_s, window.get());
    ProposalDialog proposal(session->store(), session->annotatorId(), 0, 0, window.get());
    FetchSettingsDialog fetch(taxonomist::core::FetchSettings {}, nullptr, window.get());
    CodebookDialog codebook(window->workbench()->taxonomyModel(), session, window.get());
    ServerSetupDialog createServer(ServerSetupDialog::Mode::Create, dialogs, window.get());
    ServerSetupDialog joinTeam(ServerSetupDialog::Mode::Join, dialogs, window.get());
    QStringList problems;
    for (const QWidget *dialog : std::initializer_list<const QWidget *> {
             &team, &keywords, &proposal, &fetch, &codebook, &createServer, &joinTeam})
        problems += unnamed(dialog);
    EXPECT_TRUE(problems.isEmpty()) << problems.join(u'\n').toStdString();
}

TEST_F(Accessibility, EveryMenuOpensFromTheKeyboard)
{
    QStringList problems = unreachableByKeyboard(window->menuBar());
    if (LeadWindow *lead = window->openLeadWindow())
        problems += unreachableByKeyboard(lead->menuBar());
    if (InterviewWindow *interviews = window->interviewActions()->openWindow())
        problems += unreachableByKeyboard(interviews->menuBar());
    EXPECT_TRUE(problems.isEmpty()) << problems.join(u'\n').toStdString();
}

// The check itself: an unnamed icon-only button and a label without a buddy are both found.
TEST(AccessibilityCheck, FindsAnUnnamedButtonAndALabelWithoutABuddy)
{
    QWidget form;
    auto *button = new QToolButton(&form);
    button->setObjectName(u"iconOnly"_s);
    auto *label = new QLabel(u"Annotator:"_s, &form);
    auto *field = new QLineEdit(&form);
    QStringList problems = unnamed(&form);
    ASSERT_EQ(problems.size(), 3) << problems.join(u'\n').toStdString();
    EXPECT_TRUE(problems[0].contains(u"QToolButton#iconOnly"_s));

    button->setAccessibleName(u"Close"_s);
    label->setBuddy(field); // names the field too
    EXPECT_EQ(unnamed(&form), QStringList());
}

// The κ heatmap's values reach a screen reader: every pair once, in its accessible description,
// and the map takes keyboard focus so a reader gets to it.
TEST(AccessibilityCheck, TheHeatmapReadsOutEveryPair)
{
    KappaHeatmap heatmap;
    heatmap.setMatrix({u"Ana"_s, u"Ben"_s, u"Chen"_s},
        {std::nullopt, 0.62, 0.5, 0.62, std::nullopt, std::nullopt, 0.5, std::nullopt,
            std::nullopt});
    QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(&heatmap);
    ASSERT_NE(accessible, nullptr);
    EXPECT_FALSE(accessible->text(QAccessible::Name).isEmpty());
    EXPECT_EQ(accessible->text(QAccessible::Description),
        u"Ana and Ben: 0.62; Ana and Chen: 0.50; Ben and Chen: undefined"_s);
    EXPECT_NE(heatmap.focusPolicy() & Qt::TabFocus, 0);
}
