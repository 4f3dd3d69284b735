// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "study/studydata.h"
#include "testpaths.h"

#include <QString>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::test {

// The published study (../shared/study) imported into a temporary project: the import is the
// expensive part, so a suite does it once in SetUpTestSuite and shares the project.
class ImportedStudy final
{
public:
    // Imports the study; nothing when its data is absent, `error` says why it failed otherwise.
    static std::unique_ptr<ImportedStudy> import(QString *error);
    ~ImportedStudy();

    core::ProjectStore &store() { return *m_store; }
    const core::StudyData &data() const { return m_data; }
    // A path in the project's temporary folder.
    QString scratch(const QString &name) const { return m_dir.filePath(name); }

private:
    ImportedStudy() = default;

    QTemporaryDir m_dir;
    std::unique_ptr<core::ProjectStore> m_store;
    core::StudyData m_data;
};

// A suite over the published study, imported once in SetUpTestSuite (a suite that needs more
// calls it first) and shared by its tests as study(); each test is skipped, saying why, when the
// study's data is absent.
class PublishedStudySuite : public ::testing::Test
{
protected:
    static void SetUpTestSuite()
    {
        if (studyDir().isEmpty())
            return;
        QString error;
        s_study = ImportedStudy::import(&error);
        ASSERT_TRUE(s_study) << error.toStdString();
    }
    static void TearDownTestSuite() { s_study.reset(); }
    void SetUp() override
    {
        TAXONOMIST_REQUIRE_STUDY();
        ASSERT_TRUE(s_study);
    }

    static ImportedStudy &study() { return *s_study; }

    static inline std::unique_ptr<ImportedStudy> s_study;
};

// A new project at `projectPath` holding tests/fixtures/mini-study (read in place, never
// changed); nothing, with `error` set, when that fails.
std::unique_ptr<core::ProjectStore> importMiniStudy(const QString &projectPath, QString *error);

} // namespace taxonomist::test
