// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QtGlobal>

struct sqlite3;

namespace taxonomist::core {

// Starts the disk writes of a database file that a long transaction is filling, a piece at a
// time as it grows, so that the sync that makes it durable (the commit's, or publish()'s for a
// new project) has only the last piece left to wait for instead of the whole file, which on a
// slow disk is seconds (docs/performance.md). It only asks the kernel to begin writing (Linux's
// sync_file_range; elsewhere it does nothing); durability still comes from that sync.
class EarlyWriteback final
{
public:
    // The main database file of `db`, through the descriptor SQLite has open (nothing is started
    // for an in-memory database). No descriptor of the file is opened or closed here.
    explicit EarlyWriteback(sqlite3 *db);
    ~EarlyWriteback();
    EarlyWriteback(const EarlyWriteback &) = delete;
    EarlyWriteback &operator=(const EarlyWriteback &) = delete;

    // Starts writing what the file has grown by since the last call, once that is Piece or more.
    void poke() { start(Piece); }
    // Writes the connection's dirty pages into the file (sqlite3_db_cacheflush: the transaction
    // stays open) and starts writing all the file has grown by, however little: before the last
    // steps of a transaction, so that its sync finds most of it on the disk already.
    void startTheRest();

    // Small enough that the study's file does not leave most of itself to the commit's sync,
    // large enough that each call is one large write (docs/performance.md).
    static constexpr qint64 Piece = 8 * 1024 * 1024;
    // Bytes from the start of the file whose writing has been started.
    qint64 started() const { return m_started; }

private:
    void start(qint64 atLeast);
    bool isTheFile(int fd) const;

    sqlite3 *m_db;
    int m_fd = -1; // SQLite's own descriptor of the file; never closed here
    quint64 m_device = 0; // the file's
    quint64 m_inode = 0;
    qint64 m_started = 0; // bytes from the start whose writing has been started
};

} // namespace taxonomist::core
