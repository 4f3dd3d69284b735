// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QGroupBox>
#include <QPointer>
#include <QStringList>

#include <functional>

class QLabel;
class QPushButton;

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

class AdminCredentials;
class AsyncTask;
class DialogService;
class InvitationDialog;
class InviteDialog;
class ProjectSession;

// The team server's members in Project › Team… (the lead's project on a server): Invite…, Reset
// Password… and Remove from Server…, as `team invite` does them, as the administrator's login
// (its password asked once, AdminCredentials). Each runs off the UI thread on a connection of its
// own; an invitation is shown once, in an InvitationDialog, and logged nowhere.
class ServerAdminBox final : public QGroupBox
{
    Q_OBJECT

public:
    ServerAdminBox(ProjectSession *session, DialogService &dialogs, AdminCredentials *credentials,
        QWidget *parent = nullptr);
    ~ServerAdminBox() override;

    // The team's volunteers and lead (for Invite…), and the member selected in the team's table
    // (empty: none), whom Reset Password… and Remove from Server… act on.
    void setTeam(const QStringList &volunteers, const QString &lead, const QString &selected);
    void setEnabledByTeam(bool managed);
    bool isBusy() const;
    bool isOnServer() const { return m_onServer; }

    // Asks who and as what, then invites (the buttons' actions; tests drive the dialogs).
    void openInvite();
    void invite(const QString &name, const QString &role);
    void resetPassword();
    void removeFromServer();
    InviteDialog *inviteDialog() const;
    InvitationDialog *invitationDialog() const;
    QString status() const;

Q_SIGNALS:
    // An invite, reset or removal ended (`message` is what the status line says).
    void finished(bool ok, const QString &message);
    // The lead was invited: the login this project syncs as has a new password, which the sync
    // takes from here (the old one no longer works).
    void ownLoginReset(const QString &password);

private:
    struct Outcome;
    using Work = std::function<core::Result<Outcome>(core::ProjectStore &, const QString &)>;

    void run(const QString &doing, Work work);
    void done(core::Result<Outcome> outcome, const QString &password);
    void report(const QString &message, bool failed);
    void updateButtons();

    ProjectSession *m_session;
    DialogService &m_dialogs;
    AdminCredentials *m_credentials;
    AsyncTask *m_task;
    QLabel *m_address;
    QPushButton *m_invite;
    QPushButton *m_reset;
    QPushButton *m_remove;
    QLabel *m_status;
    QLabel *m_keychain;
    QPointer<InviteDialog> m_inviteDialog;
    QPointer<InvitationDialog> m_invitationDialog;
    QStringList m_volunteers;
    QString m_lead;
    QString m_selected;
    bool m_onServer = false;
    bool m_managed = false;
};

} // namespace taxonomist::ui
