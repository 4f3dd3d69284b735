// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Audit anchors through change files (docs/security.md, "Audit anchors"): each file carries its
// author's audit head and what the author last saw of the addressee's; the receiver keeps the one
// and anchors its own log to the other. A volunteer who cuts their log below what the lead saw —
// with sqlite3, the head record fixed up so the chain itself still verifies — is found by `check`
// once the lead's next update arrives, and the lead's log likewise by the volunteer's next file.

#include "auditcut.h"
#include "store/auditanchors.h"
#include "store/projectcheck.h"
#include "store/sqlitestatement.h"
#include "team/teamchanges.h"
#include "team/teampackage.h"
#include "team/teamroster.h"
#include "teamfixture.h"

#include <gtest/gtest.h>

#include <sqlite3.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

// Cuts the log from `firstGone` on and points the head record at what is left.
void cutTheLogAt(ProjectStore &store, qint64 firstGone)
{
    const QByteArray cut = auditCutScript(firstGone);
    char *error = nullptr;
    ASSERT_EQ(sqlite3_exec(store.handle(), cut.constData(), nullptr, nullptr, &error), SQLITE_OK)
        << (error ? error : "");
}

TEST(AuditHeads, AVolunteersLogCutBelowWhatTheLeadSawIsFoundAfterTheNextUpdate)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    auto ana = team.package(1, u"ana.taxonomist"_s);
    ASSERT_TRUE(ana) << team.error().toStdString();
    ASSERT_TRUE(team.label(*ana, 1, TeamFixture::alpha(12), u"C.3"_s));
    auto head = AuditAnchors::head(ana->handle());
    ASSERT_TRUE(head);
    ASSERT_TRUE(team.exportChanges(*ana, u"ana-1.changes"_s)) << team.error().toStdString();
    auto merged = team.merge(team.lead(), {u"ana-1.changes"_s});
    ASSERT_TRUE(merged) << merged.error().message().toStdString();
    const QString anaUuid = TeamRoster::find(team.lead(), u"Volunteer 1"_s)->uuid;
    const QString seen = team.lead().info(TeamChanges::seenHeadKey(anaUuid));
    ASSERT_FALSE(seen.isEmpty()) << "the lead keeps the head Ana's file stated";
    EXPECT_GE(seen.section(u':', 0, 0).toLongLong(), head->entryId);

    // The lead's update brings it back: Ana's copy anchors its log to it.
    ASSERT_TRUE(TeamPackage::writeUpdate(
        team.lead(), u"Volunteer 1"_s, team.path(u"ana-update.changes"_s), u"Lena"_s));
    ASSERT_TRUE(team.merge(*ana, {u"ana-update.changes"_s}));
    auto anchors = AuditAnchors::list(ana->handle());
    ASSERT_TRUE(anchors);
    ASSERT_EQ(anchors->size(), 1);
    EXPECT_EQ(anchors->at(0).entryId, seen.section(u':', 0, 0).toLongLong());
    auto intact = ProjectCheck::run(team.path(u"ana.taxonomist"_s));
    ASSERT_TRUE(intact) << intact.error().message().toStdString();
    EXPECT_TRUE(intact->isOk()) << intact->toText().toStdString();

    cutTheLogAt(*ana, anchors->at(0).entryId);
    const QString path = team.path(u"ana.taxonomist"_s);
    ana.reset();
    auto report = ProjectCheck::run(path);
    ASSERT_TRUE(report) << report.error().message().toStdString();
    EXPECT_FALSE(report->isOk()) << "check finds the cut below what the lead saw";
    EXPECT_TRUE(report->toText().contains(u"Lena"_s)) << report->toText().toStdString();
}

TEST(AuditHeads, TheLeadsLogIsAnchoredByTheVolunteersNextFile)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    auto ana = team.package(1, u"ana.taxonomist"_s);
    ASSERT_TRUE(ana) << team.error().toStdString();
    ASSERT_TRUE(TeamPackage::writeUpdate(
        team.lead(), u"Volunteer 1"_s, team.path(u"ana-update.changes"_s), u"Lena"_s));
    ASSERT_TRUE(team.merge(*ana, {u"ana-update.changes"_s}));
    ASSERT_TRUE(team.label(*ana, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(team.exportChanges(*ana, u"ana-1.changes"_s)) << team.error().toStdString();
    ASSERT_TRUE(team.merge(team.lead(), {u"ana-1.changes"_s}));
    auto anchors = AuditAnchors::list(team.lead().handle());
    ASSERT_TRUE(anchors);
    ASSERT_EQ(anchors->size(), 1) << "the lead's log is anchored where Ana last saw it";
    EXPECT_TRUE(anchors->at(0).source.contains(u"Volunteer 1"_s));
    auto problems = AuditAnchors::verify(team.lead().handle());
    ASSERT_TRUE(problems);
    EXPECT_TRUE(problems->isEmpty());
}

} // namespace
