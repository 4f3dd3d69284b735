// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QString>

namespace taxonomist::ui {

// The small study bundled in resources/demo (three frameworks, about forty issues with their
// discussions, three volunteers who sometimes disagree), set up as a project so a new user
// sees the whole workflow without any network.
class DemoProject final
{
public:
    // Creates `folder`/Demo.taxonomist unless it exists; returns its path.
    static core::Result<QString> install(const QString &folder);
    static QString fileName() { return QStringLiteral("Demo.taxonomist"); }
};

} // namespace taxonomist::ui
