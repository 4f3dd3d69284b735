// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QSaveFile>
#include <QString>

namespace taxonomist::core {

// A file written in pieces and put in place atomically (QSaveFile), its folder created: a
// reader never sees half a file, a failed or abandoned write leaves the old file in place, and
// an export of any size passes through bounded memory. A path that is a symbolic link is
// refused: QSaveFile would write to the link's target, and export folders are untrusted.
class SaveFile final
{
public:
    explicit SaveFile(QString path);
    SaveFile(const SaveFile &) = delete;
    SaveFile &operator=(const SaveFile &) = delete;

    Status open();
    Status write(QByteArrayView bytes);
    // Puts the file in place; until then path() is as it was.
    Status commit();
    const QString &path() const { return m_path; }

private:
    Error failed() const;

    QString m_path;
    QSaveFile m_file;
};

// Writes a whole file with SaveFile.
Status saveFile(const QString &path, const QByteArray &content);

} // namespace taxonomist::core
