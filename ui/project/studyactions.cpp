// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "studyactions.h"

#include "common/asynctask.h"
#include "common/dialogservice.h"
#include "fetching/collectdialog.h"
#include "newstudywizard.h"
#include "session/projectsession.h"
#include "store/projectstore.h"
#include "study/issuelistfile.h"
#include "study/newstudy.h"
#include "study/studyframeworks.h"

#include <QAction>
#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

StudyActions::StudyActions(DialogService &dialogs, ProjectSession *session, QWidget *window,
    std::function<FetchSettings()> settings)
    : QObject(window)
    , m_dialogs(dialogs)
    , m_session(session)
    , m_window(window)
    , m_settings(std::move(settings))
    , m_newStudy(new QAction(tr("New &Study…"), this))
    , m_collect(new QAction(tr("&Collect Issues…"), this))
    , m_addFromList(new QAction(tr("Add Issues from &URL List…"), this))
    , m_task(new AsyncTask(this))
{
    m_newStudy->setObjectName(u"newStudyAction"_s);
    m_collect->setObjectName(u"collectAction"_s);
    m_addFromList->setObjectName(u"addIssuesFromListAction"_s);
    m_newStudy->setStatusTip(tr("Start a study of your own repositories: a project with a "
                                "taxonomy, volunteers and frameworks, and no issues yet"));
    m_collect->setStatusTip(
        tr("List the frameworks' repositories and keep the issues of a window that match a "
           "keyword"));
    m_addFromList->setStatusTip(tr("Add issues to a framework from a file of issue URLs"));
    connect(m_newStudy, &QAction::triggered, this, &StudyActions::runWizard);
    connect(m_collect, &QAction::triggered, this, &StudyActions::runCollect);
    connect(m_addFromList, &QAction::triggered, this, &StudyActions::chooseList);
    connect(session, &ProjectSession::opened, this, &StudyActions::update);
    connect(session, &ProjectSession::aboutToClose, this, [this] {
        m_task->discard();
        m_collect->setEnabled(false);
        m_addFromList->setEnabled(false);
    });
    update();
}

void StudyActions::update()
{
    const bool writable = m_session->isOpen() && !m_session->store()->isReadOnly();
    m_collect->setEnabled(writable);
    m_addFromList->setEnabled(writable);
}

void StudyActions::runWizard()
{
    NewStudyWizard wizard(m_dialogs, m_window);
    if (wizard.exec() == QDialog::Accepted)
        createStudy(wizard.plan());
}

bool StudyActions::createStudy(const NewStudyPlan &plan)
{
    auto created = NewStudy::create(plan.path, plan.taxonomy, plan.volunteers,
        qEnvironmentVariable("USER", u"taxonomist"_s), plan.frameworks);
    if (!created) {
        m_dialogs.showError(m_window, tr("Cannot create the study"), created.error().message());
        return false;
    }
    Q_EMIT studyCreated(plan.path);
    return true;
}

QStringList StudyActions::frameworkNames() const
{
    QStringList names;
    if (!m_session->isOpen())
        return names;
    auto frameworks = StudyFrameworks::list(*m_session->store());
    if (!frameworks) {
        m_dialogs.showError(
            m_window, tr("Cannot read the frameworks"), frameworks.error().message());
        return names;
    }
    for (const FrameworkDefinition &framework : std::as_const(*frameworks))
        names.append(framework.name);
    return names;
}

void StudyActions::runCollect()
{
    const QStringList frameworks = frameworkNames();
    if (frameworks.isEmpty()) {
        m_dialogs.showError(m_window, tr("Collect Issues"),
            tr("The project has no framework to collect: add one with File › New Study… or "
               "taxonomist-cli frameworks add."));
        return;
    }
    CollectDialog dialog(m_session->path(), m_settings(), frameworks, m_window);
    dialog.exec();
    if (dialog.kept() > 0)
        Q_EMIT issuesAdded();
}

void StudyActions::chooseList()
{
    const QStringList frameworks = frameworkNames();
    if (frameworks.isEmpty())
        return;
    const QString file = m_dialogs.openFilePath(m_window, tr("Add Issues from URL List"),
        tr("Issue URLs, one a line (*.txt);;All files (*)"));
    if (file.isEmpty())
        return;
    const QString framework = m_dialogs.chooseItem(m_window, tr("Add Issues from URL List"),
        tr("Framework the issues join:"), frameworks, frameworks.first(), false);
    if (!framework.isEmpty())
        addIssuesFromList(file, framework);
}

void StudyActions::addIssuesFromList(const QString &file, const QString &framework)
{
    if (!m_session->isOpen())
        return;
    m_addFromList->setEnabled(false);
    Q_EMIT progressed(tr("Adding the issues of %1…").arg(file));
    m_task->run(
        [path = m_session->path(), file, framework]() -> Result<IssueListSummary> {
            auto store = ProjectStore::open(path, ProjectStore::OpenMode::ReadWrite,
                ProjectStore::IntegrityCheck::later()); // this thread's own connection
            if (!store)
                return store.error();
            return IssueListFile::add(
                **store, file, framework, qEnvironmentVariable("USER", u"taxonomist"_s));
        },
        [this, framework](const Result<IssueListSummary> &summary) {
            update();
            Q_EMIT progressed(QString());
            const QString title = tr("Add Issues from URL List");
            if (!summary) {
                m_dialogs.showError(
                    m_window, title, tr("Nothing was added: %1").arg(summary.error().message()));
                return;
            }
            const QLocale locale;
            m_dialogs.showInformation(m_window, title,
                tr("%1: %2 URLs listed, %3 added, %4 already in the project. Fetch them to read "
                   "them; fetching gives each its year.")
                    .arg(framework, locale.toString(summary->listed),
                        locale.toString(summary->added),
                        locale.toString(summary->alreadyInProject)));
            if (summary->added > 0)
                Q_EMIT issuesAdded();
        });
}

} // namespace taxonomist::ui
