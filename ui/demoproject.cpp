#include "demoproject.h"

#include "store/projectstore.h"
#include "store/taxonomystore.h"
#include "study/contentjson.h"
#include "study/studyimporter.h"
#include "taxonomy/taxonomyloader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

const QString demoRoot = u":/taxonomist/demo"_s;

Status populate(ProjectStore &store)
{
    auto imported = StudyImporter::importFolder(store, demoRoot + u"/study"_s, u"taxonomist"_s);
    if (!imported)
        return imported.error();
    QFile content(demoRoot + u"/content.json"_s);
    if (!content.open(QIODevice::ReadOnly))
        return Error(u"the demo's content is missing from this build"_s, {content.fileName(), 0, 0});
    if (auto saved = ContentJson::import(store, content.readAll(), content.fileName()); !saved)
        return saved.error();
    // Label1..Label3 are the demo's three volunteers; a fourth person leads.
    const QStringList names{u"Ana"_s, u"Ben"_s, u"Chen"_s};
    const QList<Annotator> annotators = store.annotators();
    for (int i = 0; i < annotators.size() && i < names.size(); ++i) {
        if (auto status = store.renameAnnotator(annotators[i].id, names[i]); !status)
            return status;
    }
    auto lead = store.addAnnotator(u"Dana (lead)"_s, true);
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
