// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QMainWindow>
#include <QStringList>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QTreeView;
class QUndoStack;

namespace taxonomist::core {
struct CardSortPlan;
}

namespace taxonomist::ui {

class CardSortBoardModel;
class DialogService;
class OpenCodeCardFilterProxyModel;
class OpenCodeCardModel;
class OpenCodeCardPanel;
class ProjectSession;

// The lead's card sort (the study's bottom-up taxonomy, after a pilot by open coding): every open
// code as a card on the left, the board on the right — the taxonomy's nodes and the new ones the
// lead makes — with cards dragged (or placed with the keyboard) onto nodes, each edit undone with
// Ctrl+Z (the board's own undo, apart from the labels'). Save Board keeps the
// draft in the project; Apply… turns it into new nodes as one taxonomy version and maps the
// open-coded labels; Undo Last Sort… takes the newest sort back. Core's errors are shown as they
// come, inline and in a message.
class CardSortWindow final : public QMainWindow
{
    Q_OBJECT

public:
    // The session and the dialogs must outlive the window; the session's annotator is the lead.
    CardSortWindow(ProjectSession *session, DialogService *dialogs, QWidget *parent = nullptr);
    ~CardSortWindow() override;

    CardSortBoardModel *board() const { return m_board; }
    OpenCodeCardModel *cards() const { return m_cards; }
    QUndoStack *boardUndoStack() const { return m_boardUndo; }

    // Reads the cards, the taxonomy and the saved board again (the board's changes are lost).
    void reload();
    // Reads the cards and the taxonomy again, keeping the board as it is.
    void refreshCards();
    bool saveBoard();
    void apply();
    void undoLastSort();
    // A new node under the selected one: a type among the types, a theme under the selected
    // node's type, a sub-theme under its theme.
    void addNode(int level);
    void placeSelectedCards();
    void takeOff();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    // The cards and the taxonomy read again with `plan` laid over them; the number of cards, or
    // -1 when they could not be read (said).
    int layBoard(const core::CardSortPlan &plan);
    // An undo or redo of the board: `plan` laid again, the cards as they are.
    void restoreBoard(const core::CardSortPlan &plan);
    // The views showing the issues of these cards follow their labels' change.
    void announceIssuesOf(const QStringList &codes);
    void createCardPane(QWidget *pane);
    void createBoardPane(QWidget *pane);
    void cardChanged();
    void boardNodeChanged();
    void updatePlacements();
    void updateActions();
    void showStatus(const QString &text, bool isError = false);
    // A core error: said inline and in a message box.
    void showError(const QString &title, const QString &message);
    void openIssue(qint64 issueId);
    QStringList selectedCodes() const;

    ProjectSession *m_session;
    DialogService *m_dialogs;
    OpenCodeCardModel *m_cards;
    OpenCodeCardFilterProxyModel *m_cardProxy;
    CardSortBoardModel *m_board;
    QUndoStack *m_boardUndo; // the board's edits
    QLineEdit *m_filter;
    QCheckBox *m_unplacedOnly;
    QTableView *m_cardTable;
    OpenCodeCardPanel *m_cardPanel;
    QTreeView *m_boardView;
    QPushButton *m_newType;
    QPushButton *m_newTheme;
    QPushButton *m_newSubtheme;
    QPushButton *m_place;
    QPushButton *m_takeOff;
    QLineEdit *m_name;
    QLineEdit *m_description;
    QLabel *m_status;
    QLabel *m_boardSummary;
    QPushButton *m_save;
    QPushButton *m_apply;
    QPushButton *m_undo;
};

} // namespace taxonomist::ui
