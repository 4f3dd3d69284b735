// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "zipreader.h"

#include "util/inputtext.h"
#include "util/untrustedfile.h"

#include <zip.h>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QString megabytes(qint64 bytes)
{
    return u"%1 MiB"_s.arg(static_cast<double>(bytes) / (1024.0 * 1024.0), 0, 'f', 0);
}

} // namespace

ZipReader::~ZipReader()
{
    if (m_zip)
        zip_discard(m_zip);
}

Result<std::unique_ptr<ZipReader>> ZipReader::open(const QString &path, const Limits &limits)
{
    auto data = UntrustedFile::read(path, limits.archiveBytes);
    if (!data)
        return data.error();
    std::unique_ptr<ZipReader> reader(new ZipReader);
    reader->m_path = path;
    reader->m_limits = limits;
    reader->m_data = std::move(*data);
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t *source = zip_source_buffer_create(
        reader->m_data.constData(), static_cast<zip_uint64_t>(reader->m_data.size()), 0, &error);
    if (!source) {
        const QString what = QString::fromUtf8(zip_error_strerror(&error));
        zip_error_fini(&error);
        return Error(u"cannot read the archive: "_s + what, {path, 0, 0});
    }
    reader->m_zip = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error);
    if (!reader->m_zip) {
        const QString what = QString::fromUtf8(zip_error_strerror(&error));
        zip_source_free(source);
        zip_error_fini(&error);
        return Error(u"not a readable ZIP archive (a .qdpx is one): "_s + what, {path, 0, 0});
    }
    zip_error_fini(&error);
    const zip_int64_t count = zip_get_num_entries(reader->m_zip, 0);
    if (count < 0 || count > limits.entries)
        return Error(u"the archive has %1 entries (at most %2)"_s.arg(count).arg(limits.entries),
            {path, 0, 0});
    for (zip_int64_t i = 0; i < count; ++i) {
        const char *raw
            = zip_get_name(reader->m_zip, static_cast<zip_uint64_t>(i), ZIP_FL_ENC_GUESS);
        const QString name = raw ? QString::fromUtf8(raw) : QString();
        const QString key = name.toLower();
        if (reader->m_index.contains(key))
            return Error(u"the archive holds %1 twice"_s.arg(quotedForMessage(name)), {path, 0, 0});
        reader->m_index.insert(key, i);
        reader->m_names.append(name);
    }
    return reader;
}

bool ZipReader::contains(const QString &name) const
{
    return m_index.contains(name.toLower());
}

Result<QByteArray> ZipReader::read(const QString &name, qint64 maxBytes)
{
    const qint64 index = m_index.value(name.toLower(), -1);
    const QString where = m_path + u":"_s + name;
    if (index < 0)
        return Error(u"the archive has no entry %1"_s.arg(quotedForMessage(name)), {m_path, 0, 0});
    zip_file_t *file = zip_fopen_index(m_zip, static_cast<zip_uint64_t>(index), 0);
    if (!file)
        return Error(
            u"cannot open the entry: "_s + QString::fromUtf8(zip_strerror(m_zip)), {where, 0, 0});
    QByteArray content;
    char buffer[64 * 1024];
    for (;;) {
        const zip_int64_t got = zip_fread(file, buffer, sizeof buffer);
        if (got < 0) {
            const QString what = QString::fromUtf8(zip_file_strerror(file));
            zip_fclose(file);
            return Error(u"cannot inflate the entry: "_s + what, {where, 0, 0});
        }
        if (got == 0)
            break;
        m_readTotal += got;
        if (content.size() + got > maxBytes) {
            zip_fclose(file);
            return Error(
                u"the entry inflates to more than %1, the limit for it"_s.arg(megabytes(maxBytes)),
                {where, 0, 0});
        }
        if (m_readTotal > m_limits.totalBytes) {
            zip_fclose(file);
            return Error(u"the archive inflates to more than %1 in all, the limit"_s.arg(
                             megabytes(m_limits.totalBytes)),
                {where, 0, 0});
        }
        content.append(buffer, static_cast<qsizetype>(got));
    }
    zip_fclose(file);
    return content;
}

} // namespace taxonomist::core
