// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workbench/workbench.h"
#include "common/safetextbrowser.h"
#include "common/settings.h"
#include "fetch/contentjson.h"
#include "importedstudy.h"
#include "issues/issuelistview.h"
#include "issues/issuetablemodel.h"
#include "issues/issueviewer.h"
#include "picker/taxonomypicker.h"
#include "reconcile/codebookexamplestore.h"
#include "reconcile/roundstore.h"
#include "recordingdialogservice.h"
#include "session/projectsession.h"
#include "store/labelstore.h"
#include "store/projectstore.h"
#include "testpaths.h"
#include "testsession.h"
#include "window/mainwindow.h"

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextList>
#include <QTreeView>
#include <QUndoStack>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

const QByteArray content = R"([
  {"url": "https://github.com/example/alpha/issues/12", "title": "NCCL hang in tensor parallel LLM serving",
   "state": "open", "author": "ada", "created_at": "2024-02-01T10:00:00Z", "labels": ["bug", "distributed"],
   "body": "Serving an **LLM** hangs.\n\n<details><summary>env</summary>torch 2.2</details>\n\n![trace](https://example.com/trace.png)\n\n```\nNCCL WARN timeout\n```",
   "comments": [{"author": "dev", "created_at": "2024-02-02T10:00:00Z", "body": "Which NCCL version? Is this the llm path?"}]}
])";

qint64 issueId(const ProjectStore &store, const QString &urlSuffix, int rowOrder = -1)
{
    QSqlQuery query(store.database());
    query.prepare(
        u"SELECT id FROM issues WHERE url LIKE ? AND (? < 0 OR row_order = ?) ORDER BY id LIMIT 1"_s);
    query.addBindValue(u"%"_s + urlSuffix);
    query.addBindValue(rowOrder);
    query.addBindValue(rowOrder);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

class WorkbenchTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        auto store = taxonomist::test::importMiniStudy(projectPath(), &error);
        ASSERT_NE(store, nullptr) << error.toStdString();
        ASSERT_TRUE(ContentJson::import(*store, content, u"content.json"_s).ok());
        openWindow(u"Zoe"_s);
    }

    // `remembered`: keep the annotator this machine remembers for the project (a reopen).
    void openWindow(const QString &annotator, bool remembered = false)
    {
        window.reset();
        if (!remembered)
            Settings::setAnnotatorFor(projectPath(), QString());
        auto service = std::make_unique<taxonomist::test::RecordingDialogService>();
        service->annotatorAnswer = annotator;
        service->newVolunteerAnswer = true; // Zoe joins the mini study's three volunteers
        dialogs = service.get();
        window = std::make_unique<MainWindow>(std::move(service));
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        ASSERT_TRUE(window->openProject(projectPath()));
    }

    // Reads through a connection of its own, as another program would see the file.
    std::optional<Label> storedLabel(qint64 issue, const QString &annotator)
    {
        auto store = ProjectStore::open(projectPath(), ProjectStore::OpenMode::ExistingOnly);
        EXPECT_TRUE(store.ok());
        qint64 annotatorId = 0;
        for (const Annotator &a : (*store)->annotators()) {
            if (a.name == annotator)
                annotatorId = a.id;
        }
        auto label = LabelStore::label(**store, issue, annotatorId);
        return label.ok() ? *label : std::nullopt;
    }

    QString nodeCode(qint64 nodeId)
    {
        QSqlQuery query(window->project()->database());
        query.prepare(u"SELECT code FROM taxonomy_nodes WHERE id = ?"_s);
        query.addBindValue(nodeId);
        return query.exec() && query.next() ? query.value(0).toString() : QString();
    }

    // Labels the current issue with the keyboard only: search, into the tree, Tab, summary, Enter.
    void labelWithKeyboard(const QString &search, const QString &summary)
    {
        TaxonomyPicker *picker = window->workbench()->picker();
        QTest::keyClicks(picker->findChild<QLineEdit *>(u"taxonomySearch"_s), search);
        QTest::keyClick(picker->findChild<QLineEdit *>(u"taxonomySearch"_s), Qt::Key_Down);
        QTest::keyClick(picker->findChild<QTreeView *>(u"taxonomyTree"_s), Qt::Key_Tab);
        QTest::keyClicks(picker->summaryField(), summary);
        QTest::keyClick(picker->summaryField(), Qt::Key_Return);
    }

    QString projectPath() const { return dir.filePath(u"mini.taxonomist"_s); }

    QTemporaryDir dir;
    taxonomist::test::RecordingDialogService *dialogs = nullptr;
    std::unique_ptr<MainWindow> window;
};

} // namespace

TEST_F(WorkbenchTest, OpensOnTheFirstUnlabeledIssueWithTheSearchFocused)
{
    EXPECT_EQ(dialogs->annotatorChoicesSeen,
        (QStringList {u"Volunteer 1"_s, u"Volunteer 2"_s, u"Volunteer 3"_s}));
    EXPECT_EQ(dialogs->newVolunteersAsked, QStringList {u"Zoe as Label4"_s})
        << "asked before Zoe joined";
    const qint64 first = issueId(*window->project(), u"/alpha/issues/12"_s);
    EXPECT_EQ(window->workbench()->currentIssueId(), first);
    EXPECT_EQ(window->issueList()->currentIssueId(), first);
    EXPECT_EQ(window->workbench()->viewer()->findChild<QLabel *>(u"issueTitle"_s)->text(),
        u"NCCL hang in tensor parallel LLM serving"_s);
    EXPECT_TRUE(
        window->workbench()->picker()->findChild<QLineEdit *>(u"taxonomySearch"_s)->hasFocus());
    EXPECT_EQ(window->issueList()->findChild<QLabel *>(u"labelProgress"_s)->text(),
        u"0 of 8 labeled in all frameworks"_s);
}

TEST_F(WorkbenchTest, LabelsWithTheKeyboardAndMovesToTheNextUnlabeledIssue)
{
    const qint64 first = issueId(*window->project(), u"/alpha/issues/12"_s);
    labelWithKeyboard(u"C.3.ii"_s, u"NCCL timeout when serving with tensor parallelism"_s);

    const auto label = storedLabel(first, u"Zoe"_s);
    ASSERT_TRUE(label.has_value()) << "the label is in the file as soon as Enter returns";
    EXPECT_EQ(nodeCode(label->nodeId), u"C.3.ii"_s);
    EXPECT_EQ(label->summary, u"NCCL timeout when serving with tensor parallelism"_s);
    EXPECT_EQ(window->workbench()->currentIssueId(),
        issueId(*window->project(), u"/alpha/issues/11"_s, 1));
    EXPECT_TRUE(
        window->workbench()->picker()->findChild<QLineEdit *>(u"taxonomySearch"_s)->hasFocus());
    EXPECT_EQ(window->issueList()->findChild<QLabel *>(u"labelProgress"_s)->text(),
        u"1 of 8 labeled in all frameworks"_s);
    const QModelIndex mine = window->issueList()->model()->index(0, IssueTableModel::MyLabelColumn);
    EXPECT_EQ(mine.data().toString(), u"C.3.ii"_s);
}

TEST_F(WorkbenchTest, ALabelSurvivesClosingAndReopening)
{
    const qint64 first = issueId(*window->project(), u"/alpha/issues/12"_s);
    labelWithKeyboard(u"C.3.ii"_s, u"hang"_s);
    openWindow(u"Zoe"_s, true); // a new window on the same file: what was saved is there
    EXPECT_TRUE(dialogs->annotatorChoicesSeen.isEmpty())
        << "the annotator is remembered per project";
    ASSERT_TRUE(window->issueList()->selectIssue(first));
    TaxonomyPicker *picker = window->workbench()->picker();
    EXPECT_EQ(picker->findChild<QTreeView *>(u"taxonomyTree"_s)
                  ->currentIndex()
                  .data(Qt::DisplayRole)
                  .toString()
                  .left(6),
        u"C.3.ii"_s);
    EXPECT_EQ(picker->summaryField()->text(), u"hang"_s);
    EXPECT_TRUE(picker->findChild<QLabel *>(u"saveState"_s)->text().startsWith(u"Saved"_s));
}

TEST_F(WorkbenchTest, UndoAndRedoRewriteTheProjectAndTheAuditLog)
{
    const qint64 first = issueId(*window->project(), u"/alpha/issues/12"_s);
    labelWithKeyboard(u"C.3.ii"_s, u"hang"_s);
    QUndoStack *undo = window->session()->labelStack();
    ASSERT_TRUE(undo->canUndo());
    undo->undo();
    EXPECT_FALSE(storedLabel(first, u"Zoe"_s).has_value());
    EXPECT_EQ(window->workbench()->currentIssueId(), first) << "undo shows the issue it changed";
    undo->redo();
    ASSERT_TRUE(storedLabel(first, u"Zoe"_s).has_value());
    EXPECT_EQ(storedLabel(first, u"Zoe"_s)->summary, u"hang"_s);
    QSqlQuery audit(window->project()->database());
    ASSERT_TRUE(audit.exec(u"SELECT group_concat(action, ',') FROM (SELECT action FROM audit_log"
                           " WHERE actor = 'Zoe' ORDER BY id)"_s)
        && audit.next());
    // Zoe joining the team (asked at the prompt) is logged too.
    EXPECT_EQ(audit.value(0).toString(), u"team-add,set-label,remove-label,set-label"_s);
}

TEST_F(WorkbenchTest, AWriteThatFailsSaysNotSavedAndStaysOnTheIssue)
{
    const qint64 first = issueId(*window->project(), u"/alpha/issues/12"_s);
    ASSERT_TRUE(
        taxonomist::test::refuseLabelWrites(projectPath(), u"INSERT"_s)); // as a full disk would
    labelWithKeyboard(u"C.3.ii"_s, u"hang"_s);
    TaxonomyPicker *picker = window->workbench()->picker();
    EXPECT_TRUE(picker->findChild<QLabel *>(u"saveState"_s)->text().startsWith(u"Not saved: "_s))
        << picker->findChild<QLabel *>(u"saveState"_s)->text().toStdString();
    EXPECT_TRUE(picker->findChild<QLabel *>(u"saveState"_s)->text().contains(u"no space left"_s));
    EXPECT_EQ(window->workbench()->currentIssueId(), first) << "the issue stays for another try";
    EXPECT_FALSE(storedLabel(first, u"Zoe"_s).has_value());
    EXPECT_EQ(window->session()->labelStack()->count(), 0)
        << "nothing to undo: nothing was written";
    EXPECT_EQ(window->issueList()->findChild<QLabel *>(u"labelProgress"_s)->text(),
        u"0 of 8 labeled in all frameworks"_s);
}

TEST_F(WorkbenchTest, AChangeMadeElsewhereReachesEveryOpenView)
{
    // As a merge or a team-server sync will: the label arrives in the file from elsewhere and the
    // session announces it; the list and the picker follow as they follow a local label.
    const qint64 first = issueId(*window->project(), u"/alpha/issues/12"_s);
    ASSERT_EQ(window->workbench()->currentIssueId(), first);
    {
        auto other = ProjectStore::open(projectPath(), ProjectStore::OpenMode::ReadWrite);
        ASSERT_TRUE(other.ok());
        QSqlQuery node((*other)->database());
        ASSERT_TRUE(
            node.exec(u"SELECT id FROM taxonomy_nodes WHERE code = 'C.3.ii'"_s) && node.next());
        Label label;
        label.nodeId = node.value(0).toLongLong();
        label.summary = u"from the server"_s;
        ASSERT_TRUE(
            LabelStore::setLabel(**other, first, window->annotatorId(), label, u"sync"_s).ok());
    }
    window->session()->announceLabels({first});
    TaxonomyPicker *picker = window->workbench()->picker();
    EXPECT_EQ(picker->findChild<QTreeView *>(u"taxonomyTree"_s)
                  ->currentIndex()
                  .data(Qt::DisplayRole)
                  .toString()
                  .left(6),
        u"C.3.ii"_s);
    EXPECT_EQ(picker->summaryField()->text(), u"from the server"_s);
    EXPECT_EQ(
        window->issueList()->model()->index(0, IssueTableModel::MyLabelColumn).data().toString(),
        u"C.3.ii"_s);
    EXPECT_EQ(window->issueList()->findChild<QLabel *>(u"labelProgress"_s)->text(),
        u"1 of 8 labeled in all frameworks"_s);
}

TEST_F(WorkbenchTest, AFalsePositiveNeedsNoCategory)
{
    const qint64 first = issueId(*window->project(), u"/alpha/issues/12"_s);
    TaxonomyPicker *picker = window->workbench()->picker();
    QTest::keyClick(picker->findChild<QLineEdit *>(u"taxonomySearch"_s), Qt::Key_Return);
    EXPECT_EQ(picker->findChild<QLabel *>(u"saveState"_s)->text(),
        u"Pick a category, write an open code or mark the issue a false positive"_s);
    EXPECT_FALSE(storedLabel(first, u"Zoe"_s).has_value());
    picker->findChild<QCheckBox *>(u"falsePositiveBox"_s)->setChecked(true);
    QTest::keyClicks(
        picker->findChild<QLineEdit *>(u"falsePositiveReason"_s), u"llama only in a path"_s);
    QTest::keyClick(picker->findChild<QLineEdit *>(u"falsePositiveReason"_s), Qt::Key_Return);
    const auto label = storedLabel(first, u"Zoe"_s);
    ASSERT_TRUE(label.has_value());
    EXPECT_TRUE(label->falsePositive);
    EXPECT_EQ(label->nodeId, 0);
    EXPECT_EQ(label->falsePositiveReason, u"llama only in a path"_s);
}

TEST_F(WorkbenchTest, AVolunteerSeesOnlyTheirOwnLabels)
{
    // Volunteer 1 labelled alpha#12 as C.3 in the study; Zoe sees nothing of it.
    const qint64 first = issueId(*window->project(), u"/alpha/issues/12"_s);
    ASSERT_TRUE(window->issueList()->selectIssue(first));
    TaxonomyPicker *picker = window->workbench()->picker();
    EXPECT_FALSE(picker->findChild<QTreeView *>(u"taxonomyTree"_s)->currentIndex().isValid());
    EXPECT_EQ(picker->findChild<QLabel *>(u"saveState"_s)->text(), u"Not labeled yet"_s);
    QTableView *table = window->issueList()->findChild<QTableView *>(u"issueTable"_s);
    EXPECT_TRUE(table->isColumnHidden(IssueTableModel::FinalLabelColumn))
        << "final labels are the lead's";
    EXPECT_EQ(
        window->issueList()->model()->index(0, IssueTableModel::MyLabelColumn).data().toString(),
        QString());

    openWindow(u"Volunteer 2"_s);
    ASSERT_TRUE(window->issueList()->selectIssue(first));
    EXPECT_EQ(window->workbench()
                  ->picker()
                  ->findChild<QTreeView *>(u"taxonomyTree"_s)
                  ->currentIndex()
                  .data(Qt::DisplayRole)
                  .toString()
                  .left(3),
        u"C.3"_s);
    EXPECT_EQ(
        window->issueList()->model()->index(0, IssueTableModel::MyLabelColumn).data().toString(),
        u"C.3"_s);
}

TEST_F(WorkbenchTest, TheViewerLoadsNothingRemoteAndShowsRawHtmlAsText)
{
    IssueViewer *viewer = window->workbench()->viewer();
    const QString text = viewer->findChild<SafeTextBrowser *>(u"issueBody"_s)->toPlainText();
    EXPECT_TRUE(text.contains(u"<details>"_s)) << text.toStdString();
    EXPECT_TRUE(text.contains(u"NCCL WARN timeout"_s));
    EXPECT_TRUE(text.contains(u"dev commented on"_s));
    // The Markdown image is a placeholder (a link to open in the browser): nothing is even asked
    // for.
    EXPECT_TRUE(text.contains(u"[image not loaded: https://example.com/trace.png]"_s))
        << text.toStdString();
    EXPECT_EQ(viewer->findChild<SafeTextBrowser *>(u"issueBody"_s)->blockedResources(), 0);
    EXPECT_TRUE(viewer->findChild<QLabel *>(u"issueKeywords"_s)->text().startsWith(u"Keywords: "_s))
        << viewer->findChild<QLabel *>(u"issueKeywords"_s)->text().toStdString();
    EXPECT_TRUE(viewer->findChild<QLabel *>(u"issueKeywords"_s)->text().contains(u"llm ×3"_s))
        << viewer->findChild<QLabel *>(u"issueKeywords"_s)->text().toStdString();
}

TEST_F(WorkbenchTest, AnIssueWithoutContentSaysSo)
{
    const qint64 other = issueId(*window->project(), u"/alpha/issues/7"_s);
    ASSERT_TRUE(window->issueList()->selectIssue(other));
    IssueViewer *viewer = window->workbench()->viewer();
    EXPECT_EQ(viewer->findChild<QLabel *>(u"issueTitle"_s)->text(), u"example/alpha #7"_s);
    EXPECT_TRUE(
        viewer->findChild<QLabel *>(u"contentMissing"_s)->text().contains(u"not been fetched"_s));
}

TEST_F(WorkbenchTest, GoesToAnIssueByUrl)
{
    dialogs->urlAnswer = u"https://gitee.com/example/beta/issues/I7AGW6"_s;
    EXPECT_TRUE(window->goToUrl(dialogs->urlAnswer));
    EXPECT_EQ(window->workbench()->currentIssueId(),
        issueId(*window->project(), u"/beta/issues/I7AGW6"_s));
    EXPECT_FALSE(window->goToUrl(u"https://github.com/nope/nope/issues/1"_s));
}

TEST_F(WorkbenchTest, AnExactThemeCodeAndEnterSavesThatThemeNotASubTheme)
{
    const qint64 first = issueId(*window->project(), u"/alpha/issues/12"_s);
    TaxonomyPicker *picker = window->workbench()->picker();
    auto *search = picker->findChild<QLineEdit *>(u"taxonomySearch"_s);
    QTest::keyClicks(search, u"C.10"_s);
    EXPECT_EQ(picker->findChild<QLabel *>(u"pickerTarget"_s)->text(),
        u"Enter saves: C Bug › C.10 Documentation and Maintainability"_s);
    QTest::keyClick(search, Qt::Key_Return);
    const auto label = storedLabel(first, u"Zoe"_s);
    ASSERT_TRUE(label.has_value());
    EXPECT_EQ(nodeCode(label->nodeId), u"C.10"_s);

    // Free text still goes deep, and the line says where.
    QTest::keyClicks(search, u"multi-process"_s);
    EXPECT_EQ(picker->findChild<QLabel *>(u"pickerTarget"_s)->text(),
        u"Enter saves: C Bug › C.3 Distributed and Parallel Execution › C.3.ii Distributed/Multi-Process Data Communication Failures"_s);
}

TEST_F(WorkbenchTest, CtrlZInThePickersSearchUndoesTheLabelAndTheListFollows)
{
    const qint64 first = issueId(*window->project(), u"/alpha/issues/12"_s);
    const qint64 second = issueId(*window->project(), u"/alpha/issues/11"_s, 1);
    labelWithKeyboard(u"C.3.ii"_s, u"hang"_s);
    ASSERT_TRUE(storedLabel(first, u"Zoe"_s).has_value());
    ASSERT_EQ(window->workbench()->currentIssueId(), second);
    auto *search = window->workbench()->picker()->findChild<QLineEdit *>(u"taxonomySearch"_s);
    ASSERT_TRUE(search->hasFocus()) << "Enter leaves focus in the search box";
    QTest::keyClicks(search, u"C.5"_s); // text the line edit could undo instead
    QTest::keyClick(search, Qt::Key_Z, Qt::ControlModifier);
    EXPECT_FALSE(storedLabel(first, u"Zoe"_s).has_value())
        << "Ctrl+Z undid the label, not the search text";
    EXPECT_EQ(window->workbench()->currentIssueId(), first)
        << "the viewer shows the issue the undo changed";
    EXPECT_EQ(window->issueList()->currentIssueId(), first) << "and the list selects it too";

    QWidget *focused = QApplication::focusWidget();
    ASSERT_NE(focused, nullptr);
    QTest::keyClick(focused, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    ASSERT_TRUE(storedLabel(first, u"Zoe"_s).has_value()) << "Ctrl+Shift+Z redid it";
    EXPECT_EQ(nodeCode(storedLabel(first, u"Zoe"_s)->nodeId), u"C.3.ii"_s);
}

TEST_F(WorkbenchTest, AnUndoFromTheListKeepsListAndViewerOnTheSameIssue)
{
    const qint64 first = issueId(*window->project(), u"/alpha/issues/12"_s);
    labelWithKeyboard(u"C.3.ii"_s, u"hang"_s);
    auto *table = window->issueList()->findChild<QTableView *>(u"issueTable"_s);
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Down); // the list moves on to a third issue
    const qint64 third = window->issueList()->currentIssueId();
    ASSERT_NE(third, first);
    ASSERT_EQ(window->workbench()->currentIssueId(), third);
    QTest::keyClick(table, Qt::Key_Z, Qt::ControlModifier);
    EXPECT_FALSE(storedLabel(first, u"Zoe"_s).has_value());
    EXPECT_EQ(window->workbench()->currentIssueId(), first);
    EXPECT_EQ(window->issueList()->currentIssueId(), first);
}

TEST_F(WorkbenchTest, MarkdownListsHaveOnlyTheirOwnItems)
{
    const QByteArray lists = R"([
  {"url": "https://github.com/example/alpha/issues/7", "title": "Lists", "state": "open", "author": "ada",
   "created_at": "2024-02-01T10:00:00Z",
   "body": "Steps:\n\n1. load the model\n2. shard it\n3. serve it\n",
   "comments": [{"author": "dev", "created_at": "2024-02-02T10:00:00Z", "body": "- one\n- two"},
                {"author": "ada", "created_at": "2024-02-03T10:00:00Z", "body": "Thanks"}]}
])";
    ASSERT_TRUE(ContentJson::import(*window->session()->store(), lists, u"lists.json"_s).ok());
    const qint64 issue = issueId(*window->project(), u"/alpha/issues/7"_s);
    ASSERT_TRUE(window->issueList()->selectIssue(issue));
    const QTextDocument *document
        = window->workbench()->viewer()->findChild<SafeTextBrowser *>(u"issueBody"_s)->document();
    QStringList items;
    int listCount = 0;
    const QTextList *previous = nullptr;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (QTextList *list = block.textList()) {
            items.append(block.text());
            if (list != previous)
                ++listCount;
            previous = list;
        } else {
            previous = nullptr;
        }
    }
    EXPECT_EQ(listCount, 2);
    EXPECT_EQ(items,
        (QStringList {u"load the model"_s, u"shard it"_s, u"serve it"_s, u"one"_s, u"two"_s}))
        << items.join(u'|').toStdString();
}

TEST_F(WorkbenchTest, CtrlShiftFSearchesTheFullTextAndShowsTheMatchAsText)
{
    QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
    auto *search = window->issueList()->findChild<QLineEdit *>(u"issueSearch"_s);
    ASSERT_TRUE(search->hasFocus()) << "Ctrl+Shift+F goes to the list's search";
    QTest::keyClicks(search, u"which version"_s); // both words are in the first comment only
    auto *count = window->issueList()->findChild<QLabel *>(u"issueCount"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return count->text() == u"1 of 8 issues"_s; }))
        << count->text().toStdString();
    const qint64 first = issueId(*window->project(), u"/alpha/issues/12"_s);
    EXPECT_EQ(window->issueList()->currentIssueId(), first);
    auto *snippet = window->issueList()->findChild<QLabel *>(u"searchSnippet"_s);
    EXPECT_TRUE(snippet->isVisible());
    EXPECT_TRUE(snippet->text().startsWith(u"<i>comment 1:</i> "_s))
        << snippet->text().toStdString();
    EXPECT_TRUE(snippet->text().contains(u">Which</b> NCCL <b"_s)) << snippet->text().toStdString();

    // The body's raw HTML is remote text: escaped in the snippet, never markup.
    search->clear();
    QTest::keyClicks(search, u"summary env"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return snippet->text().contains(u"body"_s); }))
        << snippet->text().toStdString();
    EXPECT_TRUE(snippet->text().contains(u"&lt;details&gt;&lt;"_s))
        << snippet->text().toStdString();
    EXPECT_FALSE(snippet->text().contains(u"<details>"_s));
}

TEST_F(WorkbenchTest, CtrlFFindsInTheIssueAndCtrlTGoesBackToTheTaxonomy)
{
    auto *taxonomy = window->workbench()->picker()->findChild<QLineEdit *>(u"taxonomySearch"_s);
    ASSERT_TRUE(taxonomy->hasFocus());
    QTest::keyClick(taxonomy, Qt::Key_F, Qt::ControlModifier);
    auto *find = window->workbench()->viewer()->findChild<QLineEdit *>(u"findInIssue"_s);
    ASSERT_TRUE(find->isVisible());
    ASSERT_TRUE(find->hasFocus());
    QTest::keyClicks(find, u"nccl warn"_s);
    auto *body = window->workbench()->viewer()->findChild<SafeTextBrowser *>(u"issueBody"_s);
    EXPECT_EQ(body->textCursor().selectedText(), u"NCCL WARN"_s);
    QTest::keyClick(find, Qt::Key_Escape);
    EXPECT_FALSE(find->isVisible());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_T, Qt::ControlModifier);
    EXPECT_TRUE(taxonomy->hasFocus()) << "the picker's search has its own shortcut";
}

TEST_F(WorkbenchTest, F1OnAPickerNodeOpensItsCodebookEntry)
{
    auto *search = window->workbench()->picker()->findChild<QLineEdit *>(u"taxonomySearch"_s);
    QTest::keyClicks(search, u"C.10"_s);
    QTest::keyClick(search, Qt::Key_F1);
    auto *codebook = window->findChild<QDialog *>(u"codebookDialog"_s);
    ASSERT_NE(codebook, nullptr);
    EXPECT_TRUE(codebook->isVisible());
    const QString text = codebook->findChild<SafeTextBrowser *>(u"codebookText"_s)->toPlainText();
    EXPECT_TRUE(text.startsWith(u"C.10 Documentation and Maintainability"_s)) << text.toStdString();
    EXPECT_TRUE(text.contains(u"C Bug › C.10 Documentation and Maintainability"_s))
        << "where it sits";
    EXPECT_TRUE(text.contains(u"C.10.i Documentation and Standards Gaps"_s)) << "its sub-themes";
    EXPECT_TRUE(text.contains(u"Decision rules"_s)) << text.toStdString();
    EXPECT_TRUE(text.contains(u"A request for documentation that does not exist yet is B.4"_s))
        << "from the taxonomy file";
    codebook->hide();

    // Help › Codebook opens it on the picker's node too.
    QAction *action = window->findChild<QAction *>(u"codebookAction"_s);
    ASSERT_NE(action, nullptr);
    action->trigger();
    EXPECT_TRUE(codebook->isVisible());
    EXPECT_TRUE(codebook->findChild<SafeTextBrowser *>(u"codebookText"_s)
                    ->toPlainText()
                    .startsWith(u"C.10 "_s));
}

TEST_F(WorkbenchTest, UnsureAndACommentAreTypedSavedAndUndone)
{
    const qint64 first = issueId(*window->project(), u"/alpha/issues/12"_s);
    TaxonomyPicker *picker = window->workbench()->picker();
    auto *search = picker->findChild<QLineEdit *>(u"taxonomySearch"_s);
    QTest::keyClicks(search, u"C.3.ii"_s);
    QTest::keyClick(search, Qt::Key_Down);
    QTest::keyClick(picker->findChild<QTreeView *>(u"taxonomyTree"_s), Qt::Key_Tab);
    QTest::keyClicks(picker->summaryField(), u"hang"_s);
    // The keyboard's way on: Tab to the box, Space to check it, Tab to the comment, Enter saves.
    QTest::keyClick(picker->summaryField(), Qt::Key_Tab);
    ASSERT_TRUE(picker->unsureBox()->hasFocus()) << "Tab from the summary reaches Unsure";
    QTest::keyClick(picker->unsureBox(), Qt::Key_Space);
    EXPECT_TRUE(picker->unsureBox()->isChecked());
    QTest::keyClick(picker->unsureBox(), Qt::Key_Tab);
    ASSERT_TRUE(picker->commentField()->hasFocus()) << "and Tab from Unsure the comment";
    QTest::keyClicks(picker->commentField(), u"C.3.ii or C.5? <b>not bold</b>"_s);
    QTest::keyClick(picker->commentField(), Qt::Key_Return);

    auto label = storedLabel(first, u"Zoe"_s);
    ASSERT_TRUE(label.has_value()) << "Enter in the comment saves the label";
    EXPECT_EQ(nodeCode(label->nodeId), u"C.3.ii"_s);
    EXPECT_TRUE(label->unsure);
    EXPECT_EQ(label->comment, u"C.3.ii or C.5? <b>not bold</b>"_s);
    EXPECT_NE(window->workbench()->currentIssueId(), first) << "and moves on, as any save";

    // Changing only the doubt is a change of its own, undone with Ctrl+Z wherever focus is.
    ASSERT_TRUE(window->issueList()->selectIssue(first));
    EXPECT_TRUE(picker->unsureBox()->isChecked()) << "the picker shows the stored doubt";
    EXPECT_EQ(picker->commentField()->text(), u"C.3.ii or C.5? <b>not bold</b>"_s);
    picker->unsureBox()->setFocus();
    QTest::keyClick(picker->unsureBox(), Qt::Key_Space);
    picker->commentField()->setFocus();
    QTest::keyClick(picker->commentField(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(picker->commentField(), Qt::Key_Backspace);
    QTest::keyClick(picker->commentField(), Qt::Key_Return);
    label = storedLabel(first, u"Zoe"_s);
    ASSERT_TRUE(label.has_value());
    EXPECT_FALSE(label->unsure);
    EXPECT_TRUE(label->comment.isEmpty());
    EXPECT_EQ(label->summary, u"hang"_s);

    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    label = storedLabel(first, u"Zoe"_s);
    ASSERT_TRUE(label.has_value());
    EXPECT_TRUE(label->unsure) << "undo restores the doubt";
    EXPECT_EQ(label->comment, u"C.3.ii or C.5? <b>not bold</b>"_s);
    EXPECT_TRUE(picker->unsureBox()->isChecked());
    QTest::keyClick(
        QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    label = storedLabel(first, u"Zoe"_s);
    ASSERT_TRUE(label.has_value());
    EXPECT_FALSE(label->unsure) << "and redo takes it away again";
}

TEST_F(WorkbenchTest, TheCodebookListsANodesExampleIssuesAsText)
{
    const qint64 example = issueId(*window->project(), u"/alpha/issues/12"_s);
    QSqlQuery node(window->project()->database());
    ASSERT_TRUE(node.exec(u"SELECT id FROM taxonomy_nodes WHERE code = 'C.10'"_s) && node.next());
    const qint64 c10 = node.value(0).toLongLong();
    // The lead chose it (on their machine; here straight in the project).
    ASSERT_TRUE(
        CodebookExampleStore::set(*window->session()->store(), c10, example, true, 0, u"Lena"_s)
            .ok());

    auto *search = window->workbench()->picker()->findChild<QLineEdit *>(u"taxonomySearch"_s);
    QTest::keyClicks(search, u"C.10"_s);
    QTest::keyClick(search, Qt::Key_F1);
    auto *codebook = window->findChild<QDialog *>(u"codebookDialog"_s);
    ASSERT_NE(codebook, nullptr);
    auto *text = codebook->findChild<SafeTextBrowser *>(u"codebookText"_s);
    QString shown = text->toPlainText();
    EXPECT_TRUE(shown.contains(u"1 example issue"_s)) << shown.toStdString();
    EXPECT_TRUE(shown.contains(u"NCCL hang in tensor parallel LLM serving"_s)) << "the title";
    EXPECT_TRUE(shown.contains(u"https://github.com/example/alpha/issues/12"_s)) << "and the URL";

    // Removed, it is gone the next time the node is shown.
    ASSERT_TRUE(
        CodebookExampleStore::set(*window->session()->store(), c10, example, false, 0, u"Lena"_s)
            .ok());
    codebook->hide();
    QTest::keyClick(search, Qt::Key_F1);
    auto *tree = codebook->findChild<QTreeView *>(u"codebookTree"_s);
    tree->setCurrentIndex(tree->model()->index(0, 0));
    QTest::keyClick(search, Qt::Key_F1);
    shown = text->toPlainText();
    EXPECT_TRUE(shown.startsWith(u"C.10 "_s)) << shown.toStdString();
    EXPECT_FALSE(shown.contains(u"example issue"_s)) << shown.toStdString();
    EXPECT_FALSE(shown.contains(u"alpha/issues/12"_s));
}

TEST_F(WorkbenchTest, AltNMarksAFalsePositiveAndTheLineSaysWhatEnterSaves)
{
    const qint64 first = issueId(*window->project(), u"/alpha/issues/12"_s);
    TaxonomyPicker *picker = window->workbench()->picker();
    auto *search = picker->findChild<QLineEdit *>(u"taxonomySearch"_s);
    auto *target = picker->findChild<QLabel *>(u"pickerTarget"_s);
    auto *box = picker->findChild<QCheckBox *>(u"falsePositiveBox"_s);
    ASSERT_NE(box, nullptr);
    QTest::keyClicks(search, u"C.10"_s);
    EXPECT_EQ(target->text(), u"Enter saves: C Bug › C.10 Documentation and Maintainability"_s);
    // A mnemonic is a shortcut of the active window.
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    QTest::keyClick(search, Qt::Key_N, Qt::AltModifier);
    // A mnemonic clicks its button as a click animates (after a moment).
    EXPECT_TRUE(QTest::qWaitFor([box] { return box->isChecked(); }, 2000))
        << "Alt+N checks the false-positive box";
    EXPECT_EQ(target->text(),
        u"Enter saves: a false positive (not LLM-related), with C Bug › C.10 Documentation and Maintainability"_s);
    // Enter where Alt+N left the focus (on the box) saves, as the line says.
    ASSERT_TRUE(box->hasFocus());
    QTest::keyClick(box, Qt::Key_Return);
    const auto label = storedLabel(first, u"Zoe"_s);
    ASSERT_TRUE(label.has_value());
    EXPECT_TRUE(label->falsePositive);
    // The next issue has no label: the box is clear again, and so is the line.
    EXPECT_NE(window->workbench()->currentIssueId(), first);
    EXPECT_FALSE(box->isChecked());
    EXPECT_FALSE(target->text().contains(u"false positive"_s)) << target->text().toStdString();
}

TEST_F(WorkbenchTest, ARoundFilterShowsOnlyTheIssuesOfADrawnPilot)
{
    auto *list = window->findChild<IssueListView *>();
    ASSERT_NE(list, nullptr);
    auto *rounds = list->findChild<QComboBox *>(u"roundFilter"_s);
    ASSERT_NE(rounds, nullptr);
    EXPECT_FALSE(rounds->isVisible()) << "a copy without rounds offers no round filter";

    window.reset();
    QList<qint64> pilot;
    {
        auto store = ProjectStore::open(projectPath(), ProjectStore::OpenMode::ExistingOnly);
        ASSERT_TRUE(store.ok());
        auto round = RoundStore::create(
            **store, u"Pilot <b>1</b>"_s, Round::Kind::Pilot, 5, 3, false, 0, u"Lead"_s);
        ASSERT_TRUE(round.ok()) << round.error().message().toStdString();
        pilot = round->issueIds;
    }
    ASSERT_EQ(pilot.size(), 3);
    openWindow(u"Zoe"_s, true);
    list = window->findChild<IssueListView *>();
    rounds = list->findChild<QComboBox *>(u"roundFilter"_s);
    ASSERT_TRUE(rounds->isVisible());
    ASSERT_EQ(rounds->count(), 2);
    EXPECT_EQ(rounds->itemText(1), u"Pilot: Pilot <b>1</b> (3)"_s);
    const qint64 all = list->model()->matchingCount();
    EXPECT_GT(all, 3);
    rounds->setCurrentIndex(1);
    ASSERT_TRUE(QTest::qWaitFor([list] { return list->model()->matchingCount() == 3; }, 5000));
    QList<qint64> shown;
    for (int row = 0; row < list->model()->rowCount(); ++row)
        shown.append(list->model()->index(row, 0).data(IssueTableModel::IssueIdRole).toLongLong());
    EXPECT_EQ(shown, pilot) << "the pilot's issues in the study's order";
    EXPECT_TRUE(list->findChild<QLabel *>(u"issueCount"_s)->text().startsWith(u"3 of "_s));

    // A round drawn while the project is open (the lead's Rounds view announces it) joins the
    // filter at once, and the chosen round stays chosen.
    ASSERT_TRUE(RoundStore::create(
        *window->session()->store(), u"Second"_s, Round::Kind::Round, 9, 2, true, 0, u"Lead"_s)
                    .ok());
    window->session()->announceRounds();
    ASSERT_EQ(rounds->count(), 3);
    EXPECT_EQ(rounds->itemText(2), u"Round: Second (2)"_s);
    EXPECT_EQ(rounds->currentIndex(), 1);
    EXPECT_EQ(list->model()->matchingCount(), 3);

    rounds->setCurrentIndex(0);
    ASSERT_TRUE(
        QTest::qWaitFor([list, all] { return list->model()->matchingCount() == all; }, 5000));
}
