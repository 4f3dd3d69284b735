// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "util/inboundlimits.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

#include <memory>

struct zip;
struct zip_file;

namespace taxonomist::core {

// Reads a ZIP archive (a REFI-QDA .qdpx) that came from outside, through libzip, streamed from
// the file: nothing is extracted to disk, so no entry name can reach outside a folder, and nothing
// is allocated by what the archive claims. Its directory is checked against the limits before
// libzip reads it; an entry inflates in chunks, counted in the bytes that actually come out (a
// declared size can lie), so a zip bomb stops at the limit with the archive and entry named.
class ZipReader final
{
public:
    struct Limits
    {
        qint64 archiveBytes = InboundLimits::MaxArchiveBytes; // the .qdpx itself
        qint64 directoryBytes = InboundLimits::MaxArchiveDirectoryBytes;
        qint64 entryBytes = InboundLimits::MaxArchiveEntryBytes; // any one entry, inflated
        qint64 totalBytes = InboundLimits::MaxArchiveInflatedBytes; // everything read, inflated
        qint64 entries = InboundLimits::MaxArchiveEntries;
    };

    // One entry being inflated; the reader must outlive it.
    class Entry final
    {
    public:
        ~Entry();
        Entry(const Entry &) = delete;
        Entry &operator=(const Entry &) = delete;

        // Up to `max` more bytes into `into`: how many, 0 at the end, or an Error naming the
        // archive and the entry once more than its limit (or the archive's total) comes out.
        Result<qint64> read(char *into, qint64 max);
        // "ARCHIVE:ENTRY", for messages.
        const QString &where() const { return m_where; }

    private:
        friend class ZipReader;
        Entry(ZipReader &reader, zip_file *file, QString where, qint64 maxBytes);

        ZipReader &m_reader;
        zip_file *m_file;
        QString m_where;
        qint64 m_maxBytes;
        qint64 m_inflated = 0;
    };

    static Result<std::unique_ptr<ZipReader>> open(const QString &path, const Limits &limits);
    static Result<std::unique_ptr<ZipReader>> open(const QString &path)
    {
        return open(path, Limits());
    }
    ~ZipReader();
    ZipReader(const ZipReader &) = delete;
    ZipReader &operator=(const ZipReader &) = delete;

    const QString &path() const { return m_path; }
    const QStringList &entries() const { return m_names; }
    // Entry names are matched without regard to case (REFI-QDA examples write "Sources/").
    bool contains(const QString &name) const;
    // Opens an entry to read in chunks, at most `maxBytes` of it once inflated (and never more
    // than Limits::entryBytes).
    Result<std::unique_ptr<Entry>> openEntry(const QString &name, qint64 maxBytes);
    // The entry's whole content, at most `maxBytes` of it (an Error naming the entry beyond that).
    Result<QByteArray> read(const QString &name, qint64 maxBytes);

private:
    ZipReader() = default;

    QString m_path;
    zip *m_zip = nullptr;
    QStringList m_names;
    QHash<QString, qint64> m_index; // lower-case name → index
    qint64 m_readTotal = 0;
    Limits m_limits;
};

} // namespace taxonomist::core
