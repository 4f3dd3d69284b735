// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Team › Create Team Server… and Team › Join Team… against a real team server, through the real
// dialogs on the offscreen platform: the lead creates the server from the app and stays connected;
// an invited volunteer joins from an empty window and gets a project with only what a volunteer may
// see; a refused password and an unreachable server show the error and leave no project file (or
// the file the user agreed to replace) behind.

#include "appwindow.h"
#include "fetch/tokenstore.h"
#include "memorytokenstore.h"
#include "recordingdialogservice.h"
#include "serverfixture.h"
#include "session/projectsession.h"
#include "store/sqlitestatement.h"
#include "team/teamserver.h"
#include "teamfixture.h"
#include "teamwork/serversetupactions.h"
#include "teamwork/serversetupdialog.h"
#include "teamwork/syncactions.h"
#include "window/mainwindow.h"

#include <gtest/gtest.h>
#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace taxonomist;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

using Window = AppWindow;

// Opens the dialog of `action` and types the answers in, as a user would.
ui::ServerSetupDialog *fillIn(
    const Window &window, QAction *action, const QString &address, const QString &password)
{
    action->trigger();
    ui::ServerSetupDialog *dialog = window.setup()->dialog();
    if (!dialog || !dialog->isVisible())
        return nullptr;
    auto *addressField = dialog->findChild<QLineEdit *>(u"serverAddress"_s);
    auto *passwordField = dialog->findChild<QLineEdit *>(u"serverPassword"_s);
    addressField->clear();
    QTest::keyClicks(addressField, address);
    passwordField->clear();
    QTest::keyClicks(passwordField, password);
    return dialog;
}

// Clicks the dialog's Create or Join and waits for the outcome (`finished` counts them).
bool submitAndWait(ui::ServerSetupDialog *dialog, QSignalSpy &finished)
{
    const qsizetype before = finished.count();
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"serverSubmit"_s), Qt::LeftButton);
    return QTest::qWaitFor([&] { return finished.count() > before; }, 60000);
}

qint64 count(const ProjectStore &store, const QString &sql)
{
    SqliteStatement query(store.handle(), sql.toUtf8().constData());
    return query.next() ? query.integer(0) : -1;
}

// Labels in `store` by anyone but the annotator with `uuid`.
qint64 labelsOfOthers(const ProjectStore &store, const QString &uuid)
{
    qint64 labels = 0;
    for (const Annotator &member : store.annotators()) {
        if (member.uuid != uuid)
            labels += count(
                store, u"SELECT count(*) FROM labels WHERE annotator_id = %1"_s.arg(member.id));
    }
    return labels;
}

// Files in `folder` other than `except` (a left-over temporary project shows here).
QStringList filesIn(const QString &folder, const QStringList &except)
{
    QStringList files = QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QString &name : except)
        files.removeAll(name);
    return files;
}

TEST(TeamMenu, TheLeadCreatesTheServerAndAVolunteerJoinsFromTheApp)
{
    ServerFixture server;
    TAXONOMIST_REQUIRE_SERVER(server);
    TeamFixture team(true); // every volunteer's labels: a volunteer's copy must hold only hers
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();

    // The lead, in her project.
    MemoryTokenStore leadKeychain; // outlives the window that uses it
    Window lead;
    lead.window->setTokenStore(&leadKeychain);
    lead.answers->annotatorAnswer = u"Lena"_s;
    ASSERT_TRUE(lead.window->openProject(team.leadPath()));
    QAction *create = lead.setup()->createAction();
    EXPECT_TRUE(create->isEnabled()) << create->toolTip().toStdString();
    const QString leadPassword = qEnvironmentVariable("PGPASSWORD");
    ui::ServerSetupDialog *dialog = fillIn(lead, create, server.url(), leadPassword);
    ASSERT_TRUE(dialog);
    EXPECT_EQ(dialog->windowTitle(), u"Create Team Server"_s);
    EXPECT_EQ(dialog->findChild<QLineEdit *>(u"serverPassword"_s)->echoMode(), QLineEdit::Password);
    EXPECT_TRUE(dialog->findChild<QCheckBox *>(u"keepPassword"_s)->isChecked());

    QSignalSpy created(lead.setup(), &ui::ServerSetupActions::finished);
    QSignalSpy leadSynced(lead.window->syncActions(), &ui::SyncActions::syncFinished);
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"serverSubmit"_s), Qt::LeftButton);
    // Busy while the server works: a progress bar, no way to close it midway.
    EXPECT_TRUE(dialog->isBusy());
    EXPECT_TRUE(dialog->findChild<QProgressBar *>(u"serverProgress"_s)->isVisible());
    EXPECT_FALSE(dialog->findChild<QPushButton *>(u"serverCancel"_s)->isEnabled());
    dialog->reject();
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_FALSE(create->isEnabled()) << "no second create while one runs";
    ASSERT_TRUE(QTest::qWaitFor([&] { return created.count() == 1; }, 60000));
    ASSERT_TRUE(created.at(0).at(0).toBool()) << created.at(0).at(1).toString().toStdString();
    EXPECT_TRUE(lead.answers->errors.isEmpty()) << lead.answers->errors.join(u'\n').toStdString();
    ASSERT_EQ(lead.answers->information.size(), 1);
    EXPECT_TRUE(lead.answers->information.at(0).startsWith(
        u"Team Server Created: Created the team server "_s))
        << lead.answers->information.at(0).toStdString();
    EXPECT_TRUE(lead.answers->information.at(0).contains(u"8 issues"_s))
        << lead.answers->information.at(0).toStdString();
    EXPECT_FALSE(TeamServer::address(team.lead()).isEmpty()) << "the project knows its server";
    // The project syncs as the lead's own login now, whose password the app keeps and shows.
    const QString kept = leadKeychain.tokens.value(TokenStore::Service::TeamServer);
    EXPECT_FALSE(kept.isEmpty());
    EXPECT_NE(kept, leadPassword) << "the administrator's password is not the lead's login's";
    EXPECT_TRUE(lead.answers->information.at(0).contains(kept));
    EXPECT_TRUE(TeamServer::address(team.lead()).contains(u"_m_"_s))
        << TeamServer::address(team.lead()).toStdString();
    // Connected: the first sync runs at once and the status line says so.
    ASSERT_TRUE(QTest::qWaitFor([&] { return leadSynced.count() == 1; }, 30000));
    EXPECT_TRUE(leadSynced.at(0).at(0).toBool())
        << lead.window->syncActions()->syncAction()->toolTip().toStdString();
    EXPECT_TRUE(lead.window->syncActions()->isConnected());
    EXPECT_TRUE(lead.status().startsWith(u"synced "_s)) << lead.status().toStdString();
    EXPECT_FALSE(create->isEnabled()) << "the project is on a server now";
    EXPECT_TRUE(QTest::qWaitFor([&] { return !lead.setup()->dialog(); }, 5000))
        << "the dialog closed";

    // The lead invites a volunteer (as `team invite` does) and sends her the address and password.
    auto invitation = TeamServer::invite(team.lead(), u"Volunteer 1"_s, u"volunteer"_s, u"Lena"_s);
    ASSERT_TRUE(invitation) << invitation.error().message().toStdString();

    // The volunteer, with no project open.
    Window volunteer;
    EXPECT_FALSE(volunteer.setup()->createAction()->isEnabled());
    ASSERT_TRUE(volunteer.setup()->joinAction()->isEnabled());
    const QString mine = team.path(u"ana.taxonomist"_s);
    volunteer.answers->saveFileAnswer = mine;
    dialog
        = fillIn(volunteer, volunteer.setup()->joinAction(), invitation->url, invitation->password);
    ASSERT_TRUE(dialog);
    EXPECT_EQ(dialog->windowTitle(), u"Join Team"_s);
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"chooseProjectPath"_s), Qt::LeftButton);
    EXPECT_EQ(dialog->findChild<QLineEdit *>(u"projectPath"_s)->text(), mine);
    QSignalSpy joined(volunteer.setup(), &ui::ServerSetupActions::finished);
    QSignalSpy volunteerSynced(volunteer.window->syncActions(), &ui::SyncActions::syncFinished);
    ASSERT_TRUE(submitAndWait(dialog, joined));
    ASSERT_TRUE(joined.at(0).at(0).toBool()) << joined.at(0).at(1).toString().toStdString();
    EXPECT_TRUE(volunteer.answers->errors.isEmpty())
        << volunteer.answers->errors.join(u'\n').toStdString();
    EXPECT_TRUE(volunteer.answers->questions.isEmpty()) << "a new file needs no confirmation";

    // The window opened her new project, as her, and connected it.
    ui::ProjectSession *session = volunteer.window->session();
    ASSERT_TRUE(session->isOpen());
    EXPECT_EQ(QFileInfo(session->path()).absoluteFilePath(), QFileInfo(mine).absoluteFilePath());
    EXPECT_EQ(session->annotatorName(), u"Volunteer 1"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return volunteerSynced.count() == 1; }, 30000));
    EXPECT_TRUE(volunteerSynced.at(0).at(0).toBool());
    EXPECT_TRUE(volunteer.status().startsWith(u"synced "_s)) << volunteer.status().toStdString();

    // What a volunteer may see, and nothing else.
    const ProjectStore &copy = *session->store();
    const QString owner = copy.info(u"team.owner"_s);
    EXPECT_EQ(copy.info(u"team.role"_s), u"volunteer"_s);
    EXPECT_EQ(count(copy, u"SELECT count(*) FROM issues"_s), 8);
    EXPECT_EQ(count(copy, u"SELECT count(*) FROM final_labels"_s), 0) << "never a final label";
    ASSERT_GT(labelsOfOthers(team.lead(), owner), 0) << "the lead holds other volunteers' labels";
    EXPECT_EQ(labelsOfOthers(copy, owner), 0) << "blind to the other volunteers";
    EXPECT_EQ(team.labelOf(copy, 1, TeamFixture::alpha(12)),
        team.labelOf(team.lead(), 1, TeamFixture::alpha(12)));
    QFile file(mine);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_FALSE(file.readAll().contains(invitation->password.toUtf8()))
        << "no password in the project";

    // Her second computer joins with the key of her first copy, chosen in the dialog, and so
    // signs what it sends with the same key.
    Window second;
    const QString laptop = team.path(u"ana-laptop.taxonomist"_s);
    second.answers->saveFileAnswer = laptop;
    second.answers->openFileAnswer = mine;
    dialog = fillIn(second, second.setup()->joinAction(), invitation->url, invitation->password);
    ASSERT_TRUE(dialog);
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"chooseProjectPath"_s), Qt::LeftButton);
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"chooseKeyFromPath"_s), Qt::LeftButton);
    EXPECT_EQ(dialog->findChild<QLineEdit *>(u"keyFromPath"_s)->text(), mine);
    QSignalSpy secondJoined(second.setup(), &ui::ServerSetupActions::finished);
    ASSERT_TRUE(submitAndWait(dialog, secondJoined));
    ASSERT_TRUE(secondJoined.at(0).at(0).toBool())
        << secondJoined.at(0).at(1).toString().toStdString();
    ASSERT_TRUE(second.window->session()->isOpen());
    const QString secret = second.window->session()->store()->info(u"team.signing_secret"_s);
    EXPECT_FALSE(secret.isEmpty());
    EXPECT_EQ(secret, copy.info(u"team.signing_secret"_s));
}

TEST(TeamMenu, AWrongPasswordShowsTheErrorLeavesNoFileAndMayBeTypedAgain)
{
    ServerFixture server;
    TAXONOMIST_REQUIRE_SERVER(server);
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    ASSERT_TRUE(TeamServer::create(team.lead(), server.url(), u"Lena"_s));
    auto invitation = TeamServer::invite(team.lead(), u"Volunteer 2"_s, u"volunteer"_s, u"Lena"_s);
    ASSERT_TRUE(invitation) << invitation.error().message().toStdString();
    const QStringList before = filesIn(team.path(QString()), {});

    Window volunteer;
    ui::ServerSetupDialog *dialog = fillIn(
        volunteer, volunteer.setup()->joinAction(), invitation->url, u"not-the-password"_s);
    ASSERT_TRUE(dialog);
    const QString mine = team.path(u"ben.taxonomist"_s);
    QTest::keyClicks(dialog->findChild<QLineEdit *>(u"projectPath"_s), mine);
    QSignalSpy finished(volunteer.setup(), &ui::ServerSetupActions::finished);
    ASSERT_TRUE(submitAndWait(dialog, finished));
    EXPECT_FALSE(finished.at(0).at(0).toBool());
    ASSERT_EQ(volunteer.answers->errors.size(), 1);
    const QString error = volunteer.answers->errors.at(0);
    EXPECT_TRUE(error.startsWith(u"Cannot Join the Team: Joining the team at "_s))
        << error.toStdString();
    EXPECT_TRUE(error.contains(u"password authentication failed"_s)) << error.toStdString();
    EXPECT_FALSE(error.contains(u"not-the-password"_s)) << "the password is in no message";
    EXPECT_FALSE(QFile::exists(mine));
    EXPECT_EQ(filesIn(team.path(QString()), {}), before) << "no temporary project left behind";
    EXPECT_FALSE(volunteer.window->session()->isOpen());

    // The dialog stays, with what was typed, for the right password.
    ASSERT_EQ(volunteer.setup()->dialog(), dialog);
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_FALSE(dialog->isBusy());
    auto *password = dialog->findChild<QLineEdit *>(u"serverPassword"_s);
    password->clear();
    QTest::keyClicks(password, invitation->password);
    ASSERT_TRUE(submitAndWait(dialog, finished));
    EXPECT_TRUE(finished.at(1).at(0).toBool()) << finished.at(1).at(1).toString().toStdString();
    EXPECT_TRUE(QFile::exists(mine));
    EXPECT_TRUE(volunteer.window->session()->isOpen());
}

TEST(TeamMenu, JoiningOverAnExistingFileAsksAndAnUnreachableServerLeavesItAsItWas)
{
    ServerFixture server;
    TAXONOMIST_REQUIRE_SERVER(server);
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    ASSERT_TRUE(TeamServer::create(team.lead(), server.url(), u"Lena"_s));
    auto invitation = TeamServer::invite(team.lead(), u"Volunteer 3"_s, u"volunteer"_s, u"Lena"_s);
    ASSERT_TRUE(invitation) << invitation.error().message().toStdString();
    const QString mine = team.path(u"cleo.taxonomist"_s);
    {
        QFile existing(mine);
        ASSERT_TRUE(existing.open(QIODevice::WriteOnly));
        existing.write("an older file the user keeps");
    }
    const QStringList before = filesIn(team.path(QString()), {});
    const auto unchanged = [&] {
        QFile file(mine);
        return file.open(QIODevice::ReadOnly) && file.readAll() == "an older file the user keeps";
    };

    Window volunteer;
    QSignalSpy finished(volunteer.setup(), &ui::ServerSetupActions::finished);
    // Typed over an existing file: asked first; No runs nothing.
    ui::ServerSetupDialog *dialog
        = fillIn(volunteer, volunteer.setup()->joinAction(), invitation->url, invitation->password);
    ASSERT_TRUE(dialog);
    QTest::keyClicks(dialog->findChild<QLineEdit *>(u"projectPath"_s), mine);
    volunteer.answers->confirmAnswer = false;
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"serverSubmit"_s), Qt::LeftButton);
    ASSERT_EQ(volunteer.answers->questions.size(), 1);
    EXPECT_TRUE(volunteer.answers->questions.at(0).startsWith(u"Replace the File?: "_s))
        << volunteer.answers->questions.at(0).toStdString();
    EXPECT_FALSE(volunteer.setup()->isRunning());
    QTest::qWait(200);
    EXPECT_EQ(finished.count(), 0);
    EXPECT_TRUE(unchanged());

    // Yes, but the server cannot be reached: the error names it, and the file is as it was.
    volunteer.answers->confirmAnswer = true;
    auto *address = dialog->findChild<QLineEdit *>(u"serverAddress"_s);
    address->clear();
    QTest::keyClicks(address, u"postgresql://nobody@127.0.0.1:1/nothing?connect_timeout=5"_s);
    ASSERT_TRUE(submitAndWait(dialog, finished));
    EXPECT_FALSE(finished.at(0).at(0).toBool());
    ASSERT_EQ(volunteer.answers->errors.size(), 1);
    EXPECT_TRUE(volunteer.answers->errors.at(0).startsWith(
        u"Cannot Join the Team: Joining the team at postgresql://nobody@127.0.0.1:1/nothing"_s))
        << volunteer.answers->errors.at(0).toStdString();
    EXPECT_TRUE(volunteer.answers->errors.at(0).contains(u"was left as it was"_s));
    EXPECT_TRUE(unchanged());
    EXPECT_EQ(filesIn(team.path(QString()), {}), before);

    // The right server, already confirmed: the joined project replaces the file.
    address->clear();
    QTest::keyClicks(address, invitation->url);
    ASSERT_TRUE(submitAndWait(dialog, finished));
    EXPECT_TRUE(finished.at(1).at(0).toBool()) << finished.at(1).at(1).toString().toStdString();
    EXPECT_EQ(volunteer.answers->questions.size(), 2) << "not asked again once the user said yes";
    EXPECT_FALSE(unchanged());
    ASSERT_TRUE(volunteer.window->session()->isOpen());
    EXPECT_EQ(volunteer.window->session()->store()->info(u"team.role"_s), u"volunteer"_s);
    EXPECT_EQ(
        filesIn(team.path(QString()), {u"cleo.taxonomist-wal"_s, u"cleo.taxonomist-shm"_s}), before)
        << "no temporary project left behind";
}

} // namespace
