// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// File › New Study…, Project › Collect Issues… and Add Issues from URL List…, offscreen.
#include "study/newstudy.h"
#include "common/settings.h"
#include "fakeapiserver.h"
#include "fetching/collectdialog.h"
#include "fetching/fetchcontroller.h"
#include "project/newstudywizard.h"
#include "project/studyactions.h"
#include "recordingdialogservice.h"
#include "store/projectstore.h"
#include "study/studyframeworks.h"
#include "window/mainwindow.h"

#include <gtest/gtest.h>

#include <QAction>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

void writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(content);
}

TEST(NewStudyWizard, ChecksEachPageAndPlansTheStudy)
{
    QTemporaryDir dir;
    RecordingDialogService dialogs;
    NewStudyWizard wizard(dialogs);
    wizard.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&wizard));
    // No file yet, then one that exists: the first page stays.
    wizard.next();
    EXPECT_EQ(wizard.currentId(), 0);
    EXPECT_EQ(wizard.pageError(), u"Choose where the project file goes."_s);
    writeFile(dir.filePath(u"taken.taxonomist"_s), "x");
    wizard.setPath(dir.filePath(u"taken.taxonomist"_s));
    wizard.next();
    EXPECT_EQ(wizard.currentId(), 0);
    EXPECT_TRUE(wizard.pageError().contains(u"never replaces a file"_s));
    const QString path = dir.filePath(u"next.taxonomist"_s);
    wizard.setPath(path);
    wizard.next();
    ASSERT_EQ(wizard.currentId(), 1);
    // A taxonomy file that is no taxonomy is named with its place.
    writeFile(dir.filePath(u"bad.json"_s), "{\"name\": 3");
    wizard.setTaxonomy(NewStudyWizard::TaxonomySource::File, dir.filePath(u"bad.json"_s));
    wizard.next();
    EXPECT_EQ(wizard.currentId(), 1);
    EXPECT_TRUE(wizard.pageError().startsWith(dir.filePath(u"bad.json"_s)))
        << wizard.pageError().toStdString();
    wizard.setTaxonomy(NewStudyWizard::TaxonomySource::Bundled);
    wizard.setVolunteers(5);
    wizard.next();
    ASSERT_EQ(wizard.currentId(), 2);
    // A repository that is neither GitHub nor Gitee, then a keyword file with a syntax error.
    wizard.addFramework(u"pytorch"_s, u"gitlab:pytorch/pytorch"_s, QString());
    wizard.next();
    EXPECT_TRUE(wizard.pageError().contains(u"is not github:OWNER/REPO or gitee:OWNER/REPO"_s))
        << wizard.pageError().toStdString();
    writeFile(dir.filePath(u"keywords.txt"_s), "pytorch_keywords = ['llm'\n");
    NewStudyWizard fresh(dialogs);
    fresh.show(); // a wizard starts on its first page when shown
    fresh.setPath(path);
    fresh.next();
    fresh.setVolunteers(5);
    fresh.next();
    fresh.addFramework(u"pytorch"_s, u"github:pytorch/pytorch"_s, dir.filePath(u"keywords.txt"_s));
    fresh.next();
    ASSERT_EQ(fresh.currentId(), 2);
    EXPECT_FALSE(fresh.validateCurrentPage());
    EXPECT_TRUE(fresh.pageError().startsWith(dir.filePath(u"keywords.txt"_s) + u":2:1"_s))
        << fresh.pageError().toStdString();
    writeFile(dir.filePath(u"keywords.txt"_s), "llm\nllama\n");
    fresh.addFramework(u"vllm"_s, u"github:vllm-project/vllm, gitee:mirror/vllm"_s, QString());
    ASSERT_TRUE(fresh.validateCurrentPage()) << fresh.pageError().toStdString();
    const NewStudyPlan &plan = fresh.plan();
    EXPECT_EQ(plan.path, path);
    EXPECT_EQ(plan.volunteers, 5);
    ASSERT_TRUE(plan.taxonomy.has_value());
    ASSERT_EQ(plan.frameworks.size(), 2);
    EXPECT_EQ(plan.frameworks[0].keywords, (QStringList {u"llm"_s, u"llama"_s}));
    EXPECT_EQ(plan.frameworks[1].repositories.size(), 2);
    EXPECT_TRUE(plan.frameworks[1].keywords.isEmpty());
    // A name the export could not write back is refused on the page, not after Finish.
    NewStudyWizard named(dialogs);
    named.show();
    named.setPath(dir.filePath(u"other.taxonomist"_s));
    named.next();
    named.next();
    named.addFramework(
        u"Megatron-LM"_s, u"github:NVIDIA/Megatron-LM"_s, dir.filePath(u"keywords.txt"_s));
    ASSERT_EQ(named.currentId(), 2);
    EXPECT_FALSE(named.validateCurrentPage());
    EXPECT_TRUE(named.pageError().contains(u"letters, digits and '_' only"_s))
        << named.pageError().toStdString();
    // Two frameworks of one name are refused on the page.
    fresh.addFramework(u"VLLM"_s, u"github:x/y"_s, QString());
    EXPECT_FALSE(fresh.validateCurrentPage());
    EXPECT_TRUE(fresh.pageError().contains(u"Two frameworks are named VLLM"_s));
}

class StudyWindowTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        auto service = std::make_unique<RecordingDialogService>();
        dialogs = service.get();
        dialogs->annotatorAnswer = u"Volunteer 1"_s;
        window = std::make_unique<MainWindow>(std::move(service));
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        actions = window->findChild<StudyActions *>();
        ASSERT_NE(actions, nullptr);
    }

    QTemporaryDir dir;
    RecordingDialogService *dialogs = nullptr;
    std::unique_ptr<MainWindow> window;
    StudyActions *actions = nullptr;
};

TEST_F(StudyWindowTest, ANewStudyOpensAndTakesIssuesFromAUrlList)
{
    NewStudyPlan plan;
    plan.path = dir.filePath(u"next.taxonomist"_s);
    plan.volunteers = 2;
    plan.frameworks = {{0, u"toolkit"_s, {{u"github.com"_s, u"acme"_s, u"toolkit"_s}}, {}}};
    Settings::setAnnotatorFor(plan.path, QString());
    EXPECT_FALSE(actions->collect()->isEnabled());
    ASSERT_TRUE(actions->createStudy(plan)) << dialogs->errors.join(u"\n"_s).toStdString();
    ASSERT_NE(window->project(), nullptr);
    EXPECT_EQ(window->project()->path(), plan.path);
    EXPECT_EQ(window->project()->issueCount(), 0);
    EXPECT_TRUE(actions->collect()->isEnabled());
    // A second study at the same path is refused, and the error shown.
    EXPECT_FALSE(actions->createStudy(plan));
    ASSERT_EQ(dialogs->errors.size(), 1);
    EXPECT_TRUE(dialogs->errors.first().startsWith(u"Cannot create the study: "_s));

    // Project › Add Issues from URL List…: a file, then the framework.
    writeFile(dir.filePath(u"urls.txt"_s),
        "https://github.com/acme/toolkit/issues/1\nhttps://github.com/acme/toolkit/issues/2\n");
    dialogs->openFileAnswer = dir.filePath(u"urls.txt"_s);
    dialogs->itemAnswers = {u"toolkit"_s};
    QSignalSpy added(actions, &StudyActions::issuesAdded);
    actions->addFromList()->trigger();
    ASSERT_TRUE(added.wait(20000)) << dialogs->errors.join(u"\n"_s).toStdString();
    ASSERT_NE(window->project(), nullptr);
    EXPECT_EQ(window->project()->issueCount(), 2) << "the project was opened again";
    ASSERT_FALSE(dialogs->information.isEmpty());
    EXPECT_TRUE(dialogs->information.last().contains(u"2 added"_s))
        << dialogs->information.last().toStdString();

    // A list with a bad line adds nothing and says where.
    writeFile(dir.filePath(u"bad.txt"_s), "https://github.com/acme/toolkit/issues/3\nnot a url\n");
    dialogs->openFileAnswer = dir.filePath(u"bad.txt"_s);
    dialogs->itemAnswers = {u"toolkit"_s};
    QSignalSpy progressed(actions, &StudyActions::progressed);
    actions->addFromList()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return dialogs->errors.size() == 2; }, 20000));
    EXPECT_TRUE(dialogs->errors.last().contains(dir.filePath(u"bad.txt"_s) + u":2:1"_s))
        << dialogs->errors.last().toStdString();
    EXPECT_EQ(window->project()->issueCount(), 2);
}

// GitHub's listing on the local server: two pages, a pull request among the issues.
void serveListing(FakeApiServer &server)
{
    const auto issue = [](int number, const QString &created, const QString &title,
                           bool pullRequest) {
        QJsonObject object {{u"number"_s, number}, {u"title"_s, title}, {u"body"_s, QJsonValue()},
            {u"state"_s, u"open"_s}, {u"user"_s, QJsonObject {{u"login"_s, u"ana"_s}}},
            {u"labels"_s, QJsonArray {}}, {u"created_at"_s, created}, {u"comments"_s, 0}};
        if (pullRequest)
            object.insert(u"pull_request"_s, QJsonObject {});
        return object;
    };
    FakeRoute first;
    first.path = "/repos/acme/toolkit/issues";
    first.response = {200,
        {{"content-type", "application/json"},
            {"link", R"(<{{BASE}}/repositories/9/issues?page=2>; rel="next")"}},
        QJsonDocument(QJsonArray {issue(4, u"2024-03-01T00:00:00Z"_s, u"LLM hangs"_s, false),
                          issue(3, u"2024-02-01T00:00:00Z"_s, u"Bump"_s, true)})
            .toJson()};
    server.addRoute(first);
    FakeRoute second;
    second.path = "/repositories/9/issues";
    second.response = {200, {{"content-type", "application/json"}},
        QJsonDocument(QJsonArray {issue(2, u"2024-01-01T00:00:00Z"_s, u"Docs"_s, false)}).toJson()};
    server.addRoute(second);
}

FetchSettings localSettings(const FakeApiServer &server)
{
    FetchSettings settings;
    settings.githubApi = server.baseUrl();
    settings.giteeApi = server.baseUrl();
    settings.github = {4, 0};
    settings.waitScale = 0.0;
    return settings;
}

TEST(CollectDialog, CollectsWithProgressAndCanBeCancelled)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"next.taxonomist"_s);
    ASSERT_TRUE(NewStudy::create(path, std::nullopt, 1, u"test"_s,
        {{0, u"toolkit"_s, {{u"github.com"_s, u"acme"_s, u"toolkit"_s}}, {}}}));
    FakeApiServer server;
    serveListing(server);
    CollectDialog dialog(path, localSettings(server), {u"toolkit"_s});
    dialog.setWindow(QDate(2024, 1, 1), QDate(2024, 12, 31));
    dialog.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy finished(&dialog, &CollectDialog::finished);
    QTest::mouseClick(dialog.findChild<QPushButton *>(u"collectStart"_s), Qt::LeftButton);
    EXPECT_TRUE(dialog.isRunning());
    EXPECT_TRUE(dialog.findChild<QPushButton *>(u"collectCancel"_s)->isEnabled());
    ASSERT_TRUE(finished.wait(20000));
    EXPECT_FALSE(dialog.isRunning());
    EXPECT_EQ(dialog.kept(), 2);
    EXPECT_TRUE(dialog.status().contains(u"3 listed, 1 pull requests"_s))
        << dialog.status().toStdString();
    EXPECT_EQ(dialog.findChild<QProgressBar *>(u"collectProgress"_s)->value(), 1);
    auto store = ProjectStore::open(path, ProjectStore::OpenMode::ReadOnly);
    ASSERT_TRUE(store);
    EXPECT_EQ((*store)->issueCount(), 2);
    store->reset();

    // A listing that never answers: Cancel stops it, and the dialog can be closed again.
    FakeApiServer silent;
    FakeRoute never;
    never.path = "/repos/acme/toolkit/issues";
    never.response.behaviour = FakeResponse::Behaviour::NeverAnswer;
    silent.addRoute(never);
    CollectDialog stuck(path, localSettings(silent), {u"toolkit"_s});
    stuck.show();
    QSignalSpy ended(&stuck, &CollectDialog::finished);
    stuck.start();
    ASSERT_TRUE(QTest::qWaitFor([&] { return silent.count() > 0; }, 10000));
    QTest::mouseClick(stuck.findChild<QPushButton *>(u"collectCancel"_s), Qt::LeftButton);
    ASSERT_TRUE(ended.wait(10000));
    EXPECT_TRUE(ended.first().at(0).value<CollectSummary>().isCancelled);
    EXPECT_TRUE(stuck.status().contains(u"cancelled"_s)) << stuck.status().toStdString();
    EXPECT_FALSE(stuck.isRunning());
}

// The discussions are not in a listing: Fetch › Refresh This Framework brings them.
TEST_F(StudyWindowTest, RefreshingTheFrameworkBringsTheCollectedIssuesDiscussions)
{
    FakeApiServer server;
    serveListing(server);
    const QString path = dir.filePath(u"collected.taxonomist"_s);
    ASSERT_TRUE(NewStudy::create(path, std::nullopt, 1, u"test"_s,
        {{0, u"toolkit"_s, {{u"github.com"_s, u"acme"_s, u"toolkit"_s}}, {}}}));
    {
        CollectDialog dialog(path, localSettings(server), {u"toolkit"_s});
        dialog.setWindow(QDate(2024, 1, 1), QDate(2024, 12, 31));
        QSignalSpy finished(&dialog, &CollectDialog::finished);
        dialog.start();
        ASSERT_TRUE(finished.wait(20000));
        ASSERT_EQ(dialog.kept(), 2);
    }
    const QByteArray comments = R"([{"user": {"login": "dev"}, "created_at": "2024-03-02T00:00:00Z",
        "body": "Which version?"}])";
    for (const int number : {4, 2}) {
        FakeRoute issue;
        issue.path = "/repos/acme/toolkit/issues/" + QByteArray::number(number);
        issue.response = {200, {{"content-type", "application/json"}},
            R"({"number": )" + QByteArray::number(number)
                + R"(, "title": "LLM hangs", "state": "open", "body": null, "comments": 1,
                  "user": {"login": "ana"}, "labels": [], "created_at": "2024-03-01T00:00:00Z"})"};
        server.addRoute(issue);
        FakeRoute thread;
        thread.path = issue.path + "/comments";
        thread.response = {200, {{"content-type", "application/json"}}, comments};
        server.addRoute(thread);
    }
    qputenv("TAXONOMIST_GITHUB_API", server.baseUrl().toString().toUtf8());
    qunsetenv("GITHUB_TOKEN");
    Settings::setApiBase(u"github"_s, QString());
    Settings::setAnnotatorFor(path, QString());
    // A window made now reads the environment's API base.
    auto service = std::make_unique<RecordingDialogService>();
    service->annotatorAnswer = u"Volunteer 1"_s;
    MainWindow fresh(std::move(service));
    fresh.show();
    ASSERT_TRUE(fresh.openProject(path));
    auto *refresh = fresh.findChild<QAction *>(u"refreshFrameworkAction"_s);
    ASSERT_NE(refresh, nullptr);
    QSignalSpy fetched(
        fresh.findChild<FetchController *>(u"fetchController"_s), &FetchController::finished);
    refresh->trigger();
    ASSERT_TRUE(fetched.wait(20000));
    EXPECT_TRUE(fetched.first().at(1).toBool()) << fetched.first().at(0).toString().toStdString();
    EXPECT_EQ(server.count("/repos/acme/toolkit/issues/4/comments"), 1);
    EXPECT_EQ(server.count("/repos/acme/toolkit/issues/2/comments"), 1);
    auto store = ProjectStore::open(path, ProjectStore::OpenMode::ReadOnly);
    ASSERT_TRUE(store);
    QSqlQuery query((*store)->database());
    ASSERT_TRUE(query.exec(u"SELECT count(*) FROM issue_comments"_s) && query.next());
    EXPECT_EQ(query.value(0).toInt(), 2);
    qunsetenv("TAXONOMIST_GITHUB_API");
}

} // namespace
