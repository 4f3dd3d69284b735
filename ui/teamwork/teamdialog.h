// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace taxonomist::ui {

class AdminCredentials;
class AssignDialog;
class AsyncTask;
class DialogService;
class ServerAdminBox;
class ProjectSession;
class TeamTableModel;

// Project › Team…: the team of the open project (docs/team.md). Add a volunteer (the next label
// column, in every framework's export) or the lead, rename, hand the lead's role over, remove a
// member who holds no labels, make a volunteer's package and assign issues (AssignDialog); on a
// team server, invite, reset and remove the members' logins (ServerAdminBox). Every change is
// announced through the session, so the window, the list and the workbench follow it.
class TeamDialog final : public QDialog
{
    Q_OBJECT

public:
    // `credentials`: the administrator's password, kept across openings of the dialog (by
    // TeamActions); null: asked at most once while this dialog is open.
    TeamDialog(ProjectSession *session, DialogService &dialogs, QWidget *parent = nullptr,
        AdminCredentials *credentials = nullptr);
    ~TeamDialog() override;

    bool isBusy() const;
    ServerAdminBox *serverAdmin() const { return m_server; }
    // Opens Assign… (the button's action); the dialog open, or null.
    AssignDialog *openAssign();

Q_SIGNALS:
    // ServerAdminBox::ownLoginReset, for the sync.
    void ownLoginReset(const QString &password);

private:
    void reload();
    void addMember(bool lead);
    void renameSelected();
    void makeLead();
    void removeSelected();
    void makePackage();
    void updateButtons();
    QString selectedName() const;
    void report(const QString &message, bool failed);

    ProjectSession *m_session;
    DialogService &m_dialogs;
    TeamTableModel *m_model;
    QTableView *m_table;
    QLineEdit *m_name;
    QPushButton *m_addVolunteer;
    QPushButton *m_addLead;
    QPushButton *m_rename;
    QPushButton *m_makeLead;
    QPushButton *m_remove;
    QPushButton *m_package;
    QPushButton *m_assign;
    ServerAdminBox *m_server;
    QLabel *m_status;
    AsyncTask *m_task;
    bool m_managed = false;
};

} // namespace taxonomist::ui
