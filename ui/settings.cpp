#include "settings.h"

#include <QFileInfo>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace taxonomist::ui {

namespace {

QSettings store()
{
    return QSettings(QSettings::IniFormat, QSettings::UserScope, u"Taxonomist"_s, u"Taxonomist"_s);
}

const QString recentKey = u"projects/recent"_s;
const QString geometryKey = u"mainWindow/geometry"_s;
const QString stateKey = u"mainWindow/state"_s;

} // namespace

QStringList Settings::recentProjects()
{
    return store().value(recentKey).toStringList();
}

void Settings::addRecentProject(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = recentProjects();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > maxRecentProjects)
        list.removeLast();
    store().setValue(recentKey, list);
}

void Settings::removeRecentProject(const QString &path)
{
    QStringList list = recentProjects();
    list.removeAll(QFileInfo(path).absoluteFilePath());
    store().setValue(recentKey, list);
}

QByteArray Settings::mainWindowGeometry()
{
    return store().value(geometryKey).toByteArray();
}

void Settings::setMainWindowGeometry(const QByteArray &geometry)
{
    store().setValue(geometryKey, geometry);
}

QByteArray Settings::mainWindowState()
{
    return store().value(stateKey).toByteArray();
}

void Settings::setMainWindowState(const QByteArray &state)
{
    store().setValue(stateKey, state);
}

} // namespace taxonomist::ui
