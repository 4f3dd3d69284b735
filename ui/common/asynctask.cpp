// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "asynctask.h"

namespace taxonomist::ui {

AsyncTask::AsyncTask(QObject *parent)
    : QObject(parent)
{ }

AsyncTask::~AsyncTask()
{
    for (QFutureWatcherBase *watcher : std::as_const(m_running))
        watcher->waitForFinished();
}

} // namespace taxonomist::ui
