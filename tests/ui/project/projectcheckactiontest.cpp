// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Help › Check Project… and the audit line after opening, on an intact and a tampered project.
#include "common/settings.h"
#include "importedstudy.h"
#include "recordingdialogservice.h"
#include "store/labelstore.h"
#include "store/projectstore.h"
#include "window/mainwindow.h"

#include <gtest/gtest.h>

#include <QAction>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace taxonomist::core;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

// Runs SQL on the file through a connection of its own, as someone with the sqlite3 shell would.
bool runSql(const QString &path, const QStringList &statements)
{
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"tamper"_s);
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery query(db);
        for (const QString &statement : statements)
            ok = ok && query.exec(statement);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"tamper"_s);
    return ok;
}

class ProjectCheckActionTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        auto store = taxonomist::test::importMiniStudy(projectPath(), &error);
        ASSERT_NE(store, nullptr) << error.toStdString();
        const qint64 annotator = store->annotators().first().id;
        // Entries of our own after the import, so entry 3 is a label write.
        ASSERT_TRUE(LabelStore::setLabel(*store, 1, annotator,
            Label {0, u"crash"_s, true, u"spam"_s, {}, false, {}, {}}, u"ada"_s)
                        .ok());
        ASSERT_TRUE(LabelStore::setLabel(
            *store, 2, annotator, Label {0, u"hang"_s, true, u"dup"_s, {}, false, {}, {}}, u"ada"_s)
                        .ok());
    }

    void openWindow()
    {
        Settings::setAnnotatorFor(projectPath(), QString());
        auto service = std::make_unique<taxonomist::test::RecordingDialogService>();
        service->annotatorAnswer = u"Zoe"_s;
        dialogs = service.get();
        window = std::make_unique<MainWindow>(std::move(service));
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        ASSERT_TRUE(window->openProject(projectPath()));
    }

    QAction *checkAction() const
    {
        for (QAction *action : window->findChildren<QAction *>()) {
            if (action->text() == u"&Check Project…"_s)
                return action;
        }
        return nullptr;
    }

    bool statusStartsWith(const QString &prefix) const
    {
        return QTest::qWaitFor(
            [&] { return window->statusBar()->currentMessage().startsWith(prefix); }, 15000);
    }

    QString projectPath() const { return dir.filePath(u"project.taxonomist"_s); }

    QTemporaryDir dir;
    taxonomist::test::RecordingDialogService *dialogs = nullptr;
    std::unique_ptr<MainWindow> window;
};

} // namespace

TEST_F(ProjectCheckActionTest, AnIntactAuditLogSaysSo)
{
    openWindow();
    EXPECT_TRUE(statusStartsWith(u"audit log intact"_s))
        << window->statusBar()->currentMessage().toStdString();

    QAction *check = checkAction();
    ASSERT_NE(check, nullptr);
    ASSERT_TRUE(check->isEnabled());
    window->statusBar()->clearMessage();
    check->trigger();
    EXPECT_TRUE(QTest::qWaitFor([&] { return check->isEnabled(); }, 30000))
        << "the full check ends";
    EXPECT_TRUE(statusStartsWith(u"audit log intact"_s))
        << window->statusBar()->currentMessage().toStdString();
    EXPECT_TRUE(dialogs->errors.isEmpty()) << dialogs->errors.join(u'\n').toStdString();
}

TEST_F(ProjectCheckActionTest, AnAlteredAuditEntryIsNamed)
{
    // Entry 3 rewritten with plain SQL (its guard dropped first): the chain breaks there.
    ASSERT_TRUE(runSql(projectPath(),
        {u"DROP TRIGGER audit_log_chained_insert"_s,
            u"INSERT OR REPLACE INTO audit_log(id, at, actor, action, issue_id, detail, hash)"
            " SELECT id, at, 'mallory', action, issue_id, detail, hash FROM audit_log WHERE id = 3"_s}));
    openWindow();
    EXPECT_TRUE(statusStartsWith(u"audit log broken at entry 3"_s))
        << window->statusBar()->currentMessage().toStdString();

    QAction *check = checkAction();
    ASSERT_NE(check, nullptr);
    check->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !dialogs->errors.isEmpty(); }, 30000))
        << "problems are shown as an error";
    const QString error = dialogs->errors.join(u'\n');
    EXPECT_TRUE(error.startsWith(u"Check project: problems found"_s)) << error.toStdString();
    EXPECT_TRUE(error.contains(u"audit log broken at entry 3"_s)) << error.toStdString();
    EXPECT_TRUE(window->statusBar()->currentMessage().startsWith(u"audit log broken at entry 3"_s));
}
