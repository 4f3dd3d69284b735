// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogservice.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace taxonomist::ui {

namespace {
const QString projectFilter
    = WidgetDialogService::tr("Taxonomist projects (*.taxonomist *.sqlite *.db);;All files (*)");
}

QString WidgetDialogService::openProjectPath(QWidget *parent)
{
    return QFileDialog::getOpenFileName(parent, tr("Open Project"), QString(), projectFilter);
}

QString WidgetDialogService::newProjectPath(QWidget *parent)
{
    QString path = QFileDialog::getSaveFileName(
        parent, tr("New Project"), tr("Untitled.taxonomist"), projectFilter);
    if (!path.isEmpty() && !path.contains(u'.'))
        path += u".taxonomist"_s;
    return path;
}

void WidgetDialogService::showError(QWidget *parent, const QString &title, const QString &message)
{
    // Plain text: errors repeat file names, issue titles and server answers, all untrusted.
    QMessageBox box(QMessageBox::Critical, title, message, QMessageBox::Ok, parent);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

void WidgetDialogService::showInformation(
    QWidget *parent, const QString &title, const QString &message)
{
    // Plain text: a report repeats names from the project file, which is untrusted.
    QMessageBox box(QMessageBox::Information, title, message, QMessageBox::Ok, parent);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

QString WidgetDialogService::chooseAnnotator(
    QWidget *parent, const QStringList &names, const QString &current)
{
    bool ok = false;
    const QString name = QInputDialog::getItem(parent, tr("Who is labeling?"),
        tr("Pick your name from the team. Someone new can type their name: you are"
           " asked before they join as a volunteer.\nYou see only your own labels."),
        names, std::max<qsizetype>(0, names.indexOf(current)), true, &ok);
    return ok ? name.trimmed() : QString();
}

QString WidgetDialogService::issueUrl(QWidget *parent)
{
    return QInputDialog::getText(parent, tr("Go to Issue"), tr("Issue URL:")).trimmed();
}

QString WidgetDialogService::studyFolder(QWidget *parent)
{
    return QFileDialog::getExistingDirectory(
        parent, tr("Import Study — pick the repository or its \"Issue Report\" folder"));
}

bool WidgetDialogService::confirmNewVolunteer(QWidget *parent, const QString &name, int labelColumn)
{
    QMessageBox box(QMessageBox::Question, tr("Join the team?"),
        tr("%1 is not on this project's team.\n\nAdd %1 as a volunteer? They get the column "
           "Label%2 in every"
           " framework's export, and agreement counts them as a rater.")
            .arg(name)
            .arg(labelColumn),
        QMessageBox::Yes | QMessageBox::Cancel, parent);
    box.setTextFormat(Qt::PlainText);
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Yes;
}

bool WidgetDialogService::confirm(QWidget *parent, const QString &title, const QString &question)
{
    QMessageBox box(
        QMessageBox::Question, title, question, QMessageBox::Yes | QMessageBox::Cancel, parent);
    box.setTextFormat(Qt::PlainText);
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Yes;
}

bool WidgetDialogService::confirmUndoable(
    QWidget *parent, const QString &title, const QString &question, const QString &accept)
{
    QMessageBox box(QMessageBox::Question, title, question, QMessageBox::Cancel, parent);
    box.setTextFormat(Qt::PlainText);
    QPushButton *yes = box.addButton(accept, QMessageBox::AcceptRole);
    box.setDefaultButton(yes);
    box.exec();
    return box.clickedButton() == yes;
}

QStringList WidgetDialogService::changeFilesToMerge(QWidget *parent)
{
    return QFileDialog::getOpenFileNames(parent, tr("Merge Changes"), QString(),
        tr("Taxonomist change files (*.changes);;All files (*)"));
}

QString WidgetDialogService::fileToWrite(
    QWidget *parent, const QString &title, const QString &suggestedName, const QString &filter)
{
    return QFileDialog::getSaveFileName(parent, title, suggestedName, filter);
}

QString WidgetDialogService::openFilePath(
    QWidget *parent, const QString &title, const QString &filter)
{
    return QFileDialog::getOpenFileName(parent, title, QString(), filter);
}

QString WidgetDialogService::saveFilePath(
    QWidget *parent, const QString &title, const QString &suggestedName, const QString &filter)
{
    return QFileDialog::getSaveFileName(parent, title, suggestedName, filter);
}

QString WidgetDialogService::folder(QWidget *parent, const QString &title)
{
    return QFileDialog::getExistingDirectory(parent, title);
}

QString WidgetDialogService::chooseItem(QWidget *parent, const QString &title, const QString &label,
    const QStringList &items, const QString &current, bool editable)
{
    bool ok = false;
    const QString item = QInputDialog::getItem(
        parent, title, label, items, std::max<qsizetype>(0, items.indexOf(current)), editable, &ok);
    return ok ? item.trimmed() : QString();
}

QString WidgetDialogService::password(QWidget *parent, const QString &title, const QString &label)
{
    bool ok = false;
    const QString text
        = QInputDialog::getText(parent, title, label, QLineEdit::Password, QString(), &ok);
    return ok ? text : QString();
}

} // namespace taxonomist::ui
