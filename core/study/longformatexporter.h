// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "util/taskcontrol.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace taxonomist::core {

class ProjectStore;
class SaveFile;

// A tidy CSV for pandas and R: one row per issue x annotator, with the label's full code path
// (type, theme, sub-theme), summary, false-positive flag and reason, and the final label
// with its method. An annotator who has not rated an issue gets a row with empty label fields. A
// text cell that a spreadsheet would run as a formula is written with a leading ' (see
// spreadsheetSafe); a damaged project fails naming the file instead of writing a short table.
class LongFormatExporter final
{
public:
    static Result<qsizetype> write(const ProjectStore &store, const QString &path);
    // The table into `file`, opened and not yet committed (the caller puts it in place, with
    // whatever else it writes); stops with an error once `control` is cancelled.
    static Result<qsizetype> writeTo(
        const ProjectStore &store, SaveFile &file, const TaskControl &control = {});

    // `cell`, with a ' in front when it starts with =, +, -, @, tab or CR (OWASP's advice against
    // CSV formula injection): a spreadsheet then shows the text instead of evaluating it.
    static QByteArray spreadsheetSafe(QByteArrayView cell);
};

} // namespace taxonomist::core
