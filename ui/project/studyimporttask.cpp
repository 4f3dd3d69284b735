// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "studyimporttask.h"

#include "common/asynctask.h"
#include "store/projectstore.h"
#include "study/studyimporter.h"

#include <QFileInfo>
#include <QLocale>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

StudyImportTask::StudyImportTask(
    QString folder, QString projectPath, QString actor, QObject *parent)
    : QObject(parent)
    , m_folder(std::move(folder))
    , m_projectPath(std::move(projectPath))
    , m_actor(std::move(actor))
    , m_task(new AsyncTask(this))
{ }

StudyImportTask::~StudyImportTask()
{
    m_cancelled = true;
    delete m_task; // waits for the import, which reads this object's members, to stop
}

void StudyImportTask::start()
{
    m_task->run([this] { return run(); },
        [this](const Outcome &outcome) { Q_EMIT finished(outcome.ok, outcome.message); });
}

bool StudyImportTask::isRunning() const
{
    return m_task->isRunning();
}

StudyImportTask::Outcome StudyImportTask::run()
{
    if (QFileInfo::exists(m_projectPath))
        return {false,
            tr("%1: a file of that name exists already; import a study into a new project")
                .arg(m_projectPath)};
    // This thread's own connection; created exclusively and moved into place only when complete.
    auto store = ProjectStore::open(m_projectPath, ProjectStore::OpenMode::CreateNew);
    if (!store)
        return {false, store.error().message()};
    ImportControl control;
    control.cancelled = &m_cancelled;
    control.progress = [this](const QString &step, int done, int total) {
        Q_EMIT progressed(step, done, total);
    };
    auto result = StudyImporter::importFolder(**store, m_folder, m_actor, control);
    const Status published = result ? (*store)->publish() : Status(result.error());
    if (result.ok() && published.ok())
        return {true,
            tr("Imported %1 issues of %2 frameworks")
                .arg(QLocale().toString(result->second.issues))
                .arg(result->second.frameworks)};
    // An unpublished project goes with its store: nothing of someone else's is removed.
    return {false, m_cancelled ? tr("The import was cancelled.") : published.error().message()};
}

} // namespace taxonomist::ui
