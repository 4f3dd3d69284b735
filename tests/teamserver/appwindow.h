// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "recordingdialogservice.h"
#include "teamwork/serversetupactions.h"
#include "window/mainwindow.h"

#include <QLabel>

#include <memory>

namespace taxonomist::test {

// The app's main window as a member runs it, its dialogs answered by a RecordingDialogService.
struct AppWindow
{
    RecordingDialogService *answers;
    std::unique_ptr<ui::MainWindow> window;

    AppWindow()
    {
        auto dialogs = std::make_unique<RecordingDialogService>();
        answers = dialogs.get();
        window = std::make_unique<ui::MainWindow>(std::move(dialogs));
    }
    ui::ServerSetupActions *setup() const { return window->serverSetupActions(); }
    QString status() const
    {
        return window->findChild<QLabel *>(QStringLiteral("syncLabel"))->text();
    }
};

} // namespace taxonomist::test
