// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>
#include <QStringList>

class QComboBox;
class QPushButton;

namespace taxonomist::ui {

// Invite… in Project › Team…: who to invite to the team server and as what. A volunteer or the
// lead is a member of the team (their name from the list); a viewer (a researcher who reads final
// labels and the tally) is anyone, by a name of their own.
class InviteDialog final : public QDialog
{
    Q_OBJECT

public:
    // `volunteers` and `lead` (empty: none) name the team's members; `selected` is preselected.
    InviteDialog(const QStringList &volunteers, const QString &lead, const QString &selected,
        QWidget *parent = nullptr);

    QString name() const;
    // "volunteer", "viewer" or "lead", as `team invite --role` takes it.
    QString role() const;

private:
    void roleChanged();

    QStringList m_volunteers;
    QString m_lead;
    QComboBox *m_name;
    QComboBox *m_role;
    QPushButton *m_invite;
};

} // namespace taxonomist::ui
