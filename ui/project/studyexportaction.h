// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QString>

class QAction;
class QWidget;

namespace taxonomist::ui {

class AsyncTask;
class DialogService;

// File › Export Study… and Export Replication Package…: `taxonomist-cli export-study DIR` and
// `export-study DIR --package` from the app, on a worker thread with its own connection, with the
// same checks and refusals (core's StudyExporter and ReplicationPackage: a non-empty folder that
// is no earlier export is refused, a damaged project fails naming the file). The study's tree
// goes into the folder chosen, the long CSV beside it (FOLDER-long.csv) or, for a package, in it.
class StudyExportAction final : public QObject
{
    Q_OBJECT

public:
    StudyExportAction(DialogService &dialogs, QWidget *window);

    QAction *exportStudy() const { return m_study; }
    QAction *exportPackage() const { return m_package; }

public Q_SLOTS:
    // The project now open (empty: none); the actions export it.
    void setProjectPath(const QString &path);

Q_SIGNALS:
    // What the export is doing, for the status bar; empty when it is done.
    void progressed(const QString &message);
    void exported(const QString &folder);

private:
    void start(bool package);

    DialogService &m_dialogs;
    QWidget *m_window;
    QAction *m_study;
    QAction *m_package;
    QString m_path;
    AsyncTask *m_task;
};

} // namespace taxonomist::ui
