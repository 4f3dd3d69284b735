// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "demoproject.h"

#include "fetch/contentjson.h"
#include "store/projectstore.h"
#include "study/studyimporter.h"
#include "taxonomy/taxonomyloader.h"
#include "taxonomy/taxonomystore.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

const QString demoRoot = u":/taxonomist/demo"_s;

// The importer reads only regular files inside a real folder (study folders are untrusted), so
// the bundled study is first copied out of the resource system.
Status copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(source));
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(source, target))
            return Error(u"cannot copy the bundled demo study"_s, {target, 0, 0});
    }
    return success();
}

Status populate(ProjectStore &store)
{
    QTemporaryDir study;
    if (!study.isValid())
        return Error(u"cannot create a temporary folder for the demo study"_s, {study.path(), 0, 0});
    if (auto copied = copyTree(demoRoot + u"/study"_s, study.path()); !copied)
        return copied;
    auto imported = StudyImporter::importFolder(store, study.path(), u"taxonomist"_s);
    if (!imported)
        return imported.error();
    QFile content(demoRoot + u"/content.json"_s);
    if (!content.open(QIODevice::ReadOnly))
        return Error(u"the demo's content is missing from this build"_s, {content.fileName(), 0, 0});
    if (auto saved = ContentJson::import(store, content.readAll(), content.fileName()); !saved)
        return saved.error();
    // Label1..Label3 are the demo's three volunteers; Dana leads (no label column).
    const QStringList names{u"Ana"_s, u"Ben"_s, u"Chen"_s};
    const QList<Annotator> annotators = store.annotators();
    for (int i = 0; i < annotators.size() && i < names.size(); ++i) {
        if (auto status = store.renameAnnotator(annotators[i].id, names[i]); !status)
            return status;
    }
    auto lead = store.addAnnotator(u"Dana"_s, true);
    return lead ? success() : Status(lead.error());
}

} // namespace

Result<QString> DemoProject::install(const QString &folder)
{
    const QString path = QDir(folder).filePath(fileName());
    if (QFileInfo::exists(path))
        return path;
    if (!QDir().mkpath(folder))
        return Error(u"cannot create the folder"_s, {folder, 0, 0});
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    if (!taxonomy)
        return taxonomy.error();
    const QString partial = path + u".partial"_s;
    for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s})
        QFile::remove(partial + suffix);
    {
        auto store = TaxonomyStore::createProject(partial, *taxonomy);
        if (!store)
            return store.error();
        if (auto status = populate(**store); !status) {
            store->reset();
            QFile::remove(partial);
            return status.error();
        }
    }
    // Only a complete demo gets the real name, so an interrupted first launch starts over.
    if (!QFile::rename(partial, path))
        return Error(u"cannot move the demo project into place"_s, {path, 0, 0});
    return path;
}

} // namespace taxonomist::ui
