// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "importedstudy.h"

#include "store/projectstore.h"
#include "study/studyimporter.h"
#include "testpaths.h"

using namespace Qt::StringLiterals;

namespace taxonomist::test {

std::unique_ptr<ImportedStudy> ImportedStudy::import(QString *error)
{
    if (studyDir().isEmpty())
        return nullptr;
    std::unique_ptr<ImportedStudy> study(new ImportedStudy);
    auto store = core::ProjectStore::open(study->m_dir.filePath(u"study.taxonomist"_s));
    if (!store) {
        *error = store.error().message();
        return nullptr;
    }
    study->m_store = std::move(store).value();
    auto result = core::StudyImporter::importFolder(*study->m_store, studyDir(), u"test"_s);
    if (!result) {
        *error = result.error().message();
        return nullptr;
    }
    study->m_data = std::move(result->first);
    return study;
}

ImportedStudy::~ImportedStudy() = default;

std::unique_ptr<core::ProjectStore> importMiniStudy(const QString &projectPath, QString *error)
{
    auto store = core::ProjectStore::open(projectPath);
    if (!store) {
        *error = store.error().message();
        return nullptr;
    }
    auto result
        = core::StudyImporter::importFolder(**store, fixturesDir() + u"/mini-study"_s, u"test"_s);
    if (!result) {
        *error = result.error().message();
        return nullptr;
    }
    return std::move(store).value();
}

} // namespace taxonomist::test
