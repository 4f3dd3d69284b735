// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "opencodecardpanel.h"

#include "common/untrustedtext.h"
#include "store/issuequery.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QStringListModel>
#include <QVBoxLayout>

#include <vector>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

OpenCodeCardPanel::OpenCodeCardPanel(QWidget *parent)
    : QWidget(parent)
    , m_heading(UntrustedText::plain(new QLabel(this)))
    , m_issues(new QListView(this))
    , m_issueModel(new QStringListModel(this))
    , m_open(new QPushButton(tr("Open &Issue"), this))
    , m_summaries(UntrustedText::plain(new QLabel(this)))
{
    setObjectName(u"cardPanel"_s);
    m_heading->setObjectName(u"cardHeading"_s);
    m_heading->setWordWrap(true);
    m_issues->setObjectName(u"cardIssues"_s);
    m_issues->setModel(m_issueModel);
    m_issues->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_issues->setWordWrap(true); // a long title wraps rather than scrolling sideways
    m_issues->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_issues->setAccessibleName(tr("Issues of the open code"));
    m_issues->setAccessibleDescription(tr(
        "The issues whose labels carry the chosen open code; Enter or a double-click reads one"));
    m_open->setObjectName(u"openCardIssue"_s);
    m_open->setToolTip(tr("Read the chosen issue (read-only)"));
    m_open->setEnabled(false);
    m_summaries->setObjectName(u"cardSummaries"_s);
    m_summaries->setWordWrap(true);
    m_summaries->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_summaries->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *headingRow = new QHBoxLayout;
    headingRow->addWidget(m_heading, 1);
    headingRow->addWidget(m_open);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(headingRow);
    layout->addWidget(m_issues, 1);
    layout->addWidget(m_summaries);

    const auto request = [this] {
        if (const qint64 id = currentIssueId(); id > 0)
            Q_EMIT issueRequested(id);
    };
    connect(m_issues, &QListView::activated, this, request);
    connect(m_open, &QPushButton::clicked, this, request);
    showCard(nullptr, nullptr);
}

void OpenCodeCardPanel::showCard(const OpenCodeCard *card, const ProjectStore *store)
{
    m_issueIds.clear();
    QStringList lines;
    if (!card) {
        m_heading->setText(tr("Choose a card to see its issues and summaries."));
        m_summaries->clear();
        m_issueModel->setStringList({});
        m_open->setEnabled(false);
        return;
    }
    m_heading->setText(tr("“%1”: %n label(s)", nullptr, card->labels).arg(card->code) + u" · "_s
        + tr("%n volunteer(s)", nullptr, card->volunteers));
    if (store) {
        const std::vector<qint64> ids(card->issueIds.begin(), card->issueIds.end());
        auto rows = IssueQuery::byIds(*store, 0, ids); // blind: no one's label
        if (rows) {
            for (const IssueRow &row : *rows) {
                m_issueIds.append(row.id);
                const QString issue = row.repository + u"#"_s + row.number;
                lines.append(row.title.isEmpty() ? issue : issue + u" — "_s + row.title);
            }
        } else {
            lines.append(rows.error().message());
        }
    }
    m_issueModel->setStringList(lines);
    if (!m_issueIds.isEmpty())
        m_issues->setCurrentIndex(m_issueModel->index(0));
    m_open->setEnabled(!m_issueIds.isEmpty());
    QStringList summaries;
    for (const QString &summary : card->summaries)
        summaries.append(u"• "_s + summary);
    m_summaries->setText(summaries.isEmpty() ? tr("No summary written with it.")
                                             : tr("Summaries:") + u"\n"_s + summaries.join(u'\n'));
}

qint64 OpenCodeCardPanel::currentIssueId() const
{
    const QModelIndex current = m_issues->currentIndex();
    return current.isValid() ? m_issueIds.value(current.row()) : 0;
}

} // namespace taxonomist::ui
