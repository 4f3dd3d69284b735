// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Each kind of bad input: a non-zero exit, a message naming file and line (and column where it
// applies), and the project file exactly as it was -- or no file at all when the import made it.
#include "store/projectstore.h"
#include "studyfixture.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>

using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

struct BadInput
{
    const char *name;
    const char *file; // relative to the study root
    QByteArray content; // what the file is replaced with
    const char *location; // the expected "FILE:LINE[:COLUMN]:" suffix of the message
    const char *words; // words the message must contain
};

// Test names, not bytes, in ctest's listing.
void PrintTo(const BadInput &input, std::ostream *os)
{
    *os << input.name;
}

class StudyBadInput : public ::testing::TestWithParam<BadInput>
{
};

QString replaceFile(const MiniStudy &study, const BadInput &input)
{
    const QString path = study.file(QString::fromUtf8(input.file));
    writeAll(path, input.content);
    return path;
}

} // namespace

TEST_P(StudyBadInput, FailsWithLocationAndLeavesAnExistingProjectUnchanged)
{
    const BadInput input = GetParam();
    MiniStudy study;
    const QString db = study.scratch(u"existing.taxonomist"_s);
    // An existing project that holds no issues yet (one with issues is refused before the study
    // is read: HostileStudy.RefusedImportIsRefusedBeforeTheStudyIsRead) has to stay byte-identical.
    {
        auto created = taxonomist::core::ProjectStore::open(db);
        ASSERT_TRUE(created.ok()) << created.error().message().toStdString();
    }
    const QString empty = study.scratch(u"empty.taxonomist"_s);
    ASSERT_EQ(runCli({u"taxonomy"_s, u"--db"_s, empty}).exitCode, 1)
        << "a missing project is not created by reading";
    const QString path = replaceFile(study, input);
    const QByteArray before = fileHash(db);

    const CliRun run = runCli({u"import-study"_s, study.root(), u"--db"_s, db});
    EXPECT_NE(run.exitCode, 0);
    EXPECT_EQ(fileHash(db), before);
    EXPECT_TRUE(run.err.contains(QDir::cleanPath(path) + QString::fromUtf8(input.location))
        || run.err.contains(path + QString::fromUtf8(input.location)))
        << "stderr: " << run.err.toStdString();
    EXPECT_TRUE(run.err.contains(QString::fromUtf8(input.words))) << run.err.toStdString();
}

TEST_P(StudyBadInput, FailsWithoutLeavingANewProjectFileBehind)
{
    const BadInput input = GetParam();
    MiniStudy study;
    replaceFile(study, input);
    const QString db = study.scratch(u"new.taxonomist"_s);
    const CliRun run = runCli({u"import-study"_s, study.root(), u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_FALSE(QFile::exists(db));
    EXPECT_FALSE(QFile::exists(db + u"-wal"_s));
}

INSTANTIATE_TEST_SUITE_P(Cases, StudyBadInput,
    ::testing::Values(BadInput {"UnterminatedQuotedField", "Issue Report/alpha/alpha.csv",
                          "Issue_URL,Label1,Label2,Label3,Final_Label\nhttps://github.com/example/"
                          "alpha/issues/12,\"C.3,C.3,C.3,C.3\n",
                          ":2:44:", "unterminated quoted field"},
        BadInput {"WrongNumberOfFields", "Issue Report/alpha/alpha.csv",
            "Issue_URL,Label1,Label2,Label3,Final_Label\nhttps://github.com/example/alpha/issues/"
            "12,C.3,C.3,C.3,C.3\n"
            "https://github.com/example/alpha/issues/11,C.3,C.5,C.3\n",
            ":3:", "expected 5 fields as in the header, found 4"},
        BadInput {"UnknownThemeCode", "Issue Report/alpha/alpha.csv",
            "Issue_URL,Label1,Label2,Label3,Final_Label\nhttps://github.com/example/alpha/issues/"
            "12,C.3,C.42,C.3,C.3\n",
            ":2:48:", "unknown taxonomy code \"C.42\""},
        BadInput {"HeaderWithoutIssueUrl", "Issue Report/beta/beta.csv",
            "URL,Label1,Label2,Label3,Final_Label\nhttps://gitee.com/example/beta/issues/"
            "I71V26,C.1,C.1,C.1,C.1\n",
            ":1:1:", "must start with \"Issue_URL\""},
        BadInput {"UrlMissingFromYearFiles", "Issue Report/beta/beta.csv",
            "Issue_URL,Label1,Label2,Label3,Final_Label\nhttps://gitee.com/example/beta/issues/"
            "I71V26,C.1,C.1,C.1,C.1\n"
            "https://gitee.com/example/beta/issues/I99XYZ,C.1,C.1,C.1,C.1\n",
            ":3:1:", "is not listed in any year file"},
        BadInput {"BytesThatAreNotUtf8", "Issue Report/beta/beta.csv",
            "Issue_URL,Label1,Label2,Label3,Final_Label\nhttps://gitee.com/example/beta/issues/"
            "I71V26,C.1,C\xE9.1,C.1,C.1\n",
            ":2:51:", "invalid UTF-8"},
        BadInput {"EmptyCsv", "Issue Report/beta/beta.csv", "", ":1:", "the CSV file is empty"},
        BadInput {"YearFileLineThatIsNotAnIssueUrl", "Issue Report/alpha/alpha_2024.txt",
            "https://github.com/example/alpha/issues/12\nhttps://github.com/example/alpha/issues/"
            "11\nsee the wiki\n",
            ":3:1:", "not an issue URL: \"see the wiki\""}),
    [](const ::testing::TestParamInfo<BadInput> &param) { return std::string(param.param.name); });

TEST(StudyBadInputFolder, RejectsAFolderWithoutTheStudyLayout)
{
    MiniStudy study;
    const QString folder = study.scratch(u"not a study"_s);
    ASSERT_TRUE(QDir().mkpath(folder + u"/docs"_s));
    writeAll(folder + u"/notes.csv"_s, "a,b\n");
    const QString db = study.scratch(u"new.taxonomist"_s);
    const CliRun run = runCli({u"import-study"_s, folder, u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(folder + u": not a study folder"_s)) << run.err.toStdString();
    EXPECT_FALSE(QFile::exists(db));
}

TEST(StudyBadInputFolder, RejectsAMissingFolder)
{
    MiniStudy study;
    const CliRun run = runCli(
        {u"import-study"_s, study.scratch(u"nowhere"_s), u"--db"_s, study.scratch(u"p"_s)});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(u"no such folder"_s));
}

TEST(StudyBadInputFolder, ReportsAYearFileUrlThatTheCsvLacksAndExportsItBack)
{
    MiniStudy study;
    const QString yearFile = study.file(u"Issue Report/beta/beta_2025.txt"_s);
    writeAll(yearFile, readAll(yearFile) + "https://gitee.com/example/beta/issues/I00000\n");
    const QString db = study.scratch(u"p.taxonomist"_s);
    const CliRun run = runCli({u"import-study"_s, study.root(), u"--db"_s, db});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(
        run.out.contains(u"beta_2025.txt lists https://gitee.com/example/beta/issues/I00000"_s))
        << run.out.toStdString();
    const QString out = study.scratch(u"out"_s);
    ASSERT_EQ(runCli({u"export-study"_s, out, u"--db"_s, db}).exitCode, 0);
    EXPECT_EQ(treeDifferences(study.root(), out), QStringList());
}

TEST(StudyBadInputFolder, CommandLineMistakesExitWithUsage)
{
    EXPECT_EQ(runCli({u"import-study"_s}).exitCode, 2);
    EXPECT_EQ(runCli({u"no-such-command"_s}).exitCode, 2);
    const CliRun missingDb = runCli({u"stats"_s});
    EXPECT_EQ(missingDb.exitCode, 2);
    EXPECT_TRUE(missingDb.err.contains(u"--db"_s));
}
