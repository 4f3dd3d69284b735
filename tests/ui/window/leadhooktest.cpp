// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "common/settings.h"
#include "issues/issuelistview.h"
#include "lead/leadwindow.h"
#include "project/demoproject.h"
#include "recordingdialogservice.h"
#include "testpaths.h"
#include "window/mainwindow.h"

#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <QTest>

using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

std::unique_ptr<MainWindow> openDemoAs(const QString &path, const QString &annotator)
{
    Settings::setAnnotatorFor(path, annotator);
    auto window = std::make_unique<MainWindow>(
        std::make_unique<taxonomist::test::RecordingDialogService>());
    window->show();
    EXPECT_TRUE(window->openProject(path));
    return window;
}

} // namespace

TEST(LeadHook, OnlyTheLeadOpensTheLeadWindowOnTheOpenProject)
{
    QTemporaryDir dir;
    auto path = DemoProject::install(dir.path());
    ASSERT_TRUE(path.ok()) << path.error().message().toStdString();

    auto volunteer = openDemoAs(*path, u"Chen"_s);
    EXPECT_EQ(volunteer->openLeadWindow(), nullptr) << "a volunteer never sees the others' labels";
    volunteer.reset();

    auto lead = openDemoAs(*path, u"Dana"_s);
    LeadWindow *window = lead->openLeadWindow();
    ASSERT_NE(window, nullptr);
    EXPECT_TRUE(window->isVisible());
    EXPECT_EQ(lead->openLeadWindow(), window) << "one lead window per project";
    // Opening another project closes the lead window of the previous one.
    QPointer<LeadWindow> guard(window);
    ASSERT_TRUE(lead->openProject(*path));
    EXPECT_TRUE(guard.isNull());
}
