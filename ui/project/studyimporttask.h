#pragma once

#include <QObject>
#include <QString>

#include <atomic>

class QThread;

namespace taxonomist::ui {

// Imports a study into a new project file on a worker thread (with its own database connection),
// reporting progress and honouring cancel. A failed or cancelled import leaves no file behind.
class StudyImportTask final : public QObject
{
    Q_OBJECT

public:
    StudyImportTask(QString folder, QString projectPath, QString actor, QObject *parent = nullptr);
    ~StudyImportTask() override;

    void start();
    void cancel() { m_cancelled = true; }
    bool isRunning() const;

Q_SIGNALS:
    void progressed(const QString &step, int done, int total);
    // `message` is a one-line summary on success, the error otherwise.
    void finished(bool ok, const QString &message);

private:
    void run();

    QString m_folder;
    QString m_projectPath;
    QString m_actor;
    std::atomic_bool m_cancelled = false;
    QThread *m_thread = nullptr;
};

} // namespace taxonomist::ui
