// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "dialogservice.h"

namespace taxonomist::ui {

// The dialogs of a run nobody watches (`--screenshot`, `--bench`): a question or an error there
// would wait forever for a click, so each one is printed to stderr instead ("taxonomist
// --screenshot: Cannot open the project: …") and ends the run with exit code 2.
class HeadlessDialogService final : public DialogService
{
public:
    static constexpr int ExitCode = 2;

    // `mode` names the run in messages (e.g. "--screenshot"). `annotator`, when given, answers
    // "who is labeling?" (the benchmark labels as a fresh annotator); otherwise that is an error
    // too.
    explicit HeadlessDialogService(QString mode, QString annotator = {});

    QString openProjectPath(QWidget *parent) override;
    QString newProjectPath(QWidget *parent) override;
    void showError(QWidget *parent, const QString &title, const QString &message) override;
    void showInformation(QWidget *parent, const QString &title, const QString &message) override;
    QString chooseAnnotator(
        QWidget *parent, const QStringList &names, const QString &current) override;
    QString issueUrl(QWidget *parent) override;
    QString studyFolder(QWidget *parent) override;
    // Yes for the --annotator the run was given (it labels as them), a failure otherwise.
    bool confirmNewVolunteer(QWidget *parent, const QString &name, int labelColumn) override;
    bool confirm(QWidget *parent, const QString &title, const QString &question) override;
    QStringList changeFilesToMerge(QWidget *parent) override;
    QString fileToWrite(QWidget *parent, const QString &title, const QString &suggestedName,
        const QString &filter) override;

    // Whether any headless service of this process was asked for a dialog: the run has failed.
    static bool hasFailed();

private:
    // Prints the dialog and makes the event loop (now or once it runs) exit with ExitCode.
    void fail(const QString &title, const QString &message);

    QString m_mode;
    QString m_annotator;
};

} // namespace taxonomist::ui
