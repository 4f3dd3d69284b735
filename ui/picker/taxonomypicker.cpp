// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomypicker.h"

#include "common/untrustedtext.h"
#include "taxonomy/taxonomysearch.h"
#include "taxonomyfilterproxymodel.h"
#include "taxonomymodel.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QDateTime>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTextBrowser>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

TaxonomyPicker::TaxonomyPicker(TaxonomyModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new TaxonomyFilterProxyModel(this))
    , m_search(new QLineEdit(this))
    , m_tree(new QTreeView(this))
    , m_recentRow(new QHBoxLayout)
    , m_details(new QTextBrowser(this))
    , m_openCode(new QLineEdit(this))
    , m_summary(new QLineEdit(this))
    , m_unsure(new QCheckBox(tr("&Unsure of this label"), this))
    , m_comment(new QLineEdit(this))
    , m_falsePositive(new QCheckBox(tr("&Not LLM-related (false positive)"), this))
    , m_reason(new QLineEdit(this))
    , m_save(new QPushButton(tr("Save label"), this))
    , m_saveState(UntrustedText::plain(new QLabel(this)))
    , m_target(UntrustedText::plain(new QLabel(this)))
{
    setObjectName(u"taxonomyPicker"_s);
    m_proxy->setSourceModel(m_model);
    m_proxy->setShowRetired(false); // a new label names no retired node
    m_search->setObjectName(u"taxonomySearch"_s);
    m_search->setPlaceholderText(tr("Type to search codes, names and details…"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    m_tree->setObjectName(u"taxonomyTree"_s);
    m_tree->setModel(m_proxy);
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(false);
    m_tree->expandAll();
    m_tree->installEventFilter(this);
    m_details->setObjectName(u"nodeDetails"_s);
    m_details->setOpenLinks(false);
    m_details->setMinimumHeight(90);
    m_openCode->setObjectName(u"openCodeField"_s);
    m_openCode->setPlaceholderText(tr("A short code of your own, when no node fits"));
    m_openCode->setMaxLength(Label::maxOpenCodeLength);
    m_openCode->setClearButtonEnabled(true);
    m_openCode->setAccessibleName(tr("Open code"));
    m_openCode->setAccessibleDescription(
        tr("Your own short code for the issue, saved instead of a node or beside it; the lead "
           "sorts the open codes into the taxonomy"));
    m_openCode->setToolTip(tr("Your own short code for the issue (Alt+O, Ctrl+Shift+O); the lead "
                              "sorts the open codes into the taxonomy"));
    m_openCode->installEventFilter(this);
    m_summary->setObjectName(u"summaryField"_s);
    m_summary->setPlaceholderText(tr("The symptom, expectation or question intent, in one line"));
    m_summary->installEventFilter(this);
    m_unsure->setObjectName(u"unsureBox"_s);
    m_unsure->setToolTip(
        tr("Mark the label unsure: the lead sees it in the queue and can filter for it"));
    m_unsure->setAccessibleName(tr("Unsure of this label"));
    m_unsure->setAccessibleDescription(m_unsure->toolTip());
    m_comment->setObjectName(u"labelComment"_s);
    m_comment->setPlaceholderText(tr("A note for the lead: what made you hesitate"));
    m_comment->setAccessibleName(tr("Comment for the lead"));
    m_comment->setAccessibleDescription(
        tr("Saved with the label; the lead sees it beside your vote"));
    m_comment->installEventFilter(this);
    m_falsePositive->setObjectName(u"falsePositiveBox"_s);
    m_reason->setObjectName(u"falsePositiveReason"_s);
    m_reason->setPlaceholderText(tr("Why: keyword only in a path, a user name, a non-LLM model…"));
    m_reason->setEnabled(false);
    m_reason->installEventFilter(this);
    // Alt+N and Alt+U leave the focus on their box: Enter there saves too.
    m_falsePositive->installEventFilter(this);
    m_unsure->installEventFilter(this);
    m_save->setObjectName(u"saveLabelButton"_s);
    m_save->setDefault(true);
    m_save->setToolTip(tr("Save and go to the next unlabeled issue (Enter)"));
    m_saveState->setObjectName(u"saveState"_s);
    m_search->setAccessibleName(tr("Search the taxonomy"));
    m_search->setAccessibleDescription(
        tr("Filters the tree by code, name and detail; Down moves into the tree"));
    m_tree->setAccessibleName(tr("Taxonomy"));
    m_tree->setAccessibleDescription(
        tr("Types, themes and sub-themes; Enter saves the selected one as the label"));
    m_details->setAccessibleName(tr("Node details"));
    m_details->setAccessibleDescription(
        tr("The selected node's description and the study's details for it"));
    m_reason->setAccessibleDescription(tr("Why the issue is a false positive"));
    m_save->setAccessibleDescription(tr("Saves the label and goes to the next unlabeled issue"));
    m_target->setObjectName(u"pickerTarget"_s);
    m_target->setWordWrap(true);
    m_target->setAccessibleDescription(tr("The node that Enter saves as the label"));

    auto *recentLabel = new QLabel(tr("Recently used"), this);
    m_recentRow->addWidget(recentLabel);
    m_recentRow->addStretch(1);

    auto *form = new QFormLayout;
    m_openCodeLabel = new QLabel(tr("&Open code"), this);
    m_openCodeLabel->setBuddy(m_openCode);
    form->addRow(m_openCodeLabel, m_openCode);
    m_summaryLabel = new QLabel(tr("Summary"), this);
    m_reasonLabel = new QLabel(tr("Reason"), this);
    m_summaryLabel->setBuddy(m_summary); // names the field for a screen reader
    m_reasonLabel->setBuddy(m_reason);
    m_commentLabel = new QLabel(tr("&Comment"), this);
    m_commentLabel->setBuddy(m_comment);
    form->addRow(m_summaryLabel, m_summary);
    form->addRow(m_unsure);
    form->addRow(m_commentLabel, m_comment);
    form->addRow(m_falsePositive);
    form->addRow(m_reasonLabel, m_reason);
    auto *saveRow = new QHBoxLayout;
    saveRow->addWidget(m_saveState, 1);
    saveRow->addWidget(m_save);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search);
    layout->addWidget(m_target);
    layout->addWidget(m_tree, 5);
    // The recently used codes never widen the picker (which would squeeze the issue text, and
    // the splitter would remember it): past the pane's width they are cut off.
    m_recentBox = new QWidget(this);
    m_recentBox->setObjectName(u"recentlyUsed"_s);
    m_recentBox->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_recentRow->setContentsMargins(0, 0, 0, 0);
    m_recentRow->setSizeConstraint(QLayout::SetNoConstraint);
    m_recentBox->setLayout(m_recentRow);
    layout->addWidget(m_recentBox);
    layout->addWidget(m_details, 2);
    layout->addLayout(form);
    layout->addLayout(saveRow);
    // Takes the room only when neither tree nor details want it (no taxonomy yet): the fields
    // stay under the explanation instead of at the foot of an empty pane.
    layout->addStretch(0);

    connect(m_search, &QLineEdit::textChanged, this, &TaxonomyPicker::searchChanged);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &TaxonomyPicker::currentNodeChanged);
    connect(m_tree, &QTreeView::activated, this, &TaxonomyPicker::submit);
    connect(m_save, &QPushButton::clicked, this, &TaxonomyPicker::submit);
    connect(m_falsePositive, &QCheckBox::toggled, m_reason, &QWidget::setEnabled);
    connect(m_falsePositive, &QCheckBox::toggled, this, &TaxonomyPicker::updateTarget);
    // A false positive is not labelled further: core drops its open code, so the field rests.
    connect(m_falsePositive, &QCheckBox::toggled, m_openCode, &QWidget::setDisabled);
    connect(m_openCode, &QLineEdit::textChanged, this, &TaxonomyPicker::updateTarget);
    connect(m_model, &QAbstractItemModel::modelReset, m_tree, &QTreeView::expandAll);
    connect(m_model, &QAbstractItemModel::rowsInserted, m_tree, &QTreeView::expandAll);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TaxonomyPicker::updateTaxonomyShown);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &TaxonomyPicker::updateTaxonomyShown);
    updateTaxonomyShown();
}

void TaxonomyPicker::setPurpose(Purpose purpose)
{
    m_purpose = purpose;
    const bool segment = purpose == Purpose::SegmentCoding;
    for (QWidget *widget :
        {static_cast<QWidget *>(m_falsePositive), static_cast<QWidget *>(m_reason),
            static_cast<QWidget *>(m_reasonLabel), static_cast<QWidget *>(m_unsure),
            static_cast<QWidget *>(m_comment), static_cast<QWidget *>(m_commentLabel),
            static_cast<QWidget *>(m_openCode), static_cast<QWidget *>(m_openCodeLabel)})
        widget->setVisible(!segment);
    m_summaryLabel->setText(segment ? tr("Memo") : tr("Summary"));
    m_summary->setPlaceholderText(segment
            ? tr("What this passage says about the node (the research insight)")
            : tr("The symptom, expectation or question intent, in one line"));
    m_save->setText(segment ? tr("Code segment") : tr("Save label"));
    m_save->setToolTip(segment
            ? tr("Code the selected text (or the chosen segment) with this node (Enter)")
            : tr("Save and go to the next unlabeled issue (Enter)"));
    updateTaxonomyShown();
}

void TaxonomyPicker::showLabel(const std::optional<Label> &label)
{
    const QSignalBlocker block(m_search);
    m_search->clear();
    m_proxy->setSearchText(QString());
    m_tree->expandAll();
    m_summary->setText(label ? label->summary : QString());
    m_falsePositive->setChecked(label && label->falsePositive);
    m_reason->setText(label ? label->falsePositiveReason : QString());
    m_unsure->setChecked(label && label->unsure);
    m_comment->setText(label ? label->comment : QString());
    m_openCode->setText(label ? label->openCode : QString());
    m_proxy->setKeptNode(label ? label->nodeId : 0);
    if (label && label->nodeId > 0) {
        selectNode(label->nodeId);
    } else {
        m_tree->selectionModel()->clearCurrentIndex();
        m_tree->clearSelection();
        currentNodeChanged();
    }
    if (m_purpose == Purpose::SegmentCoding)
        return; // the interview workbench says what the segment holds
    setSaveState(label
            ? tr("Saved %1")
                  .arg(QLocale().toString(
                      QDateTime::fromString(label->updatedAt, Qt::ISODateWithMs).toLocalTime(),
                      tr("d MMM, HH:mm")))
            : tr("Not labeled yet"));
}

void TaxonomyPicker::selectNode(qint64 nodeId)
{
    const QModelIndex index = m_proxy->mapFromSource(m_model->indexOfNodeId(nodeId));
    m_tree->setCurrentIndex(index);
    m_tree->scrollTo(index);
}

std::optional<Label> TaxonomyPicker::currentLabel() const
{
    Label label;
    label.nodeId = selectedNodeId();
    label.summary = m_summary->text().trimmed();
    label.falsePositive = m_falsePositive->isChecked();
    label.falsePositiveReason = label.falsePositive ? m_reason->text().trimmed() : QString();
    if (m_purpose == Purpose::IssueLabel) {
        label.unsure = m_unsure->isChecked();
        label.comment = m_comment->text().trimmed();
        if (!label.falsePositive)
            label.openCode = Label::normalizedOpenCode(m_openCode->text());
    }
    if (!label.isComplete())
        return std::nullopt;
    return label;
}

qint64 TaxonomyPicker::selectedNodeId() const
{
    const QModelIndex current = m_tree->currentIndex();
    return current.isValid() ? current.data(TaxonomyModel::NodeIdRole).toLongLong() : 0;
}

void TaxonomyPicker::favourTree()
{
    if (auto *box = qobject_cast<QBoxLayout *>(layout())) {
        box->setStretchFactor(m_tree, 6);
        box->setStretchFactor(m_details, 1);
    }
    m_details->setMinimumHeight(
        m_details->fontMetrics().lineSpacing() * 3 + 2 * m_details->frameWidth());
}

void TaxonomyPicker::setRecentNodes(const QList<qint64> &nodeIds)
{
    qDeleteAll(m_recentButtons);
    m_recentButtons.clear();
    for (const qint64 id : nodeIds) {
        const QModelIndex index = m_model->indexOfNodeId(id);
        if (!index.isValid())
            continue;
        auto *button = new QPushButton(index.data(TaxonomyModel::CodeRole).toString());
        button->setFlat(true);
        button->setToolTip(UntrustedText::toolTip(index.data(TaxonomyModel::NameRole).toString()));
        button->setFocusPolicy(Qt::NoFocus);
        button->setAccessibleName(tr("Recently used: %1 %2")
                                      .arg(index.data(TaxonomyModel::CodeRole).toString(),
                                          index.data(TaxonomyModel::NameRole).toString()));
        connect(button, &QPushButton::clicked, this, [this, id] { selectNode(id); });
        m_recentRow->insertWidget(static_cast<int>(m_recentButtons.size()) + 1, button);
        m_recentButtons.append(button);
    }
}

void TaxonomyPicker::setSaveState(const QString &text, bool isError)
{
    m_saveState->setText(text);
    m_saveState->setStyleSheet(isError
            ? u"color: palette(bright-text); background: #b3261e; padding: 2px 6px;"_s
            : QString());
}

void TaxonomyPicker::focusSearch()
{
    if (m_search->isHidden()) { // no taxonomy yet: the open code is the label
        focusOpenCode();
        return;
    }
    m_search->setFocus();
    m_search->selectAll();
}

void TaxonomyPicker::focusOpenCode()
{
    if (m_purpose != Purpose::IssueLabel || !m_openCode->isEnabled())
        return;
    m_openCode->setFocus();
    m_openCode->selectAll();
}

void TaxonomyPicker::updateTaxonomyShown()
{
    // Only where an open code can be written (not the lead's final label, not a segment).
    bool offersNodes = false; // a type that is not retired
    for (int row = 0; row < m_model->rowCount(); ++row)
        offersNodes
            = offersNodes || !m_model->index(row, 0).data(TaxonomyModel::RetiredRole).toBool();
    const bool empty
        = !offersNodes && m_purpose == Purpose::IssueLabel && m_openCode->isVisibleTo(this);
    const bool searchHadFocus = m_search->hasFocus() || m_tree->hasFocus();
    for (QWidget *widget :
        {static_cast<QWidget *>(m_search), static_cast<QWidget *>(m_tree), m_recentBox})
        widget->setHidden(empty);
    m_details->setMaximumHeight(empty
            ? m_details->fontMetrics().lineSpacing() * 8 + 2 * m_details->frameWidth()
            : QWIDGETSIZE_MAX);
    if (empty && searchHadFocus)
        focusOpenCode();
    currentNodeChanged();
}

void TaxonomyPicker::searchChanged(const QString &text)
{
    m_proxy->setSearchText(text);
    m_tree->expandAll();
    if (text.trimmed().isEmpty())
        return;
    // An exact code or name is that node; free text goes to the best-ranked, deepest match.
    const int best = core::TaxonomySearch(text).bestMatch(m_model->taxonomy());
    if (best < 0)
        return;
    const QModelIndex index
        = m_proxy->mapFromSource(m_model->indexOfNodeId(m_model->nodeIdAt(best)));
    if (index.isValid()) {
        m_tree->setCurrentIndex(index);
        m_tree->scrollTo(index);
    }
}

void TaxonomyPicker::updateTarget()
{
    const QModelIndex current = m_tree->currentIndex();
    const int node = current.isValid()
        ? m_model->taxonomyIndexOf(current.data(TaxonomyModel::NodeIdRole).toLongLong())
        : -1;
    const QString path
        = node >= 0 ? core::TaxonomySearch::path(m_model->taxonomy(), node) : QString();
    // A checked false-positive box is what Enter saves, whatever node is selected.
    if (m_purpose == Purpose::IssueLabel && m_falsePositive->isChecked()) {
        m_target->setText(path.isEmpty()
                ? tr("Enter saves: a false positive (not LLM-related)")
                : tr("Enter saves: a false positive (not LLM-related), with %1").arg(path));
        return;
    }
    const QString openCode = m_purpose == Purpose::IssueLabel
        ? Label::normalizedOpenCode(m_openCode->text())
        : QString();
    if (!openCode.isEmpty()) {
        m_target->setText(path.isEmpty()
                ? tr("Enter saves: the open code “%1”").arg(openCode)
                : tr("Enter saves: %1, with the open code “%2”").arg(path, openCode));
        return;
    }
    m_target->setText(
        path.isEmpty() ? tr("Enter saves: nothing chosen yet") : tr("Enter saves: %1").arg(path));
}

void TaxonomyPicker::currentNodeChanged()
{
    updateTarget();
    const QModelIndex current = m_tree->currentIndex();
    if (m_tree->isHidden()) {
        m_details->setHtml(u"<p>%1</p><p style='color:gray'>%2</p>"_s.arg(
            tr("This project has no taxonomy yet.").toHtmlEscaped(),
            tr("Write an open code of your own — a few words for what the issue is about — "
               "and a one-line summary; Enter saves. The lead sorts the open codes into the "
               "taxonomy, and later issues are labelled with it.")
                .toHtmlEscaped()));
        return;
    }
    if (!current.isValid()) {
        m_details->setHtml(tr("<p style='color:gray'>Pick a type, theme or sub-theme. Type to "
                              "search; Enter saves.</p>"));
        return;
    }
    QString html
        = u"<b>%1 %2</b>"_s.arg(current.data(TaxonomyModel::CodeRole).toString().toHtmlEscaped(),
            current.data(TaxonomyModel::NameRole).toString().toHtmlEscaped());
    const QString description = current.data(TaxonomyModel::DescriptionRole).toString();
    if (!description.isEmpty())
        html += u"<p>%1</p>"_s.arg(description.toHtmlEscaped());
    const QStringList details = current.data(TaxonomyModel::DetailsRole).toStringList();
    if (!details.isEmpty()) {
        html += tr("<p><i>%1 details from the study:</i></p><ul>").arg(details.size());
        for (const QString &detail : details.mid(0, 12))
            html += u"<li>%1</li>"_s.arg(detail.toHtmlEscaped());
        html += u"</ul>"_s;
        if (details.size() > 12)
            html += tr("<p><i>…and %1 more</i></p>").arg(details.size() - 12);
    }
    m_details->setHtml(html);
}

void TaxonomyPicker::submit()
{
    const auto label = currentLabel();
    if (!label) {
        setSaveState(m_purpose == Purpose::SegmentCoding ? tr("Pick a node of the taxonomy")
                : m_openCode->isVisibleTo(this) // not the lead's final label
                ? tr("Pick a category, write an open code or mark the issue a false positive")
                : tr("Pick a category or mark the issue a false positive"),
            true);
        return;
    }
    Q_EMIT submitted(*label);
}

bool TaxonomyPicker::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
    if (key->key() == Qt::Key_F1 && (watched == m_search || watched == m_tree)) {
        Q_EMIT codebookRequested(selectedNodeId());
        return true;
    }
    if (watched == m_search && (key->key() == Qt::Key_Down || key->key() == Qt::Key_Up)) {
        // Into the tree, keeping the search's best match as the current node.
        m_tree->setFocus();
        if (!m_tree->currentIndex().isValid())
            m_tree->setCurrentIndex(m_proxy->index(0, 0));
        return true;
    }
    if (enter
        && (watched == m_search || watched == m_summary || watched == m_comment
            || watched == m_reason || watched == m_falsePositive || watched == m_unsure
            || watched == m_openCode)) {
        submit();
        return true;
    }
    if (watched == m_tree && key->key() == Qt::Key_Tab && key->modifiers() == Qt::NoModifier) {
        m_summary->setFocus();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace taxonomist::ui
