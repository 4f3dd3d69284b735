// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Merging change files (docs/team.md): one transaction, idempotent, order-independent, the
// owner's latest edit wins and the other is kept in the row's history, and a file of another
// project, of someone not on the team, or altered is refused with nothing stored.

#include "store/auditverifier.h"
#include "store/labelstore.h"
#include "store/projectcheck.h"
#include "store/projectidentity.h"
#include "store/sqlitestatement.h"
#include "team/assignmentstore.h"
#include "team/changefile.h"
#include "team/teamroster.h"
#include "teamfixture.h"
#include "testpaths.h"
#include "util/signingkey.h"

#include <QCryptographicHash>
#include <QFile>
#include <QThread>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

qint64 count(const ProjectStore &store, const char *sql)
{
    SqliteStatement query(store.handle(), sql);
    return query.next() ? query.integer(0) : -1;
}

} // namespace

TEST(TeamMerge, BringsAVolunteersLabelsToTheLead)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana) << team.error().toStdString();
    ASSERT_TRUE(team.label(*ana, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(team.label(*ana, 1, TeamFixture::alpha(11), u"B.2"_s, 3))
        << team.error().toStdString();
    ASSERT_TRUE(team.label(*ana, 1, TeamFixture::alpha(7), u"FP"_s));
    ASSERT_TRUE(team.exportChanges(*ana, u"v1.changes"_s)) << team.error().toStdString();

    auto merged = team.merge(team.lead(), {u"v1.changes"_s});
    ASSERT_TRUE(merged.ok()) << merged.error().message().toStdString();
    EXPECT_EQ(merged->total.labels.added, 3);
    EXPECT_TRUE(merged->total.conflicts.isEmpty());
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), u"C.3"_s);
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(7)), u"FP"_s);
    // The duplicated URL: the label is on the second of the two issues (the study's row 3).
    EXPECT_EQ(count(team.lead(),
                  "SELECT count(*) FROM labels l JOIN issues i ON i.id = l.issue_id"
                  " WHERE i.url LIKE '%/alpha/issues/11' AND i.row_order = 2"),
        1);
    EXPECT_EQ(count(team.lead(),
                  "SELECT count(*) FROM labels l JOIN issues i ON i.id = l.issue_id"
                  " WHERE i.url LIKE '%/alpha/issues/11' AND i.row_order = 1"),
        0);
    auto audit = AuditVerifier::verify(team.lead().handle());
    ASSERT_TRUE(audit.ok());
    EXPECT_TRUE(audit->chainProblems.isEmpty() && audit->labelProblems.isEmpty())
        << audit->summary().toStdString();
    EXPECT_EQ(
        count(team.lead(), "SELECT count(*) FROM audit_log WHERE action = 'merge-changes'"), 1);
    EXPECT_EQ(count(team.lead(),
                  "SELECT count(*) FROM audit_log WHERE action = 'merge-changes' AND detail LIKE"
                  " '%\"signing_key\":\"' || (SELECT signing_key FROM annotators"
                  " WHERE name = 'Volunteer 1') || '\"%'"),
        1)
        << "the entry names the key that signed the file";
    // The merge set the tally's triggers aside and recomputed the issues it wrote: the check
    // finds the tally equal to a recount and the triggers as the schema has them.
    EXPECT_EQ(
        count(team.lead(),
            "SELECT count(*) FROM issue_tally t JOIN issues i ON i.id = t.issue_id"
            " JOIN annotators a ON a.name = 'Volunteer 1'"
            " WHERE i.url LIKE '%/alpha/issues/12' AND (',' || t.votes) LIKE '%,' || a.id || ':%'"),
        1)
        << "the new label is in its issue's tally row";
    auto check = ProjectCheck::run(team.lead().path());
    ASSERT_TRUE(check.ok());
    EXPECT_TRUE(check->isOk()) << check->toText().toStdString();
}

TEST(TeamMerge, TheSameFileTwiceIsMergedOnce)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana && team.label(*ana, 1, TeamFixture::alpha(12), u"C.3"_s)
        && team.exportChanges(*ana, u"v1.changes"_s));
    ASSERT_TRUE(team.merge(team.lead(), {u"v1.changes"_s}).ok());
    const qint64 entries = count(team.lead(), "SELECT count(*) FROM audit_log");
    ASSERT_TRUE(team.lead().checkpoint().ok());
    const QByteArray before = fileHash(team.leadPath());

    auto again = team.merge(team.lead(), {u"v1.changes"_s, u"v1.changes"_s});
    ASSERT_TRUE(again.ok()) << again.error().message().toStdString();
    ASSERT_EQ(again->files.size(), 2);
    EXPECT_TRUE(again->files[0].duplicate);
    EXPECT_FALSE(again->files[0].mergedBefore.isEmpty());
    EXPECT_TRUE(again->files[1].duplicate);
    EXPECT_EQ(count(team.lead(), "SELECT count(*) FROM audit_log"), entries)
        << "twice is once: nothing written";
    ASSERT_TRUE(team.lead().checkpoint().ok());
    EXPECT_EQ(fileHash(team.leadPath()), before);

    // The same rows in a new file (re-exported) are recognised row by row.
    ASSERT_TRUE(
        TeamChanges::exportChanges(*ana, team.path(u"all.changes"_s), QString(), true, u"test"_s)
            .ok());
    auto rows = team.merge(team.lead(), {u"all.changes"_s});
    ASSERT_TRUE(rows.ok());
    EXPECT_EQ(rows->total.labels.unchanged, 1);
    EXPECT_EQ(rows->total.labels.added + rows->total.labels.changed, 0);
}

TEST(TeamMerge, RefusesAnotherProjectsFileWithNothingStored)
{
    TeamFixture team;
    TeamFixture other;
    ASSERT_TRUE(team.isValid() && other.isValid());
    auto stranger = other.package(1, u"stranger.taxonomist"_s);
    ASSERT_TRUE(stranger && other.label(*stranger, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(other.exportChanges(*stranger, u"stranger.changes"_s));
    ASSERT_TRUE(team.lead().checkpoint().ok());
    const QByteArray before = fileHash(team.leadPath());
    auto merged = TeamChanges::merge(team.lead(), {other.path(u"stranger.changes"_s)}, u"Lena"_s);
    ASSERT_FALSE(merged.ok());
    EXPECT_TRUE(merged.error().what().contains(u"another project"_s))
        << merged.error().message().toStdString();
    EXPECT_EQ(merged.error().where().file, other.path(u"stranger.changes"_s));
    ASSERT_TRUE(team.lead().checkpoint().ok());
    EXPECT_EQ(fileHash(team.leadPath()), before);
}

TEST(TeamMerge, RefusesAnAuthorNotOnTheTeamAndATamperedFile)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid());
    auto ben = team.package(2, u"v2.taxonomist"_s);
    ASSERT_TRUE(ben && team.label(*ben, 2, TeamFixture::alpha(12), u"C.5"_s)
        && team.exportChanges(*ben, u"v2.changes"_s));
    // Tampered: one label changed after export.
    QByteArray bytes = readAll(team.path(u"v2.changes"_s));
    ASSERT_TRUE(writeAll(
        team.path(u"tampered.changes"_s), QByteArray(bytes).replace("\"C.5\"", "\"C.1\"")));
    auto tampered = team.merge(team.lead(), {u"tampered.changes"_s});
    ASSERT_FALSE(tampered.ok());
    EXPECT_TRUE(tampered.error().what().contains(u"checksum"_s))
        << tampered.error().message().toStdString();

    // Someone who left the team (removed from the lead's project) before their file arrived.
    ASSERT_TRUE(
        TeamRoster::add(team.lead(), u"Volunteer 4"_s, TeamRoster::Role::Volunteer, u"Lena"_s)
            .ok());
    ASSERT_TRUE(AssignmentStore::assign(team.lead(), {}, u"Lena"_s).ok());
    auto dan = team.package(4, u"v4.taxonomist"_s);
    ASSERT_TRUE(dan && team.label(*dan, 4, TeamFixture::alpha(12), u"C.3"_s)
        && team.exportChanges(*dan, u"v4.changes"_s))
        << team.error().toStdString();
    ASSERT_TRUE(TeamRoster::remove(team.lead(), u"Volunteer 4"_s, u"Lena"_s).ok());
    ASSERT_TRUE(team.lead().checkpoint().ok());
    const QByteArray withoutDan = fileHash(team.leadPath());
    // A good file beside the refused one: all or nothing.
    auto outsider = team.merge(team.lead(), {u"v2.changes"_s, u"v4.changes"_s});
    ASSERT_FALSE(outsider.ok());
    EXPECT_TRUE(outsider.error().what().contains(u"not on this project's team"_s))
        << outsider.error().message().toStdString();
    ASSERT_TRUE(team.lead().checkpoint().ok());
    EXPECT_EQ(fileHash(team.leadPath()), withoutDan) << "not even Ben's good file was stored";
    EXPECT_EQ(team.labelOf(team.lead(), 2, TeamFixture::alpha(12)), QString());
}

TEST(TeamMerge, RefusesALabelItsAuthorDoesNotOwn)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid());
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana && team.label(*ana, 1, TeamFixture::alpha(12), u"C.3"_s)
        && team.exportChanges(*ana, u"v1.changes"_s));
    // Rewrite the label as Ben's, fix the checksum and sign it with her own key, as Ana could:
    // the file is hers, and still may not carry Ben's row.
    auto annotators = team.lead().annotators();
    QByteArray bytes = readAll(team.path(u"v1.changes"_s));
    bytes = bytes.left(bytes.lastIndexOf('\n', bytes.size() - 2) + 1);
    const QByteArray line = bytes.split('\n').value(1);
    QByteArray forged = line;
    forged.replace(QByteArray(",\"") + annotators[0].uuid.toLatin1() + "\",\"C.3\"",
        QByteArray(",\"") + annotators[1].uuid.toLatin1() + "\",\"C.3\"");
    ASSERT_NE(forged, line);
    bytes.replace(line, forged);
    const QByteArray sum = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
    auto key = SigningKey::fromSecret(ana->info(u"team.signing_secret"_s).toLatin1());
    ASSERT_TRUE(key.ok());
    ChangeHeader header;
    header.project = ProjectIdentity::projectUuid(*ana).value();
    header.author = annotators[0].uuid;
    const QByteArray signature = key->sign(ChangeFile::signedMessage(header, sum)).value();
    ASSERT_TRUE(writeAll(team.path(u"forged.changes"_s),
        bytes + "{\"records\":1,\"sha256\":\"" + sum + "\",\"signature\":\"" + signature
            + "\"}\n"));
    auto merged = team.merge(team.lead(), {u"forged.changes"_s});
    ASSERT_FALSE(merged.ok());
    EXPECT_TRUE(merged.error().what().contains(u"only a row's owner"_s))
        << merged.error().message().toStdString();
    EXPECT_EQ(merged.error().where().line, 2);
    EXPECT_EQ(team.labelOf(team.lead(), 2, TeamFixture::alpha(12)), QString());
}

// One volunteer on two machines edits the same issue differently: in either order the later edit
// wins, the other is kept in the row's history and listed as a conflict.
TEST(TeamMerge, TheOwnersLatestEditWinsInAnyOrder)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid());
    {
        auto laptop = team.package(1, u"laptop.taxonomist"_s);
        ASSERT_TRUE(laptop && team.label(*laptop, 1, TeamFixture::alpha(7), u"B.1"_s));
    }
    ASSERT_TRUE(copyToAnotherMachine(
        team.path(u"laptop.taxonomist"_s), team.path(u"desktop.taxonomist"_s)));
    auto laptop
        = ProjectStore::open(team.path(u"laptop.taxonomist"_s), ProjectStore::OpenMode::ReadWrite);
    auto desktop
        = ProjectStore::open(team.path(u"desktop.taxonomist"_s), ProjectStore::OpenMode::ReadWrite);
    ASSERT_TRUE(laptop.ok() && desktop.ok());
    ASSERT_TRUE(team.label(**laptop, 1, TeamFixture::alpha(12), u"C.3"_s));
    QThread::msleep(5); // the desktop's edit is the later one
    ASSERT_TRUE(team.label(**desktop, 1, TeamFixture::alpha(12), u"C.5"_s));
    ASSERT_TRUE(team.exportChanges(**laptop, u"laptop.changes"_s)
        && team.exportChanges(**desktop, u"desktop.changes"_s));

    ASSERT_TRUE(team.lead().checkpoint().ok());
    ASSERT_TRUE(QFile::copy(team.leadPath(), team.path(u"lead-b.taxonomist"_s)));
    auto leadB
        = ProjectStore::open(team.path(u"lead-b.taxonomist"_s), ProjectStore::OpenMode::ReadWrite);
    ASSERT_TRUE(leadB.ok());
    auto ab = team.merge(team.lead(), {u"laptop.changes"_s, u"desktop.changes"_s});
    auto ba = team.merge(**leadB, {u"desktop.changes"_s, u"laptop.changes"_s});
    ASSERT_TRUE(ab.ok() && ba.ok()) << (ab ? ba.error() : ab.error()).message().toStdString();
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), u"C.5"_s);
    EXPECT_EQ(team.labelOf(**leadB, 1, TeamFixture::alpha(12)), u"C.5"_s);
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(7)), u"B.1"_s);
    ASSERT_EQ(ab->total.conflicts.size(), 1);
    ASSERT_EQ(ba->total.conflicts.size(), 1);
    EXPECT_TRUE(ab->total.conflicts.first().kept.startsWith(u"C.5"_s));
    EXPECT_TRUE(ab->total.conflicts.first().lost.startsWith(u"C.3"_s));
    EXPECT_EQ(ab->total.conflicts.first().owner, u"Volunteer 1"_s);
    for (ProjectStore *store : {&team.lead(), leadB->get()}) {
        EXPECT_EQ(
            count(*store,
                "SELECT count(*) FROM team_history WHERE kind = 'label' AND reason = 'conflict'"
                " AND record LIKE '%\"node\":\"C.3\"%'"),
            1)
            << "the losing edit is kept";
    }
}

TEST(TeamMerge, ARemovedLabelTravels)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid());
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana && team.label(*ana, 1, TeamFixture::alpha(12), u"C.3"_s)
        && team.exportChanges(*ana, u"a.changes"_s));
    ASSERT_TRUE(team.merge(team.lead(), {u"a.changes"_s}).ok());
    ASSERT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), u"C.3"_s);
    // Undo in the app removes the label: the removal is a version of its own.
    const qint64 issue = [&] {
        SqliteStatement q(ana->handle(), "SELECT id FROM issues WHERE url = ?");
        q.bind(1, TeamFixture::alpha(12));
        return q.next() ? q.integer(0) : 0;
    }();
    ASSERT_TRUE(
        LabelStore::setLabel(*ana, issue, ana->annotators().first().id, std::nullopt, u"test"_s)
            .ok());
    ASSERT_TRUE(team.exportChanges(*ana, u"b.changes"_s));
    auto merged = team.merge(team.lead(), {u"b.changes"_s});
    ASSERT_TRUE(merged.ok());
    EXPECT_EQ(merged->total.labels.removed, 1);
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), QString());
    // The older file again cannot bring it back.
    auto older = team.merge(team.lead(), {u"a.changes"_s});
    ASSERT_TRUE(older.ok());
    EXPECT_TRUE(older->files.first().duplicate);
    ASSERT_TRUE(
        TeamChanges::exportChanges(*ana, team.path(u"all.changes"_s), QString(), true, u"test"_s)
            .ok());
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), QString());
}
