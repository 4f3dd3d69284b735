// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A merge into tables that began empty (a new copy's first pull) looks up only the rows it has
// written itself: WrittenKeys, and the mergers that share it.
#include "store/transaction.h"
#include "team/changefile.h"
#include "team/changemerger.h"
#include "team/writtenkeys.h"
#include "teamfixture.h"

#include <QList>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

// The label records of a change file, as its lines.
QList<QByteArray> labelLines(const QString &path)
{
    QList<QByteArray> lines;
    auto opened = ChangeFile::open(path);
    if (!opened)
        return lines;
    for (const QByteArray &line : opened->data.left(opened->bodyEnd).split('\n')) {
        if (line.startsWith("[\"label\""))
            lines.append(line);
    }
    return lines;
}

} // namespace

TEST(WrittenKeys, HoldsWhatWasWrittenInRangeAndOutOfIt)
{
    WrittenKeys keys;
    EXPECT_FALSE(keys.has(1, 1));
    keys.add(1, 1);
    keys.add(40000, 63);
    keys.add(qint64(1) << 30, 2); // an issue id past the bits
    keys.add(5, 64); // an annotator id past the bits
    keys.add(-3, 1);
    EXPECT_TRUE(keys.has(1, 1));
    EXPECT_FALSE(keys.has(1, 2));
    EXPECT_FALSE(keys.has(2, 1));
    EXPECT_TRUE(keys.has(40000, 63));
    EXPECT_FALSE(keys.has(40001, 63));
    EXPECT_TRUE(keys.has(qint64(1) << 30, 2));
    EXPECT_FALSE(keys.has(qint64(1) << 30, 3));
    EXPECT_TRUE(keys.has(5, 64));
    EXPECT_FALSE(keys.has(5, 65));
    EXPECT_TRUE(keys.has(-3, 1));
    EXPECT_FALSE(keys.has(1000000, 1)) << "past the bits written so far";
}

// The same row twice in one merge into an empty table, the newer version first: the second is
// compared with the first (kept as older), not taken for a new row over it.
TEST(FreshMerge, ARowWrittenEarlierInTheMergeIsStillComparedWith)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana) << team.error().toStdString();
    ASSERT_TRUE(team.label(*ana, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(team.exportChanges(*ana, u"first.changes"_s)) << team.error().toStdString();
    ASSERT_TRUE(team.label(*ana, 1, TeamFixture::alpha(12), u"B.2"_s));
    ASSERT_TRUE(team.exportChanges(*ana, u"second.changes"_s)) << team.error().toStdString();
    const QList<QByteArray> older = labelLines(team.path(u"first.changes"_s));
    const QList<QByteArray> newer = labelLines(team.path(u"second.changes"_s));
    ASSERT_EQ(older.size(), 1);
    ASSERT_EQ(newer.size(), 1);
    ASSERT_NE(older[0], newer[0]);
    auto header = ChangeFile::open(team.path(u"second.changes"_s));
    ASSERT_TRUE(header.ok()) << header.error().message().toStdString();
    ASSERT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), QString())
        << "the lead's labels begin empty";

    ChangeFile::Writer writer {QString()};
    ASSERT_TRUE(writer.begin(header->header).ok());
    ASSERT_TRUE(writer.rawRecord(newer[0]).ok());
    ASSERT_TRUE(writer.rawRecord(older[0]).ok());
    auto rows = writer.take(u"two versions of one row"_s);
    ASSERT_TRUE(rows.ok()) << rows.error().message().toStdString();

    auto fresh = std::make_shared<FreshTables>();
    fresh->labels = true;
    ChangeMerger merger(team.lead(), {u"test"_s, false, 0, fresh});
    Transaction transaction(team.lead());
    ASSERT_TRUE(transaction.begin().ok());
    const Status merged = ChangeFile::read(*rows, merger);
    ASSERT_TRUE(merged.ok()) << merged.error().message().toStdString();
    ASSERT_TRUE(transaction.commit().ok());
    const MergeReport report = merger.takeReport();
    EXPECT_EQ(report.labels.added, 1);
    EXPECT_EQ(report.labels.older, 1) << "the second version found the first";
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), u"B.2"_s);
}

// An issue is found by its UUID exactly as this project writes it: the same UUID in capitals names
// no issue here, as before issues were looked up by their parsed UUIDs.
TEST(FreshMerge, AnIssueIsFoundOnlyByItsUuidAsWritten)
{
    TeamFixture team;
    ASSERT_TRUE(team.isValid()) << team.error().toStdString();
    auto ana = team.package(1, u"v1.taxonomist"_s);
    ASSERT_TRUE(ana) << team.error().toStdString();
    ASSERT_TRUE(team.label(*ana, 1, TeamFixture::alpha(12), u"C.3"_s));
    ASSERT_TRUE(team.exportChanges(*ana, u"one.changes"_s)) << team.error().toStdString();
    const QList<QByteArray> lines = labelLines(team.path(u"one.changes"_s));
    ASSERT_EQ(lines.size(), 1);
    auto header = ChangeFile::open(team.path(u"one.changes"_s));
    ASSERT_TRUE(header.ok()) << header.error().message().toStdString();
    // The label record's first UUID is its issue's.
    static const QRegularExpression uuid(
        u"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"_s);
    const QString text = QString::fromUtf8(lines[0]);
    const QRegularExpressionMatch issue = uuid.match(text);
    ASSERT_TRUE(issue.hasMatch());
    for (const bool capitals : {false, true}) {
        QString line = text;
        if (capitals)
            line.replace(issue.capturedStart(), issue.capturedLength(), issue.captured().toUpper());
        ChangeFile::Writer writer {QString()};
        ASSERT_TRUE(writer.begin(header->header).ok());
        ASSERT_TRUE(writer.rawRecord(line.toUtf8()).ok());
        auto rows = writer.take(u"one label"_s);
        ASSERT_TRUE(rows.ok()) << rows.error().message().toStdString();
        ChangeMerger merger(team.lead(), {u"test"_s, false, 0, {}});
        Transaction transaction(team.lead());
        ASSERT_TRUE(transaction.begin().ok());
        const Status merged = ChangeFile::read(*rows, merger);
        EXPECT_EQ(merged.ok(), !capitals)
            << (merged.ok() ? std::string("merged") : merged.error().message().toStdString());
        if (!merged.ok()) {
            EXPECT_TRUE(merged.error().message().contains(u"is not in this project"_s))
                << merged.error().message().toStdString();
        }
    }
}
