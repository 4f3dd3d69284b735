#include "studyimporttask.h"

#include "store/projectstore.h"
#include "study/studyimporter.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QThread>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

StudyImportTask::StudyImportTask(QString folder, QString projectPath, QString actor, QObject *parent)
    : QObject(parent)
    , m_folder(std::move(folder))
    , m_projectPath(std::move(projectPath))
    , m_actor(std::move(actor))
{
}

StudyImportTask::~StudyImportTask()
{
    if (m_thread) {
        m_cancelled = true;
        m_thread->wait();
        delete m_thread;
    }
}

void StudyImportTask::start()
{
    m_thread = QThread::create([this] { run(); });
    m_thread->start();
}

bool StudyImportTask::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

void StudyImportTask::run()
{
    const auto report = [this](bool ok, const QString &message) {
        QMetaObject::invokeMethod(this, [this, ok, message] { Q_EMIT finished(ok, message); }, Qt::QueuedConnection);
    };
    if (QFileInfo::exists(m_projectPath)) {
        report(false, u"%1: a file of that name exists already; import a study into a new project"_s.arg(m_projectPath));
        return;
    }
    QString message;
    bool ok = false;
    {
        // This thread's own connection; created exclusively and moved into place only when complete.
        auto store = ProjectStore::open(m_projectPath, ProjectStore::OpenMode::CreateNew);
        if (!store) {
            report(false, store.error().message());
            return;
        }
        ImportControl control;
        control.cancelled = &m_cancelled;
        control.progress = [this](const QString &step, int done, int total) { Q_EMIT progressed(step, done, total); };
        auto result = StudyImporter::importFolder(**store, m_folder, m_actor, control);
        const Status published = result ? (*store)->publish() : Status(result.error());
        ok = result.ok() && published.ok();
        message = ok ? u"Imported %1 issues of %2 frameworks"_s.arg(QLocale().toString(result->second.issues))
                           .arg(result->second.frameworks)
                     : (m_cancelled ? u"The import was cancelled."_s : published.error().message());
    } // an unpublished project goes with its store: nothing of someone else's is removed
    report(ok, message);
}

} // namespace taxonomist::ui
