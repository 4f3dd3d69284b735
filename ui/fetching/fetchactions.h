#pragma once

#include <QObject>
#include <QString>

class QLabel;
class QMainWindow;
class QProgressBar;
class QToolButton;

namespace taxonomist::core {
class TokenStore;
struct FetchScope;
}

namespace taxonomist::ui {

class FetchController;
class IssueListView;
class Workbench;

// Everything the main window offers for fetching issue content: the Fetch menu, the progress,
// ETA and rate-limit line with Cancel in the status bar, the settings dialog with the keychain,
// and keeping the list and the viewer in step as issues arrive.
class FetchActions final : public QObject
{
    Q_OBJECT

public:
    FetchActions(QMainWindow *window, Workbench *workbench, IssueListView *list);

    FetchController *controller() const { return m_controller; }
    // The open project's file (empty: none); a running fetch of the previous one stops.
    void setProject(const QString &projectPath);
    void setTokenStore(core::TokenStore *tokens);
    void fetch(const core::FetchScope &scope);

private:
    void createMenu();
    void applySettings();

    QMainWindow *m_window;
    Workbench *m_workbench;
    IssueListView *m_list;
    FetchController *m_controller;
    core::TokenStore *m_tokens = nullptr;
    QString m_githubToken; // from the keychain; in memory only
    QString m_giteeToken;
    bool m_hasProject = false;
    QProgressBar *m_progress;
    QLabel *m_label;
    QToolButton *m_cancel;
};

} // namespace taxonomist::ui
