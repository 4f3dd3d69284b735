// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issuelistview.h"

#include "common/screenfit.h"

#include "common/untrustedtext.h"
#include "issuetablemodel.h"
#include "session/projectsession.h"
#include "store/issuequery.h"
#include "store/labelstore.h"
#include "store/projectstore.h"
#include "store/screeningrule.h"
#include "taxonomy/taxonomystore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

IssueListView::IssueListView(ProjectSession *session, QWidget *parent)
    : QWidget(parent)
    , m_model(new IssueTableModel(this))
    , m_framework(new QComboBox(this))
    , m_year(new QComboBox(this))
    , m_status(new QComboBox(this))
    , m_evidence(new QComboBox(this))
    , m_round(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_assigned(new QCheckBox(tr("Assigned to me"), this))
    , m_searchDelay(new QTimer(this))
    , m_summary(UntrustedText::plain(new QLabel(this)))
    , m_progress(UntrustedText::plain(new QLabel(this)))
    , m_snippet(new QLabel(this))
    , m_table(new QTableView(this))
{
    m_framework->setObjectName(u"frameworkFilter"_s);
    m_framework->setToolTip(tr("Show the issues of one framework"));
    m_year->setObjectName(u"yearFilter"_s);
    m_status->setObjectName(u"statusFilter"_s);
    m_status->addItem(tr("All issues"), int(IssueFilter::Status::Any));
    m_status->addItem(tr("Unlabeled by me"), int(IssueFilter::Status::Unlabeled));
    m_status->addItem(tr("Labeled by me"), int(IssueFilter::Status::Labeled));
    m_status->addItem(tr("My false positives"), int(IssueFilter::Status::FalsePositive));
    m_evidence->setObjectName(u"keywordFilter"_s);
    m_evidence->setToolTip(tr("Where the framework's filter keywords occur in fetched issues"));
    m_evidence->addItem(tr("Any keywords"), -1);
    m_evidence->addItem(tr("Keywords only in code, links, names"), 1);
    m_evidence->addItem(tr("Keywords in the text"), 2);
    m_evidence->addItem(tr("No keyword"), 0);
    m_round->setObjectName(u"roundFilter"_s);
    m_round->setToolTip(tr("Only the issues of a round the lead drew, such as the pilot"));
    m_round->setAccessibleName(tr("Round filter"));
    m_round->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_assigned->setObjectName(u"assignedFilter"_s);
    m_assigned->setToolTip(tr("Only the issues the lead assigned to you"));
    m_search->setObjectName(u"issueSearch"_s);
    m_search->setPlaceholderText(tr("Search titles, bodies, comments and URLs… (Ctrl+Shift+F)"));
    m_search->setClearButtonEnabled(true);
    m_summary->setObjectName(u"issueCount"_s);
    m_progress->setObjectName(u"labelProgress"_s);
    // Built only from escaped text and <b> around the searched words: remote text is never markup.
    m_snippet->setObjectName(u"searchSnippet"_s);
    m_snippet->setTextFormat(Qt::RichText);
    m_snippet->setWordWrap(true);
    m_snippet->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_snippet->hide();

    // What a screen reader says for each control (the filters have no visible label).
    m_framework->setAccessibleName(tr("Framework filter"));
    m_year->setAccessibleName(tr("Year filter"));
    m_year->setAccessibleDescription(tr("Show the issues of one year"));
    m_status->setAccessibleName(tr("Label status filter"));
    m_status->setAccessibleDescription(
        tr("All issues, the ones you have or have not labelled, or your false positives"));
    m_evidence->setAccessibleName(tr("Keyword filter"));
    m_search->setAccessibleName(tr("Search issues"));
    m_search->setAccessibleDescription(
        tr("Filters the list by words in the titles, bodies, comments and URLs; "
           "the selected issue's match is shown below the list"));
    m_table->setAccessibleName(tr("Issues"));
    m_table->setAccessibleDescription(
        tr("The project's issues; the selected one opens in the viewer"));
    m_table->setObjectName(u"issueTable"_s);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setShowGrid(false);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    useCompactRows(m_table);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setColumnWidth(IssueTableModel::IssueColumn, 130);
    m_table->setColumnWidth(IssueTableModel::TitleColumn, 200);
    m_table->setColumnWidth(IssueTableModel::YearColumn, 44);
    m_table->setColumnWidth(IssueTableModel::MyLabelColumn, 64);
    m_table->setColumnWidth(IssueTableModel::FinalLabelColumn, 64);
    // The issue column names the repository; framework and URL are in the filter and the tooltip.
    m_table->setColumnHidden(IssueTableModel::FrameworkColumn, true);
    m_table->setColumnHidden(IssueTableModel::UrlColumn, true);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(
        IssueTableModel::TitleColumn, QHeaderView::Stretch);

    auto *filters = new QGridLayout;
    filters->addWidget(m_framework, 0, 0);
    filters->addWidget(m_year, 0, 1);
    filters->addWidget(m_status, 0, 2);
    filters->addWidget(m_search, 1, 0, 1, 2);
    filters->addWidget(m_evidence, 1, 2);
    filters->setColumnStretch(0, 2);
    auto *counts = new QHBoxLayout;
    counts->addWidget(m_round);
    counts->addWidget(m_assigned);
    counts->addWidget(m_progress, 1);
    counts->addWidget(m_summary);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addLayout(counts);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_snippet);

    // Typing waits for a pause before it queries, so each keystroke does not hit the database.
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(150);
    connect(m_search, &QLineEdit::textChanged, m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_searchDelay, &QTimer::timeout, this, &IssueListView::applyFilter);
    for (QComboBox *box : {m_framework, m_year, m_status, m_evidence, m_round})
        connect(box, &QComboBox::currentIndexChanged, this, &IssueListView::applyFilter);
    connect(m_assigned, &QCheckBox::toggled, this, &IssueListView::applyFilter);
    connect(m_model, &IssueTableModel::matchingCountChanged, this, &IssueListView::updateSummary);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            updateSnippet();
            Q_EMIT currentIssueChanged(
                current.isValid() ? current.data(IssueTableModel::IssueIdRole).toLongLong() : 0);
        });

    // A lead who does not label has no "my label", no "unlabeled by me", no assignments.
    const auto labeller = [session] { return session->canLabel() ? session->annotatorId() : 0; };
    connect(session, &ProjectSession::opened, this,
        [this, session, labeller] { setStore(session->store(), labeller(), session->isLead()); });
    const auto reread = [this, session, labeller] {
        if (session->isOpen())
            setStore(session->store(), labeller(), session->isLead());
    };
    connect(session, &ProjectSession::teamChanged, this, reread);
    // A merge or a move of the taxonomy gives labels new codes: the list shows them.
    connect(session, &ProjectSession::taxonomyChanged, this, reread);
    // The view lets go of the store before it closes.
    connect(session, &ProjectSession::aboutToClose, this, [this] { setStore(nullptr); });
    connect(session, &ProjectSession::roundsChanged, this, &IssueListView::fillRounds);
    connect(session, &ProjectSession::labelsChanged, this, &IssueListView::refreshIssues);
    connect(session, &ProjectSession::finalLabelsChanged, this, &IssueListView::refreshIssues);
    connect(session, &ProjectSession::contentFetched, this,
        [this](qint64 issueId) { refreshIssues({issueId}); });
    // An undo or redo shows the issue it changed: the list selects it too, so list and viewer
    // agree.
    connect(session, &ProjectSession::issueRevisited, this, [this](qint64 issueId) {
        if (currentIssueId() != issueId)
            selectIssue(issueId);
    });
    setStore(session->store(), labeller(), session->isLead());
}

void IssueListView::setStore(const ProjectStore *store, qint64 annotatorId, bool isLead)
{
    m_store = store;
    m_annotatorId = annotatorId;
    const QSignalBlocker blockFramework(m_framework);
    const QSignalBlocker blockYear(m_year);
    const QSignalBlocker blockStatus(m_status);
    const QSignalBlocker blockEvidence(m_evidence);
    m_evidence->setCurrentIndex(0);
    m_framework->clear();
    m_year->clear();
    // The lead's list of the issues excluded in screening: an entry of the lead's only, since
    // it shows what every volunteer marked (the volunteers label blind).
    constexpr int excludedItem = 4;
    if (isLead && m_status->count() == excludedItem)
        m_status->addItem(tr("Excluded by screening"), ExcludedStatus);
    else if (!isLead && m_status->count() > excludedItem)
        m_status->removeItem(excludedItem);
    m_status->setCurrentIndex(0);
    m_status->setEnabled(annotatorId > 0 || isLead);
    // A volunteer with assignments sees them first: "assigned to me" is on by default.
    const QSignalBlocker blockAssigned(m_assigned);
    qint64 assigned = 0;
    if (store && annotatorId > 0) {
        if (auto progress = LabelStore::progress(*store, annotatorId, 0))
            assigned = progress->assigned;
    }
    m_assigned->setVisible(assigned > 0);
    m_assigned->setChecked(assigned > 0);
    m_table->setColumnHidden(IssueTableModel::MyLabelColumn, annotatorId <= 0);
    // Without a taxonomy every label is an open code ("open: tokenizer padding"): room for it.
    m_table->setColumnWidth(
        IssueTableModel::MyLabelColumn, store && !TaxonomyStore::hasTaxonomy(*store) ? 150 : 64);
    m_table->setColumnHidden(IssueTableModel::FinalLabelColumn, !isLead);
    m_total = 0;
    if (store) {
        const QLocale locale;
        const QList<FrameworkInfo> frameworks = IssueQuery::frameworks(*store);
        for (const FrameworkInfo &framework : frameworks)
            m_total += framework.issues;
        m_framework->addItem(tr("All frameworks"), 0);
        for (const FrameworkInfo &framework : frameworks)
            m_framework->addItem(
                u"%1 (%2)"_s.arg(framework.name, locale.toString(framework.issues)), framework.id);
        m_year->addItem(tr("All years"), 0);
        for (const int year : IssueQuery::years(*store))
            m_year->addItem(QString::number(year), year);
    }
    {
        const QSignalBlocker blockRound(m_round);
        m_round->clear(); // a project (re)opened starts on every round
    }
    fillRounds();
    m_search->clear();
    m_matches.clear();
    m_snippet->hide();
    IssueFilter filter;
    filter.annotatorId = annotatorId;
    filter.assignedOnly = m_assigned->isChecked();
    m_model->setStore(nullptr);
    m_model->setFilter(filter);
    m_model->setStore(store);
    updateProgress();
}

void IssueListView::fillRounds()
{
    const qint64 chosen = m_round->currentData().toLongLong();
    {
        const QSignalBlocker blockRound(m_round);
        m_round->clear();
        if (m_store) {
            const QLocale locale;
            m_round->addItem(tr("All rounds"), 0);
            // Round names come from the lead's copy; a combo box shows them as plain text.
            for (const RoundInfo &round : IssueQuery::rounds(*m_store)) {
                m_round->addItem((round.isPilot ? tr("Pilot: %1 (%2)") : tr("Round: %1 (%2)"))
                                     .arg(round.name, locale.toString(round.issues)),
                    round.id);
            }
        }
        m_round->setCurrentIndex(std::max(0, m_round->findData(chosen)));
        // Only a copy that holds rounds (the lead's, a shared project file) offers the filter.
        m_round->setVisible(m_round->count() > 1);
    }
    if (m_round->currentData().toLongLong() != chosen && chosen > 0)
        applyFilter(); // the chosen round is gone
}

void IssueListView::applyFilter()
{
    IssueFilter filter;
    filter.frameworkId = m_framework->currentData().toLongLong();
    filter.year = m_year->currentData().toInt();
    filter.text = m_search->text();
    filter.annotatorId = m_annotatorId;
    const int status = m_status->currentData().toInt();
    filter.status
        = status == ExcludedStatus ? IssueFilter::Status::Any : IssueFilter::Status(status);
    // The labelling queue leaves out what screening excluded; the lead may list just those.
    filter.screening = status == ExcludedStatus           ? 1
        : filter.status == IssueFilter::Status::Unlabeled ? 0
                                                          : -1;
    filter.keywordEvidence = m_evidence->currentData().toInt();
    filter.assignedOnly = m_annotatorId > 0 && m_assigned->isChecked();
    filter.roundId = m_round->currentData().toLongLong();
    const qint64 current = currentIssueId();
    updateMatches();
    m_model->setFilter(filter);
    if (current > 0)
        selectIssue(current);
    updateProgress();
}

void IssueListView::updateMatches()
{
    m_matches.clear();
    const QString text = m_search->text();
    if (m_store && !IssueTextSearch::words(text).isEmpty()) {
        // Indexed (FTS5) and bounded: the snippets of the best matches, for the rows shown first.
        auto hits = IssueTextSearch::search(
            *m_store, text, m_framework->currentData().toLongLong(), 1000);
        if (hits) {
            for (IssueTextHit &hit : *hits)
                m_matches.insert(hit.issueId, std::move(hit));
        }
    }
    updateSnippet();
}

void IssueListView::updateSnippet()
{
    // The lead's list of excluded issues: under it, who marked the issue and why.
    if (m_store && currentIssueId() > 0 && m_status->currentData().toInt() == ExcludedStatus) {
        auto reasons = ScreeningRule::reasons(*m_store, currentIssueId());
        QStringList lines;
        for (const ScreeningRule::Reason &reason :
            reasons ? *reasons : QList<ScreeningRule::Reason>())
            lines.append(tr("%1: %2", "a volunteer and their reason for a false positive")
                             .arg(reason.annotator,
                                 reason.reason.isEmpty() ? tr("(no reason given)") : reason.reason)
                             .toHtmlEscaped());
        m_snippet->setText(u"<i>%1</i> "_s.arg(tr("Excluded by screening:").toHtmlEscaped())
            + (!reasons ? reasons.error().what().toHtmlEscaped()
                    : lines.isEmpty()
                    ? tr("the final label marks it a false positive").toHtmlEscaped()
                    : lines.join(u"; "_s)));
        m_snippet->show();
        return;
    }
    const auto hit = m_matches.constFind(currentIssueId());
    if (hit == m_matches.constEnd()) { // no search, or a match on the URL only
        m_snippet->clear();
        m_snippet->hide();
        return;
    }
    // Core names the part in English for the CLI ("title", "body", "comment N"): shown in the
    // interface's language here.
    QString part = hit->part;
    if (part == u"title"_s)
        part = tr("title", "the part of an issue a search matched");
    else if (part == u"body"_s)
        part = tr("body", "the part of an issue a search matched");
    else if (part.startsWith(u"comment "_s))
        part = tr("comment %1", "the part of an issue a search matched").arg(part.section(u' ', 1));
    QString html = u"<i>%1</i> "_s.arg(
        tr("%1:", "the matched part before its snippet").arg(part).toHtmlEscaped());
    int at = 0;
    for (const auto &[start, length] : hit->highlights) {
        if (start < at)
            continue;
        html += hit->snippet.mid(at, start - at).toHtmlEscaped()
            + u"<b style=\"background:#ffd54f; color:black\">"_s
            + hit->snippet.mid(start, length).toHtmlEscaped() + u"</b>"_s;
        at = start + length;
    }
    html += hit->snippet.mid(at).toHtmlEscaped();
    m_snippet->setText(html);
    m_snippet->show();
}

void IssueListView::focusSearch()
{
    m_search->setFocus();
    m_search->selectAll();
}

void IssueListView::updateSummary()
{
    const QLocale locale;
    const qint64 matching = m_model->matchingCount();
    m_summary->setText(matching == m_total
            ? tr("%1 issues").arg(locale.toString(m_total))
            : tr("%1 of %2 issues").arg(locale.toString(matching), locale.toString(m_total)));
}

void IssueListView::updateProgress()
{
    if (!m_store || m_annotatorId <= 0) {
        m_progress->clear();
        return;
    }
    const qint64 framework = m_framework->currentData().toLongLong();
    auto progress = LabelStore::progress(*m_store, m_annotatorId, framework);
    if (!progress)
        return;
    const QLocale locale;
    const QString where
        = framework > 0 ? m_framework->currentText().section(u" ("_s, 0, 0) : tr("all frameworks");
    if (m_assigned->isChecked() && progress->assigned > 0) {
        m_progress->setText(
            tr("%1 of %2 assigned done%3")
                .arg(locale.toString(progress->assignedDone), locale.toString(progress->assigned),
                    framework > 0 ? tr(" in ") + where : QString()));
        return;
    }
    m_progress->setText(
        tr("%1 of %2 labeled in %3")
            .arg(locale.toString(progress->labeled), locale.toString(progress->total), where));
}

bool IssueListView::selectIssue(qint64 issueId)
{
    const int row = m_model->rowOfIssue(issueId);
    if (row < 0)
        return false;
    const QModelIndex index = m_model->index(row, IssueTableModel::IssueColumn);
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
    return true;
}

qint64 IssueListView::currentIssueId() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.data(IssueTableModel::IssueIdRole).toLongLong() : 0;
}

bool IssueListView::step(int step)
{
    const int row = m_table->currentIndex().isValid() ? m_table->currentIndex().row() + step : 0;
    if (row < 0 || row >= m_model->rowCount())
        return false;
    const QModelIndex index = m_model->index(row, IssueTableModel::IssueColumn);
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
    return true;
}

void IssueListView::refreshIssues(const QList<qint64> &issueIds)
{
    m_model->refreshIssues(issueIds);
    updateProgress();
}

} // namespace taxonomist::ui
