// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "store/issuequery.h"
#include "importedstudy.h"
#include "store/issuecontent.h"
#include "store/keywordevidencestore.h"
#include "store/labelstore.h"
#include "store/projectstore.h"

#include <gtest/gtest.h>

#include <QSqlQuery>

#include <QTemporaryDir>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

namespace {

// tests/fixtures/mini-study in the study's order: alpha's six rows (issue 11 twice, a duplicated
// URL), then beta's two.
const QStringList studyOrder {u"alpha/issues/12"_s, u"alpha/issues/11"_s, u"alpha/issues/11"_s,
    u"alpha/pull/9"_s, u"alpha/issues/7"_s, u"alpha-docs/issues/3"_s, u"beta/issues/I71V26"_s,
    u"beta/issues/I7AGW6"_s};

class IssueQueryTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        store = taxonomist::test::importMiniStudy(dir.filePath(u"mini.taxonomist"_s), &error);
        ASSERT_NE(store, nullptr) << error.toStdString();
    }

    QList<IssueRow> all(const IssueFilter &filter = {})
    {
        auto rows = IssueQuery::page(*store, filter, nullptr, 1000);
        EXPECT_TRUE(rows.ok()) << rows.error().message().toStdString();
        return rows.ok() ? *rows : QList<IssueRow>();
    }

    // Every page of `size` rows, each after the last row of the one before, up to the first empty
    // page (not included).
    QList<QList<IssueRow>> pages(int size, const IssueFilter &filter = {})
    {
        QList<QList<IssueRow>> result;
        std::optional<IssueRow> after;
        for (int guard = 0; guard < 100; ++guard) {
            auto page = IssueQuery::page(*store, filter, after ? &*after : nullptr, size);
            EXPECT_TRUE(page.ok());
            if (!page.ok() || page->isEmpty())
                break;
            result.append(*page);
            after = page->last();
        }
        return result;
    }

    static QStringList urls(const QList<IssueRow> &rows)
    {
        QStringList result;
        for (const IssueRow &row : rows)
            result.append(row.url.section(u"/example/"_s, 1));
        return result;
    }

    // How many issues the filter lists (the list's own count: its ids).
    qint64 count(const IssueFilter &filter)
    {
        auto ids = IssueQuery::ids(*store, filter);
        EXPECT_TRUE(ids.ok());
        return ids.ok() ? qint64(ids->size()) : -1;
    }

    // A filter of each kind the list has: none, a framework (beta), a year, an annotator's
    // unlabeled issues.
    QList<IssueFilter> listFilters()
    {
        const QList<FrameworkInfo> frameworks = IssueQuery::frameworks(*store);
        EXPECT_EQ(frameworks.size(), 2);
        IssueFilter beta;
        beta.frameworkId = frameworks.value(1).id;
        IssueFilter of2023;
        of2023.year = 2023;
        IssueFilter unlabeled;
        unlabeled.annotatorId = annotator(u"Volunteer 3"_s);
        unlabeled.status = IssueFilter::Status::Unlabeled;
        return {IssueFilter {}, beta, of2023, unlabeled};
    }

    qint64 annotator(const QString &name)
    {
        for (const Annotator &a : store->annotators()) {
            if (a.name == name)
                return a.id;
        }
        return 0;
    }

    QTemporaryDir dir;
    std::unique_ptr<ProjectStore> store;
};

} // namespace

TEST_F(IssueQueryTest, PagesFollowTheStudysOrderWithoutGapsOrRepeats)
{
    EXPECT_EQ(urls(all()), studyOrder);
    for (const int size : {1, 2, 3, 5, 7}) {
        const QList<QList<IssueRow>> paged = pages(size);
        QList<IssueRow> joined;
        for (qsizetype p = 0; p < paged.size(); ++p) {
            EXPECT_LE(paged[p].size(), size);
            if (p + 1 < paged.size()) {
                EXPECT_EQ(paged[p].size(), size)
                    << "only the last page may be short (size " << size << ")";
            }
            joined += paged[p];
        }
        EXPECT_EQ(urls(joined), studyOrder) << "pages of " << size;
    }
}

TEST_F(IssueQueryTest, APageThatEndsAtTheLastIssueIsFollowedByAnEmptyOne)
{
    const QList<QList<IssueRow>> halves = pages(4);
    ASSERT_EQ(halves.size(), 2);
    EXPECT_EQ(halves[0].size(), 4);
    EXPECT_EQ(halves[1].size(), 4);
    const IssueRow last = halves[1].last();
    auto after = IssueQuery::page(*store, {}, &last, 4);
    ASSERT_TRUE(after.ok());
    EXPECT_TRUE(after->isEmpty());
    ASSERT_EQ(pages(8).size(), 1);
}

TEST_F(IssueQueryTest, TheKeyIsThePlaceInTheListSoDuplicatesAndFrameworksAreCrossed)
{
    const QList<IssueRow> rows = all();
    ASSERT_EQ(rows.size(), 8);
    // After the first of the two rows of a duplicated URL comes the second, not the row after it.
    auto next = IssueQuery::page(*store, {}, &rows[1], 1);
    ASSERT_TRUE(next.ok() && next->size() == 1);
    EXPECT_EQ(next->first().id, rows[2].id);
    EXPECT_NE(rows[1].id, rows[2].id);
    // After alpha's last row comes beta's first.
    next = IssueQuery::page(*store, {}, &rows[5], 2);
    ASSERT_TRUE(next.ok());
    EXPECT_EQ(urls(*next), (QStringList {u"beta/issues/I71V26"_s, u"beta/issues/I7AGW6"_s}));
}

TEST_F(IssueQueryTest, FiltersNarrowThePagesAndTheCountAlike)
{
    const QList<FrameworkInfo> frameworks = IssueQuery::frameworks(*store);
    ASSERT_EQ(frameworks.size(), 2);
    EXPECT_EQ(frameworks[1].name, u"beta"_s);
    EXPECT_EQ(frameworks[1].issues, 2);
    EXPECT_EQ(IssueQuery::years(*store), (QList<int> {2023, 2024, 2025}));

    IssueFilter beta;
    beta.frameworkId = frameworks[1].id;
    IssueFilter of2023;
    of2023.year = 2023;
    IssueFilter docs;
    docs.text = u"  ALPHA-DOCS "_s; // trimmed, any case
    IssueFilter both;
    both.frameworkId = frameworks[0].id;
    both.year = 2024;
    const QList<std::pair<IssueFilter, QStringList>> cases {
        {beta, {u"beta/issues/I71V26"_s, u"beta/issues/I7AGW6"_s}},
        {of2023, {u"alpha/issues/7"_s, u"alpha-docs/issues/3"_s}},
        {docs, {u"alpha-docs/issues/3"_s}},
        {both,
            {u"alpha/issues/12"_s, u"alpha/issues/11"_s, u"alpha/issues/11"_s, u"alpha/pull/9"_s}},
    };
    for (const auto &[filter, expected] : cases) {
        EXPECT_EQ(urls(all(filter)), expected);
        EXPECT_EQ(count(filter), expected.size());
        QList<IssueRow> joined;
        for (const QList<IssueRow> &page : pages(1, filter))
            joined += page;
        EXPECT_EQ(urls(joined), expected) << "keyset paging within a filter";
    }
    EXPECT_EQ(count({}), 8);
}

TEST_F(IssueQueryTest, TextSearchTakesPercentAndUnderscoreLiterally)
{
    IssueFilter filter;
    for (const QString &text : {u"%"_s, u"_"_s, u"alpha_docs"_s, u"\\"_s}) {
        filter.text = text;
        EXPECT_EQ(count(filter), 0) << text.toStdString();
    }
    filter.text = u"alpha-docs"_s;
    EXPECT_EQ(count(filter), 1);
    // Titles are searched too, once content is there.
    IssueContent content;
    content.title = u"100% GPU memory_use"_s;
    ASSERT_TRUE(IssueContentStore::save(*store, all()[4].id, content).ok());
    filter.text = u"100% gpu memory_"_s;
    EXPECT_EQ(urls(all(filter)), QStringList {u"alpha/issues/7"_s});
}

TEST_F(IssueQueryTest, StatusFiltersSeeOnlyTheirAnnotatorsLabels)
{
    // Volunteer 3 left the second row of issue 11 empty.
    IssueFilter mine;
    mine.annotatorId = annotator(u"Volunteer 3"_s);
    ASSERT_GT(mine.annotatorId, 0);
    const QList<IssueRow> rows = all(mine);
    EXPECT_EQ(rows[0].myLabel, u"C.3"_s);
    EXPECT_EQ(rows[2].myLabel, QString());
    EXPECT_EQ(rows[5].myLabel, u"C.9"_s);
    mine.status = IssueFilter::Status::Unlabeled;
    EXPECT_EQ(all(mine).size(), 1);
    EXPECT_EQ(all(mine).first().id, rows[2].id);
    mine.status = IssueFilter::Status::Labeled;
    EXPECT_EQ(count(mine), 7);

    Label falsePositive;
    falsePositive.falsePositive = true;
    falsePositive.falsePositiveReason = u"not about LLMs"_s;
    ASSERT_TRUE(
        LabelStore::setLabel(*store, rows[7].id, mine.annotatorId, falsePositive, u"t"_s).ok());
    mine.status = IssueFilter::Status::FalsePositive;
    ASSERT_EQ(all(mine).size(), 1);
    EXPECT_EQ(all(mine).first().myLabel, u"false positive"_s);
    // The whole list reads the status by subquery, the pages by join: the same issues.
    for (const auto status : {IssueFilter::Status::Unlabeled, IssueFilter::Status::Labeled,
             IssueFilter::Status::FalsePositive}) {
        mine.status = status;
        QList<qint64> paged;
        for (const IssueRow &row : all(mine))
            paged.append(row.id);
        auto ids = IssueQuery::ids(*store, mine);
        ASSERT_TRUE(ids.ok());
        EXPECT_EQ(QList<qint64>(ids->begin(), ids->end()), paged) << int(status);
    }

    IssueFilter nobody;
    nobody.status = IssueFilter::Status::Labeled; // no annotator: the status means nothing
    EXPECT_EQ(count(nobody), 8);
    EXPECT_EQ(all(nobody).first().myLabel, QString()) << "blind to every label";
}

TEST_F(IssueQueryTest, KeywordEvidenceFiltersFetchedIssuesOnly)
{
    const QList<IssueRow> rows = all();
    IssueFilter filter;
    for (const int evidence : {0, 1, 2}) {
        filter.keywordEvidence = evidence;
        EXPECT_EQ(count(filter), 0) << "nothing is fetched yet (evidence " << evidence << ")";
    }
    IssueContent content;
    content.title = u"a title"_s;
    for (const int row : {0, 1, 6})
        ASSERT_TRUE(IssueContentStore::save(*store, rows[row].id, content).ok());
    ASSERT_TRUE(KeywordEvidenceStore::save(*store, rows[0].id,
        {{u"llm"_s, KeywordLocation::Title,
            1}}).ok());
    ASSERT_TRUE(KeywordEvidenceStore::save(*store, rows[1].id,
        {{u"llm"_s, KeywordLocation::Code,
            2}}).ok());
    filter.keywordEvidence = int(KeywordEvidence::Prose);
    EXPECT_EQ(urls(all(filter)), QStringList {u"alpha/issues/12"_s});
    filter.keywordEvidence = int(KeywordEvidence::Incidental);
    EXPECT_EQ(all(filter).size(), 1);
    EXPECT_EQ(all(filter).first().id, rows[1].id);
    filter.keywordEvidence = int(KeywordEvidence::None);
    EXPECT_EQ(urls(all(filter)), QStringList {u"beta/issues/I71V26"_s}) << "fetched, no keyword";
    filter.keywordEvidence = -1;
    EXPECT_EQ(count(filter), 8);
}

TEST_F(IssueQueryTest, NextWrapsAroundToTheFirstMatch)
{
    const QList<IssueRow> rows = all();
    IssueFilter unlabeled;
    unlabeled.annotatorId = annotator(u"Volunteer 3"_s);
    unlabeled.status = IssueFilter::Status::Unlabeled;
    auto next = IssueQuery::next(*store, unlabeled, &rows[5]);
    ASSERT_TRUE(next.ok() && next->has_value());
    EXPECT_EQ((*next)->id, rows[2].id) << "past the end, the first match";
    next = IssueQuery::next(*store, unlabeled, nullptr);
    ASSERT_TRUE(next.ok() && next->has_value());
    EXPECT_EQ((*next)->id, rows[2].id);

    IssueFilter none;
    none.text = u"no such issue"_s;
    next = IssueQuery::next(*store, none, &rows[0]);
    ASSERT_TRUE(next.ok());
    EXPECT_FALSE(next->has_value());
}

TEST_F(IssueQueryTest, ByIdIgnoresTheOtherFiltersButKeepsTheAnnotator)
{
    const QList<IssueRow> rows = all();
    IssueFilter filter;
    filter.frameworkId = IssueQuery::frameworks(*store)[1].id; // beta
    filter.annotatorId = annotator(u"Volunteer 1"_s);
    auto row = IssueQuery::byId(*store, filter, rows[0].id);
    ASSERT_TRUE(row.ok() && row->has_value());
    EXPECT_EQ((*row)->url, rows[0].url);
    EXPECT_EQ((*row)->myLabel, u"C.3"_s);
    EXPECT_EQ((*row)->finalCode, u"C.3"_s);
    row = IssueQuery::byId(*store, filter, 999999);
    ASSERT_TRUE(row.ok());
    EXPECT_FALSE(row->has_value());
}

TEST_F(IssueQueryTest, FindsAnIssueByItsUrlAndAUrlByItsIssue)
{
    const QList<IssueRow> rows = all();
    auto id = IssueQuery::idOfUrl(*store, rows[1].url);
    ASSERT_TRUE(id.ok() && id->has_value());
    EXPECT_EQ(**id, std::min(rows[1].id, rows[2].id)) << "a duplicated URL names its first issue";
    id = IssueQuery::idOfUrl(*store, u"https://github.com/nope/nope/issues/1"_s);
    ASSERT_TRUE(id.ok());
    EXPECT_FALSE(id->has_value());
    auto url = IssueQuery::urlOf(*store, rows[6].id);
    ASSERT_TRUE(url.ok());
    EXPECT_EQ(*url, u"https://gitee.com/example/beta/issues/I71V26"_s);
    url = IssueQuery::urlOf(*store, 999999);
    ASSERT_TRUE(url.ok());
    EXPECT_TRUE(url->isEmpty());
}

// ids() is the filtered list's issues in its order, for every kind of filter.
TEST_F(IssueQueryTest, IdsAreTheFilteredListInItsOrder)
{
    for (const IssueFilter &filter : listFilters()) {
        QList<qint64> listed;
        for (const IssueRow &row : all(filter))
            listed.append(row.id);
        ASSERT_FALSE(listed.isEmpty());
        auto ids = IssueQuery::ids(*store, filter);
        ASSERT_TRUE(ids.ok()) << ids.error().message().toStdString();
        EXPECT_EQ(QList<qint64>(ids->begin(), ids->end()), listed);
    }
    IssueFilter nothing;
    nothing.text = u"no such words anywhere"_s;
    auto none = IssueQuery::ids(*store, nothing);
    ASSERT_TRUE(none.ok());
    EXPECT_TRUE(none->empty());
}

// byIds() reads the issues asked for in the order asked for, with that annotator's label and
// whatever a filter would say now; an id that is no issue is left out.
TEST_F(IssueQueryTest, ByIdsReadsTheIssuesAskedForInTheirOrder)
{
    IssueFilter unlabeled;
    unlabeled.annotatorId = annotator(u"Volunteer 3"_s);
    const QList<IssueRow> everything = all(unlabeled);
    ASSERT_GE(everything.size(), 4);
    const std::vector<qint64> asked {everything[3].id, 1000000, everything[0].id, everything[2].id};
    auto rows = IssueQuery::byIds(*store, unlabeled.annotatorId, asked);
    ASSERT_TRUE(rows.ok()) << rows.error().message().toStdString();
    ASSERT_EQ(rows->size(), 3);
    for (const auto &[row, expected] :
        std::vector<std::pair<qsizetype, qsizetype>> {{0, 3}, {1, 0}, {2, 2}}) {
        EXPECT_EQ(rows->at(row).id, everything[expected].id);
        EXPECT_EQ(rows->at(row).url, everything[expected].url);
        EXPECT_EQ(rows->at(row).myLabel, everything[expected].myLabel);
        EXPECT_EQ(rows->at(row).finalCode, everything[expected].finalCode);
    }
    auto empty = IssueQuery::byIds(*store, 0, {});
    ASSERT_TRUE(empty.ok());
    EXPECT_TRUE(empty->isEmpty());
}

// The progress counts one framework from the annotator's labels or from the framework's
// issues, whichever is fewer; both give the labels in that framework.
TEST_F(IssueQueryTest, ProgressInAFrameworkCountsTheSameFromEitherSide)
{
    const QList<FrameworkInfo> frameworks = IssueQuery::frameworks(*store);
    ASSERT_EQ(frameworks.size(), 2);
    const qint64 volunteer = annotator(u"Volunteer 3"_s); // labels in both frameworks
    auto newcomer = store->addAnnotator(u"Newcomer"_s);
    ASSERT_TRUE(newcomer.ok());
    Label falsePositive;
    falsePositive.falsePositive = true;
    falsePositive.falsePositiveReason = u"not about LLMs"_s;
    const QList<IssueRow> rows = all();
    ASSERT_TRUE(LabelStore::setLabel(*store, rows[7].id, *newcomer, falsePositive, u"t"_s)
                    .ok()); // one beta label
    for (const qint64 who : {volunteer, *newcomer}) {
        qint64 labeled = 0;
        qint64 falsePositives = 0;
        for (const FrameworkInfo &framework : frameworks) {
            auto progress = LabelStore::progress(*store, who, framework.id);
            ASSERT_TRUE(progress.ok());
            EXPECT_EQ(progress->total, framework.issues);
            IssueFilter mine;
            mine.frameworkId = framework.id;
            mine.annotatorId = who;
            mine.status = IssueFilter::Status::Labeled;
            EXPECT_EQ(progress->labeled, count(mine)) << framework.name.toStdString();
            mine.status = IssueFilter::Status::FalsePositive;
            EXPECT_EQ(progress->falsePositives, count(mine)) << framework.name.toStdString();
            labeled += progress->labeled;
            falsePositives += progress->falsePositives;
        }
        auto overall = LabelStore::progress(*store, who, 0);
        ASSERT_TRUE(overall.ok());
        EXPECT_EQ(overall->total, 8);
        EXPECT_EQ(overall->labeled, labeled);
        EXPECT_EQ(overall->falsePositives, falsePositives);
    }
    auto beta = LabelStore::progress(*store, *newcomer, frameworks[1].id);
    ASSERT_TRUE(beta.ok());
    EXPECT_EQ(beta->labeled, 1);
    EXPECT_EQ(beta->falsePositives, 1);
}

// A round filter keeps the round's issues in the list's order, combines with the other filters,
// and reads the same through ids() and page(); rounds() names what the copy holds.
TEST_F(IssueQueryTest, ARoundFilterKeepsOnlyTheRoundsIssues)
{
    const QList<IssueRow> every = all();
    ASSERT_GE(every.size(), 6);
    // Recorded out of the list's order, as a round's positions need not follow it.
    const QList<qint64> members {every[5].id, every[0].id, every[3].id};
    QSqlQuery insert(store->database());
    ASSERT_TRUE(insert.exec(u"INSERT INTO rounds(id, name, kind, seed, size, stratified,"
                            " created_at) VALUES(7, 'Pilot', 'pilot', 1, 3, 2, '2026-01-01')"_s));
    for (int i = 0; i < members.size(); ++i) {
        insert.prepare(u"INSERT INTO round_issues(round_id, position, issue_id) VALUES(7, ?, ?)"_s);
        insert.addBindValue(i);
        insert.addBindValue(members[i]);
        ASSERT_TRUE(insert.exec());
    }
    IssueFilter pilot;
    pilot.roundId = 7;
    QList<qint64> listed;
    for (const IssueRow &row : all(pilot))
        listed.append(row.id);
    EXPECT_EQ(listed, (QList<qint64> {every[0].id, every[3].id, every[5].id}));
    auto ids = IssueQuery::ids(*store, pilot);
    ASSERT_TRUE(ids.ok());
    EXPECT_EQ(QList<qint64>(ids->begin(), ids->end()), listed);

    pilot.frameworkId = every[0].frameworkId;
    for (const IssueRow &row : all(pilot))
        EXPECT_EQ(row.frameworkId, every[0].frameworkId);
    pilot.roundId = 8; // no such round: nothing
    EXPECT_TRUE(all(pilot).isEmpty());

    const QList<RoundInfo> rounds = IssueQuery::rounds(*store);
    ASSERT_EQ(rounds.size(), 1);
    EXPECT_EQ(rounds[0].id, 7);
    EXPECT_EQ(rounds[0].name, u"Pilot"_s);
    EXPECT_TRUE(rounds[0].isPilot);
    EXPECT_EQ(rounds[0].issues, 3);
}
