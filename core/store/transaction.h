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
    explicit Transaction(ProjectStore &store);
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
    bool m_active = false;
};

} // namespace taxonomist::core
