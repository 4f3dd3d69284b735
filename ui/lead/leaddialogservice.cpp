#include "leaddialogservice.h"

#include <QFileDialog>
#include <QMessageBox>

namespace taxonomist::ui {

bool WidgetLeadDialogService::confirm(QWidget *parent, const QString &title, const QString &question)
{
    return QMessageBox::question(parent, title, question, QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        == QMessageBox::Yes;
}

QString WidgetLeadDialogService::saveFilePath(QWidget *parent, const QString &title, const QString &suggestedName,
                                              const QString &filter)
{
    return QFileDialog::getSaveFileName(parent, title, suggestedName, filter);
}

QString WidgetLeadDialogService::folder(QWidget *parent, const QString &title)
{
    return QFileDialog::getExistingDirectory(parent, title);
}

void WidgetLeadDialogService::showError(QWidget *parent, const QString &title, const QString &message)
{
    QMessageBox::critical(parent, title, message);
}

void WidgetLeadDialogService::showMessage(QWidget *parent, const QString &title, const QString &message)
{
    QMessageBox::information(parent, title, message);
}

} // namespace taxonomist::ui
