// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "lead/leadwindow.h"
#include "lead/reconciliationview.h"

#include "leadproject.h"
#include "recordingleaddialogs.h"
#include "testpaths.h"
#include "testsession.h"
#include <QLabel>

#include <gtest/gtest.h>

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

#include <memory>

namespace taxonomist::test {

// The lead's window on the lead test project, with "Lead" as the lead annotator and dialogs
// answered by the test.
class LeadWindowTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(project.isValid());
        auto lead = project.store().addAnnotator(QStringLiteral("Lead"), true);
        ASSERT_TRUE(lead.ok());
        leadId = *lead;
    }

    // Opens the window on a session of the lead's and waits for the first queue.
    void openWindow()
    {
        session = openSession(project.path(), leadId);
        ASSERT_NE(session, nullptr);
        window = std::make_unique<ui::LeadWindow>(session.get(), dialogs);
        auto *reconciliation
            = window->findChild<ui::ReconciliationView *>(QStringLiteral("reconciliationView"));
        ASSERT_NE(reconciliation, nullptr);
        queueLoads
            = std::make_unique<QSignalSpy>(reconciliation, &ui::ReconciliationView::queueLoaded);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        ASSERT_TRUE(waitForQueue())
            << "the queue arrives from its worker thread: "
            << reconciliation->findChild<QLabel *>(QStringLiteral("queueSummary"))
                   ->text()
                   .toStdString();
    }

    // Waits for the next queue the reconciliation view loads after the last one waited for
    // (it may have arrived already: the spy counts every load since the window opened).
    bool waitForQueue()
    {
        ++expectedLoads;
        return QTest::qWaitFor([this] { return queueLoads->count() >= expectedLoads; }, 10000);
    }

    // Waits until the background write of final labels (the rules, an accept, their undo or redo)
    // is done.
    bool waitForWrite()
    {
        return QTest::qWaitFor([this] { return !session->isWritingInBackground(); }, 20000);
    }

    // Reads through a connection of its own, as another program would see the file.
    QString finalCode(const QString &framework, int number, QString *method = nullptr,
        QString *note = nullptr, qint64 *decidedBy = nullptr)
    {
        auto store
            = core::ProjectStore::open(project.path(), core::ProjectStore::OpenMode::ExistingOnly);
        EXPECT_TRUE(store.ok());
        QSqlQuery query((*store)->database());
        query.prepare(QStringLiteral(
            "SELECT coalesce(n.code, CASE f.false_positive WHEN 1 THEN 'FP' END), f.method,"
            " f.note, coalesce(f.decided_by, 0) FROM final_labels f"
            " LEFT JOIN taxonomy_nodes n ON n.id = f.node_id WHERE f.issue_id = ?"));
        query.addBindValue(project.issue(framework, number));
        if (!query.exec() || !query.next())
            return {};
        if (method)
            *method = query.value(1).toString();
        if (note)
            *note = query.value(2).toString();
        if (decidedBy)
            *decidedBy = query.value(3).toLongLong();
        return query.value(0).toString();
    }

    LeadProject project;
    qint64 leadId = 0;
    RecordingLeadDialogs recordedDialogs; // outlives the window
    RecordingLeadDialogs *dialogs = &recordedDialogs;
    std::unique_ptr<ui::ProjectSession> session; // outlives the window
    std::unique_ptr<ui::LeadWindow> window;
    std::unique_ptr<QSignalSpy> queueLoads;
    int expectedLoads = 0;
};

} // namespace taxonomist::test
