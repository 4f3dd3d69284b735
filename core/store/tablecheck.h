// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <thread>

struct sqlite3;

namespace taxonomist::core {

// SQLite's quick check of some tables of a project file, either on a connection the caller has
// (run()) or on a thread and a read-only connection of its own, so that a reader can read the
// same tables meanwhile and show nothing until wait() has said they are sound: the same check
// as before the read, without its wait.
class TableCheck final
{
public:
    // PRAGMA quick_check of `table` and its indexes, or of the whole file when `table` is empty:
    // "the project file FILE is damaged: …" at SQLite's first finding, or the failure that kept
    // it from checking, naming FILE.
    static Status run(sqlite3 *db, const QString &file, const QString &table);

    // Starts checking `tables` of the project `file` through a read-only connection to `uri`
    // (the SQLite URI the project was opened by).
    TableCheck(QByteArray uri, QString file, QStringList tables);
    ~TableCheck(); // waits for the check to end
    TableCheck(const TableCheck &) = delete;
    TableCheck &operator=(const TableCheck &) = delete;

    // The verdict on every table, the first failure if any; waits for it.
    Status wait();

private:
    std::thread m_thread;
    Status m_status = success();
};

} // namespace taxonomist::core
