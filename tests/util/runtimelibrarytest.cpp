// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Functions taken from a library at run time (libpq for the team server's stream, FreeType for
// the figures): found when the library has them, and said plainly when it or one of them is not.
#include "util/runtimelibrary.h"

#include <gtest/gtest.h>

using taxonomist::core::RuntimeLibrary;

namespace {

using VersionFunction = int (*)();

} // namespace

TEST(RuntimeLibrary, TakesAFunctionTheLibraryHas)
{
    RuntimeLibrary library(QStringLiteral("pq"), 5);
    VersionFunction version = nullptr;
    ASSERT_TRUE(library.take(version, "PQlibVersion")) << library.error().toStdString();
    ASSERT_NE(version, nullptr);
    EXPECT_GE(version(), 100000) << "libpq 10 and later number their versions so";
    EXPECT_TRUE(library.isComplete());
}

TEST(RuntimeLibrary, AMissingFunctionOrLibraryIsSaidAndTakesNothing)
{
    RuntimeLibrary library(QStringLiteral("pq"), 5);
    VersionFunction missing = reinterpret_cast<VersionFunction>(1);
    EXPECT_FALSE(library.take(missing, "PQnoSuchFunction"));
    EXPECT_EQ(missing, nullptr);
    EXPECT_FALSE(library.isComplete());
    EXPECT_NE(library.error().indexOf(QStringLiteral("PQnoSuchFunction")), -1)
        << library.error().toStdString();
    // After one function is missing, nothing more is taken: the caller refuses the whole table.
    VersionFunction version = nullptr;
    EXPECT_FALSE(library.take(version, "PQlibVersion"));
    EXPECT_EQ(version, nullptr);

    RuntimeLibrary absent(QStringLiteral("taxonomist-no-such-library"), 1);
    EXPECT_FALSE(absent.isComplete());
    EXPECT_FALSE(absent.error().isEmpty());
    VersionFunction none = nullptr;
    EXPECT_FALSE(absent.take(none, "PQlibVersion"));
    EXPECT_EQ(none, nullptr);
}
