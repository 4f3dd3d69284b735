#include "backgroundtask.h"

namespace taxonomist::ui {

BackgroundTask::BackgroundTask(QObject *parent)
    : QObject(parent)
{
}

BackgroundTask::~BackgroundTask()
{
    for (QThread *thread : std::as_const(m_threads)) {
        thread->wait();
        delete thread;
    }
}

} // namespace taxonomist::ui
