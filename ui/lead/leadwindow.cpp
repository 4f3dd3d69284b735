// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "leadwindow.h"

#include "common/screenfit.h"
#include "dashboardview.h"
#include "proposalsview.h"
#include "reconciliationview.h"
#include "roundsview.h"
#include "session/projectsession.h"
#include "store/projectstore.h"
#include "taxonomyeditordialog.h"

#include <QAction>
#include <QFileInfo>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QTabWidget>

using namespace Qt::StringLiterals;

namespace taxonomist::ui {

LeadWindow::LeadWindow(ProjectSession *session, DialogService *dialogs, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_dialogs(dialogs)
    , m_tabs(new QTabWidget(this))
{
    setObjectName(u"leadWindow"_s);
    setWindowTitle(tr("Lead — %1").arg(QFileInfo(session->path()).fileName()));
    m_reconciliation = new ReconciliationView(session, dialogs, m_tabs);
    m_dashboard = new DashboardView(session, dialogs, m_tabs);
    m_rounds = new RoundsView(session, dialogs, m_tabs);
    m_proposals = new ProposalsView(session, dialogs, m_tabs);
    m_tabs->setObjectName(u"leadTabs"_s);
    m_tabs->addTab(m_reconciliation, tr("&Reconcile"));
    m_tabs->addTab(m_dashboard, tr("&Dashboard"));
    m_tabs->addTab(m_rounds, tr("R&ounds"));
    m_tabs->addTab(m_proposals, tr("&Proposals"));
    setCentralWidget(m_tabs);
    createActions();

    connect(m_rounds, &RoundsView::roundCreated, m_dashboard, &DashboardView::reload);
    // The dashboard is computed when first shown, and again whenever it is shown after changes.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_tabs->widget(index) == m_dashboard)
            m_dashboard->reload();
    });
    const auto showFailure
        = [this](const QString &message) { statusBar()->showMessage(message, 15000); };
    connect(m_reconciliation, &ReconciliationView::failed, this, showFailure);
    connect(m_dashboard, &DashboardView::failed, this, showFailure);
    connect(m_rounds, &RoundsView::failed, this, showFailure);
    connect(m_proposals, &ProposalsView::failed, this, showFailure);
    createWriteProgress();
    // Within the screen it opens on: a 1366×768 laptop gets a window it can see whole.
    fitToScreen(this, {1400, 900});
}

void LeadWindow::createWriteProgress()
{
    // A write of many final labels runs on a worker thread: how far it is, and a way out.
    auto *progress = new QProgressBar(this);
    progress->setObjectName(u"writeProgress"_s);
    progress->setMaximumWidth(240);
    progress->setTextVisible(true);
    auto *cancel = new QPushButton(tr("Cancel"), this);
    cancel->setObjectName(u"cancelWriteButton"_s);
    cancel->setToolTip(tr("Stop writing: nothing of this change is kept"));
    statusBar()->addPermanentWidget(progress);
    statusBar()->addPermanentWidget(cancel);
    progress->hide();
    cancel->hide();
    connect(cancel, &QPushButton::clicked, m_session, &ProjectSession::cancelBackgroundWrite);
    connect(m_session, &ProjectSession::backgroundWriteStarted, this,
        [this, progress, cancel](const QString &what, int total) {
            progress->setRange(0, qMax(total, 1));
            progress->setValue(0);
            progress->setFormat(what + tr(" — %p%"));
            progress->show();
            cancel->show();
            statusBar()->showMessage(tr("Writing: ") + what);
        });
    connect(m_session, &ProjectSession::backgroundWriteProgressed, progress,
        [progress](int done, int total) {
            progress->setRange(0, qMax(total, 1));
            progress->setValue(done);
        });
    connect(m_session, &ProjectSession::backgroundWriteFinished, this,
        [this, progress, cancel](bool written) {
            progress->hide();
            cancel->hide();
            statusBar()->showMessage(
                written ? tr("Written.") : tr("Not written: nothing of that change was kept."),
                10000);
        });
}

LeadWindow::~LeadWindow() = default;

void LeadWindow::createActions()
{
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_session->addUndoActions(edit, this, m_session->finalLabelStack()); // the lead's decisions

    QMenu *reconcile = menuBar()->addMenu(tr("&Reconcile"));
    reconcile->addAction(tr("Apply &Rules"), m_reconciliation, &ReconciliationView::applyRules);
    reconcile->addAction(
        tr("Accept &Majorities…"), m_reconciliation, &ReconciliationView::acceptMajority);
    QAction *reload = reconcile->addAction(tr("Re&load"), this, [this] {
        m_reconciliation->reload();
        m_dashboard->reload();
        m_rounds->reload();
        m_proposals->reload();
    });
    reload->setShortcut(QKeySequence::Refresh);

    QMenu *dashboard = menuBar()->addMenu(tr("&Dashboard"));
    QAction *exportReport
        = dashboard->addAction(tr("Export &Report…"), m_dashboard, &DashboardView::exportReport);
    exportReport->setObjectName(u"exportReportAction"_s);

    QMenu *taxonomy = menuBar()->addMenu(tr("&Taxonomy"));
    QAction *editTaxonomy
        = taxonomy->addAction(tr("&Edit Taxonomy…"), this, &LeadWindow::openTaxonomyEditor);
    editTaxonomy->setObjectName(u"editTaxonomyAction"_s);
    editTaxonomy->setToolTip(tr("Rename, retire, merge and move the nodes of the team's taxonomy"));
    // A volunteer's package or a read-only file is no place to change the team's taxonomy.
    editTaxonomy->setEnabled(canEditTaxonomy(m_session));
}

bool LeadWindow::canEditTaxonomy(const ProjectSession *session)
{
    return session->isOpen() && session->isLead() && !session->isPackage()
        && !session->store()->isReadOnly();
}

TaxonomyEditorDialog *LeadWindow::openTaxonomyEditor()
{
    if (!canEditTaxonomy(m_session))
        return nullptr;
    if (!m_taxonomyEditor) {
        m_taxonomyEditor = new TaxonomyEditorDialog(m_session, m_dialogs, this);
        m_taxonomyEditor->setAttribute(Qt::WA_DeleteOnClose);
        connect(
            m_taxonomyEditor, &QObject::destroyed, this, [this] { m_taxonomyEditor = nullptr; });
    }
    m_taxonomyEditor->show();
    m_taxonomyEditor->raise();
    m_taxonomyEditor->activateWindow();
    return m_taxonomyEditor;
}

} // namespace taxonomist::ui
