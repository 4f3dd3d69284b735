// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

class QWidget;

namespace taxonomist::ui {

// The questions the lead's windows ask in modal dialogs. Tests install their own answers, so a
// GUI test never blocks on a real dialog.
class LeadDialogService
{
public:
    virtual ~LeadDialogService() = default;
    // Yes or no; `question` says what happens and that it can be undone.
    virtual bool confirm(QWidget *parent, const QString &title, const QString &question) = 0;
    // A file to write, or empty when the user cancels.
    virtual QString saveFilePath(
        QWidget *parent, const QString &title, const QString &suggestedName, const QString &filter)
        = 0;
    // A folder to write into, or empty.
    virtual QString folder(QWidget *parent, const QString &title) = 0;
    virtual void showError(QWidget *parent, const QString &title, const QString &message) = 0;
    virtual void showMessage(QWidget *parent, const QString &title, const QString &message) = 0;
};

// The real dialogs: QMessageBox and QFileDialog.
class WidgetLeadDialogService final : public LeadDialogService
{
public:
    bool confirm(QWidget *parent, const QString &title, const QString &question) override;
    QString saveFilePath(QWidget *parent, const QString &title, const QString &suggestedName,
        const QString &filter) override;
    QString folder(QWidget *parent, const QString &title) override;
    void showError(QWidget *parent, const QString &title, const QString &message) override;
    void showMessage(QWidget *parent, const QString &title, const QString &message) override;
};

} // namespace taxonomist::ui
