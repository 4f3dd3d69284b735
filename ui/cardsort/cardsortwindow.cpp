// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cardsortwindow.h"

#include "boardeditcommand.h"
#include "cardsortboardmodel.h"
#include "common/dialogservice.h"
#include "common/screenfit.h"
#include "common/untrustedtext.h"
#include "issues/issueviewer.h"
#include "opencodecardfilterproxymodel.h"
#include "opencodecardmodel.h"
#include "opencodecardpanel.h"
#include "reconcile/cardsort.h"
#include "session/projectsession.h"
#include "store/issuecontent.h"
#include "store/issuequery.h"
#include "taxonomy/taxonomystore.h"

#include <QAction>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDateTime>
#include <QDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSet>
#include <QSplitter>
#include <QTableView>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

CardSortWindow::CardSortWindow(ProjectSession *session, DialogService *dialogs, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_dialogs(dialogs)
    , m_cards(new OpenCodeCardModel(this))
    , m_cardProxy(new OpenCodeCardFilterProxyModel(this))
    , m_board(new CardSortBoardModel(this))
    , m_boardUndo(new QUndoStack(this))
{
    setObjectName(u"cardSortWindow"_s);
    setWindowTitle(tr("Card Sort — %1[*]").arg(QFileInfo(session->path()).fileName()));
    m_cardProxy->setSourceModel(m_cards);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(u"cardSortSplitter"_s);
    splitter->setChildrenCollapsible(false);
    auto *cardPane = new QWidget(splitter);
    auto *boardPane = new QWidget(splitter);
    createCardPane(cardPane);
    createBoardPane(boardPane);
    splitter->addWidget(cardPane);
    splitter->addWidget(boardPane);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);

    m_status = UntrustedText::plain(new QLabel(this)); // core's messages repeat open codes
    m_status->setObjectName(u"cardSortStatus"_s);
    m_status->setWordWrap(true);
    m_boardSummary = UntrustedText::plain(new QLabel(this));
    m_boardSummary->setObjectName(u"boardSummary"_s);
    m_save = new QPushButton(tr("&Save Board"), this);
    m_save->setObjectName(u"saveBoardButton"_s);
    m_save->setShortcut(QKeySequence::Save);
    m_save->setToolTip(tr("Keep the board as a draft in the project (Ctrl+S)"));
    m_apply = new QPushButton(tr("&Apply…"), this);
    m_apply->setObjectName(u"applyCardSortButton"_s);
    m_apply->setToolTip(tr("Add the new nodes as a new taxonomy version and map the open-coded "
                           "labels to their cards' nodes"));
    m_undo = new QPushButton(tr("&Undo Last Sort…"), this);
    m_undo->setObjectName(u"undoCardSortButton"_s);
    m_undo->setToolTip(tr("Take back the newest card sort that stands"));
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_boardSummary);
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_save);
    bottom->addWidget(m_apply);
    bottom->addWidget(m_undo);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->addWidget(splitter, 1);
    layout->addLayout(bottom);
    setCentralWidget(central);

    auto *reloadAction = new QAction(tr("Reload"), this);
    reloadAction->setShortcut(QKeySequence::Refresh);
    connect(reloadAction, &QAction::triggered, this, &CardSortWindow::refreshCards);
    addAction(reloadAction);
    auto *findAction = new QAction(tr("Filter the Cards"), this);
    findAction->setShortcut(QKeySequence::Find);
    connect(findAction, &QAction::triggered, this, [this] {
        m_filter->setFocus();
        m_filter->selectAll();
    });
    addAction(findAction);
    // The board's own undo: this window's Ctrl+Z never reaches the labels' stack.
    QAction *undo = m_boardUndo->createUndoAction(this, tr("Undo"));
    undo->setShortcut(QKeySequence::Undo);
    addAction(undo);
    QAction *redo = m_boardUndo->createRedoAction(this, tr("Redo"));
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
    addAction(redo);
    connect(m_board, &CardSortBoardModel::edited, this,
        [this](const CardSortPlan &before, int textKey) {
            m_boardUndo->push(
                new BoardEditCommand([this](const CardSortPlan &plan) { restoreBoard(plan); },
                    before, m_board->plan(), textKey, tr("Edit the board")));
        });
    // The board goes before the stack (which says it is clean as it goes): the board's context ends
    // the connection first.
    connect(m_boardUndo, &QUndoStack::cleanChanged, m_board,
        [this](bool clean) { m_board->setModified(!clean); });

    connect(m_save, &QPushButton::clicked, this, &CardSortWindow::saveBoard);
    connect(m_apply, &QPushButton::clicked, this, &CardSortWindow::apply);
    connect(m_undo, &QPushButton::clicked, this, &CardSortWindow::undoLastSort);
    connect(
        m_board, &CardSortBoardModel::placementsChanged, this, &CardSortWindow::updatePlacements);
    connect(m_board, &CardSortBoardModel::modifiedChanged, this, &CardSortWindow::updateActions);
    connect(m_board, &QAbstractItemModel::rowsInserted, this,
        [this](const QModelIndex &under) { m_boardView->expand(under); });
    // The lead's window closes with the project.
    connect(session, &ProjectSession::aboutToClose, this, &QWidget::close);
    reload();
    fitToScreen(this, {1320, 820});
}

CardSortWindow::~CardSortWindow() = default;

void CardSortWindow::createCardPane(QWidget *pane)
{
    m_filter = new QLineEdit(pane);
    m_filter->setObjectName(u"cardFilter"_s);
    m_filter->setPlaceholderText(tr("Filter the open codes… (Ctrl+F)"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter the open codes"));
    m_unplacedOnly = new QCheckBox(tr("U&nplaced only"), pane);
    m_unplacedOnly->setObjectName(u"unplacedOnly"_s);
    m_unplacedOnly->setToolTip(tr("Only the cards not on the board nor in the taxonomy yet"));
    m_cardTable = new QTableView(pane);
    m_cardTable->setObjectName(u"cardTable"_s);
    m_cardTable->setModel(m_cardProxy);
    m_cardTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_cardTable->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_cardTable->setDragEnabled(true);
    m_cardTable->setDragDropMode(QAbstractItemView::DragOnly);
    m_cardTable->setSortingEnabled(true);
    m_cardTable->sortByColumn(OpenCodeCardModel::LabelsColumn, Qt::DescendingOrder);
    m_cardTable->setWordWrap(false);
    m_cardTable->verticalHeader()->hide();
    useCompactRows(m_cardTable);
    m_cardTable->horizontalHeader()->setSectionResizeMode(
        OpenCodeCardModel::CodeColumn, QHeaderView::Stretch);
    m_cardTable->horizontalHeader()->setSectionResizeMode(
        OpenCodeCardModel::LabelsColumn, QHeaderView::ResizeToContents);
    m_cardTable->horizontalHeader()->setSectionResizeMode(
        OpenCodeCardModel::VolunteersColumn, QHeaderView::ResizeToContents);
    m_cardTable->horizontalHeader()->setSectionResizeMode(
        OpenCodeCardModel::PlacedColumn, QHeaderView::Stretch);
    m_cardTable->setAccessibleName(tr("Open codes"));
    m_cardTable->setAccessibleDescription(
        tr("Every open code the volunteers wrote, as a card: drag cards onto a node of the board, "
           "or choose a node and press Place on Selected Node"));
    m_cardPanel = new OpenCodeCardPanel(pane);

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_unplacedOnly);
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filterRow);
    layout->addWidget(m_cardTable, 3);
    layout->addWidget(m_cardPanel, 2);

    connect(m_filter, &QLineEdit::textChanged, m_cardProxy, &OpenCodeCardFilterProxyModel::setText);
    connect(m_unplacedOnly, &QCheckBox::toggled, m_cardProxy,
        &OpenCodeCardFilterProxyModel::setUnplacedOnly);
    connect(m_cardTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &CardSortWindow::cardChanged);
    connect(m_cardTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &CardSortWindow::updateActions);
    connect(m_cardPanel, &OpenCodeCardPanel::issueRequested, this, &CardSortWindow::openIssue);
}

void CardSortWindow::createBoardPane(QWidget *pane)
{
    m_newType = new QPushButton(tr("New &Type"), pane);
    m_newType->setObjectName(u"newTypeButton"_s);
    m_newType->setToolTip(tr("A new type of the taxonomy"));
    m_newTheme = new QPushButton(tr("New T&heme"), pane);
    m_newTheme->setObjectName(u"newThemeButton"_s);
    m_newTheme->setToolTip(tr("A new theme under the selected node's type"));
    m_newSubtheme = new QPushButton(tr("New Su&b-theme"), pane);
    m_newSubtheme->setObjectName(u"newSubthemeButton"_s);
    m_newSubtheme->setToolTip(tr("A new sub-theme under the selected node's theme"));
    m_place = new QPushButton(tr("&Place on Selected Node"), pane);
    m_place->setObjectName(u"placeCardsButton"_s);
    m_place->setToolTip(tr("Place the cards chosen on the left on the node selected on the board"));
    m_takeOff = new QPushButton(tr("Take &Off"), pane);
    m_takeOff->setObjectName(u"takeOffButton"_s);
    m_takeOff->setToolTip(tr("Take the selected card, or new node with all on it, off the board "
                             "(Delete)"));

    m_boardView = new QTreeView(pane);
    m_boardView->setObjectName(u"cardSortBoard"_s);
    m_boardView->setModel(m_board);
    m_boardView->setUniformRowHeights(true);
    m_boardView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_boardView->setDragDropMode(QAbstractItemView::DragDrop);
    m_boardView->setDefaultDropAction(Qt::MoveAction);
    m_boardView->setDropIndicatorShown(true);
    m_boardView->setEditTriggers(
        QAbstractItemView::EditKeyPressed | QAbstractItemView::DoubleClicked);
    m_boardView->header()->setStretchLastSection(false);
    m_boardView->header()->setSectionResizeMode(
        CardSortBoardModel::NameColumn, QHeaderView::Stretch);
    m_boardView->header()->setSectionResizeMode(
        CardSortBoardModel::CardsColumn, QHeaderView::ResizeToContents);
    m_boardView->header()->setSectionResizeMode(
        CardSortBoardModel::LabelsColumn, QHeaderView::ResizeToContents);
    m_boardView->setAccessibleName(tr("Card-sort board"));
    m_boardView->setAccessibleDescription(
        tr("The taxonomy's types, themes and sub-themes, the new ones, and the cards placed on "
           "each; F2 renames a new node, Delete takes a card or new node off"));
    auto *takeOffKey = new QAction(m_boardView);
    takeOffKey->setShortcut(QKeySequence::Delete);
    takeOffKey->setShortcutContext(Qt::WidgetShortcut);
    connect(takeOffKey, &QAction::triggered, this, &CardSortWindow::takeOff);
    m_boardView->addAction(takeOffKey);

    m_name = new QLineEdit(pane);
    m_name->setObjectName(u"nodeName"_s);
    m_name->setPlaceholderText(tr("The new node's name"));
    m_description = new QLineEdit(pane);
    m_description->setObjectName(u"nodeDescription"_s);
    m_description->setPlaceholderText(tr("What belongs here, in a sentence (optional)"));
    auto *nameLabel = new QLabel(tr("Na&me"), pane);
    nameLabel->setBuddy(m_name);
    auto *descriptionLabel = new QLabel(tr("&Description"), pane);
    descriptionLabel->setBuddy(m_description);

    auto *buttons = new QHBoxLayout;
    for (QPushButton *button : {m_newType, m_newTheme, m_newSubtheme})
        buttons->addWidget(button);
    buttons->addStretch(1);
    buttons->addWidget(m_place);
    buttons->addWidget(m_takeOff);
    auto *editor = new QFormLayout;
    editor->addRow(nameLabel, m_name);
    editor->addRow(descriptionLabel, m_description);
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_boardView, 1);
    layout->addLayout(editor);

    connect(m_newType, &QPushButton::clicked, this, [this] { addNode(0); });
    connect(m_newTheme, &QPushButton::clicked, this, [this] { addNode(1); });
    connect(m_newSubtheme, &QPushButton::clicked, this, [this] { addNode(2); });
    connect(m_place, &QPushButton::clicked, this, &CardSortWindow::placeSelectedCards);
    connect(m_takeOff, &QPushButton::clicked, this, &CardSortWindow::takeOff);
    connect(m_boardView->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &CardSortWindow::boardNodeChanged);
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &name) {
        m_board->setData(m_boardView->currentIndex().siblingAtColumn(0), name);
    });
    connect(m_description, &QLineEdit::textEdited, this, [this](const QString &description) {
        m_board->setDescription(m_boardView->currentIndex().siblingAtColumn(0), description);
    });
    connect(m_name, &QLineEdit::returnPressed, m_boardView, qOverload<>(&QWidget::setFocus));
}

void CardSortWindow::reload()
{
    ProjectStore *store = m_session->store();
    if (!store)
        return;
    m_boardUndo->clear(); // a board read from the project has no edits to undo
    auto saved = CardSort::board(*store);
    const int cards = layBoard(saved ? *saved : CardSortPlan());
    if (!saved)
        showError(tr("Card Sort"), saved.error().message());
    else if (cards == 0)
        showStatus(tr("No open codes yet: volunteers write them in the picker's Open code field."));
    else if (cards > 0 && m_status->text().isEmpty())
        showStatus(tr("Drag cards onto nodes, or choose cards and a node and press Place on "
                      "Selected Node."));
}

void CardSortWindow::refreshCards()
{
    const bool modified = m_board->isModified();
    const int cards = layBoard(m_board->plan());
    if (cards >= 0 && m_status->text().isEmpty())
        showStatus(tr("%n open code(s) read again.", nullptr, cards));
    m_board->setModified(modified || m_board->isModified());
}

void CardSortWindow::restoreBoard(const CardSortPlan &plan)
{
    const bool modified = m_board->isModified();
    layBoard(plan);
    m_board->setModified(modified || m_board->isModified()); // the stack's clean state decides
}

int CardSortWindow::layBoard(const CardSortPlan &plan)
{
    ProjectStore *store = m_session->store();
    if (!store)
        return -1;
    auto cards = CardSort::cards(*store);
    auto taxonomy = TaxonomyStore::load(*store);
    if (!cards || !taxonomy) {
        showError(tr("Card Sort"), !cards ? cards.error().message() : taxonomy.error().message());
        return -1;
    }
    QHash<qint64, QString> codes;
    for (int i = 0; i < taxonomy->taxonomy.size(); ++i)
        codes.insert(taxonomy->nodeIds.value(i), taxonomy->taxonomy.node(i).code);
    m_cards->setCards(*cards, codes);
    const QStringList problems = m_board->setBoard(*taxonomy, plan, *cards);
    // What of the plan could not be laid again is said, and the board differs from the plan.
    m_board->setModified(!problems.isEmpty());
    m_boardView->expandAll();
    cardChanged();
    boardNodeChanged();
    updatePlacements();
    if (problems.isEmpty())
        showStatus(QString());
    else
        showStatus(problems.join(u' '), true);
    return static_cast<int>(cards->size());
}

void CardSortWindow::announceIssuesOf(const QStringList &codes)
{
    QList<qint64> issues;
    for (const QString &code : codes) {
        if (const int row = m_cards->rowOfCode(code); row >= 0)
            issues += m_cards->card(row)->issueIds;
    }
    std::sort(issues.begin(), issues.end());
    issues.erase(std::unique(issues.begin(), issues.end()), issues.end());
    m_session->announceLabels(issues);
}

bool CardSortWindow::saveBoard()
{
    ProjectStore *store = m_session->store();
    if (!store)
        return false;
    if (auto saved = CardSort::saveBoard(*store, m_board->plan()); !saved) {
        showError(tr("Save Board"), saved.error().message());
        return false;
    }
    m_board->setModified(false);
    m_boardUndo->setClean();
    showStatus(tr("Board saved: it opens as you left it."));
    return true;
}

void CardSortWindow::apply()
{
    ProjectStore *store = m_session->store();
    const CardSortPlan plan = m_board->plan();
    if (!store)
        return;
    if (plan.cardCount() == 0 && m_board->newNodeCount() == 0) {
        showStatus(tr("Nothing to apply: make nodes and place cards on them first."), true);
        return;
    }
    const QLocale locale;
    const QString question = tr("Apply the card sort?") + u"\n\n"_s
        + tr("New nodes: %1").arg(locale.toString(m_board->newNodeCount())) + u"\n"_s
        + tr("Open codes to map: %1").arg(locale.toString(plan.cardCount())) + u"\n"_s
        + tr("Labels to map: %1").arg(locale.toString(m_board->placedLabelCount())) + u"\n\n"_s
        + tr("The new nodes become a new version of the taxonomy and each open-coded label gets "
             "its card's node (it keeps its open code). Undo Last Sort… takes it back.");
    if (!m_dialogs->confirm(this, tr("Apply the Card Sort"), question))
        return;
    const QStringList placed = m_board->placedCards();
    auto applied = CardSort::apply(*store, plan, m_session->annotatorName());
    if (!applied) {
        showError(tr("Apply the Card Sort"), applied.error().message());
        return;
    }
    // The views showing the nodes and the issues whose labels changed follow.
    m_session->announceTaxonomy();
    announceIssuesOf(placed);
    reload();
    // Core empties the saved board: its new nodes are the taxonomy's now.
    QString result
        = (applied->previous.isEmpty()
                  ? tr("The study's first taxonomy, version %1: %n new node(s)", nullptr,
                      applied->nodesAdded)
                        .arg(applied->version)
                  : tr("Taxonomy version %1 (was %2): %n new node(s)", nullptr, applied->nodesAdded)
                        .arg(applied->version, applied->previous))
        + u", "_s + tr("%n open code(s)", nullptr, applied->codesMapped) + u", "_s
        + tr("%n label(s) mapped.", nullptr, applied->labelsMapped);
    if (applied->labelsLeft > 0)
        result += u" "_s
            + tr("%n label(s) of other members are left to their own copies, which map them when "
                 "the taxonomy reaches them.",
                nullptr, applied->labelsLeft);
    showStatus(result);
    m_dialogs->showInformation(this, tr("Card Sort Applied"), result);
}

void CardSortWindow::undoLastSort()
{
    ProjectStore *store = m_session->store();
    if (!store)
        return;
    auto history = CardSort::history(*store);
    if (!history) {
        showError(tr("Undo Last Sort"), history.error().message());
        return;
    }
    const CardSortRecord *last = nullptr;
    for (const CardSortRecord &record : *history) {
        if (record.undoneAt.isEmpty() && (!last || record.id > last->id))
            last = &record;
    }
    if (!last) {
        showStatus(tr("No card sort to undo."), true);
        return;
    }
    const QString question
        = tr("Undo the card sort %1 applied on %2 (taxonomy version %3: %n new node(s))?", nullptr,
              last->nodes)
              .arg(last->appliedBy,
                  QLocale().toString(
                      QDateTime::fromString(last->appliedAt, Qt::ISODateWithMs).toLocalTime(),
                      QLocale::ShortFormat),
                  last->version)
        + u"\n\n"_s
        + tr("Its %n label(s) go back to their open codes alone, unless changed since; its nodes "
             "are removed, or retired where something uses them.",
            nullptr, last->labels);
    if (!m_dialogs->confirm(this, tr("Undo Last Sort"), question))
        return;
    auto undone = CardSort::undo(*store, last->id, m_session->annotatorName());
    if (!undone) {
        showError(tr("Undo Last Sort"), undone.error().message());
        return;
    }
    m_session->announceTaxonomy();
    m_boardUndo->clear(); // the board's edits were on nodes that may be gone
    QStringList codes;
    for (const OpenCodeCard &card : m_cards->cards())
        codes.append(card.code);
    announceIssuesOf(codes);
    refreshCards();
    QString result = tr("Taxonomy version %1: %n label(s) back to their open codes", nullptr,
                         undone->labelsUnmapped)
                         .arg(undone->version)
        + u", "_s + tr("%n node(s) removed", nullptr, undone->nodesRemoved) + u", "_s
        + tr("%n retired.", nullptr, undone->nodesRetired);
    if (undone->labelsChangedSince > 0)
        result += u" "_s
            + tr("%n label(s) changed since the sort were left as they are.", nullptr,
                undone->labelsChangedSince);
    showStatus(result);
    m_dialogs->showInformation(this, tr("Card Sort Undone"), result);
}

void CardSortWindow::addNode(int level)
{
    QModelIndex parent;
    if (level > 0) {
        parent = m_board->nodeOf(m_boardView->currentIndex());
        while (parent.isValid() && parent.data(CardSortBoardModel::LevelRole).toInt() >= level)
            parent = parent.parent();
        if (!parent.isValid() || parent.data(CardSortBoardModel::LevelRole).toInt() != level - 1) {
            showStatus(level == 1 ? tr("Select a type (or a node under it) for the new theme.")
                                  : tr("Select a theme (or a sub-theme of it) for the new "
                                       "sub-theme."),
                true);
            return;
        }
    }
    static const char *const names[]
        = {QT_TR_NOOP("New type"), QT_TR_NOOP("New theme"), QT_TR_NOOP("New sub-theme")};
    const QModelIndex added = m_board->addNode(parent, tr(names[level]));
    if (!added.isValid())
        return;
    m_boardView->expand(parent);
    m_boardView->setCurrentIndex(added);
    m_boardView->scrollTo(added);
    m_name->setFocus();
    m_name->selectAll();
}

void CardSortWindow::placeSelectedCards()
{
    const QStringList codes = selectedCodes();
    const QModelIndex node = m_board->nodeOf(m_boardView->currentIndex());
    if (codes.isEmpty() || !node.isValid()) {
        showStatus(codes.isEmpty() ? tr("Choose cards on the left first.")
                                   : tr("Select a node on the board first."),
            true);
        return;
    }
    m_board->placeCards(codes, node);
    m_boardView->expand(node);
}

void CardSortWindow::takeOff()
{
    const QModelIndex current = m_boardView->currentIndex().siblingAtColumn(0);
    if (!m_board->canTakeOff(current)) {
        showStatus(tr("The taxonomy's own nodes stay; select a card or a new node."), true);
        return;
    }
    m_board->takeOff(current);
}

QStringList CardSortWindow::selectedCodes() const
{
    QStringList codes;
    for (const QModelIndex &row : m_cardTable->selectionModel()->selectedRows()) {
        if (!row.data(OpenCodeCardModel::IsMappedRole).toBool())
            codes.append(row.data(OpenCodeCardModel::CodeRole).toString());
    }
    return codes;
}

void CardSortWindow::cardChanged()
{
    const QModelIndex current = m_cardProxy->mapToSource(m_cardTable->currentIndex());
    m_cardPanel->showCard(
        current.isValid() ? m_cards->card(current.row()) : nullptr, m_session->store());
    updateActions();
}

void CardSortWindow::boardNodeChanged()
{
    const QModelIndex current = m_boardView->currentIndex().siblingAtColumn(0);
    const bool isNew = current.isValid()
        && current.data(CardSortBoardModel::KindRole).toInt() == int(CardSortBoardModel::Kind::New);
    m_name->setEnabled(isNew);
    m_description->setEnabled(isNew);
    m_name->setText(isNew ? current.data(CardSortBoardModel::NameRole).toString() : QString());
    m_description->setText(
        isNew ? current.data(CardSortBoardModel::DescriptionRole).toString() : QString());
    updateActions();
}

void CardSortWindow::updatePlacements()
{
    QHash<QString, QString> placements;
    for (const QString &code : m_board->placedCards())
        placements.insert(code, m_board->placementOf(code));
    m_cards->setPlacements(placements);
    m_boardSummary->setText(tr("%1 of %2 cards placed")
                                .arg(placements.size())
                                .arg(std::count_if(m_cards->cards().begin(), m_cards->cards().end(),
                                    [](const OpenCodeCard &card) { return card.unmapped > 0; })));
    updateActions();
}

void CardSortWindow::updateActions()
{
    const bool writable = m_session->store() && !m_session->store()->isReadOnly();
    const QModelIndex current = m_boardView->currentIndex().siblingAtColumn(0);
    const int level = m_board->nodeOf(current).data(CardSortBoardModel::LevelRole).toInt();
    const bool hasNode = m_board->nodeOf(current).isValid();
    m_newType->setEnabled(writable);
    m_newTheme->setEnabled(writable && hasNode);
    m_newSubtheme->setEnabled(writable && hasNode && level >= 1);
    m_place->setEnabled(writable && hasNode && !selectedCodes().isEmpty());
    m_takeOff->setEnabled(writable && m_board->canTakeOff(current));
    m_save->setEnabled(writable);
    m_apply->setEnabled(writable);
    m_undo->setEnabled(writable);
    setWindowModified(m_board->isModified());
}

void CardSortWindow::showStatus(const QString &text, bool isError)
{
    m_status->setText(text);
    m_status->setStyleSheet(isError
            ? u"color: palette(bright-text); background: #b3261e; padding: 2px 6px;"_s
            : QString());
}

void CardSortWindow::showError(const QString &title, const QString &message)
{
    showStatus(message, true);
    m_dialogs->showError(this, title, message);
}

void CardSortWindow::openIssue(qint64 issueId)
{
    ProjectStore *store = m_session->store();
    if (!store)
        return;
    auto row = IssueQuery::byId(*store, IssueFilter(), issueId); // no one's label
    auto content = IssueContentStore::load(*store, issueId);
    if (!row || !*row || !content) {
        showError(tr("Open Issue"),
            !row           ? row.error().message()
                : !content ? content.error().message()
                           : tr("no such issue"));
        return;
    }
    auto *dialog = new QDialog(this);
    dialog->setObjectName(u"cardIssueDialog"_s);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle((**row).url); // a window title is plain text
    auto *viewer = new IssueViewer(dialog);
    viewer->showIssue(**row, *content, KeywordMatcher());
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(viewer);
    fitToScreen(dialog, {900, 700});
    dialog->show();
}

void CardSortWindow::closeEvent(QCloseEvent *event)
{
    if (m_board->isModified() && m_session->isOpen()
        && m_dialogs->confirm(
            this, tr("Card Sort"), tr("Keep the board's changes as the draft? (No discards them.)"))
        && !saveBoard()) {
        event->ignore(); // the draft was not kept: the window stays, with the error said
        return;
    }
    event->accept();
}

} // namespace taxonomist::ui
