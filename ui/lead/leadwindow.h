// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "leaddialogservice.h"

#include <QMainWindow>

#include <memory>

class QTabWidget;

namespace taxonomist::ui {

class DashboardView;
class ProjectSession;
class ProposalsView;
class ReconciliationView;
class RoundsView;

// The lead annotator's window: the reconciliation queue, the statistics and agreement
// dashboard, pilot rounds and taxonomy proposals, one tab each. It works on the session's open
// project as its annotator, the lead (its views read on worker threads with their own
// connections); its Edit menu undoes the session's final-label stack. Its views ask their
// questions through the window, which passes them to the dialog service it holds now.
class LeadWindow final : public QMainWindow, private LeadDialogService
{
    Q_OBJECT

public:
    // The session must outlive the window; its annotator decides and votes as the lead.
    LeadWindow(ProjectSession *session, QWidget *parent = nullptr);
    ~LeadWindow() override;

    // Tests answer the confirmations and file choices; the default shows real dialogs.
    void setDialogService(std::unique_ptr<LeadDialogService> dialogs);

private:
    void createActions();
    void createWriteProgress();
    bool confirm(QWidget *parent, const QString &title, const QString &question) override;
    QString saveFilePath(QWidget *parent, const QString &title, const QString &suggestedName,
        const QString &filter) override;
    QString folder(QWidget *parent, const QString &title) override;
    void showError(QWidget *parent, const QString &title, const QString &message) override;
    void showMessage(QWidget *parent, const QString &title, const QString &message) override;

    ProjectSession *m_session;
    std::unique_ptr<LeadDialogService> m_dialogs;
    QTabWidget *m_tabs;
    ReconciliationView *m_reconciliation;
    DashboardView *m_dashboard;
    RoundsView *m_rounds;
    ProposalsView *m_proposals;
};

} // namespace taxonomist::ui
