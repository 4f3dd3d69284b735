// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

namespace taxonomist::core {

class ProjectStore;

// A write transaction (BEGIN IMMEDIATE) that rolls back unless it was committed: a write of many
// statements returns early on its first failure and leaves the project exactly as it was.
//
//     Transaction transaction(store);
//     if (auto status = transaction.begin(); !status)
//         return status;
//     ... each failure returns; the destructor rolls back ...
//     return transaction.commit();
class Transaction final
{
public:
    enum class Kind {
        Write, // BEGIN IMMEDIATE: the write lock from the start
        // BEGIN DEFERRED, for reads only: one snapshot of the project across many statements
        // without the write lock, so other connections and processes write meanwhile (WAL). A
        // caller that waits on something slow (the network) while it reads uses this.
        Read,
    };

    explicit Transaction(ProjectStore &store, Kind kind = Kind::Write);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    // Fails on a read-only project or when another connection holds the write lock.
    [[nodiscard]] Status begin();
    // A failed commit is rolled back when the guard goes, like any other failure.
    [[nodiscard]] Status commit();
    // Undoes the transaction now, for a caller that must read the project as it was before
    // returning; otherwise the destructor does it.
    void rollback();
    bool isActive() const { return m_active; }

private:
    ProjectStore &m_store;
    Kind m_kind;
    bool m_active = false;
};

} // namespace taxonomist::core
