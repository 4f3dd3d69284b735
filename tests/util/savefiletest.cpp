// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SaveFile writes whole blocks past the page cache (BlockWriter) and the tail through it: the
// bytes must come out the same whatever the pieces they were written in.
#include "util/savefile.h"
#include "testpaths.h"
#include "util/blockwriter.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

// Bytes that differ from block to block, so a block written twice or skipped shows.
QByteArray pattern(qsizetype size)
{
    QByteArray bytes(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i)
        bytes[i] = char((i * 131 + i / 4096) & 0xFF);
    return bytes;
}

// Writes `content` in pieces of `piece` bytes.
Status writeInPieces(SaveFile &file, const QByteArray &content, qsizetype piece)
{
    for (qsizetype at = 0; at < content.size(); at += piece) {
        if (auto status
            = file.write(QByteArrayView(content).sliced(at, qMin(piece, content.size() - at)));
            !status)
            return status;
    }
    return success();
}

} // namespace

TEST(SaveFile, LargeFilesComeOutByteForByteWhateverThePieces)
{
    QTemporaryDir dir;
    const qsizetype buffer = BlockWriter::BufferBytes;
    for (const qsizetype size : {qsizetype(0), qsizetype(1), qsizetype(4095), qsizetype(4096),
             buffer - 1, buffer, buffer + 1, 3 * buffer + 4096 + 17}) {
        for (const qsizetype piece : {qsizetype(1000), buffer, 2 * buffer + 3}) {
            SCOPED_TRACE(std::to_string(size) + " bytes in pieces of " + std::to_string(piece));
            const QByteArray content = pattern(size);
            for (const auto placement :
                {SaveFile::Placement::Atomic, SaveFile::Placement::Staged}) {
                const QString path
                    = dir.filePath(u"f-%1-%2-%3.bin"_s.arg(size).arg(piece).arg(int(placement)));
                SaveFile file(path, placement);
                ASSERT_TRUE(file.open().ok());
                ASSERT_TRUE(writeInPieces(file, content, piece).ok());
                ASSERT_TRUE(file.commit().ok());
                EXPECT_EQ(readAll(path), content);
            }
        }
    }
}

TEST(SaveFile, AFileOfSeveralBuffersGoesPastThePageCacheWhereTheFileSystemAllows)
{
    QTemporaryDir dir;
    // Whether this file system takes O_DIRECT at all (tmpfs before Linux 6.6 does not).
    const QString probe = dir.filePath(u"probe"_s);
    const int fd
        = ::open(QFile::encodeName(probe).constData(), O_WRONLY | O_CREAT | O_DIRECT, 0600);
    if (fd < 0)
        GTEST_SKIP() << "the temporary folder's file system refuses O_DIRECT";
    ::close(fd);
    SaveFile file(dir.filePath(u"big.bin"_s));
    ASSERT_TRUE(file.open().ok());
    ASSERT_TRUE(file.write(pattern(2 * BlockWriter::BufferBytes + 5)).ok());
    ASSERT_TRUE(file.commit().ok());
    EXPECT_TRUE(file.wroteDirect());

    SaveFile small(dir.filePath(u"small.bin"_s));
    ASSERT_TRUE(small.open().ok());
    ASSERT_TRUE(small.write(pattern(BlockWriter::BufferBytes - 1)).ok());
    ASSERT_TRUE(small.commit().ok());
    EXPECT_FALSE(small.wroteDirect())
        << "a file smaller than a buffer goes through the page cache in one write";
}

TEST(SaveFile, AnAtomicFileTakesThePathOnlyOnCommit)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"a.csv"_s);
    ASSERT_TRUE(writeAll(path, "old"));
    {
        SaveFile file(path);
        ASSERT_TRUE(file.open().ok());
        ASSERT_TRUE(file.write(pattern(BlockWriter::BufferBytes + 10)).ok());
        ASSERT_TRUE(file.sync().ok());
        EXPECT_EQ(readAll(path), QByteArray("old")) << "synced is not yet in place";
    } // abandoned
    {
        SaveFile file(path);
        ASSERT_TRUE(file.open().ok());
        ASSERT_TRUE(file.write(pattern(3 * BlockWriter::BufferBytes)).ok());
    } // abandoned with a buffer still being written
    EXPECT_EQ(readAll(path), QByteArray("old"));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {u"a.csv"_s})
        << "nothing left over";

    SaveFile file(path);
    ASSERT_TRUE(file.open().ok());
    ASSERT_TRUE(file.write("new").ok());
    ASSERT_TRUE(file.sync().ok());
    ASSERT_TRUE(file.commit().ok());
    EXPECT_EQ(readAll(path), QByteArray("new"));
}

TEST(SaveFile, AStagedFileIsWrittenAtItsPathAndReplacesAFileThere)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"sub/folder/a.txt"_s);
    ASSERT_TRUE(QDir().mkpath(dir.filePath(u"sub/folder"_s)));
    ASSERT_TRUE(writeAll(path, "a longer old content"));
    SaveFile file(path, SaveFile::Placement::Staged);
    ASSERT_TRUE(file.open().ok());
    ASSERT_TRUE(file.write("new").ok());
    ASSERT_TRUE(file.commit().ok());
    EXPECT_EQ(readAll(path), QByteArray("new"));
}

TEST(SaveFile, NeitherPlacementWritesThroughALink)
{
    QTemporaryDir dir;
    const QString victim = dir.filePath(u"victim.txt"_s);
    ASSERT_TRUE(writeAll(victim, "precious"));
    const QString link = dir.filePath(u"link.txt"_s);
    ASSERT_TRUE(QFile::link(victim, link));
    for (const auto placement : {SaveFile::Placement::Atomic, SaveFile::Placement::Staged}) {
        SaveFile file(link, placement);
        const Status opened = file.open();
        ASSERT_FALSE(opened.ok());
        EXPECT_TRUE(opened.error().what().contains(u"symbolic link"_s))
            << opened.error().message().toStdString();
    }
    EXPECT_EQ(readAll(victim), QByteArray("precious"));
    EXPECT_TRUE(QFileInfo(link).isSymLink());
}

// A write that fails on the thread that writes full buffers is reported to the caller, with its
// errno, at the latest by finish().
TEST(BlockWriter, AFailedBackgroundWriteIsReportedWithItsError)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"read-only"_s);
    ASSERT_TRUE(writeAll(path, "x"));
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    ASSERT_GE(fd, 0);
    {
        BlockWriter writer(fd);
        const QByteArray bytes = pattern(3 * BlockWriter::BufferBytes + 1);
        errno = 0;
        const bool written = writer.write(bytes.constData(), bytes.size()) && writer.finish();
        EXPECT_FALSE(written);
        EXPECT_EQ(errno, EBADF);
    }
    ::close(fd);
    EXPECT_EQ(readAll(path), QByteArray("x"));
}
