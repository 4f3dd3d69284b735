// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "leaddialogservice.h"

#include <QFileDialog>
#include <QMessageBox>

namespace taxonomist::ui {

namespace {

// Plain text: questions and messages repeat names and notes from the project, which is untrusted.
QMessageBox::StandardButton ask(QMessageBox::Icon icon, QWidget *parent, const QString &title,
    const QString &text, QMessageBox::StandardButtons buttons,
    QMessageBox::StandardButton defaultButton)
{
    QMessageBox box(icon, title, text, buttons, parent);
    box.setTextFormat(Qt::PlainText);
    box.setDefaultButton(defaultButton);
    return static_cast<QMessageBox::StandardButton>(box.exec());
}

} // namespace

bool WidgetLeadDialogService::confirm(
    QWidget *parent, const QString &title, const QString &question)
{
    return ask(QMessageBox::Question, parent, title, question,
               QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        == QMessageBox::Yes;
}

QString WidgetLeadDialogService::saveFilePath(
    QWidget *parent, const QString &title, const QString &suggestedName, const QString &filter)
{
    return QFileDialog::getSaveFileName(parent, title, suggestedName, filter);
}

QString WidgetLeadDialogService::folder(QWidget *parent, const QString &title)
{
    return QFileDialog::getExistingDirectory(parent, title);
}

void WidgetLeadDialogService::showError(
    QWidget *parent, const QString &title, const QString &message)
{
    ask(QMessageBox::Critical, parent, title, message, QMessageBox::Ok, QMessageBox::Ok);
}

void WidgetLeadDialogService::showMessage(
    QWidget *parent, const QString &title, const QString &message)
{
    ask(QMessageBox::Information, parent, title, message, QMessageBox::Ok, QMessageBox::Ok);
}

} // namespace taxonomist::ui
