// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Remote and imported strings reach every widget as plain text: an issue whose title, author,
// labels, body and comments are markup is shown literally, and nothing it names is loaded.
#include "common/untrustedtext.h"
#include "common/safetextbrowser.h"
#include "common/settings.h"
#include "fetch/contentjson.h"
#include "importedstudy.h"
#include "issues/issuelistview.h"
#include "issues/issuetablemodel.h"
#include "issues/issueviewer.h"
#include "recordingdialogservice.h"
#include "store/projectstore.h"
#include "testpaths.h"
#include "window/mainwindow.h"
#include "workbench/workbench.h"

#include <gtest/gtest.h>

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QToolTip>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

const QString imgTag = u"<img src=\"/dev/zero\">"_s;
const QString fontTag = u"<font color=red size=20>X</font>"_s;
const QString boldTag = u"<b>bold</b>"_s;

// What a user reads where Qt decides between plain and rich text as QLabel's AutoText and
// QToolTip do.
QString asRendered(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

QString renderedHtml(const QString &html)
{
    QTextDocument document;
    document.setHtml(html);
    return document.toPlainText();
}

class UntrustedTextTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        auto store = taxonomist::test::importMiniStudy(projectPath(), &error);
        ASSERT_NE(store, nullptr) << error.toStdString();
        // A real image on this disk: remote Markdown must not be able to show it.
        QImage local(37, 23, QImage::Format_RGB32);
        local.fill(Qt::red);
        ASSERT_TRUE(local.save(localImage()));
        const QJsonObject issue {{u"url"_s, u"https://github.com/example/alpha/issues/12"_s},
            {u"title"_s, imgTag}, {u"state"_s, u"open"_s}, {u"author"_s, fontTag},
            {u"created_at"_s, u"2024-02-01T10:00:00Z"_s},
            {u"labels"_s, QJsonArray {boldTag, imgTag}},
            {u"body"_s,
                imgTag + u"\n\n"_s + fontTag + u"\n\n![zero](/dev/zero)\n\n![local]("_s
                    + localImage() + u")\n"_s},
            {u"comments"_s,
                QJsonArray {QJsonObject {{u"author"_s, boldTag},
                    {u"created_at"_s, u"2024-02-02T10:00:00Z"_s}, {u"body"_s, imgTag}}}}};
        const QByteArray json = QJsonDocument(QJsonArray {issue}).toJson();
        ASSERT_TRUE(ContentJson::import(*store, json, u"content.json"_s).ok());
        QSqlQuery query(store->database());
        ASSERT_TRUE(query.exec(
            u"SELECT id FROM issues WHERE url LIKE '%/alpha/issues/12' ORDER BY id LIMIT 1"_s));
        ASSERT_TRUE(query.next());
        issueId = query.value(0).toLongLong();
        store.reset();

        Settings::setAnnotatorFor(projectPath(), QString());
        auto service = std::make_unique<taxonomist::test::RecordingDialogService>();
        service->annotatorAnswer = u"Zoe"_s;
        window = std::make_unique<MainWindow>(std::move(service));
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        ASSERT_TRUE(window->openProject(projectPath()));
        ASSERT_TRUE(window->issueList()->selectIssue(issueId));
        QApplication::processEvents(); // layout and paint: where a rich title would load its image
    }

    QString projectPath() const { return dir.filePath(u"project.taxonomist"_s); }
    QString localImage() const { return dir.filePath(u"local.png"_s); }

    QTemporaryDir dir;
    qint64 issueId = 0;
    std::unique_ptr<MainWindow> window;
};

} // namespace

TEST(UntrustedText, ToolTipOfMarkupReadsLiterally)
{
    EXPECT_EQ(UntrustedText::toolTip(u"plain words"_s), u"plain words"_s)
        << "ordinary tooltips stay as they are";
    for (const QString &text : {imgTag, fontTag, boldTag, u"<p>x</p>\nsecond line"_s}) {
        const QString tip = UntrustedText::toolTip(text);
        EXPECT_FALSE(tip.contains(u"<img"_s)) << tip.toStdString();
        EXPECT_EQ(asRendered(tip).simplified(), text.simplified()) << tip.toStdString();
    }
}

TEST_F(UntrustedTextTest, TheViewerShowsMarkupAsText)
{
    IssueViewer *viewer = window->workbench()->viewer();
    ASSERT_EQ(viewer->issueId(), issueId);
    EXPECT_EQ(viewer->findChild<QLabel *>(u"issueTitle"_s)->textFormat(), Qt::PlainText);
    EXPECT_EQ(viewer->findChild<QLabel *>(u"issueTitle"_s)->text(), imgTag);

    const auto *meta = viewer->findChild<QLabel *>(u"issueMeta"_s);
    ASSERT_NE(meta, nullptr);
    const QString header = renderedHtml(meta->text());
    EXPECT_TRUE(header.contains(u"opened by "_s + fontTag)) << header.toStdString();
    EXPECT_TRUE(header.contains(boldTag)) << header.toStdString();
    EXPECT_TRUE(header.contains(imgTag)) << header.toStdString();

    const QString body = viewer->findChild<SafeTextBrowser *>(u"issueBody"_s)->toPlainText();
    EXPECT_TRUE(body.contains(imgTag)) << body.toStdString();
    EXPECT_TRUE(body.contains(fontTag)) << body.toStdString();
    EXPECT_TRUE(body.contains(boldTag + u" commented on"_s)) << body.toStdString();
    EXPECT_TRUE(body.contains(u"[image not loaded: /dev/zero]"_s)) << body.toStdString();
    EXPECT_TRUE(body.contains(u"[image not loaded: "_s + localImage() + u"]"_s))
        << body.toStdString();
}

TEST_F(UntrustedTextTest, MarkdownImagesNeverReachTheLayoutNorTheDisk)
{
    SafeTextBrowser *browser
        = window->workbench()->viewer()->findChild<SafeTextBrowser *>(u"issueBody"_s);
    EXPECT_EQ(browser->blockedResources(), 0) << "no resource was even asked for";
    QTextDocument *document = browser->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it)
            EXPECT_FALSE(it.fragment().charFormat().isImageFormat())
                << it.fragment().text().toStdString();
    }
    // Even asked directly, the browser hands out a placeholder, never the file on the disk.
    const QImage image
        = document->resource(QTextDocument::ImageResource, QUrl::fromLocalFile(localImage()))
              .value<QImage>();
    EXPECT_NE(image.size(), QSize(37, 23));
    EXPECT_EQ(browser->blockedResources(), 1);
}

TEST_F(UntrustedTextTest, TheListAndItsTooltipShowMarkupAsText)
{
    QAbstractItemModel *model = window->issueList()->model();
    QModelIndex title;
    for (int row = 0; row < model->rowCount() && !title.isValid(); ++row) {
        if (model->index(row, 0).data(IssueTableModel::IssueIdRole).toLongLong() == issueId)
            title = model->index(row, IssueTableModel::TitleColumn);
    }
    ASSERT_TRUE(title.isValid());
    EXPECT_EQ(title.data().toString(), imgTag);
    const QString tip = title.data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(asRendered(tip).contains(imgTag)) << tip.toStdString();

    // Shown for real, as hovering does: a tooltip rendered as rich text would read /dev/zero.
    QToolTip::showText(window->mapToGlobal(QPoint(40, 40)), tip, window.get());
    QApplication::processEvents();
    EXPECT_TRUE(QToolTip::isVisible());
    EXPECT_EQ(QToolTip::text(), tip);
    QToolTip::hideText();
}
