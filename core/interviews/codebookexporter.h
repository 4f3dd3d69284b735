// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QString>

namespace taxonomist::core {

class ProjectStore;

// Writes a layer of segments (the code book's, or one coder's) as CodeBook.csv: the imported
// file's layout and, for every cell whose value did not change, its spelling — so a code book
// imported and exported with nothing changed comes out byte for byte. A changed cell is written
// from the project (a quote compared ignoring typography, links as a set of codes).
class CodeBookExporter final
{
public:
    static Result<QByteArray> toCsv(const ProjectStore &store, qint64 coderId = 0);
    static Status write(const ProjectStore &store, const QString &path, qint64 coderId = 0);
};

} // namespace taxonomist::core
