// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reconcile/samplesize.h"
#include "leadproject.h"
#include "reconcile/roundstore.h"
#include "reconcile/sampleplan.h"

#include <gtest/gtest.h>

#include <QSet>
#include <QSqlQuery>

#include <numeric>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

// 2,000 issues: framework 1 holds 1,200 (700 of 2023, 500 of 2024), framework 2 holds 600
// (2024), framework 3 holds 200 (150 of 2023, 50 without a year); years interleave in each.
SamplePopulation population()
{
    SamplePopulation population;
    population.frameworks = {{1, u"torch"_s}, {2, u"jax"_s}, {3, u"mind"_s}};
    for (qint64 i = 1; i <= 2000; ++i) {
        if (i <= 1200)
            population.issues.append({i, 1, (i % 12) < 7 ? 2023 : 2024});
        else if (i <= 1800)
            population.issues.append({i, 2, 2024});
        else
            population.issues.append({i, 3, (i % 4) == 0 ? 0 : 2023});
    }
    return population;
}

int sumOf(const QList<PlannedStratum> &strata)
{
    return std::accumulate(strata.begin(), strata.end(), 0,
        [](int sum, const PlannedStratum &stratum) { return sum + stratum.allocated; });
}

} // namespace

TEST(SampleSize, ZComesFromTheConfidenceLevelForAnyLevel)
{
    // The usual two-sided levels, as tables print them to four places.
    EXPECT_NEAR(SampleSize::cochran(100, 90, 5)->z, 1.6449, 5e-5);
    EXPECT_NEAR(SampleSize::cochran(100, 95, 5)->z, 1.9600, 5e-5);
    EXPECT_NEAR(SampleSize::cochran(100, 99, 5)->z, 2.5758, 5e-5);
    // Any level, to the precision of R's qnorm: 99.9 % → qnorm(0.9995), 80 % → qnorm(0.9),
    // 50 % → qnorm(0.75).
    EXPECT_NEAR(SampleSize::cochran(100, 99.9, 5)->z, 3.290526731491926, 1e-9);
    EXPECT_NEAR(SampleSize::cochran(100, 80, 5)->z, 1.281551565544601, 1e-9);
    EXPECT_NEAR(SampleSize::cochran(100, 50, 5)->z, 0.674489750196082, 1e-9);
}

TEST(SampleSize, CochranWithTheFinitePopulationCorrectionForTheStudy)
{
    // The study's 38,742 issues at 95 % and a 5 % margin, p = 0.5:
    //   z  = Φ⁻¹(0.975) = 1.959964
    //   n0 = z² p (1 − p) / e² = 3.841459 × 0.25 / 0.0025 = 384.1459
    //   n  = n0 / (1 + (n0 − 1) / N) = 384.1459 / (1 + 383.1459 / 38742)
    //      = 384.1459 / 1.0098897 = 380.384, rounded up: 381.
    auto size = SampleSize::cochran(38742, 95, 5);
    ASSERT_TRUE(size.ok()) << size.error().message().toStdString();
    EXPECT_NEAR(size->z, 1.959964, 1e-6);
    EXPECT_NEAR(size->n0, 384.1459, 1e-4);
    EXPECT_EQ(size->n, 381);
    // 90 %: n0 = 1.644854² × 25 = 270.5543; n = 270.5543 / (1 + 269.5543 / 38742) = 268.68 → 269.
    EXPECT_EQ(SampleSize::cochran(38742, 90, 5)->n, 269);
    // 99 %: n0 = 2.575829² × 25 = 663.4897; n = 663.4897 / 1.0170681 = 652.33 → 653.
    EXPECT_EQ(SampleSize::cochran(38742, 99, 5)->n, 653);
    // 95 %, 3 %: n0 = 3.841459 × 0.25 / 0.0009 = 1067.072; n = 1067.072 / 1.0275147 = 1038.50 →
    // 1039.
    EXPECT_EQ(SampleSize::cochran(38742, 95, 3)->n, 1039);
}

TEST(SampleSize, TheCorrectionMattersForSmallPopulationsAndProportionsBelowAHalf)
{
    // N = 500: n = 384.1459 / (1 + 383.1459 / 500) = 384.1459 / 1.7662918 = 217.49 → 218.
    EXPECT_EQ(SampleSize::cochran(500, 95, 5)->n, 218);
    // p = 0.2: n0 = 3.841459 × 0.16 / 0.0025 = 245.8534; N = 38,742: n = 245.8534 / 1.0063201
    // = 244.31 → 245.
    auto small = SampleSize::cochran(38742, 95, 5, 0.2);
    EXPECT_NEAR(small->n0, 245.8534, 1e-4);
    EXPECT_EQ(small->n, 245);
    // Never more than the population: one issue is a census of itself.
    EXPECT_EQ(SampleSize::cochran(1, 99.9, 0.1)->n, 1);
    EXPECT_EQ(SampleSize::cochran(0, 95, 5)->n, 0);
}

TEST(SampleSize, RefusesParametersOutOfRangeNamingThem)
{
    EXPECT_TRUE(SampleSize::cochran(100, 49.9, 5).error().message().contains(u"confidence"_s));
    EXPECT_TRUE(SampleSize::cochran(100, 100, 5).error().message().contains(u"confidence"_s));
    EXPECT_TRUE(SampleSize::cochran(100, 95, 0).error().message().contains(u"margin"_s));
    EXPECT_TRUE(SampleSize::cochran(100, 95, 5, 1).error().message().contains(u"proportion"_s));
    EXPECT_TRUE(
        SampleSize::cochran(100, 95, 5, std::nan("")).error().message().contains(u"proportion"_s));
    EXPECT_TRUE(SampleSize::cochran(100, 99.9, 5).ok());
    EXPECT_TRUE(SampleSize::cochran(100, 50, 5).ok());
}

TEST(SamplePlan, AllocatesByFrameworkAndYearSummingToN)
{
    auto plan = SamplePlan::compute(population(), {});
    ASSERT_TRUE(plan.ok()) << plan.error().message().toStdString();
    // N = 2,000: n = 384.1459 / (1 + 383.1459 / 2000) = 384.1459 / 1.1915730 = 322.39 → 323.
    EXPECT_EQ(plan->size.n, 323);
    ASSERT_EQ(plan->strata.size(), 5);
    // Exact shares 323 × N_s / 2000: 113.05, 80.75, 96.9, 24.225, 8.075 (floors 113, 80, 96,
    // 24, 8 = 321); the two largest remainders (0.9 and 0.75) get the last two issues.
    const int expected[] = {113, 81, 97, 24, 8};
    const int years[] = {2023, 2024, 2024, 2023, 0};
    const qint64 sizes[] = {700, 500, 600, 150, 50};
    for (qsizetype s = 0; s < plan->strata.size(); ++s) {
        EXPECT_EQ(plan->strata[s].allocated, expected[s]) << "stratum " << s;
        EXPECT_EQ(plan->strata[s].year, years[s]) << "stratum " << s;
        EXPECT_EQ(plan->strata[s].population, sizes[s]) << "stratum " << s;
    }
    EXPECT_EQ(plan->strata[0].framework, u"torch"_s);
    EXPECT_EQ(plan->strata[4].framework, u"mind"_s);
    EXPECT_EQ(sumOf(plan->strata), 323);

    const QList<qint64> sample = plan->draw();
    EXPECT_EQ(sample.size(), 323);
    EXPECT_EQ(QSet<qint64>(sample.begin(), sample.end()).size(), 323) << "no issue twice";
    int torch2023 = 0;
    for (const qint64 id : sample)
        torch2023 += id <= 1200 && (id % 12) < 7 ? 1 : 0;
    EXPECT_EQ(torch2023, 113) << "each stratum gives exactly its share";
}

TEST(SamplePlan, SomeFrameworksOnlyAndNamesChecked)
{
    SampleDesign design;
    design.frameworks = {u"jax"_s, u"mind"_s};
    design.strata = SampleStrata::Framework;
    auto plan = SamplePlan::compute(population(), design);
    ASSERT_TRUE(plan.ok());
    EXPECT_EQ(plan->size.population, 800);
    // n = 384.1459 / (1 + 383.1459 / 800) = 384.1459 / 1.4789324 = 259.74 → 260: 195 and 65.
    EXPECT_EQ(plan->size.n, 260);
    ASSERT_EQ(plan->strata.size(), 2);
    EXPECT_EQ(plan->strata[0].allocated, 195);
    EXPECT_EQ(plan->strata[1].allocated, 65);
    for (const qint64 id : plan->draw())
        EXPECT_GT(id, 1200) << "only jax and mind";

    design.frameworks = {u"tensorflow"_s};
    auto unknown = SamplePlan::compute(population(), design);
    ASSERT_FALSE(unknown.ok());
    EXPECT_TRUE(unknown.error().message().contains(u"tensorflow"_s));
}

TEST(SamplePlan, ATinyStratumMayGetNoIssue)
{
    // 1,000 issues and a stratum of 2: at 90 % / 10 % n = 64 (n0 = 67.64; 67.64 / 1.0666 =
    // 63.4 → 64); the tiny stratum's exact share is 64 × 2 / 1002 = 0.13, below every other
    // remainder, so it gets none and the large one all 64.
    SamplePopulation tiny;
    tiny.frameworks = {{1, u"big"_s}, {2, u"tiny"_s}};
    for (qint64 i = 1; i <= 1002; ++i)
        tiny.issues.append({i, i <= 1000 ? 1 : 2, 2024});
    SampleDesign design;
    design.confidence = 90;
    design.margin = 10;
    auto plan = SamplePlan::compute(tiny, design);
    ASSERT_TRUE(plan.ok());
    EXPECT_EQ(plan->size.n, 64);
    EXPECT_EQ(plan->strata[0].allocated, 64);
    EXPECT_EQ(plan->strata[1].allocated, 0);
}

TEST(SamplePlan, TheSameSeedDrawsTheSameSampleAnotherSeedAnother)
{
    SampleDesign design;
    design.seed = 2026;
    const QList<qint64> first = SamplePlan::compute(population(), design)->draw();
    EXPECT_EQ(SamplePlan::compute(population(), design)->draw(), first);
    design.seed = 2027;
    const QList<qint64> other = SamplePlan::compute(population(), design)->draw();
    EXPECT_EQ(other.size(), first.size());
    EXPECT_NE(other, first);
    EXPECT_TRUE(std::is_sorted(first.begin(), first.end())) << "in the study's order";
}

TEST(SamplePlan, TheSampleIsPinnedAcrossPlatforms)
{
    // mt19937_64 and the bounded draw are fixed (RoundSampler): a recorded sample must never
    // change. 40 issues in two frameworks, years alternating, strata by framework and year.
    SamplePopulation pinned;
    pinned.frameworks = {{1, u"a"_s}, {2, u"b"_s}};
    for (qint64 i = 1; i <= 40; ++i)
        pinned.issues.append({i, i <= 30 ? 1 : 2, i % 2 == 0 ? 2023 : 2024});
    SampleDesign design;
    design.confidence = 80;
    design.margin = 20;
    design.seed = 7;
    auto plan = SamplePlan::compute(pinned, design);
    ASSERT_TRUE(plan.ok());
    // n = 9: shares 9 × 15 / 40 = 3.375 for a's 2023 and 2024, 1.125 for b's: 3, 3, 1, 1 and
    // the last issue to a 2023 (the tie goes to the first): four even ids of a, three odd, and
    // one of each year of b.
    EXPECT_EQ(plan->size.n, 9);
    EXPECT_EQ(plan->draw(), (QList<qint64> {2, 3, 8, 11, 12, 19, 20, 33, 38}));
}

TEST(RoundStore, RecordsADrawnSampleWithItsFrameworksAndStrata)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    auto population = SamplePopulation::read(project.store());
    ASSERT_TRUE(population.ok());
    EXPECT_EQ(population->issues.size(), 12);
    SampleDesign design;
    design.confidence = 90;
    design.margin = 20;
    design.frameworks = {u"alpha"_s};
    design.seed = 11;
    auto plan = SamplePlan::compute(*population, design);
    ASSERT_TRUE(plan.ok());
    // N = 10: n0 = 1.644854² × 0.25 / 0.04 = 16.91; n = 16.91 / (1 + 15.91 / 10) = 6.53 → 7.
    EXPECT_EQ(plan->size.n, 7);
    auto round = RoundStore::create(
        project.store(), u"Pilot"_s, Round::Kind::Pilot, *plan, project.annotator(1), u"Lead"_s);
    ASSERT_TRUE(round.ok()) << round.error().message().toStdString();
    EXPECT_EQ(round->issueIds, plan->draw());
    EXPECT_EQ(round->issueIds.size(), 7);

    auto rounds = RoundStore::rounds(project.store());
    ASSERT_TRUE(rounds.ok());
    ASSERT_EQ(rounds->size(), 1);
    EXPECT_EQ(rounds->first().strata, SampleStrata::FrameworkYear);
    EXPECT_EQ(rounds->first().frameworks, QStringList {u"alpha"_s});
    EXPECT_EQ(rounds->first().size, 7);
    EXPECT_EQ(rounds->first().issueIds, round->issueIds);
    QSqlQuery audit(project.store().database());
    ASSERT_TRUE(audit.exec(u"SELECT detail FROM audit_log WHERE action = 'create-round'"_s)
        && audit.next());
    EXPECT_TRUE(audit.value(0).toString().contains(u"\"confidence\":90"_s))
        << audit.value(0).toString().toStdString();
}
