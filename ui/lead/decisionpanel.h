// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/finallabel.h"
#include "reconcile/finallabelstore.h"
#include "reconcile/issuevotes.h"

#include <QHash>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace taxonomist::ui {

class TaxonomyModel;
class TaxonomyPicker;
class VolunteerLabelModel;

// The right half of the reconciliation view: every volunteer's label and summary with their
// name, the vote counts at each level and the majority, the final label with its provenance,
// and the lead's decision — the workbench's taxonomy picker, a method and a note.
class DecisionPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit DecisionPanel(TaxonomyModel *taxonomy, QWidget *parent = nullptr);

    // `annotators` names deciders in the provenance; `prefill` pre-selects the majority's node.
    void showIssue(const core::IssueVotes &votes, const QList<core::FinalLabelEvent> &history,
        const QHash<qint64, QString> &annotators, bool prefill);
    void clear();
    void setStatus(const QString &text, bool isError = false);

    // The lead's picker: the panel's, placed by the view in a pane of its own.
    TaxonomyPicker *picker() const { return m_picker; }
    VolunteerLabelModel *labelModel() const { return m_labels; }
    core::DecisionMethod method() const;
    void setMethod(core::DecisionMethod method);
    // The codebook button: for the final label's node (0: no final node, the button is off) and
    // whether the issue already is one of its examples.
    void setExample(qint64 nodeId, bool isExample);
    QPushButton *exampleButton() const { return m_example; }

Q_SIGNALS:
    // The lead confirmed a final label (Enter in the picker or the note, or the Decide button).
    void decisionMade(const core::FinalLabel &label);
    // The lead asked to make the issue an example of its final node (true) or to stop (false).
    void exampleRequested(bool example);

protected:
    void changeEvent(QEvent *event) override;

private:
    void submit(const core::FinalLabel &label);
    void fitLabelsView();
    QString votesHtml(const core::IssueVotes &votes) const;
    // `changedSince`: labels written after the decision (the votes it was taken on changed).
    QString provenanceHtml(const std::optional<core::FinalLabel> &label,
        const QList<core::FinalLabelEvent> &history, const QHash<qint64, QString> &annotators,
        int changedSince) const;
    QString nodeText(qint64 nodeId, bool falsePositive) const;

    TaxonomyModel *m_taxonomy;
    VolunteerLabelModel *m_labels;
    QTableView *m_labelsView;
    QLabel *m_votes;
    QLabel *m_provenance;
    QComboBox *m_method;
    QLineEdit *m_note;
    TaxonomyPicker *m_picker;
    QPushButton *m_example;
    bool m_hasWinner = false;
    bool m_showing = false; // an issue is shown: the picker may be used
    bool m_isUnanimous = false;
};

} // namespace taxonomist::ui
