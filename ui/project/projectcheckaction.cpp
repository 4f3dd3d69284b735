// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "projectcheckaction.h"

#include "common/asynctask.h"
#include "common/dialogservice.h"
#include "store/projectcheck.h"

#include <QAction>
#include <QWidget>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

ProjectCheckAction::ProjectCheckAction(DialogService &dialogs, QWidget *window)
    : QObject(window)
    , m_dialogs(dialogs)
    , m_window(window)
    , m_action(new QAction(tr("&Check Project…"), this))
    , m_audit(new AsyncTask(this))
    , m_full(new AsyncTask(this))
{
    m_action->setEnabled(false);
    m_action->setStatusTip(
        tr("Check the project file: SQLite's integrity check, its invariants and the audit log's "
           "chain"));
    connect(m_action, &QAction::triggered, this, &ProjectCheckAction::startFull);
}

void ProjectCheckAction::setProjectPath(const QString &path)
{
    m_path = path;
    m_audit->discard(); // a result for a project no longer open is dropped
    m_full->discard();
    m_action->setEnabled(!path.isEmpty());
    if (!path.isEmpty())
        startAudit();
}

void ProjectCheckAction::startAudit()
{
    m_audit->run([path = m_path] { return ProjectCheck::run(path, ProjectCheck::Scope::Quick); },
        [this](const Result<ProjectCheckReport> &report) {
            if (report && report->isDamaged()) {
                Q_EMIT damaged(tr("the project file %1 is damaged: %2")
                                   .arg(report->file, report->integrity.section(u'\n', 0, 0)));
                return;
            }
            Q_EMIT auditChecked(report ? report->auditSummary()
                                       : tr("audit log not checked: ") + report.error().message());
        });
}

void ProjectCheckAction::startFull()
{
    if (m_path.isEmpty())
        return;
    m_action->setEnabled(false); // one full check at a time
    m_full->run([path = m_path] { return ProjectCheck::run(path, ProjectCheck::Scope::Full); },
        [this](const Result<ProjectCheckReport> &report) {
            m_action->setEnabled(!m_path.isEmpty());
            if (!report) {
                Q_EMIT auditChecked(tr("audit log not checked: ") + report.error().message());
                m_dialogs.showError(m_window, tr("Check project"), report.error().message());
                return;
            }
            Q_EMIT auditChecked(report->auditSummary());
            if (report->isOk())
                m_dialogs.showInformation(m_window, tr("Check project"), report->toText());
            else
                m_dialogs.showError(
                    m_window, tr("Check project: problems found"), report->toText());
        });
}

} // namespace taxonomist::ui
