// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cardsortplan.h"
#include "result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

class ProjectStore;

// One open code as a card on the lead's board: every label that carries it (spelled alike up to
// case and spacing), the issues and how many volunteers wrote it.
struct OpenCodeCard
{
    QString code; // as most of its labels spell it
    int labels = 0;
    int volunteers = 0;
    QList<qint64> issueIds; // ascending
    QStringList summaries; // the labels' summaries, distinct, at most five
    qint64 nodeId = 0; // the node all its labels are mapped to; 0 while any is not
    int unmapped = 0; // labels with the code and no node yet

    // How open codes are matched: case-folded, one line with single spaces.
    static QString keyOf(const QString &code);
};

struct AppliedCardSort
{
    qint64 sortId = 0;
    QString version; // the taxonomy version it made
    QString previous;
    int nodesAdded = 0;
    int codesMapped = 0;
    int labelsMapped = 0;
    int labelsLeft = 0; // labels with a mapped code this copy may not write (another member's)
};

struct CardSortRecord
{
    qint64 id = 0;
    QString version;
    QString previous;
    QString appliedBy;
    QString appliedAt;
    QString undoneAt; // empty while it stands
    int nodes = 0;
    int codes = 0;
    int labels = 0;
};

struct UndoneCardSort
{
    QString version; // the taxonomy version the undo made
    int labelsUnmapped = 0;
    int labelsChangedSince = 0; // left as they are: their volunteer changed them after the sort
    int nodesRemoved = 0;
    int nodesRetired = 0; // in use by then (a label, final label or proposal): kept, retired
};

// The lead's card sort (the study's bottom-up taxonomy): open codes become the cards of a board,
// the board becomes new taxonomy nodes as one new taxonomy version, and each open-coded label is
// mapped to its card's node — recorded (card_sorts, card_sort_codes, card_sort_nodes,
// card_sort_labels), audit-logged and undoable. A label keeps its open code after mapping.
//
// In a team, a copy writes only its own member's labels: the code-to-node map travels with the
// taxonomy (project info "taxonomy.open_codes"), and each copy maps its member's open codes when
// it arrives (mapFromTeam). A project outside a team maps every label.
class CardSort final
{
public:
    // The project setting that holds the code-to-node map: it travels to the team with the rest
    // of "taxonomy.*" (ChangeExtractor sends those to every copy).
    static inline const QString teamMapKey = QStringLiteral("taxonomy.open_codes");

    static Result<QList<OpenCodeCard>> cards(const ProjectStore &store);

    // Checks the plan (every card known and placed once, names given and unique among siblings,
    // no deeper than sub-themes, existing nodes where they are) and applies it in one
    // transaction: all or nothing.
    static Result<AppliedCardSort> apply(
        ProjectStore &store, const CardSortPlan &plan, const QString &actor);
    // Undoes the newest sort still standing (sortId must be it): its labels whose node is still
    // the sort's go back to their open code alone; its nodes are removed, or retired when used.
    static Result<UndoneCardSort> undo(ProjectStore &store, qint64 sortId, const QString &actor);
    static Result<QList<CardSortRecord>> history(const ProjectStore &store);

    // Maps this copy's own open-coded labels by the team's map (after a merge or sync brought
    // it), inside the caller's transaction. Returns how many labels it mapped.
    static Result<int> mapFromTeam(ProjectStore &store, const QString &actor);

    // The board as the lead left it (project info "cardsort.board", never sent to the team).
    static Result<CardSortPlan> board(const ProjectStore &store);
    static Status saveBoard(ProjectStore &store, const CardSortPlan &plan);
};

} // namespace taxonomist::core
