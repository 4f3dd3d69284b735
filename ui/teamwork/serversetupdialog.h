// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace taxonomist::core {
struct Invitation;
}

namespace taxonomist::ui {

class DialogService;

// Team › Create Team Server… and Team › Join Team…: the server's address, the password (masked,
// optionally kept in the system keychain) and, to join, where the new project goes. The dialog
// only asks: submitted() hands the answers to ServerSetupActions, which runs the work and keeps
// the dialog open and busy meanwhile, so a refused password can be typed again.
class ServerSetupDialog final : public QDialog
{
    Q_OBJECT

public:
    enum class Mode { Create, Join };

    ServerSetupDialog(Mode mode, DialogService &dialogs, QWidget *parent = nullptr);

    Mode mode() const { return m_mode; }
    QString address() const;
    QString password() const;
    bool keepPassword() const;
    // Join: the new project's path (".taxonomist" added when it has no suffix).
    QString projectPath() const;
    // Join: whether the user agreed to replace the file at projectPath().
    bool replaceConfirmed() const;
    // Join: the member's first copy, whose signing key a second copy signs with (empty: none).
    QString keyFromPath() const;

    // No keychain: the box is off and says why.
    void setKeychainAvailable(bool available);
    // While the server works: every field and both buttons are disabled, a busy bar runs.
    void setBusy(bool busy, const QString &what = {});
    bool isBusy() const { return m_busy; }

Q_SIGNALS:
    // OK with a complete form (and, to join, a file the user may write or agreed to replace).
    void submitted();

public Q_SLOTS:
    void reject() override; // not while busy: the core cannot stop a create or a join midway

private:
    void chooseProjectPath();
    void chooseKeyFromPath();
    // Join: an invitation pasted or opened fills the address and the password.
    void takeInvitation(const QString &text, const QString &source);
    void chooseInvitationFile();
    void fillFrom(const core::Invitation &invitation);
    void submit();
    void updateOk();

    Mode m_mode;
    DialogService &m_dialogs;
    QLineEdit *m_address;
    QLineEdit *m_password;
    QLineEdit *m_invitation = nullptr; // join only
    QLabel *m_invitationState = nullptr;
    QCheckBox *m_keep;
    QLineEdit *m_path = nullptr;
    QPushButton *m_choose = nullptr;
    QLineEdit *m_keyFrom = nullptr;
    QPushButton *m_chooseKeyFrom = nullptr;
    QProgressBar *m_progress;
    QLabel *m_progressLabel;
    QDialogButtonBox *m_buttons;
    QString m_confirmedPath; // the file dialog already asked about replacing it
    bool m_keychain = true;
    bool m_busy = false;
};

} // namespace taxonomist::ui
