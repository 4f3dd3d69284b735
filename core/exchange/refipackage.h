// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "refiproject.h"
#include "result.h"

#include <QByteArray>
#include <QString>

namespace taxonomist::core {

// A REFI-QDA project package (.qdpx): a ZIP holding project.qde and the plain text of every text
// source under sources/. Reading takes the text of a source only from inside the package
// ("internal://NAME", NAME a single file name in sources/): a relative:// or absolute:// path is
// never followed, so nothing from the file can reach outside it.
class RefiPackage final
{
public:
    static constexpr qint64 MaxProjectXmlBytes = 512LL * 1024 * 1024;
    static constexpr qint64 MaxSourceBytes = 64LL * 1024 * 1024;

    static Result<RefiProject> read(const QString &path);
    // The package's bytes: project.qde and sources/<file> for every source with an internal path.
    static Result<QByteArray> write(const RefiProject &project);
    // "internal://<guid>.txt" for a source, and the name its file has in sources/.
    static QString internalPath(const QString &sourceGuid);
};

} // namespace taxonomist::core
