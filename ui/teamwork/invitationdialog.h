// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "team/teamserver.h"

#include <QDialog>

class QLabel;
class QLineEdit;

namespace taxonomist::ui {

class DialogService;

// An invitation, shown once (docs/team.md, "Inviting from the app"): one line of text, selected,
// to copy, or Save As… a file only its owner reads (mode 0600), and how to hand it over. The
// one-time password inside it lives in this dialog only: it is written to no log, no project and
// no audit entry, and goes when the dialog closes.
class InvitationDialog final : public QDialog
{
    Q_OBJECT

public:
    InvitationDialog(
        const core::Invitation &invitation, DialogService &dialogs, QWidget *parent = nullptr);

    QString text() const;
    void copy();
    // Asks where (through the dialog service) and writes the file; says what happened.
    void saveAs();

private:
    void selectAllFromStart();

    core::Invitation m_invitation;
    DialogService &m_dialogs;
    QLineEdit *m_text;
    QLabel *m_status;
};

} // namespace taxonomist::ui
