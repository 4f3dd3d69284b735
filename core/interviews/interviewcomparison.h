// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

class ProjectStore;

// The paper's comparison, per taxonomy node: how many issues carry it (final labels, by
// framework) beside how many interviewed users and developers raise it, and where the two groups
// diverge. A participant mentions a node when any of their segments — the code book's or any
// coder's — links to it or to a node below it; a code the taxonomy lacks (C.11) is a row of its
// own, flagged, and counts for the nodes its code extends (C).
class InterviewComparison final
{
public:
    enum class Divergence { None, Both, UsersOnly, DevelopersOnly };

    struct Row
    {
        QString code;
        QString name;
        int level = 0;
        QString type; // the code of the node's first-level ancestor ("C")
        bool inTaxonomy = true;
        qint64 issues = 0;
        QList<qint64> issuesByFramework; // aligned with frameworks
        int users = 0;
        int developers = 0;
        int others = 0;
        QStringList participants; // codes, in participant order
        double issueShare = 0.0; // of all issues with a final label
        double userShare = 0.0; // of all users interviewed
        double developerShare = 0.0;
        Divergence divergence = Divergence::None;
    };

    QString levelKey; // the deepest level shown ("theme")
    int level = 1;
    QStringList frameworks;
    qint64 labelledIssues = 0; // issues with a final label that is not a false positive
    int users = 0;
    int developers = 0;
    int others = 0;
    QList<Row> rows; // in taxonomy order, flagged codes after their nearest known relative

    // `level` is the deepest taxonomy level with rows of its own (0 types, 1 themes, ...).
    static Result<InterviewComparison> compute(const ProjectStore &store, int level = 1);
    static QString divergenceKey(Divergence divergence); // "both", "users_only", ...
    static QString divergenceText(Divergence divergence); // "users only", ...

    QJsonObject toJson() const;
    QString toText() const;
    // Nodes users raise that developers do not, and the reverse.
    QList<const Row *> diverging(Divergence which) const;
};

} // namespace taxonomist::core
