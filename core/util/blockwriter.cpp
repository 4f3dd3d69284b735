// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "blockwriter.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace taxonomist::core {

namespace {

// O_DIRECT wants the buffer, the offset and the length aligned to the device's logical block
// (512 or 4096 bytes); the page size covers both.
constexpr qsizetype Alignment = 4096;
static_assert(BlockWriter::BufferBytes % Alignment == 0);

} // namespace

BlockWriter::BlockWriter(int fd)
    : m_fd(fd)
{
}

BlockWriter::~BlockWriter()
{
    std::free(m_buffer);
}

bool BlockWriter::write(const char *data, qsizetype size)
{
    while (size > 0) {
        if (!m_buffer) {
            m_buffer = static_cast<char *>(std::aligned_alloc(Alignment, BufferBytes));
            if (!m_buffer) {
                errno = ENOMEM;
                return false;
            }
        }
        const qsizetype piece = std::min(size, BufferBytes - m_used);
        std::memcpy(m_buffer + m_used, data, size_t(piece));
        m_used += piece;
        data += piece;
        size -= piece;
        if (m_used == BufferBytes) {
            if (!writeOut(m_buffer, m_used))
                return false;
            m_used = 0;
        }
    }
    return true;
}

bool BlockWriter::finish()
{
    // The whole blocks still go direct (when the file is already direct); the tail cannot.
    const qsizetype whole = m_direct == Direct::On ? m_used - m_used % Alignment : 0;
    if (whole > 0 && !writeOut(m_buffer, whole))
        return false;
    stopDirect();
    const char *tail = m_buffer + whole;
    qsizetype size = m_used - whole;
    if (!writeAll(tail, size))
        return false;
    m_used = 0;
    return true;
}

bool BlockWriter::writeOut(const char *data, qsizetype size)
{
    // Decided at the first full buffer: a file that never fills one never goes direct.
    if (m_direct == Direct::Untried) {
        const int flags = ::fcntl(m_fd, F_GETFL);
        m_direct = flags >= 0 && ::fcntl(m_fd, F_SETFL, flags | O_DIRECT) == 0 ? Direct::On : Direct::Off;
    }
    if (m_direct == Direct::On) {
        if (writeAll(data, size)) {
            ++m_directWrites;
            return true;
        }
        // A device with larger blocks, or a file system that accepts the flag but not the
        // write: the rest (writeAll() moved past what it wrote) goes through the cache.
        if (errno != EINVAL)
            return false;
        stopDirect();
    }
    return writeAll(data, size);
}

bool BlockWriter::writeAll(const char *&data, qsizetype &size)
{
    while (size > 0) {
        const ssize_t written = ::write(m_fd, data, size_t(size));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        if (written == 0) {
            errno = EIO;
            return false;
        }
        data += written;
        size -= written;
    }
    return true;
}

void BlockWriter::stopDirect()
{
    if (m_direct != Direct::On) {
        m_direct = Direct::Off;
        return;
    }
    const int flags = ::fcntl(m_fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(m_fd, F_SETFL, flags & ~O_DIRECT);
    m_direct = Direct::Off;
}

} // namespace taxonomist::core
