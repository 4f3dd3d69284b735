// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "teamactions.h"

#include "admincredentials.h"
#include "common/asynctask.h"
#include "common/dialogservice.h"
#include "session/projectsession.h"
#include "team/teamchanges.h"
#include "teamdialog.h"

#include <QAction>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

TeamActions::TeamActions(ProjectSession *session, DialogService &dialogs, QWidget *window,
    QMenu *file, QAction *before, QMenu *project)
    : QObject(window)
    , m_session(session)
    , m_dialogs(dialogs)
    , m_window(window)
    , m_export(new QAction(tr("&Export My Changes…"), this))
    , m_merge(new QAction(tr("&Merge Changes…"), this))
    , m_team(project->addAction(tr("&Team…")))
    , m_task(new AsyncTask(this))
    , m_admin(new AdminCredentials(this))
{
    file->insertActions(before, {m_export, m_merge});
    m_export->setObjectName(u"exportChangesAction"_s);
    m_export->setStatusTip(
        tr("Write what you changed since your last export to a file for the lead"));
    m_merge->setObjectName(u"mergeChangesAction"_s);
    m_merge->setStatusTip(
        tr("Merge change files from volunteers (or the lead's update) into this project"));
    m_team->setObjectName(u"teamAction"_s);
    m_team->setStatusTip(tr("The team: volunteers, the lead, packages"));
    connect(m_export, &QAction::triggered, this, [this] {
        const QString name
            = m_session->annotatorName().isEmpty() ? u"changes"_s : m_session->annotatorName();
        const QString path = m_dialogs.fileToWrite(m_window, tr("Export My Changes"),
            name + u".changes"_s, tr("Taxonomist change files (*.changes)"));
        if (!path.isEmpty())
            exportChanges(path);
    });
    connect(m_merge, &QAction::triggered, this, [this] {
        const QStringList paths = m_dialogs.changeFilesToMerge(m_window);
        if (!paths.isEmpty())
            merge(paths);
    });
    connect(m_team, &QAction::triggered, this, [this] {
        if (!m_session->isOpen())
            return;
        TeamDialog dialog(m_session, m_dialogs, m_window, m_admin);
        connect(&dialog, &TeamDialog::ownLoginReset, this, &TeamActions::ownLoginReset);
        dialog.exec(); // every change is announced through the session
    });
    connect(m_session, &ProjectSession::opened, this, &TeamActions::updateActions);
    connect(m_session, &ProjectSession::aboutToClose, this, [this] {
        m_task->discard(); // a result for a project no longer open goes nowhere
        m_export->setEnabled(false);
        m_merge->setEnabled(false);
        m_team->setEnabled(false);
    });
    updateActions();
}

void TeamActions::setTokenStore(core::TokenStore *tokens)
{
    m_admin->setTokenStore(tokens);
}

bool TeamActions::isBusy() const
{
    return m_task->isRunning();
}

void TeamActions::updateActions()
{
    const bool writable = m_session->isOpen() && !m_session->store()->isReadOnly();
    m_export->setEnabled(writable && !isBusy());
    m_merge->setEnabled(writable && !isBusy());
    m_team->setEnabled(m_session->isOpen());
}

void TeamActions::merge(const QStringList &paths)
{
    if (!m_session->isOpen() || isBusy())
        return;
    const QString project = m_session->path();
    const QString actor
        = m_session->annotatorName().isEmpty() ? u"taxonomist"_s : m_session->annotatorName();
    Q_EMIT progressed(tr("Merging %1 change file(s)…").arg(paths.size()));
    m_session->setWriting(this, true); // announced by announceMerge() below
    m_task->run(
        [project, paths, actor]() -> Result<MergeSummary> {
            auto store = ProjectStore::open(
                project, ProjectStore::OpenMode::ReadWrite); // this thread's own connection
            if (!store)
                return store.error();
            return TeamChanges::merge(**store, paths, actor);
        },
        [this, paths](Result<MergeSummary> summary) {
            m_session->setWriting(this, false);
            updateActions();
            if (!summary) {
                Q_EMIT progressed(tr("Nothing was merged."));
                m_dialogs.showError(m_window, tr("Merge Changes"),
                    summary.error().message() + tr("\n\nNothing was stored."));
                Q_EMIT finished(false);
                return;
            }
            m_session->announceMerge(summary->total); // every view follows, as after a local edit
            const MergeReport &total = summary->total;
            const QLocale locale;
            Q_EMIT progressed(
                tr("Merged: %1 labels added, %2 changed, %3 conflicts.")
                    .arg(locale.toString(total.labels.added), locale.toString(total.labels.changed),
                        locale.toString(total.conflicts.size())));
            m_dialogs.showInformation(m_window, tr("Merge Changes"),
                tr("Merged %1 file(s):\n").arg(paths.size()) + summary->toText());
            Q_EMIT finished(true);
        });
    updateActions();
}

void TeamActions::exportChanges(const QString &path)
{
    if (!m_session->isOpen() || isBusy())
        return;
    const QString project = m_session->path();
    const QString actor = m_session->annotatorName();
    // A lead who also labels sends their own changes; a volunteer always theirs.
    const QString author = m_session->isPackage() ? QString() : m_session->annotatorName();
    Q_EMIT progressed(tr("Exporting your changes…"));
    m_task->run(
        [project, path, author, actor]() -> Result<ChangeExport> {
            auto store = ProjectStore::open(project, ProjectStore::OpenMode::ReadWrite);
            if (!store)
                return store.error();
            return TeamChanges::exportChanges(**store, path, author, false, actor);
        },
        [this](Result<ChangeExport> exported) {
            updateActions();
            if (!exported) {
                Q_EMIT progressed(tr("Nothing was exported."));
                m_dialogs.showError(m_window, tr("Export My Changes"), exported.error().message());
                Q_EMIT finished(false);
                return;
            }
            const QLocale locale;
            const QString message
                = tr("Wrote %1's changes to %2: %3 labels, %4 votes, %5 proposals%6.")
                      .arg(exported->author.name, QFileInfo(exported->path).fileName(),
                          locale.toString(exported->stats.labels),
                          locale.toString(exported->stats.votes),
                          locale.toString(exported->stats.proposals),
                          exported->stats.finalLabels + exported->stats.assignments > 0
                              ? tr(", %1 final labels, %2 assignments")
                                    .arg(locale.toString(exported->stats.finalLabels),
                                        locale.toString(exported->stats.assignments))
                              : QString());
            Q_EMIT progressed(message);
            m_dialogs.showInformation(m_window, tr("Export My Changes"),
                message
                    + tr("\nSend the file to the lead, who merges it (File › Merge Changes…)."));
            Q_EMIT finished(true);
        });
    updateActions();
}

} // namespace taxonomist::ui
