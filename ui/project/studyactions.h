// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fetch/fetchsettings.h"

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace taxonomist::ui {

class AsyncTask;
class DialogService;
class NewStudyWizard;
class ProjectSession;
struct NewStudyPlan;

// A study of one's own, from the app: File › New Study… (NewStudyWizard, then core's NewStudy
// with the frameworks, all or nothing), Project › Collect Issues… (CollectDialog) and Project ›
// Add Issues from URL List… (core's IssueListFile on a worker thread, all or nothing). What the
// collection and the list add reaches the views when the window opens the project again
// (issuesAdded()).
class StudyActions final : public QObject
{
    Q_OBJECT

public:
    // `settings` gives the fetch settings of the moment (API bases, tokens from the keychain).
    StudyActions(DialogService &dialogs, ProjectSession *session, QWidget *window,
        std::function<core::FetchSettings()> settings);

    QAction *newStudy() const { return m_newStudy; }
    QAction *collect() const { return m_collect; }
    QAction *addFromList() const { return m_addFromList; }

    // The wizard's result made a project; false (with the error shown) when it could not be.
    bool createStudy(const NewStudyPlan &plan);
    // Adds the URLs of `file` to `framework` in the background.
    void addIssuesFromList(const QString &file, const QString &framework);

Q_SIGNALS:
    void studyCreated(const QString &path);
    // Issues were added to the open project (a collection, a URL list).
    void issuesAdded();
    void progressed(const QString &message);

private:
    void runWizard();
    void runCollect();
    void chooseList();
    QStringList frameworkNames() const;
    void update();

    DialogService &m_dialogs;
    ProjectSession *m_session;
    QWidget *m_window;
    std::function<core::FetchSettings()> m_settings;
    QAction *m_newStudy;
    QAction *m_collect;
    QAction *m_addFromList;
    AsyncTask *m_task;
};

} // namespace taxonomist::ui
