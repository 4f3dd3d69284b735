// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "proposalsview.h"

#include "common/dialogservice.h"
#include "proposaldialog.h"
#include "proposaltablemodel.h"
#include "reconcile/proposalstore.h"
#include "reconcile/taxonomyexporter.h"
#include "session/projectsession.h"
#include "store/projectstore.h"
#include "taxonomy/taxonomystore.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

ProposalsView::ProposalsView(ProjectSession *session, DialogService *dialogs, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_store(session->store())
    , m_annotatorId(session->annotatorId())
    , m_dialogs(dialogs)
    , m_model(new ProposalTableModel(this))
    , m_table(new QTableView(this))
    , m_detail(new QLabel(this))
    , m_reason(new QLineEdit(this))
    , m_approve(new QPushButton(tr("Approve"), this))
    , m_reject(new QPushButton(tr("Reject"), this))
    , m_propose(new QPushButton(tr("Propose a category…"), this))
    , m_export(new QPushButton(tr("Export taxonomy…"), this))
{
    setObjectName(u"proposalsView"_s);
    m_table->setObjectName(u"proposalTable"_s);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(
        ProposalTableModel::ProposalColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(
        ProposalTableModel::OutcomeColumn, QHeaderView::Stretch);
    m_detail->setObjectName(u"proposalDetail"_s);
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::RichText);
    m_detail->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_detail->setOpenExternalLinks(false);
    m_reason->setObjectName(u"rejectionReason"_s);
    m_reason->setPlaceholderText(tr("Why not (required to reject; it stays with the proposal)"));
    m_table->setAccessibleName(tr("Taxonomy proposals"));
    m_table->setAccessibleDescription(
        tr("Proposed themes and sub-themes with their votes and outcome"));
    m_detail->setAccessibleName(tr("Proposal details"));
    m_reason->setAccessibleName(tr("Reason for rejecting"));
    m_reason->setAccessibleDescription(
        tr("Required to reject; Enter rejects the selected proposal"));
    m_approve->setObjectName(u"approveProposal"_s);
    m_reject->setObjectName(u"rejectProposal"_s);
    m_propose->setObjectName(u"proposeCategory"_s);
    m_export->setObjectName(u"exportTaxonomy"_s);

    auto *voting = new QHBoxLayout;
    voting->addWidget(m_approve);
    voting->addWidget(m_reason, 1);
    voting->addWidget(m_reject);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_propose);
    actions->addStretch(1);
    actions->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(actions);
    layout->addWidget(m_table, 2);
    layout->addWidget(m_detail, 1);
    layout->addLayout(voting);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &ProposalsView::showSelected);
    connect(m_approve, &QPushButton::clicked, this, [this] { vote(true); });
    connect(m_reject, &QPushButton::clicked, this, [this] { vote(false); });
    connect(m_reason, &QLineEdit::returnPressed, this, [this] { vote(false); });
    connect(m_export, &QPushButton::clicked, this, &ProposalsView::exportTaxonomy);
    connect(m_propose, &QPushButton::clicked, this, [this] {
        auto *dialog = new ProposalDialog(m_store, m_annotatorId, 0, 0, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &ProposalDialog::proposed, this, [this](qint64 id) {
            reload();
            selectProposal(id);
            Q_EMIT proposalsChanged();
        });
        dialog->open();
    });
    reload();
}

void ProposalsView::reload()
{
    const qint64 selected
        = m_table->currentIndex().data(ProposalTableModel::ProposalIdRole).toLongLong();
    auto proposals = ProposalStore::proposals(*m_store);
    if (!proposals) {
        Q_EMIT failed(proposals.error().message());
        return;
    }
    m_model->setProposals(*proposals);
    selectProposal(
        selected > 0 ? selected : (m_model->rowCount() > 0 ? m_model->proposal(0)->id : 0));
    showSelected();
}

void ProposalsView::selectProposal(qint64 proposalId)
{
    const int row = m_model->rowOf(proposalId);
    if (row >= 0)
        m_table->setCurrentIndex(m_model->index(row, 0));
}

void ProposalsView::showSelected()
{
    const Proposal *p = m_model->proposal(m_table->currentIndex().row());
    const bool open = p && p->status == Proposal::Status::Open;
    m_approve->setEnabled(open && m_annotatorId > 0);
    m_reject->setEnabled(open && m_annotatorId > 0);
    m_reason->setEnabled(open && m_annotatorId > 0);
    if (!p) {
        m_detail->setText(tr("<i>No proposals yet. A volunteer proposes a theme or sub-theme from "
                             "the workbench.</i>"));
        return;
    }
    QString html = tr("<b>%1</b> under %2, proposed by %3<br>%4")
                       .arg(p->name.toHtmlEscaped(), p->parentCode.toHtmlEscaped(),
                           p->proposer.toHtmlEscaped(), p->description.toHtmlEscaped());
    if (!p->exampleUrl.isEmpty())
        html += tr("<br>Example: %1").arg(p->exampleUrl.toHtmlEscaped());
    QStringList votes;
    for (const ProposalVote &vote : p->votes) {
        votes.append(u"%1 %2%3"_s.arg(vote.annotator.toHtmlEscaped(),
            vote.approve ? tr("approves") : tr("rejects"),
            vote.reason.isEmpty() ? QString() : u" (“%1”)"_s.arg(vote.reason.toHtmlEscaped())));
    }
    html += tr("<br>Votes: %1").arg(votes.join(u"; "_s));
    if (const auto mine = p->voteOf(m_annotatorId); mine && open)
        html += (*mine ? tr("<br><i>You approve; you can change your vote while it is open.</i>")
                       : tr("<br><i>You reject; you can change your vote while it is open.</i>"));
    m_detail->setText(html);
}

bool ProposalsView::vote(bool approve)
{
    const Proposal *p = m_model->proposal(m_table->currentIndex().row());
    if (!p || m_annotatorId <= 0)
        return false;
    const qint64 id = p->id;
    auto result = ProposalStore::vote(
        *m_store, id, m_annotatorId, approve, approve ? QString() : m_reason->text());
    if (!result) {
        m_dialogs->showError(this, tr("Vote"), result.error().message());
        return false;
    }
    m_reason->clear();
    reload();
    selectProposal(id);
    Q_EMIT proposalsChanged();
    if (result->status == Proposal::Status::Adopted)
        m_session->announceTaxonomy(); // a new node and version: pickers and queues reload
    return true;
}

void ProposalsView::exportTaxonomy()
{
    const QString folder
        = m_dialogs->folder(this, tr("Export the taxonomy (JSON and the study's detail CSVs)"));
    if (folder.isEmpty())
        return;
    auto stored = TaxonomyStore::load(*m_store);
    if (!stored) {
        m_dialogs->showError(this, tr("Export Taxonomy"), stored.error().message());
        return;
    }
    auto written = TaxonomyExporter::exportTo(stored->taxonomy, folder);
    if (!written) {
        m_dialogs->showError(this, tr("Export Taxonomy"), written.error().message());
        return;
    }
    m_dialogs->showInformation(this, tr("Export Taxonomy"),
        tr("Taxonomy %1 written:\n%2").arg(stored->taxonomy.version, written->join(u'\n')));
}

} // namespace taxonomist::ui
