// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "codebookfile.h"
#include "result.h"

#include <QList>
#include <QStringList>

namespace taxonomist::core {

class ProjectStore;

// How the project's code book file is laid out: its header, which columns its writer quoted,
// line ends, byte-order mark and final newline. Kept from the import (project_info
// "codebook.format"); the published file's layout when nothing was imported.
struct CodeBookFormat
{
    QStringList header;
    QList<bool> headerQuoted;
    QList<bool> columnQuoted; // every data cell of the column was quoted: new rows follow suit
    bool crlf = false;
    bool bom = false;
    bool endsWithNewline = true;

    static CodeBookFormat fromFile(const CodeBookFile &file);
    static CodeBookFormat published();
    // The stored format, or published() when the project has none.
    static Result<CodeBookFormat> load(const ProjectStore &store);
    Status save(ProjectStore &store) const;
};

} // namespace taxonomist::core
