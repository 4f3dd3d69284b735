// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QSortFilterProxyModel>

namespace taxonomist::ui {

// The card list's filter: the cards whose open code contains the typed text (ignoring case and
// spacing), and only the unplaced ones when asked. A project has tens or hundreds of open codes,
// so filtering them in memory is fine.
class OpenCodeCardFilterProxyModel final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit OpenCodeCardFilterProxyModel(QObject *parent = nullptr);

    void setText(const QString &text);
    void setUnplacedOnly(bool unplacedOnly);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    bool m_unplacedOnly = false;
};

} // namespace taxonomist::ui
