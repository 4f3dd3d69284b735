// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QMainWindow>

class QTabWidget;

namespace taxonomist::ui {

class DashboardView;
class DialogService;
class ProjectSession;
class ProposalsView;
class ReconciliationView;
class RoundsView;
class TaxonomyEditorDialog;

// The lead annotator's window: the reconciliation queue, the statistics and agreement
// dashboard, pilot rounds and taxonomy proposals, one tab each. It works on the session's open
// project as its annotator, the lead (its views read on worker threads with their own
// connections); its Edit menu undoes the session's final-label stack. Its views ask their
// questions through the app's dialog service (the main window's; tests install their answers).
class LeadWindow final : public QMainWindow
{
    Q_OBJECT

public:
    // The session and the dialogs must outlive the window; the session's annotator decides and
    // votes as the lead.
    LeadWindow(ProjectSession *session, DialogService *dialogs, QWidget *parent = nullptr);
    ~LeadWindow() override;

    // Taxonomy › Edit Taxonomy…: the lead's editor of the team's own taxonomy, shown beside this
    // window (one at a time).
    TaxonomyEditorDialog *openTaxonomyEditor();
    // Whether the session's annotator may change the taxonomy: the lead, in the lead's own
    // writable copy (not a volunteer's package).
    static bool canEditTaxonomy(const ProjectSession *session);

private:
    void createActions();
    void createWriteProgress();

    ProjectSession *m_session;
    DialogService *m_dialogs;
    TaxonomyEditorDialog *m_taxonomyEditor = nullptr;
    QTabWidget *m_tabs;
    ReconciliationView *m_reconciliation;
    DashboardView *m_dashboard;
    RoundsView *m_rounds;
    ProposalsView *m_proposals;
};

} // namespace taxonomist::ui
