// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issues/issueviewer.h"
#include "lead/decisionpanel.h"
#include "lead/queuemodel.h"
#include "lead/volunteerlabelmodel.h"
#include "leadwindowfixture.h"
#include "picker/taxonomymodel.h"
#include "picker/taxonomypicker.h"
#include "reconcile/codebookexamplestore.h"
#include "store/labelstore.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSqlError>
#include <QSqlQuery>
#include <QTableView>
#include <QTreeView>
#include <QUndoStack>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

class ReconciliationViewTest : public LeadWindowTest
{
protected:
    void SetUp() override
    {
        LeadWindowTest::SetUp();
        openWindow();
        view = window->findChild<ReconciliationView *>(u"reconciliationView"_s);
        ASSERT_NE(view, nullptr);
        panel = view->findChild<DecisionPanel *>(u"decisionPanel"_s);
        queue = view->findChild<QTableView *>(u"disagreementQueue"_s);
        ASSERT_TRUE(panel && queue);
        queueTester = std::make_unique<QAbstractItemModelTester>(
            view->queueModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        labelTester = std::make_unique<QAbstractItemModelTester>(
            panel->labelModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    }

    QString currentUrl() const
    {
        const int row = view->queueModel()->rowOf(view->currentIssueId());
        return row < 0 ? QString() : view->queueModel()->entry(row)->url.section(u"/example/"_s, 1);
    }

    // Chooses the final label with the keyboard, as on the workbench: search (the deepest match
    // is selected: the theme's first sub-theme), into the tree, Up to the theme when `theme`
    // says so, Enter.
    // An exact code selects that node (a theme stays a theme, never its first sub-theme), so no
    // arrow key is needed.
    void decideWithKeyboard(const QString &search)
    {
        TaxonomyPicker *picker = panel->picker();
        QTest::keyClicks(picker->findChild<QLineEdit *>(u"taxonomySearch"_s), search);
        QTest::keyClick(picker->findChild<QLineEdit *>(u"taxonomySearch"_s), Qt::Key_Down);
        QTest::keyClick(picker->findChild<QTreeView *>(u"taxonomyTree"_s), Qt::Key_Return);
    }

    ReconciliationView *view = nullptr;
    DecisionPanel *panel = nullptr;
    QTableView *queue = nullptr;
    std::unique_ptr<QAbstractItemModelTester> queueTester;
    std::unique_ptr<QAbstractItemModelTester> labelTester;
};

} // namespace

TEST_F(ReconciliationViewTest, OpensOnTheFirstTieWithEveryVolunteersLabel)
{
    EXPECT_EQ(view->queueModel()->rowCount(), 6);
    EXPECT_EQ(currentUrl(), u"alpha/issues/5"_s);
    const QModelIndex split = view->queueModel()->index(0, QueueModel::SplitColumn);
    EXPECT_EQ(split.data().toString(), u"tie"_s);
    VolunteerLabelModel *labels = panel->labelModel();
    ASSERT_EQ(labels->rowCount(), 3);
    EXPECT_EQ(
        labels->index(0, VolunteerLabelModel::AnnotatorColumn).data().toString(), u"Volunteer 1"_s);
    EXPECT_TRUE(
        labels->index(2, VolunteerLabelModel::LabelColumn).data().toString().startsWith(u"C.9 "_s));
    const QString votes = panel->findChild<QLabel *>(u"voteCounts"_s)->text();
    EXPECT_TRUE(votes.contains(u"C.1&nbsp;×1 · C.5&nbsp;×1 · C.9&nbsp;×1 <i>(tie)</i>"_s))
        << votes.toStdString();
    EXPECT_TRUE(votes.contains(u"Tie: the lead decides"_s));
    EXPECT_EQ(panel->method(), DecisionMethod::Lead) << "a tie needs a decision";
    EXPECT_TRUE(view->findChild<QLabel *>(u"queueSummary"_s)
                    ->text()
                    .contains(u"4 unanimous issues wait for “Apply rules”"_s))
        << view->findChild<QLabel *>(u"queueSummary"_s)->text().toStdString();
}

TEST_F(ReconciliationViewTest, WalksTheQueueWithTheKeyboard)
{
    queue->setFocus();
    QTest::keyClick(queue, Qt::Key_Down);
    EXPECT_EQ(currentUrl(), u"alpha/issues/6"_s);
    QTest::keyClick(queue, Qt::Key_Down);
    EXPECT_EQ(currentUrl(), u"beta/issues/2"_s);
    QTest::keyClick(queue, Qt::Key_Down);
    EXPECT_EQ(currentUrl(), u"alpha/issues/4"_s);
    EXPECT_EQ(
        view->findChild<IssueViewer *>(u"issueViewer"_s)->issueId(), project.issue(u"alpha"_s, 4));
    // Pre-filled with the majority (the project's default mode).
    const QModelIndex current
        = panel->picker()->findChild<QTreeView *>(u"taxonomyTree"_s)->currentIndex();
    EXPECT_EQ(current.data(TaxonomyModel::CodeRole).toString(), u"C.1"_s);
    EXPECT_EQ(panel->method(), DecisionMethod::Majority);
}

TEST_F(ReconciliationViewTest, DecidesATieWithANoteAndMovesOn)
{
    QLineEdit *note = panel->findChild<QLineEdit *>(u"decisionNote"_s);
    note->setFocus();
    QTest::keyClicks(note, u"the failure is in the test harness"_s);
    decideWithKeyboard(u"C.9"_s);

    QString method;
    QString storedNote;
    qint64 decidedBy = 0;
    EXPECT_EQ(finalCode(u"alpha"_s, 5, &method, &storedNote, &decidedBy), u"C.9"_s);
    EXPECT_EQ(method, u"lead"_s);
    EXPECT_EQ(storedNote, u"the failure is in the test harness"_s);
    EXPECT_EQ(decidedBy, leadId);
    EXPECT_EQ(view->queueModel()->rowOf(project.issue(u"alpha"_s, 5)), -1)
        << "a decided issue leaves the undecided queue";
    EXPECT_EQ(view->queueModel()->rowCount(), 5);
    EXPECT_EQ(currentUrl(), u"alpha/issues/6"_s) << "the next tie";

    // Back on the decided issue, the provenance says who, when and why.
    QueueFilter all = view->filter();
    all.status = QueueFilter::Status::All;
    view->setFilter(all);
    ASSERT_TRUE(waitForQueue());
    view->showIssue(project.issue(u"alpha"_s, 5));
    const QString provenance = panel->findChild<QLabel *>(u"provenance"_s)->text();
    EXPECT_TRUE(provenance.contains(u"lead decision by Lead"_s)) << provenance.toStdString();
    EXPECT_TRUE(provenance.contains(u"the failure is in the test harness"_s));
}

TEST_F(ReconciliationViewTest, RefusesToCallATieAMajority)
{
    panel->setMethod(DecisionMethod::Majority);
    decideWithKeyboard(u"C.1"_s);
    EXPECT_EQ(finalCode(u"alpha"_s, 5), QString());
    EXPECT_TRUE(panel->picker()
                    ->findChild<QLabel *>(u"saveState"_s)
                    ->text()
                    .startsWith(u"There is no majority here"_s));
    EXPECT_EQ(currentUrl(), u"alpha/issues/5"_s);
}

TEST_F(ReconciliationViewTest, AcceptsTheMajorityOfTheFilteredSetAndUndoesIt)
{
    QTest::mouseClick(view->findChild<QPushButton *>(u"acceptMajorityButton"_s), Qt::LeftButton);
    ASSERT_EQ(dialogs->confirmations.size(), 1);
    EXPECT_TRUE(dialogs->confirmations.first().startsWith(
        u"Accept the majority as the final label of 3 issues"_s));
    ASSERT_TRUE(waitForWrite());
    QString method;
    EXPECT_EQ(finalCode(u"alpha"_s, 4, &method), u"C.1"_s);
    EXPECT_EQ(method, u"majority"_s);
    EXPECT_EQ(finalCode(u"alpha"_s, 10), u"FP"_s);
    EXPECT_EQ(finalCode(u"beta"_s, 1), u"A.2"_s);
    EXPECT_EQ(finalCode(u"alpha"_s, 5), QString()) << "ties are left for the lead";
    EXPECT_EQ(view->queueModel()->rowCount(), 3);

    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    ASSERT_TRUE(waitForWrite());
    EXPECT_EQ(finalCode(u"alpha"_s, 4), QString());
    EXPECT_EQ(finalCode(u"alpha"_s, 10), QString());
    EXPECT_EQ(finalCode(u"beta"_s, 1), QString());
    ASSERT_TRUE(waitForQueue()) << "the undone issues come back into the queue";
    EXPECT_EQ(view->queueModel()->rowCount(), 6);

    session->finalLabelStack()->redo();
    ASSERT_TRUE(waitForWrite());
    EXPECT_EQ(finalCode(u"beta"_s, 1), u"A.2"_s) << "and redo takes them again";
}

TEST_F(ReconciliationViewTest, UndoRestoresAnOverwrittenDecisionExactly)
{
    QueueFilter decided = view->filter();
    decided.status = QueueFilter::Status::Decided;
    view->setFilter(decided);
    ASSERT_TRUE(waitForQueue());
    ASSERT_EQ(currentUrl(), u"alpha/issues/8"_s);
    auto original = FinalLabelStore::label(project.store(), project.issue(u"alpha"_s, 8));
    ASSERT_TRUE(original.ok() && original->has_value());
    panel->setMethod(DecisionMethod::Consensus);
    decideWithKeyboard(u"C.2.i"_s);
    EXPECT_EQ(finalCode(u"alpha"_s, 8), u"C.2.i"_s) << "the lead may decide at any level";
    session->finalLabelStack()->undo();
    auto restored = FinalLabelStore::label(project.store(), project.issue(u"alpha"_s, 8));
    ASSERT_TRUE(restored.ok() && restored->has_value());
    EXPECT_EQ(**restored, **original) << "method, decider, note and time as published";
}

TEST_F(ReconciliationViewTest, ADeclinedConfirmationWritesNothing)
{
    dialogs->confirmAnswer = false;
    view->acceptMajority();
    EXPECT_EQ(dialogs->confirmations.size(), 1);
    EXPECT_EQ(finalCode(u"alpha"_s, 4), QString());
    EXPECT_EQ(session->finalLabelStack()->count(), 0);
}

TEST_F(ReconciliationViewTest, FiltersReloadTheQueue)
{
    QComboBox *framework = view->findChild<QComboBox *>(u"frameworkFilter"_s);
    framework->setCurrentIndex(framework->findText(u"beta"_s));
    ASSERT_TRUE(waitForQueue());
    EXPECT_EQ(view->queueModel()->rowCount(), 2);
    EXPECT_EQ(currentUrl(), u"beta/issues/2"_s);
    // Accepting majorities touches only the filtered set.
    view->acceptMajority();
    ASSERT_TRUE(waitForWrite());
    EXPECT_EQ(finalCode(u"beta"_s, 1), u"A.2"_s);
    EXPECT_EQ(finalCode(u"alpha"_s, 4), QString());
}

TEST_F(ReconciliationViewTest, ApplyRulesDecidesUnanimousIssuesOnceAndCanBeUndone)
{
    QSignalSpy applied(view, &ReconciliationView::rulesApplied);
    QTest::mouseClick(view->findChild<QPushButton *>(u"applyRulesButton"_s), Qt::LeftButton);
    ASSERT_TRUE(applied.wait(10000));
    EXPECT_EQ(applied.last().at(0).toInt(), 4);
    QString method;
    EXPECT_EQ(finalCode(u"alpha"_s, 2, &method), u"C.3"_s);
    EXPECT_EQ(method, u"unanimous"_s);
    EXPECT_EQ(finalCode(u"alpha"_s, 9), u"FP"_s);

    QTest::mouseClick(view->findChild<QPushButton *>(u"applyRulesButton"_s), Qt::LeftButton);
    ASSERT_TRUE(applied.wait(10000));
    EXPECT_EQ(applied.last().at(0).toInt(), 0) << "applying the rules again decides nothing";
    EXPECT_EQ(session->finalLabelStack()->count(), 1);

    session->finalLabelStack()->undo();
    ASSERT_TRUE(waitForWrite());
    EXPECT_EQ(finalCode(u"alpha"_s, 2), QString());
}

// Thousands of majorities: the write runs on a worker thread (the call returns at once), the lead
// window shows how far it is and offers Cancel, Undo waits; a cancelled write keeps nothing and
// leaves nothing on the stack; a finished one is undone in the background too.
TEST_F(ReconciliationViewTest, BulkWritesRunOffTheUiThreadWithProgressAndCancel)
{
    QSqlQuery query(project.store().database());
    ASSERT_TRUE(query.exec(
        u"WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 6000)"
        " INSERT INTO issues(framework_id, row_order, url, host, owner, repo, number, year)"
        " SELECT (SELECT id FROM frameworks WHERE name = 'alpha'), 1000 + k,"
        " 'https://github.com/example/alpha/issues/' || (5000 + k), 'github.com', 'example', "
        "'alpha',"
        " 5000 + k, 2024 FROM n"_s))
        << query.lastError().text().toStdString();
    ASSERT_TRUE(query.exec(
        u"INSERT INTO labels(issue_id, annotator_id, node_id, updated_at)"
        " SELECT i.id, a.id, (SELECT id FROM taxonomy_nodes WHERE code ="
        " CASE a.position WHEN 3 THEN 'C.5' ELSE 'C.3' END), '2024-01-01T00:00:00Z'"
        " FROM issues i JOIN annotators a ON a.position BETWEEN 1 AND 3 WHERE i.row_order > 1000"_s))
        << query.lastError().text().toStdString();
    view->reload();
    ASSERT_TRUE(waitForQueue());
    ASSERT_GT(view->queueModel()->rowCount(), 6000);
    QProgressBar *progress = window->findChild<QProgressBar *>(u"writeProgress"_s);
    QPushButton *cancel = window->findChild<QPushButton *>(u"cancelWriteButton"_s);
    ASSERT_TRUE(progress && cancel);
    QAction *undo = nullptr;
    for (QAction *action : window->findChildren<QAction *>()) {
        if (action->text() == u"&Undo"_s)
            undo = action;
    }
    ASSERT_NE(undo, nullptr);

    view->acceptMajority();
    EXPECT_TRUE(session->isWritingInBackground()) << "the write is not done on the UI thread";
    EXPECT_TRUE(progress->isVisible());
    EXPECT_TRUE(cancel->isVisible());
    EXPECT_FALSE(undo->isEnabled()) << "Undo waits for the write";
    QTest::mouseClick(cancel, Qt::LeftButton);
    ASSERT_TRUE(waitForWrite());
    EXPECT_FALSE(progress->isVisible());
    EXPECT_EQ(finalCode(u"alpha"_s, 5001), QString()) << "a cancelled write keeps nothing";
    EXPECT_EQ(finalCode(u"alpha"_s, 4), QString());
    EXPECT_EQ(session->finalLabelStack()->count(), 0) << "and leaves nothing to undo";

    QSignalSpy progressed(session.get(), &ProjectSession::backgroundWriteProgressed);
    view->acceptMajority();
    ASSERT_TRUE(waitForWrite());
    EXPECT_GT(progressed.count(), 1);
    EXPECT_EQ(progressed.last().at(0).toInt(), progressed.last().at(1).toInt())
        << "it reached the end";
    EXPECT_EQ(finalCode(u"alpha"_s, 5001), u"C.3"_s);
    EXPECT_EQ(finalCode(u"alpha"_s, 11000), u"C.3"_s);
    EXPECT_EQ(session->finalLabelStack()->count(), 1);
    EXPECT_TRUE(undo->isEnabled());

    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_TRUE(session->isWritingInBackground())
        << "the undo of thousands is written in the background too";
    ASSERT_TRUE(waitForWrite());
    EXPECT_EQ(finalCode(u"alpha"_s, 5001), QString());
    EXPECT_EQ(session->finalLabelStack()->index(), 0);
}

TEST_F(ReconciliationViewTest, TheThresholdIsSavedInTheProject)
{
    QSpinBox *threshold = view->findChild<QSpinBox *>(u"majorityThreshold"_s);
    ASSERT_NE(threshold, nullptr);
    threshold->setValue(80);
    ASSERT_TRUE(waitForQueue());
    EXPECT_DOUBLE_EQ(ReconcileSettings::load(project.store()).majorityThreshold, 0.8);
    view->acceptMajority();
    EXPECT_TRUE(dialogs->confirmations.isEmpty()) << "no majority of 2 of 3 reaches 80%";
    ASSERT_EQ(dialogs->messages.size(), 1);
    EXPECT_EQ(finalCode(u"alpha"_s, 4), QString());
}

TEST_F(LeadWindowTest, TheQueueShowsWhoWasUnsureAndFiltersThem)
{
    const qint64 issue = project.issue(u"alpha"_s, 4);
    auto label = LabelStore::label(project.store(), issue, project.annotator(2));
    ASSERT_TRUE(label.ok() && label->has_value());
    Label doubtful = **label;
    doubtful.unsure = true;
    doubtful.comment = u"<b>C.1</b> or C.5?"_s;
    ASSERT_TRUE(
        LabelStore::setLabel(project.store(), issue, project.annotator(2), doubtful, u"test"_s)
            .ok());
    openWindow();
    auto *view = window->findChild<ReconciliationView *>(u"reconciliationView"_s);
    ASSERT_NE(view, nullptr);
    QueueModel *model = view->queueModel();
    ASSERT_EQ(model->rowCount(), 6);
    const int row = model->rowOf(issue);
    ASSERT_GE(row, 0);
    EXPECT_EQ(model->headerData(QueueModel::UnsureColumn, Qt::Horizontal).toString(), u"Unsure"_s);
    EXPECT_EQ(model->index(row, QueueModel::UnsureColumn).data().toInt(), 1);
    EXPECT_FALSE(model->index(row == 0 ? 1 : 0, QueueModel::UnsureColumn).data().isValid())
        << "blank when nobody doubted";

    // The filter, by the keyboard: focus the box, Space.
    auto *unsureOnly = window->findChild<QCheckBox *>(u"unsureFilter"_s);
    ASSERT_NE(unsureOnly, nullptr);
    unsureOnly->setFocus();
    QTest::keyClick(unsureOnly, Qt::Key_Space);
    ASSERT_TRUE(waitForQueue());
    ASSERT_EQ(model->rowCount(), 1);
    EXPECT_EQ(model->entry(0)->issueId, issue);

    // The side-by-side votes: the volunteer's comment as plain text, and who was unsure.
    ASSERT_TRUE(QTest::qWaitFor([&] { return view->currentIssueId() == issue; }, 5000));
    auto *panel = view->findChild<DecisionPanel *>(u"decisionPanel"_s);
    ASSERT_NE(panel, nullptr);
    ASSERT_TRUE(QTest::qWaitFor([&] { return panel->labelModel()->rowCount() == 3; }, 5000));
    VolunteerLabelModel *votes = panel->labelModel();
    int unsureRows = 0;
    for (int r = 0; r < votes->rowCount(); ++r) {
        const bool isSecond = votes->labels()[r].annotatorId == project.annotator(2);
        EXPECT_EQ(votes->index(r, VolunteerLabelModel::CommentColumn).data().toString(),
            isSecond ? u"<b>C.1</b> or C.5?"_s : QString());
        unsureRows
            += votes->index(r, VolunteerLabelModel::UnsureColumn).data().toString() == u"unsure"_s
            ? 1
            : 0;
    }
    EXPECT_EQ(unsureRows, 1);
    EXPECT_FALSE(panel->picker()->unsureBox()->isVisible())
        << "a final label has no doubt of its own";

    QTest::keyClick(unsureOnly, Qt::Key_Space);
    ASSERT_TRUE(waitForQueue());
    EXPECT_EQ(model->rowCount(), 6);
}

TEST_F(LeadWindowTest, TheLeadMarksADecidedIssueAsACodebookExampleAndUndoesIt)
{
    const qint64 issue = project.issue(u"alpha"_s, 4);
    const qint64 c1 = project.node(u"C.1"_s);
    FinalLabel decided;
    decided.nodeId = c1;
    decided.method = DecisionMethod::Lead;
    decided.decidedBy = leadId;
    ASSERT_TRUE(
        FinalLabelStore::write(project.store(), {{issue, decided}}, u"Lead"_s, u"decide"_s).ok());
    openWindow();
    auto *view = window->findChild<ReconciliationView *>(u"reconciliationView"_s);
    auto *panel = view->findChild<DecisionPanel *>(u"decisionPanel"_s);
    ASSERT_TRUE(view && panel);
    QueueFilter all = view->filter();
    all.status = QueueFilter::Status::All;
    view->setFilter(all);
    ASSERT_TRUE(waitForQueue());
    view->showIssue(issue);
    QPushButton *button = panel->exampleButton();
    ASSERT_TRUE(button->isEnabled()) << "the issue has a final node to be an example of";
    EXPECT_FALSE(button->isChecked());

    button->setFocus();
    QTest::keyClick(button, Qt::Key_Space);
    const auto examples = [&] {
        auto listed = CodebookExampleStore::examples(*session->store(), c1);
        EXPECT_TRUE(listed.ok());
        QList<qint64> ids;
        for (const CodebookExample &example : listed.ok() ? *listed : QList<CodebookExample>())
            ids.append(example.issueId);
        return ids;
    };
    EXPECT_EQ(examples(), QList<qint64> {issue});
    EXPECT_TRUE(button->isChecked());
    EXPECT_EQ(button->text(), u"Remove from codebook e&xamples"_s);

    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_TRUE(examples().isEmpty()) << "undo takes the example away";
    EXPECT_FALSE(button->isChecked());
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(examples(), QList<qint64> {issue}) << "and redo puts it back";
    EXPECT_TRUE(button->isChecked());

    // An undecided issue has no node to be an example of.
    view->showIssue(project.issue(u"alpha"_s, 5));
    EXPECT_FALSE(button->isEnabled());
}

// Labels another connection writes (another process, a merge, a sync) reach the queue and the
// decision panel through the session's own poll, without Reload.
TEST_F(ReconciliationViewTest, LabelsWrittenElsewhereReachTheQueueAndThePanel)
{
    ASSERT_EQ(currentUrl(), u"alpha/issues/5"_s);
    const qint64 issue = project.issue(u"alpha"_s, 5);
    const auto split = [&] {
        const int row = view->queueModel()->rowOf(issue);
        return row < 0 ? QString()
                       : view->queueModel()->index(row, QueueModel::SplitColumn).data().toString();
    };
    ASSERT_EQ(split(), u"tie"_s);
    project.label(u"alpha"_s, 5, 3, u"C.1"_s); // the tie becomes a majority, elsewhere
    EXPECT_TRUE(QTest::qWaitFor([&] { return split() == u"2 of 3"_s; }, 5000))
        << split().toStdString();
    const QString votes = panel->findChild<QLabel *>(u"voteCounts"_s)->text();
    EXPECT_TRUE(votes.contains(u"C.1&nbsp;×2"_s)) << votes.toStdString();
    EXPECT_EQ(currentUrl(), u"alpha/issues/5"_s) << "the lead stays on the issue";
}

TEST_F(ReconciliationViewTest, TheCountsAboveTheQueueFollowEveryDecision)
{
    auto *summary = view->findChild<QLabel *>(u"queueSummary"_s);
    ASSERT_TRUE(summary->text().startsWith(u"6 in this queue"_s)) << summary->text().toStdString();
    const QString before = summary->text();
    decideWithKeyboard(u"C.1"_s);
    EXPECT_EQ(view->queueModel()->rowCount(), 5) << "the decided issue left the queue at once";
    EXPECT_TRUE(
        QTest::qWaitFor([&] { return summary->text().startsWith(u"5 in this queue"_s); }, 5000))
        << summary->text().toStdString();
    EXPECT_NE(summary->text(), before);
    EXPECT_NE(currentUrl(), u"alpha/issues/5"_s);
}

TEST_F(ReconciliationViewTest, ADecisionWhoseVotesChangedSinceIsMarkedAndFiltered)
{
    ASSERT_EQ(currentUrl(), u"alpha/issues/5"_s);
    const qint64 issue = project.issue(u"alpha"_s, 5);
    decideWithKeyboard(u"C.1"_s);
    ASSERT_EQ(finalCode(u"alpha"_s, 5), u"C.1"_s);
    QTest::qWait(20); // the label below is written later than the decision, to the millisecond
    project.label(u"alpha"_s, 5, 2, u"C.9"_s); // a volunteer changes their vote afterwards
    auto *summary = view->findChild<QLabel *>(u"queueSummary"_s);
    EXPECT_TRUE(QTest::qWaitFor(
        [&] { return summary->text().contains(u"decisions whose votes changed since: 1"_s); },
        5000))
        << summary->text().toStdString();

    auto *changed = view->findChild<QCheckBox *>(u"votesChangedFilter"_s);
    ASSERT_NE(changed, nullptr);
    changed->setChecked(true);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return !view->isLoading() && view->queueModel()->rowOf(issue) >= 0; }, 5000));
    EXPECT_EQ(view->queueModel()->rowCount(), 1) << "only the decision taken on other votes";
    const QModelIndex final
        = view->queueModel()->index(view->queueModel()->rowOf(issue), QueueModel::FinalColumn);
    EXPECT_TRUE(final.data().toString().contains(u"votes changed"_s))
        << final.data().toString().toStdString();
    EXPECT_FALSE(final.data(Qt::ToolTipRole).toString().isEmpty());
    ASSERT_EQ(view->currentIssueId(), issue);
    const QString provenance = panel->findChild<QLabel *>(u"provenance"_s)->text();
    EXPECT_TRUE(provenance.contains(u"Votes changed since this decision"_s))
        << provenance.toStdString();

    // Deciding again, on the votes as they are now, takes the mark away.
    decideWithKeyboard(u"C.9"_s);
    EXPECT_EQ(finalCode(u"alpha"_s, 5), u"C.9"_s);
    EXPECT_LT(view->queueModel()->rowOf(issue), 0) << "no longer a decision on other votes";
    EXPECT_TRUE(
        QTest::qWaitFor([&] { return !summary->text().contains(u"votes changed"_s); }, 5000))
        << summary->text().toStdString();
    EXPECT_EQ(view->queueModel()->rowCount(), 0);
}
