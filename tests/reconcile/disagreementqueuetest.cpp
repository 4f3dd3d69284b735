// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reconcile/disagreementqueue.h"
#include "leadproject.h"
#include "reconcile/finallabelstore.h"
#include "reconcile/reconcilerules.h"
#include "reconcile/reconcilesettings.h"
#include "reconcile/voteloader.h"
#include "store/labelstore.h"
#include "taxonomy/taxonomystore.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QThread>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

QStringList urlsOf(const QueueSnapshot &snapshot)
{
    QStringList urls;
    for (const QueueEntry &entry : snapshot.entries)
        urls.append(entry.url.section(u"/example/"_s, 1));
    return urls;
}

QueueSnapshot queue(LeadProject &project, const QueueFilter &filter = {})
{
    auto snapshot = DisagreementQueue::compute(
        project.store(), filter, ReconcileSettings::load(project.store()));
    EXPECT_TRUE(snapshot.ok()) << snapshot.error().message().toStdString();
    return snapshot.ok() ? *snapshot : QueueSnapshot {};
}

} // namespace

TEST(DisagreementQueue, ListsTiesFirstThenTheMostSplit)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    const QueueSnapshot snapshot = queue(project);
    EXPECT_EQ(urlsOf(snapshot),
        (QStringList {u"alpha/issues/5"_s, u"alpha/issues/6"_s, u"beta/issues/2"_s,
            u"alpha/issues/4"_s, u"alpha/issues/10"_s, u"beta/issues/1"_s}));
    ASSERT_EQ(snapshot.entries.size(), 6);
    const QueueEntry &split = snapshot.entries[0];
    EXPECT_TRUE(split.isTie);
    EXPECT_EQ(split.votesText(), u"C.1 ×1 · C.5 ×1 · C.9 ×1"_s);
    EXPECT_FALSE(split.hasSuggestion()) << "a tie has no majority to suggest";
    const QueueEntry &majority = snapshot.entries[3];
    EXPECT_FALSE(majority.isTie);
    EXPECT_EQ(majority.suggestionCode, u"C.1"_s);
    EXPECT_EQ(majority.suggestionNodeId, project.node(u"C.1"_s));
    EXPECT_TRUE(majority.reachesThreshold);
}

TEST(DisagreementQueue, CountsWhatWaitsForTheRulesAndForMoreLabels)
{
    LeadProject project;
    const QueueSnapshot snapshot = queue(project);
    EXPECT_EQ(snapshot.disagreements, 7) << "six undecided and alpha/8, decided when published";
    EXPECT_EQ(snapshot.undecided, 6);
    EXPECT_EQ(snapshot.ties, 3);
    EXPECT_EQ(snapshot.awaitingRules, 4)
        << "alpha/1, 2, 3 agree; alpha/9 is a false positive by all";
    EXPECT_EQ(snapshot.awaitingLabels, 1) << "alpha/7 has one label";
}

// Decided issues are counted from their votes without a tally when the queue cannot list them:
// the counts are the project's whatever the status filter, and each filter lists its own.
TEST(DisagreementQueue, CountsTheSameWhicheverStatusItLists)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    QueueFilter undecided;
    QueueFilter decided;
    decided.status = QueueFilter::Status::Decided;
    QueueFilter all;
    all.status = QueueFilter::Status::All;
    const QueueSnapshot listed[]
        = {queue(project, undecided), queue(project, decided), queue(project, all)};
    for (const QueueSnapshot &snapshot : listed) {
        EXPECT_EQ(snapshot.disagreements, 7);
        EXPECT_EQ(snapshot.undecided, 6);
        EXPECT_EQ(snapshot.ties, 3);
        EXPECT_EQ(snapshot.awaitingRules, 4);
        EXPECT_EQ(snapshot.awaitingLabels, 1);
    }
    EXPECT_EQ(listed[0].entries.size(), 6);
    EXPECT_EQ(urlsOf(listed[1]), QStringList {u"alpha/issues/8"_s});
    EXPECT_EQ(listed[1].entries.first().votesText(), u"C.4 ×2 · C.2 ×1"_s);
    EXPECT_EQ(listed[2].entries.size(), 7);
}

TEST(DisagreementQueue, AFalsePositiveAgainstACategoryIsADisagreement)
{
    LeadProject project;
    const QueueSnapshot snapshot = queue(project);
    const auto mixed = std::find_if(snapshot.entries.begin(), snapshot.entries.end(),
        [&](const QueueEntry &e) { return e.issueId == project.issue(u"alpha"_s, 10); });
    ASSERT_NE(mixed, snapshot.entries.end());
    EXPECT_EQ(mixed->votesText(), u"false positive ×2 · C.6 ×1"_s);
    EXPECT_TRUE(mixed->suggestionFalsePositive);
    const bool allFalsePositiveQueued
        = std::any_of(snapshot.entries.begin(), snapshot.entries.end(),
            [&](const QueueEntry &e) { return e.issueId == project.issue(u"alpha"_s, 9); });
    EXPECT_FALSE(allFalsePositiveQueued)
        << "an issue every volunteer marked is excluded, not queued";
}

TEST(DisagreementQueue, FiltersByFrameworkYearThemeAnnotatorAndStatus)
{
    LeadProject project;
    QueueFilter filter;
    filter.frameworkId = project.frameworkId(u"beta"_s);
    EXPECT_EQ(
        urlsOf(queue(project, filter)), (QStringList {u"beta/issues/2"_s, u"beta/issues/1"_s}));

    filter = {};
    filter.themeNodeId = project.node(u"C.5"_s);
    EXPECT_EQ(
        urlsOf(queue(project, filter)), (QStringList {u"alpha/issues/5"_s, u"alpha/issues/4"_s}));

    filter = {};
    filter.annotatorId = project.annotator(3);
    EXPECT_EQ(urlsOf(queue(project, filter)),
        (QStringList {
            u"alpha/issues/5"_s, u"alpha/issues/4"_s, u"alpha/issues/10"_s, u"beta/issues/1"_s}))
        << "Label3 is empty on alpha/6 and beta/2";

    filter = {};
    filter.year = 2023;
    EXPECT_TRUE(queue(project, filter).entries.isEmpty());
    filter.year = 2024;
    EXPECT_EQ(queue(project, filter).entries.size(), 6);

    filter = {};
    filter.status = QueueFilter::Status::Decided;
    EXPECT_EQ(urlsOf(queue(project, filter)), QStringList {u"alpha/issues/8"_s});
    filter.status = QueueFilter::Status::All;
    EXPECT_EQ(urlsOf(queue(project, filter)).last(), u"alpha/issues/8"_s)
        << "decided issues come last";
}

TEST(DisagreementQueue, MinimumLabelsIsAProjectSetting)
{
    LeadProject project;
    ReconcileSettings settings = ReconcileSettings::load(project.store());
    settings.minimumLabels = 3;
    ASSERT_TRUE(settings.save(project.store(), u"lead"_s).ok());
    EXPECT_EQ(ReconcileSettings::load(project.store()), settings);
    const QueueSnapshot snapshot = queue(project);
    EXPECT_EQ(urlsOf(snapshot),
        (QStringList {
            u"alpha/issues/5"_s, u"alpha/issues/4"_s, u"alpha/issues/10"_s, u"beta/issues/1"_s}))
        << "the one-against-one issues wait for a third label";
}

TEST(DisagreementQueue, ThresholdDecidesWhetherAMajorityIsStrongEnough)
{
    LeadProject project;
    ReconcileSettings settings;
    settings.majorityThreshold = 0.75;
    ASSERT_TRUE(settings.save(project.store(), u"lead"_s).ok());
    for (const QueueEntry &entry : queue(project).entries)
        EXPECT_FALSE(entry.reachesThreshold)
            << entry.url.toStdString() << ": two of three is below 75%";
}

TEST(DisagreementQueue, ShowsAndFiltersTheVolunteersWhoWereUnsure)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    const qint64 issue = project.issue(u"alpha"_s, 4);
    const qint64 second = project.annotator(2);
    auto label = LabelStore::label(project.store(), issue, second);
    ASSERT_TRUE(label.ok() && label->has_value());
    Label doubtful = **label;
    doubtful.unsure = true;
    doubtful.comment = u"<b>C.1</b> or C.5?"_s;
    ASSERT_TRUE(LabelStore::setLabel(project.store(), issue, second, doubtful, u"test"_s).ok());

    const QueueSnapshot all = queue(project);
    ASSERT_EQ(all.entries.size(), 6) << "a doubt does not change which issues disagree";
    for (const QueueEntry &entry : all.entries)
        EXPECT_EQ(entry.unsure, entry.issueId == issue ? 1 : 0) << entry.url.toStdString();
    QueueFilter unsureOnly;
    unsureOnly.unsureOnly = true;
    const QueueSnapshot filtered = queue(project, unsureOnly);
    EXPECT_EQ(urlsOf(filtered), QStringList {u"alpha/issues/4"_s});
    EXPECT_EQ(filtered.undecided, all.undecided)
        << "the counts are the project's, not the filter's";

    auto taxonomy = TaxonomyStore::load(project.store());
    ASSERT_TRUE(taxonomy.ok());
    auto votes = VoteLoader::load(project.store(), *taxonomy, issue);
    ASSERT_TRUE(votes.ok());
    int unsure = 0;
    for (const VolunteerLabel &vote : votes->labels) {
        unsure += vote.unsure ? 1 : 0;
        EXPECT_EQ(vote.comment, vote.annotatorId == second ? u"<b>C.1</b> or C.5?"_s : QString());
    }
    EXPECT_EQ(unsure, 1);
}

// A decision a volunteer's label was written after: marked in every queue, listed by the "votes
// changed" filter whatever the status, counted, and no longer once decided again.
TEST(DisagreementQueue, MarksAndListsDecisionsWhoseVotesChangedSince)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    EXPECT_EQ(queue(project).votesChanged, 0) << "the imported decisions came with their votes";
    const qint64 issue = project.issue(u"alpha"_s, 5);
    const auto decide = [&](const QString &code) {
        FinalLabel label;
        label.nodeId = project.node(code);
        label.method = DecisionMethod::Lead;
        ASSERT_TRUE(
            FinalLabelStore::write(project.store(), {{issue, label}}, u"lead"_s, u"test"_s));
    };
    decide(u"C.1"_s);
    EXPECT_EQ(queue(project).votesChanged, 0);
    QThread::msleep(5); // later than the decision, to the millisecond
    project.label(u"alpha"_s, 5, 2, u"C.9"_s);

    QueueFilter changed;
    changed.votesChangedOnly = true; // with the default status, Undecided: it lists decided ones
    const QueueSnapshot listed = queue(project, changed);
    EXPECT_EQ(listed.votesChanged, 1);
    ASSERT_EQ(urlsOf(listed), QStringList {u"alpha/issues/5"_s});
    EXPECT_TRUE(listed.entries[0].votesChanged);
    EXPECT_EQ(listed.entries[0].finalCode, u"C.1"_s);
    QueueFilter decided;
    decided.status = QueueFilter::Status::Decided;
    const QueueSnapshot all = queue(project, decided);
    for (const QueueEntry &entry : all.entries)
        EXPECT_EQ(entry.votesChanged, entry.issueId == issue) << entry.url.toStdString();
    auto taxonomy = TaxonomyStore::load(project.store());
    ASSERT_TRUE(taxonomy);
    auto votes = VoteLoader::load(project.store(), *taxonomy, issue);
    ASSERT_TRUE(votes);
    EXPECT_EQ(votes->labelsChangedSinceDecision(), 1);

    QThread::msleep(5);
    decide(u"C.9"_s); // decided again, on the votes as they are now
    EXPECT_EQ(queue(project, changed).entries.size(), 0);
    EXPECT_EQ(queue(project).votesChanged, 0);
}
