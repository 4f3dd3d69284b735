// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreement/agreementreport.h"
#include "store/projectstore.h"
#include "study/studyimporter.h"
#include "studyfixture.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

class AgreementReportTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        auto opened = ProjectStore::open(study.scratch(u"p.taxonomist"_s));
        ASSERT_TRUE(opened.ok());
        store = std::move(opened).value();
        ASSERT_TRUE(StudyImporter::importFolder(*store, study.root(), u"t"_s).ok());
    }

    Result<AgreementReport> report(int level, AgreementOptions::Grouping grouping)
    {
        AgreementOptions options;
        options.level = level;
        options.grouping = grouping;
        return AgreementReport::compute(*store, options);
    }

    MiniStudy study;
    std::unique_ptr<ProjectStore> store;
};

} // namespace

TEST_F(AgreementReportTest, GroupsByTheTypeOfTheFinalLabelOrTheMajority)
{
    auto result = report(1, AgreementOptions::Grouping::Type);
    ASSERT_TRUE(result.ok()) << result.error().message().toStdString();
    QStringList names;
    QList<int> items;
    for (const AgreementGroup &group : result->groups) {
        names.append(group.name);
        items.append(group.table.items());
    }
    // Finals: question 1, requirement 2, bug 4; the undecided pull/9 (A.2, B.4, C.10) has no
    // majority.
    EXPECT_EQ(names, (QStringList {u"question"_s, u"requirement"_s, u"bug"_s, u"no majority"_s}));
    EXPECT_EQ(items, (QList<int> {1, 2, 4, 1}));
    EXPECT_EQ(result->categories.size(), 18);
    EXPECT_TRUE(result->notes.join(u' ').contains(u"1 issues without a final label"_s));
}

TEST_F(AgreementReportTest, ComputesFleissOnTheLabelsOfEachGroup)
{
    auto result = report(1, AgreementOptions::Grouping::None);
    ASSERT_TRUE(result.ok());
    ASSERT_EQ(result->groups.size(), 1);
    const AgreementGroup &all = result->groups.first();
    EXPECT_EQ(all.table.items(), 8);
    EXPECT_EQ(all.table.raters(), 3);
    // Row 3 of alpha has two ratings of three: a missing rating, not a category.
    EXPECT_EQ(all.table.at(2, 2), RatingTable::Missing);
    EXPECT_EQ(all.table.categoryLabel(all.table.at(0, 0)), u"C.3"_s);
    ASSERT_TRUE(all.summary.fleiss.kappa.isDefined());
    ASSERT_TRUE(all.summary.krippendorffAlpha.isDefined());
    EXPECT_LT(*all.summary.fleiss.kappa.value, 1.0);
    EXPECT_GT(*all.summary.fleiss.kappa.value, 0.0);
}

TEST_F(AgreementReportTest, TypeLevelMergesThemesOfTheSameType)
{
    auto theme = report(1, AgreementOptions::Grouping::None);
    auto type = report(0, AgreementOptions::Grouping::None);
    ASSERT_TRUE(theme.ok() && type.ok());
    EXPECT_EQ(type->categories, (QStringList {u"A"_s, u"B"_s, u"C"_s}));
    // alpha#11 (C.3, C.5, C.3) disagrees on the theme but agrees on the type.
    EXPECT_NE(theme->groups[0].table.at(1, 0), theme->groups[0].table.at(1, 1));
    EXPECT_EQ(type->groups[0].table.at(1, 0), type->groups[0].table.at(1, 1));
    EXPECT_GT(*type->groups[0].summary.percentAgreement.value.value,
        *theme->groups[0].summary.percentAgreement.value.value);
}

TEST_F(AgreementReportTest, SubthemeLevelUsesSubthemeLabelsAndLeavesThemeLabelsMissing)
{
    QSqlQuery query(store->database());
    ASSERT_TRUE(query.exec(
        u"UPDATE labels SET node_id = (SELECT id FROM taxonomy_nodes WHERE code = 'C.3.iii')"
        " WHERE issue_id = (SELECT id FROM issues WHERE url LIKE '%/alpha/issues/12')"
        " AND annotator_id IN (1, 2)"_s));
    auto result = report(2, AgreementOptions::Grouping::None);
    ASSERT_TRUE(result.ok());
    const RatingTable &table = result->groups[0].table;
    EXPECT_EQ(table.categoryLabel(table.at(0, 0)), u"C.3.iii"_s);
    EXPECT_EQ(table.categoryLabel(table.at(0, 1)), u"C.3.iii"_s);
    EXPECT_EQ(table.at(0, 2), RatingTable::Missing) << "a theme label has no sub-theme rating";
    EXPECT_EQ(table.at(1, 0), RatingTable::Missing);
    auto theme = report(1, AgreementOptions::Grouping::None);
    EXPECT_EQ(theme->groups[0].table.categoryLabel(theme->groups[0].table.at(0, 0)), u"C.3"_s)
        << "a sub-theme label counts as its theme at the theme level";
}

TEST_F(AgreementReportTest, DegenerateGroupsAreUndefinedWithAReasonInJson)
{
    AgreementOptions options;
    options.grouping = AgreementOptions::Grouping::Framework;
    auto result = AgreementReport::compute(*store, options);
    ASSERT_TRUE(result.ok());
    const QJsonObject json = result->toJson();
    EXPECT_EQ(json[u"level"_s].toString(), u"theme"_s);
    EXPECT_EQ(json[u"by"_s].toString(), u"framework"_s);
    const QJsonArray groups = json[u"groups"_s].toArray();
    ASSERT_EQ(groups.size(), 2);
    EXPECT_EQ(groups[0][u"group"_s].toString(), u"alpha"_s);
    EXPECT_TRUE(groups[0][u"fleiss_kappa"_s].isDouble());
    EXPECT_EQ(groups[0][u"cohen_pairs"_s].toArray().size(), 3);

    // One annotator only: every multi-rater coefficient is undefined, and says why.
    options.annotatorIds = {store->annotators().first().id};
    auto single = AgreementReport::compute(*store, options);
    ASSERT_TRUE(single.ok());
    const QJsonObject group = single->toJson()[u"groups"_s].toArray().first().toObject();
    EXPECT_TRUE(group[u"fleiss_kappa"_s].isNull());
    EXPECT_TRUE(group[u"krippendorff_alpha"_s].isNull());
    const QString notes = QString::fromUtf8(QJsonDocument(group[u"notes"_s].toArray()).toJson());
    EXPECT_TRUE(notes.contains(u"fleiss_kappa: undefined"_s)) << notes.toStdString();
    EXPECT_TRUE(single->toText(false).contains(u"undefined"_s));
}

TEST_F(AgreementReportTest, CliPrintsTheContractsJsonNames)
{
    const CliRun run = runCli({u"agreement"_s, u"--db"_s, store->path(), u"--level"_s, u"type"_s,
        u"--by"_s, u"none"_s, u"--json"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
    EXPECT_EQ(json[u"level"_s].toString(), u"type"_s);
    const QJsonObject group = json[u"groups"_s].toArray().first().toObject();
    for (const QString &key : {u"group"_s, u"items"_s, u"raters"_s, u"percent_agreement"_s,
             u"fleiss_kappa"_s, u"krippendorff_alpha"_s, u"gwet_ac1"_s, u"conger_kappa"_s,
             u"cohen_pairs"_s, u"annotator_vs_majority"_s})
        EXPECT_TRUE(group.contains(key)) << key.toStdString();
    EXPECT_EQ(group[u"items"_s].toInt(), 8);
    EXPECT_EQ(group[u"raters"_s].toInt(), 3);
    const CliRun details = runCli({u"agreement"_s, u"--db"_s, store->path(), u"--details"_s});
    EXPECT_TRUE(details.out.contains(u"Cohen's κ per annotator pair"_s));
    EXPECT_EQ(
        runCli({u"agreement"_s, u"--db"_s, store->path(), u"--level"_s, u"leaf"_s}).exitCode, 2);
    const CliRun unknown
        = runCli({u"agreement"_s, u"--db"_s, store->path(), u"--framework"_s, u"nope"_s});
    EXPECT_EQ(unknown.exitCode, 1);
    EXPECT_TRUE(unknown.err.contains(u"no framework named \"nope\""_s));
}

TEST_F(AgreementReportTest, MeasuresOnlyTheTableWhenAskedAndPrintsTheSameTable)
{
    AgreementOptions options;
    auto everything = AgreementReport::compute(*store, options);
    options.measures = AgreementSummary::Measures::Table;
    auto table = AgreementReport::compute(*store, options);
    ASSERT_TRUE(everything.ok() && table.ok());
    ASSERT_EQ(table->groups.size(), everything->groups.size());
    for (const AgreementGroup &group : table->groups)
        EXPECT_FALSE(group.summary.hasDetails()) << group.name.toStdString();
    EXPECT_EQ(table->toText(false), everything->toText(false));
    // The details of a table alone: per-category κ, and no pairs that were never measured.
    const QString details = table->toText(true);
    EXPECT_TRUE(details.contains(u"per-category Fleiss κ"_s));
    EXPECT_FALSE(details.contains(u"Cohen's κ per annotator pair"_s));
    EXPECT_TRUE(everything->toText(true).contains(u"Cohen's κ per annotator pair"_s));
    const QJsonObject group = table->toJson()[u"groups"_s].toArray().first().toObject();
    EXPECT_EQ(group[u"fleiss_kappa"_s], everything->toJson()[u"groups"_s][0][u"fleiss_kappa"_s]);
    for (const QString &key : {u"conger_kappa"_s, u"cohen_pairs"_s, u"annotator_vs_majority"_s})
        EXPECT_FALSE(group.contains(key)) << key.toStdString();

    // The command's plain table is the table of a report measured whole.
    const CliRun plain = runCli({u"agreement"_s, u"--db"_s, store->path()});
    ASSERT_EQ(plain.exitCode, 0) << plain.err.toStdString();
    EXPECT_EQ(plain.out, everything->toText(false));
}

TEST_F(AgreementReportTest, CliFiltersByYearAndPrintsAConfusionMatrix)
{
    const CliRun year = runCli({u"agreement"_s, u"--db"_s, store->path(), u"--by"_s, u"none"_s,
        u"--year"_s, u"2023"_s, u"--json"_s});
    ASSERT_EQ(year.exitCode, 0) << year.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(year.out.toUtf8())[u"groups"_s][0][u"items"_s].toInt(), 2);

    const CliRun confusion = runCli({u"agreement"_s, u"--db"_s, store->path(), u"--by"_s, u"none"_s,
        u"--confusion"_s, u"Label1,Volunteer 3"_s, u"--json"_s});
    ASSERT_EQ(confusion.exitCode, 0) << confusion.err.toStdString();
    const QJsonObject json = QJsonDocument::fromJson(confusion.out.toUtf8()).object();
    EXPECT_EQ(json[u"a"_s].toString(), u"Volunteer 1"_s);
    const QJsonObject group = json[u"groups"_s].toArray().first().toObject();
    const QJsonArray codes = group[u"categories"_s].toArray();
    const QJsonArray counts = group[u"counts"_s].toArray();
    double total = 0;
    int c3 = -1;
    for (int i = 0; i < codes.size(); ++i) {
        if (codes[i].toString() == u"C.3"_s)
            c3 = i;
        for (const QJsonValue &cell : counts[i].toArray())
            total += cell.toDouble();
    }
    EXPECT_EQ(total, 7) << "8 issues, one of which Volunteer 3 did not rate";
    ASSERT_GE(c3, 0);
    EXPECT_EQ(counts[c3].toArray()[c3].toDouble(), 2)
        << "alpha#12 and alpha#11 row 2: both said C.3";
    EXPECT_EQ(
        runCli({u"agreement"_s, u"--db"_s, store->path(), u"--confusion"_s, u"Label1"_s}).exitCode,
        2);
}

TEST_F(AgreementReportTest, AnnotatorsWithoutRatingsAreNoRaters)
{
    ASSERT_TRUE(store->addAnnotator(u"Lead"_s, true).ok());
    auto result = report(1, AgreementOptions::Grouping::None);
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(
        result->annotators, (QStringList {u"Volunteer 1"_s, u"Volunteer 2"_s, u"Volunteer 3"_s}));
    EXPECT_EQ(result->groups[0].table.raters(), 3);
}

TEST_F(AgreementReportTest, SaysWhyAReportMeasuresNothing)
{
    // The mini study's labels are theme codes: nobody rates at the sub-theme level.
    auto subthemes = report(2, AgreementOptions::Grouping::None);
    ASSERT_TRUE(subthemes.ok());
    EXPECT_TRUE(subthemes->annotators.isEmpty());
    EXPECT_TRUE(subthemes->emptyReason().startsWith(u"no labels at the subtheme level: the "_s))
        << subthemes->emptyReason().toStdString();
    EXPECT_EQ(report(1, AgreementOptions::Grouping::None)->emptyReason(), QString())
        << "themes are rated";

    AgreementOptions options;
    options.years = {2030};
    auto none = AgreementReport::compute(*store, options);
    ASSERT_TRUE(none.ok());
    EXPECT_EQ(none->issuesMatched, 0);
    EXPECT_EQ(none->emptyReason(), u"no issue matches these filters"_s);
}

TEST_F(AgreementReportTest, TypeLevelByTypeIsFlaggedAsOneCategoryPerGroup)
{
    const auto flagged = [](const AgreementReport &r) {
        return r.notes.join(u' ').contains(u"(nearly) one category"_s);
    };
    EXPECT_TRUE(flagged(*report(0, AgreementOptions::Grouping::Type)));
    EXPECT_FALSE(flagged(*report(0, AgreementOptions::Grouping::None)));
    EXPECT_FALSE(flagged(*report(1, AgreementOptions::Grouping::Type)));
}
