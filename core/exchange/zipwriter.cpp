// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "zipwriter.h"
#include "util/coretext.h"

#include <QDateTime>

#include <zip.h>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

void ZipWriter::add(const QString &name, QByteArray content)
{
    m_entries.append({name, std::move(content)});
}

Result<QByteArray> ZipWriter::finish() const
{
    zip_error_t error;
    zip_error_init(&error);
    const auto failed = [&error](const QString &step) {
        const QString what = QString::fromUtf8(zip_error_strerror(&error));
        zip_error_fini(&error);
        return Error(CoreText::tr("cannot build the archive (%1): %2").arg(step, what));
    };
    zip_source_t *buffer = zip_source_buffer_create(nullptr, 0, 0, &error);
    if (!buffer)
        return failed(u"buffer"_s);
    zip_t *archive = zip_open_from_source(buffer, ZIP_TRUNCATE, &error);
    if (!archive) {
        zip_source_free(buffer);
        return failed(u"open"_s);
    }
    zip_source_keep(buffer); // it outlives the archive: the bytes are read from it after closing
    const time_t now = static_cast<time_t>(QDateTime::currentSecsSinceEpoch());
    for (const auto &[name, content] : m_entries) {
        // The content stays alive in m_entries until zip_close() has read it.
        zip_source_t *source = zip_source_buffer(
            archive, content.constData(), static_cast<zip_uint64_t>(content.size()), 0);
        const zip_int64_t index = source
            ? zip_file_add(archive, name.toUtf8().constData(), source, ZIP_FL_ENC_UTF_8)
            : -1;
        if (index < 0) {
            if (source)
                zip_source_free(source);
            zip_error_set(&error, zip_error_code_zip(zip_get_error(archive)), 0);
            zip_discard(archive);
            zip_source_free(buffer);
            return failed(name);
        }
        // Small entries are stored: deflating a few hundred bytes gains little and costs a
        // compressor's setup each (a study exports 38,742 issue sources).
        zip_set_file_compression(archive, static_cast<zip_uint64_t>(index),
            content.size() < 4096 ? ZIP_CM_STORE : ZIP_CM_DEFLATE, 1);
        zip_file_set_mtime(archive, static_cast<zip_uint64_t>(index), now, 0);
    }
    if (zip_close(archive) < 0) {
        zip_error_set(&error, zip_error_code_zip(zip_get_error(archive)), 0);
        zip_discard(archive);
        zip_source_free(buffer);
        return failed(u"close"_s);
    }
    QByteArray out;
    zip_stat_t stat;
    if (zip_source_open(buffer) < 0 || zip_source_stat(buffer, &stat) < 0
        || !(stat.valid & ZIP_STAT_SIZE)) {
        zip_source_free(buffer);
        return Error(CoreText::tr("cannot read the archive back from memory"));
    }
    out.resize(static_cast<qsizetype>(stat.size));
    const zip_int64_t read = zip_source_read(buffer, out.data(), stat.size);
    zip_source_close(buffer);
    zip_source_free(buffer);
    zip_error_fini(&error);
    if (read != static_cast<zip_int64_t>(stat.size))
        return Error(CoreText::tr("cannot read the archive back from memory"));
    return out;
}

} // namespace taxonomist::core
