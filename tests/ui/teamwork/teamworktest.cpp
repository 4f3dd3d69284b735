// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The team in the app (docs/team.md): the annotator prompt asks before adding
// anyone, the status bar names the lead once, Project › Team… adds a volunteer through real key
// presses, and a merged change file reaches the open views through the session like a local edit.

#include "common/settings.h"
#include "project/demoproject.h"
#include "recordingdialogservice.h"
#include "session/projectsession.h"
#include "store/labelstore.h"
#include "store/sqlitestatement.h"
#include "team/scriptedlabels.h"
#include "team/teamchanges.h"
#include "team/teampackage.h"
#include "team/teamroster.h"
#include "teamwork/serversetupactions.h"
#include "teamwork/teamactions.h"
#include "teamwork/teamdialog.h"
#include "window/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::ui;
using taxonomist::test::RecordingDialogService;

namespace {

struct Window
{
    RecordingDialogService *dialogs;
    std::unique_ptr<MainWindow> window;
};

Window makeWindow(const std::function<void(RecordingDialogService &)> &answers = {})
{
    auto dialogs = std::make_unique<RecordingDialogService>();
    RecordingDialogService *raw = dialogs.get();
    if (answers)
        answers(*raw);
    auto window = std::make_unique<MainWindow>(std::move(dialogs));
    window->show();
    return {raw, std::move(window)};
}

QStringList teamNames(const QString &path)
{
    auto store = ProjectStore::open(path, ProjectStore::OpenMode::ReadOnly);
    QStringList names;
    if (store) {
        for (const Annotator &annotator : (*store)->annotators())
            names.append(annotator.name);
    }
    return names;
}

QString statusText(const MainWindow &window)
{
    const auto *label = window.findChild<QLabel *>(u"annotatorLabel"_s);
    return label ? label->text() : QString();
}

} // namespace

TEST(TeamWork, TheAnnotatorPromptAsksBeforeAddingSomeone)
{
    QTemporaryDir dir;
    auto path = DemoProject::install(dir.path());
    ASSERT_TRUE(path.ok()) << path.error().message().toStdString();
    Settings::setAnnotatorFor(*path, QString());
    const QStringList before = teamNames(*path);

    {
        Window declined = makeWindow([](RecordingDialogService &d) {
            d.annotatorAnswer = u"Eve"_s;
            d.newVolunteerAnswer = false;
        });
        declined.window->openProject(*path);
        EXPECT_EQ(declined.dialogs->annotatorChoicesSeen, before) << "the prompt lists the team";
        EXPECT_EQ(declined.dialogs->newVolunteersAsked, QStringList {u"Eve as Label4"_s});
        EXPECT_EQ(declined.window->annotatorId(), 0) << "nobody labels after a No";
    }
    EXPECT_EQ(teamNames(*path), before) << "nobody was created";

    Window accepted = makeWindow([](RecordingDialogService &d) {
        d.annotatorAnswer = u"Eve"_s;
        d.newVolunteerAnswer = true;
    });
    ASSERT_TRUE(accepted.window->openProject(*path));
    EXPECT_EQ(teamNames(*path), before + QStringList {u"Eve"_s});
    auto store = ProjectStore::open(*path, ProjectStore::OpenMode::ReadOnly);
    ASSERT_TRUE(store.ok());
    auto eve = TeamRoster::find(**store, u"Eve"_s);
    ASSERT_TRUE(eve.ok());
    EXPECT_EQ(eve->labelColumn, 4) << "a volunteer: the next label column, in every framework";
    EXPECT_EQ(statusText(*accepted.window), u"Labeling as Eve"_s);
}

TEST(TeamWork, TheStatusBarNamesTheLeadOnce)
{
    QTemporaryDir dir;
    auto path = DemoProject::install(dir.path());
    ASSERT_TRUE(path.ok());
    Settings::setAnnotatorFor(*path, u"Dana"_s);
    Window lead = makeWindow();
    ASSERT_TRUE(lead.window->openProject(*path));
    const QString text = statusText(*lead.window);
    EXPECT_EQ(text.count(u"lead"_s), 1) << text.toStdString();
    EXPECT_FALSE(text.contains(u"(lead) (lead)"_s));
    EXPECT_TRUE(text.startsWith(u"Dana"_s)) << text.toStdString();
}

TEST(TeamWork, TheTeamDialogAddsAVolunteerByKeyboard)
{
    QTemporaryDir dir;
    auto path = DemoProject::install(dir.path());
    ASSERT_TRUE(path.ok());
    Settings::setAnnotatorFor(*path, u"Dana"_s);
    Window lead = makeWindow();
    ASSERT_TRUE(lead.window->openProject(*path));
    ProjectSession *session = lead.window->findChild<ProjectSession *>();
    ASSERT_NE(session, nullptr);
    QSignalSpy teamChanged(session, &ProjectSession::teamChanged);

    TeamDialog dialog(session, *lead.dialogs, lead.window.get());
    auto *table = dialog.findChild<QTableView *>(u"teamTable"_s);
    ASSERT_NE(table, nullptr);
    QAbstractItemModelTester tester(
        table->model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    dialog.show();
    auto *name = dialog.findChild<QLineEdit *>(u"memberName"_s);
    auto *add = dialog.findChild<QPushButton *>(u"addVolunteer"_s);
    ASSERT_TRUE(name && add);
    name->setFocus();
    QTest::keyClicks(name, u"Femi"_s);
    EXPECT_TRUE(add->isEnabled());
    QTest::mouseClick(add, Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return teamChanged.count() > 0; }, 5000));
    EXPECT_TRUE(teamNames(*path).contains(u"Femi"_s));
    ASSERT_TRUE(QTest::qWaitFor([&] { return table->model()->rowCount() == 5; }, 5000))
        << "the table shows Femi";
    auto store = ProjectStore::open(*path, ProjectStore::OpenMode::ReadOnly);
    ASSERT_TRUE(store.ok());
    EXPECT_EQ(TeamRoster::find(**store, u"Femi"_s)->labelColumn, 4);
    // docs/team-dialog.png: TAXONOMIST_SCREENSHOTS=docs ui_tests --gtest_filter=TeamWork.*
    if (const QString docs = qEnvironmentVariable("TAXONOMIST_SCREENSHOTS"); !docs.isEmpty()) {
        EXPECT_TRUE(dialog.grab().save(QDir(docs).filePath(u"team-dialog.png"_s)));
    }
}

TEST(TeamWork, AMergeReachesTheOpenViewsLikeALocalEdit)
{
    QTemporaryDir dir;
    auto path = DemoProject::install(dir.path());
    ASSERT_TRUE(path.ok());
    const QString package = dir.filePath(u"ana.taxonomist"_s);
    const QString changes = dir.filePath(u"ana.changes"_s);
    qint64 issueId = 0;
    QString expected;
    {
        auto lead = ProjectStore::open(*path, ProjectStore::OpenMode::ReadWrite);
        ASSERT_TRUE(lead.ok());
        auto made = TeamPackage::create(**lead, u"Ana"_s, package, u"Dana"_s);
        ASSERT_TRUE(made.ok()) << made.error().message().toStdString();
        auto ana = ProjectStore::open(package, ProjectStore::OpenMode::ReadWrite);
        ASSERT_TRUE(ana.ok());
        // Ana labels an issue in her package with a code she has not given it.
        SqliteStatement first((*ana)->handle(),
            "SELECT i.uuid, n.code, EXISTS(SELECT 1 FROM labels l WHERE l.issue_id = i.id)"
            " FROM issues i, taxonomy_nodes n WHERE n.level = 2 AND NOT EXISTS(SELECT 1 FROM "
            "labels l"
            " WHERE l.issue_id = i.id AND l.node_id = n.id) ORDER BY i.row_order, n.code LIMIT 1");
        ASSERT_TRUE(first.next());
        expected = first.integer(2) ? u"labels: 1 changed"_s : u"labels: 1 added"_s;
        ScriptedLabel label;
        label.issueUuid = first.text(0);
        label.annotator = u"Ana"_s;
        label.code = first.text(1);
        auto written = ScriptedLabels::write(**ana, label, u"Ana"_s);
        ASSERT_TRUE(written.ok()) << written.error().message().toStdString();
        auto exported = TeamChanges::exportChanges(**ana, changes, QString(), false, u"Ana"_s);
        ASSERT_TRUE(exported.ok()) << exported.error().message().toStdString();
        SqliteStatement id((*lead)->handle(), "SELECT id FROM issues WHERE uuid = ?");
        id.bind(1, first.text(0));
        ASSERT_TRUE(id.next());
        issueId = id.integer(0);
    }
    Settings::setAnnotatorFor(*path, u"Dana"_s);
    Window lead = makeWindow([&](RecordingDialogService &d) { d.mergeAnswer = {changes}; });
    ASSERT_TRUE(lead.window->openProject(*path));
    ProjectSession *session = lead.window->findChild<ProjectSession *>();
    ASSERT_NE(session, nullptr);
    QSignalSpy labelsChanged(session, &ProjectSession::labelsChanged);
    QSignalSpy finished(lead.window->teamActions(), &TeamActions::finished);
    lead.window->findChild<QAction *>(u"mergeChangesAction"_s)->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() > 0; }, 20000));
    EXPECT_TRUE(finished.first().first().toBool())
        << lead.dialogs->errors.join(u'\n').toStdString();
    ASSERT_EQ(labelsChanged.count(), 1) << "the merge is announced like a local edit";
    const auto ids = labelsChanged.first().first().value<QList<qint64>>();
    EXPECT_TRUE(ids.contains(issueId));
    ASSERT_EQ(lead.dialogs->information.size(), 1);
    EXPECT_TRUE(lead.dialogs->information.first().contains(expected))
        << lead.dialogs->information.first().toStdString();
}

// Team › Create Team Server… is for the lead, in the lead's project, before it is on a server; Join
// Team… works with no project open. The disabled item says why (the server tests drive both).
TEST(TeamWork, CreateTeamServerIsOnlyForTheLeadsProjectNotYetOnAServer)
{
    QTemporaryDir dir;
    auto path = DemoProject::install(dir.path());
    ASSERT_TRUE(path.ok()) << path.error().message().toStdString();
    const QString package = dir.filePath(u"ana.taxonomist"_s);
    {
        auto lead = ProjectStore::open(*path, ProjectStore::OpenMode::ReadWrite);
        ASSERT_TRUE(lead);
        ASSERT_TRUE(TeamPackage::create(**lead, u"Ana"_s, package, u"Dana"_s));
    }
    Window app = makeWindow();
    ServerSetupActions *setup = app.window->serverSetupActions();
    QAction *create = setup->createAction();
    EXPECT_FALSE(create->isEnabled());
    EXPECT_TRUE(setup->joinAction()->isEnabled()) << "joining needs no open project";

    Settings::setAnnotatorFor(*path, u"Ana"_s);
    ASSERT_TRUE(app.window->openProject(*path));
    EXPECT_FALSE(create->isEnabled());
    EXPECT_TRUE(create->toolTip().startsWith(u"Only the lead"_s))
        << create->toolTip().toStdString();

    Settings::setAnnotatorFor(*path, u"Dana"_s);
    ASSERT_TRUE(app.window->openProject(*path));
    EXPECT_TRUE(create->isEnabled()) << create->toolTip().toStdString();

    ASSERT_TRUE(app.window->openProject(package));
    EXPECT_FALSE(create->isEnabled());
    EXPECT_TRUE(create->toolTip().startsWith(u"This is a member's copy"_s))
        << create->toolTip().toStdString();

    app.window->closeProject();
    EXPECT_FALSE(create->isEnabled());
    {
        auto lead = ProjectStore::open(*path, ProjectStore::OpenMode::ReadWrite);
        ASSERT_TRUE(lead);
        ASSERT_TRUE((*lead)->setInfo(u"server.url"_s, u"postgresql://dana@lab-server/study"_s));
    }
    ASSERT_TRUE(app.window->openProject(*path));
    EXPECT_FALSE(create->isEnabled()) << "already on a server";
    EXPECT_TRUE(create->toolTip().contains(u"on a team server already"_s))
        << create->toolTip().toStdString();
}
