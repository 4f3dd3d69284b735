// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QMainWindow>

#include <memory>

class QAction;
class QLabel;
class QMenu;
class QSplitter;

namespace taxonomist::core {
class ProjectStore;
class TokenStore;
struct FetchScope;
} // namespace taxonomist::core

namespace taxonomist::ui {

class CardSortWindow;
class CodebookDialog;
class DialogService;
class FetchActions;
class StudyActions;
class InterviewActions;
class IssueListView;
class LeadWindow;
class ProjectSession;
class ServerSetupActions;
class StudyImportTask;
class SyncActions;
class TeamActions;
class ScreeningView;
class Workbench;

// The application window: it owns the project session, assembles the issue list and the
// workbench over it and owns the actions; the features live in their own widgets, which follow
// the session rather than each other.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(std::unique_ptr<DialogService> dialogs, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a project file and asks who is labeling; on failure shows the error, keeps the
    // current project and returns false.
    bool openProject(const QString &path);
    // Creates a project with the bundled taxonomy and opens it.
    bool createProject(const QString &path);
    void closeProject();
    // Imports a study into a new project on a worker thread, then opens it.
    void importStudy(const QString &folder, const QString &projectPath);

    ProjectSession *session() const { return m_session; }
    const core::ProjectStore *project() const;
    qint64 annotatorId() const;
    IssueListView *issueList() const { return m_issueList; }
    TeamActions *teamActions() const { return m_team; }
    SyncActions *syncActions() const { return m_sync; }
    ServerSetupActions *serverSetupActions() const { return m_serverSetup; }
    Workbench *workbench() const { return m_workbench; }

    // Go › Screening…: the volunteer's false-positive pass (ScreeningView).
    void openScreening();
    ScreeningView *screeningView() const { return m_screening; }
    void goToNextUnlabeled();
    // Help › Codebook and F1 on a node of the picker: the codebook, at that node (0: as it was).
    void openCodebook(qint64 nodeId);
    bool goToUrl(const QString &url);

    // Where API tokens are kept (the system keychain in the app); without one, tokens come from
    // the environment only.
    void setTokenStore(core::TokenStore *tokens);
    void fetch(const core::FetchScope &scope);

    // The lead's window (reconciliation, dashboard, rounds, proposals) for the open project;
    // nullptr unless the annotator is the lead.
    LeadWindow *openLeadWindow();
    // Taxonomy › Card Sort…: the lead sorts the volunteers' open codes into the taxonomy; nullptr
    // unless the annotator is the lead.
    CardSortWindow *openCardSort();
    InterviewActions *interviewActions() const { return m_interviews; }

Q_SIGNALS:
    void projectOpened(const QString &path);
    void importFinished(bool ok, const QString &message);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void rebuildRecentMenu();
    void updateTitle();
    QString annotatorText() const;
    // Asks who labels in `store`, adding a new name; remembers the answer for the project.
    bool chooseAnnotator(core::ProjectStore &store);
    void showError(const QString &title, const QString &message);
    void createLeadActions();

    std::unique_ptr<DialogService> m_dialogs;
    ProjectSession *m_session;
    std::unique_ptr<StudyImportTask> m_import;
    QSplitter *m_splitter;
    IssueListView *m_issueList;
    Workbench *m_workbench;
    QMenu *m_recentMenu = nullptr;
    QLabel *m_projectLabel;
    QLabel *m_annotatorLabel;
    QLabel *m_taxonomyLabel;
    FetchActions *m_fetch = nullptr;
    StudyActions *m_study = nullptr;
    InterviewActions *m_interviews = nullptr;
    LeadWindow *m_leadWindow = nullptr;
    QAction *m_leadAction = nullptr;
    QAction *m_editTaxonomyAction = nullptr; // Taxonomy › Edit Taxonomy…, the lead's only
    QAction *m_cardSortAction = nullptr;
    CardSortWindow *m_cardSort = nullptr;
    TeamActions *m_team = nullptr;
    CodebookDialog *m_codebook = nullptr;
    ScreeningView *m_screening = nullptr; // the volunteer's screening pass, made when first asked
    SyncActions *m_sync = nullptr;
    ServerSetupActions *m_serverSetup = nullptr;
    QLabel *m_syncLabel = nullptr;
};

} // namespace taxonomist::ui
