// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "store/projectstore.h"
#include "olderschema.h"
#include "store/schema.h"
#include "store/sqlitestatement.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QVariant>

#include <sqlite3.h>

using namespace taxonomist::core;
namespace test = taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

QVariant scalar(const ProjectStore &store, const QString &sql)
{
    QSqlQuery query(store.database());
    return query.exec(sql) && query.next() ? query.value(0) : QVariant();
}

// Runs an SQL script on a file through a connection of its own, outside ProjectStore.
bool runScript(const QString &path, const QByteArray &script)
{
    return taxonomist::test::runScriptOn(path, script).isEmpty();
}

class ProjectStoreTest : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    QString path(const QString &name = u"project.taxonomist"_s) const { return dir.filePath(name); }
};

} // namespace

TEST_F(ProjectStoreTest, CreatesANewProjectAtTheCurrentSchema)
{
    auto store = ProjectStore::open(path());
    ASSERT_TRUE(store.ok()) << store.error().message().toStdString();
    EXPECT_EQ((*store)->schemaVersion(), schema::currentVersion());
    EXPECT_EQ(scalar(**store, u"PRAGMA journal_mode"_s).toString(), u"wal"_s);
    EXPECT_EQ(scalar(**store, u"PRAGMA foreign_keys"_s).toInt(), 1);
    EXPECT_EQ(scalar(**store, u"PRAGMA application_id"_s).toInt(), schema::applicationId);
}

TEST_F(ProjectStoreTest, ReopensWhatItWrote)
{
    {
        auto store = ProjectStore::open(path());
        ASSERT_TRUE(store.ok());
        ASSERT_TRUE((*store)->addAnnotator(u"Ada"_s, true).ok());
        ASSERT_TRUE((*store)->setInfo(u"k"_s, u"v"_s).ok());
    }
    auto store = ProjectStore::open(path(), ProjectStore::OpenMode::ExistingOnly);
    ASSERT_TRUE(store.ok()) << store.error().message().toStdString();
    ASSERT_EQ((*store)->annotators().size(), 1);
    EXPECT_EQ((*store)->annotators().first().name, u"Ada"_s);
    EXPECT_TRUE((*store)->annotators().first().isLead);
    EXPECT_EQ((*store)->info(u"k"_s), u"v"_s);
}

TEST_F(ProjectStoreTest, ExistingOnlyDoesNotCreateAFile)
{
    auto store = ProjectStore::open(path(), ProjectStore::OpenMode::ExistingOnly);
    ASSERT_FALSE(store.ok());
    EXPECT_FALSE(QFile::exists(path()));
    EXPECT_TRUE(store.error().message().startsWith(path()));
}

TEST_F(ProjectStoreTest, RejectsAFileThatIsNotADatabaseAndLeavesItAlone)
{
    ASSERT_TRUE(test::writeAll(path(), "Issue_URL,Label1\nhttps://x,C.1\n"));
    const QByteArray before = test::fileHash(path());
    auto store = ProjectStore::open(path());
    ASSERT_FALSE(store.ok());
    EXPECT_TRUE(store.error().what().contains(u"not a Taxonomist project"_s));
    EXPECT_EQ(test::fileHash(path()), before);
}

TEST_F(ProjectStoreTest, RejectsAnotherProgramsSqliteDatabaseAndLeavesItAlone)
{
    ASSERT_TRUE(runScript(path(),
        "CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes VALUES(1, "
        "'x');"));
    const QByteArray before = test::fileHash(path());
    auto store = ProjectStore::open(path());
    ASSERT_FALSE(store.ok());
    EXPECT_TRUE(store.error().what().contains(u"another program"_s))
        << store.error().message().toStdString();
    EXPECT_EQ(test::fileHash(path()), before);
    EXPECT_FALSE(QFile::exists(path() + u"-wal"_s));
}

TEST_F(ProjectStoreTest, RejectsAProjectFromANewerVersionAndLeavesItAlone)
{
    {
        ASSERT_TRUE(ProjectStore::open(path()).ok());
    }
    ASSERT_TRUE(runScript(path(), "PRAGMA user_version=99;"));
    const QByteArray before = test::fileHash(path());
    auto store = ProjectStore::open(path());
    ASSERT_FALSE(store.ok());
    EXPECT_TRUE(store.error().what().contains(u"newer Taxonomist"_s))
        << store.error().message().toStdString();
    EXPECT_TRUE(store.error().what().contains(u"99"_s));
    EXPECT_EQ(test::fileHash(path()), before);
}

TEST_F(ProjectStoreTest, RejectsADamagedFileAndLeavesItAlone)
{
    {
        auto store = ProjectStore::open(path());
        ASSERT_TRUE(store.ok());
        ASSERT_TRUE((*store)->addAnnotator(u"Ada"_s).ok());
    }
    QByteArray bytes = test::readAll(path());
    ASSERT_GT(bytes.size(), 4096);
    for (int i = 100; i < 400; ++i) // the schema table's root page, after the 100-byte header
        bytes[i] = char(0xA5);
    ASSERT_TRUE(test::writeAll(path(), bytes));
    const QByteArray before = test::fileHash(path());
    auto store = ProjectStore::open(path());
    ASSERT_FALSE(store.ok());
    EXPECT_TRUE(store.error().what().contains(u"damaged"_s))
        << store.error().message().toStdString();
    EXPECT_EQ(test::fileHash(path()), before);
}

TEST_F(ProjectStoreTest, MigratesAVersion1Project)
{
    ASSERT_TRUE(runScript(path(), test::readAll(test::fixturesDir() + u"/project-v1.sql"_s)));
    auto store = ProjectStore::open(path());
    ASSERT_TRUE(store.ok()) << store.error().message().toStdString();
    const ProjectStore &project = **store;
    EXPECT_EQ(project.schemaVersion(), schema::currentVersion());
    EXPECT_EQ(project.issueCount(), 3);
    EXPECT_EQ(scalar(project, u"SELECT count(*) FROM labels"_s).toInt(), 2);
    EXPECT_EQ(
        scalar(project,
            u"SELECT group_concat(is_duplicate_url) FROM (SELECT is_duplicate_url FROM issues ORDER BY id)"_s)
            .toString(),
        u"1,1,0"_s);
    EXPECT_EQ(scalar(project, u"SELECT count(*) FROM study_files"_s).toInt(), 0);
    EXPECT_EQ(scalar(project, u"SELECT detail FROM audit_log WHERE action = 'migrate-schema'"_s)
                  .toString(),
        u"{\"from\":1,\"to\":%1}"_s.arg(schema::currentVersion()));
}

TEST_F(ProjectStoreTest, AuditLogIsAppendOnly)
{
    auto store = ProjectStore::open(path());
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE((*store)->audit(u"ada"_s, u"label"_s, 0, u"{\"node\":\"C.1\"}"_s).ok());
    QSqlQuery query((*store)->database());
    EXPECT_FALSE(query.exec(u"UPDATE audit_log SET actor = 'mallory'"_s));
    EXPECT_FALSE(query.exec(u"DELETE FROM audit_log"_s));
    EXPECT_EQ(scalar(**store, u"SELECT actor FROM audit_log"_s).toString(), u"ada"_s);
}

TEST_F(ProjectStoreTest, EnforcesForeignKeys)
{
    auto store = ProjectStore::open(path());
    ASSERT_TRUE(store.ok());
    QSqlQuery query((*store)->database());
    EXPECT_FALSE(query.exec(
        u"INSERT INTO labels(issue_id, annotator_id, node_id, updated_at) VALUES(42, 1, 1, 'now')"_s));
}
