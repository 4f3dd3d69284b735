// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The main of every test suite: a Qt application object for Qt Sql and Qt Network, and test-mode
// standard paths so tests never touch a real profile, SQLite set up as the applications set it.
#include "store/tuning/sqliteprocess.h"

#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QStandardPaths>

#ifdef TAXONOMIST_TEST_GUI
#include <QApplication>
#endif

int main(int argc, char **argv)
{
    // SQLite as the applications configure it (their main() does the same).
    taxonomist::core::sqlite::configureProcess();
    QStandardPaths::setTestModeEnabled(true);
#ifdef TAXONOMIST_TEST_GUI
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
#else
    QCoreApplication app(argc, argv);
#endif
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
