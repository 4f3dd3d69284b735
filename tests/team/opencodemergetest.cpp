// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A volunteer's open code travels with their label: in the change file, through the lead's
// merge, into a fresh package; a label record that ends before the open code (a team server's
// row written before open codes) still reads, and one cut shorter does not.

#include "reconcile/cardsort.h"
#include "store/sqlitestatement.h"
#include "taxonomy/taxonomystore.h"
#include "team/scriptedlabels.h"
#include "team/teampackage.h"
#include "teamfixture.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

QString openCodeOf(const ProjectStore &store, int volunteer, const QString &url)
{
    SqliteStatement row(store.handle(),
        "SELECT l.open_code || '|' || coalesce(l.node_id, 'none') FROM labels l"
        " JOIN issues i ON i.id = l.issue_id"
        " JOIN annotators a ON a.id = l.annotator_id WHERE i.url = ? AND a.name = ?");
    row.bind(1, url);
    row.bind(2, u"Volunteer %1"_s.arg(volunteer));
    return row.next() ? row.text(0) : u"(no label)"_s;
}

bool openCode(ProjectStore &store, const QString &url, const QString &code)
{
    ScriptedLabel label;
    label.url = url;
    label.annotator = u"Volunteer 1"_s;
    label.openCode = code;
    label.summary = u"loss spikes after resuming"_s;
    return ScriptedLabels::write(store, label, u"test"_s).ok();
}

} // namespace

TEST(TeamMergeOpenCode, AnOpenCodeTravelsToTheLeadAndIntoAFreshPackage)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    {
        auto ana = team.package(1, u"v1.taxonomist"_s);
        ASSERT_TRUE(ana) << team.error().toStdString();
        ASSERT_TRUE(openCode(*ana, TeamFixture::alpha(12), u"checkpoint resume"_s));
        ASSERT_TRUE(team.exportChanges(*ana, u"v1.changes"_s)) << team.error().toStdString();
    }
    QFile file(team.path(u"v1.changes"_s));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    EXPECT_TRUE(written.contains("\"open_code\"")) << "the header names the field";
    EXPECT_TRUE(written.contains("checkpoint resume"));

    auto merged = team.merge(team.lead(), {u"v1.changes"_s});
    ASSERT_TRUE(merged.ok()) << merged.error().message().toStdString();
    EXPECT_EQ(merged->total.labels.added, 1);
    EXPECT_EQ(openCodeOf(team.lead(), 1, TeamFixture::alpha(12)), u"checkpoint resume|none"_s);

    auto again = team.package(1, u"v1-again.taxonomist"_s);
    ASSERT_TRUE(again) << team.error().toStdString();
    EXPECT_EQ(openCodeOf(*again, 1, TeamFixture::alpha(12)), u"checkpoint resume|none"_s);
    // Blind like any label: another volunteer's package holds none of it.
    auto ben = team.package(2, u"v2.taxonomist"_s);
    ASSERT_TRUE(ben) << team.error().toStdString();
    EXPECT_EQ(openCodeOf(*ben, 1, TeamFixture::alpha(12)), u"(no label)"_s);
}

TEST(TeamMergeOpenCode, ARecordEndingBeforeTheOpenCodeReadsAndOneCutShorterDoesNot)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana) << team.error().toStdString();
    ScriptedLabel label;
    label.url = TeamFixture::alpha(12);
    label.annotator = u"Volunteer 1"_s;
    label.code = u"C.3"_s;
    ASSERT_TRUE(ScriptedLabels::write(*ana, label, u"test"_s).ok());
    ASSERT_TRUE(team.exportChanges(*ana, u"new.changes"_s)) << team.error().toStdString();

    // Each label record's last values taken off, the header kept and the file signed again.
    const auto cut = [&](const QString &to, int drop) {
        int cutRecords = 0;
        const bool written = team.rewriteSigned(
            *ana, u"new.changes"_s, to, [&](QJsonObject &, QList<QJsonArray> &records) {
                for (QJsonArray &record : records) {
                    if (record.first().toString() != u"label"_s)
                        continue;
                    for (int d = 0; d < drop; ++d)
                        record.removeLast();
                    ++cutRecords;
                }
            });
        return written && cutRecords == 1;
    };
    ASSERT_TRUE(cut(u"older.changes"_s, 1)) << team.error().toStdString();
    ASSERT_TRUE(cut(u"short.changes"_s, 2)) << team.error().toStdString();

    auto shorter = team.merge(team.lead(), {u"short.changes"_s});
    ASSERT_FALSE(shorter.ok());
    EXPECT_TRUE(shorter.error().message().contains(u"record has"_s))
        << shorter.error().message().toStdString();
    auto merged = team.merge(team.lead(), {u"older.changes"_s});
    ASSERT_TRUE(merged.ok()) << merged.error().message().toStdString();
    EXPECT_EQ(merged->total.labels.added, 1);
    EXPECT_EQ(openCodeOf(team.lead(), 1, TeamFixture::alpha(12)).section(u'|', 0, 0), QString());
}

// The lead's card sort maps the lead's own copy only as far as its rows go: each volunteer's
// copy maps their open codes when the lead's update brings the map, and sends the mapped labels
// back as their own.
TEST(TeamMergeOpenCode, EachCopyMapsItsOwnOpenCodesByTheLeadsCardSort)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana) << team.error().toStdString();
    ASSERT_TRUE(openCode(*ana, TeamFixture::alpha(12), u"checkpoint resume"_s));
    ASSERT_TRUE(team.exportChanges(*ana, u"v1.changes"_s)) << team.error().toStdString();
    ASSERT_TRUE(team.merge(team.lead(), {u"v1.changes"_s}).ok());

    auto tree = TaxonomyStore::loadTree(team.lead());
    ASSERT_TRUE(tree.ok());
    const int theme = tree->taxonomy.indexOfCode(u"C.3"_s);
    ASSERT_GE(theme, 0);
    const qint64 type = tree->nodeIds[tree->taxonomy.node(theme).parent];
    CardSortNode checkpoints {0, u"Checkpoints"_s, {}, {u"Checkpoint resume"_s}, {}};
    CardSortPlan plan {{CardSortNode {type, {}, {}, {}, {}}}};
    plan.types[0].children.append(CardSortNode {tree->nodeIds[theme], {}, {}, {}, {checkpoints}});
    auto applied = CardSort::apply(team.lead(), plan, u"Lena"_s);
    ASSERT_TRUE(applied.ok()) << applied.error().message().toStdString();
    EXPECT_EQ(applied->labelsMapped, 0) << "the lead does not rewrite a volunteer's row";
    EXPECT_EQ(applied->labelsLeft, 1);
    const QString node = [&team] {
        SqliteStatement added(
            team.lead().handle(), "SELECT code FROM taxonomy_nodes WHERE name = 'Checkpoints'");
        return added.next() ? added.text(0) : QString();
    }(); // ended: an open statement would keep the merge's temporary tables locked
    EXPECT_TRUE(node.startsWith(tree->taxonomy.node(theme).code + u'.')) << node.toStdString();
    EXPECT_EQ(openCodeOf(team.lead(), 1, TeamFixture::alpha(12)), u"checkpoint resume|none"_s);

    auto update = TeamPackage::writeUpdate(
        team.lead(), u"Volunteer 1"_s, team.path(u"ana-update.changes"_s), u"Lena"_s);
    ASSERT_TRUE(update.ok()) << update.error().message().toStdString();
    auto merged = team.merge(*ana, {u"ana-update.changes"_s});
    ASSERT_TRUE(merged.ok()) << merged.error().message().toStdString();
    EXPECT_EQ(team.labelOf(*ana, 1, TeamFixture::alpha(12)), node);

    ASSERT_TRUE(team.exportChanges(*ana, u"v1b.changes"_s)) << team.error().toStdString();
    auto back = team.merge(team.lead(), {u"v1b.changes"_s});
    ASSERT_TRUE(back.ok()) << back.error().message().toStdString();
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), node);
    EXPECT_EQ(openCodeOf(team.lead(), 1, TeamFixture::alpha(12)).section(u'|', 0, 0),
        u"checkpoint resume"_s);
}
