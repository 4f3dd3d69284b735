#pragma once

#include <QByteArray>
#include <QStringList>

namespace taxonomist::ui {

// The one place that reads and writes the user's settings; every key is typed and named here.
class Settings final
{
public:
    static QStringList recentProjects();
    // Puts `path` first in the recent list (at most 8 entries).
    static void addRecentProject(const QString &path);
    static void removeRecentProject(const QString &path);

    static QByteArray mainWindowGeometry();
    static void setMainWindowGeometry(const QByteArray &geometry);
    static QByteArray mainWindowState();
    static void setMainWindowState(const QByteArray &state);

    static constexpr int maxRecentProjects = 8;
};

} // namespace taxonomist::ui
