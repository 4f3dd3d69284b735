// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The check of a reader's tables can run beside the read (IntegrityCheck::ofTablesWhileReading):
// it finds the same damage, and the stats and agreement commands, which read that way, still
// show nothing but the damage — not their numbers, not an error of their own.
#include "store/tablecheck.h"
#include "importedstudy.h"
#include "store/projectstore.h"
#include "studyfixture.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace taxonomist::core;
namespace test = taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

// The mini study as one file, with garbage over the root page of the vote tally, which no
// other table and none of the checks open() makes before it returns read.
class DamagedTally : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        int root = 0;
        {
            auto store = test::importMiniStudy(path, &error);
            ASSERT_TRUE(store) << error.toStdString();
            QSqlQuery query((*store).database());
            ASSERT_TRUE(
                query.exec(u"SELECT rootpage FROM sqlite_master WHERE name = 'issue_tally'"_s)
                && query.next());
            root = query.value(0).toInt();
        }
        ASSERT_GT(root, 1);
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadWrite));
        ASSERT_TRUE(file.seek(qint64(root - 1) * 4096));
        QByteArray garbage(4096, '\0');
        for (qsizetype i = 0; i < garbage.size(); ++i)
            garbage[i] = char((i * 131 + 17) % 251);
        ASSERT_EQ(file.write(garbage), garbage.size());
    }

    QTemporaryDir dir;
    const QString path = dir.filePath(u"damaged.taxonomist"_s);
};

} // namespace

TEST_F(DamagedTally, ACheckWhileReadingFindsTheDamageOpenWouldHaveFound)
{
    const QString damaged = u"the project file %1 is damaged: "_s.arg(path);
    auto before = ProjectStore::open(path, ProjectStore::OpenMode::ReadOnly,
        ProjectStore::IntegrityCheck::ofTables({u"frameworks"_s, u"issue_tally"_s}));
    ASSERT_FALSE(before.ok());
    EXPECT_TRUE(before.error().message().contains(damaged))
        << before.error().message().toStdString();

    auto store = ProjectStore::open(path, ProjectStore::OpenMode::ReadOnly,
        ProjectStore::IntegrityCheck::ofTablesWhileReading({u"frameworks"_s, u"issue_tally"_s}, 0));
    ASSERT_TRUE(store.ok()) << store.error().message().toStdString();
    const Status check = (*store)->waitForCheck();
    ASSERT_FALSE(check.ok());
    EXPECT_EQ(check.error().message(), before.error().message());
    EXPECT_TRUE((*store)->waitForCheck().ok()) << "the verdict is given once";

    // Tables the damage is not in pass.
    auto elsewhere = ProjectStore::open(path, ProjectStore::OpenMode::ReadOnly,
        ProjectStore::IntegrityCheck::ofTablesWhileReading({u"frameworks"_s}, 0));
    ASSERT_TRUE(elsewhere.ok());
    EXPECT_TRUE((*elsewhere)->waitForCheck().ok());
}

TEST_F(DamagedTally, AStoreOpenedToWriteOrASmallFileIsCheckedBeforeOpenReturns)
{
    const QList<std::pair<ProjectStore::OpenMode, qint64>> cases {
        {ProjectStore::OpenMode::ReadWrite, 0},
        {ProjectStore::OpenMode::ReadOnly, QFileInfo(path).size() + 1},
    };
    for (const auto &[mode, fromBytes] : cases) {
        auto store = ProjectStore::open(path, mode,
            ProjectStore::IntegrityCheck::ofTablesWhileReading({u"issue_tally"_s}, fromBytes));
        ASSERT_FALSE(store.ok());
        EXPECT_TRUE(
            store.error().message().contains(u"the project file %1 is damaged: "_s.arg(path)))
            << store.error().message().toStdString();
    }
}

TEST_F(DamagedTally, StatsAndAgreementShowOnlyTheDamage)
{
    // Past the size from which the commands check while they read (a sparse tail SQLite does
    // not read: the header says how many pages the database has).
    ASSERT_TRUE(
        QFile::resize(path, ProjectStore::IntegrityCheck::worthCheckingWhileReading + 4096));
    // Each of these fails anyway, but for a reason of its own only once the check has passed.
    const QList<QStringList> commands {
        {u"stats"_s},
        {u"stats"_s, u"--json"_s},
        {u"agreement"_s},
        {u"agreement"_s, u"--framework"_s, u"nosuch"_s},
        {u"agreement"_s, u"--annotator"_s, u"nobody"_s},
        {u"agreement"_s, u"--confusion"_s, u"Label1"_s},
    };
    for (const QStringList &command : commands) {
        SCOPED_TRACE(command.join(u' ').toStdString());
        const test::CliRun run = test::runCli(command + QStringList {u"--db"_s, path});
        EXPECT_EQ(run.exitCode, 1);
        EXPECT_TRUE(run.out.isEmpty()) << run.out.toStdString();
        EXPECT_TRUE(run.err.startsWith(
            u"taxonomist-cli: error: the project file %1 is damaged: "_s.arg(path)))
            << run.err.toStdString();
    }
}

TEST(TableCheck, RefusesWhatIsNotATableName)
{
    QTemporaryDir dir;
    auto store = ProjectStore::open(dir.filePath(u"p.taxonomist"_s));
    ASSERT_TRUE(store.ok());
    const Status status = TableCheck::run(
        (*store)->handle(), (*store)->path(), u"issues); DROP TABLE issues; --"_s);
    ASSERT_FALSE(status.ok());
    EXPECT_TRUE(status.error().message().startsWith(u"not a table name"_s))
        << status.error().message().toStdString();
}
