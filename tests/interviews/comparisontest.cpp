// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "importedstudy.h"
#include "interviews/codebookimporter.h"
#include "interviews/interviewcomparison.h"
#include "store/projectstore.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QSqlQuery>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

// The published study with its code book, imported once for the suite.
class PublishedInterviews : public PublishedStudySuite
{
protected:
    static void SetUpTestSuite()
    {
        PublishedStudySuite::SetUpTestSuite();
        if (!s_study)
            return;
        auto file = CodeBookFile::read(studyDir() + u"/CodeBook.csv"_s);
        ASSERT_TRUE(file) << file.error().message().toStdString();
        auto imported = CodeBookImporter::import(s_study->store(), *file, {0, false, u"test"_s});
        ASSERT_TRUE(imported) << imported.error().message().toStdString();
    }

    static const InterviewComparison::Row *row(
        const InterviewComparison &comparison, const QString &code)
    {
        for (const InterviewComparison::Row &r : comparison.rows) {
            if (r.code == code)
                return &r;
        }
        return nullptr;
    }

    static qint64 finalLabelsUnder(const QString &code)
    {
        QSqlQuery query(s_study->store().database());
        query.prepare(
            u"SELECT count(*) FROM final_labels f JOIN taxonomy_nodes n ON n.id = f.node_id"
            " WHERE f.false_positive = 0 AND (n.code = ? OR n.code LIKE ? || '.%')"_s);
        query.addBindValue(code);
        query.addBindValue(code);
        return query.exec() && query.next() ? query.value(0).toLongLong() : -1;
    }
};

} // namespace

// One test on the published study (importing it is the expensive part, and each test runs in a
// process of its own): the counts per theme, where users and developers diverge, the other levels.
TEST_F(PublishedInterviews, ComparesIssuesWithUsersAndDevelopersAtEveryLevel)
{
    TAXONOMIST_REQUIRE_STUDY();
    {
        SCOPED_TRACE("issue counts beside users and developers per theme");
        auto comparison = InterviewComparison::compute(s_study->store(), 1);
        ASSERT_TRUE(comparison) << comparison.error().message().toStdString();
        EXPECT_EQ(comparison->users, 11);
        EXPECT_EQ(comparison->developers, 8);
        EXPECT_EQ(comparison->labelledIssues, 38742);
        EXPECT_EQ(comparison->frameworks.size(), 11);

        // Table I's totals per type, and the paper's 11 users and 8 developers spread over the
        // themes.
        EXPECT_EQ(row(*comparison, u"A"_s)->issues, 542);
        EXPECT_EQ(row(*comparison, u"B"_s)->issues, 12491);
        EXPECT_EQ(row(*comparison, u"C"_s)->issues, 25709);
        EXPECT_EQ(row(*comparison, u"A"_s)->users, 7);
        EXPECT_EQ(row(*comparison, u"A"_s)->developers, 3);

        const auto *a1 = row(*comparison, u"A.1"_s);
        ASSERT_TRUE(a1);
        EXPECT_EQ(a1->issues, finalLabelsUnder(u"A.1"_s));
        qint64 byFramework = 0;
        for (const qint64 n : a1->issuesByFramework)
            byFramework += n;
        EXPECT_EQ(byFramework, a1->issues);
        EXPECT_EQ(a1->participants, (QStringList {u"U1"_s, u"U2"_s, u"D2"_s}));
        EXPECT_EQ(a1->users, 2);
        EXPECT_EQ(a1->developers, 1);
        EXPECT_DOUBLE_EQ(a1->userShare, 2.0 / 11.0);
        EXPECT_EQ(a1->divergence, InterviewComparison::Divergence::Both);
        EXPECT_EQ(row(*comparison, u"C.10"_s)->issues, finalLabelsUnder(u"C.10"_s));
    }
    {
        SCOPED_TRACE("where users and developers diverge");
        auto comparison = InterviewComparison::compute(s_study->store(), 1);
        ASSERT_TRUE(comparison);
        QStringList usersOnly;
        for (const auto *r : comparison->diverging(InterviewComparison::Divergence::UsersOnly))
            usersOnly.append(r->code);
        QStringList developersOnly;
        for (const auto *r : comparison->diverging(InterviewComparison::Divergence::DevelopersOnly))
            developersOnly.append(r->code);
        EXPECT_EQ(usersOnly, (QStringList {u"B.4"_s, u"B.5"_s, u"C.1"_s, u"C.5"_s}));
        EXPECT_EQ(developersOnly, (QStringList {u"C.2"_s, u"C.3"_s, u"C.8"_s, u"C.9"_s}));

        // Codes the taxonomy lacks are rows of their own, flagged, after the themes they extend.
        const auto *c11 = row(*comparison, u"C.11"_s);
        ASSERT_TRUE(c11);
        EXPECT_FALSE(c11->inTaxonomy);
        EXPECT_EQ(c11->issues, 0);
        EXPECT_EQ(c11->participants, (QStringList {u"U5"_s, u"D5"_s}));
        qsizetype c10 = -1;
        qsizetype c11Index = -1;
        for (qsizetype i = 0; i < comparison->rows.size(); ++i) {
            c10 = comparison->rows[i].code == u"C.10"_s ? i : c10;
            c11Index = comparison->rows[i].code == u"C.11"_s ? i : c11Index;
        }
        EXPECT_EQ(c11Index, c10 + 1);

        const QJsonObject json = comparison->toJson();
        EXPECT_EQ(json[u"users_only"_s].toArray().size(), 4);
        EXPECT_EQ(json[u"participants"_s][u"developers"_s].toInt(), 8);
        EXPECT_NE(comparison->toText().indexOf(
                      u"Raised by developers, not by users: C.2, C.3, C.8, C.9"_s),
            -1);
    }
    {
        SCOPED_TRACE("the type and sub-theme levels");
        auto types = InterviewComparison::compute(s_study->store(), 0);
        ASSERT_TRUE(types);
        ASSERT_EQ(types->rows.size(), 3); // C.11 and B.5 count for C and B, no rows of their own
        EXPECT_EQ(types->rows[2].code, u"C"_s);
        EXPECT_EQ(
            types->rows[2].participants.size(), 15); // 8 users and 7 developers raise a bug theme
        auto subthemes = InterviewComparison::compute(s_study->store(), 2);
        ASSERT_TRUE(subthemes);
        EXPECT_EQ(subthemes->rows.size(), 3 + 18 + 70 + 2);
    }
}
