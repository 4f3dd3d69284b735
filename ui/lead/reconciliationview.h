// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "issues/keywordmatchercache.h"
#include "reconcile/disagreementqueue.h"
#include "reconcile/finallabelstore.h"
#include "reconcile/reconcilerules.h"
#include "reconcile/reconcilesettings.h"
#include "setfinallabelscommand.h"
#include "taxonomy/taxonomystore.h"
#include "util/keywordmatcher.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSplitter;
class QTableView;
class QTimer;

namespace taxonomist::ui {

class AsyncTask;
class DecisionPanel;
class IssueViewer;
class DialogService;
class ProjectSession;
class QueueFilterBar;
class QueueModel;
class TaxonomyModel;

// The lead's reconciliation view: the disagreement queue (filtered, ties and the most split
// first) above the issue and the decision panel. Decisions, "Apply rules" and "accept the
// majority for the filtered set" are undoable commands on the session's final-label stack; the
// queue is computed off the UI thread and follows every label and final label the session
// announces (a decision at once in its row; the counts, and labels from anywhere, by computing the
// queue again a moment later).
class ReconciliationView final : public QWidget
{
    Q_OBJECT

public:
    // The session (its annotator decides as the lead) and the dialogs must outlive the view.
    ReconciliationView(ProjectSession *session, DialogService *dialogs, QWidget *parent = nullptr);
    ~ReconciliationView() override;

    // Recomputes the queue in the background; queueLoaded() follows.
    void reload();
    void setFilter(const core::QueueFilter &filter);
    core::QueueFilter filter() const;
    void showIssue(qint64 issueId);
    qint64 currentIssueId() const { return m_issueId; }
    // Sets the final label of the current issue and moves to the next in the queue.
    void decide(core::FinalLabel label);
    // Decides what the rules decide: planned and written in the background (progress and cancel
    // in the lead window); rulesApplied() follows when the decisions are written.
    void applyRules();
    // Asks for confirmation, then accepts the majority of every undecided entry of the
    // filtered queue whose majority reaches the threshold, written in the background.
    void acceptMajority();
    void setSettings(const core::ReconcileSettings &settings);
    const core::ReconcileSettings &settings() const { return m_settings; }
    bool isLoading() const;

    QueueModel *queueModel() const { return m_model; }
    QSplitter *splitter() const { return m_splitter; }

Q_SIGNALS:
    void queueLoaded(int entries);
    void rulesApplied(int decided);
    void failed(const QString &message);

private:
    void queueArrived(const core::Result<core::QueueSnapshot> &result);
    void rulesPlanned(const core::Result<core::RulesOutcome> &result);
    // Reloads the taxonomy after it grew (an adopted proposal).
    void reloadTaxonomy();
    void push(QList<core::FinalLabelWrite> writes, const QString &context, const QString &text,
        SetFinalLabelsCommand::Mode mode = SetFinalLabelsCommand::Mode::Immediate);
    void backgroundWriteStarted();
    void backgroundWriteFinished(bool written);
    // Computes the queue again, saying so in the summary (`saySo`) or quietly, keeping the
    // summary until the new one arrives.
    void load(bool saySo);
    // A quiet load() a moment from now: a burst of changes computes the queue once.
    void refreshSoon();
    // Final labels changed (a decision, the rules, a bulk accept, an undo, a redo, or elsewhere).
    void finalLabelsChanged(const QList<qint64> &issueIds);
    // Volunteers' labels changed (here, by a merge or sync, or by another process).
    void labelsChanged(const QList<qint64> &issueIds);
    void writeFailed(const core::Error &error);
    void selectRow(int row);
    // The codebook button of the issue shown: its final node, and whether it is an example.
    void refreshExample();
    void setExample(bool example);
    void report(const QString &message);

    ProjectSession *m_session;
    core::ProjectStore *m_store;
    qint64 m_leadId;
    QString m_leadName;
    DialogService *m_dialogs;
    core::StoredTaxonomy m_taxonomy;
    core::ReconcileSettings m_settings;
    QHash<qint64, QString> m_annotators;
    KeywordMatcherCache m_keywords;
    // More final labels changed at once than are looked up one by one: the queue reloads.
    static constexpr int ManyChanges = 200;

    qint64 m_issueId = 0;
    qint64 m_exampleNodeId = 0; // the final node of the issue shown (0: none)
    bool m_advancing = false;
    int m_pendingRules = -1; // the rules' decisions being written, or -1
    QString m_pendingRulesText;
    TaxonomyModel *m_taxonomyModel;
    QueueModel *m_model;
    QTableView *m_queueView;
    IssueViewer *m_viewer;
    DecisionPanel *m_panel;
    QSplitter *m_splitter;
    AsyncTask *m_queueTask;
    AsyncTask *m_rulesTask;
    QueueFilterBar *m_bar;
    QLabel *m_summary;
    QTimer *m_refresh;
    static constexpr int RefreshDelayMs = 300;
};

} // namespace taxonomist::ui
