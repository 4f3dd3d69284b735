// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace taxonomist::ui {

// The one way to run one-shot work off the UI thread (KeePassXC's AsyncTask, without its nested
// event loop): run() starts `work` on Qt's thread pool (QtConcurrent::run) and hands its result
// to `done` as a value, on this object's thread, through a QFutureWatcher that this object owns
// — so the result goes nowhere once the object that asked for it is gone. Only the newest run's
// result is delivered: a run started while another is busy supersedes it, so a slow old result
// never overwrites a newer one. The work touches no widget and opens its own database connection
// (core::ProjectStore::open on the project's path). Long-lived workers (the fetcher) stay
// objects on a QThread of their own.
class AsyncTask final : public QObject
{
    Q_OBJECT

public:
    explicit AsyncTask(QObject *parent = nullptr);
    // Waits for running work: it may still hold what it computes from.
    ~AsyncTask() override;

    template<typename Work, typename Done>
    void run(Work work, Done done)
    {
        using T = decltype(work());
        const int generation = ++m_generation;
        auto *watcher = new QFutureWatcher<T>(this);
        m_running.append(watcher);
        connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, generation, done = std::move(done)]() mutable {
                m_running.removeOne(watcher);
                watcher->deleteLater();
                if (generation == m_generation)
                    done(watcher->future().takeResult());
                if (m_running.isEmpty())
                    Q_EMIT idle();
            });
        watcher->setFuture(QtConcurrent::run(std::move(work)));
    }

    bool isRunning() const { return !m_running.isEmpty(); }
    // Drops the results of every run started so far (the project they were for has closed).
    void discard() { ++m_generation; }

Q_SIGNALS:
    // No work is running any more.
    void idle();

private:
    QList<QFutureWatcherBase *> m_running;
    int m_generation = 0;
};

} // namespace taxonomist::ui
