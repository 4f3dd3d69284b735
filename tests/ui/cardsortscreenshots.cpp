// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Renders a new study's pilot for docs/ at 1366×768: a volunteer writing an open code in the
// picker of a study without a taxonomy, to DOCS_FOLDER/open-code.png, and the lead's card sort
// with a few cards placed on new nodes, to DOCS_FOLDER/card-sort.png (run by hand:
// card_sort_screenshots DOCS_FOLDER).
#include "cardsort/cardsortboardmodel.h"
#include "cardsort/cardsortwindow.h"
#include "cardsort/opencodecardmodel.h"
#include "common/headlessdialogservice.h"
#include "common/settings.h"
#include "issues/issuelistview.h"
#include "picker/taxonomypicker.h"
#include "pilotstudy.h"
#include "window/mainwindow.h"
#include "workbench/workbench.h"

#include <QApplication>
#include <QDir>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace taxonomist;

namespace {

// A new node under `parent` named `name`, with the cards given placed on it.
QModelIndex addNode(ui::CardSortBoardModel *board, const QModelIndex &parent, const QString &name,
    const QString &description, const QStringList &cards)
{
    const QModelIndex node = board->addNode(parent, name);
    board->setDescription(node, description);
    if (!cards.isEmpty())
        board->placeCards(cards, node);
    return node;
}

// The rest of the pilot, so the board has a few more cards than the tests need.
core::Status writeMoreOpenCodes(core::ProjectStore &store)
{
    return test::writeOpenCodes(store,
        {
            {"Volunteer 1", 105, "docs: missing example", "AWQ serving undocumented"},
            {"Volunteer 1", 106, "KV cache exhausted", "32k prompts fail: no free blocks"},
            {"Volunteer 1", 107, "multi-node hang", "all_reduce never returns on 2 nodes"},
            {"Volunteer 2", 102, "NCCL timeout", "watchdog timeout with TP=8"},
            {"Volunteer 2", 103, "LoRA memory", "13B LoRA does not fit 80 GB"},
            {"Volunteer 2", 104, "special tokens split", "chat template tokens split"},
            {"Volunteer 2", 108, "dtype on load", "bf16 checkpoint loads as fp32"},
        });
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : u"docs"_s;
    QTemporaryDir dir;
    const QString path = dir.filePath(u"llm-serving-pilot.taxonomist"_s);
    {
        QString error;
        auto store = test::createPilotStudy(path, &error);
        if (!store || !test::writePilotOpenCodes(*store) || !store->addAnnotator(u"Lena"_s, true)
            || !writeMoreOpenCodes(*store)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
    }

    // Volunteer 1 on an issue of their own, an open code and a summary typed, Enter not pressed.
    ui::Settings::setAnnotatorFor(path, u"Volunteer 1"_s);
    {
        ui::MainWindow window(std::make_unique<ui::HeadlessDialogService>(u"card_sort"_s));
        window.resize(1366, 768);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window) || !window.openProject(path))
            return 2;
        window.resize(1366, 768);
        test::PilotIssue checkpoint = test::pilotIssues().last();
        if (!window.goToUrl(test::pilotUrl(checkpoint.number)))
            return 3;
        ui::TaxonomyPicker *picker = window.workbench()->picker();
        QTest::keyClicks(picker->openCodeField(), u"checkpoint dtype"_s);
        QTest::keyClicks(picker->summaryField(), u"bf16 checkpoint loads back as fp32"_s);
        picker->openCodeField()->setFocus();
        QTest::qWait(100);
        if (!window.grab().save(QDir(out).filePath(u"open-code.png"_s)))
            return 4;
    }

    // The lead's board: two new types, themes under them, cards on the themes.
    ui::Settings::setAnnotatorFor(path, u"Lena"_s);
    ui::MainWindow lead(std::make_unique<ui::HeadlessDialogService>(u"card_sort"_s));
    lead.show();
    if (!QTest::qWaitForWindowExposed(&lead) || !lead.openProject(path))
        return 5;
    ui::CardSortWindow *sort = lead.openCardSort();
    if (!sort)
        return 6;
    sort->resize(1366, 768);
    ui::CardSortBoardModel *board = sort->board();
    const QModelIndex bug = addNode(board, {}, u"Bug"_s, u"The framework misbehaves"_s, {});
    addNode(board, bug, u"Distributed communication"_s, u"Collectives hang or time out"_s,
        {u"NCCL timeout"_s, u"multi-node hang"_s});
    addNode(board, bug, u"Tokenization"_s, u"Tokens padded or split wrongly"_s,
        {u"tokenizer padding"_s, u"special tokens split"_s});
    const QModelIndex requirement
        = addNode(board, {}, u"Requirement"_s, u"What users ask the framework for"_s, {});
    addNode(board, requirement, u"Documentation and examples"_s, u"Missing guides and examples"_s,
        {u"docs: missing example"_s});
    auto *boardView = sort->findChild<QTreeView *>(u"cardSortBoard"_s);
    boardView->expandAll();
    boardView->setCurrentIndex(board->indexOfCard(u"tokenizer padding"_s));
    auto *cards = sort->findChild<QTableView *>(u"cardTable"_s);
    for (int row = 0; row < cards->model()->rowCount(); ++row) {
        const QModelIndex card = cards->model()->index(row, 0);
        if (card.data(ui::OpenCodeCardModel::CodeRole).toString() == u"tokenizer padding"_s)
            cards->setCurrentIndex(card);
    }
    QTest::qWait(100);
    if (!sort->grab().save(QDir(out).filePath(u"card-sort.png"_s)))
        return 7;
    if (!sort->saveBoard()) // the draft kept, as the lead would before closing
        return 8;
    std::printf("wrote %s/open-code.png and %s/card-sort.png\n", qPrintable(out), qPrintable(out));
    return 0;
}
