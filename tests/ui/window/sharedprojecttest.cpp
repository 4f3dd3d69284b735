// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The app and the CLI on one project file at once, as real processes: the open window keeps
// reading and writing while `taxonomist-cli` writes the same file again and again, and shows what
// the CLI wrote.

#include "importedstudy.h"
#include "issues/issuelistview.h"
#include "issues/issuetablemodel.h"
#include "project/projectcheckaction.h"
#include "recordingdialogservice.h"
#include "session/projectsession.h"
#include "store/issuequery.h"
#include "store/labelstore.h"
#include "store/projectstore.h"
#include "studyfixture.h"
#include "window/mainwindow.h"
#include "workbench/setlabelcommand.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;
using taxonomist::test::runCli;

namespace {

class SharedProjectTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        auto store = taxonomist::test::importMiniStudy(path(), &error);
        ASSERT_NE(store, nullptr) << error.toStdString();
        ASSERT_TRUE(store->addAnnotator(u"Zoe"_s).ok());
        auto rows = IssueQuery::page(*store, IssueFilter {}, nullptr, 100);
        ASSERT_TRUE(rows.ok());
        for (const IssueRow &row : std::as_const(*rows)) {
            if (!row.duplicateUrl)
                issues.append(row);
        }
        ASSERT_GE(issues.size(), 6);
        QSqlQuery node(store->database());
        ASSERT_TRUE(
            node.exec(u"SELECT id FROM taxonomy_nodes WHERE code = 'C.3'"_s) && node.next());
        nodeId = node.value(0).toLongLong();
        store.reset(); // the file is closed before the app opens it

        auto service = std::make_unique<taxonomist::test::RecordingDialogService>();
        service->annotatorAnswer = u"Zoe"_s;
        window = std::make_unique<MainWindow>(std::move(service));
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        auto *check = window->findChild<ProjectCheckAction *>();
        ASSERT_NE(check, nullptr);
        QSignalSpy checked(check, &ProjectCheckAction::auditChecked);
        ASSERT_TRUE(window->openProject(path()));
        ASSERT_TRUE(window->session()->canLabel());
        // The check after opening reads the file in the app's process too.
        ASSERT_TRUE(checked.wait(20000));
    }

    QString path() const { return dir.filePath(u"shared.taxonomist"_s); }

    // What the CLI, another process, reads as Zoe's label of the issue ("" when none).
    QString zoesLabelAsTheCliReadsIt(const QString &url) const
    {
        const auto run = runCli({u"show"_s, url, u"--db"_s, path(), u"--json"_s});
        EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
        const QJsonObject issue = QJsonDocument::fromJson(run.out.toUtf8()).object();
        for (const QJsonValue &label : issue.value(u"labels"_s).toArray()) {
            if (label[u"annotator"_s].toString() == u"Zoe"_s)
                return label[u"code"_s].toString();
        }
        return {};
    }

    // What the app's issue list shows in "My label" for the issue.
    QString shownLabel(qint64 issueId) const
    {
        auto *table = window->issueList()->findChild<QTableView *>(u"issueTable"_s);
        QAbstractItemModel *model = table->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, IssueTableModel::MyLabelColumn);
            if (model->data(index, IssueTableModel::IssueIdRole).toLongLong() == issueId)
                return model->data(index).toString();
        }
        return u"(not listed)"_s;
    }

    QTemporaryDir dir;
    QList<IssueRow> issues;
    qint64 nodeId = 0;
    std::unique_ptr<MainWindow> window;
};

} // namespace

TEST_F(SharedProjectTest, TheAppKeepsReadingAndWritingWhileTheCliWritesAndShowsTheCliLabel)
{
    ProjectSession *session = window->session();
    const QString wal = path() + u"-wal"_s;
    for (int round = 0; round < 3; ++round) {
        // The app labels one issue, through the workbench's own path.
        const IssueRow &mine = issues.at(2 * round);
        Label label;
        label.nodeId = nodeId;
        label.summary = u"app %1"_s.arg(round);
        const Status saved = session->push(session->labelStack(),
            new SetLabelCommand(session, mine.id, std::nullopt, label, u"Label"_s));
        ASSERT_TRUE(saved.ok()) << saved.error().message().toStdString();

        // The CLI labels another as the same volunteer, and exits.
        const IssueRow &theirs = issues.at(2 * round + 1);
        const auto run = runCli({u"label"_s, theirs.url, u"C.5"_s, u"--db"_s, path(),
            u"--annotator"_s, u"Zoe"_s, u"--summary"_s, u"cli %1"_s.arg(round)});
        ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();

        // The app still holds the file: SQLite's last close would have removed its WAL.
        EXPECT_TRUE(QFile::exists(wal)) << "round " << round;
        // Another process sees what the app wrote (not a WAL the CLI deleted under it).
        EXPECT_EQ(zoesLabelAsTheCliReadsIt(mine.url), u"C.3"_s) << "round " << round;
        // The app reads what the CLI wrote, and its list shows it within a second or two.
        auto read = LabelStore::label(*session->store(), theirs.id, session->annotatorId());
        ASSERT_TRUE(read.ok()) << read.error().message().toStdString();
        ASSERT_TRUE(read->has_value());
        EXPECT_EQ((*read)->summary, u"cli %1"_s.arg(round));
        EXPECT_TRUE(QTest::qWaitFor([&] { return shownLabel(theirs.id) == u"C.5"_s; }, 3000))
            << "round " << round << ": the list shows " << shownLabel(theirs.id).toStdString();
        EXPECT_EQ(shownLabel(mine.id), u"C.3"_s);
    }
    // And the file is whole: SQLite's integrity check and the audit chain.
    const auto check = runCli({u"check"_s, u"--db"_s, path()});
    EXPECT_EQ(check.exitCode, 0) << check.out.toStdString() << check.err.toStdString();
}
