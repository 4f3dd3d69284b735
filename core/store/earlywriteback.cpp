// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "earlywriteback.h"

#include <sqlite3.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace taxonomist::core {

EarlyWriteback::EarlyWriteback(sqlite3 *db)
{
#ifdef __linux__
    const char *path = db ? sqlite3_db_filename(db, "main") : nullptr;
    if (path && *path)
        m_fd = ::open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW);
#else
    Q_UNUSED(db);
#endif
}

EarlyWriteback::~EarlyWriteback()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

void EarlyWriteback::poke()
{
#ifdef __linux__
    if (m_fd < 0)
        return;
    struct stat status{};
    if (::fstat(m_fd, &status) != 0 || status.st_size - m_started < Piece)
        return;
    // Asynchronous: it returns once the writes are queued. A failure only leaves the work to the
    // commit's sync, so it is not reported.
    if (::sync_file_range(m_fd, m_started, status.st_size - m_started, SYNC_FILE_RANGE_WRITE) == 0)
        m_started = status.st_size;
#endif
}

} // namespace taxonomist::core
