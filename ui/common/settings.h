// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QList>
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
    // The sizes of a named splitter (the list beside the workbench, the issue beside the picker).
    static QByteArray splitterState(const QString &name);
    static void setSplitterState(const QString &name, const QByteArray &state);

    // Who labels in a project on this machine, by project file.
    static QString annotatorFor(const QString &projectPath);
    static void setAnnotatorFor(const QString &projectPath, const QString &annotator);
    // The taxonomy nodes an annotator used last in a project, most recent first.
    static QList<qint64> recentNodes(const QString &projectPath, qint64 annotatorId);
    static void setRecentNodes(
        const QString &projectPath, qint64 annotatorId, const QList<qint64> &nodeIds);
    // How far the annotator's screening pass has come: the furthest candidate issue decided (0:
    // none). Kept here, not in the project: a keep writes no row (ScreeningRule).
    static qint64 screeningPosition(const QString &projectPath, qint64 annotatorId);
    static void setScreeningPosition(
        const QString &projectPath, qint64 annotatorId, qint64 issueId);
    // An API base URL set in the app ("github", "gitee"); empty: the environment or the default.
    static QString apiBase(const QString &service);
    static void setApiBase(const QString &service, const QString &url);
    // Whether the bundled demo project was already set up on first launch.
    static bool demoInstalled();
    static void setDemoInstalled(bool installed);

    // The interface language chosen in Help › Language ("en", "zh_CN"); empty: the system's.
    static QString language();
    static void setLanguage(const QString &language);

    static constexpr int maxRecentProjects = 8;
};

} // namespace taxonomist::ui
