// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "team/teamserver.h"

#include <QMetaType>
#include <QObject>
#include <QString>

namespace taxonomist::ui {

// What one sync did, handed back to the UI thread as a value.
struct SyncOutcome
{
    quint64 generation = 0; // which connection asked (an old one's result is dropped)
    bool ok = false;
    QString error; // the sync failed: why (never the password)
    core::SyncReport report;
    qint64 waiting = 0; // own changes not on the server yet
};

// Runs syncs with the team server on the thread it lives on (a QThread of SyncActions): each run
// opens the project on a connection of its own, pushes and pulls (core::TeamServer::sync), and
// reports the outcome as a value. Network waits and bulk SQL never touch the UI thread.
class SyncWorker final : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

public Q_SLOTS:
    void sync(quint64 generation, const QString &projectPath, const QString &password);

Q_SIGNALS:
    void synced(const taxonomist::ui::SyncOutcome &outcome);
};

} // namespace taxonomist::ui

Q_DECLARE_METATYPE(taxonomist::ui::SyncOutcome)
