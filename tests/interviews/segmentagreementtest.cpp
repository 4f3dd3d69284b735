// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "interviews/segmentagreement.h"
#include "interviewproject.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

TEST(SegmentAgreement, CountsCharactersBothNeitherOrOneCoderCoded)
{
    InterviewProject project;
    const qint64 ana = project.addAnnotator(u"ana"_s);
    const qint64 ben = project.addAnnotator(u"ben"_s);
    const auto shared = project.addTranscript(u"U1"_s, u"u1.txt"_s, QString(100, u'x'));
    const auto anasOnly = project.addTranscript(u"U1"_s, u"u1-more.txt"_s, QString(50, u'y'));
    ASSERT_GT(anasOnly.id, 0) << project.lastError.toStdString();
    ASSERT_GT(project.code(shared, ana, 0, 40, {u"A.1"_s}).id, 0)
        << project.lastError.toStdString();
    ASSERT_GT(project.code(shared, ana, 50, 60, {u"C.9"_s}).id, 0);
    ASSERT_GT(project.code(shared, ben, 20, 50, {u"A.1"_s}).id, 0);
    ASSERT_GT(project.code(shared, ben, 50, 70, {u"C.9"_s}).id, 0);
    ASSERT_GT(
        project.code(anasOnly, ana, 0, 50, {u"A.1"_s}).id, 0); // ben did not code it: not compared

    auto agreement = SegmentAgreement::compute(project.store());
    ASSERT_TRUE(agreement) << agreement.error().message().toStdString();
    ASSERT_EQ(agreement->pairs.size(), 1);
    const auto &pair = agreement->pairs.first();
    EXPECT_EQ(pair.first, u"ana"_s);
    EXPECT_EQ(pair.second, u"ben"_s);
    EXPECT_EQ(pair.transcripts, 1);
    EXPECT_EQ(pair.characters, 100);
    ASSERT_EQ(pair.codes.size(), 2);
    // A.1: ana [0,40), ben [20,50): 20 both, 20 ana only, 10 ben only, 50 neither.
    const auto &a1 = pair.codes[0].table;
    EXPECT_EQ(pair.codes[0].code, u"A.1"_s);
    EXPECT_EQ(a1.both, 20);
    EXPECT_EQ(a1.onlyFirst, 20);
    EXPECT_EQ(a1.onlySecond, 10);
    EXPECT_EQ(a1.neither, 50);
    EXPECT_NEAR(*a1.percent().value, 0.70, 1e-12);
    EXPECT_NEAR(*a1.kappa().value, (0.70 - 0.54) / 0.46, 1e-12);
    EXPECT_NEAR(*a1.dice().value, 40.0 / 70.0, 1e-12);
    // C.9: ana [50,60), ben [50,70).
    const auto &c9 = pair.codes[1].table;
    EXPECT_NEAR(*c9.kappa().value, (0.90 - 0.74) / 0.26, 1e-12);
    EXPECT_NEAR(*c9.dice().value, 20.0 / 30.0, 1e-12);
    // Pooled over both codes: 30 both, 20 + 20 one only, 130 neither of 200.
    EXPECT_EQ(pair.pooled.total(), 200);
    EXPECT_NEAR(*pair.pooled.percent().value, 0.80, 1e-12);
    EXPECT_NEAR(*pair.pooled.kappa().value, (0.80 - 0.625) / 0.375, 1e-12);
    EXPECT_NEAR(*pair.pooled.dice().value, 0.6, 1e-12);
    EXPECT_EQ(agreement->toJson()[u"pairs"_s].toArray().size(), 1);
}

TEST(SegmentAgreement, RollsCodesUpToALevel)
{
    InterviewProject project;
    const qint64 ana = project.addAnnotator(u"ana"_s);
    const qint64 ben = project.addAnnotator(u"ben"_s);
    const auto transcript
        = project.addTranscript(u"D1"_s, u"d1.txt"_s, QString(40, u'z'), u"developer"_s);
    ASSERT_GT(project.code(transcript, ana, 0, 10, {u"A.1.i"_s}).id, 0)
        << project.lastError.toStdString();
    ASSERT_GT(project.code(transcript, ben, 0, 10, {u"A.1.ii"_s}).id, 0);
    auto asLinked = SegmentAgreement::compute(project.store());
    ASSERT_TRUE(asLinked);
    EXPECT_NEAR(*asLinked->pairs.first().pooled.dice().value, 0.0, 1e-12);
    auto themes = SegmentAgreement::compute(project.store(), 1);
    ASSERT_TRUE(themes);
    ASSERT_EQ(themes->pairs.first().codes.size(), 1);
    EXPECT_EQ(themes->pairs.first().codes.first().code, u"A.1"_s);
    EXPECT_NEAR(*themes->pairs.first().pooled.dice().value, 1.0, 1e-12);
}

TEST(SegmentAgreement, SaysWhyThereIsNothingToCompare)
{
    InterviewProject project;
    const qint64 ana = project.addAnnotator(u"ana"_s);
    const auto transcript = project.addTranscript(u"U1"_s, u"u1.txt"_s, u"only one coder here"_s);
    ASSERT_GT(project.code(transcript, ana, 0, 4, {u"A.1"_s}).id, 0);
    auto agreement = SegmentAgreement::compute(project.store());
    ASSERT_TRUE(agreement);
    EXPECT_TRUE(agreement->pairs.isEmpty());
    ASSERT_EQ(agreement->notes.size(), 1);
    EXPECT_NE(agreement->notes.first().indexOf(u"two coders"_s), -1);
}
