// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QWidget;

namespace taxonomist::ui {

// The questions the app asks the user in modal dialogs. Tests install their own answers, so
// GUI tests never block on a real dialog.
class DialogService
{
public:
    virtual ~DialogService() = default;
    // A project file to open, or an empty string when the user cancels.
    virtual QString openProjectPath(QWidget *parent) = 0;
    // Where to create a new project, or an empty string when the user cancels.
    virtual QString newProjectPath(QWidget *parent) = 0;
    virtual void showError(QWidget *parent, const QString &title, const QString &message) = 0;
    // A result worth reading (plain text); test services may ignore it.
    virtual void showInformation(QWidget *parent, const QString &title, const QString &message)
    {
        Q_UNUSED(parent)
        Q_UNUSED(title)
        Q_UNUSED(message)
    }
    // Who is labeling: one of `names` or a new name; empty to work read-only.
    virtual QString chooseAnnotator(
        QWidget *parent, const QStringList &names, const QString &current)
        = 0;
    // An issue link to jump to, or empty.
    virtual QString issueUrl(QWidget *parent) = 0;
    // A study repository (or its "Issue Report" folder) to import, or empty.
    virtual QString studyFolder(QWidget *parent) = 0;
    // Whether `name`, who is not on the team, joins it as a volunteer (LabelN in every export).
    virtual bool confirmNewVolunteer(QWidget *parent, const QString &name, int labelColumn) = 0;
    // A yes-or-no question (removing a member of the team); `question` is plain text.
    virtual bool confirm(QWidget *parent, const QString &title, const QString &question) = 0;
    // A question about a step Edit › Undo takes back: Enter answers it with `accept` (the button
    // that says what happens), not Cancel. Asked as confirm() unless a service asks otherwise.
    virtual bool confirmUndoable(
        QWidget *parent, const QString &title, const QString &question, const QString &accept)
    {
        Q_UNUSED(accept);
        return confirm(parent, title, question);
    }
    // Change files to merge into the open project, or an empty list.
    virtual QStringList changeFilesToMerge(QWidget *parent) = 0;
    // Where to write a file the team exchanges (changes, a package), or empty.
    virtual QString fileToWrite(
        QWidget *parent, const QString &title, const QString &suggestedName, const QString &filter)
        = 0;
    // A file to read or to write (interviews, REFI-QDA), or empty when the user cancels; a service
    // that cannot ask answers empty.
    virtual QString openFilePath(QWidget *parent, const QString &title, const QString &filter)
    {
        Q_UNUSED(parent)
        Q_UNUSED(title)
        Q_UNUSED(filter)
        return {};
    }
    virtual QString saveFilePath(
        QWidget *parent, const QString &title, const QString &suggestedName, const QString &filter)
    {
        Q_UNUSED(parent)
        Q_UNUSED(title)
        Q_UNUSED(suggestedName)
        Q_UNUSED(filter)
        return {};
    }
    // A folder to write into (the lead's exports), or empty when the user cancels; a service that
    // cannot ask answers empty.
    virtual QString folder(QWidget *parent, const QString &title)
    {
        Q_UNUSED(parent)
        Q_UNUSED(title)
        return {};
    }
    // A password typed in a masked field, or empty when cancelled.
    virtual QString password(QWidget *parent, const QString &title, const QString &label)
    {
        Q_UNUSED(parent)
        Q_UNUSED(title)
        Q_UNUSED(label)
        return {};
    }
    // One of `items` (or a new text when `editable`), or empty.
    virtual QString chooseItem(QWidget *parent, const QString &title, const QString &label,
        const QStringList &items, const QString &current, bool editable)
    {
        Q_UNUSED(parent)
        Q_UNUSED(title)
        Q_UNUSED(label)
        Q_UNUSED(items)
        Q_UNUSED(current)
        Q_UNUSED(editable)
        return {};
    }
};

// The real dialogs: QFileDialog and QMessageBox.
class WidgetDialogService final : public DialogService
{
    Q_DECLARE_TR_FUNCTIONS(taxonomist::ui::WidgetDialogService)

public:
    QString openProjectPath(QWidget *parent) override;
    QString newProjectPath(QWidget *parent) override;
    void showError(QWidget *parent, const QString &title, const QString &message) override;
    void showInformation(QWidget *parent, const QString &title, const QString &message) override;
    QString chooseAnnotator(
        QWidget *parent, const QStringList &names, const QString &current) override;
    QString issueUrl(QWidget *parent) override;
    QString studyFolder(QWidget *parent) override;
    bool confirmNewVolunteer(QWidget *parent, const QString &name, int labelColumn) override;
    bool confirm(QWidget *parent, const QString &title, const QString &question) override;
    bool confirmUndoable(QWidget *parent, const QString &title, const QString &question,
        const QString &accept) override;
    QStringList changeFilesToMerge(QWidget *parent) override;
    QString fileToWrite(QWidget *parent, const QString &title, const QString &suggestedName,
        const QString &filter) override;
    QString openFilePath(QWidget *parent, const QString &title, const QString &filter) override;
    QString saveFilePath(QWidget *parent, const QString &title, const QString &suggestedName,
        const QString &filter) override;
    QString folder(QWidget *parent, const QString &title) override;
    QString chooseItem(QWidget *parent, const QString &title, const QString &label,
        const QStringList &items, const QString &current, bool editable) override;
    QString password(QWidget *parent, const QString &title, const QString &label) override;
};

} // namespace taxonomist::ui
