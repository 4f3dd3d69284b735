// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "project/demoproject.h"
#include "session/projectsession.h"
#include "store/projectstore.h"

#include <QString>

#include <cstdio>

namespace taxonomist::test {

// The bundled demo installed in `folder` and opened by `session` as its lead, "Dana", for the
// programs that render docs/' screenshots of the lead's windows; false (said on stderr) when it
// cannot be.
inline bool openDemoAsLead(const QString &folder, ui::ProjectSession &session)
{
    auto path = ui::DemoProject::install(folder);
    if (!path) {
        std::fprintf(stderr, "%s\n", qPrintable(path.error().message()));
        return false;
    }
    auto store = core::ProjectStore::open(*path, core::ProjectStore::OpenMode::ExistingOnly);
    if (!store) {
        std::fprintf(stderr, "%s\n", qPrintable(store.error().message()));
        return false;
    }
    std::optional<core::Annotator> lead;
    for (const core::Annotator &annotator : (*store)->annotators()) {
        if (annotator.name == QStringLiteral("Dana"))
            lead = annotator;
    }
    session.open(std::move(store).value(), lead);
    return true;
}

} // namespace taxonomist::test
