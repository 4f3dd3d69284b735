// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A study folder is untrusted: links, devices, FIFOs, hidden folders, huge files, a header with
// 100,000 label columns, control characters in values and names, mixed line ends. Each hostile
// input is made here, in a temporary copy of the mini study; none is committed.
#include "store/projectstore.h"
#include "study/studyimporter.h"
#include "study/studylimits.h"
#include "studyfixture.h"
#include "testpaths.h"
#include "util/untrustedfile.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>

#include <sys/stat.h>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

const QString alphaCsv = u"Issue Report/alpha/alpha.csv"_s;

// The study as the import finds it (its layout, then every row streamed into a scratch project,
// which is what checks the rows), with the import's notes.
Result<StudyData> readStudy(const MiniStudy &study)
{
    static int projects = 0;
    auto store = ProjectStore::open(study.scratch(u"read-%1.taxonomist"_s.arg(++projects)));
    if (!store)
        return store.error();
    auto imported = StudyImporter::importFolder(**store, study.root(), u"tester"_s);
    if (!imported)
        return imported.error();
    return std::move(imported->first);
}

QString messageOf(const Result<StudyData> &result)
{
    return result.ok() ? u"(no error)"_s : result.error().message();
}

bool hasFile(const StudyData &data, const QString &path)
{
    return std::any_of(
        data.files.begin(), data.files.end(), [&](const StudyFile &f) { return f.path == path; });
}

bool makeSparseFile(const QString &path, qint64 size)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.resize(size);
}

// The secret a link points at: it must reach neither the project nor the export.
const QByteArray secret = "TOP-SECRET-7f3a91";

} // namespace

TEST(HostileStudy, LinkToAFileOutsideTheStudyIsSkippedWithANoteAndNeverStored)
{
    MiniStudy study;
    const QString outside = study.scratch(u"secret.txt"_s);
    ASSERT_TRUE(writeAll(outside, secret));
    ASSERT_TRUE(QFile::link(outside, study.file(u"notes.txt"_s)));
    ASSERT_TRUE(QFile::link(u"/proc/self/environ"_s, study.file(u"Issue Report/environ"_s)));
    const QString db = study.scratch(u"p.taxonomist"_s);
    const CliRun run = runCli({u"import-study"_s, study.root(), u"--db"_s, db});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"skipped \"notes.txt\": a symbolic link"_s))
        << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"skipped \"Issue Report/environ\": a symbolic link"_s))
        << run.out.toStdString();
    EXPECT_FALSE(readAll(db).contains(secret)) << "the linked file's content reached the project";
    const QString out = study.scratch(u"out"_s);
    ASSERT_EQ(runCli({u"export-study"_s, out, u"--db"_s, db}).exitCode, 0);
    EXPECT_FALSE(QFileInfo::exists(out + u"/notes.txt"_s));
    EXPECT_FALSE(QFileInfo::exists(out + u"/Issue Report/environ"_s));
}

TEST(HostileStudy, LinkToDevZeroIsSkippedInsteadOfExhaustingMemory)
{
    MiniStudy study;
    ASSERT_TRUE(QFile::link(u"/dev/zero"_s, study.file(u"Issue Report/alpha/zero.bin"_s)));
    const auto data = readStudy(study);
    ASSERT_TRUE(data.ok()) << messageOf(data).toStdString();
    EXPECT_FALSE(hasFile(*data, u"Issue Report/alpha/zero.bin"_s));
    EXPECT_TRUE(data->warnings.join(u'\n').contains(
        u"skipped \"Issue Report/alpha/zero.bin\": a symbolic link"_s))
        << data->warnings.join(u'\n').toStdString();
}

TEST(HostileStudy, FifoIsSkippedWithoutBlocking)
{
    MiniStudy study;
    const QString fifo = study.file(u"Issue Report/beta/pipe"_s);
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const auto data = readStudy(study); // a plain open() of a FIFO with no writer would block here
    ASSERT_TRUE(data.ok()) << messageOf(data).toStdString();
    EXPECT_FALSE(hasFile(*data, u"Issue Report/beta/pipe"_s));
    EXPECT_TRUE(data->warnings.join(u'\n').contains(
        u"skipped \"Issue Report/beta/pipe\": a device, FIFO or socket"_s))
        << data->warnings.join(u'\n').toStdString();
}

TEST(HostileStudy, UntrustedFileReadsOnlyRegularFiles)
{
    MiniStudy study;
    const auto device = UntrustedFile::read(u"/dev/zero"_s, StudyLimits::MaxExtraFileBytes);
    ASSERT_FALSE(device.ok());
    EXPECT_TRUE(device.error().what().contains(u"not a regular file"_s))
        << device.error().message().toStdString();
    const QString fifo = study.scratch(u"fifo"_s);
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    EXPECT_FALSE(UntrustedFile::read(fifo, 1024).ok());
    const QString link = study.scratch(u"link"_s);
    ASSERT_TRUE(QFile::link(study.file(u"README.md"_s), link));
    const auto linked = UntrustedFile::read(link, 1024 * 1024);
    ASSERT_FALSE(linked.ok());
    EXPECT_TRUE(linked.error().what().contains(u"symbolic link"_s));
    const auto regular = UntrustedFile::read(study.file(u"README.md"_s), 1024 * 1024);
    ASSERT_TRUE(regular.ok());
    EXPECT_EQ(*regular, readAll(study.file(u"README.md"_s)));
    EXPECT_EQ(UntrustedFile::kindOf(link), UntrustedFile::Kind::Link);
    EXPECT_EQ(UntrustedFile::kindOf(fifo), UntrustedFile::Kind::Special);
}

TEST(HostileStudy, LinkedFrameworkCsvIsRefusedNamingTheFile)
{
    MiniStudy study;
    const QString csv = study.file(alphaCsv);
    const QString outside = study.scratch(u"alpha-outside.csv"_s);
    ASSERT_TRUE(QFile::rename(csv, outside));
    ASSERT_TRUE(QFile::link(outside, csv));
    const auto data = readStudy(study);
    ASSERT_FALSE(data.ok());
    EXPECT_EQ(data.error().where().file, csv);
    EXPECT_TRUE(data.error().what().contains(u"symbolic link"_s)) << messageOf(data).toStdString();
}

TEST(HostileStudy, LinkedIssueReportFolderIsRefused)
{
    MiniStudy study;
    const QString report = study.file(u"Issue Report"_s);
    const QString outside = study.scratch(u"elsewhere"_s);
    ASSERT_TRUE(QDir().rename(report, outside));
    ASSERT_TRUE(QFile::link(outside, report));
    const auto data = readStudy(study);
    ASSERT_FALSE(data.ok());
    EXPECT_TRUE(data.error().what().contains(u"symbolic link"_s)) << messageOf(data).toStdString();
}

TEST(HostileStudy, LinkedFrameworkFolderIsSkippedWithANote)
{
    MiniStudy study;
    const QString outside = study.scratch(u"gamma"_s);
    ASSERT_TRUE(QDir().mkpath(outside));
    ASSERT_TRUE(copyTree(study.file(u"Issue Report/beta"_s), outside));
    ASSERT_TRUE(QFile::rename(outside + u"/beta.csv"_s, outside + u"/gamma.csv"_s));
    ASSERT_TRUE(QFile::link(outside, study.file(u"Issue Report/gamma"_s)));
    const auto data = readStudy(study);
    ASSERT_TRUE(data.ok()) << messageOf(data).toStdString();
    EXPECT_EQ(data->frameworks.size(), 2) << "a linked framework folder is not read";
    EXPECT_TRUE(
        data->warnings.join(u'\n').contains(u"skipped \"Issue Report/gamma\": a symbolic link"_s));
}

TEST(HostileStudy, HiddenAndUnknownFoldersAreNotedAndNotKept)
{
    MiniStudy study;
    ASSERT_TRUE(QDir().mkpath(study.file(u".git/objects"_s)));
    ASSERT_TRUE(writeAll(study.file(u".git/config"_s), "[core]\n"));
    ASSERT_TRUE(writeAll(study.file(u".hidden-notes"_s), "x"));
    ASSERT_TRUE(QDir().mkpath(study.file(u"scripts"_s)));
    ASSERT_TRUE(writeAll(study.file(u"scripts/run.py"_s), "print(1)\n"));
    const auto data = readStudy(study);
    ASSERT_TRUE(data.ok()) << messageOf(data).toStdString();
    const QString notes = data->warnings.join(u'\n');
    EXPECT_TRUE(notes.contains(u"skipped \".git\": hidden folder"_s)) << notes.toStdString();
    EXPECT_TRUE(notes.contains(u"skipped \".hidden-notes\": hidden file"_s)) << notes.toStdString();
    EXPECT_TRUE(notes.contains(u"skipped \"scripts\": folder outside the study layout"_s))
        << notes.toStdString();
    for (const StudyFile &file : data->files)
        EXPECT_FALSE(file.path.startsWith(u'.') || file.path.startsWith(u"scripts"_s))
            << file.path.toStdString();
}

TEST(HostileStudy, ImportListsEveryKeptFileWithItsSize)
{
    MiniStudy study;
    ASSERT_TRUE(writeAll(study.file(u"Issue Report/alpha/notes.txt"_s), QByteArray(1234, 'n')));
    const QString db = study.scratch(u"p.taxonomist"_s);
    const CliRun run = runCli({u"import-study"_s, study.root(), u"--db"_s, db});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"    Issue Report/alpha/notes.txt (1,234 bytes)\n"_s))
        << run.out.toStdString();
    const qint64 readmeSize = QFileInfo(study.file(u"README.md"_s)).size();
    EXPECT_TRUE(run.out.contains(u"    README.md (%1 bytes)\n"_s.arg(readmeSize)))
        << run.out.toStdString();
}

TEST(HostileStudy, OversizedExtraFileIsRefusedWithTheLimit)
{
    MiniStudy study;
    const QString big = study.file(u"Issue Report/alpha/dump.bin"_s);
    ASSERT_TRUE(makeSparseFile(big, StudyLimits::MaxExtraFileBytes + 1));
    const auto data = readStudy(study);
    ASSERT_FALSE(data.ok());
    EXPECT_EQ(data.error().where().file, big);
    EXPECT_TRUE(data.error().what().contains(u"larger than the limit of 64 MiB"_s))
        << messageOf(data).toStdString();
}

TEST(HostileStudy, OversizedCsvIsRefusedBeforeItIsRead)
{
    MiniStudy study;
    ASSERT_TRUE(makeSparseFile(study.file(alphaCsv), StudyLimits::MaxCsvBytes + 1));
    const auto data = readStudy(study);
    ASSERT_FALSE(data.ok());
    EXPECT_EQ(data.error().where().file, study.file(alphaCsv));
    EXPECT_TRUE(data.error().what().contains(u"larger than the limit of 512 MiB"_s))
        << messageOf(data).toStdString();
}

TEST(HostileStudy, HeaderWith100000LabelColumnsIsRefusedAtTheFirstColumnTooMany)
{
    MiniStudy study;
    QByteArray header = "Issue_URL";
    int column = 0; // 1-based column where Label65 starts
    for (int c = 1; c <= 100000; ++c) {
        header += ",";
        if (c == StudyLimits::MaxLabelColumns + 1)
            column = static_cast<int>(header.size()) + 1;
        header += "Label" + QByteArray::number(c);
    }
    header += ",Final_Label\n";
    ASSERT_TRUE(writeAll(study.file(alphaCsv), header));
    const auto data = readStudy(study);
    ASSERT_FALSE(data.ok());
    EXPECT_EQ(data.error().where().line, 1);
    EXPECT_EQ(data.error().where().column, column);
    EXPECT_TRUE(data.error().what().contains(u"100000 label columns; at most 64"_s))
        << messageOf(data).toStdString();
}

TEST(HostileStudy, OverlongFieldIsRefusedWithItsPosition)
{
    MiniStudy study;
    const QByteArray csv = "Issue_URL,Label1,Label2,Label3,Final_Label\n"
                           "https://github.com/example/alpha/issues/12,C.3,"
        + QByteArray(StudyLimits::MaxFieldChars + 1, 'x') + ",C.3,C.3\n";
    ASSERT_TRUE(writeAll(study.file(alphaCsv), csv));
    const auto data = readStudy(study);
    ASSERT_FALSE(data.ok());
    EXPECT_EQ(data.error().where().line, 2);
    EXPECT_EQ(data.error().where().column, 48);
    EXPECT_TRUE(data.error().what().contains(u"at most 1048576"_s))
        << messageOf(data).toStdString();
    EXPECT_LT(data.error().message().size(), 400) << "the value itself is not repeated";
}

TEST(HostileStudy, ErrorsEscapeControlCharactersAndCutLongValues)
{
    MiniStudy study;
    ASSERT_TRUE(
        writeAll(study.file(alphaCsv), "Issue\x1B[2J_URL,Label1,Label2,Label3,Final_Label\n"));
    const CliRun run
        = runCli({u"import-study"_s, study.root(), u"--db"_s, study.scratch(u"p.taxonomist"_s)});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_FALSE(run.err.contains(QChar(0x1B))) << "a raw escape character reached the terminal";
    EXPECT_TRUE(run.err.contains(u"found \"Issue\\u{001b}[2J_URL\""_s)) << run.err.toStdString();

    MiniStudy other;
    const QByteArray longLine = "https://example.org/" + QByteArray(20000, 'a') + "\r\u202E\n";
    ASSERT_TRUE(writeAll(other.file(u"Issue Report/alpha/alpha_2024.txt"_s), longLine));
    const CliRun run2
        = runCli({u"import-study"_s, other.root(), u"--db"_s, other.scratch(u"p.taxonomist"_s)});
    EXPECT_EQ(run2.exitCode, 1);
    EXPECT_TRUE(run2.err.contains(u"characters)"_s)) << run2.err.toStdString();
    EXPECT_LT(run2.err.size(), 600) << run2.err.toStdString();
}

TEST(HostileStudy, MixedLineEndsInAFrameworkCsvAreRefusedNamingTheLine)
{
    MiniStudy study;
    const QByteArray csv = "Issue_URL,Label1,Label2,Label3,Final_Label\r\n"
                           "https://github.com/example/alpha/issues/12,C.3,C.3,C.3,C.3\r\n"
                           "https://github.com/example/alpha/issues/11,C.3,C.5,C.3,C.3\n"
                           "https://github.com/example/alpha/issues/11,B.2,B.2,,B.2\r\n";
    ASSERT_TRUE(writeAll(study.file(alphaCsv), csv));
    const QString db = study.scratch(u"p.taxonomist"_s);
    const CliRun run = runCli({u"import-study"_s, study.root(), u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(study.file(alphaCsv) + u":3:"_s)) << run.err.toStdString();
    EXPECT_TRUE(run.err.contains(u"mixed line ends"_s)) << run.err.toStdString();
    EXPECT_FALSE(QFile::exists(db));
}

TEST(HostileStudy, CsvWithCrLfThroughoutIsAcceptedWithoutANote)
{
    MiniStudy study;
    const QString path = study.file(u"Issue Report/alpha/alpha.csv"_s);
    QByteArray csv = readAll(path);
    csv.replace("\n", "\r\n");
    ASSERT_TRUE(writeAll(path, csv));
    const auto data = readStudy(study);
    ASSERT_TRUE(data.ok()) << messageOf(data).toStdString();
    EXPECT_TRUE(data->frameworks.first().crlf);
    EXPECT_FALSE(data->warnings.join(u'\n').contains(u"byte for byte"_s))
        << data->warnings.join(u'\n').toStdString();
}

TEST(HostileStudy, MixedLineEndsInAYearFileAreRefused)
{
    MiniStudy study;
    const QString year = study.file(u"Issue Report/alpha/alpha_2024.txt"_s);
    ASSERT_TRUE(writeAll(year,
        "https://github.com/example/alpha/issues/12\n"
        "https://github.com/example/alpha/issues/11\r\n"
        "https://github.com/example/alpha/issues/11\n"
        "https://github.com/example/alpha/pull/9\n"));
    const auto data = readStudy(study);
    ASSERT_FALSE(data.ok());
    EXPECT_EQ(data.error().where().file, year);
    EXPECT_EQ(data.error().where().line, 2);
    EXPECT_TRUE(data.error().what().contains(u"mixed line ends"_s));
}

TEST(HostileStudy, CsvThatExportWouldWriteDifferentlyIsNoted)
{
    MiniStudy study;
    QByteArray csv = readAll(study.file(alphaCsv));
    ASSERT_TRUE(csv.endsWith('\n'));
    csv.chop(1);
    ASSERT_TRUE(writeAll(study.file(alphaCsv), csv));
    const auto data = readStudy(study);
    ASSERT_TRUE(data.ok()) << messageOf(data).toStdString();
    EXPECT_TRUE(data->warnings.join(u'\n').contains(
        u"will not be written back byte for byte: the last record has no line end"_s))
        << data->warnings.join(u'\n').toStdString();
}

TEST(HostileStudy, RefusedImportIsRefusedBeforeTheStudyIsRead)
{
    MiniStudy study;
    const QString db = study.scratch(u"p.taxonomist"_s);
    ASSERT_EQ(runCli({u"import-study"_s, study.root(), u"--db"_s, db}).exitCode, 0);
    // A study that would fail to read: the project's state must be the answer, not the CSV's.
    ASSERT_TRUE(writeAll(study.file(alphaCsv), "not,a,study\n\"unterminated\n"));
    const QByteArray before = fileHash(db);
    const CliRun run = runCli({u"import-study"_s, study.root(), u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(u"already holds 8 issues"_s)) << run.err.toStdString();
    EXPECT_FALSE(run.err.contains(u"alpha.csv"_s)) << run.err.toStdString();
    EXPECT_EQ(fileHash(db), before);
    const CliRun missing = runCli({u"import-study"_s, study.scratch(u"nowhere"_s), u"--db"_s, db});
    EXPECT_TRUE(missing.err.contains(u"already holds"_s)) << missing.err.toStdString();
}

TEST(HostileStudy, FrameworkFolderNameThatIsNotAPlainNameIsRefused)
{
    MiniStudy study;
    const QString bad = study.file(u"Issue Report/ga\tmma"_s);
    ASSERT_TRUE(QDir().mkpath(bad));
    ASSERT_TRUE(
        writeAll(bad + u"/ga\tmma.csv"_s, readAll(study.file(u"Issue Report/beta/beta.csv"_s))));
    const auto data = readStudy(study);
    ASSERT_FALSE(data.ok());
    EXPECT_TRUE(data.error().what().contains(
        u"framework folder name \"ga\\tmma\" contains a control character"_s))
        << messageOf(data).toStdString();
}

TEST(HostileStudy, StudyFileNameThatIsNotAPlainNameIsRefused)
{
    MiniStudy study;
    const QString bad = study.file(u"Issue Report/alpha/ notes.txt"_s);
    ASSERT_TRUE(writeAll(bad, "x"));
    const auto data = readStudy(study);
    ASSERT_FALSE(data.ok());
    EXPECT_EQ(data.error().where().file, bad);
    EXPECT_TRUE(data.error().what().contains(u"study file path"_s))
        << messageOf(data).toStdString();
}

TEST(HostileStudy, ImporterRefusesStoredNamesThatLeaveTheExportFolder)
{
    MiniStudy study;
    const auto read = readStudy(study);
    ASSERT_TRUE(read.ok()) << messageOf(read).toStdString();
    const struct
    {
        const char *name;
        std::function<void(StudyData &)> spoil;
        const char *words;
    } cases[] = {
        {"dot-dot framework", [](StudyData &d) { d.frameworks[0].name = u".."_s; },
            "framework name"},
        {"framework with a slash", [](StudyData &d) { d.frameworks[0].name = u"../../etc"_s; },
            "path separator"},
        {"absolute file", [](StudyData &d) { d.files[0].path = u"/tmp/evil"_s; }, "absolute path"},
        {"escaping file", [](StudyData &d) { d.files[0].path = u"Issue Report/../../evil"_s; },
            "\"..\""},
        {"too many label columns",
            [](StudyData &d) { d.frameworks[0].labelColumns = StudyLimits::MaxLabelColumns + 1; },
            "label columns"},
    };
    for (const auto &c : cases) {
        StudyData data = *read;
        c.spoil(data);
        auto store
            = ProjectStore::open(study.scratch(QString::fromUtf8(c.name) + u".taxonomist"_s));
        ASSERT_TRUE(store.ok());
        const auto result = StudyImporter::import(**store, data, u"tester"_s);
        ASSERT_FALSE(result.ok()) << c.name;
        EXPECT_TRUE(result.error().message().contains(QString::fromUtf8(c.words)))
            << c.name << ": " << result.error().message().toStdString();
        EXPECT_EQ((*store)->issueCount(), 0) << c.name;
    }
}
