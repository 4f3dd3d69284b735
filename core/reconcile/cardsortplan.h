// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

class ProjectStore;

// A node of the board: an existing taxonomy node (nodeId) or a new one (name, description), with
// the cards placed on it and the nodes under it. Types are the plan's top level, themes under
// them, sub-themes under themes.
struct CardSortNode
{
    qint64 nodeId = 0; // an existing node; 0: a new one
    QString name;
    QString description;
    QStringList cards; // open codes whose labels map to this node
    QList<CardSortNode> children;
};

struct CardSortPlan
{
    QList<CardSortNode> types;

    bool isEmpty() const { return types.isEmpty(); }
    int cardCount() const;

    // {"types": [{"node": CODE | "name": NAME, "description", "cards": [...], "children": [...]}]}:
    // a board saved in the project, or a plan file for `taxonomist-cli card-sort apply`.
    QJsonObject toJson(const ProjectStore &store) const;
    // `where` names the file or setting in errors; existing nodes are found by code.
    static Result<CardSortPlan> fromJson(
        const ProjectStore &store, const QJsonObject &json, const QString &where);
};

} // namespace taxonomist::core
