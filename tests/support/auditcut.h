// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>

namespace taxonomist::test {

// What someone with sqlite3 runs to hide the last entries of a project's audit log: drops the
// trigger that keeps the log append-only, deletes from entry `firstGone` on, points the head
// record at what is left and puts the trigger back as it was. The chain itself still verifies;
// only an anchor held elsewhere shows the cut.
inline QByteArray auditCutScript(qint64 firstGone)
{
    const QByteArray last = QByteArray::number(firstGone - 1);
    return "DROP TRIGGER audit_log_append_only_delete;"
           " DELETE FROM audit_log WHERE id >= "
        + QByteArray::number(firstGone) + "; UPDATE audit_head SET last_id = " + last
        + ", last_hash = (SELECT hash FROM audit_log WHERE id = " + last
        + "); CREATE TRIGGER audit_log_append_only_delete BEFORE DELETE ON audit_log"
          " BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END";
}

} // namespace taxonomist::test
