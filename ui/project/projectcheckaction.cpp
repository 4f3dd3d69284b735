#include "projectcheckaction.h"

#include "common/dialogservice.h"
#include "store/projectcheck.h"

#include <QAction>
#include <QThread>
#include <QWidget>

#include <memory>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

ProjectCheckAction::ProjectCheckAction(DialogService &dialogs, QWidget *window)
    : QObject(window)
    , m_dialogs(dialogs)
    , m_window(window)
    , m_action(new QAction(u"&Check Project…"_s, this))
{
    m_action->setEnabled(false);
    m_action->setStatusTip(u"Check the project file: SQLite's integrity check, its invariants and the audit log's chain"_s);
    connect(m_action, &QAction::triggered, this, [this] { start(true); });
}

ProjectCheckAction::~ProjectCheckAction()
{
    // The threads only read the file; let them end before the object their results go to.
    for (const QPointer<QThread> &thread : std::as_const(m_threads)) {
        if (thread)
            thread->wait();
    }
}

void ProjectCheckAction::setProjectPath(const QString &path)
{
    m_path = path;
    ++m_generation;
    m_action->setEnabled(!path.isEmpty());
    if (!path.isEmpty())
        start(false);
}

void ProjectCheckAction::start(bool full)
{
    if (m_path.isEmpty())
        return;
    if (full)
        m_action->setEnabled(false); // one full check at a time
    const QString path = m_path;
    const int generation = m_generation;
    auto result = std::make_shared<std::optional<Result<ProjectCheckReport>>>();
    QThread *thread = QThread::create([path, full, result] {
        result->emplace(ProjectCheck::run(path, full ? ProjectCheck::Scope::Full : ProjectCheck::Scope::AuditOnly));
    });
    m_threads.append(thread);
    connect(thread, &QThread::finished, this, [this, thread, full, generation, result] {
        m_threads.removeAll(thread);
        thread->deleteLater();
        if (full)
            m_action->setEnabled(!m_path.isEmpty());
        if (generation != m_generation || !result->has_value())
            return;
        const Result<ProjectCheckReport> &report = **result;
        if (!report) {
            Q_EMIT auditChecked(u"audit log not checked: "_s + report.error().message());
            if (full)
                m_dialogs.showError(m_window, u"Check project"_s, report.error().message());
            return;
        }
        Q_EMIT auditChecked(report->auditSummary());
        if (!full)
            return;
        if (report->isOk())
            m_dialogs.showInformation(m_window, u"Check project"_s, report->toText());
        else
            m_dialogs.showError(m_window, u"Check project: problems found"_s, report->toText());
    });
    thread->start(QThread::LowPriority);
}

} // namespace taxonomist::ui
