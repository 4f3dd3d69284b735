// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "window/mainwindow.h"
#include "importedstudy.h"
#include "issues/issuelistview.h"
#include "issues/issuetablemodel.h"
#include "project/studyexportaction.h"
#include "recordingdialogservice.h"
#include "store/issuequery.h"
#include "store/projectstore.h"
#include "studyfixture.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

class MainWindowTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        auto store = taxonomist::test::importMiniStudy(projectPath(), &error);
        ASSERT_NE(store, nullptr) << error.toStdString();
        auto service = std::make_unique<taxonomist::test::RecordingDialogService>();
        dialogs = service.get();
        window = std::make_unique<MainWindow>(std::move(service));
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    }

    QString projectPath() const { return dir.filePath(u"mini.taxonomist"_s); }

    QAction *fileAction(const QString &text) const
    {
        for (QAction *menu : window->menuBar()->actions()) {
            if (!menu->menu())
                continue;
            for (QAction *action : menu->menu()->actions()) {
                if (action->text() == text)
                    return action;
            }
        }
        return nullptr;
    }

    QTemporaryDir dir;
    taxonomist::test::RecordingDialogService *dialogs = nullptr;
    std::unique_ptr<MainWindow> window;
};

} // namespace

TEST_F(MainWindowTest, OpensAProjectFromTheFileMenuAndListsItsIssues)
{
    dialogs->openAnswer = projectPath();
    QAction *open = fileAction(u"&Open Project…"_s);
    ASSERT_NE(open, nullptr);
    open->trigger();
    ASSERT_NE(window->project(), nullptr);
    EXPECT_EQ(window->windowTitle(), u"mini — Taxonomist"_s);
    QTableView *table = window->issueList()->findChild<QTableView *>(u"issueTable"_s);
    EXPECT_EQ(table->model()->rowCount(), 8);
    EXPECT_EQ(window->issueList()->findChild<QLabel *>(u"issueCount"_s)->text(), u"8 issues"_s);
    EXPECT_TRUE(dialogs->errors.isEmpty());
}

TEST_F(MainWindowTest, FiltersByFrameworkAndSearch)
{
    ASSERT_TRUE(window->openProject(projectPath()));
    QComboBox *framework = window->issueList()->findChild<QComboBox *>(u"frameworkFilter"_s);
    ASSERT_EQ(framework->count(), 3);
    EXPECT_EQ(framework->itemText(2), u"beta (2)"_s);
    framework->setCurrentIndex(2);
    EXPECT_EQ(
        window->issueList()->findChild<QTableView *>(u"issueTable"_s)->model()->rowCount(), 2);
    EXPECT_EQ(
        window->issueList()->findChild<QLabel *>(u"issueCount"_s)->text(), u"2 of 8 issues"_s);

    framework->setCurrentIndex(0);
    QLineEdit *search = window->issueList()->findChild<QLineEdit *>(u"issueSearch"_s);
    QTest::keyClicks(search, u"alpha-docs"_s);
    EXPECT_TRUE(QTest::qWaitFor([&] {
        return window->issueList()->findChild<QTableView *>(u"issueTable"_s)->model()->rowCount()
            == 1;
    }));
    EXPECT_EQ(
        window->issueList()->findChild<QLabel *>(u"issueCount"_s)->text(), u"1 of 8 issues"_s);
}

// The list keeps the issue on show selected through a filter that still lists it, finding its
// row past the pages in memory, and lets it go when the filter drops it.
TEST_F(MainWindowTest, AFilterKeepsTheIssueOnShowSelectedWhileItMatches)
{
    QTableView *table = window->issueList()->findChild<QTableView *>(u"issueTable"_s);
    auto *model = qobject_cast<IssueTableModel *>(table->model());
    ASSERT_NE(model, nullptr);
    model->setPageSize(2);
    ASSERT_TRUE(window->openProject(projectPath()));
    ASSERT_EQ(model->rowCount(), 8);
    auto beta = IssueQuery::page(*window->project(), {}, nullptr, 100);
    ASSERT_TRUE(beta.ok());
    ASSERT_EQ(beta->size(), 8);
    const IssueRow last = beta->last(); // beta's second issue, the list's last
    ASSERT_TRUE(window->issueList()->selectIssue(last.id));
    EXPECT_EQ(table->currentIndex().row(), 7);
    EXPECT_EQ(window->issueList()->currentIssueId(), last.id);

    QComboBox *framework = window->issueList()->findChild<QComboBox *>(u"frameworkFilter"_s);
    framework->setCurrentIndex(2); // beta
    EXPECT_EQ(window->issueList()->currentIssueId(), last.id) << "still listed, still selected";
    EXPECT_EQ(table->currentIndex().row(), 1);
    framework->setCurrentIndex(0); // all frameworks: the issue is on the fourth page again
    EXPECT_EQ(window->issueList()->currentIssueId(), last.id);
    EXPECT_EQ(table->currentIndex().row(), 7);
    framework->setCurrentIndex(1); // alpha
    EXPECT_EQ(window->issueList()->currentIssueId(), 0) << "alpha does not list a beta issue";
    EXPECT_EQ(model->rowCount(), 6);
    EXPECT_EQ(
        window->issueList()->findChild<QLabel *>(u"issueCount"_s)->text(), u"6 of 8 issues"_s);
}

TEST_F(MainWindowTest, ReportsAFileThatIsNotAProjectAndKeepsTheOpenOne)
{
    ASSERT_TRUE(window->openProject(projectPath()));
    const QString bogus = dir.filePath(u"notes.txt"_s);
    ASSERT_TRUE(taxonomist::test::writeAll(bogus, "just text"));
    EXPECT_FALSE(window->openProject(bogus));
    ASSERT_EQ(dialogs->errors.size(), 1);
    EXPECT_TRUE(dialogs->errors.first().contains(u"not a Taxonomist project"_s));
    ASSERT_NE(window->project(), nullptr);
    EXPECT_EQ(window->project()->path(), projectPath());
    EXPECT_EQ(taxonomist::test::readAll(bogus), QByteArray("just text"));
}

TEST_F(MainWindowTest, CreatesANewProjectWithTheBundledTaxonomy)
{
    dialogs->newAnswer = dir.filePath(u"fresh.taxonomist"_s);
    fileAction(u"&New Project…"_s)->trigger();
    ASSERT_NE(window->project(), nullptr);
    EXPECT_EQ(window->project()->info(u"taxonomy.name"_s), u"llm-challenges"_s);
    EXPECT_EQ(
        window->issueList()->findChild<QTableView *>(u"issueTable"_s)->model()->rowCount(), 0);
    EXPECT_EQ(window->issueList()->findChild<QLabel *>(u"issueCount"_s)->text(), u"0 issues"_s);
}

TEST_F(MainWindowTest, ExportsTheStudyAndAReplicationPackageFromTheFileMenu)
{
    QAction *exportStudy = fileAction(u"Export &Study…"_s);
    QAction *exportPackage = fileAction(u"Export Replication &Package…"_s);
    ASSERT_NE(exportStudy, nullptr);
    ASSERT_NE(exportPackage, nullptr);
    EXPECT_FALSE(exportStudy->isEnabled()) << "no project open";
    dialogs->openAnswer = projectPath();
    fileAction(u"&Open Project…"_s)->trigger();
    ASSERT_TRUE(exportStudy->isEnabled());

    // The study's layout and the long CSV beside it, byte for byte what the CLI writes.
    auto *exports = window->findChild<taxonomist::ui::StudyExportAction *>();
    ASSERT_NE(exports, nullptr);
    QSignalSpy exported(exports, &taxonomist::ui::StudyExportAction::exported);
    dialogs->exportFolderAnswer = dir.filePath(u"app-export"_s);
    exportStudy->trigger();
    ASSERT_TRUE(exported.wait(20000)) << dialogs->errors.join(u'\n').toStdString();
    const auto cli = taxonomist::test::runCli(
        {u"export-study"_s, dir.filePath(u"cli-export"_s), u"--db"_s, projectPath()});
    ASSERT_EQ(cli.exitCode, 0) << cli.err.toStdString();
    EXPECT_EQ(taxonomist::test::treeDifferences(
                  dir.filePath(u"app-export"_s), dir.filePath(u"cli-export"_s)),
        QStringList());
    EXPECT_EQ(taxonomist::test::fileHash(dir.filePath(u"app-export-long.csv"_s)),
        taxonomist::test::fileHash(dir.filePath(u"cli-export-long.csv"_s)));
    ASSERT_EQ(dialogs->information.size(), 1);
    EXPECT_TRUE(dialogs->information.first().contains(u"8 issues"_s))
        << dialogs->information.first().toStdString();

    // The same refusal as the CLI: a folder with other files that is no earlier export.
    const QString other = dir.filePath(u"other"_s);
    ASSERT_TRUE(QDir().mkpath(other));
    ASSERT_TRUE(taxonomist::test::writeAll(other + u"/notes.txt"_s, "mine"));
    dialogs->exportFolderAnswer = other;
    exportStudy->trigger();
    ASSERT_TRUE(QTest::qWaitFor([this] { return !dialogs->errors.isEmpty(); }, 20000));
    EXPECT_TRUE(dialogs->errors.first().contains(u"is not empty and not a previous export"_s))
        << dialogs->errors.first().toStdString();
    EXPECT_EQ(taxonomist::test::readAll(other + u"/notes.txt"_s), QByteArray("mine"));

    // A replication package of this study, which has a README.md of its own: the study's is
    // kept, and the package describes itself in REPLICATION.md beside it, as the CLI does.
    QSignalSpy packaged(exports, &taxonomist::ui::StudyExportAction::exported);
    dialogs->exportFolderAnswer = dir.filePath(u"package"_s);
    exportPackage->trigger();
    ASSERT_TRUE(packaged.wait(30000)) << dialogs->errors.join(u'\n').toStdString();
    EXPECT_EQ(dialogs->errors.size(), 1) << dialogs->errors.join(u'\n').toStdString();
    EXPECT_TRUE(QFileInfo::exists(dir.filePath(u"package/REPLICATION.md"_s)));
    EXPECT_EQ(taxonomist::test::fileHash(dir.filePath(u"package/README.md"_s)),
        taxonomist::test::fileHash(dir.filePath(u"cli-export/README.md"_s)))
        << "the study's own README";
    ASSERT_EQ(dialogs->information.size(), 2);
    EXPECT_TRUE(dialogs->information.last().contains(u"REPLICATION.md describes every file"_s))
        << dialogs->information.last().toStdString();
    EXPECT_TRUE(exportPackage->isEnabled()) << "ready for another folder";
}
