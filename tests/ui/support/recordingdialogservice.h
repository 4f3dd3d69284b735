// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/dialogservice.h"

#include <QStringList>

namespace taxonomist::test {

// Answers the app's dialogs with prepared values and records the errors it was asked to show.
class RecordingDialogService final : public ui::DialogService
{
public:
    QString openAnswer;
    QString newAnswer;
    QStringList errors;
    QString annotatorAnswer;
    QStringList annotatorChoicesSeen;
    QString urlAnswer;
    QString folderAnswer;
    QString exportFolderAnswer; // folder(): where to write (an export), not a study to read
    bool newVolunteerAnswer = false;
    QStringList newVolunteersAsked; // "NAME as Label8"
    bool confirmAnswer = false;
    QStringList questions;
    QStringList mergeAnswer;
    QString writeAnswer;
    QStringList information; // "title: message"
    QString openFileAnswer;
    QString saveFileAnswer;
    QString passwordAnswer;
    QStringList passwordsAsked; // "title: label"
    QStringList itemAnswers; // answered in turn
    QStringList &informations = information; // the interview tests' spelling

    QString openProjectPath(QWidget *) override { return openAnswer; }
    QString password(QWidget *, const QString &title, const QString &label) override
    {
        passwordsAsked.append(title + QStringLiteral(": ") + label);
        return passwordAnswer;
    }
    QString newProjectPath(QWidget *) override { return newAnswer; }
    void showError(QWidget *, const QString &title, const QString &message) override
    {
        errors.append(title + QStringLiteral(": ") + message);
    }
    QString chooseAnnotator(QWidget *, const QStringList &names, const QString &) override
    {
        annotatorChoicesSeen = names;
        return annotatorAnswer;
    }
    QString issueUrl(QWidget *) override { return urlAnswer; }
    QString studyFolder(QWidget *) override { return folderAnswer; }
    QString folder(QWidget *, const QString &) override { return exportFolderAnswer; }
    void showInformation(QWidget *, const QString &title, const QString &message) override
    {
        information.append(title + QStringLiteral(": ") + message);
    }
    bool confirmNewVolunteer(QWidget *, const QString &name, int labelColumn) override
    {
        newVolunteersAsked.append(
            name + QStringLiteral(" as Label") + QString::number(labelColumn));
        return newVolunteerAnswer;
    }
    bool confirm(QWidget *, const QString &title, const QString &question) override
    {
        questions.append(title + QStringLiteral(": ") + question);
        return confirmAnswer;
    }
    QStringList changeFilesToMerge(QWidget *) override { return mergeAnswer; }
    QString fileToWrite(QWidget *, const QString &, const QString &, const QString &) override
    {
        return writeAnswer;
    }
    QString openFilePath(QWidget *, const QString &, const QString &) override
    {
        return openFileAnswer;
    }
    QString saveFilePath(QWidget *, const QString &, const QString &, const QString &) override
    {
        return saveFileAnswer;
    }
    QString chooseItem(QWidget *, const QString &, const QString &, const QStringList &,
        const QString &, bool) override
    {
        return itemAnswers.isEmpty() ? QString() : itemAnswers.takeFirst();
    }
};

} // namespace taxonomist::test
