// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QString>

class QLabel;
class QMainWindow;
class QProgressBar;
class QToolButton;

namespace taxonomist::core {
struct FetchSettings;
class TokenStore;
struct FetchScope;
} // namespace taxonomist::core

namespace taxonomist::ui {

class FetchController;
class ProjectSession;
class Workbench;

// Everything the main window offers for fetching issue content: the Fetch menu, the progress,
// ETA and rate-limit line with Cancel in the status bar, the settings dialog with the keychain.
// It fetches for the session's project and announces each issue as it arrives, so the list and
// the viewer follow.
class FetchActions final : public QObject
{
    Q_OBJECT

public:
    // The session must outlive the actions; the workbench says which issue is current.
    FetchActions(QMainWindow *window, ProjectSession *session, Workbench *workbench);

    void setTokenStore(core::TokenStore *tokens);
    // What a fetch would use now: the environment, the app's API bases and the keychain's tokens.
    core::FetchSettings settings() const;
    void fetch(const core::FetchScope &scope);

private:
    // The open project's file (empty: none); a running fetch of the previous one stops.
    void setProject(const QString &projectPath);
    void createMenu();
    void applySettings();

    QMainWindow *m_window;
    ProjectSession *m_session;
    Workbench *m_workbench;
    FetchController *m_controller;
    core::TokenStore *m_tokens = nullptr;
    QString m_githubToken; // from the keychain; in memory only
    QString m_giteeToken;
    bool m_hasProject = false;
    QProgressBar *m_progress;
    QLabel *m_label;
    QToolButton *m_cancel;
};

} // namespace taxonomist::ui
