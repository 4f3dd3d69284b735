// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "reconcile/cardsort.h"

#include <QList>
#include <QWidget>

class QLabel;
class QListView;
class QPushButton;
class QStringListModel;

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

// Under the card list: the chosen card's issues (their URLs and titles; double-click or Open
// Issue reads one) and the summaries written with it, all plain text.
class OpenCodeCardPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit OpenCodeCardPanel(QWidget *parent = nullptr);

    // Shows the card (nullptr: none chosen); the store names its issues.
    void showCard(const core::OpenCodeCard *card, const core::ProjectStore *store);
    qint64 currentIssueId() const;

Q_SIGNALS:
    void issueRequested(qint64 issueId);

private:
    QLabel *m_heading;
    QListView *m_issues;
    QStringListModel *m_issueModel;
    QList<qint64> m_issueIds; // row-aligned with m_issueModel
    QPushButton *m_open;
    QLabel *m_summaries;
};

} // namespace taxonomist::ui
