// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "refiproject.h"
#include "result.h"
#include "taxonomy/taxonomy.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

// Another program's codebook as a Taxonomist taxonomy. Code names of the form "<code> <name>"
// with codes that follow the tree ("C", "C.3", "C.3.ii" — what Taxonomist exports) keep their
// codes; otherwise nodes are numbered by position ("1", "1.2"). Each level is a level of the
// taxonomy; descriptions come back with their details (RefiDescription). The folder
// "Links outside the taxonomy" that Taxonomist writes holds no nodes: its codes stay flagged
// link codes.
struct RefiTaxonomy
{
    Taxonomy taxonomy;
    QHash<QString, QString>
        codeOfGuid; // REFI code GUID → node code, or the flagged code it stands for
    QHash<QString, QString> guidOfCode; // node code → the GUID the other program gave it
    // Taxonomist's own folder of codes outside the taxonomy, when the codebook has it: its GUID
    // and, per flagged code, the GUID of its code there.
    QString unknownFolderGuid;
    QHash<QString, QString> guidOfUnknownCode;
    QStringList notes;

    static Result<RefiTaxonomy> build(const QList<RefiCode> &codes, const QString &title,
        const QString &origin, const QString &fileName);
    // Refuses two codes with one GUID anywhere in the tree: a coding names its code by GUID, so
    // either could be meant.
    static Status checkGuids(const QList<RefiCode> &codes, const QString &fileName);

    // "C.3 Distributed and Parallel Execution" → {"C.3", "Distributed and Parallel Execution"};
    // nothing when the name does not start with a code.
    static std::optional<std::pair<QString, QString>> splitCodeName(const QString &name);
    static QString slug(const QString &text);
};

} // namespace taxonomist::core
