// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `taxonomist --screenshot` has nobody to answer a dialog: the built app, run as a user would,
// prints the dialog and exits 2 within seconds instead of waiting forever.
#include "importedstudy.h"
#include "store/projectstore.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;

namespace {

struct GuiRun
{
    bool finished = false;
    int exitCode = -1;
    QString err;
    qint64 ms = 0;
};

class HeadlessRunTest : public ::testing::Test
{
protected:
    // Runs the GUI offscreen with a profile of its own (no remembered annotator, no recent files).
    GuiRun run(const QStringList &arguments)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"HOME"_s, dir.filePath(u"home"_s));
        env.insert(u"XDG_CONFIG_HOME"_s, dir.filePath(u"config"_s));
        env.insert(u"XDG_DATA_HOME"_s, dir.filePath(u"data"_s));
        env.insert(u"XDG_CACHE_HOME"_s, dir.filePath(u"cache"_s));
        process.setProcessEnvironment(env);
        QElapsedTimer timer;
        timer.start();
        process.start(QStringLiteral(TAXONOMIST_GUI), arguments);
        GuiRun result;
        result.finished = process.waitForFinished(20000);
        result.ms = timer.elapsed();
        if (!result.finished) {
            process.kill();
            process.waitForFinished();
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        result.err = QString::fromUtf8(process.readAllStandardError());
        return result;
    }

    QString path(const QString &name) const { return dir.filePath(name); }

    QTemporaryDir dir;
};

} // namespace

TEST_F(HeadlessRunTest, ScreenshotOfAGarbageFileExitsWithTheError)
{
    QByteArray garbage;
    for (int i = 0; i < 8192; ++i)
        garbage.append(char((i * 131 + 7) % 251));
    ASSERT_TRUE(taxonomist::test::writeAll(path(u"garbage.taxonomist"_s), garbage));
    const GuiRun result
        = run({u"--screenshot"_s, path(u"shot.png"_s), path(u"garbage.taxonomist"_s)});
    ASSERT_TRUE(result.finished) << "waited 20 s: a dialog is waiting for a click";
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    EXPECT_LT(result.ms, 15000);
    EXPECT_TRUE(result.err.contains(u"taxonomist --screenshot: Cannot open the project"_s))
        << result.err.toStdString();
    EXPECT_FALSE(QFile::exists(path(u"shot.png"_s)));
}

TEST_F(HeadlessRunTest, ScreenshotOfAProjectThatAsksWhoLabelsExitsWithTheQuestion)
{
    QString error;
    ASSERT_NE(taxonomist::test::importMiniStudy(path(u"study.taxonomist"_s), &error), nullptr)
        << error.toStdString();
    const GuiRun asked = run({u"--screenshot"_s, path(u"shot.png"_s), path(u"study.taxonomist"_s)});
    ASSERT_TRUE(asked.finished) << "waited 20 s: the annotator dialog is waiting for a click";
    EXPECT_EQ(asked.exitCode, 2) << asked.err.toStdString();
    EXPECT_TRUE(asked.err.contains(u"Who is labeling?"_s)) << asked.err.toStdString();
    EXPECT_TRUE(asked.err.contains(u"--annotator"_s)) << asked.err.toStdString();
    EXPECT_FALSE(QFile::exists(path(u"shot.png"_s)));

    // Told who labels, the same run renders the window.
    const GuiRun told = run({u"--screenshot"_s, path(u"shot.png"_s), u"--annotator"_s,
        u"Volunteer 1"_s, path(u"study.taxonomist"_s)});
    ASSERT_TRUE(told.finished);
    EXPECT_EQ(told.exitCode, 0) << told.err.toStdString();
    EXPECT_TRUE(QFile::exists(path(u"shot.png"_s)));
}
