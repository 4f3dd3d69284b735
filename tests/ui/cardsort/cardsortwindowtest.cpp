// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The lead's card sort through its widgets: a pilot's open codes placed on new nodes by the
// buttons, by the model's drop and by a real drop event, saved as a draft, applied as a new
// taxonomy version and undone.
#include "cardsort/cardsortwindow.h"
#include "cardsort/cardsortboardmodel.h"
#include "cardsort/opencodecardmodel.h"
#include "common/settings.h"
#include "pilotstudy.h"
#include "reconcile/cardsort.h"
#include "reconcile/taxonomyevolution.h"
#include "recordingdialogservice.h"
#include "taxonomy/taxonomystore.h"
#include "testsession.h"
#include "window/mainwindow.h"

#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialog>
#include <QDropEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMimeData>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

class CardSortWindowTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        auto store = createPilotStudy(path(), &error);
        ASSERT_NE(store, nullptr) << error.toStdString();
        ASSERT_TRUE(writePilotOpenCodes(*store).ok());
        auto lead = store->addAnnotator(u"Lead"_s, true);
        ASSERT_TRUE(lead.ok());
        leadId = *lead;
    }

    void openWindow()
    {
        window.reset();
        session = openSession(path(), leadId);
        ASSERT_NE(session, nullptr);
        dialogs.confirmAnswer = true;
        window = std::make_unique<CardSortWindow>(session.get(), &dialogs);
        window->show();
        window->activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
        boardTester = std::make_unique<QAbstractItemModelTester>(
            window->board(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        cardTester = std::make_unique<QAbstractItemModelTester>(
            window->cards(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    }

    template<typename T>
    T *child(const QString &name) const
    {
        T *found = window->findChild<T *>(name);
        EXPECT_NE(found, nullptr) << name.toStdString();
        return found;
    }
    QTreeView *boardView() const { return child<QTreeView>(u"cardSortBoard"_s); }
    QTableView *cardTable() const { return child<QTableView>(u"cardTable"_s); }
    void click(const QString &button)
    {
        QTest::mouseClick(child<QPushButton>(button), Qt::LeftButton);
    }

    // A new node made with its button under the board's selection, named by typing.
    QModelIndex newNode(const QString &button, const QString &name)
    {
        click(button);
        auto *field = child<QLineEdit>(u"nodeName"_s);
        EXPECT_TRUE(field->hasFocus()) << "the new node's name is typed at once";
        QTest::keyClicks(field, name); // replaces the selected default name
        QTest::keyClick(field, Qt::Key_Return);
        return boardView()->currentIndex().siblingAtColumn(0);
    }

    // Chooses the cards with these codes in the card list.
    void chooseCards(const QStringList &codes)
    {
        QTableView *table = cardTable();
        table->clearSelection();
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const QModelIndex index = table->model()->index(row, 0);
            if (codes.contains(index.data(OpenCodeCardModel::CodeRole).toString()))
                table->selectionModel()->select(
                    index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
    }

    QModelIndex boardNode(const QString &name) const
    {
        const QModelIndexList found = window->board()->match(window->board()->index(0, 0),
            CardSortBoardModel::NameRole, name, 1, Qt::MatchExactly | Qt::MatchRecursive);
        return found.value(0);
    }

    int taxonomyNode(const ProjectStore &store, const QString &name, int *level = nullptr,
        QString *parentName = nullptr) const
    {
        auto loaded = TaxonomyStore::load(store);
        EXPECT_TRUE(loaded.ok());
        for (int i = 0; loaded && i < loaded->taxonomy.size(); ++i) {
            const TaxonomyNode &node = loaded->taxonomy.node(i);
            if (node.name != name)
                continue;
            if (level)
                *level = node.level;
            if (parentName)
                *parentName
                    = node.parent >= 0 ? loaded->taxonomy.node(node.parent).name : QString();
            return static_cast<int>(loaded->nodeIds.value(i));
        }
        return 0;
    }

    std::optional<Label> label(int issue, const QString &volunteer) const
    {
        ProjectStore &store = *session->store();
        auto read = LabelStore::label(
            store, pilotIssueId(store, issue), annotatorNamed(store, volunteer));
        return read.ok() ? *read : std::nullopt;
    }

    // The board of the pilot through the widgets: types Bug and Question, the theme
    // Distributed under Bug with "NCCL timeout" (placed with the button) and "tokenizer padding"
    // (the model's drop), the theme Docs moved from Bug to Question by a drop of the node, with
    // "docs: missing example".
    void buildBoard()
    {
        const QModelIndex bug = newNode(u"newTypeButton"_s, u"Bug"_s);
        ASSERT_TRUE(bug.isValid());
        EXPECT_EQ(bug.data().toString(), u"Bug (new type)"_s);
        const QModelIndex distributed = newNode(u"newThemeButton"_s, u"Distributed"_s);
        ASSERT_EQ(distributed.parent(), bug) << "a theme under the selected type";
        QTest::keyClicks(child<QLineEdit>(u"nodeDescription"_s), u"Multi-GPU communication"_s);
        EXPECT_EQ(distributed.data(CardSortBoardModel::DescriptionRole).toString(),
            u"Multi-GPU communication"_s);

        chooseCards({u"NCCL timeout"_s});
        boardView()->setCurrentIndex(distributed);
        click(u"placeCardsButton"_s);
        EXPECT_EQ(window->board()->placementOf(u"NCCL timeout"_s), u"Bug › Distributed"_s);

        // The card list's drag, dropped through the board's model.
        QMimeData *dragged = window->cards()->mimeData(
            {window->cards()->index(window->cards()->rowOfCode(u"tokenizer padding"_s), 0)});
        ASSERT_NE(dragged, nullptr);
        ASSERT_TRUE(window->board()->canDropMimeData(
            dragged, Qt::CopyAction, -1, -1, boardNode(u"Distributed"_s)));
        EXPECT_FALSE(window->board()->canDropMimeData(dragged, Qt::CopyAction, -1, -1, {}))
            << "a card goes on a node, not among the types";
        ASSERT_TRUE(window->board()->dropMimeData(
            dragged, Qt::CopyAction, -1, -1, boardNode(u"Distributed"_s)));
        delete dragged;
        EXPECT_EQ(window->board()->placementOf(u"tokenizer padding"_s), u"Bug › Distributed"_s);

        boardView()->setCurrentIndex(boardNode(u"Bug"_s));
        newNode(u"newThemeButton"_s, u"Docs"_s);
        boardView()->setCurrentIndex(boardNode(u"Docs"_s));
        chooseCards({u"docs: missing example"_s});
        click(u"placeCardsButton"_s);
        boardView()->clearSelection();
        boardView()->setCurrentIndex({});
        const QModelIndex question = newNode(u"newTypeButton"_s, u"Question"_s);
        ASSERT_FALSE(question.parent().isValid());
        QMimeData *node = window->board()->mimeData({boardNode(u"Docs"_s)});
        ASSERT_NE(node, nullptr);
        EXPECT_FALSE(window->board()->canDropMimeData(
            node, Qt::MoveAction, -1, -1, boardNode(u"Distributed"_s)))
            << "a theme does not go under a theme";
        ASSERT_TRUE(
            window->board()->dropMimeData(node, Qt::MoveAction, -1, -1, boardNode(u"Question"_s)));
        delete node;
        EXPECT_EQ(boardNode(u"Docs"_s).parent(), boardNode(u"Question"_s));
        EXPECT_EQ(window->board()->placementOf(u"docs: missing example"_s), u"Question › Docs"_s);
    }

    QString path() const { return dir.filePath(u"pilot.taxonomist"_s); }

    QTemporaryDir dir;
    qint64 leadId = 0;
    RecordingDialogService dialogs; // outlives the window
    std::unique_ptr<ProjectSession> session; // outlives the window
    std::unique_ptr<CardSortWindow> window;
    std::unique_ptr<QAbstractItemModelTester> boardTester;
    std::unique_ptr<QAbstractItemModelTester> cardTester;
};

} // namespace

TEST_F(CardSortWindowTest, ShowsEveryOpenCodeAsACardWithItsCountsAndIssues)
{
    openWindow();
    OpenCodeCardModel *cards = window->cards();
    ASSERT_EQ(cards->rowCount(), 5);
    const int tokenizer = cards->rowOfCode(u"tokenizer padding"_s);
    ASSERT_GE(tokenizer, 0) << "two spellings, one card";
    EXPECT_EQ(cards->index(tokenizer, OpenCodeCardModel::LabelsColumn).data().toInt(), 3);
    EXPECT_EQ(cards->index(tokenizer, OpenCodeCardModel::VolunteersColumn).data().toInt(), 2);
    EXPECT_EQ(cardTable()->model()->index(0, 0).data().toString(), u"tokenizer padding"_s)
        << "the cards with most labels first";

    // The chosen card's issues and summaries; one opens read-only.
    cardTable()->setCurrentIndex(cardTable()->model()->index(0, 0));
    auto *issues = child<QListView>(u"cardIssues"_s);
    ASSERT_EQ(issues->model()->rowCount(), 2);
    EXPECT_EQ(issues->model()->index(0, 0).data().toString(),
        u"vllm-project/vllm#101 — Llama 3 tokenizer pads on the wrong side in batched generation"_s);
    EXPECT_TRUE(child<QLabel>(u"cardSummaries"_s)->text().contains(u"special tokens split"_s));
    QTest::mouseClick(child<QPushButton>(u"openCardIssue"_s), Qt::LeftButton);
    auto *dialog = window->findChild<QDialog *>(u"cardIssueDialog"_s);
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(dialog->windowTitle(), pilotUrl(101));
    dialog->close();

    // The filter and "unplaced only".
    QTest::keyClicks(child<QLineEdit>(u"cardFilter"_s), u"NCCL"_s);
    ASSERT_EQ(cardTable()->model()->rowCount(), 1);
    child<QLineEdit>(u"cardFilter"_s)->clear();
    EXPECT_EQ(cardTable()->model()->rowCount(), 5);
}

TEST_F(CardSortWindowTest, AnOpenCodeThatLooksLikeMarkupIsShownAsText)
{
    {
        auto store = ProjectStore::open(path(), ProjectStore::OpenMode::ExistingOnly);
        ASSERT_TRUE(store.ok());
        ASSERT_TRUE(writeOpenCodes(
            **store, {{"Volunteer 1", 108, "<img src=\"/dev/zero\"><b>dtype</b>", "<i>bf16</i>"}})
                        .ok());
    }
    openWindow();
    const int row = window->cards()->rowOfCode(u"<img src=\"/dev/zero\"><b>dtype</b>"_s);
    ASSERT_GE(row, 0);
    chooseCards({u"<img src=\"/dev/zero\"><b>dtype</b>"_s});
    QTableView *table = cardTable();
    table->setCurrentIndex(table->selectionModel()->selectedRows().value(0));
    auto *heading = child<QLabel>(u"cardHeading"_s);
    EXPECT_EQ(heading->textFormat(), Qt::PlainText);
    EXPECT_TRUE(heading->text().contains(u"<b>dtype</b>"_s)) << heading->text().toStdString();
    auto *summaries = child<QLabel>(u"cardSummaries"_s);
    EXPECT_EQ(summaries->textFormat(), Qt::PlainText);
    EXPECT_TRUE(summaries->text().contains(u"<i>bf16</i>"_s));
    const QString tip = window->cards()->index(row, 0).data(Qt::ToolTipRole).toString();
    EXPECT_FALSE(tip.contains(u"<img"_s)) << "a tooltip Qt would read as markup is escaped";
}

TEST_F(CardSortWindowTest, BoardIsBuiltWithTheWidgetsSavedAndOpensAgainAsLeft)
{
    openWindow();
    buildBoard();
    if (HasFatalFailure())
        return;
    EXPECT_EQ(
        boardNode(u"Distributed"_s).siblingAtColumn(CardSortBoardModel::CardsColumn).data().toInt(),
        2);
    EXPECT_EQ(boardNode(u"Distributed"_s)
                  .siblingAtColumn(CardSortBoardModel::LabelsColumn)
                  .data()
                  .toInt(),
        5);
    child<QCheckBox>(u"unplacedOnly"_s)->setChecked(true);
    EXPECT_EQ(cardTable()->model()->rowCount(), 2) << "OOM in fine-tuning, KV cache exhausted";

    // A card placed and taken off again with Delete; a new node and what is on it likewise.
    chooseCards({u"OOM in fine-tuning"_s});
    boardView()->setCurrentIndex(boardNode(u"Distributed"_s));
    click(u"placeCardsButton"_s);
    EXPECT_EQ(cardTable()->model()->rowCount(), 1);
    const QModelIndex oom = window->board()->indexOfCard(u"OOM in fine-tuning"_s);
    ASSERT_TRUE(oom.isValid());
    boardView()->setCurrentIndex(oom);
    boardView()->setFocus();
    QTest::keyClick(boardView(), Qt::Key_Delete);
    EXPECT_FALSE(window->board()->indexOfCard(u"OOM in fine-tuning"_s).isValid());
    EXPECT_EQ(cardTable()->model()->rowCount(), 2);
    boardView()->setCurrentIndex(boardNode(u"Bug"_s));
    newNode(u"newThemeButton"_s, u"Scratch"_s);
    EXPECT_TRUE(boardNode(u"Scratch"_s).isValid());
    click(u"takeOffButton"_s);
    EXPECT_FALSE(boardNode(u"Scratch"_s).isValid());

    EXPECT_TRUE(window->isWindowModified());
    click(u"saveBoardButton"_s);
    EXPECT_FALSE(window->isWindowModified());
    auto saved = CardSort::board(*session->store());
    ASSERT_TRUE(saved.ok()) << saved.error().message().toStdString();
    ASSERT_EQ(saved->types.size(), 2);
    EXPECT_EQ(saved->cardCount(), 3);

    window->close();
    openWindow();
    EXPECT_EQ(window->board()->placementOf(u"NCCL timeout"_s), u"Bug › Distributed"_s);
    EXPECT_EQ(window->board()->placementOf(u"docs: missing example"_s), u"Question › Docs"_s);
    EXPECT_EQ(boardNode(u"Distributed"_s).data(CardSortBoardModel::DescriptionRole).toString(),
        u"Multi-GPU communication"_s);
    EXPECT_FALSE(window->isWindowModified());
    EXPECT_TRUE(dialogs.errors.isEmpty()) << dialogs.errors.join(u'\n').toStdString();
}

TEST_F(CardSortWindowTest, CtrlZUndoesTheBoardsEditsOneByOne)
{
    openWindow();
    newNode(u"newTypeButton"_s, u"Bug"_s); // made, then named by typing: two steps
    chooseCards({u"NCCL timeout"_s});
    boardView()->setCurrentIndex(boardNode(u"Bug"_s));
    click(u"placeCardsButton"_s);
    ASSERT_EQ(window->board()->placementOf(u"NCCL timeout"_s), u"Bug"_s);
    ASSERT_EQ(window->boardUndoStack()->count(), 3);

    boardView()->setFocus();
    QTest::keyClick(boardView(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_TRUE(window->board()->placementOf(u"NCCL timeout"_s).isEmpty()) << "the card is off";
    EXPECT_TRUE(boardNode(u"Bug"_s).isValid());
    QTest::keyClick(boardView(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_FALSE(boardNode(u"Bug"_s).isValid()) << "the name typed is one step";
    EXPECT_TRUE(boardNode(u"New type"_s).isValid());
    QTest::keyClick(boardView(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_FALSE(window->board()->plan().isEmpty() && boardNode(u"New type"_s).isValid());
    EXPECT_TRUE(window->board()->plan().isEmpty());
    EXPECT_FALSE(window->isWindowModified()) << "back where the board was read";

    QTest::keyClick(boardView(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::keyClick(boardView(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::keyClick(boardView(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(window->board()->placementOf(u"NCCL timeout"_s), u"Bug"_s) << "redone";
    EXPECT_TRUE(window->isWindowModified());
    click(u"saveBoardButton"_s);
    EXPECT_FALSE(window->isWindowModified());
    QTest::keyClick(boardView(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_TRUE(window->isWindowModified()) << "an undo after saving differs from the draft";
}

TEST_F(CardSortWindowTest, ARealDropPlacesACardOnTheNodeUnderThePointer)
{
    openWindow();
    const QModelIndex bug = newNode(u"newTypeButton"_s, u"Bug"_s);
    ASSERT_TRUE(bug.isValid());
    QTreeView *view = boardView();
    const QPoint at = view->visualRect(bug).center();
    ASSERT_TRUE(view->viewport()->rect().contains(at));
    QMimeData *data = window->cards()->mimeData(
        {window->cards()->index(window->cards()->rowOfCode(u"KV cache exhausted"_s), 0)});
    ASSERT_NE(data, nullptr);
    QDragEnterEvent enter(at, Qt::CopyAction, data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &enter);
    ASSERT_TRUE(enter.isAccepted());
    QDragMoveEvent move(at, Qt::CopyAction, data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &move);
    ASSERT_TRUE(move.isAccepted()) << "the board takes a card over a node";
    QDropEvent drop(at, Qt::CopyAction, data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &drop);
    EXPECT_TRUE(drop.isAccepted());
    delete data;
    EXPECT_EQ(window->board()->placementOf(u"KV cache exhausted"_s), u"Bug"_s);
    EXPECT_EQ(window->cards()
                  ->index(window->cards()->rowOfCode(u"KV cache exhausted"_s),
                      OpenCodeCardModel::PlacedColumn)
                  .data()
                  .toString(),
        u"Bug"_s);
}

TEST_F(CardSortWindowTest, ApplyMakesTheNodesMapsTheLabelsAndUndoTakesItBack)
{
    openWindow();
    buildBoard();
    if (HasFatalFailure())
        return;
    click(u"applyCardSortButton"_s);
    ASSERT_EQ(dialogs.questions.size(), 1);
    const QString question = dialogs.questions.first();
    EXPECT_TRUE(question.contains(u"New nodes: 4"_s)) << question.toStdString();
    EXPECT_TRUE(question.contains(u"Open codes to map: 3"_s)) << question.toStdString();
    EXPECT_TRUE(question.contains(u"Labels to map: 6"_s)) << question.toStdString();
    ASSERT_TRUE(dialogs.errors.isEmpty()) << dialogs.errors.join(u'\n').toStdString();
    ASSERT_EQ(dialogs.information.size(), 1);
    EXPECT_TRUE(dialogs.information.first().contains(u"6 label(s) mapped"_s))
        << dialogs.information.first().toStdString();

    const ProjectStore &store = *session->store();
    int level = -1;
    QString parent;
    const qint64 bug = taxonomyNode(store, u"Bug"_s, &level, &parent);
    ASSERT_GT(bug, 0);
    EXPECT_EQ(level, 0);
    const qint64 distributed = taxonomyNode(store, u"Distributed"_s, &level, &parent);
    ASSERT_GT(distributed, 0);
    EXPECT_EQ(level, 1);
    EXPECT_EQ(parent, u"Bug"_s);
    const qint64 docs = taxonomyNode(store, u"Docs"_s, &level, &parent);
    EXPECT_EQ(parent, u"Question"_s) << "where the drop moved it";
    for (const auto &[issue, volunteer] : {std::pair {102, u"Volunteer 1"_s},
             std::pair {107, u"Volunteer 2"_s}, std::pair {101, u"Volunteer 2"_s}}) {
        const auto mapped = label(issue, volunteer);
        ASSERT_TRUE(mapped.has_value());
        EXPECT_EQ(mapped->nodeId, distributed) << issue;
        EXPECT_FALSE(mapped->openCode.isEmpty()) << "a mapped label keeps its open code";
    }
    EXPECT_EQ(label(105, u"Volunteer 2"_s)->nodeId, docs);
    EXPECT_EQ(label(103, u"Volunteer 1"_s)->nodeId, 0) << "an unplaced card stays open";
    auto history = CardSort::history(store);
    ASSERT_TRUE(history.ok());
    ASSERT_EQ(history->size(), 1);
    EXPECT_TRUE(history->first().undoneAt.isEmpty());

    // The window reads the project again: the new nodes are the taxonomy's now, the cards are
    // in it, the draft is empty.
    EXPECT_EQ(boardNode(u"Bug"_s).data(CardSortBoardModel::KindRole).toInt(),
        int(CardSortBoardModel::Kind::Existing));
    EXPECT_TRUE(window->cards()
                    ->index(window->cards()->rowOfCode(u"NCCL timeout"_s), 0)
                    .data(OpenCodeCardModel::IsMappedRole)
                    .toBool());
    EXPECT_TRUE(window->board()->plan().isEmpty());

    click(u"undoCardSortButton"_s);
    ASSERT_EQ(dialogs.questions.size(), 2);
    ASSERT_TRUE(dialogs.errors.isEmpty()) << dialogs.errors.join(u'\n').toStdString();
    history = CardSort::history(store);
    ASSERT_TRUE(history.ok());
    ASSERT_EQ(history->size(), 1);
    EXPECT_FALSE(history->first().undoneAt.isEmpty());
    EXPECT_EQ(label(102, u"Volunteer 1"_s)->nodeId, 0);
    EXPECT_EQ(label(102, u"Volunteer 1"_s)->openCode, u"NCCL timeout"_s);
    EXPECT_EQ(taxonomyNode(store, u"Distributed"_s), 0) << "its nodes are gone";
    EXPECT_FALSE(boardNode(u"Bug"_s).isValid());
}

TEST_F(CardSortWindowTest, CoresRefusalIsShownAndChangesNothing)
{
    openWindow();
    newNode(u"newTypeButton"_s, u"Bug"_s);
    const QModelIndex second = newNode(u"newTypeButton"_s, u"Bug"_s);
    ASSERT_EQ(second.row(), 1);
    chooseCards({u"NCCL timeout"_s});
    boardView()->setCurrentIndex(second);
    click(u"placeCardsButton"_s);
    click(u"applyCardSortButton"_s);
    ASSERT_EQ(dialogs.errors.size(), 1) << "two types of one name";
    const QString status = child<QLabel>(u"cardSortStatus"_s)->text();
    EXPECT_FALSE(status.isEmpty());
    EXPECT_TRUE(dialogs.errors.first().endsWith(status)) << status.toStdString();
    auto history = CardSort::history(*session->store());
    ASSERT_TRUE(history.ok());
    EXPECT_TRUE(history->isEmpty());
    EXPECT_EQ(taxonomyNode(*session->store(), u"Bug"_s), 0);
    EXPECT_EQ(label(102, u"Volunteer 1"_s)->nodeId, 0);
}

TEST_F(CardSortWindowTest, ARetiredNodeIsNotOnTheBoard)
{
    openWindow();
    buildBoard();
    if (HasFatalFailure())
        return;
    click(u"applyCardSortButton"_s);
    ASSERT_TRUE(dialogs.errors.isEmpty()) << dialogs.errors.join(u'\n').toStdString();
    const qint64 docs = taxonomyNode(*session->store(), u"Docs"_s);
    ASSERT_GT(docs, 0);
    ASSERT_TRUE(boardNode(u"Docs"_s).isValid());
    ASSERT_TRUE(TaxonomyEvolution::setRetired(*session->store(), docs, true, u"Lead"_s).ok());
    QTest::keyClick(window.get(), Qt::Key_F5);
    EXPECT_FALSE(boardNode(u"Docs"_s).isValid()) << "nothing goes on a retired node";
    EXPECT_TRUE(boardNode(u"Question"_s).isValid());
}

TEST(CardSortMenu, TheLeadOpensTheCardSortFromTheTaxonomyMenu)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"pilot.taxonomist"_s);
    QString error;
    {
        auto store = createPilotStudy(path, &error);
        ASSERT_NE(store, nullptr) << error.toStdString();
        ASSERT_TRUE(writePilotOpenCodes(*store).ok());
        ASSERT_TRUE(store->addAnnotator(u"Lead"_s, true).ok());
    }
    for (const QString &who : {u"Volunteer 1"_s, u"Lead"_s}) {
        Settings::setAnnotatorFor(path, who);
        MainWindow window(std::make_unique<RecordingDialogService>());
        window.show();
        ASSERT_TRUE(window.openProject(path));
        auto *action = window.findChild<QAction *>(u"cardSortAction"_s);
        ASSERT_NE(action, nullptr);
        EXPECT_EQ(action->isEnabled(), who == u"Lead"_s) << who.toStdString();
        if (who != u"Lead"_s)
            continue;
        action->trigger();
        auto *sort = window.findChild<CardSortWindow *>(u"cardSortWindow"_s);
        ASSERT_NE(sort, nullptr);
        EXPECT_TRUE(sort->isVisible());
        EXPECT_EQ(sort->cards()->rowCount(), 5);
    }
}
