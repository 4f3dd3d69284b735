// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QtGlobal>

#include <memory>

namespace taxonomist::core {

// Appends to an open file in whole aligned blocks that bypass the page cache (O_DIRECT) where
// the file system allows, the last partial block through it. A large export (the long CSV of a
// large study is hundreds of MB) then costs no page-cache copy and no fresh page per 4 KiB, which
// can cost more than formatting the rows, and its final fdatasync has almost nothing left to
// write (docs/performance.md). A direct write waits for the device, so each full buffer is written
// by a thread of its own while the caller fills the other one. A file smaller than one buffer is
// written once, through the page cache. Where O_DIRECT is refused (tmpfs, some network file
// systems) or a direct write fails with EINVAL, it writes through the page cache instead: same
// bytes, only slower. Syncing is the caller's (SaveFile, ExportFolder).
class BlockWriter final
{
public:
    // What gathers before a write; a multiple of every block size O_DIRECT asks for.
    static constexpr qsizetype BufferBytes = 1024 * 1024;

    // `fd` is open for writing, at offset 0 of an empty file; it stays the caller's.
    explicit BlockWriter(int fd);
    ~BlockWriter();
    BlockWriter(const BlockWriter &) = delete;
    BlockWriter &operator=(const BlockWriter &) = delete;

    // false with errno set when a write failed; the file is then incomplete.
    bool write(const char *data, qsizetype size);
    // Writes what gathered; the file is complete when it returns true.
    bool finish();
    // Whether whole blocks went past the page cache (tests, benchmarks).
    bool wroteDirect() const { return m_directWrites > 0; }

private:
    class Background;

    // Hands the full buffer to the background thread and goes on with the other one.
    bool dispatch();
    // Waits for the buffer in flight; false with errno as its write left it.
    bool waitForBackground();
    bool writeOut(const char *data, qsizetype size);
    // Writes until all is written or a write fails; `data` and `size` move past what was written.
    bool writeAll(const char *&data, qsizetype &size);
    void stopDirect();

    int m_fd;
    char *m_buffers[2] = {nullptr, nullptr};
    int m_filling = 0; // the buffer being filled; the other may be in flight
    qsizetype m_used = 0;
    // Touched by the background thread only while a buffer is in flight.
    enum class Direct { Untried, On, Off } m_direct = Direct::Untried;
    qsizetype m_directWrites = 0;
    std::unique_ptr<Background> m_background;
};

} // namespace taxonomist::core
