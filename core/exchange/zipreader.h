// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

#include <memory>

struct zip;

namespace taxonomist::core {

// Reads a ZIP archive (a REFI-QDA .qdpx) that came from outside, through libzip, entirely in
// memory: nothing is extracted to disk, so no entry name can reach outside a folder. Every read
// is bounded by what the caller allows and by a total for the archive, counted in the bytes
// actually inflated (a declared size can lie), so a zip bomb stops at the limit.
class ZipReader final
{
public:
    struct Limits
    {
        qint64 archiveBytes = 1024LL * 1024 * 1024; // the .qdpx itself
        qint64 totalBytes = 2047LL * 1024 * 1024; // everything read from it, inflated
        qint64 entries = 1000000;
    };

    static Result<std::unique_ptr<ZipReader>> open(const QString &path, const Limits &limits);
    static Result<std::unique_ptr<ZipReader>> open(const QString &path)
    {
        return open(path, Limits());
    }
    ~ZipReader();
    ZipReader(const ZipReader &) = delete;
    ZipReader &operator=(const ZipReader &) = delete;

    const QStringList &entries() const { return m_names; }
    // Entry names are matched without regard to case (REFI-QDA examples write "Sources/").
    bool contains(const QString &name) const;
    // The entry's content, at most `maxBytes` of it (an Error naming the entry beyond that).
    Result<QByteArray> read(const QString &name, qint64 maxBytes);

private:
    ZipReader() = default;

    QString m_path;
    QByteArray m_data; // libzip reads from this buffer
    zip *m_zip = nullptr;
    QStringList m_names;
    QHash<QString, qint64> m_index; // lower-case name → index
    qint64 m_readTotal = 0;
    Limits m_limits;
};

} // namespace taxonomist::core
