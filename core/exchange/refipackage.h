// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "refiproject.h"
#include "result.h"
#include "util/inboundlimits.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace taxonomist::core {

class ZipReader;

// A REFI-QDA project package (.qdpx): a ZIP holding project.qde and the plain text of every text
// source under sources/. Reading takes the text of a source only from inside the package
// ("internal://NAME", NAME a single file name in sources/): a relative:// or absolute:// path is
// never followed, so nothing from the file can reach outside it. Opening reads project.qde as it
// inflates; a source's text stays in the archive until it is asked for, so an import holds one
// source at a time, however many the package has.
class RefiPackage final
{
public:
    static constexpr qint64 MaxProjectXmlBytes = InboundLimits::MaxQdaXmlBytes;
    static constexpr qint64 MaxSourceBytes = InboundLimits::MaxRefiSourceBytes;

    // The package's project, every internal source checked to be there (not yet read).
    static Result<std::unique_ptr<RefiPackage>> open(const QString &path);
    ~RefiPackage();
    RefiPackage(const RefiPackage &) = delete;
    RefiPackage &operator=(const RefiPackage &) = delete;

    const RefiProject &project() const { return m_project; }
    // The plain text of one of the project's sources: inline, or read from the package now and
    // not kept (an Error naming the archive and the entry when it is too large or not UTF-8).
    Result<QString> text(const RefiTextSource &source);

    // The package's bytes: project.qde and sources/<file> for every source with an internal path.
    static Result<QByteArray> write(const RefiProject &project);
    // "internal://<guid>.txt" for a source, and the name its file has in sources/.
    static QString internalPath(const QString &sourceGuid);

private:
    RefiPackage() = default;

    QString m_path;
    std::unique_ptr<ZipReader> m_zip;
    RefiProject m_project;
};

} // namespace taxonomist::core
