// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "common/asynctask.h"

#include <gtest/gtest.h>

#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <atomic>

using namespace taxonomist::ui;

TEST(AsyncTask, HandsTheResultBackOnItsOwnThread)
{
    AsyncTask task;
    QThread *worker = nullptr;
    QThread *receiver = nullptr;
    int result = 0;
    task.run(
        [&worker] {
            worker = QThread::currentThread();
            return 42;
        },
        [&](int value) {
            receiver = QThread::currentThread();
            result = value;
        });
    EXPECT_TRUE(task.isRunning());
    QSignalSpy idle(&task, &AsyncTask::idle);
    ASSERT_TRUE(idle.wait(5000));
    EXPECT_EQ(result, 42);
    EXPECT_NE(worker, QThread::currentThread()) << "the work ran off this thread";
    EXPECT_EQ(receiver, QThread::currentThread()) << "the result came back to it";
    EXPECT_FALSE(task.isRunning());
}

TEST(AsyncTask, ANewerRunSupersedesAnOlderOne)
{
    QThreadPool::globalInstance()->setMaxThreadCount(
        std::max(4, QThreadPool::globalInstance()->maxThreadCount()));
    AsyncTask task;
    QSemaphore olderMayFinish;
    QList<int> delivered;
    task.run(
        [&olderMayFinish] {
            olderMayFinish.acquire(); // still busy when the newer run is asked for
            return 1;
        },
        [&delivered](int value) { delivered.append(value); });
    task.run([] { return 2; }, [&delivered](int value) { delivered.append(value); });
    ASSERT_TRUE(QTest::qWaitFor([&] { return delivered.contains(2); }, 5000));
    olderMayFinish.release();
    QSignalSpy idle(&task, &AsyncTask::idle);
    ASSERT_TRUE(idle.wait(5000));
    EXPECT_EQ(delivered, QList<int> {2}) << "the slow older result never overwrites the newer one";
}

TEST(AsyncTask, DiscardDropsTheResultsOfAClosedProject)
{
    AsyncTask task;
    bool delivered = false;
    task.run([] { return 1; }, [&delivered](int) { delivered = true; });
    task.discard();
    QSignalSpy idle(&task, &AsyncTask::idle);
    ASSERT_TRUE(idle.wait(5000));
    EXPECT_FALSE(delivered);
}

TEST(AsyncTask, WaitsForRunningWorkWhenItGoes)
{
    std::atomic_bool finished = false;
    {
        AsyncTask task;
        task.run(
            [&finished] {
                QThread::msleep(100);
                finished = true;
                return 0;
            },
            [](int) {});
    }
    EXPECT_TRUE(finished) << "nothing the work uses goes before it ends";
}
