// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The app's Team menu against a real team server: Connect… asks the password once and syncs; the
// status line says when; Sync Now brings a label made on the volunteer's other machine into the
// open window through the session's signals; a label saved counts as a change waiting at once; a
// server that is gone reads "offline (why) — changes kept locally".

#include "recordingdialogservice.h"
#include "serverfixture.h"
#include "session/projectsession.h"
#include "team/teamserver.h"
#include "teamfixture.h"
#include "teamwork/syncactions.h"
#include "window/mainwindow.h"

#include <gtest/gtest.h>
#include <QAction>
#include <QLabel>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace taxonomist;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

TEST(TeamMenu, ConnectSyncsNowAndPulledLabelsReachTheOpenWindow)
{
    ServerFixture server;
    TAXONOMIST_REQUIRE_SERVER(server);
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    ASSERT_TRUE(TeamServer::create(team.lead(), server.url(), u"Lena"_s));
    auto invitation = TeamServer::invite(team.lead(), u"Volunteer 1"_s, u"volunteer"_s, u"Lena"_s);
    ASSERT_TRUE(invitation);
    const QString laptop = team.path(u"laptop.taxonomist"_s);
    const QString desktop = team.path(u"desktop.taxonomist"_s);
    ASSERT_TRUE(TeamServer::join(invitation->url, laptop, u"test"_s, invitation->password));
    // The desktop, her second copy, signs with the laptop's key.
    ASSERT_TRUE(
        TeamServer::join(invitation->url, desktop, u"test"_s, invitation->password, laptop));

    auto dialogs = std::make_unique<RecordingDialogService>();
    RecordingDialogService *answers = dialogs.get();
    answers->passwordAnswer = invitation->password;
    ui::MainWindow window(std::move(dialogs));
    ASSERT_TRUE(window.openProject(laptop));
    ui::SyncActions *sync = window.syncActions();
    auto *status = window.findChild<QLabel *>(u"syncLabel"_s);
    ASSERT_TRUE(status);
    // What waits to be sent shows before the first sync too.
    EXPECT_EQ(status->text(), u"team server: not connected · 0 changes waiting"_s);

    QSignalSpy finished(sync, &ui::SyncActions::syncFinished);
    sync->connectAction()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() == 1; }, 30000));
    EXPECT_TRUE(finished.at(0).at(0).toBool()) << sync->syncAction()->toolTip().toStdString();
    EXPECT_EQ(answers->passwordsAsked.size(), 1);
    EXPECT_TRUE(status->text().startsWith(u"synced "_s)) << status->text().toStdString();
    EXPECT_TRUE(status->text().endsWith(u" · 0 changes waiting"_s)) << status->text().toStdString();
    EXPECT_TRUE(sync->isConnected());

    // The same volunteer labels on the other machine and syncs it.
    {
        auto other = ProjectStore::open(desktop, ProjectStore::OpenMode::ReadWrite);
        ASSERT_TRUE(other);
        ASSERT_TRUE(team.label(**other, 1, TeamFixture::alpha(12), u"C.3"_s))
            << team.error().toStdString();
        ASSERT_TRUE(TeamServer::sync(**other, u"test"_s, invitation->password));
    }
    QSignalSpy labels(window.session(), &ui::ProjectSession::labelsChanged);
    sync->syncAction()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() == 2; }, 30000));
    EXPECT_TRUE(finished.at(1).at(0).toBool()) << sync->syncAction()->toolTip().toStdString();
    ASSERT_EQ(labels.count(), 1) << "the pulled label reaches the views like a local edit";
    EXPECT_EQ(team.labelOf(*window.session()->store(), 1, TeamFixture::alpha(12)), u"C.3"_s);

    // A label saved here is one more change waiting at once, not at the next sync. (The label
    // pulled from her other copy counts as waiting too: the next push sends it back, unchanged.)
    const auto waitingLine = [](qint64 n) {
        return n == 1 ? u" · 1 change waiting"_s : u" · %1 changes waiting"_s.arg(n);
    };
    auto before = TeamServer::waiting(*window.session()->store());
    ASSERT_TRUE(before);
    EXPECT_TRUE(status->text().endsWith(waitingLine(*before))) << status->text().toStdString();
    {
        QSqlQuery ids(window.session()->store()->database());
        ASSERT_TRUE(
            ids.exec(u"SELECT (SELECT id FROM taxonomy_nodes WHERE code = 'C.5'),"
                     " (SELECT id FROM issues WHERE url = '%1')"_s.arg(TeamFixture::alpha(7)))
            && ids.next());
        taxonomist::core::Label label;
        label.nodeId = ids.value(0).toLongLong();
        const qint64 issue = ids.value(1).toLongLong();
        ids.finish(); // no read left open on the session's connection
        ASSERT_GT(label.nodeId, 0);
        ASSERT_GT(issue, 0);
        ASSERT_TRUE(window.session()->setLabel(issue, label).ok());
    }
    EXPECT_TRUE(
        QTest::qWaitFor([&] { return status->text().endsWith(u" · 1 change waiting"_s); }, 3000))
        << status->text().toStdString();
    EXPECT_TRUE(status->text().startsWith(u"synced "_s)) << status->text().toStdString();
    // The server goes away: the sync says so, and why, in the status bar, and keeps the changes.
    {
        QSqlDatabase admin = QSqlDatabase::database(u"server-fixture-admin"_s);
        QSqlQuery drop(admin);
        ASSERT_TRUE(drop.exec(u"DROP DATABASE %1 WITH (FORCE)"_s.arg(server.database())));
    }
    sync->syncAction()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() == 3; }, 30000));
    EXPECT_FALSE(finished.at(2).at(0).toBool());
    EXPECT_TRUE(status->text().startsWith(u"offline ("_s)) << status->text().toStdString();
    EXPECT_TRUE(status->text().contains(u") — changes kept locally"_s + waitingLine(*before + 1)))
        << status->text().toStdString();
    EXPECT_TRUE(status->text().contains(server.database()) || status->text().size() > 40)
        << "the reason is the server's words: " << status->text().toStdString();
    EXPECT_FALSE(sync->offlineReason().isEmpty());
    EXPECT_FALSE(status->toolTip().isEmpty()) << "the whole reason is a hover away";
}

} // namespace
