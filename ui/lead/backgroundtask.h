#pragma once

#include <QList>
#include <QObject>
#include <QThread>

#include <functional>
#include <memory>
#include <optional>

namespace taxonomist::ui {

// Runs read-only work off the UI thread and hands its result back as a value on the UI thread.
// Only the newest run's result is delivered: a reload requested while another is running
// supersedes it, so a slow old result never overwrites a newer one. The work opens its own
// database connection (core::ProjectStore::open on the project's path).
class BackgroundTask final : public QObject
{
    Q_OBJECT

public:
    explicit BackgroundTask(QObject *parent = nullptr);
    // Waits for running work: a thread must not outlive the objects its result goes to.
    ~BackgroundTask() override;

    template<typename T>
    void run(std::function<T()> work, std::function<void(T)> done)
    {
        const int generation = ++m_generation;
        auto result = std::make_shared<std::optional<T>>();
        QThread *thread = QThread::create([work = std::move(work), result] { result->emplace(work()); });
        connect(thread, &QThread::finished, this, [this, thread, generation, result, done = std::move(done)] {
            m_threads.removeOne(thread);
            thread->deleteLater();
            if (generation == m_generation && result->has_value())
                done(std::move(**result));
            if (m_threads.isEmpty())
                Q_EMIT idle();
        });
        m_threads.append(thread);
        thread->start();
    }

    bool isRunning() const { return !m_threads.isEmpty(); }

Q_SIGNALS:
    // No work is running any more.
    void idle();

private:
    QList<QThread *> m_threads;
    int m_generation = 0;
};

} // namespace taxonomist::ui
