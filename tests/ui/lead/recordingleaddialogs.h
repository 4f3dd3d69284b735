// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/dialogservice.h"

#include <QStringList>

namespace taxonomist::test {

// Answers the lead's dialogs with prepared values and records what was asked. The lead's views ask
// only confirm, saveFilePath, folder, chooseItem, showError and showInformation; the other
// questions of the app's dialog service are answered empty (or no).
class RecordingLeadDialogs final : public ui::DialogService
{
public:
    bool confirmAnswer = true;
    QStringList confirmations;
    QString pathAnswer;
    QString folderAnswer;
    QStringList errors;
    QStringList suggestedNames; // the file names saveFilePath suggested
    QStringList messages; // "title: message" of showInformation
    QString itemAnswer = QStringLiteral("300"); // chooseItem's answer (a PNG's resolution)
    QStringList itemChoices; // the items chooseItem offered, joined by '|'

    bool confirm(QWidget *, const QString &, const QString &question) override
    {
        confirmations.append(question);
        return confirmAnswer;
    }
    QString saveFilePath(
        QWidget *, const QString &, const QString &suggestedName, const QString &) override
    {
        suggestedNames.append(suggestedName);
        return pathAnswer;
    }
    QString folder(QWidget *, const QString &) override { return folderAnswer; }
    void showError(QWidget *, const QString &title, const QString &message) override
    {
        errors.append(title + QStringLiteral(": ") + message);
    }
    void showInformation(QWidget *, const QString &title, const QString &message) override
    {
        messages.append(title + QStringLiteral(": ") + message);
    }

    QString chooseItem(QWidget *, const QString &, const QString &, const QStringList &items,
        const QString &, bool) override
    {
        itemChoices.append(items.join(QLatin1Char('|')));
        return itemAnswer;
    }

    // Not asked by the lead's views.
    QString openProjectPath(QWidget *) override { return {}; }
    QString newProjectPath(QWidget *) override { return {}; }
    QString chooseAnnotator(QWidget *, const QStringList &, const QString &) override { return {}; }
    QString issueUrl(QWidget *) override { return {}; }
    QString studyFolder(QWidget *) override { return {}; }
    bool confirmNewVolunteer(QWidget *, const QString &, int) override { return false; }
    QStringList changeFilesToMerge(QWidget *) override { return {}; }
    QString fileToWrite(QWidget *, const QString &, const QString &, const QString &) override
    {
        return {};
    }
};

} // namespace taxonomist::test
