// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "otherwrites.h"

#include "projectstore.h"
#include "sqlitestatement.h"
#include "util/coretext.h"

#include <QByteArrayView>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

enum class Kind { Label, FinalLabel, Team, Taxonomy, Keywords, WholeProject, Other };

// What an audit entry's action changed, for the views. An action not named here changed nothing a
// view shows (an export, a sync's push, a round, the fetcher's bookkeeping).
Kind kindOf(QByteArrayView action)
{
    if (action == "set-label" || action == "remove-label")
        return Kind::Label;
    if (action == "set-final-label" || action == "remove-final-label")
        return Kind::FinalLabel;
    if (action.startsWith("team-"))
        return action == "team-package-update" || action == "team-join" ? Kind::WholeProject
                                                                        : Kind::Team;
    if (action == "add-taxonomy-node" || action == "adopt-proposal" || action == "reject-proposal"
        || action == "propose-category" || action == "vote-proposal" || action == "import-codebook")
        return Kind::Taxonomy;
    if (action == "set-keywords")
        return Kind::Keywords;
    // Writes that log no entry per issue: a merge of change files, a sync's pull, a baseline after
    // a bulk write, an import into the project, a schema upgrade.
    if (action == "merge-changes" || action == "sync-pull" || action == "label-baseline"
        || action == "import-study" || action == "refi-import" || action == "migrate-schema")
        return Kind::WholeProject;
    return Kind::Other;
}

} // namespace

OtherWritesWatch::OtherWritesWatch(ProjectStore &store)
    : m_store(store)
{
    // A first poll() that cannot read these starts from where the project then is.
    if (auto version = dataVersion())
        m_dataVersion = *version;
    if (auto last = lastAuditId())
        m_lastAuditId = *last;
}

Result<qint64> OtherWritesWatch::dataVersion() const
{
    SqliteStatement statement(m_store.handle(), "PRAGMA data_version");
    if (!statement.next()) {
        if (auto status = statement.readStatus(); !status)
            return status.error();
        return Error(CoreText::tr("PRAGMA data_version returned nothing"), {m_store.path(), 0, 0});
    }
    return statement.integer(0);
}

Result<qint64> OtherWritesWatch::lastAuditId() const
{
    SqliteStatement statement(m_store.handle(), "SELECT coalesce(max(id), 0) FROM audit_log");
    if (!statement.next()) {
        if (auto status = statement.readStatus(); !status)
            return status.error();
        return qint64(0);
    }
    return statement.integer(0);
}

Result<std::optional<OtherWrites>> OtherWritesWatch::poll()
{
    const auto version = dataVersion();
    if (!version)
        return version.error();
    if (*version == m_dataVersion && m_lastAuditId >= 0)
        return std::optional<OtherWrites>();
    m_dataVersion = *version;
    if (m_lastAuditId < 0) {
        auto last = lastAuditId();
        if (!last)
            return last.error();
        m_lastAuditId = *last;
        return std::optional<OtherWrites>(OtherWrites {});
    }

    OtherWrites writes;
    {
        // One statement, one snapshot: the entries and the newest id agree.
        SqliteStatement entries(m_store.handle(),
            "SELECT id, action, issue_id FROM audit_log WHERE id > ?1 ORDER BY id LIMIT ?2");
        entries.bind(1, m_lastAuditId);
        entries.bind(2, maxEntriesRead + 1);
        qint64 read = 0;
        while (entries.next()) {
            if (++read > maxEntriesRead) {
                writes.wholeProject = true;
                break;
            }
            m_lastAuditId = entries.integer(0);
            const qint64 issue = entries.isNull(2) ? 0 : entries.integer(2);
            const Kind kind = kindOf(entries.utf8(1));
            switch (kind) {
            case Kind::Label:
            case Kind::FinalLabel:
                if (issue <= 0)
                    writes.wholeProject = true; // a label entry that names no issue
                else
                    (kind == Kind::Label ? writes.labelIssues : writes.finalLabelIssues)
                        .insert(issue);
                break;
            case Kind::Team:
                writes.teamChanged = true;
                break;
            case Kind::Taxonomy:
                writes.taxonomyChanged = true;
                break;
            case Kind::Keywords:
                writes.keywordsChanged = true;
                break;
            case Kind::WholeProject:
                writes.wholeProject = true;
                break;
            case Kind::Other:
                break;
            }
        }
        if (auto status = entries.readStatus(); !status)
            return status.error();
    }
    if (writes.wholeProject) {
        auto last = lastAuditId();
        if (!last)
            return last.error();
        m_lastAuditId = *last;
        SqliteStatement issues(m_store.handle(), "SELECT id FROM issues");
        while (issues.next())
            writes.labelIssues.insert(issues.integer(0));
        if (auto status = issues.readStatus(); !status)
            return status.error();
        writes.finalLabelIssues = writes.labelIssues;
        writes.teamChanged = true;
        writes.taxonomyChanged = true;
    }
    return std::optional<OtherWrites>(std::move(writes));
}

} // namespace taxonomist::core
