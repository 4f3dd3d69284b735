// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A volunteer's doubt (unsure, comment) travels with their label: in the change file, through the
// lead's merge, and again when only the doubt changed.

#include "store/auditverifier.h"
#include "store/labelstore.h"
#include "store/sqlitestatement.h"
#include "team/scriptedlabels.h"
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

struct Doubt
{
    qint64 unsure = -1;
    QString comment;
};

Doubt doubtOf(const ProjectStore &store, int volunteer, const QString &url)
{
    SqliteStatement row(store.handle(),
        "SELECT l.unsure, l.comment FROM labels l JOIN issues i ON i.id = l.issue_id"
        " JOIN annotators a ON a.id = l.annotator_id WHERE i.url = ? AND a.name = ?");
    row.bind(1, url);
    row.bind(2, u"Volunteer %1"_s.arg(volunteer));
    return row.next() ? Doubt {row.integer(0), row.text(1)} : Doubt {};
}

bool labelWithDoubt(ProjectStore &store, const QString &url, bool unsure, const QString &comment)
{
    ScriptedLabel label;
    label.url = url;
    label.annotator = u"Volunteer 1"_s;
    label.code = u"C.3"_s;
    label.unsure = unsure;
    label.comment = comment;
    return ScriptedLabels::write(store, label, u"test"_s).ok();
}

} // namespace

TEST(TeamMergeDoubt, UnsureAndCommentTravelToTheLeadAndChangeAlone)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana) << team.error().toStdString();
    ASSERT_TRUE(
        labelWithDoubt(*ana, TeamFixture::alpha(12), true, u"C.3 or C.5? \"tensor\" parallel"_s));
    ASSERT_TRUE(team.exportChanges(*ana, u"v1.changes"_s)) << team.error().toStdString();
    QFile file(team.path(u"v1.changes"_s));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    EXPECT_TRUE(written.contains("\"unsure\"")) << "the header names the field";
    EXPECT_TRUE(written.contains("C.3 or C.5?"));

    auto merged = team.merge(team.lead(), {u"v1.changes"_s});
    ASSERT_TRUE(merged.ok()) << merged.error().message().toStdString();
    EXPECT_EQ(merged->total.labels.added, 1);
    Doubt atLead = doubtOf(team.lead(), 1, TeamFixture::alpha(12));
    EXPECT_EQ(atLead.unsure, 1);
    EXPECT_EQ(atLead.comment, u"C.3 or C.5? \"tensor\" parallel"_s);

    // The volunteer makes up their mind: the same node, no doubt. Only the doubt changed, and
    // that still reaches the lead.
    ASSERT_TRUE(labelWithDoubt(*ana, TeamFixture::alpha(12), false, QString()));
    ASSERT_TRUE(team.exportChanges(*ana, u"v1b.changes"_s)) << team.error().toStdString();
    merged = team.merge(team.lead(), {u"v1b.changes"_s});
    ASSERT_TRUE(merged.ok()) << merged.error().message().toStdString();
    atLead = doubtOf(team.lead(), 1, TeamFixture::alpha(12));
    EXPECT_EQ(atLead.unsure, 0);
    EXPECT_TRUE(atLead.comment.isEmpty());
    auto audit = AuditVerifier::verify(team.lead().handle());
    ASSERT_TRUE(audit.ok());
    EXPECT_TRUE(audit->chainProblems.isEmpty() && audit->labelProblems.isEmpty())
        << audit->summary().toStdString();
}

TEST(TeamMergeDoubt, AVolunteersPackageHoldsTheirOwnDoubt)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    {
        auto ana = team.package(1, u"v1.taxonomist"_s);
        ASSERT_TRUE(ana) << team.error().toStdString();
        ASSERT_TRUE(labelWithDoubt(*ana, TeamFixture::alpha(12), true, u"ask Lena"_s));
        ASSERT_TRUE(team.exportChanges(*ana, u"v1.changes"_s)) << team.error().toStdString();
    }
    ASSERT_TRUE(team.merge(team.lead(), {u"v1.changes"_s}).ok());
    // A fresh package of the lead's project for the same volunteer (a new machine) has it.
    auto again = team.package(1, u"v1-again.taxonomist"_s);
    ASSERT_TRUE(again) << team.error().toStdString();
    const Doubt doubt = doubtOf(*again, 1, TeamFixture::alpha(12));
    EXPECT_EQ(doubt.unsure, 1);
    EXPECT_EQ(doubt.comment, u"ask Lena"_s);
}

TEST(TeamMergeDoubt, AFileWrittenBeforeTheDoubtMergesWithEveryLabelSure)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana) << team.error().toStdString();
    ASSERT_TRUE(labelWithDoubt(*ana, TeamFixture::alpha(12), false, QString()));
    ASSERT_TRUE(team.exportChanges(*ana, u"new.changes"_s)) << team.error().toStdString();

    // The same file as version 10 wrote it: the label records without their last two fields
    // (unsure, comment), the checksum over the rewritten bytes, and the volunteer's signature.
    int rewritten = 0;
    ASSERT_TRUE(team.rewriteSigned(*ana, u"new.changes"_s, u"old.changes"_s,
        [&rewritten](QJsonObject &header, QList<QJsonArray> &records) {
            QJsonObject fields = header.value(u"fields"_s).toObject();
            QJsonArray labelFields = fields.value(u"label"_s).toArray();
            const qsizetype unsureAt = labelFields.toVariantList().indexOf(u"unsure"_s);
            ASSERT_GE(unsureAt, 0);
            ASSERT_EQ(labelFields.at(unsureAt + 1).toString(), u"comment"_s);
            labelFields.removeAt(unsureAt + 1);
            labelFields.removeAt(unsureAt);
            fields.insert(u"label"_s, labelFields);
            header.insert(u"fields"_s, fields);
            for (QJsonArray &record : records) {
                if (record.first().toString() != u"label"_s)
                    continue;
                record.removeAt(unsureAt + 2); // after the kind
                record.removeAt(unsureAt + 1);
                ++rewritten;
            }
        }))
        << team.error().toStdString();
    ASSERT_EQ(rewritten, 1);
    QFile written(team.path(u"old.changes"_s));
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    ASSERT_FALSE(written.readAll().contains("\"unsure\""));

    auto merged = team.merge(team.lead(), {u"old.changes"_s});
    ASSERT_TRUE(merged.ok()) << merged.error().message().toStdString();
    EXPECT_EQ(merged->total.labels.added, 1);
    const Doubt doubt = doubtOf(team.lead(), 1, TeamFixture::alpha(12));
    EXPECT_EQ(doubt.unsure, 0);
    EXPECT_TRUE(doubt.comment.isEmpty());
}
