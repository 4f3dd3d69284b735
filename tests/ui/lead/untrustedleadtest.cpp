// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The lead's window shows names, summaries and titles from the project as plain text.
#include "common/safetextbrowser.h"
#include "fetch/contentjson.h"
#include "issues/issueviewer.h"
#include "lead/decisionpanel.h"
#include "lead/queuemodel.h"
#include "lead/volunteerlabelmodel.h"
#include "leadwindowfixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextDocument>
#include <QToolTip>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

const QString imgTag = u"<img src=\"/dev/zero\">"_s;
const QString fontTag = u"<font color=red size=20>X</font>"_s;

// What a user reads where Qt decides between plain and rich text (QToolTip, QLabel's AutoText).
QString asRendered(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

class UntrustedLeadTest : public LeadWindowTest
{
protected:
    void SetUp() override
    {
        LeadWindowTest::SetUp();
        // A hostile project: an annotator, a label summary and a fetched title that are markup.
        QSqlQuery query(project.store().database());
        query.prepare(u"UPDATE annotators SET name = ? WHERE id = ?"_s);
        query.addBindValue(imgTag);
        query.addBindValue(project.annotator(1));
        ASSERT_TRUE(query.exec());
        query.prepare(u"UPDATE labels SET summary = ? WHERE annotator_id = ?"_s);
        query.addBindValue(fontTag);
        query.addBindValue(project.annotator(1));
        ASSERT_TRUE(query.exec());
        const QJsonObject issue {{u"url"_s, LeadProject::url(u"alpha"_s, 5)}, {u"title"_s, imgTag},
            {u"state"_s, u"open"_s}, {u"author"_s, fontTag},
            {u"created_at"_s, u"2024-02-01T10:00:00Z"_s}, {u"labels"_s, QJsonArray {imgTag}},
            {u"body"_s, imgTag}, {u"comments"_s, QJsonArray {}}};
        ASSERT_TRUE(ContentJson::import(
            project.store(), QJsonDocument(QJsonArray {issue}).toJson(), u"c.json"_s)
                        .ok());
        openWindow();
    }
};

} // namespace

TEST_F(UntrustedLeadTest, QueuePanelAndViewerShowMarkupAsText)
{
    ReconciliationView *view = window->findChild<ReconciliationView *>(u"reconciliationView"_s);
    ASSERT_EQ(view->currentIssueId(), project.issue(u"alpha"_s, 5)) << "the first tie";
    QApplication::processEvents();

    const int row = view->queueModel()->rowOf(view->currentIssueId());
    const QString tip
        = view->queueModel()->index(row, QueueModel::IssueColumn).data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(asRendered(tip).contains(imgTag)) << tip.toStdString();
    QToolTip::showText(window->mapToGlobal(QPoint(40, 40)), tip, window.get());
    QApplication::processEvents(); // a rich tooltip would read /dev/zero here
    QToolTip::hideText();

    VolunteerLabelModel *labels
        = view->findChild<DecisionPanel *>(u"decisionPanel"_s)->labelModel();
    bool sawName = false;
    for (int r = 0; r < labels->rowCount(); ++r) {
        if (labels->index(r, VolunteerLabelModel::AnnotatorColumn).data().toString() != imgTag)
            continue;
        sawName = true;
        EXPECT_EQ(labels->index(r, VolunteerLabelModel::SummaryColumn).data().toString(), fontTag);
    }
    EXPECT_TRUE(sawName);

    EXPECT_EQ(view->findChild<IssueViewer *>(u"issueViewer"_s)
                  ->findChild<QLabel *>(u"issueTitle"_s)
                  ->textFormat(),
        Qt::PlainText);
    EXPECT_EQ(view->findChild<IssueViewer *>(u"issueViewer"_s)
                  ->findChild<QLabel *>(u"issueTitle"_s)
                  ->text(),
        imgTag);
    EXPECT_TRUE(view->findChild<IssueViewer *>(u"issueViewer"_s)
                    ->findChild<SafeTextBrowser *>(u"issueBody"_s)
                    ->toPlainText()
                    .contains(imgTag));
    EXPECT_EQ(view->findChild<QLabel *>(u"queueSummary"_s)->textFormat(), Qt::PlainText);
}
