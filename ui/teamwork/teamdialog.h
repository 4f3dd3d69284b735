// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace taxonomist::ui {

class AsyncTask;
class DialogService;
class ProjectSession;
class TeamTableModel;

// Project › Team…: the team of the open project (docs/team.md). Add a volunteer (the next label
// column, in every framework's export) or the lead, rename, hand the lead's role over, remove a
// member who holds no labels, and make a volunteer's package. Every change is announced through
// the session, so the window, the list and the workbench follow it.
class TeamDialog final : public QDialog
{
    Q_OBJECT

public:
    TeamDialog(ProjectSession *session, DialogService &dialogs, QWidget *parent = nullptr);
    ~TeamDialog() override;

    bool isBusy() const;

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
    QLabel *m_status;
    AsyncTask *m_task;
    bool m_managed = false;
};

} // namespace taxonomist::ui
