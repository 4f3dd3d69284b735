// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "session/projectsession.h"
#include "store/projectstore.h"

#include <QSqlQuery>

#include <memory>

namespace taxonomist::test {

// A session on a project file through a connection of its own, working as `annotatorId` (0:
// nobody), as the main window would open it; nullptr when the file does not open.
inline std::unique_ptr<ui::ProjectSession> openSession(const QString &path, qint64 annotatorId)
{
    auto store = core::ProjectStore::open(path, core::ProjectStore::OpenMode::ExistingOnly);
    if (!store)
        return nullptr;
    std::optional<core::Annotator> annotator;
    for (const core::Annotator &candidate : (*store)->annotators()) {
        if (candidate.id == annotatorId)
            annotator = candidate;
    }
    auto session = std::make_unique<ui::ProjectSession>();
    session->open(std::move(store).value(), annotator);
    return session;
}

// Makes the project file refuse the next label writes of this kind ("INSERT", "DELETE") with
// "no space left", as a full disk would, through a connection of its own; false when it cannot.
inline bool refuseLabelWrites(const QString &path, const QString &statement)
{
    auto store = core::ProjectStore::open(path, core::ProjectStore::OpenMode::ReadWrite);
    QSqlQuery query(store ? (*store)->database() : QSqlDatabase());
    return store
        && query.exec(QStringLiteral("CREATE TRIGGER refuse_%1 BEFORE %1 ON labels"
                                     " BEGIN SELECT RAISE(ABORT, 'no space left'); END")
                          .arg(statement));
}

} // namespace taxonomist::test
