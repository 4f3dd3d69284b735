// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The import hashes its labels for the audit's baseline as it writes them: the digest it logs
// must be the one the tables give when read back.

#include "store/labelsnapshot.h"
#include "store/projectstore.h"
#include "study/studyimporter.h"
#include "studyfixture.h"

#include <gtest/gtest.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

QJsonObject loggedBaseline(const ProjectStore &store)
{
    QSqlQuery query(store.database());
    if (!query.exec(
            u"SELECT detail FROM audit_log WHERE action = 'label-baseline' ORDER BY id DESC LIMIT 1"_s)
        || !query.next())
        return {};
    return QJsonDocument::fromJson(query.value(0).toByteArray()).object();
}

void expectBaselineOfTheTables(const ProjectStore &store, qint64 labels, qint64 finals)
{
    const QJsonObject logged = loggedBaseline(store);
    auto read = LabelSnapshot::digests(store.handle());
    ASSERT_TRUE(read.ok()) << read.error().message().toStdString();
    EXPECT_EQ(read->first.rows, labels);
    EXPECT_EQ(read->second.rows, finals);
    EXPECT_EQ(logged.value(u"labels"_s).toInteger(), read->first.rows);
    EXPECT_EQ(logged.value(u"labels_sha256"_s).toString().toLatin1(), read->first.sha256);
    EXPECT_EQ(logged.value(u"final_labels"_s).toInteger(), read->second.rows);
    EXPECT_EQ(logged.value(u"final_labels_sha256"_s).toString().toLatin1(), read->second.sha256);
}

} // namespace

TEST(StudyImport, LogsTheBaselineTheTablesGiveBack)
{
    MiniStudy study;
    auto store = ProjectStore::open(study.scratch(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok());
    auto result = StudyImporter::importFolder(**store, study.root(), u"tester"_s);
    ASSERT_TRUE(result.ok()) << result.error().message().toStdString();
    expectBaselineOfTheTables(**store, 23, 7);
}

// Volunteers the project already has keep their columns, whatever their ids: an issue's labels
// are then written in column order but hashed in the baseline's annotator-id order.
TEST(StudyImport, LogsTheBaselineWhenTheVolunteersIdsDoNotFollowTheirColumns)
{
    MiniStudy study;
    auto store = ProjectStore::open(study.scratch(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok());
    {
        QSqlQuery query((*store)->database());
        ASSERT_TRUE(
            query.exec(u"INSERT INTO annotators(id, name, position, label_column)"
                       " VALUES(9, 'Ninth', 1, 1), (5, 'Fifth', 2, 2), (7, 'Seventh', 3, 3)"_s))
            << query.lastError().text().toStdString();
    }
    auto result = StudyImporter::importFolder(**store, study.root(), u"tester"_s);
    ASSERT_TRUE(result.ok()) << result.error().message().toStdString();
    expectBaselineOfTheTables(**store, 23, 7);
}

// A project with stray label rows (no issue, so a damaged file) gets its baseline read from the
// tables, stray rows included, as before.
TEST(StudyImport, ReadsTheBaselineFromTheTablesWhenTheyHeldRowsBefore)
{
    MiniStudy study;
    auto store = ProjectStore::open(study.scratch(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok());
    {
        QSqlQuery query((*store)->database());
        ASSERT_TRUE(query.exec(u"PRAGMA foreign_keys = OFF"_s));
        ASSERT_TRUE(query.exec(
            u"INSERT INTO annotators(id, name, position, label_column) VALUES(1, 'Volunteer 1', 1, 1)"_s));
        ASSERT_TRUE(query.exec(
            u"INSERT INTO labels(issue_id, annotator_id, node_id, false_positive, updated_at)"
            " VALUES(1000000, 1, NULL, 1, 'then')"_s))
            << query.lastError().text().toStdString();
        ASSERT_TRUE(query.exec(u"PRAGMA foreign_keys = ON"_s));
    }
    auto result = StudyImporter::importFolder(**store, study.root(), u"tester"_s);
    ASSERT_TRUE(result.ok()) << result.error().message().toStdString();
    expectBaselineOfTheTables(**store, 24, 7);
}
