// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The paper's figures, reproduced from the study's published data in ../shared/study.
#include "agreement/agreementreport.h"
#include "importedstudy.h"
#include "store/projectstore.h"
#include "study/studyexporter.h"
#include "study/studystatistics.h"
#include "studyfixture.h"
#include "taxonomy/taxonomystore.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QTemporaryDir>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

// One import shared by the tests of this suite: it is the expensive part.
class PublishedStudy : public ::testing::Test
{
protected:
    static void SetUpTestSuite()
    {
        QString error;
        s_study = ImportedStudy::import(&error).release();
        ASSERT_TRUE(s_study || error.isEmpty()) << error.toStdString();
        if (s_study) {
            s_store = &s_study->store();
            s_data = &s_study->data();
        }
    }
    static void TearDownTestSuite()
    {
        delete s_study;
        s_study = nullptr;
        s_store = nullptr;
        s_data = nullptr;
    }
    void SetUp() override
    {
        TAXONOMIST_REQUIRE_STUDY();
        ASSERT_NE(s_store, nullptr);
    }

    static inline ImportedStudy *s_study = nullptr;
    static inline ProjectStore *s_store = nullptr;
    static inline const StudyData *s_data = nullptr;
};

struct TableRow
{
    const char *framework;
    qint64 y2023, y2024, y2025, question, bug, requirement;
};

// Table I of the paper (framework folder names; "DeepSeed" and "Megatron" in the paper).
const TableRow tableOne[] = {
    {"pytorch", 1593, 1573, 1015, 15, 3997, 169},
    {"tensorflow", 908, 1167, 349, 9, 2335, 80},
    {"mindspore", 2091, 695, 228, 5, 2968, 41},
    {"DeepSpeed", 2100, 1380, 270, 51, 2551, 1148},
    {"Megatron-LM", 373, 572, 169, 120, 639, 355},
    {"vllm", 1220, 8423, 3903, 130, 7459, 5957},
    {"TensorRT-LLM", 765, 1769, 638, 119, 1978, 1075},
    {"ColossalAI", 2838, 940, 77, 21, 1619, 2215},
    {"mindnlp", 617, 1077, 132, 7, 720, 1099},
    {"MindSpeed", 0, 68, 12, 3, 52, 25},
    {"mindformers", 698, 854, 228, 62, 1391, 327},
};

} // namespace

TEST_F(PublishedStudy, StatsReproduceTableOne)
{
    auto stats = StudyStatistics::compute(*s_store);
    ASSERT_TRUE(stats.ok());
    ASSERT_EQ(stats->frameworks.size(), 11);
    for (const TableRow &row : tableOne) {
        const auto found = std::find_if(stats->frameworks.begin(), stats->frameworks.end(),
            [&](const FrameworkStatistics &f) { return f.name == QLatin1String(row.framework); });
        ASSERT_NE(found, stats->frameworks.end()) << row.framework;
        EXPECT_EQ(found->years.value(2023), row.y2023) << row.framework;
        EXPECT_EQ(found->years.value(2024), row.y2024) << row.framework;
        EXPECT_EQ(found->years.value(2025), row.y2025) << row.framework;
        EXPECT_EQ(found->types.value(u"question"_s), row.question) << row.framework;
        EXPECT_EQ(found->types.value(u"bug"_s), row.bug) << row.framework;
        EXPECT_EQ(found->types.value(u"requirement"_s), row.requirement) << row.framework;
    }
    EXPECT_EQ(stats->total.issues, 38742);
    EXPECT_EQ(stats->total.years.value(2023), 13203);
    EXPECT_EQ(stats->total.years.value(2024), 18518);
    EXPECT_EQ(stats->total.years.value(2025), 7021);
    EXPECT_EQ(stats->total.types.value(u"question"_s), 542);
    EXPECT_EQ(stats->total.types.value(u"bug"_s), 25709);
    EXPECT_EQ(stats->total.types.value(u"requirement"_s), 12491);
}

TEST_F(PublishedStudy, ExportIsByteIdenticalToThePublishedTree)
{
    QTemporaryDir out;
    auto summary = StudyExporter::exportTo(*s_store, out.path());
    ASSERT_TRUE(summary.ok()) << summary.error().message().toStdString();
    EXPECT_EQ(summary->csvFiles, 11);
    EXPECT_EQ(summary->yearFiles, 33);
    EXPECT_EQ(treeDifferences(studyDir(), out.path()), QStringList());
}

TEST_F(PublishedStudy, TaxonomyHasTheStudysNodesAndDetails)
{
    auto stored = TaxonomyStore::load(*s_store);
    ASSERT_TRUE(stored.ok());
    const Taxonomy &taxonomy = stored->taxonomy;
    EXPECT_EQ(taxonomy.countAtLevel(0), 3);
    EXPECT_EQ(taxonomy.countAtLevel(1), 18);
    EXPECT_EQ(taxonomy.countAtLevel(2), 70);
    ASSERT_EQ(s_data->detailReports.size(), 3);
    const QList<std::tuple<QString, int, int>> expected {
        {u"A"_s, 297, 9}, {u"B"_s, 754, 16}, {u"C"_s, 1586, 45}};
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(s_data->detailReports[i].typeCode, std::get<0>(expected[i]));
        EXPECT_EQ(s_data->detailReports[i].details, std::get<1>(expected[i]));
        EXPECT_EQ(s_data->detailReports[i].subthemes, std::get<2>(expected[i]));
        EXPECT_TRUE(s_data->detailReports[i].unmatched.isEmpty());
    }
    EXPECT_EQ(taxonomy.node(taxonomy.indexOfCode(u"B.1.iii"_s)).details.size(), 23)
        << "the malformed row of requirement_expections.csv keeps all its details";
    EXPECT_EQ(taxonomy.detailCountAtLevel(2), 297 + 754 + 1586);
}

TEST_F(PublishedStudy, KeywordsAndDuplicatesAreImported)
{
    QMap<QString, qsizetype> keywords;
    int duplicates = 0;
    for (const StudyFramework &framework : s_data->frameworks) {
        keywords.insert(framework.name, framework.keywords.size());
        duplicates += static_cast<int>(framework.duplicateRows);
    }
    EXPECT_EQ(keywords.value(u"pytorch"_s), 72);
    EXPECT_EQ(keywords.value(u"tensorflow"_s), 74);
    EXPECT_EQ(keywords.value(u"mindspore"_s), 84);
    EXPECT_EQ(duplicates, 12) << "pytorch 5 and mindspore 1 duplicated URLs, two rows each";
}

TEST_F(PublishedStudy, AgreementReproducesThePapersFleissKappaPerType)
{
    auto report = AgreementReport::compute(*s_store, AgreementOptions {});
    ASSERT_TRUE(report.ok()) << report.error().message().toStdString();
    ASSERT_EQ(report->groups.size(), 3);
    // Reference values: statsmodels' fleiss_kappa formula on the seven labels of each type.
    const QList<std::tuple<QString, int, double>> expected {
        {u"question"_s, 542, 0.7574668869055856},
        {u"requirement"_s, 12491, 0.7549838902053722},
        {u"bug"_s, 25709, 0.717453524609435},
    };
    for (int g = 0; g < 3; ++g) {
        const AgreementGroup &group = report->groups[g];
        EXPECT_EQ(group.name, std::get<0>(expected[g]));
        EXPECT_EQ(group.table.items(), std::get<1>(expected[g]));
        EXPECT_EQ(group.table.raters(), 7);
        ASSERT_TRUE(group.summary.fleiss.kappa.isDefined());
        EXPECT_NEAR(*group.summary.fleiss.kappa.value, std::get<2>(expected[g]), 1e-9)
            << group.name.toStdString();
    }
    const QString text = report->toText(false);
    EXPECT_TRUE(text.contains(u"0.717"_s));
    EXPECT_TRUE(text.contains(u"0.755"_s));
    EXPECT_TRUE(text.contains(u"0.757"_s));
}
