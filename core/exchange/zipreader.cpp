// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "zipreader.h"

#include "util/coretext.h"
#include "util/inputtext.h"
#include "util/untrustedfile.h"

#include <QFile>

#include <zip.h>

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// The fixed parts of the records that describe a ZIP archive (APPNOTE 4.3).
constexpr qint64 EndRecordBytes = 22;
constexpr qint64 MaxCommentBytes = 0xFFFF;
constexpr qint64 Zip64LocatorBytes = 20;
constexpr qint64 Zip64EndRecordBytes = 56;
constexpr qint64 DirectoryRecordBytes = 46;

QString megabytes(qint64 bytes)
{
    return u"%1 MiB"_s.arg(static_cast<double>(bytes) / (1024.0 * 1024.0), 0, 'f', 0);
}

quint64 little(const char *at, int bytes)
{
    quint64 value = 0;
    for (int i = bytes - 1; i >= 0; --i)
        value = (value << 8) | static_cast<unsigned char>(at[i]);
    return value;
}

Error unreadable(const QString &path, const QString &why)
{
    return Error(
        CoreText::tr("not a readable ZIP archive (a .qdpx is one): %1").arg(why), {path, 0, 0});
}

bool readAt(int fd, qint64 offset, char *into, qint64 bytes)
{
    while (bytes > 0) {
        const ssize_t got = ::pread(fd, into, static_cast<size_t>(bytes), offset);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return false;
        into += got;
        offset += got;
        bytes -= got;
    }
    return true;
}

// Finds the archive's central directory and walks it record by record (a few bytes at a time,
// never more than the limits allow) before libzip is given the file: libzip keeps every entry of
// the directory in memory, so its size and the number of entries are checked here, on the bytes
// the file really holds, not on the counts its end record claims.
Status checkDirectory(int fd, qint64 size, const QString &path, const ZipReader::Limits &limits)
{
    const qint64 tailBytes = qMin(size, EndRecordBytes + MaxCommentBytes);
    if (tailBytes < EndRecordBytes)
        return unreadable(path, CoreText::tr("it is too short"));
    QByteArray tail(static_cast<qsizetype>(tailBytes), Qt::Uninitialized);
    if (!readAt(fd, size - tailBytes, tail.data(), tailBytes))
        return unreadable(path, CoreText::tr("cannot read its end"));
    qint64 end = -1; // the end record's offset in `tail`
    for (qint64 at = tailBytes - EndRecordBytes; at >= 0; --at) {
        if (std::memcmp(tail.constData() + at, "PK\5\6", 4) == 0
            && at + EndRecordBytes + qint64(little(tail.constData() + at + 20, 2)) == tailBytes) {
            end = at;
            break;
        }
    }
    if (end < 0)
        return unreadable(path, CoreText::tr("it has no end of central directory record"));
    const char *record = tail.constData() + end;
    quint64 entries = little(record + 10, 2);
    quint64 directoryBytes = little(record + 12, 4);
    quint64 directoryOffset = little(record + 16, 4);
    quint64 directoryEnd = static_cast<quint64>(size - tailBytes + end);
    if (directoryEnd >= static_cast<quint64>(Zip64LocatorBytes)) {
        std::array<char, Zip64LocatorBytes> locator {};
        if (!readAt(fd, static_cast<qint64>(directoryEnd) - Zip64LocatorBytes, locator.data(),
                Zip64LocatorBytes))
            return unreadable(path, CoreText::tr("cannot read its end"));
        if (std::memcmp(locator.data(), "PK\6\7", 4) == 0) {
            // ZIP64: the counts and offsets are in a record of their own.
            const quint64 at = little(locator.data() + 8, 8);
            std::array<char, Zip64EndRecordBytes> zip64 {};
            const quint64 locatorAt = directoryEnd - Zip64LocatorBytes;
            if (at > locatorAt || locatorAt - at < static_cast<quint64>(Zip64EndRecordBytes)
                || !readAt(fd, static_cast<qint64>(at), zip64.data(), Zip64EndRecordBytes)
                || std::memcmp(zip64.data(), "PK\6\6", 4) != 0)
                return unreadable(path, CoreText::tr("its ZIP64 end record is missing or damaged"));
            entries = little(zip64.data() + 32, 8);
            directoryBytes = little(zip64.data() + 40, 8);
            directoryOffset = little(zip64.data() + 48, 8);
            directoryEnd = at;
        }
    }
    if (entries > static_cast<quint64>(limits.entries))
        return Error(CoreText::tr("the archive has %1 entries (at most %2)")
                         .arg(entries)
                         .arg(limits.entries),
            {path, 0, 0});
    if (directoryBytes > static_cast<quint64>(limits.directoryBytes))
        return Error(CoreText::tr("the archive's directory of entries is %1 (at most %2)")
                         .arg(megabytes(static_cast<qint64>(directoryBytes)),
                             megabytes(limits.directoryBytes)),
            {path, 0, 0});
    if (directoryOffset > directoryEnd || directoryBytes > directoryEnd - directoryOffset)
        return unreadable(path, CoreText::tr("its directory of entries lies outside the file"));

    // The end record's count may be cut to 16 bits (some writers do that): count the records.
    qint64 counted = 0;
    quint64 at = directoryOffset;
    const quint64 stop = directoryOffset + directoryBytes;
    std::array<char, DirectoryRecordBytes> entry {};
    while (at < stop) {
        if (stop - at < static_cast<quint64>(DirectoryRecordBytes)
            || !readAt(fd, static_cast<qint64>(at), entry.data(), DirectoryRecordBytes)
            || std::memcmp(entry.data(), "PK\1\2", 4) != 0)
            return unreadable(path, CoreText::tr("its directory of entries is damaged"));
        at += DirectoryRecordBytes + little(entry.data() + 28, 2) + little(entry.data() + 30, 2)
            + little(entry.data() + 32, 2);
        if (++counted > limits.entries)
            return Error(CoreText::tr("the archive has more than %1 entries (the limit)")
                             .arg(limits.entries),
                {path, 0, 0});
    }
    if (at != stop)
        return unreadable(path, CoreText::tr("its directory of entries is damaged"));
    return success();
}

} // namespace

ZipReader::Entry::Entry(ZipReader &reader, zip_file *file, QString where, qint64 maxBytes)
    : m_reader(reader)
    , m_file(file)
    , m_where(std::move(where))
    , m_maxBytes(maxBytes)
{ }

ZipReader::Entry::~Entry()
{
    zip_fclose(m_file);
}

Result<qint64> ZipReader::Entry::read(char *into, qint64 max)
{
    const zip_int64_t got = zip_fread(m_file, into, static_cast<zip_uint64_t>(max));
    if (got < 0)
        return Error(CoreText::tr("cannot inflate the entry: %1")
                         .arg(QString::fromUtf8(zip_file_strerror(m_file))),
            {m_where, 0, 0});
    m_inflated += got;
    m_reader.m_readTotal += got;
    if (m_inflated > m_maxBytes)
        return Error(CoreText::tr("the entry inflates to more than %1, the limit for it")
                         .arg(megabytes(m_maxBytes)),
            {m_where, 0, 0});
    if (m_reader.m_readTotal > m_reader.m_limits.totalBytes)
        return Error(CoreText::tr("the archive inflates to more than %1 in all, the limit")
                         .arg(megabytes(m_reader.m_limits.totalBytes)),
            {m_where, 0, 0});
    return static_cast<qint64>(got);
}

ZipReader::~ZipReader()
{
    if (m_zip)
        zip_discard(m_zip);
}

Result<std::unique_ptr<ZipReader>> ZipReader::open(const QString &path, const Limits &limits)
{
    // As UntrustedFile reads: a regular file only (no link, device or FIFO), checked on what was
    // opened. The archive stays on disk; libzip reads it through the descriptor.
    UntrustedFile::Descriptor fd(::open(
        QFile::encodeName(path).constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    if (fd.get() < 0) {
        const int error = errno;
        if (error == ELOOP)
            return Error(CoreText::tr("%1, not a regular file")
                             .arg(UntrustedFile::describe(UntrustedFile::Kind::Link)),
                {path, 0, 0});
        return Error(
            CoreText::tr("cannot read: %1").arg(QString::fromLocal8Bit(std::strerror(error))),
            {path, 0, 0});
    }
    struct stat info
    {
    };
    if (::fstat(fd.get(), &info) != 0)
        return Error(
            CoreText::tr("cannot read: %1").arg(QString::fromLocal8Bit(std::strerror(errno))),
            {path, 0, 0});
    if (!S_ISREG(info.st_mode))
        return Error(
            CoreText::tr("%1, not a regular file")
                .arg(UntrustedFile::describe(S_ISDIR(info.st_mode) ? UntrustedFile::Kind::Directory
                                                                   : UntrustedFile::Kind::Special)),
            {path, 0, 0});
    if (info.st_size > limits.archiveBytes)
        return Error(CoreText::tr("the archive is larger than %1, the limit")
                         .arg(megabytes(limits.archiveBytes)),
            {path, 0, 0});
    if (auto status = checkDirectory(fd.get(), info.st_size, path, limits); !status)
        return status.error();

    std::unique_ptr<ZipReader> reader(new ZipReader);
    reader->m_path = path;
    reader->m_limits = limits;
    FILE *file = ::fdopen(fd.get(), "rb");
    if (!file)
        return Error(
            CoreText::tr("cannot read: %1").arg(QString::fromLocal8Bit(std::strerror(errno))),
            {path, 0, 0});
    fd.release(); // the FILE has it now
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t *source = zip_source_filep_create(file, 0, -1, &error);
    if (!source) {
        std::fclose(file);
        const QString what = QString::fromUtf8(zip_error_strerror(&error));
        zip_error_fini(&error);
        return Error(CoreText::tr("cannot read the archive: %1").arg(what), {path, 0, 0});
    }
    reader->m_zip = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error);
    if (!reader->m_zip) {
        const QString what = QString::fromUtf8(zip_error_strerror(&error));
        zip_source_free(source); // closes the file
        zip_error_fini(&error);
        return unreadable(path, what);
    }
    zip_error_fini(&error);
    const zip_int64_t count = zip_get_num_entries(reader->m_zip, 0);
    if (count < 0 || count > limits.entries)
        return Error(
            CoreText::tr("the archive has %1 entries (at most %2)").arg(count).arg(limits.entries),
            {path, 0, 0});
    for (zip_int64_t i = 0; i < count; ++i) {
        const char *raw
            = zip_get_name(reader->m_zip, static_cast<zip_uint64_t>(i), ZIP_FL_ENC_GUESS);
        const QString name = raw ? QString::fromUtf8(raw) : QString();
        const QString key = name.toLower();
        if (reader->m_index.contains(key))
            return Error(CoreText::tr("the archive holds %1 twice").arg(quotedForMessage(name)),
                {path, 0, 0});
        reader->m_index.insert(key, i);
        reader->m_names.append(name);
    }
    return reader;
}

bool ZipReader::contains(const QString &name) const
{
    return m_index.contains(name.toLower());
}

Result<std::unique_ptr<ZipReader::Entry>> ZipReader::openEntry(const QString &name, qint64 maxBytes)
{
    maxBytes = qMin(maxBytes, m_limits.entryBytes);
    const qint64 index = m_index.value(name.toLower(), -1);
    const QString where = m_path + u":"_s + name;
    if (index < 0)
        return Error(CoreText::tr("the archive has no entry %1").arg(quotedForMessage(name)),
            {m_path, 0, 0});
    zip_stat_t stat;
    zip_stat_init(&stat);
    if (zip_stat_index(m_zip, static_cast<zip_uint64_t>(index), 0, &stat) != 0)
        return Error(
            CoreText::tr("cannot read the entry: %1").arg(QString::fromUtf8(zip_strerror(m_zip))),
            {where, 0, 0});
    // Only what deflate needs: other methods (bzip2, xz) size their memory by what the entry says.
    if ((stat.valid & ZIP_STAT_COMP_METHOD) && stat.comp_method != ZIP_CM_STORE
        && stat.comp_method != ZIP_CM_DEFLATE)
        return Error(
            CoreText::tr(
                "the entry is compressed with method %1; only stored and deflated entries are read")
                .arg(stat.comp_method),
            {where, 0, 0});
    if ((stat.valid & ZIP_STAT_ENCRYPTION_METHOD) && stat.encryption_method != ZIP_EM_NONE)
        return Error(CoreText::tr("the entry is encrypted"), {where, 0, 0});
    // A size the archive states is only ever a reason to refuse early, never one to allocate.
    if ((stat.valid & ZIP_STAT_SIZE) && stat.size > static_cast<zip_uint64_t>(maxBytes))
        return Error(
            CoreText::tr("the archive says the entry unpacks to %1, more than %2, the limit for it")
                .arg(megabytes(static_cast<qint64>(
                         qMin<zip_uint64_t>(stat.size, std::numeric_limits<qint64>::max()))),
                    megabytes(maxBytes)),
            {where, 0, 0});
    zip_file_t *file = zip_fopen_index(m_zip, static_cast<zip_uint64_t>(index), 0);
    if (!file)
        return Error(
            CoreText::tr("cannot open the entry: %1").arg(QString::fromUtf8(zip_strerror(m_zip))),
            {where, 0, 0});
    return std::unique_ptr<Entry>(new Entry(*this, file, where, maxBytes));
}

Result<QByteArray> ZipReader::read(const QString &name, qint64 maxBytes)
{
    auto entry = openEntry(name, maxBytes);
    if (!entry)
        return entry.error();
    QByteArray content;
    std::array<char, 64 * 1024> buffer {};
    for (;;) {
        auto got = (*entry)->read(buffer.data(), static_cast<qint64>(buffer.size()));
        if (!got)
            return got.error();
        if (*got == 0)
            return content;
        content.append(buffer.data(), static_cast<qsizetype>(*got));
    }
}

} // namespace taxonomist::core
