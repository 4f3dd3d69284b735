// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomy/detailimporter.h"
#include "taxonomy/taxonomyloader.h"
#include "testpaths.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
namespace test = taxonomist::test;
using namespace Qt::StringLiterals;

TEST(DetailImporter, SplitsOnAsciiCommasOnly)
{
    EXPECT_EQ(
        DetailImporter::splitDetails(u"a、b, c ,,d"_s), (QStringList {u"a、b"_s, u"c"_s, u"d"_s}));
}

TEST(DetailImporter, AttachesDetailsAndRecoversTheMalformedRow)
{
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    ASSERT_TRUE(taxonomy.ok());
    const QByteArray file = test::readAll(
        test::fixturesDir() + u"/mini-study/Issue Report/requirement_expections.csv"_s);
    auto report = DetailImporter::import(*taxonomy, u"B"_s, file, u"requirement_expections.csv"_s);
    ASSERT_TRUE(report.ok()) << report.error().message().toStdString();
    EXPECT_EQ(report->details, 5);
    EXPECT_EQ(report->subthemes, 2);
    ASSERT_EQ(report->recoveries.size(), 1);
    EXPECT_TRUE(report->recoveries.first().startsWith(u"line 2:"_s));
    const QStringList details = taxonomy->node(taxonomy->indexOfCode(u"B.1.iii"_s)).details;
    EXPECT_EQ(details,
        (QStringList {u"Upgrade a dependency"_s,
            u"Only \"cuda\" policy supported、extend \"cpu\" and \"auto"_s,
            u"Pin fewer versions\""_s}))
        << "read as Python's csv module reads it: the quote before the comma closes the field";
}

TEST(DetailImporter, ReportsRowsThatMatchNoSubtheme)
{
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    ASSERT_TRUE(taxonomy.ok());
    const QByteArray file
        = test::readAll(test::fixturesDir() + u"/mini-study/Issue Report/bug_symptoms.csv"_s);
    auto report = DetailImporter::import(*taxonomy, u"C"_s, file, u"bug_symptoms.csv"_s);
    ASSERT_TRUE(report.ok());
    EXPECT_EQ(report->details, 3);
    ASSERT_EQ(report->unmatched.size(), 1);
    EXPECT_TRUE(report->unmatched.first().contains(u"line 4"_s));
    EXPECT_TRUE(report->unmatched.first().contains(u"Made-up Sub-theme"_s));
}

TEST(DetailImporter, RejectsAFileWithoutTheDetailHeader)
{
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    ASSERT_TRUE(taxonomy.ok());
    auto report = DetailImporter::import(*taxonomy, u"C"_s, "theme,sub\nx,y\n", u"d.csv"_s);
    ASSERT_FALSE(report.ok());
    EXPECT_EQ(report.error().where().line, 1);
}
