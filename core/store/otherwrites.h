// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QSet>

#include <optional>

namespace taxonomist::core {

class ProjectStore;

// What other connections committed to a project since the last look.
struct OtherWrites
{
    QSet<qint64> labelIssues; // issues whose labels changed
    QSet<qint64> finalLabelIssues; // issues whose final labels changed
    bool teamChanged = false; // members, roles, assignments
    bool taxonomyChanged = false; // nodes, proposals, the code book
    bool keywordsChanged = false;
    // A write that names no issue of its own (a merge, a sync's pull, a labels import logged by a
    // baseline, a package updated): every issue is in both sets and the team and the taxonomy
    // count as changed.
    bool wholeProject = false;

    bool isEmpty() const
    {
        return labelIssues.isEmpty() && finalLabelIssues.isEmpty() && !teamChanged
            && !taxonomyChanged && !keywordsChanged;
    }
};

// Notices what other connections — another process (a CLI command, a second window of the app) or
// another thread of this one — commit to an open project, cheaply enough to ask every second on
// the UI thread: PRAGMA data_version (SQLite's counter of commits by other connections, read from
// the shared WAL index, no file read) says whether anything changed, and only then the audit log's
// entries after the last one seen say what (every write of a label, a final label, the team or the
// taxonomy appends one, whoever writes it). Writes of this store's own connection are not reported
// by themselves, but may come along with the next other one (their entries follow the last seen).
class OtherWritesWatch final
{
public:
    // Remembers where the project is now: only what is committed after this is reported.
    explicit OtherWritesWatch(ProjectStore &store);

    // Nothing when no other connection committed since the last call (or the construction); else
    // what changed, possibly empty (a write that touched nothing a view shows: fetched content,
    // an export's bookkeeping). An Error when the project could not be read.
    Result<std::optional<OtherWrites>> poll();

    // More audit entries than this since the last look are read as a change of the whole project.
    static constexpr qint64 maxEntriesRead = 5000;

private:
    Result<qint64> dataVersion() const;
    Result<qint64> lastAuditId() const;

    ProjectStore &m_store;
    qint64 m_dataVersion = -1;
    qint64 m_lastAuditId = -1;
};

} // namespace taxonomist::core
