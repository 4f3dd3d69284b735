// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The app's fetch wiring against recorded GitHub responses on a local server (127.0.0.1 only).
#include "common/settings.h"
#include "fakeapiserver.h"
#include "fetching/fetchcontroller.h"
#include "importedstudy.h"
#include "issues/issuelistview.h"
#include "issues/issuetablemodel.h"
#include "issues/issueviewer.h"
#include "issues/keywordsdialog.h"
#include "recordingdialogservice.h"
#include "store/projectstore.h"
#include "testpaths.h"
#include "window/mainwindow.h"
#include "workbench/workbench.h"

#include <gtest/gtest.h>

#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

TEST(FetchIntegration, FetchesTheCurrentIssueAndTheViewerFollows)
{
    taxonomist::test::FakeApiServer server;
    const QByteArray issue = R"({"number": 7, "title": "LoRA fine-tuning crashes with fsdp",
        "state": "open", "user": {"login": "bob"}, "labels": [{"name": "bug"}], "comments": 1,
        "created_at": "2023-05-01T10:00:00Z", "updated_at": "2023-05-02T10:00:00Z", "closed_at": null,
        "html_url": "https://github.com/example/alpha/issues/7", "body": "The **llm** run dies."})";
    const QByteArray comments = R"([{"user": {"login": "dev"}, "created_at": "2023-05-02T10:00:00Z",
        "body": "Which torch version?"}])";
    const QList<QPair<QByteArray, QByteArray>> json {
        {"content-type", "application/json"}, {"etag", "\"e7\""}};
    server.addRoute({"GET", "/repos/example/alpha/issues/7", {}, -1, {200, json, issue}, {}});
    server.addRoute(
        {"GET", "/repos/example/alpha/issues/7/comments", {}, -1, {200, json, comments}, {}});
    qputenv("TAXONOMIST_GITHUB_API", server.baseUrl().toString().toUtf8());
    qunsetenv("GITHUB_TOKEN");

    QTemporaryDir dir;
    const QString path = dir.filePath(u"p.taxonomist"_s);
    QString error;
    ASSERT_NE(taxonomist::test::importMiniStudy(path, &error), nullptr) << error.toStdString();
    Settings::setApiBase(u"github"_s, QString());
    Settings::setAnnotatorFor(path, QString());
    auto service = std::make_unique<taxonomist::test::RecordingDialogService>();
    service->annotatorAnswer = u"Zoe"_s;
    MainWindow window(std::move(service));
    window.show();
    ASSERT_TRUE(window.openProject(path));
    ASSERT_TRUE(window.goToUrl(u"https://github.com/example/alpha/issues/7"_s));

    IssueViewer *viewer = window.workbench()->viewer();
    auto *fetchButton = viewer->findChild<QPushButton *>(u"fetchIssueButton"_s);
    ASSERT_NE(fetchButton, nullptr);
    EXPECT_TRUE(fetchButton->isVisibleTo(viewer)) << "an issue without content offers the fetch";
    QSignalSpy finished(
        window.findChild<FetchController *>(u"fetchController"_s), &FetchController::finished);
    QTest::mouseClick(fetchButton, Qt::LeftButton);
    ASSERT_TRUE(finished.wait(30000));
    EXPECT_TRUE(finished.first().at(1).toBool()) << finished.first().at(0).toString().toStdString();
    EXPECT_EQ(viewer->findChild<QLabel *>(u"issueTitle"_s)->text(),
        u"LoRA fine-tuning crashes with fsdp"_s)
        << "the viewer reloads";
    EXPECT_TRUE(viewer->findChild<QLabel *>(u"issueKeywords"_s)->text().contains(u"llm"_s));
    EXPECT_EQ(server.count("/repos/example/alpha/issues/7"), 1);
    EXPECT_TRUE(window.findChild<QLabel *>(u"fetchStatus"_s)->text().contains(u"1"_s));
    // The list shows the title it now knows.
    const QModelIndex current
        = window.issueList()->findChild<QTableView *>(u"issueTable"_s)->currentIndex();
    EXPECT_EQ(
        current.siblingAtColumn(2).data().toString(), u"LoRA fine-tuning crashes with fsdp"_s);

    // Where the keywords are: "llm" in the body (prose), usable as a list filter.
    EXPECT_TRUE(viewer->findChild<QLabel *>(u"issueKeywords"_s)->text().contains(u"llm (body)"_s))
        << viewer->findChild<QLabel *>(u"issueKeywords"_s)->text().toStdString();
    QComboBox *evidence = window.issueList()->findChild<QComboBox *>(u"keywordFilter"_s);
    evidence->setCurrentIndex(evidence->findData(2)); // keywords in the text
    EXPECT_EQ(window.issueList()->model()->rowCount(), 1);
    evidence->setCurrentIndex(evidence->findData(1)); // only in code, links, names
    EXPECT_EQ(window.issueList()->model()->rowCount(), 0);
    evidence->setCurrentIndex(0);

    // Editing the framework's list recomputes the matches.
    KeywordsDialog keywords(window.session(), u"alpha"_s);
    keywords.findChild<QPlainTextEdit *>(u"keywordList"_s)->setPlainText(u"crashes\nbob"_s);
    ASSERT_TRUE(keywords.save()); // the session tells the workbench
    EXPECT_TRUE(
        viewer->findChild<QLabel *>(u"issueKeywords"_s)->text().contains(u"crashes (title)"_s))
        << viewer->findChild<QLabel *>(u"issueKeywords"_s)->text().toStdString();
    EXPECT_TRUE(viewer->findChild<QLabel *>(u"issueKeywords"_s)->text().contains(u"bob (user)"_s))
        << viewer->findChild<QLabel *>(u"issueKeywords"_s)->text().toStdString();
    EXPECT_FALSE(viewer->findChild<QLabel *>(u"issueKeywords"_s)->text().contains(u"llm"_s));
    qunsetenv("TAXONOMIST_GITHUB_API");
}
