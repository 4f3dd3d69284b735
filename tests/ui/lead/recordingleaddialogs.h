// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "lead/leaddialogservice.h"

#include <QStringList>

namespace taxonomist::test {

// Answers the lead's dialogs with prepared values and records what was asked.
class RecordingLeadDialogs final : public ui::LeadDialogService
{
public:
    bool confirmAnswer = true;
    QStringList confirmations;
    QString pathAnswer;
    QString folderAnswer;
    QStringList errors;
    QStringList messages;

    bool confirm(QWidget *, const QString &, const QString &question) override
    {
        confirmations.append(question);
        return confirmAnswer;
    }
    QString saveFilePath(QWidget *, const QString &, const QString &, const QString &) override
    {
        return pathAnswer;
    }
    QString folder(QWidget *, const QString &) override { return folderAnswer; }
    void showError(QWidget *, const QString &title, const QString &message) override
    {
        errors.append(title + QStringLiteral(": ") + message);
    }
    void showMessage(QWidget *, const QString &title, const QString &message) override
    {
        messages.append(title + QStringLiteral(": ") + message);
    }
};

} // namespace taxonomist::test
