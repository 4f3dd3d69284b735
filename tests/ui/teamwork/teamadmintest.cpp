// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Project › Team…'s Assign…, Make Package… and the invitation it shows, on the demo project
// without a server:
// the assign dialog previews each volunteer's share before anything is written, writes exactly
// the previewed plan once confirmed, audit-logged as `team assign`; an invitation is one line,
// selected, read-only, copied or saved readable by its owner only. With TAXONOMIST_SCREENSHOTS
// set they render docs/team-invite.png and docs/team-assign.png.

#include "common/settings.h"
#include "memorytokenstore.h"
#include "project/demoproject.h"
#include "recordingdialogservice.h"
#include "session/projectsession.h"
#include "store/sqlitestatement.h"
#include "team/invitationtext.h"
#include "team/serverstate.h"
#include "team/teamroster.h"
#include "teamwork/assigndialog.h"
#include "teamwork/invitationdialog.h"
#include "teamwork/serveradminbox.h"
#include "teamwork/syncactions.h"
#include "teamwork/teamdialog.h"
#include "window/mainwindow.h"

#include "sampleinvitation.h"

#include <gtest/gtest.h>
#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace taxonomist;
using namespace taxonomist::core;
using taxonomist::test::RecordingDialogService;

namespace {

struct LeadWindow
{
    QTemporaryDir dir;
    QString path;
    RecordingDialogService *dialogs = nullptr;
    std::unique_ptr<ui::MainWindow> window;

    bool open()
    {
        auto installed = ui::DemoProject::install(dir.path());
        if (!installed)
            return false;
        path = *installed;
        ui::Settings::setAnnotatorFor(path, u"Dana"_s);
        auto answers = std::make_unique<RecordingDialogService>();
        dialogs = answers.get();
        window = std::make_unique<ui::MainWindow>(std::move(answers));
        return window->openProject(path);
    }
};

// Assignments per volunteer as the project holds them.
QMap<QString, qint64> assignedPerVolunteer(const ProjectStore &store)
{
    QMap<QString, qint64> assigned;
    SqliteStatement rows(store.handle(),
        "SELECT a.name, count(*) FROM assignments s JOIN annotators a ON a.id = s.annotator_id"
        " GROUP BY a.name");
    while (rows.next())
        assigned.insert(rows.text(0), rows.integer(1));
    return assigned;
}

void select(QTableView *table, const QString &name)
{
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        if (table->model()->index(row, 0).data().toString() == name)
            table->selectRow(row);
    }
}

QMap<QString, qint64> shown(const QTableWidget &table)
{
    QMap<QString, qint64> shares;
    for (int row = 0; row < table.rowCount(); ++row)
        shares.insert(table.item(row, 0)->text(), QLocale().toLongLong(table.item(row, 1)->text()));
    return shares;
}

} // namespace

TEST(AssignDialog, PreviewsEachVolunteersShareAndWritesExactlyThatOnceConfirmed)
{
    LeadWindow lead;
    ASSERT_TRUE(lead.open());
    ui::ProjectSession *session = lead.window->session();
    ui::TeamDialog team(session, *lead.dialogs, lead.window.get());
    team.show();
    ui::AssignDialog *dialog = team.openAssign();
    ASSERT_TRUE(dialog);
    QSignalSpy previewed(dialog, &ui::AssignDialog::previewed);
    QSignalSpy assigned(dialog, &ui::AssignDialog::assigned);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !dialog->isBusy() && previewed.count() > 0; }, 10000));
    auto *table = dialog->findChild<QTableWidget *>(u"assignShares"_s);
    auto *submit = dialog->findChild<QPushButton *>(u"assignSubmit"_s);

    // K = 2 per issue, seed 7: the preview is the core's plan, balanced within one issue.
    QTest::mouseClick(dialog->findChild<QRadioButton *>(u"assignPerIssue"_s), Qt::LeftButton);
    auto *count = dialog->findChild<QSpinBox *>(u"assignCount"_s);
    auto *seed = dialog->findChild<QSpinBox *>(u"assignSeed"_s);
    count->setValue(2);
    seed->setValue(7);
    const qsizetype before = previewed.count();
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return !dialog->isBusy() && previewed.count() > before; }, 10000));
    ASSERT_TRUE(previewed.last().at(0).toBool());
    const AssignmentRequest request = dialog->request();
    EXPECT_EQ(request.perIssue, 2);
    EXPECT_EQ(request.seed, 7u);
    auto expected = AssignmentStore::preview(*session->store(), request);
    ASSERT_TRUE(expected) << expected.error().message().toStdString();
    QMap<QString, qint64> planned;
    qint64 total = 0;
    for (const AssignmentShare &share : expected->shares) {
        planned.insert(share.volunteer, share.issues);
        total += share.issues;
    }
    EXPECT_EQ(shown(*table), planned);
    EXPECT_EQ(total, expected->issues * 2);
    const auto [least, most] = std::minmax_element(planned.cbegin(), planned.cend());
    EXPECT_LE(*most - *least, 1) << "balanced";
    EXPECT_TRUE(assignedPerVolunteer(*session->store()).isEmpty()) << "a preview writes nothing";
    if (const QString docs = qEnvironmentVariable("TAXONOMIST_SCREENSHOTS"); !docs.isEmpty()) {
        EXPECT_TRUE(dialog->grab().save(QDir(docs).filePath(u"team-assign.png"_s)));
    }

    // Declined: nothing written. Confirmed: the previewed plan, audit-logged as the CLI's.
    lead.dialogs->confirmAnswer = false;
    QTest::mouseClick(submit, Qt::LeftButton);
    EXPECT_EQ(assigned.count(), 0);
    ASSERT_EQ(lead.dialogs->questions.size(), 1);
    EXPECT_TRUE(lead.dialogs->questions.first().contains(u"assignments added"_s));
    lead.dialogs->confirmAnswer = true;
    QSignalSpy teamChanged(session, &ui::ProjectSession::teamChanged);
    QTest::mouseClick(submit, Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return assigned.count() == 1; }, 10000));
    ASSERT_TRUE(assigned.first().at(0).toBool()) << assigned.first().at(1).toString().toStdString();
    EXPECT_EQ(assignedPerVolunteer(*session->store()), planned);
    EXPECT_GE(teamChanged.count(), 1) << "the team's table follows";
    SqliteStatement audit(
        session->store()->handle(), "SELECT detail FROM audit_log WHERE action = 'team-assign'");
    ASSERT_TRUE(audit.next());
    EXPECT_TRUE(audit.text(0).contains(u"\"per_issue\":2"_s)) << audit.text(0).toStdString();

    // Every issue to every volunteer, only one framework's: the preview says so first.
    QTest::mouseClick(dialog->findChild<QRadioButton *>(u"assignAll"_s), Qt::LeftButton);
    auto *frameworks = dialog->findChild<QListWidget *>(u"assignFrameworks"_s);
    ASSERT_GT(frameworks->count(), 0);
    frameworks->item(0)->setCheckState(Qt::Checked);
    const qsizetype again = previewed.count();
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return !dialog->isBusy() && previewed.count() > again; }, 10000));
    EXPECT_EQ(dialog->request().frameworks.size(), 1);
    for (const AssignmentShare &share : dialog->preview().shares)
        EXPECT_EQ(share.issues, dialog->preview().issues) << share.volunteer.toStdString();
}

TEST(InvitationDialog, ShowsOneSelectedLineToCopyOrSaveReadableByItsOwnerOnly)
{
    RecordingDialogService dialogs;
    const Invitation ana = test::sampleInvitation(u"Volunteer 3"_s);
    auto *dialog = new ui::InvitationDialog(ana, dialogs);
    QPointer<ui::InvitationDialog> alive(dialog);
    dialog->show();
    auto *field = dialog->findChild<QLineEdit *>(u"invitationText"_s);
    EXPECT_TRUE(field->isReadOnly());
    EXPECT_EQ(field->selectedText(), field->text());
    auto decoded = InvitationText::decode(dialog->text(), u"the dialog"_s);
    ASSERT_TRUE(decoded);
    EXPECT_EQ(decoded->password, ana.password);
    EXPECT_EQ(decoded->url, ana.url);
    EXPECT_FALSE(dialog->findChild<QLabel *>(u"invitationAddress"_s)->text().contains(ana.password))
        << "the password is only inside the invitation";
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"copyInvitation"_s), Qt::LeftButton);
    EXPECT_EQ(QGuiApplication::clipboard()->text(), dialog->text());
    QGuiApplication::clipboard()->clear();

    QTemporaryDir dir;
    dialogs.writeAnswer = dir.filePath(u"ana.invitation"_s);
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"saveInvitation"_s), Qt::LeftButton);
    EXPECT_EQ(QFile::permissions(dialogs.writeAnswer),
        QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser
            | QFileDevice::WriteUser);
    EXPECT_EQ(InvitationText::load(dialogs.writeAnswer)->password, ana.password);
    // Saved again over it: refused, and said.
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"saveInvitation"_s), Qt::LeftButton);
    auto *status = dialog->findChild<QLabel *>(u"invitationStatus"_s);
    EXPECT_FALSE(status->text().startsWith(u"Saved"_s)) << status->text().toStdString();
    dialog->close();
    EXPECT_TRUE(QTest::qWaitFor([&] { return alive.isNull(); }, 2000)) << "gone once closed";
}

// docs/team-invite.png: Project › Team… of a lead's project on a team server, with Chen's
// invitation over it (rendered; nothing is sent to a server).
TEST(InvitationDialog, RendersOverTheTeamDialogForTheGuide)
{
    LeadWindow lead;
    ASSERT_TRUE(lead.open());
    ProjectStore &store = *lead.window->session()->store();
    const Invitation ana = test::sampleInvitation(u"Chen"_s);
    ASSERT_TRUE(store.setInfo(QString::fromLatin1(ServerState::keyUrl),
        u"postgresql://tx_0123456789abcdef_m_5d0e1f2a3b4c4d5e8f90a1b2c3d4e5f6@lab.example.org:5432/"
        u"study?sslmode=verify-full"_s));
    ASSERT_TRUE(store.setInfo(QString::fromLatin1(ServerState::keyAdminUrl),
        u"postgresql://lena@lab.example.org:5432/study?sslmode=verify-full"_s));
    ui::TeamDialog team(lead.window->session(), *lead.dialogs, lead.window.get());
    team.resize(760, 600);
    team.show();
    ui::ServerAdminBox *box = team.serverAdmin();
    ASSERT_TRUE(box->isOnServer());
    auto *table = team.findChild<QTableView *>(u"teamTable"_s);
    select(table, u"Chen"_s);
    EXPECT_TRUE(box->findChild<QPushButton *>(u"inviteMember"_s)->isEnabled());
    EXPECT_TRUE(box->findChild<QPushButton *>(u"resetPassword"_s)->isEnabled());
    EXPECT_TRUE(box->findChild<QPushButton *>(u"removeFromServer"_s)->isEnabled());
    select(table, u"Dana"_s); // the lead: her own login is not reset or removed from here
    EXPECT_FALSE(box->findChild<QPushButton *>(u"resetPassword"_s)->isEnabled());
    EXPECT_FALSE(box->findChild<QPushButton *>(u"removeFromServer"_s)->isEnabled());
    select(table, u"Chen"_s);
    const QString docs = qEnvironmentVariable("TAXONOMIST_SCREENSHOTS");
    if (docs.isEmpty())
        return;
    ui::InvitationDialog invitation(ana, *lead.dialogs, &team);
    invitation.setAttribute(Qt::WA_DeleteOnClose, false);
    invitation.show();
    QTest::qWait(100);
    QPixmap canvas = team.grab();
    const QPixmap over = invitation.grab();
    QPainter painter(&canvas);
    painter.fillRect(canvas.rect(), QColor(0, 0, 0, 60)); // the modal dialog's parent, dimmed
    const QPoint at((canvas.width() - over.width()) / 2, 90);
    painter.setPen(QColor(0, 0, 0, 90));
    painter.drawRect(QRect(at, over.size()).adjusted(-1, -1, 0, 0));
    painter.drawPixmap(at, over);
    painter.end();
    EXPECT_TRUE(canvas.save(QDir(docs).filePath(u"team-invite.png"_s)));
}

// Team › Connect… on a machine whose keychain cannot keep the password: said, with the fallback
// (remembered until the app quits, written to no file); the connection goes on meanwhile.
TEST(SyncKeychain, AKeychainThatCannotKeepTheSyncPasswordIsSaid)
{
    test::MemoryTokenStore keychain; // outlives the window that uses it
    LeadWindow lead;
    ASSERT_TRUE(lead.open());
    ASSERT_TRUE(lead.window->session()->store()->setInfo(QString::fromLatin1(ServerState::keyUrl),
        u"postgresql://dana@127.0.0.1:1/study"_s)); // nobody listens there
    keychain.unavailable = true;
    lead.window->setTokenStore(&keychain);
    lead.dialogs->passwordAnswer = u"correct horse battery"_s;
    QSignalSpy synced(lead.window->syncActions(), &ui::SyncActions::syncFinished);
    lead.window->syncActions()->connectAction()->trigger();
    ASSERT_EQ(lead.dialogs->errors.size(), 1) << lead.dialogs->errors.join(u'\n').toStdString();
    const QString said = lead.dialogs->errors.first();
    EXPECT_TRUE(said.startsWith(u"System Keychain: "_s)) << said.toStdString();
    EXPECT_TRUE(said.contains(u"org.freedesktop.secrets"_s)) << "the keychain's own reason";
    EXPECT_TRUE(said.contains(u"until you quit"_s)) << "and the fallback used";
    EXPECT_FALSE(said.contains(lead.dialogs->passwordAnswer));
    EXPECT_TRUE(keychain.tokens.isEmpty());
    ASSERT_TRUE(QTest::qWaitFor([&] { return synced.count() == 1; }, 30000));
    EXPECT_TRUE(lead.window->syncActions()->isConnected()) << "connected with the password kept";
}

// Make Package… for a volunteer left without assignments while others have some asks first: the
// package would hold only what they labelled (as the team server would show them).
TEST(MakePackage, AsksBeforeAPackageWithoutAssignedWork)
{
    LeadWindow lead;
    ASSERT_TRUE(lead.open());
    ProjectStore &store = *lead.window->session()->store();
    AssignmentRequest all;
    ASSERT_TRUE(AssignmentStore::assign(store, all, u"Dana"_s));
    ASSERT_TRUE(TeamRoster::add(store, u"Femi"_s, TeamRoster::Role::Volunteer, u"Dana"_s));
    ui::TeamDialog team(lead.window->session(), *lead.dialogs, lead.window.get());
    team.show();
    select(team.findChild<QTableView *>(u"teamTable"_s), u"Femi"_s);
    auto *make = team.findChild<QPushButton *>(u"makePackage"_s);
    ASSERT_TRUE(make->isEnabled());
    lead.dialogs->confirmAnswer = false;
    lead.dialogs->writeAnswer = lead.dir.filePath(u"femi.taxonomist"_s);
    QTest::mouseClick(make, Qt::LeftButton);
    ASSERT_EQ(lead.dialogs->questions.size(), 1);
    EXPECT_TRUE(lead.dialogs->questions.first().contains(u"Femi has no assigned issues"_s))
        << lead.dialogs->questions.first().toStdString();
    EXPECT_FALSE(team.isBusy()) << "declined: nothing is made";
    EXPECT_FALSE(QFile::exists(lead.dialogs->writeAnswer));

    // Ana has her share: no question.
    select(team.findChild<QTableView *>(u"teamTable"_s), u"Ana"_s);
    lead.dialogs->writeAnswer = lead.dir.filePath(u"ana.taxonomist"_s);
    QTest::mouseClick(make, Qt::LeftButton);
    EXPECT_EQ(lead.dialogs->questions.size(), 1);
    EXPECT_TRUE(QTest::qWaitFor([&] { return !team.isBusy(); }, 20000));
    EXPECT_TRUE(QFile::exists(lead.dialogs->writeAnswer));
}
