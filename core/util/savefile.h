// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QSaveFile>
#include <QString>

#include <memory>

namespace taxonomist::core {

class BlockWriter;

// A file written in pieces through bounded memory, its folder created, large files past the
// page cache (BlockWriter). A path that is a symbolic link is refused: export folders are
// untrusted. Where it goes decides how it is made safe:
// - Atomic (the default): written aside and put in place by commit(), synced first (QSaveFile):
//   a reader never sees half a file, a failed or abandoned write leaves the old file in place.
// - Staged: a file of a folder that is being built and is put in place whole (ExportFolder),
//   written at its path and left for the folder's owner to sync with the rest of the folder:
//   one pass over the folder costs less than syncing each of its files on its own.
class SaveFile final
{
public:
    enum class Placement { Atomic, Staged };

    explicit SaveFile(QString path, Placement placement = Placement::Atomic);
    ~SaveFile();
    SaveFile(const SaveFile &) = delete;
    SaveFile &operator=(const SaveFile &) = delete;

    Status open();
    Status write(QByteArrayView bytes);
    // Writes out and syncs what was written without putting it in place: a caller that puts
    // several files in place together syncs them all first, so that a failing disk stops it
    // before anything is in place.
    Status sync();
    // Completes the file. Atomic: synced and put in place; until then path() is as it was.
    // Staged: written out, not yet synced.
    Status commit();
    const QString &path() const { return m_path; }
    // Whether whole blocks bypassed the page cache (see BlockWriter).
    bool wroteDirect() const;

private:
    Error failed(const QString &why) const;
    Error failedErrno() const;
    int handle() const;

    QString m_path;
    Placement m_placement;
    QSaveFile m_file; // Atomic
    int m_fd = -1; // Staged
    std::unique_ptr<BlockWriter> m_writer;
};

// Writes a whole file with SaveFile.
Status saveFile(const QString &path, const QByteArray &content,
    SaveFile::Placement placement = SaveFile::Placement::Atomic);

} // namespace taxonomist::core
