// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

namespace taxonomist::test {

// The study's published data (../shared/study), or an empty string when it is not there.
// TAXONOMIST_STUDY_DIR in the environment overrides the location.
QString studyDir();
// The fixtures written for these tests (tests/fixtures).
QString fixturesDir();
// Copies a folder tree (fixtures are copied before a test changes them).
bool copyTree(const QString &from, const QString &to);
QByteArray readAll(const QString &path);
bool writeAll(const QString &path, const QByteArray &content);
// SHA-256 of a file, to prove that a failed command left a project file exactly as it was; safe
// on a project this process has open (it reads through SQLite's file layer).
QByteArray fileHash(const QString &path);

} // namespace taxonomist::test

// Skips (with the reason) a test that needs the published study when it is absent.
#define TAXONOMIST_REQUIRE_STUDY()                                                                 \
    do {                                                                                           \
        if (taxonomist::test::studyDir().isEmpty())                                                \
            GTEST_SKIP() << "the study's data is not at " TAXONOMIST_STUDY_DIR                     \
                            " (set TAXONOMIST_STUDY_DIR to run this test)";                        \
    } while (false)

#include <ostream>

// Readable QString values in GoogleTest failure messages.
inline void PrintTo(const QString &value, std::ostream *os)
{
    *os << '"' << value.toStdString() << '"';
}
