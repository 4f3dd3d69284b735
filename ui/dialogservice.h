#pragma once

#include <QString>

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
};

// The real dialogs: QFileDialog and QMessageBox.
class WidgetDialogService final : public DialogService
{
public:
    QString openProjectPath(QWidget *parent) override;
    QString newProjectPath(QWidget *parent) override;
    void showError(QWidget *parent, const QString &title, const QString &message) override;
};

} // namespace taxonomist::ui
