#pragma once

#include <QMainWindow>

#include <memory>

class QLabel;
class QMenu;

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

class DialogService;
class IssueListView;

// The application window: it assembles the views and the actions; features live in their own
// widgets and controllers.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(std::unique_ptr<DialogService> dialogs, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a project file; on failure shows the error, keeps the current project, returns false.
    bool openProject(const QString &path);
    // Creates a project with the bundled taxonomy and opens it.
    bool createProject(const QString &path);
    void closeProject();

    const core::ProjectStore *project() const { return m_project.get(); }
    IssueListView *issueList() const { return m_issueList; }

Q_SIGNALS:
    void projectOpened(const QString &path);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void rebuildRecentMenu();
    void updateTitle();
    void showProjectError(const QString &title, const QString &message);

    std::unique_ptr<DialogService> m_dialogs;
    std::unique_ptr<core::ProjectStore> m_project;
    IssueListView *m_issueList;
    QMenu *m_recentMenu = nullptr;
    QLabel *m_projectLabel;
    QLabel *m_taxonomyLabel;
};

} // namespace taxonomist::ui
