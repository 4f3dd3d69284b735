// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "settings.h"

#include <QCryptographicHash>
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

// Settings keys may not contain slashes of a path; a hash of the absolute path names a project.
QString projectKey(const QString &projectPath)
{
    const QByteArray path = QFileInfo(projectPath).absoluteFilePath().toUtf8();
    return u"project-"_s
        + QString::fromLatin1(
            QCryptographicHash::hash(path, QCryptographicHash::Sha1).toHex().left(16));
}

} // namespace

QByteArray Settings::splitterState(const QString &name)
{
    return store().value(u"splitters/"_s + name).toByteArray();
}

void Settings::setSplitterState(const QString &name, const QByteArray &state)
{
    store().setValue(u"splitters/"_s + name, state);
}

QString Settings::annotatorFor(const QString &projectPath)
{
    return store().value(projectKey(projectPath) + u"/annotator"_s).toString();
}

void Settings::setAnnotatorFor(const QString &projectPath, const QString &annotator)
{
    store().setValue(projectKey(projectPath) + u"/annotator"_s, annotator);
}

QList<qint64> Settings::recentNodes(const QString &projectPath, qint64 annotatorId)
{
    QList<qint64> ids;
    const QStringList values
        = store().value(projectKey(projectPath) + u"/recent-%1"_s.arg(annotatorId)).toStringList();
    for (const QString &value : values)
        ids.append(value.toLongLong());
    return ids;
}

void Settings::setRecentNodes(
    const QString &projectPath, qint64 annotatorId, const QList<qint64> &nodeIds)
{
    QStringList values;
    for (const qint64 id : nodeIds)
        values.append(QString::number(id));
    store().setValue(projectKey(projectPath) + u"/recent-%1"_s.arg(annotatorId), values);
}

qint64 Settings::screeningPosition(const QString &projectPath, qint64 annotatorId)
{
    return store()
        .value(projectKey(projectPath) + u"/screening-%1"_s.arg(annotatorId))
        .toLongLong();
}

void Settings::setScreeningPosition(const QString &projectPath, qint64 annotatorId, qint64 issueId)
{
    store().setValue(projectKey(projectPath) + u"/screening-%1"_s.arg(annotatorId), issueId);
}

QString Settings::apiBase(const QString &service)
{
    return store().value(u"fetch/api-"_s + service).toString();
}

void Settings::setApiBase(const QString &service, const QString &url)
{
    if (url.isEmpty())
        store().remove(u"fetch/api-"_s + service);
    else
        store().setValue(u"fetch/api-"_s + service, url);
}

bool Settings::demoInstalled()
{
    return store().value(u"demo/installed"_s).toBool();
}

void Settings::setDemoInstalled(bool installed)
{
    store().setValue(u"demo/installed"_s, installed);
}

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

QString Settings::language()
{
    return store().value(u"interface/language"_s).toString();
}

void Settings::setLanguage(const QString &language)
{
    if (language.isEmpty())
        store().remove(u"interface/language"_s);
    else
        store().setValue(u"interface/language"_s, language);
}

} // namespace taxonomist::ui
