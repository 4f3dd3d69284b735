// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "screeningview.h"

#include "common/settings.h"
#include "common/untrustedtext.h"
#include "issues/issueviewer.h"
#include "session/projectsession.h"
#include "setlabelcommand.h"
#include "store/issuecontent.h"
#include "store/keywordevidencestore.h"
#include "store/projectstore.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMap>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

// "transformers — title, body ×3" per keyword, in the stored order.
QString evidenceText(const QList<KeywordHit> &hits)
{
    QStringList keywords;
    QMap<QString, QStringList> places;
    for (const KeywordHit &hit : hits) {
        if (!places.contains(hit.keyword))
            keywords.append(hit.keyword);
        places[hit.keyword].append(hit.count > 1
                ? u"%1 ×%2"_s.arg(keywordLocationName(hit.location)).arg(hit.count)
                : keywordLocationName(hit.location));
    }
    QStringList lines;
    for (const QString &keyword : std::as_const(keywords))
        lines.append(u"%1 — %2"_s.arg(keyword, places.value(keyword).join(u", "_s)));
    return lines.join(u'\n');
}

} // namespace

QStringList ScreeningView::studyReasons()
{
    return {tr("Keywords only in user names, file paths or commits"),
        tr("A lightweight model using LLM-related modules, no LLM-specific challenge"),
        tr("LLM-related names without LLM-specific behaviour")};
}

ScreeningView::ScreeningView(ProjectSession *session, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_session(session)
    , m_progress(new QLabel(this))
    , m_viewer(new IssueViewer(this))
    , m_evidence(UntrustedText::plain(new QLabel(this)))
    , m_decision(UntrustedText::plain(new QLabel(this)))
    , m_reason(new QComboBox(this))
    , m_keep(new QPushButton(tr("&Keep"), this))
    , m_falsePositive(new QPushButton(tr("&False Positive"), this))
    , m_back(new QPushButton(tr("&Back"), this))
{
    setObjectName(u"screeningView"_s);
    setWindowTitle(tr("Screening"));
    // The window itself holds the focus, so K, F and B act at once and are not typed into the
    // reason box (which an editable box would otherwise take first).
    setFocusPolicy(Qt::StrongFocus);
    m_progress->setObjectName(u"screeningProgress"_s);
    m_evidence->setObjectName(u"screeningEvidence"_s);
    m_decision->setObjectName(u"screeningDecision"_s);
    m_reason->setObjectName(u"screeningReason"_s);
    m_keep->setObjectName(u"screeningKeep"_s);
    m_falsePositive->setObjectName(u"screeningFalsePositive"_s);
    m_back->setObjectName(u"screeningBack"_s);
    m_viewer->setFetchAvailable(false);
    QFont bold = m_progress->font();
    bold.setBold(true);
    m_progress->setFont(bold);
    m_evidence->setWordWrap(true);
    m_evidence->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_decision->setWordWrap(true);
    m_reason->setEditable(true);
    m_reason->addItems(studyReasons());
    m_reason->setInsertPolicy(QComboBox::NoInsert);
    m_reason->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_reason->setMinimumContentsLength(24);
    m_reason->lineEdit()->setCursorPosition(0); // a long reason shows its beginning
    connect(m_reason, &QComboBox::currentIndexChanged, this,
        [this] { m_reason->lineEdit()->setCursorPosition(0); });
    m_reason->setToolTip(tr("Why the issue is not LLM-related: pick one of the study's reasons "
                            "or write your own; Enter marks the false positive"));
    m_keep->setToolTip(tr("The issue is LLM-related: keep it for labelling (K)"));
    m_falsePositive->setToolTip(
        tr("The issue is not LLM-related: mark it a false positive with the reason (F)"));
    m_back->setToolTip(tr("The issue before (B)"));

    auto *panel = new QWidget(this);
    panel->setMinimumWidth(360);
    auto *side = new QVBoxLayout(panel);
    side->setContentsMargins(6, 0, 0, 0);
    side->addWidget(heading(tr("Keywords found"), panel));
    side->addWidget(m_evidence);
    side->addSpacing(12);
    side->addWidget(heading(tr("Your decision"), panel));
    side->addWidget(m_decision);
    side->addSpacing(12);
    side->addWidget(heading(tr("Reason for a false positive"), panel));
    side->addWidget(m_reason);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_keep);
    buttons->addWidget(m_falsePositive);
    side->addLayout(buttons);
    side->addWidget(m_back, 0, Qt::AlignLeft);
    side->addSpacing(12);
    auto *keys = new QLabel(tr("K keep · F false positive · B back\nAn issue is excluded only "
                               "when every volunteer marks it a false positive."),
        panel);
    keys->setWordWrap(true);
    keys->setEnabled(false); // a hint, drawn as such
    side->addWidget(keys);
    side->addStretch(1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(u"screeningSplitter"_s);
    splitter->addWidget(m_viewer);
    splitter->addWidget(panel);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({840, 420});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_progress);
    layout->addWidget(splitter, 1);

    connect(m_keep, &QPushButton::clicked, this, &ScreeningView::keep);
    connect(m_falsePositive, &QPushButton::clicked, this, &ScreeningView::markFalsePositive);
    connect(m_back, &QPushButton::clicked, this, &ScreeningView::back);
    // The box hands an Enter its line edit ignored back to it, a second returnPressed: only the
    // one typed while the box has the focus counts (a decision moves the focus to the window).
    connect(m_reason->lineEdit(), &QLineEdit::returnPressed, this, [this] {
        if (m_reason->lineEdit()->hasFocus())
            markFalsePositive();
    });
    // Plain letters: the reason box takes them while it has the focus (a shortcut never fires
    // on a key a text field would type).
    const auto shortcut = [this](Qt::Key key, void (ScreeningView::*slot)()) {
        connect(new QShortcut(QKeySequence(key), this), &QShortcut::activated, this, slot);
    };
    shortcut(Qt::Key_K, &ScreeningView::keep);
    shortcut(Qt::Key_F, &ScreeningView::markFalsePositive);
    shortcut(Qt::Key_B, &ScreeningView::back);
    connect(session, &ProjectSession::opened, this, &ScreeningView::reload);
    connect(session, &ProjectSession::teamChanged, this, &ScreeningView::reload);
    connect(session, &ProjectSession::aboutToClose, this, [this] {
        m_candidates.clear();
        m_keywords.clear();
        m_viewer->clear();
        close();
    });
    connect(session, &ProjectSession::labelsChanged, this, &ScreeningView::labelsChanged);
    connect(session, &ProjectSession::keywordsChanged, this, [this] {
        m_keywords.clear();
        showCurrent();
    });
    connect(session, &ProjectSession::contentFetched, this, [this](qint64 issueId) {
        if (issueId == currentIssueId())
            showCurrent();
    });
    reload();
}

void ScreeningView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    setFocus();
}

qint64 ScreeningView::currentIssueId() const
{
    return m_index < candidates() ? m_candidates[std::size_t(m_index)] : 0;
}

void ScreeningView::reload()
{
    m_candidates.clear();
    m_index = m_furthest = 0;
    ProjectStore *store = m_session->store();
    if (store && m_session->canLabel()) {
        // The annotator's list: their assigned issues when the lead assigned any, else all.
        IssueFilter filter;
        filter.annotatorId = m_session->annotatorId();
        auto progress = LabelStore::progress(*store, filter.annotatorId, 0);
        filter.assignedOnly = progress && progress->assigned > 0;
        auto ids = IssueQuery::ids(*store, filter);
        if (ids)
            m_candidates = std::move(*ids);
        else
            Q_EMIT failed(ids.error().message());
        const qint64 position = Settings::screeningPosition(m_session->path(), filter.annotatorId);
        const auto found = std::find(m_candidates.begin(), m_candidates.end(), position);
        if (found != m_candidates.end())
            m_index = m_furthest = qsizetype(found - m_candidates.begin()) + 1;
    }
    showCurrent();
}

void ScreeningView::showCurrent()
{
    const QLocale locale;
    const bool open = m_session->isOpen() && m_session->canLabel();
    m_progress->setText(!open ? tr("Screening needs a project open as a volunteer who labels.")
            : m_candidates.empty()
            ? tr("No candidate issues to screen.")
            : tr("%1 of %2 screened")
                    .arg(locale.toString(m_furthest), locale.toString(candidates()))
                + (m_index >= candidates() ? tr(" — every candidate is screened") : QString()));
    const qint64 issueId = currentIssueId();
    m_keep->setEnabled(issueId > 0);
    m_falsePositive->setEnabled(issueId > 0);
    m_back->setEnabled(open && m_index > 0);
    m_label.reset();
    if (issueId <= 0) {
        m_viewer->clear();
        m_evidence->clear();
        m_decision->clear();
        return;
    }
    ProjectStore *store = m_session->store();
    IssueFilter filter;
    filter.annotatorId = m_session->annotatorId();
    auto row = IssueQuery::byId(*store, filter, issueId);
    auto content = IssueContentStore::load(*store, issueId);
    auto hits = KeywordEvidenceStore::forIssue(*store, issueId);
    if (!row || !*row || !content || !hits) {
        Q_EMIT failed(!row ? row.error().message()
                : !content ? content.error().message()
                : !hits    ? hits.error().message()
                           : tr("no such issue"));
        return;
    }
    m_viewer->showIssue(**row, *content, m_keywords.forFramework(*store, (*row)->framework), *hits);
    m_evidence->setText(!hits->isEmpty() ? evidenceText(*hits)
            : *content
            ? tr("No keyword of the framework's list occurs in the fetched text.")
            : tr("Not fetched yet: fetch the issue (Project › Fetch) to see where the keywords "
                 "occur."));
    showDecision();
}

void ScreeningView::showDecision()
{
    const qint64 issueId = currentIssueId();
    if (issueId <= 0)
        return;
    auto label = LabelStore::label(*m_session->store(), issueId, m_session->annotatorId());
    if (!label) {
        Q_EMIT failed(label.error().message());
        return;
    }
    m_label = *label;
    if (m_label && m_label->falsePositive)
        m_decision->setText(
            tr("False positive: %1")
                .arg(m_label->falsePositiveReason.isEmpty() ? tr("(no reason given)")
                                                            : m_label->falsePositiveReason));
    else if (m_label)
        m_decision->setText(tr("Kept (you labelled it)."));
    else if (m_index < m_furthest)
        m_decision->setText(tr("Kept."));
    else
        m_decision->setText(tr("Not screened yet."));
}

void ScreeningView::labelsChanged(const QList<qint64> &issueIds)
{
    if (issueIds.contains(currentIssueId()))
        showDecision();
}

void ScreeningView::keep()
{
    const qint64 issueId = currentIssueId();
    if (issueId <= 0 || !m_session->canLabel())
        return;
    // Keeping takes back an earlier false-positive mark; a label with a node already keeps it.
    if (m_label && m_label->falsePositive) {
        auto *command = new SetLabelCommand(
            m_session, issueId, m_label, std::nullopt, tr("Keep an issue in screening"));
        if (!m_session->push(m_session->labelStack(), command))
            return; // the session said why (labelWriteFailed); the issue stays
    }
    advance();
}

void ScreeningView::markFalsePositive()
{
    const qint64 issueId = currentIssueId();
    if (issueId <= 0 || !m_session->canLabel())
        return;
    const QString reason = m_reason->currentText().simplified();
    if (reason.isEmpty()) {
        m_decision->setText(tr("Give a reason for the false positive."));
        m_reason->setFocus();
        return;
    }
    // A false positive replaces whatever label the annotator had on the issue.
    Label label;
    label.falsePositive = true;
    label.falsePositiveReason = reason;
    if (!m_label || !m_label->sameAs(label)) {
        auto *command = new SetLabelCommand(
            m_session, issueId, m_label, label, tr("Mark an issue a false positive"));
        if (!m_session->push(m_session->labelStack(), command))
            return;
    }
    advance();
}

void ScreeningView::back()
{
    if (m_index <= 0)
        return;
    --m_index;
    showCurrent();
}

void ScreeningView::advance()
{
    ++m_index;
    if (m_index > m_furthest) {
        m_furthest = m_index;
        Settings::setScreeningPosition(
            m_session->path(), m_session->annotatorId(), m_candidates[std::size_t(m_index - 1)]);
    }
    showCurrent();
    setFocus(); // the keys act again, wherever the reason was typed
}

} // namespace taxonomist::ui
