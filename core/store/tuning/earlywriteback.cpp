// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "earlywriteback.h"

#include <sqlite3.h>

#include <cstdlib>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace taxonomist::core {

EarlyWriteback::EarlyWriteback(sqlite3 *db)
    : m_db(db)
{
#ifdef __linux__
    // SQLite's own descriptor of the file, found among the process's: a descriptor opened here
    // could not be closed again without dropping every POSIX lock the process holds on the file
    // (close() on any descriptor of a file does that), SQLite's locks included.
    const char *path = db ? sqlite3_db_filename(db, "main") : nullptr;
    struct stat file
    {
    };
    if (!path || !*path || ::stat(path, &file) != 0)
        return;
    m_device = file.st_dev;
    m_inode = file.st_ino;
    DIR *descriptors = ::opendir("/proc/self/fd");
    if (!descriptors)
        return;
    while (const dirent *entry = ::readdir(descriptors)) {
        char *end = nullptr;
        const long fd = std::strtol(entry->d_name, &end, 10);
        if (end == entry->d_name || *end != '\0' || fd == ::dirfd(descriptors))
            continue;
        if (isTheFile(int(fd))) {
            m_fd = int(fd);
            break;
        }
    }
    ::closedir(descriptors);
#endif
}

EarlyWriteback::~EarlyWriteback() = default; // the descriptor is SQLite's

void EarlyWriteback::startTheRest()
{
    if (m_fd < 0)
        return;
    // A failure (an I/O error, say) leaves the pages to the commit, which reports it.
    (void)sqlite3_db_cacheflush(m_db);
    start(1);
}

bool EarlyWriteback::isTheFile(int fd) const
{
    struct stat status
    {
    };
    return ::fstat(fd, &status) == 0 && status.st_dev == m_device && status.st_ino == m_inode;
}

void EarlyWriteback::start(qint64 atLeast)
{
#ifdef __linux__
    if (m_fd < 0)
        return;
    struct stat status
    {
    };
    // Still the file (SQLite may have closed the descriptor, and the number be taken again).
    if (::fstat(m_fd, &status) != 0 || status.st_dev != m_device || status.st_ino != m_inode) {
        m_fd = -1;
        return;
    }
    if (status.st_size - m_started < atLeast)
        return;
    // Asynchronous: it returns once the writes are queued. A failure only leaves the work to the
    // commit's sync, so it is not reported.
    if (::sync_file_range(m_fd, m_started, status.st_size - m_started, SYNC_FILE_RANGE_WRITE) == 0)
        m_started = status.st_size;
#else
    Q_UNUSED(atLeast);
#endif
}

} // namespace taxonomist::core
