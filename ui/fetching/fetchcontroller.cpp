// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fetchcontroller.h"

#include "fetch/fetchprogress.h"
#include "fetch/fetchsummary.h"
#include "fetch/issuefetcher.h"
#include "fetch/ratelimitpolicy.h"

#include <QThread>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

FetchController::FetchController(QObject *parent)
    : QObject(parent)
    , m_settings(FetchSettings::fromEnvironment())
{
    setObjectName(u"fetchController"_s);
}

FetchController::~FetchController()
{
    stopWorker();
}

void FetchController::setProject(const QString &projectPath)
{
    stopWorker();
    m_projectPath = projectPath;
}

void FetchController::setSettings(const FetchSettings &settings)
{
    m_settings = settings;
    if (!m_running)
        stopWorker(); // the next fetch starts a fetcher with these settings
}

void FetchController::createWorker()
{
    m_thread = new QThread(this);
    m_thread->setObjectName(u"fetch"_s);
    m_fetcher = new IssueFetcher(m_projectPath, m_settings);
    m_fetcher->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_fetcher, &QObject::deleteLater);
    // Queued: these arrive on the UI thread as values.
    connect(m_fetcher, &IssueFetcher::started, this, [this](const FetchProgress &progress) {
        Q_EMIT progressed(progress.toText(), progress.percent());
    });
    connect(m_fetcher, &IssueFetcher::progressed, this, [this](const FetchProgress &progress) {
        Q_EMIT progressed(progress.toText(), progress.percent());
    });
    connect(m_fetcher, &IssueFetcher::issueFetched, this,
        [this](qint64 issueId, FetchState) { Q_EMIT issueFetched(issueId); });
    connect(m_fetcher, &IssueFetcher::rateLimited, this,
        [this](const RateLimitWait &wait) { Q_EMIT rateLimited(wait.message); });
    connect(m_fetcher, &IssueFetcher::finished, this, [this](const FetchSummary &summary) {
        m_running = false;
        Q_EMIT runningChanged(false);
        Q_EMIT finished(summary.toText(), summary.error.isEmpty());
    });
    m_thread->start();
}

void FetchController::stopWorker()
{
    if (!m_thread)
        return;
    if (m_running)
        QMetaObject::invokeMethod(m_fetcher, &IssueFetcher::cancel, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
    delete m_thread; // the fetcher went with the thread's finished signal
    m_thread = nullptr;
    m_fetcher = nullptr;
    if (m_running) {
        m_running = false;
        Q_EMIT runningChanged(false);
    }
}

void FetchController::start(const FetchScope &scope)
{
    if (m_running || m_projectPath.isEmpty())
        return;
    if (!m_thread)
        createWorker();
    m_running = true;
    Q_EMIT runningChanged(true);
    QMetaObject::invokeMethod(
        m_fetcher, [fetcher = m_fetcher, scope] { fetcher->start(scope); }, Qt::QueuedConnection);
}

void FetchController::cancel()
{
    if (m_fetcher && m_running)
        QMetaObject::invokeMethod(m_fetcher, &IssueFetcher::cancel, Qt::QueuedConnection);
}

} // namespace taxonomist::ui
