#pragma once

#include "dialogservice.h"

#include <QStringList>

namespace taxonomist::test {

// Answers the app's dialogs with prepared values and records the errors it was asked to show.
class RecordingDialogService final : public ui::DialogService
{
public:
    QString openAnswer;
    QString newAnswer;
    QStringList errors;

    QString openProjectPath(QWidget *) override { return openAnswer; }
    QString newProjectPath(QWidget *) override { return newAnswer; }
    void showError(QWidget *, const QString &title, const QString &message) override
    {
        errors.append(title + QStringLiteral(": ") + message);
    }
};

} // namespace taxonomist::test
