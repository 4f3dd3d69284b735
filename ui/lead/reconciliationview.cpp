// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reconciliationview.h"

#include "common/asynctask.h"
#include "common/dialogservice.h"
#include "common/screenfit.h"
#include "common/untrustedtext.h"
#include "decisionpanel.h"
#include "issues/issueviewer.h"
#include "picker/taxonomymodel.h"
#include "picker/taxonomypicker.h"
#include "queuefilterbar.h"
#include "queuemodel.h"
#include "reconcile/codebookexamplestore.h"
#include "reconcile/voteloader.h"
#include "session/projectsession.h"
#include "setcodebookexamplecommand.h"
#include "setfinallabelscommand.h"
#include "store/issuecontent.h"
#include "store/issuequery.h"
#include "store/projectstore.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

ReconciliationView::ReconciliationView(
    ProjectSession *session, DialogService *dialogs, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_store(session->store())
    , m_leadId(session->annotatorId())
    , m_leadName(session->annotatorName().isEmpty() ? u"lead"_s : session->annotatorName())
    , m_dialogs(dialogs)
    , m_settings(ReconcileSettings::load(*m_store))
    , m_taxonomyModel(new TaxonomyModel(this))
    , m_model(new QueueModel(this))
    , m_queueView(new QTableView(this))
    , m_viewer(new IssueViewer(this))
    , m_panel(new DecisionPanel(m_taxonomyModel, this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_queueTask(new AsyncTask(this))
    , m_rulesTask(new AsyncTask(this))
    , m_bar(new QueueFilterBar(this))
    , m_summary(UntrustedText::plain(new QLabel(this)))
    , m_refresh(new QTimer(this))
{
    setObjectName(u"reconciliationView"_s);
    for (const Annotator &annotator : m_store->annotators())
        m_annotators.insert(annotator.id, annotator.name);
    reloadTaxonomy();
    m_bar->populate(*m_store, m_taxonomy, m_settings);

    m_queueView->setObjectName(u"disagreementQueue"_s);
    m_queueView->setModel(m_model);
    m_queueView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_queueView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_queueView->verticalHeader()->hide();
    m_queueView->setWordWrap(false);
    m_queueView->horizontalHeader()->setSectionResizeMode(
        QueueModel::IssueColumn, QHeaderView::Stretch);
    for (int column = QueueModel::FrameworkColumn; column < QueueModel::ColumnCount; ++column)
        m_queueView->horizontalHeader()->setSectionResizeMode(
            column, QHeaderView::ResizeToContents);
    m_summary->setObjectName(u"queueSummary"_s);
    m_queueView->setAccessibleName(tr("Disagreement queue"));
    m_queueView->setAccessibleDescription(
        tr("Issues the volunteers labelled differently; the selected one opens below"));
    m_summary->setWordWrap(true); // a long summary wraps instead of widening the window

    useCompactRows(m_queueView);

    // Three panes under the queue: the issue, the volunteers' votes with the decision, and the
    // picker, which so gets the whole height below the queue (eight rows and more at 1366×768).
    auto *bottom = new QSplitter(Qt::Horizontal, m_splitter);
    bottom->setObjectName(u"reconcileDetailSplitter"_s);
    bottom->addWidget(m_viewer);
    // The decision panel scrolls on a small screen (1366×768) instead of setting the window's
    // height.
    auto *panelScroll = new QScrollArea(bottom);
    panelScroll->setObjectName(u"decisionPanelScroll"_s);
    panelScroll->setWidgetResizable(true);
    panelScroll->setFrameShape(QFrame::NoFrame);
    panelScroll->setWidget(m_panel);
    bottom->addWidget(panelScroll);
    bottom->addWidget(m_panel->picker());
    bottom->setStretchFactor(0, 5);
    bottom->setStretchFactor(1, 4);
    bottom->setStretchFactor(2, 4);
    bottom->setChildrenCollapsible(false);
    m_splitter->setObjectName(u"reconcileSplitter"_s);
    m_splitter->addWidget(m_queueView);
    m_splitter->addWidget(bottom);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    // Ten rows and a half of the queue at least, so what comes next is in sight on a laptop's
    // screen; the rest for the issue, the votes and the picker.
    m_queueView->setMinimumHeight(m_queueView->horizontalHeader()->sizeHint().height()
        + m_queueView->verticalHeader()->defaultSectionSize() * 21 / 2
        + 2 * m_queueView->frameWidth());
    m_splitter->setSizes({300, 600});
    bottom->setSizes({500, 400, 400});

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_bar);
    layout->addWidget(m_summary);
    layout->addWidget(m_splitter, 1);

    connect(m_queueView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            // The same issue on another row (the queue computed again) stays as the lead has it.
            if (current.isValid()
                && current.data(QueueModel::IssueIdRole).toLongLong() != m_issueId)
                showIssue(current.data(QueueModel::IssueIdRole).toLongLong());
        });
    connect(m_panel, &DecisionPanel::decisionMade, this, &ReconciliationView::decide);
    connect(m_panel, &DecisionPanel::exampleRequested, this, &ReconciliationView::setExample);
    connect(session, &ProjectSession::codebookExamplesChanged, this,
        &ReconciliationView::refreshExample);
    connect(
        m_bar->applyRulesButton(), &QPushButton::clicked, this, &ReconciliationView::applyRules);
    connect(m_bar->acceptMajorityButton(), &QPushButton::clicked, this,
        &ReconciliationView::acceptMajority);
    connect(m_bar, &QueueFilterBar::filterChanged, this, &ReconciliationView::reload);
    connect(m_bar, &QueueFilterBar::ruleChanged, this,
        [this] { setSettings(m_bar->settings(m_settings)); });
    connect(session, &ProjectSession::finalLabelsChanged, this,
        &ReconciliationView::finalLabelsChanged);
    // Volunteers' labels written here, merged, pulled by a sync or written by another process:
    // the votes, the queue and its counts follow.
    connect(session, &ProjectSession::labelsChanged, this, &ReconciliationView::labelsChanged);
    m_refresh->setSingleShot(true);
    m_refresh->setInterval(RefreshDelayMs);
    connect(m_refresh, &QTimer::timeout, this, [this] { load(false); });
    connect(
        session, &ProjectSession::finalLabelWriteFailed, this, &ReconciliationView::writeFailed);
    connect(session, &ProjectSession::taxonomyChanged, this, &ReconciliationView::reloadTaxonomy);
    connect(session, &ProjectSession::backgroundWriteStarted, this,
        &ReconciliationView::backgroundWriteStarted);
    connect(session, &ProjectSession::backgroundWriteFinished, this,
        &ReconciliationView::backgroundWriteFinished);
    m_panel->clear();
    reload();
}

ReconciliationView::~ReconciliationView() = default;

void ReconciliationView::reloadTaxonomy()
{
    auto stored = TaxonomyStore::load(*m_store);
    if (!stored) {
        report(stored.error().message());
        return;
    }
    m_taxonomy = std::move(*stored);
    m_taxonomyModel->setTaxonomy(m_taxonomy.taxonomy, m_taxonomy.nodeIds);
}

QueueFilter ReconciliationView::filter() const
{
    return m_bar->filter();
}

void ReconciliationView::setFilter(const QueueFilter &filter)
{
    m_bar->setFilter(filter);
    reload();
}

bool ReconciliationView::isLoading() const
{
    return m_queueTask->isRunning();
}

void ReconciliationView::reload()
{
    load(true);
}

void ReconciliationView::refreshSoon()
{
    m_refresh->start();
}

void ReconciliationView::load(bool saySo)
{
    m_refresh->stop();
    const QString path = m_store->path();
    const QueueFilter queueFilter = filter();
    const ReconcileSettings settings = m_settings;
    if (saySo)
        m_summary->setText(tr("Loading the queue…"));
    m_queueTask->run(
        [path, queueFilter, settings]() -> Result<QueueSnapshot> {
            auto store = ProjectStore::open(path, ProjectStore::OpenMode::ExistingOnly,
                ProjectStore::IntegrityCheck::later()); // this thread's own connection
            if (!store)
                return store.error();
            return DisagreementQueue::compute(**store, queueFilter, settings);
        },
        [this](Result<QueueSnapshot> result) { queueArrived(result); });
}

void ReconciliationView::queueArrived(const Result<QueueSnapshot> &result)
{
    if (!result) {
        m_summary->setText(tr("The queue could not be loaded: ") + result.error().message());
        report(result.error().message());
        return;
    }
    const qint64 current = m_issueId;
    m_model->setEntries(result->entries, filter().status);
    const QLocale locale;
    QStringList parts {tr("%1 in this queue").arg(locale.toString(result->entries.size())),
        tr("%1 undecided disagreements in the project, %2 of them ties")
            .arg(locale.toString(result->undecided))
            .arg(locale.toString(result->ties))};
    if (result->awaitingRules > 0)
        parts.append(tr("%1 unanimous issues wait for “Apply rules”")
                         .arg(locale.toString(result->awaitingRules)));
    if (result->awaitingLabels > 0)
        parts.append(tr("%1 wait for more labels").arg(locale.toString(result->awaitingLabels)));
    if (result->votesChanged > 0)
        parts.append(tr("decisions whose votes changed since: %1")
                         .arg(locale.toString(result->votesChanged)));
    m_summary->setText(parts.join(u" · "_s));
    const int row = m_model->rowOf(current);
    if (m_model->rowCount() == 0) {
        m_issueId = 0;
        m_viewer->clear();
        m_panel->clear();
    } else {
        selectRow(row >= 0 ? row : 0);
    }
    Q_EMIT queueLoaded(static_cast<int>(result->entries.size()));
}

void ReconciliationView::selectRow(int row)
{
    const QModelIndex index = m_model->index(row, 0);
    if (!index.isValid())
        return;
    m_queueView->setCurrentIndex(index);
    m_queueView->scrollTo(index);
    // Selecting the row that is already current emits nothing; show it anyway.
    if (index.data(QueueModel::IssueIdRole).toLongLong() != m_issueId)
        showIssue(index.data(QueueModel::IssueIdRole).toLongLong());
}

void ReconciliationView::showIssue(qint64 issueId)
{
    auto votes = VoteLoader::load(*m_store, m_taxonomy, issueId);
    auto row = IssueQuery::byId(*m_store, IssueFilter {}, issueId);
    auto content = IssueContentStore::load(*m_store, issueId);
    auto history = FinalLabelStore::history(*m_store, issueId);
    if (!votes || !row || !*row || !content || !history) {
        report(!votes      ? votes.error().message()
                : !row     ? row.error().message()
                : !content ? content.error().message()
                : !history ? history.error().message()
                           : tr("no such issue"));
        return;
    }
    m_issueId = issueId;
    m_viewer->showIssue(**row, *content, m_keywords.forFramework(*m_store, (*row)->framework));
    m_panel->showIssue(*votes, *history, m_annotators,
        m_settings.majorityMode != ReconcileSettings::MajorityMode::Suggest);
    refreshExample();
    if (!m_advancing)
        m_panel->picker()->focusSearch();
}

void ReconciliationView::decide(FinalLabel label)
{
    if (m_issueId <= 0)
        return;
    label.decidedBy = m_leadId;
    const qint64 issueId = m_issueId;
    const int row = m_model->rowOf(issueId);
    const QueueEntry *entry = m_model->entry(row);
    const QString name = entry ? entry->url.section(u'/', 3) : QString::number(issueId);
    push({{issueId, label}}, u"decide"_s, tr("Decide %1").arg(name));
    // Move on: the next row, or the same row when the decided issue left the queue.
    if (row >= 0 && m_model->rowCount() > 0) {
        const int next = m_model->rowOf(issueId) >= 0 ? row + 1 : row;
        if (next < m_model->rowCount()) {
            selectRow(next);
        } else {
            m_panel->setStatus(tr("The end of the queue"));
            if (m_model->rowOf(issueId) < 0)
                selectRow(m_model->rowCount() - 1);
        }
    }
    m_panel->picker()->focusSearch();
}

void ReconciliationView::refreshExample()
{
    m_exampleNodeId = 0;
    bool isExample = false;
    if (m_issueId > 0) {
        auto final = FinalLabelStore::label(*m_store, m_issueId);
        if (final && *final && !(*final)->falsePositive)
            m_exampleNodeId = (*final)->nodeId;
        if (m_exampleNodeId > 0) {
            auto stored = CodebookExampleStore::isExample(*m_store, m_exampleNodeId, m_issueId);
            isExample = stored && *stored;
        }
    }
    m_panel->setExample(m_exampleNodeId, isExample);
}

void ReconciliationView::setExample(bool example)
{
    if (m_issueId <= 0 || m_exampleNodeId <= 0)
        return;
    const int row = m_model->rowOf(m_issueId);
    const QueueEntry *entry = m_model->entry(row);
    const QString name = entry ? entry->url.section(u'/', 3) : QString::number(m_issueId);
    const QString text = example ? tr("Make %1 a codebook example").arg(name)
                                 : tr("Remove %1 from the codebook examples").arg(name);
    if (auto status = m_session->push(m_session->finalLabelStack(),
            new SetCodebookExampleCommand(m_session, m_exampleNodeId, m_issueId, example, text));
        !status)
        report(status.error().message());
    refreshExample(); // a failed write leaves the button as the project is
}

void ReconciliationView::push(QList<FinalLabelWrite> writes, const QString &context,
    const QString &text, SetFinalLabelsCommand::Mode mode)
{
    auto command = SetFinalLabelsCommand::create(m_session, std::move(writes), context, text, mode);
    if (!command) {
        report(command.error().message());
        return;
    }
    // A failed write is reported by writeFailed(); the queue follows a good one.
    if (auto status = m_session->push(m_session->finalLabelStack(), command->release()); !status)
        report(status.error().message());
}

void ReconciliationView::backgroundWriteStarted()
{
    // While many final labels are written the lead waits for them: one write at a time.
    m_panel->setEnabled(false);
    m_bar->applyRulesButton()->setEnabled(false);
    m_bar->acceptMajorityButton()->setEnabled(false);
}

void ReconciliationView::backgroundWriteFinished(bool written)
{
    m_panel->setEnabled(true);
    m_bar->applyRulesButton()->setEnabled(!m_rulesTask->isRunning());
    m_bar->acceptMajorityButton()->setEnabled(true);
    if (written && m_model->rowCount() > 0 && m_model->rowOf(m_issueId) < 0)
        selectRow(0); // the issue shown was decided and left the queue
    if (m_pendingRules >= 0) {
        const int decided = std::exchange(m_pendingRules, -1);
        if (written) {
            m_summary->setText(m_pendingRulesText);
            reload();
        } else {
            m_summary->setText(tr("The rules decided nothing: the write was cancelled or failed."));
        }
        Q_EMIT rulesApplied(written ? decided : 0);
    }
}

void ReconciliationView::writeFailed(const Error &error)
{
    m_panel->setStatus(tr("Not saved: ") + error.what(), true);
    report(error.message());
}

void ReconciliationView::labelsChanged(const QList<qint64> &issueIds)
{
    if (issueIds.contains(m_issueId)) {
        m_advancing = true; // the lead's focus stays where it is
        showIssue(m_issueId);
        m_advancing = false;
    }
    refreshSoon();
}

void ReconciliationView::finalLabelsChanged(const QList<qint64> &issueIds)
{
    if (issueIds.contains(m_issueId))
        refreshExample(); // the example is of the final node: it follows a decision or its undo
    // Many at once (the rules, an accept, their undo, a merge): the queue is computed again off
    // this thread rather than looked up row by row on it.
    if (issueIds.size() > ManyChanges) {
        reload();
        return;
    }
    auto labels = FinalLabelStore::labels(*m_store, issueIds);
    if (!labels) {
        report(labels.error().message());
        reload();
        return;
    }
    bool complete = true;
    bool currentChanged = false;
    for (const qint64 issueId : issueIds) {
        currentChanged = currentChanged || issueId == m_issueId;
        const auto found = labels->constFind(issueId);
        const std::optional<FinalLabel> label
            = found == labels->cend() ? std::nullopt : std::optional<FinalLabel>(*found);
        QString code;
        if (label) {
            const int node = m_taxonomy.indexOfId(label->nodeId);
            code = label->falsePositive ? tr("false positive")
                : node >= 0             ? m_taxonomy.taxonomy.node(node).code
                                        : QString();
        }
        complete = m_model->updateFinalLabel(issueId, label, code) && complete;
    }
    if (currentChanged && m_model->rowOf(m_issueId) >= 0) {
        m_advancing = true;
        showIssue(m_issueId);
        m_advancing = false;
    }
    if (!complete)
        reload(); // an undo brought issues back that this queue does not hold yet
    else
        refreshSoon(); // the counts above the queue, computed again off this thread
}

void ReconciliationView::applyRules()
{
    const QString path = m_store->path();
    const ReconcileSettings settings = m_settings;
    const qint64 lead = m_leadId;
    m_bar->applyRulesButton()->setEnabled(false);
    m_summary->setText(tr("Applying the rules…"));
    m_rulesTask->run(
        [path, settings, lead]() -> Result<RulesOutcome> {
            auto store = ProjectStore::open(
                path, ProjectStore::OpenMode::ExistingOnly, ProjectStore::IntegrityCheck::later());
            if (!store)
                return store.error();
            return ReconcileRules::plan(**store, settings, lead);
        },
        [this](Result<RulesOutcome> result) { rulesPlanned(result); });
}

void ReconciliationView::rulesPlanned(const Result<RulesOutcome> &result)
{
    m_bar->applyRulesButton()->setEnabled(!m_session->isWritingInBackground());
    if (!result) {
        report(result.error().message());
        return;
    }
    const RulesOutcome &outcome = *result;
    if (outcome.writes.isEmpty()) {
        m_summary->setText(tr("The rules found nothing new to decide."));
        Q_EMIT rulesApplied(0);
        return;
    }
    // Written on a worker thread; rulesApplied() follows when the write is done.
    m_pendingRules = outcome.decided();
    m_pendingRulesText = tr("The rules decided %1 unanimous, %2 false positives, %3 majorities.")
                             .arg(outcome.unanimous)
                             .arg(outcome.falsePositives)
                             .arg(outcome.majority);
    m_summary->setText(
        tr("Writing the rules' %1 decisions…").arg(QLocale().toString(outcome.decided())));
    push(outcome.writes, u"apply-rules"_s, tr("Apply rules (%1 issues)").arg(outcome.decided()),
        SetFinalLabelsCommand::Mode::Background);
    if (!m_session->isWritingInBackground() && m_pendingRules >= 0) {
        // The push was refused (another write is running): nothing was written.
        m_pendingRules = -1;
        Q_EMIT rulesApplied(0);
    }
}

void ReconciliationView::acceptMajority()
{
    const QList<FinalLabelWrite> writes
        = ReconcileRules::acceptMajority(m_model->entries(), m_leadId);
    if (writes.isEmpty()) {
        m_dialogs->showInformation(this, tr("Accept Majorities"),
            tr("No undecided issue in this queue has a majority that reaches %1%.")
                .arg(qRound(m_settings.majorityThreshold * 100)));
        return;
    }
    const QString question
        = (writes.size() == 1
                  ? tr("Accept the majority as the final label of 1 issue in the filtered queue?")
                  : tr("Accept the majority as the final label of %1 issues in the filtered queue?")
                        .arg(writes.size()))
        + u"\n\n"_s
        + tr("Ties and weaker majorities stay for you. Edit › Undo takes all of them back.");
    // Undoable: Enter accepts (a silent Cancel on Enter looked like a step that did nothing).
    if (!m_dialogs->confirmUndoable(this, tr("Accept Majorities"), question,
            writes.size() == 1 ? tr("Accept 1 Majority")
                               : tr("Accept %1 Majorities").arg(writes.size())))
        return;
    // Written on a worker thread with progress and cancel (the lead window's status bar).
    push(writes, u"accept-majority"_s, tr("Accept %1 majorities").arg(writes.size()),
        SetFinalLabelsCommand::Mode::Background);
}

void ReconciliationView::setSettings(const ReconcileSettings &settings)
{
    if (settings == m_settings)
        return;
    if (auto status = settings.save(*m_store, m_leadName); !status) {
        report(status.error().message());
        return;
    }
    m_settings = settings;
    reload();
}

void ReconciliationView::report(const QString &message)
{
    Q_EMIT failed(message);
}

} // namespace taxonomist::ui
