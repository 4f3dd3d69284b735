// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "blockwriter.h"

#include <cerrno>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <thread>
#include <unistd.h>

namespace taxonomist::core {

namespace {

// O_DIRECT wants the buffer, the offset and the length aligned to the device's logical block
// (512 or 4096 bytes); the page size covers both.
constexpr qsizetype Alignment = 4096;
static_assert(BlockWriter::BufferBytes % Alignment == 0);

} // namespace

// The thread that writes a full buffer while the caller fills the other.
class BlockWriter::Background
{
public:
    explicit Background(BlockWriter &writer)
        : m_thread([this, &writer] { run(writer); })
    { }
    ~Background()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_changed.notify_all();
    } // m_thread joins here, after the members above it are still alive

    void start(const char *data, qsizetype size)
    {
        const std::lock_guard lock(m_mutex);
        m_data = data;
        m_size = size;
        m_busy = true;
        m_changed.notify_all();
    }
    // Waits until nothing is in flight; false with errno set when the last write failed.
    bool wait()
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return !m_busy; });
        if (m_error == 0)
            return true;
        errno = std::exchange(m_error, 0);
        return false;
    }

private:
    void run(BlockWriter &writer)
    {
        std::unique_lock lock(m_mutex);
        for (;;) {
            m_changed.wait(lock, [&] { return m_busy || m_stop; });
            if (!m_busy)
                return;
            lock.unlock();
            const bool written = writer.writeOut(m_data, m_size);
            const int error = written ? 0 : errno;
            lock.lock();
            m_error = error;
            m_busy = false;
            m_changed.notify_all();
        }
    }

    std::mutex m_mutex;
    std::condition_variable m_changed;
    const char *m_data = nullptr;
    qsizetype m_size = 0;
    bool m_busy = false;
    bool m_stop = false;
    int m_error = 0;
    std::jthread m_thread; // last: started once the members it uses exist
};

BlockWriter::BlockWriter(int fd)
    : m_fd(fd)
{ }

BlockWriter::~BlockWriter()
{
    if (m_background)
        m_background->wait(); // an abandoned file: the buffer in flight must not be freed under it
    m_background.reset();
    std::free(m_buffers[0]);
    std::free(m_buffers[1]);
}

bool BlockWriter::write(const char *data, qsizetype size)
{
    while (size > 0) {
        char *&buffer = m_buffers[m_filling];
        if (!buffer) {
            buffer = static_cast<char *>(std::aligned_alloc(Alignment, BufferBytes));
            if (!buffer) {
                errno = ENOMEM;
                return false;
            }
        }
        const qsizetype piece = std::min(size, BufferBytes - m_used);
        std::memcpy(buffer + m_used, data, size_t(piece));
        m_used += piece;
        data += piece;
        size -= piece;
        if (m_used == BufferBytes && !dispatch())
            return false;
    }
    return true;
}

bool BlockWriter::dispatch()
{
    if (!waitForBackground())
        return false;
    if (!m_background)
        m_background = std::make_unique<Background>(*this);
    m_background->start(m_buffers[m_filling], m_used);
    m_filling = 1 - m_filling;
    m_used = 0;
    return true;
}

bool BlockWriter::waitForBackground()
{
    return !m_background || m_background->wait();
}

bool BlockWriter::finish()
{
    if (!waitForBackground())
        return false;
    const char *buffer = m_buffers[m_filling];
    // The whole blocks still go direct (when the file is already direct); the tail cannot.
    const qsizetype whole = m_direct == Direct::On ? m_used - m_used % Alignment : 0;
    if (whole > 0 && !writeOut(buffer, whole))
        return false;
    stopDirect();
    const char *tail = buffer + whole;
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
        m_direct = flags >= 0 && ::fcntl(m_fd, F_SETFL, flags | O_DIRECT) == 0 ? Direct::On
                                                                               : Direct::Off;
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
