// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// runChild() measures a command as a user runs it: its exit code, its messages and its own peak
// memory, never the memory of the process that ran it.
#include "util/childprocess.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

TEST(ChildProcess, ThePeakIsTheChildsOwnNotThatOfTheProcessThatRanIt)
{
    // 256 MiB touched here: getrusage would charge them to the child.
    std::vector<char> held(256u * 1024 * 1024);
    std::memset(held.data(), 1, held.size());
    auto run = runChild(u"/bin/sh"_s, {u"-c"_s, u"exit 0"_s});
    ASSERT_TRUE(run.ok()) << run.error().message().toStdString();
    EXPECT_EQ(run->exitCode, 0);
    EXPECT_LT(run->peakRssMiB, 64) << "the parent's memory was counted";
    EXPECT_GT(held[held.size() - 1], 0);
}

TEST(ChildProcess, AChildThatGrowsIsMeasuredAtItsPeak)
{
    // sh builds a 64 MiB string, then exits: its peak is at least that, its end much less.
    auto run = runChild(
        u"/bin/sh"_s, {u"-c"_s, u"x=$(head -c 67108864 /dev/zero | tr '\\0' a); sleep 0.05"_s});
    ASSERT_TRUE(run.ok()) << run.error().message().toStdString();
    EXPECT_EQ(run->exitCode, 0);
    EXPECT_GT(run->peakRssMiB, 60);
}

TEST(ChildProcess, ExitCodeAndMessagesOfAFailureAreKept)
{
    auto run = runChild(u"/bin/sh"_s, {u"-c"_s, u"echo 'file.csv:3:7: bad' >&2; exit 3"_s});
    ASSERT_TRUE(run.ok());
    EXPECT_EQ(run->exitCode, 3);
    EXPECT_EQ(run->errorOutput, u"file.csv:3:7: bad"_s);
    EXPECT_GT(run->wallMs, 0);
}

TEST(ChildProcess, AProgramThatIsNotThereIsAnError)
{
    auto run = runChild(u"/nonexistent/program"_s, {});
    ASSERT_FALSE(run.ok());
    EXPECT_TRUE(run.error().message().contains(u"/nonexistent/program"_s));
}
