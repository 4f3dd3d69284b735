// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Project › Team… against a real team server, through the real dialogs on the offscreen platform:
// the lead invites a volunteer (the administrator's password asked once and kept), the invitation
// is shown once — selected, copied, saved readable by its owner only — and the volunteer joins
// with it in Team › Join Team…; a reset stops the old password, a removal the login. Nothing Qt
// logs meanwhile, and no audit row, holds a password. A keychain that cannot keep the password is
// said, with the fallback used.

#include "appwindow.h"
#include "memorytokenstore.h"
#include "recordingdialogservice.h"
#include "serverfixture.h"
#include "session/projectsession.h"
#include "store/sqlitestatement.h"
#include "team/invitationtext.h"
#include "team/serverconnection.h"
#include "team/teamserver.h"
#include "teamfixture.h"
#include "teamwork/admincredentials.h"
#include "teamwork/invitationdialog.h"
#include "teamwork/invitedialog.h"
#include "teamwork/serveradminbox.h"
#include "teamwork/serversetupactions.h"
#include "teamwork/serversetupdialog.h"
#include "teamwork/syncactions.h"
#include "teamwork/teamdialog.h"
#include "window/mainwindow.h"

#include <gtest/gtest.h>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QMap>
#include <QMutex>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace taxonomist;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

// Everything Qt logs while it lives, every category's debug lines included.
class CapturedLog
{
public:
    CapturedLog()
    {
        QLoggingCategory::setFilterRules(u"taxonomist.*=true"_s);
        s_previous = qInstallMessageHandler(&CapturedLog::capture);
    }
    ~CapturedLog()
    {
        qInstallMessageHandler(s_previous);
        QLoggingCategory::setFilterRules(QString());
    }
    static QString text()
    {
        const QMutexLocker lock(&s_mutex);
        return s_lines.join(u'\n');
    }

private:
    static void capture(QtMsgType type, const QMessageLogContext &context, const QString &message)
    {
        {
            const QMutexLocker lock(&s_mutex);
            s_lines.append(
                QString::fromUtf8(context.category ? context.category : "") + u": "_s + message);
        }
        if (s_previous)
            s_previous(type, context, message);
    }
    static inline QMutex s_mutex;
    static inline QStringList s_lines;
    static inline QtMessageHandler s_previous = nullptr;
};

QString connectFails(const QString &url, const QString &password)
{
    auto opened = ServerConnection::open(*ServerAddress::parse(url), password);
    return opened ? QString() : opened.error().message();
}

QString auditText(const ProjectStore &store)
{
    SqliteStatement rows(store.handle(), "SELECT action || ' ' || detail FROM audit_log");
    QStringList lines;
    while (rows.next())
        lines.append(rows.text(0));
    return lines.join(u'\n');
}

void select(ui::TeamDialog &dialog, const QString &name)
{
    auto *table = dialog.findChild<QTableView *>(u"teamTable"_s);
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        if (table->model()->index(row, 0).data().toString() == name)
            table->selectRow(row);
    }
}

// Clicks `button` of the server box and waits for its outcome.
bool clickAndWait(ui::ServerAdminBox *box, const QString &button, QSignalSpy &finished)
{
    const qsizetype before = finished.count();
    auto *clicked = box->findChild<QPushButton *>(button);
    if (!clicked || !clicked->isEnabled())
        return false;
    QTest::mouseClick(clicked, Qt::LeftButton);
    if (button == u"inviteMember"_s) {
        ui::InviteDialog *invite = box->inviteDialog();
        if (!invite || !invite->isVisible())
            return false;
        QTest::mouseClick(invite->findChild<QPushButton *>(u"inviteSubmit"_s), Qt::LeftButton);
    }
    return QTest::qWaitFor([&] { return finished.count() > before; }, 60000);
}

} // namespace

// The lead's project on a fresh team server, open in the app, with Project › Team… shown; the
// administrator's password is asked once and kept in an in-memory keychain.
class TeamDialogOnServer : public ::testing::Test
{
protected:
    void SetUp() override
    {
        TAXONOMIST_REQUIRE_SERVER(server);
        ASSERT_TRUE(team.isValid()) << team.error().toStdString();
        ASSERT_TRUE(TeamServer::create(team.lead(), server.url(), u"Lena"_s));
        lead.answers->annotatorAnswer = u"Lena"_s;
        lead.window->setTokenStore(&keychain);
        ASSERT_TRUE(lead.window->openProject(team.leadPath()));
        credentials.setTokenStore(&keychain);
        dialog = std::make_unique<ui::TeamDialog>(
            lead.window->session(), *lead.answers, lead.window.get(), &credentials);
        dialog->show();
        box = dialog->serverAdmin();
        lead.answers->passwordAnswer = adminPassword;
    }

    const QString adminPassword = qEnvironmentVariable("PGPASSWORD");
    ServerFixture server;
    TeamFixture team;
    MemoryTokenStore keychain;
    AppWindow lead;
    ui::AdminCredentials credentials;
    std::unique_ptr<ui::TeamDialog> dialog;
    ui::ServerAdminBox *box = nullptr;
};

TEST_F(TeamDialogOnServer, TheLeadInvitesResetsAndRemovesAndNoPasswordIsLogged)
{
    CapturedLog log;
    ASSERT_TRUE(box->isOnServer());
    EXPECT_TRUE(box->findChild<QLabel *>(u"serverAdminAddress"_s)
                    ->text()
                    .contains(TeamServer::adminAddress(team.lead())));
    QSignalSpy finished(box, &ui::ServerAdminBox::finished);

    // Invite…: Volunteer 1, selected in the table, preselected in the dialog.
    select(*dialog, u"Volunteer 1"_s);
    QTest::mouseClick(box->findChild<QPushButton *>(u"inviteMember"_s), Qt::LeftButton);
    ui::InviteDialog *invite = box->inviteDialog();
    ASSERT_TRUE(invite && invite->isVisible());
    EXPECT_EQ(invite->name(), u"Volunteer 1"_s);
    EXPECT_EQ(invite->role(), u"volunteer"_s);
    QTest::mouseClick(invite->findChild<QPushButton *>(u"inviteSubmit"_s), Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() == 1; }, 60000));
    ASSERT_TRUE(finished.at(0).at(0).toBool()) << finished.at(0).at(1).toString().toStdString();
    EXPECT_EQ(lead.answers->passwordsAsked.size(), 1);
    EXPECT_TRUE(
        lead.answers->passwordsAsked.value(0).contains(TeamServer::adminAddress(team.lead())))
        << "the prompt names the administrator's address";
    EXPECT_EQ(keychain.tokens.value(TokenStore::Service::TeamServerAdmin), adminPassword)
        << "kept as the app keeps its other server password";
    EXPECT_TRUE(box->findChild<QLabel *>(u"serverAdminKeychain"_s)
                    ->text()
                    .contains(u"kept in the system keychain"_s));

    // The invitation, shown once: one line, selected, to copy or save.
    ui::InvitationDialog *shown = box->invitationDialog();
    ASSERT_TRUE(shown && shown->isVisible());
    auto *field = shown->findChild<QLineEdit *>(u"invitationText"_s);
    EXPECT_TRUE(field->isReadOnly());
    EXPECT_EQ(field->selectedText(), field->text()) << "selected, ready to copy";
    const QString invitationText = shown->text();
    auto invitation = InvitationText::decode(invitationText, u"the dialog"_s);
    ASSERT_TRUE(invitation) << invitation.error().message().toStdString();
    EXPECT_EQ(invitation->name, u"Volunteer 1"_s);
    EXPECT_EQ(connectFails(invitation->url, invitation->password), QString());
    QTest::mouseClick(shown->findChild<QPushButton *>(u"copyInvitation"_s), Qt::LeftButton);
    EXPECT_EQ(QGuiApplication::clipboard()->text(), shown->text());
    const QString file = team.path(u"ana.invitation"_s);
    lead.answers->writeAnswer = file;
    QTest::mouseClick(shown->findChild<QPushButton *>(u"saveInvitation"_s), Qt::LeftButton);
    EXPECT_EQ(QFile::permissions(file)
            & (QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::WriteOther),
        QFileDevice::Permissions());
    auto saved = InvitationText::load(file);
    ASSERT_TRUE(saved) << saved.error().message().toStdString();
    EXPECT_EQ(saved->password, invitation->password);

    // The volunteer pastes it into Team › Join Team… and is in.
    AppWindow volunteer;
    volunteer.window->serverSetupActions()->joinAction()->trigger();
    ui::ServerSetupDialog *join = volunteer.window->serverSetupActions()->dialog();
    ASSERT_TRUE(join);
    auto *pasteInto = join->findChild<QLineEdit *>(u"invitationText"_s);
    pasteInto->setFocus();
    QTest::keySequence(pasteInto, QKeySequence::Paste); // what Copy put on the clipboard
    QGuiApplication::clipboard()->clear();
    EXPECT_EQ(pasteInto->text(), invitationText);
    EXPECT_EQ(join->findChild<QLineEdit *>(u"serverAddress"_s)->text(), invitation->url);
    const QString mine = team.path(u"ana.taxonomist"_s);
    QTest::keyClicks(join->findChild<QLineEdit *>(u"projectPath"_s), mine);
    QSignalSpy joined(volunteer.window->serverSetupActions(), &ui::ServerSetupActions::finished);
    QTest::mouseClick(join->findChild<QPushButton *>(u"serverSubmit"_s), Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return joined.count() == 1; }, 60000));
    ASSERT_TRUE(joined.at(0).at(0).toBool()) << joined.at(0).at(1).toString().toStdString();
    EXPECT_EQ(volunteer.window->session()->annotatorName(), u"Volunteer 1"_s);
    shown->close();

    // Reset Password…: a new invitation; the old password stops working. Not asked again.
    lead.answers->confirmAnswer = true;
    ASSERT_TRUE(clickAndWait(box, u"resetPassword"_s, finished));
    ASSERT_TRUE(finished.last().at(0).toBool()) << finished.last().at(1).toString().toStdString();
    EXPECT_EQ(lead.answers->passwordsAsked.size(), 1) << "the administrator's password is kept";
    ASSERT_TRUE(box->invitationDialog());
    auto reset = InvitationText::decode(box->invitationDialog()->text(), u"the dialog"_s);
    ASSERT_TRUE(reset);
    EXPECT_NE(reset->password, invitation->password);
    EXPECT_TRUE(connectFails(invitation->url, invitation->password).contains(u"password"_s));
    EXPECT_EQ(connectFails(reset->url, reset->password), QString());
    box->invitationDialog()->close();

    // Remove from Server…: the confirmation says what happens to their rows; the login stops.
    ASSERT_TRUE(clickAndWait(box, u"removeFromServer"_s, finished));
    ASSERT_TRUE(finished.last().at(0).toBool()) << finished.last().at(1).toString().toStdString();
    ASSERT_FALSE(lead.answers->questions.isEmpty());
    EXPECT_TRUE(lead.answers->questions.last().contains(u"labels and votes stay"_s))
        << lead.answers->questions.last().toStdString();
    EXPECT_FALSE(connectFails(reset->url, reset->password).isEmpty());
    EXPECT_TRUE(box->status().contains(u"off the team server"_s)) << box->status().toStdString();

    // No password in anything logged, nor in the audit log, nor in a message shown.
    const QString logged = CapturedLog::text() + auditText(team.lead());
    EXPECT_TRUE(auditText(team.lead()).contains(u"team-server-remove"_s));
    for (const QString &secret : {invitation->password, reset->password, adminPassword}) {
        ASSERT_FALSE(secret.isEmpty());
        EXPECT_FALSE(logged.contains(secret)) << "a password was logged";
        EXPECT_FALSE(box->status().contains(secret));
    }
    EXPECT_FALSE(logged.contains(invitationText)) << "the invitation was logged";
}

TEST_F(TeamDialogOnServer, AKeychainThatCannotKeepThePasswordIsSaidWithTheFallback)
{
    keychain.unavailable = true;
    QSignalSpy finished(box, &ui::ServerAdminBox::finished);
    box->invite(u"Volunteer 2"_s, u"volunteer"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() == 1; }, 60000));
    ASSERT_TRUE(finished.at(0).at(0).toBool()) << finished.at(0).at(1).toString().toStdString();
    auto *said = box->findChild<QLabel *>(u"serverAdminKeychain"_s);
    EXPECT_TRUE(said->isVisible());
    EXPECT_TRUE(said->text().contains(u"could not keep"_s)) << said->text().toStdString();
    EXPECT_TRUE(said->text().contains(u"org.freedesktop.secrets"_s)) << "the keychain's reason";
    EXPECT_TRUE(said->text().contains(u"until you quit"_s)) << "and the fallback used";
    EXPECT_TRUE(keychain.tokens.isEmpty());
    // The fallback holds: this session does not ask again.
    box->invite(u"Volunteer 3"_s, u"volunteer"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() == 2; }, 60000));
    EXPECT_TRUE(finished.at(1).at(0).toBool()) << finished.at(1).at(1).toString().toStdString();
    EXPECT_EQ(lead.answers->passwordsAsked.size(), 1);
}

// The lead invited for their second computer: the login this project syncs as gets a new
// password, and the project's syncs take it (kept in the keychain in place of the old one).
TEST_F(TeamDialogOnServer, InvitingTheLeadHandsTheNewPasswordToTheSync)
{
    QSignalSpy finished(box, &ui::ServerAdminBox::finished);
    QSignalSpy reset(box, &ui::ServerAdminBox::ownLoginReset);
    QObject::connect(dialog.get(), &ui::TeamDialog::ownLoginReset, lead.window->syncActions(),
        &ui::SyncActions::takeNewPassword); // as TeamActions and the main window wire it
    box->invite(u"Lena"_s, u"lead"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() == 1; }, 60000));
    ASSERT_TRUE(finished.at(0).at(0).toBool()) << finished.at(0).at(1).toString().toStdString();
    ASSERT_EQ(reset.count(), 1);
    auto invitation = InvitationText::decode(box->invitationDialog()->text(), u"the dialog"_s);
    ASSERT_TRUE(invitation);
    EXPECT_EQ(reset.at(0).at(0).toString(), invitation->password);
    EXPECT_EQ(keychain.tokens.value(TokenStore::Service::TeamServer), invitation->password);
    QSignalSpy synced(lead.window->syncActions(), &ui::SyncActions::syncFinished);
    lead.window->syncActions()->connectToServer();
    ASSERT_TRUE(QTest::qWaitFor([&] { return synced.count() == 1; }, 30000));
    EXPECT_TRUE(synced.at(0).at(0).toBool())
        << lead.window->syncActions()->offlineReason().toStdString();
}
