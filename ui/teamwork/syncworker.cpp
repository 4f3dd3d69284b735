// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "syncworker.h"

#include "store/projectstore.h"

using namespace Qt::StringLiterals;

namespace taxonomist::ui {

void SyncWorker::sync(quint64 generation, const QString &projectPath, const QString &password)
{
    SyncOutcome outcome;
    outcome.generation = generation;
    auto store = core::ProjectStore::open(projectPath, core::ProjectStore::OpenMode::ReadWrite);
    if (!store) {
        outcome.error = store.error().message();
        Q_EMIT synced(outcome);
        return;
    }
    auto report
        = core::TeamServer::sync(**store, qEnvironmentVariable("USER", u"taxonomist"_s), password);
    if (report) {
        outcome.ok = true;
        outcome.report = *report;
        outcome.waiting = report->waiting;
    } else {
        outcome.error = report.error().message();
        auto waiting = core::TeamServer::waiting(**store);
        outcome.waiting = waiting ? *waiting : -1;
    }
    Q_EMIT synced(outcome);
}

} // namespace taxonomist::ui
