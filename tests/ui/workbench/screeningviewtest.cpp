// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The volunteer's screening window, driven by its keys on the offscreen platform: K keeps, F marks
// a false positive with the reason, B goes back; the keywords are listed beside the issue, the
// progress counts, and the pass resumes where it was left.

#include "workbench/screeningview.h"
#include "common/settings.h"
#include "fetch/contentjson.h"
#include "importedstudy.h"
#include "issues/issuelistview.h"
#include "issues/issuetablemodel.h"
#include "issues/issueviewer.h"
#include "recordingdialogservice.h"
#include "session/projectsession.h"
#include "store/keywordevidencestore.h"
#include "store/labelstore.h"
#include "store/projectstore.h"
#include "window/mainwindow.h"

#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

const QByteArray content = R"([
  {"url": "https://github.com/example/alpha/issues/12", "title": "NCCL hang in tensor parallel LLM serving with vLLM",
   "state": "open", "author": "ada", "created_at": "2024-02-01T10:00:00Z", "labels": ["bug", "distributed"],
   "body": "Serving an **LLM** (Llama 2 70B) with tensor parallelism hangs after the first request.\n\n```\nNCCL WARN timeout after 1800 s\n```\n\nThe transformers backend works; the flash attention path does not.",
   "comments": [{"author": "dev", "created_at": "2024-02-02T10:00:00Z", "body": "Which NCCL version? Is this the llm path or the plain model?"}]}
])";

class ScreeningViewTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        auto store = taxonomist::test::importMiniStudy(projectPath(), &error);
        ASSERT_NE(store, nullptr) << error.toStdString();
        ASSERT_TRUE(ContentJson::import(*store, content, u"content.json"_s).ok());
        first = firstIssue(*store);
        ASSERT_TRUE(KeywordEvidenceStore::save(*store, first,
            {{u"LLM"_s, KeywordLocation::Title, 1}, {u"LLM"_s, KeywordLocation::Body, 1},
                {u"LLM"_s, KeywordLocation::Comment, 1}, {u"Llama"_s, KeywordLocation::Body, 1},
                {u"transformers"_s, KeywordLocation::Body,
                    1}}).ok());
        store.reset();
        Settings::setAnnotatorFor(projectPath(), QString());
        auto service = std::make_unique<taxonomist::test::RecordingDialogService>();
        service->annotatorAnswer = u"Volunteer 1"_s;
        window = std::make_unique<MainWindow>(std::move(service));
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        ASSERT_TRUE(window->openProject(projectPath()));
        Settings::setScreeningPosition(projectPath(), window->annotatorId(), 0);
        openScreening();
    }

    void openScreening()
    {
        window->openScreening();
        view = window->screeningView();
        ASSERT_NE(view, nullptr);
        ASSERT_TRUE(QTest::qWaitForWindowExposed(view));
        // The keys are the window's shortcuts: it must be the active window, as on a desktop
        // when it opens (the offscreen platform leaves the main window active).
        view->activateWindow();
        if (!QTest::qWaitFor([this] { return QApplication::activeWindow() == view; }, 500))
            QApplication::setActiveWindow(view);
        ASSERT_EQ(QApplication::activeWindow(), view);
        ASSERT_EQ(QApplication::focusWidget(), view) << "the view holds the focus, not the reason";
    }

    static qint64 firstIssue(const ProjectStore &store)
    {
        auto id = IssueQuery::idOfUrl(store, u"https://github.com/example/alpha/issues/12"_s);
        return id && *id ? **id : 0;
    }

    QString progress() const { return view->findChild<QLabel *>(u"screeningProgress"_s)->text(); }

    std::optional<Label> myLabel(qint64 issue) const
    {
        auto label = LabelStore::label(*window->session()->store(), issue, window->annotatorId());
        return label.ok() ? *label : std::nullopt;
    }

    QString projectPath() const { return dir.filePath(u"screening.taxonomist"_s); }

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;
    ScreeningView *view = nullptr;
    qint64 first = 0;
};

} // namespace

TEST_F(ScreeningViewTest, KeysKeepMarkAndGoBackWithTheKeywordsBesideTheIssue)
{
    EXPECT_EQ(view->candidates(), 8);
    EXPECT_EQ(progress(), u"0 of 8 screened"_s);
    ASSERT_EQ(view->currentIssueId(), first);
    const QString evidence = view->findChild<QLabel *>(u"screeningEvidence"_s)->text();
    EXPECT_TRUE(evidence.contains(u"LLM — title, body, comment"_s)) << evidence.toStdString();
    EXPECT_TRUE(evidence.contains(u"Llama — body"_s)) << evidence.toStdString();

    if (const QString shot = qEnvironmentVariable("TAXONOMIST_SCREENING_SCREENSHOT");
        !shot.isEmpty()) {
        view->resize(1280, 760);
        QTest::qWait(50);
        ASSERT_TRUE(view->grab().save(shot));
    }

    // K keeps: the volunteer's label of the issue stays as it was, the pass moves on.
    const std::optional<Label> before = myLabel(first);
    QTest::keyClick(view, Qt::Key_K);
    EXPECT_EQ(progress(), u"1 of 8 screened"_s);
    EXPECT_NE(view->currentIssueId(), first);
    ASSERT_EQ(myLabel(first).has_value(), before.has_value());

    // F marks the second a false positive with the reason in the box.
    const qint64 second = view->currentIssueId();
    auto *reason = view->findChild<QComboBox *>(u"screeningReason"_s);
    reason->setCurrentIndex(0);
    QTest::keyClick(view, Qt::Key_F);
    EXPECT_EQ(progress(), u"2 of 8 screened"_s);
    std::optional<Label> marked = myLabel(second);
    ASSERT_TRUE(marked.has_value());
    EXPECT_TRUE(marked->falsePositive);
    EXPECT_EQ(marked->falsePositiveReason, ScreeningView::studyReasons().first());

    // A reason of one's own, typed, and Enter in the box.
    const qint64 third = view->currentIssueId();
    reason->lineEdit()->setFocus(); // as a click into the box does: the letters are typed there
    reason->lineEdit()->selectAll();
    QTest::keyClicks(reason->lineEdit(), u"keywords in a stack trace only"_s);
    QTest::keyClick(reason->lineEdit(), Qt::Key_Return);
    marked = myLabel(third);
    ASSERT_TRUE(marked.has_value());
    EXPECT_EQ(marked->falsePositiveReason, u"keywords in a stack trace only"_s);
    EXPECT_EQ(progress(), u"3 of 8 screened"_s);
    EXPECT_EQ(QApplication::focusWidget(), view) << "the keys act again after Enter";

    // B goes back to it; K there takes the mark back and moves on.
    QTest::keyClick(view, Qt::Key_B);
    EXPECT_EQ(view->currentIssueId(), third);
    EXPECT_TRUE(view->findChild<QLabel *>(u"screeningDecision"_s)
                    ->text()
                    .startsWith(u"False positive: keywords in a stack trace only"_s));
    QTest::keyClick(view, Qt::Key_K);
    EXPECT_FALSE(myLabel(third).has_value()) << "keeping wrote no label in its place";
    EXPECT_EQ(progress(), u"3 of 8 screened"_s) << "going back screens nothing new";

    // Undo in the main window brings the mark back: the screening's labels are ordinary labels.
    window->session()->labelStack()->undo();
    ASSERT_TRUE(myLabel(third).has_value());
    EXPECT_TRUE(myLabel(third)->falsePositive);

    // Closed and opened again, the pass resumes after the furthest issue screened.
    view->close();
    window->session()->close();
    ASSERT_TRUE(window->openProject(projectPath()));
    openScreening();
    EXPECT_EQ(progress(), u"3 of 8 screened"_s);
}

TEST_F(ScreeningViewTest, AFalsePositiveNeedsAReason)
{
    auto *reason = view->findChild<QComboBox *>(u"screeningReason"_s);
    reason->lineEdit()->clear();
    QTest::keyClick(view, Qt::Key_F);
    EXPECT_EQ(view->currentIssueId(), first) << "nothing was decided";
    EXPECT_EQ(progress(), u"0 of 8 screened"_s);
    ASSERT_TRUE(myLabel(first).has_value());
    EXPECT_FALSE(myLabel(first)->falsePositive);
    EXPECT_EQ(view->findChild<QLabel *>(u"screeningDecision"_s)->text(),
        u"Give a reason for the false positive."_s);
}

// The lead lists what screening excluded, with every volunteer's reason under the list; a
// volunteer has no such entry (their list is blind to the others' marks).
TEST(ScreeningLeadList, TheLeadListsTheExcludedIssuesWithTheirReasons)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"lead.taxonomist"_s);
    QString error;
    auto store = taxonomist::test::importMiniStudy(path, &error);
    ASSERT_NE(store, nullptr) << error.toStdString();
    auto excluded = IssueQuery::idOfUrl(*store, u"https://github.com/example/alpha/pull/9"_s);
    ASSERT_TRUE(excluded.ok() && excluded->has_value());
    int n = 0;
    for (const Annotator &volunteer : store->annotators()) {
        Label label;
        label.falsePositive = true;
        label.falsePositiveReason = u"<b>reason</b> %1"_s.arg(++n);
        ASSERT_TRUE(LabelStore::setLabel(*store, **excluded, volunteer.id, label, u"t"_s).ok());
    }
    ASSERT_TRUE(store->addAnnotator(u"Lead"_s, true).ok());
    store.reset();

    Settings::setAnnotatorFor(path, QString());
    auto service = std::make_unique<taxonomist::test::RecordingDialogService>();
    service->annotatorAnswer = u"Lead"_s;
    MainWindow window(std::move(service));
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    ASSERT_TRUE(window.openProject(path));
    auto *status = window.issueList()->findChild<QComboBox *>(u"statusFilter"_s);
    const int entry = status->findText(u"Excluded by screening"_s);
    ASSERT_GE(entry, 0);
    status->setCurrentIndex(entry);
    ASSERT_EQ(window.issueList()->model()->matchingCount(), 1);
    ASSERT_TRUE(window.issueList()->selectIssue(**excluded));
    auto *snippet = window.issueList()->findChild<QLabel *>(u"searchSnippet"_s);
    ASSERT_TRUE(snippet->isVisibleTo(window.issueList()));
    EXPECT_TRUE(snippet->text().contains(u"Volunteer 2: &lt;b&gt;reason&lt;/b&gt; 2"_s))
        << "the reasons as plain text: " << snippet->text().toStdString();

    // A volunteer's list has no such entry.
    window.close();
    Settings::setAnnotatorFor(path, QString());
    auto volunteerService = std::make_unique<taxonomist::test::RecordingDialogService>();
    volunteerService->annotatorAnswer = u"Volunteer 1"_s;
    MainWindow volunteer(std::move(volunteerService));
    volunteer.show();
    ASSERT_TRUE(volunteer.openProject(path));
    EXPECT_LT(volunteer.issueList()
                  ->findChild<QComboBox *>(u"statusFilter"_s)
                  ->findText(u"Excluded by screening"_s),
        0);
}
