// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A volunteer's open code through the real picker: typed, saved with Enter, shown again, replaced
// and cleared; and the picker on a new study that has no taxonomy yet.
#include "common/settings.h"
#include "importedstudy.h"
#include "issues/issuelistview.h"
#include "issues/issuetablemodel.h"
#include "picker/taxonomypicker.h"
#include "pilotstudy.h"
#include "reconcile/taxonomyevolution.h"
#include "recordingdialogservice.h"
#include "store/labelstore.h"
#include "store/projectstore.h"
#include "window/mainwindow.h"
#include "workbench/workbench.h"

#include <gtest/gtest.h>

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

class OpenCodePickerTest : public ::testing::Test
{
protected:
    void openWindow(const QString &path, const QString &annotator)
    {
        Settings::setAnnotatorFor(path, QString());
        auto service = std::make_unique<RecordingDialogService>();
        service->annotatorAnswer = annotator;
        service->newVolunteerAnswer = true;
        dialogs = service.get();
        window = std::make_unique<MainWindow>(std::move(service));
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        ASSERT_TRUE(window->openProject(path));
    }

    // Through a connection of its own, as another program would read the file.
    std::optional<Label> storedLabel(const QString &path, qint64 issue, const QString &annotator)
    {
        auto store = ProjectStore::open(path, ProjectStore::OpenMode::ExistingOnly);
        EXPECT_TRUE(store.ok());
        auto label = LabelStore::label(**store, issue, annotatorNamed(**store, annotator));
        return label.ok() ? *label : std::nullopt;
    }

    QString myLabelShown(qint64 issue)
    {
        IssueTableModel *model = window->issueList()->model();
        const int row = model->rowOfIssue(issue);
        return row < 0 ? QString()
                       : model->index(row, IssueTableModel::MyLabelColumn).data().toString();
    }

    TaxonomyPicker *picker() const { return window->workbench()->picker(); }
    QLabel *target() const { return picker()->findChild<QLabel *>(u"pickerTarget"_s); }

    QTemporaryDir dir;
    RecordingDialogService *dialogs = nullptr;
    std::unique_ptr<MainWindow> window;
};

} // namespace

TEST_F(OpenCodePickerTest, PickerSavesAnOpenCodeWithEnterShowsItAgainAndReplacesIt)
{
    const QString path = dir.filePath(u"mini.taxonomist"_s);
    QString error;
    ASSERT_NE(importMiniStudy(path, &error), nullptr) << error.toStdString();
    openWindow(path, u"Zoe"_s);
    const qint64 first = window->workbench()->currentIssueId();
    ASSERT_GT(first, 0);

    // Ctrl+Shift+O from wherever the focus is: into the open code.
    QTest::keyClick(window.get(), Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
    QLineEdit *field = picker()->openCodeField();
    ASSERT_TRUE(QTest::qWaitFor([field] { return field->hasFocus(); }, 2000))
        << "Go › Write an Open Code focuses the field";
    EXPECT_FALSE(field->placeholderText().isEmpty());
    QTest::keyClicks(field, u"  tokenizer   padding "_s);
    EXPECT_EQ(target()->text(), u"Enter saves: the open code “tokenizer padding”"_s);
    QTest::keyClick(field, Qt::Key_Tab);
    ASSERT_TRUE(picker()->summaryField()->hasFocus()) << "Tab goes on to the summary";
    QTest::keyClicks(picker()->summaryField(), u"padding on the wrong side"_s);
    QTest::keyClick(picker()->summaryField(), Qt::Key_Return);

    auto stored = storedLabel(path, first, u"Zoe"_s);
    ASSERT_TRUE(stored.has_value()) << "Enter saved the label";
    EXPECT_EQ(stored->openCode, u"tokenizer padding"_s);
    EXPECT_EQ(stored->nodeId, 0);
    EXPECT_FALSE(stored->falsePositive);
    EXPECT_EQ(stored->summary, u"padding on the wrong side"_s);
    EXPECT_NE(window->workbench()->currentIssueId(), first) << "on to the next unlabeled issue";
    EXPECT_TRUE(field->text().isEmpty()) << "the next issue has no open code";
    EXPECT_EQ(myLabelShown(first), u"open: tokenizer padding"_s);

    // Reopened: the open code is there again; replaced by another, and beside a node.
    ASSERT_TRUE(window->issueList()->selectIssue(first));
    EXPECT_EQ(field->text(), u"tokenizer padding"_s);
    EXPECT_EQ(picker()->summaryField()->text(), u"padding on the wrong side"_s);
    QTest::keyClick(window.get(), Qt::Key_O, Qt::AltModifier);
    ASSERT_TRUE(field->hasFocus()) << "Alt+O, the field's label";
    QTest::keyClicks(field, u"padding side"_s); // the text was selected: typing replaces it
    QTest::keyClick(field, Qt::Key_Return);
    stored = storedLabel(path, first, u"Zoe"_s);
    ASSERT_TRUE(stored.has_value());
    EXPECT_EQ(stored->openCode, u"padding side"_s);
    EXPECT_EQ(myLabelShown(first), u"open: padding side"_s);

    ASSERT_TRUE(window->issueList()->selectIssue(first));
    auto *search = picker()->findChild<QLineEdit *>(u"taxonomySearch"_s);
    QTest::keyClicks(search, u"C.3"_s);
    EXPECT_TRUE(target()->text().endsWith(u", with the open code “padding side”"_s))
        << target()->text().toStdString();
    QTest::keyClick(search, Qt::Key_Return);
    stored = storedLabel(path, first, u"Zoe"_s);
    ASSERT_TRUE(stored.has_value());
    EXPECT_GT(stored->nodeId, 0) << "a node beside the open code";
    EXPECT_EQ(stored->openCode, u"padding side"_s);

    // Emptied, with the node cleared too: Enter saves nothing and says what is missing.
    ASSERT_TRUE(window->issueList()->selectIssue(first));
    picker()->findChild<QTreeView *>(u"taxonomyTree"_s)->selectionModel()->clearCurrentIndex();
    field->clear();
    picker()->submit();
    EXPECT_TRUE(picker()->findChild<QLabel *>(u"saveState"_s)->text().contains(u"open code"_s));
    stored = storedLabel(path, first, u"Zoe"_s);
    ASSERT_TRUE(stored.has_value());
    EXPECT_EQ(stored->openCode, u"padding side"_s) << "nothing was written";

    // Edit › Undo takes the last change back, open code and all.
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    stored = storedLabel(path, first, u"Zoe"_s);
    ASSERT_TRUE(stored.has_value());
    EXPECT_EQ(stored->nodeId, 0);
    EXPECT_EQ(stored->openCode, u"padding side"_s);
}

TEST_F(OpenCodePickerTest, AFalsePositiveHasNoOpenCode)
{
    const QString path = dir.filePath(u"mini.taxonomist"_s);
    QString error;
    ASSERT_NE(importMiniStudy(path, &error), nullptr) << error.toStdString();
    openWindow(path, u"Zoe"_s);
    const qint64 first = window->workbench()->currentIssueId();
    QLineEdit *field = picker()->openCodeField();
    QTest::keyClicks(field, u"not llm"_s);
    QTest::keyClick(window.get(), Qt::Key_N, Qt::AltModifier);
    ASSERT_TRUE(QTest::qWaitFor([field] { return !field->isEnabled(); }, 2000))
        << "the false-positive mark rests the open code";
    EXPECT_TRUE(target()->text().contains(u"false positive"_s));
    picker()->submit();
    const auto stored = storedLabel(path, first, u"Zoe"_s);
    ASSERT_TRUE(stored.has_value());
    EXPECT_TRUE(stored->falsePositive);
    EXPECT_TRUE(stored->openCode.isEmpty());
}

TEST_F(OpenCodePickerTest, ANewStudyWithoutATaxonomyIsLabelledWithOpenCodes)
{
    const QString path = dir.filePath(u"pilot.taxonomist"_s);
    QString error;
    ASSERT_NE(createPilotStudy(path, &error), nullptr) << error.toStdString();
    openWindow(path, u"Volunteer 1"_s);
    const qint64 first = window->workbench()->currentIssueId();
    ASSERT_GT(first, 0) << "the volunteer starts on the first unlabeled issue";

    // Nothing to search or pick: the picker asks for an open code, and the focus is there.
    EXPECT_FALSE(picker()->findChild<QTreeView *>(u"taxonomyTree"_s)->isVisible());
    EXPECT_FALSE(picker()->findChild<QLineEdit *>(u"taxonomySearch"_s)->isVisible());
    EXPECT_TRUE(picker()
                    ->findChild<QTextBrowser *>(u"nodeDetails"_s)
                    ->toPlainText()
                    .contains(u"no taxonomy yet"_s));
    QLineEdit *field = picker()->openCodeField();
    ASSERT_TRUE(field->isVisible());
    ASSERT_TRUE(QTest::qWaitFor([field] { return field->hasFocus(); }, 2000));
    QTest::keyClicks(field, u"tokenizer padding"_s);
    QTest::keyClick(field, Qt::Key_Tab);
    QTest::keyClicks(picker()->summaryField(), u"batched outputs wrong"_s);
    QTest::keyClick(picker()->summaryField(), Qt::Key_Return);
    const auto stored = storedLabel(path, first, u"Volunteer 1"_s);
    ASSERT_TRUE(stored.has_value());
    EXPECT_EQ(stored->openCode, u"tokenizer padding"_s);
    EXPECT_EQ(stored->summary, u"batched outputs wrong"_s);
    EXPECT_EQ(myLabelShown(first), u"open: tokenizer padding"_s);

    // The next issue: the focus is in the open code again (Ctrl+T too finds nothing else).
    const qint64 second = window->workbench()->currentIssueId();
    EXPECT_NE(second, first);
    EXPECT_TRUE(field->hasFocus());
    QTest::keyClick(window.get(), Qt::Key_T, Qt::ControlModifier);
    EXPECT_TRUE(field->hasFocus());
    QTest::keyClicks(field, u"NCCL timeout"_s);
    QTest::keyClick(field, Qt::Key_Return);
    const auto next = storedLabel(path, second, u"Volunteer 1"_s);
    ASSERT_TRUE(next.has_value()) << "an open code alone is a label";
    EXPECT_EQ(next->openCode, u"NCCL timeout"_s);
}

TEST_F(OpenCodePickerTest, ARetiredNodeIsOfferedNoMoreButALabelOnItStillShowsIt)
{
    const QString path = dir.filePath(u"mini.taxonomist"_s);
    QString error;
    auto store = importMiniStudy(path, &error);
    ASSERT_NE(store, nullptr) << error.toStdString();
    QSqlQuery query(store->database());
    ASSERT_TRUE(
        query.exec(u"SELECT id FROM taxonomy_nodes WHERE code = 'C.3.i'"_s) && query.next());
    const qint64 retired = query.value(0).toLongLong();
    ASSERT_TRUE(query.exec(u"SELECT id FROM issues ORDER BY id LIMIT 1"_s) && query.next());
    const qint64 issue = query.value(0).toLongLong();
    auto zoe = store->addAnnotator(u"Zoe"_s);
    ASSERT_TRUE(zoe.ok());
    Label label;
    label.nodeId = retired;
    ASSERT_TRUE(LabelStore::setLabel(*store, issue, *zoe, label, u"Zoe"_s).ok());
    ASSERT_TRUE(TaxonomyEvolution::setRetired(*store, retired, true, u"Lead"_s).ok());
    store.reset();
    openWindow(path, u"Zoe"_s);

    auto *tree = picker()->findChild<QTreeView *>(u"taxonomyTree"_s);
    const auto shows = [tree](const QString &code) {
        return !tree->model()
                    // "C.3.i  NAME", or "C.3.i (retired)  NAME"
                    ->match(tree->model()->index(0, 0), Qt::DisplayRole, code + u' ', 1,
                        Qt::MatchStartsWith | Qt::MatchRecursive)
                    .isEmpty();
    };
    ASSERT_TRUE(window->issueList()->selectIssue(issue));
    EXPECT_EQ(picker()->currentNodeId(), retired) << "the label's own node, retired or not";
    EXPECT_TRUE(shows(u"C.3.i"_s));
    ASSERT_TRUE(window->issueList()->step(1));
    EXPECT_FALSE(shows(u"C.3.i"_s)) << "a retired node is offered no more";
    EXPECT_TRUE(shows(u"C.3.ii"_s));
}
