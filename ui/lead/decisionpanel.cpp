// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "decisionpanel.h"

#include "common/corenames.h"
#include "common/screenfit.h"
#include "picker/taxonomymodel.h"
#include "picker/taxonomypicker.h"
#include "reconcile/votetally.h"
#include "volunteerlabelmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

QString when(const QString &iso)
{
    const QDateTime at = QDateTime::fromString(iso, Qt::ISODateWithMs);
    return at.isValid()
        ? QLocale().toString(at.toLocalTime(), DecisionPanel::tr("d MMM yyyy, HH:mm"))
        : iso;
}

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(u"<b>%1</b>"_s.arg(text), parent);
    label->setContentsMargins(0, 6, 0, 0);
    return label;
}

} // namespace

DecisionPanel::DecisionPanel(TaxonomyModel *taxonomy, QWidget *parent)
    : QWidget(parent)
    , m_taxonomy(taxonomy)
    , m_labels(new VolunteerLabelModel(this))
    , m_labelsView(new QTableView(this))
    , m_votes(new QLabel(this))
    , m_provenance(new QLabel(this))
    , m_method(new QComboBox(this))
    , m_note(new QLineEdit(this))
    , m_picker(new TaxonomyPicker(taxonomy, this))
{
    setObjectName(u"decisionPanel"_s);
    m_labelsView->setObjectName(u"volunteerLabels"_s);
    m_labelsView->setModel(m_labels);
    m_labelsView->verticalHeader()->hide();
    useCompactRows(m_labelsView);
    m_labelsView->horizontalHeader()->setStretchLastSection(false);
    m_labelsView->horizontalHeader()->setSectionResizeMode(
        VolunteerLabelModel::AnnotatorColumn, QHeaderView::ResizeToContents);
    m_labelsView->horizontalHeader()->setSectionResizeMode(
        VolunteerLabelModel::LabelColumn, QHeaderView::Stretch);
    m_labelsView->horizontalHeader()->setSectionResizeMode(
        VolunteerLabelModel::SummaryColumn, QHeaderView::Stretch);
    m_labelsView->horizontalHeader()->setSectionResizeMode(
        VolunteerLabelModel::UpdatedColumn, QHeaderView::ResizeToContents);
    m_labelsView->horizontalHeader()->setSectionResizeMode(
        VolunteerLabelModel::UnsureColumn, QHeaderView::ResizeToContents);
    m_labelsView->horizontalHeader()->setSectionResizeMode(
        VolunteerLabelModel::CommentColumn, QHeaderView::Stretch);
    m_labelsView->setSelectionMode(QAbstractItemView::NoSelection);
    m_labelsView->setFocusPolicy(Qt::NoFocus);
    m_labelsView->setWordWrap(false);
    m_votes->setObjectName(u"voteCounts"_s);
    m_votes->setWordWrap(true);
    m_votes->setTextFormat(Qt::RichText);
    m_provenance->setObjectName(u"provenance"_s);
    m_provenance->setWordWrap(true);
    m_provenance->setTextFormat(Qt::RichText);
    m_method->setObjectName(u"decisionMethod"_s);
    for (const DecisionMethod method : {DecisionMethod::Lead, DecisionMethod::Consensus,
             DecisionMethod::Majority, DecisionMethod::Unanimous}) {
        m_method->addItem(CoreNames::method(method), static_cast<int>(method));
    }
    m_note->setObjectName(u"decisionNote"_s);
    m_labelsView->setAccessibleName(tr("The volunteers' labels"));
    m_labelsView->setAccessibleDescription(tr("Each volunteer's label, summary, when it was set, "
                                              "whether they were unsure and their comment"));
    m_method->setAccessibleDescription(tr("How the final label was reached"));
    m_note->setAccessibleDescription(tr("Why the final label was chosen"));
    m_note->setPlaceholderText(tr("Why: what settled it, for whoever reads the data later"));

    // The picker is the volunteers' own, so the lead judges with the same tree and search. A
    // final label has no summary or false-positive reason of its own: the note says why.
    m_picker->setObjectName(u"finalLabelPicker"_s);
    m_picker->favourTree();
    if (auto *form = m_picker->findChild<QFormLayout *>()) {
        form->setRowVisible(m_picker->summaryField(), false);
        if (auto *reason = m_picker->findChild<QLineEdit *>(u"falsePositiveReason"_s))
            form->setRowVisible(reason, false);
        // Nor a doubt: unsure and the comment are a volunteer's word to the lead.
        form->setRowVisible(m_picker->unsureBox(), false);
        form->setRowVisible(m_picker->commentField(), false);
        form->setRowVisible(m_picker->openCodeField(), false); // a final label is a node
    }
    if (auto *save = m_picker->findChild<QPushButton *>(u"saveLabelButton"_s)) {
        save->setText(tr("Decide"));
        save->setToolTip(tr("Set the final label and go to the next issue in the queue (Enter)"));
    }

    auto *decision = new QFormLayout;
    decision->addRow(tr("Method"), m_method);
    decision->addRow(tr("Note"), m_note);

    m_example = new QPushButton(this);
    m_example->setObjectName(u"codebookExampleButton"_s);
    m_example->setCheckable(true);
    m_example->setAccessibleDescription(
        tr("Lists this issue among the examples of its final label's node in the codebook"));
    setExample(0, false);
    connect(m_example, &QPushButton::clicked, this,
        [this](bool checked) { Q_EMIT exampleRequested(checked); });
    auto *exampleRow = new QHBoxLayout;
    exampleRow->addWidget(m_example);
    exampleRow->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(heading(tr("Volunteers"), this));
    layout->addWidget(m_labelsView);
    layout->addWidget(m_votes);
    layout->addWidget(heading(tr("Final label"), this));
    layout->addWidget(m_provenance);
    layout->addLayout(exampleRow);
    layout->addLayout(decision);
    layout->addStretch(1);
    // The picker is not in this layout: the view gives it a pane of its own beside the panel, as
    // tall as the screen allows (picker()).

    connect(m_picker, &TaxonomyPicker::submitted, this, [this](const Label &label) {
        FinalLabel final;
        final.nodeId = label.falsePositive ? 0 : label.nodeId;
        final.falsePositive = label.falsePositive;
        final.method = method();
        final.note = m_note->text().trimmed();
        submit(final);
    });
    connect(m_note, &QLineEdit::returnPressed, m_picker, &TaxonomyPicker::submit);
}

void DecisionPanel::setExample(qint64 nodeId, bool isExample)
{
    const QSignalBlocker block(m_example);
    m_example->setEnabled(nodeId > 0);
    m_example->setChecked(nodeId > 0 && isExample);
    m_example->setText(m_example->isChecked() ? tr("Remove from codebook e&xamples")
                                              : tr("Mark as codebook e&xample"));
    m_example->setToolTip(nodeId > 0
            ? tr("Show this issue in the codebook as an example of its final label")
            : tr("Decide a final label first: the example is of that node"));
}

DecisionMethod DecisionPanel::method() const
{
    return static_cast<DecisionMethod>(m_method->currentData().toInt());
}

void DecisionPanel::setMethod(DecisionMethod method)
{
    m_method->setCurrentIndex(m_method->findData(static_cast<int>(method)));
}

void DecisionPanel::submit(const FinalLabel &label)
{
    // "Majority" and "unanimous" are claims about the votes; the panel does not let them be false.
    if (label.method == DecisionMethod::Majority && !m_hasWinner) {
        setStatus(tr("There is no majority here: decide as a consensus meeting or a lead decision"),
            true);
        return;
    }
    if (label.method == DecisionMethod::Unanimous && !m_isUnanimous) {
        setStatus(tr("The volunteers do not agree: pick another method"), true);
        return;
    }
    Q_EMIT decisionMade(label);
}

void DecisionPanel::clear()
{
    m_labels->setLabels({}, &m_taxonomy->taxonomy());
    m_votes->clear();
    m_provenance->clear();
    m_note->clear();
    m_picker->showLabel(std::nullopt);
    m_showing = false;
    m_picker->setEnabled(false);
    m_hasWinner = false;
    m_isUnanimous = false;
}

void DecisionPanel::showIssue(const IssueVotes &votes, const QList<FinalLabelEvent> &history,
    const QHash<qint64, QString> &annotators, bool prefill)
{
    const Taxonomy &taxonomy = m_taxonomy->taxonomy();
    m_labels->setLabels(votes.labels, &taxonomy);
    fitLabelsView();
    const VoteTally tally(taxonomy, votes.labels);
    m_hasWinner = tally.decision().winner.has_value();
    m_isUnanimous = tally.decision().isUnanimous;
    m_votes->setText(votesHtml(votes));
    m_provenance->setText(
        provenanceHtml(votes.finalLabel, history, annotators, votes.labelsChangedSinceDecision()));
    m_showing = true;
    m_picker->setEnabled(isEnabled());

    std::optional<Label> shown;
    if (votes.finalLabel && votes.finalLabel->method != DecisionMethod::Imported) {
        shown = Label {
            votes.finalLabel->nodeId, {}, votes.finalLabel->falsePositive, {}, {}, false, {}, {}};
        setMethod(votes.finalLabel->method);
        m_note->setText(votes.finalLabel->note);
    } else {
        const auto winner = tally.winningNode();
        if (prefill && winner) {
            const bool falsePositive = *winner == VoteTally::FalsePositive;
            shown = Label {falsePositive ? 0 : m_taxonomy->nodeIdAt(*winner), {}, falsePositive, {},
                {}, false, {}, {}};
        }
        setMethod(m_isUnanimous ? DecisionMethod::Unanimous
                : m_hasWinner   ? DecisionMethod::Majority
                                : DecisionMethod::Lead);
        m_note->clear();
    }
    m_picker->showLabel(shown);
    setStatus(votes.finalLabel ? tr("Decided: Enter changes the decision")
                               : (shown ? tr("Majority pre-selected: Enter accepts it")
                                        : tr("Undecided: pick the final label")));
}

void DecisionPanel::changeEvent(QEvent *event)
{
    // The picker sits in a pane of its own: it follows the panel's enabled state (a background
    // write disables both), and stays off while no issue is shown.
    if (event->type() == QEvent::EnabledChange)
        m_picker->setEnabled(isEnabled() && m_showing);
    QWidget::changeEvent(event);
}

void DecisionPanel::fitLabelsView()
{
    // As tall as its rows (up to eight volunteers), so the votes sit right under the labels.
    const int rows = std::clamp(m_labels->rowCount(), 1, 8);
    const int rowHeight = m_labelsView->verticalHeader()->defaultSectionSize();
    m_labelsView->setFixedHeight(m_labelsView->horizontalHeader()->sizeHint().height()
        + rows * rowHeight + 2 * m_labelsView->frameWidth());
}

void DecisionPanel::setStatus(const QString &text, bool isError)
{
    m_picker->setSaveState(text, isError);
}

QString DecisionPanel::nodeText(qint64 nodeId, bool falsePositive) const
{
    if (falsePositive)
        return tr("false positive");
    const QModelIndex index = m_taxonomy->indexOfNodeId(nodeId);
    return index.isValid() ? u"%1 %2"_s.arg(index.data(TaxonomyModel::CodeRole).toString(),
               index.data(TaxonomyModel::NameRole).toString())
                           : u"?"_s;
}

QString DecisionPanel::votesHtml(const IssueVotes &votes) const
{
    const Taxonomy &taxonomy = m_taxonomy->taxonomy();
    const VoteTally tally(taxonomy, votes.labels);
    QStringList lines;
    for (int level = 0; level < taxonomy.levels.size(); ++level) {
        const LevelTally counts = tally.atLevel(level);
        QStringList parts;
        for (const LevelTally::Count &count : counts.votes)
            parts.append(u"%1&nbsp;×%2"_s.arg(tally.categoryCode(count.category).toHtmlEscaped())
                             .arg(count.count));
        QString line = u"%1: %2"_s.arg(taxonomy.levels[level].name.toHtmlEscaped(),
            parts.isEmpty() ? u"—"_s : parts.join(u" · "_s));
        if (counts.isTie)
            line += tr(" <i>(tie)</i>");
        if (counts.ratings < tally.labels() && counts.ratings > 0)
            line += tr(" <i>(%1 of %2 labels reach this level)</i>")
                        .arg(counts.ratings)
                        .arg(tally.labels());
        lines.append(line);
    }
    const LevelTally &decision = tally.decision();
    QString verdict;
    const auto winner = tally.winningNode();
    const bool falsePositive = winner && *winner == VoteTally::FalsePositive;
    const QString winnerText = winner
        ? nodeText(falsePositive ? 0 : m_taxonomy->nodeIdAt(*winner), falsePositive).toHtmlEscaped()
        : QString();
    if (decision.isUnanimous)
        verdict = tr("Unanimous: %1").arg(winnerText);
    else if (winner)
        verdict = tr("Majority: %1 (%2 of %3)")
                      .arg(winnerText)
                      .arg(decision.votes.first().count)
                      .arg(decision.ratings);
    else if (decision.isTie)
        verdict = tr("Tie: the lead decides");
    return lines.join(u"<br>"_s) + u"<br><b>%1</b>"_s.arg(verdict);
}

QString DecisionPanel::provenanceHtml(const std::optional<FinalLabel> &label,
    const QList<FinalLabelEvent> &history, const QHash<qint64, QString> &annotators,
    int changedSince) const
{
    if (!label)
        return tr("<i>Undecided.</i>");
    QString html
        = u"<b>%1</b> — %2"_s.arg(nodeText(label->nodeId, label->falsePositive).toHtmlEscaped(),
            CoreNames::method(label->method));
    if (label->decidedBy > 0)
        html += tr(" by %1").arg(annotators.value(label->decidedBy).toHtmlEscaped());
    html += u", %1"_s.arg(when(label->decidedAt));
    if (!label->note.isEmpty())
        html += u"<br>“%1”"_s.arg(label->note.toHtmlEscaped());
    // "Unanimous" beside split votes would be a false claim about the votes shown above.
    if (changedSince > 0)
        html += tr("<br><b>Votes changed since this decision</b>: %n label(s) written after it. "
                   "Enter decides again on the votes as they are now.",
            nullptr, changedSince);
    // Earlier decisions, newest first, so a changed mind stays visible.
    QStringList earlier;
    for (qsizetype i = history.size() - 2; i >= 0 && earlier.size() < 3; --i) {
        const FinalLabelEvent &event = history[i];
        earlier.append(
            tr("%1: %2 by %3 (%4)")
                .arg(when(event.at),
                    event.label ? (event.label->falsePositive ? tr("false positive")
                                                              : event.code.toHtmlEscaped())
                                : tr("removed"),
                    event.actor.toHtmlEscaped(), event.context.toHtmlEscaped()));
    }
    if (!earlier.isEmpty())
        html += tr("<br><small>Before: %1</small>").arg(earlier.join(u"; "_s));
    return html;
}

} // namespace taxonomist::ui
