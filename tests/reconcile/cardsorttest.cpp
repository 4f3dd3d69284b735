// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The lead's card sort: a pilot's open codes become cards, the board becomes the taxonomy as a
// new version, and every open-coded label is mapped to its card's node — recorded, logged,
// all or nothing, and undoable.

#include "reconcile/cardsort.h"
#include "store/labelstore.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "study/issuelistfile.h"
#include "study/newstudy.h"
#include "study/studyframeworks.h"
#include "studyfixture.h"
#include "taxonomy/taxonomystore.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

namespace {

class CardSortTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        FrameworkDefinition torch;
        torch.name = u"Torch"_s;
        torch.repositories.append({u"github.com"_s, u"pytorch"_s, u"pytorch"_s});
        auto created = NewStudy::create(path(), std::nullopt, 3, u"lead"_s, {torch});
        ASSERT_TRUE(created.ok()) << created.error().message().toStdString();
        auto opened = ProjectStore::open(path());
        ASSERT_TRUE(opened.ok()) << opened.error().message().toStdString();
        store = std::move(*opened);
        QFile urls(dir.filePath(u"urls.txt"_s));
        ASSERT_TRUE(urls.open(QIODevice::WriteOnly));
        for (int n = 1; n <= 5; ++n)
            urls.write("https://github.com/pytorch/pytorch/issues/" + QByteArray::number(n) + '\n');
        urls.close();
        auto added = IssueListFile::add(*store, urls.fileName(), u"Torch"_s, u"lead"_s);
        ASSERT_TRUE(added.ok()) << added.error().message().toStdString();
        for (const Annotator &annotator : store->annotators())
            volunteers.append(annotator.id);
        ASSERT_EQ(volunteers.size(), 3);
        // The pilot: the same issue coded alike by two volunteers (spelled differently), and
        // codes of one volunteer each.
        code(1, 0, u"Tokenizer special tokens"_s, u"BOS dropped"_s);
        code(1, 1, u"tokenizer  special TOKENS"_s, u"no BOS"_s);
        code(2, 0, u"KV cache OOM"_s, u"OOM at 32k"_s);
        code(3, 2, u"loading llama weights"_s, u"how to load"_s);
        code(4, 2, u"flaky CI"_s, u"not about LLMs"_s);
    }

    void code(qint64 issue, int volunteer, const QString &openCode, const QString &summary)
    {
        Label label;
        label.openCode = openCode;
        label.summary = summary;
        ASSERT_TRUE(
            LabelStore::setLabel(*store, issue, volunteers[volunteer], label, u"lead"_s).ok());
    }

    std::optional<Label> labelOf(qint64 issue, int volunteer) const
    {
        auto label = LabelStore::label(*store, issue, volunteers[volunteer]);
        EXPECT_TRUE(label.ok());
        return label.ok() ? *label : std::nullopt;
    }

    QString codeOf(qint64 nodeId) const
    {
        SqliteStatement row(store->handle(), "SELECT code FROM taxonomy_nodes WHERE id = ?");
        row.bind(1, nodeId);
        return row.next() ? row.text(0) : QString();
    }

    qint64 count(const char *sql) const
    {
        SqliteStatement row(store->handle(), sql);
        return row.next() ? row.integer(0) : -1;
    }

    // Bug › Tokenization (the tokenizer card), Bug › Memory › KV cache (the OOM card),
    // Question (the loading card); the CI card stays off the board.
    static CardSortPlan pilotPlan()
    {
        CardSortNode tokenization {
            0, u"Tokenization"_s, u"tokens lost or added"_s, {u"tokenizer special tokens"_s}, {}};
        CardSortNode kvCache {0, u"KV cache"_s, {}, {u"KV cache OOM"_s}, {}};
        CardSortNode memory {0, u"Memory"_s, {}, {}, {kvCache}};
        CardSortNode bug {0, u"Bug"_s, {}, {}, {tokenization, memory}};
        CardSortNode question {0, u"Question"_s, {}, {u"loading llama weights"_s}, {}};
        return CardSortPlan {{bug, question}};
    }

    QString path() const { return dir.filePath(u"pilot.taxonomist"_s); }

    QTemporaryDir dir;
    std::unique_ptr<ProjectStore> store;
    QList<qint64> volunteers;
};

} // namespace

TEST_F(CardSortTest, OpenCodesAreCardsGroupedUpToCaseAndSpacing)
{
    auto cards = CardSort::cards(*store);
    ASSERT_TRUE(cards.ok()) << cards.error().message().toStdString();
    ASSERT_EQ(cards->size(), 4);
    const OpenCodeCard &first = cards->first();
    EXPECT_EQ(OpenCodeCard::keyOf(first.code), u"tokenizer special tokens"_s);
    EXPECT_EQ(first.labels, 2);
    EXPECT_EQ(first.volunteers, 2);
    EXPECT_EQ(first.issueIds, QList<qint64>({1}));
    EXPECT_EQ(first.summaries, QStringList({u"BOS dropped"_s, u"no BOS"_s}));
    EXPECT_EQ(first.unmapped, 2);
    EXPECT_EQ(first.nodeId, 0);
}

TEST_F(CardSortTest, ApplyingGrowsATaxonomyFromNothingAndMapsEveryCodedLabel)
{
    ASSERT_FALSE(TaxonomyStore::hasTaxonomy(*store));
    auto applied = CardSort::apply(*store, pilotPlan(), u"lead"_s);
    ASSERT_TRUE(applied.ok()) << applied.error().message().toStdString();
    EXPECT_EQ(applied->version, u"0.1.0"_s);
    EXPECT_EQ(applied->nodesAdded, 5);
    EXPECT_EQ(applied->codesMapped, 3);
    EXPECT_EQ(applied->labelsMapped, 4);
    EXPECT_EQ(applied->labelsLeft, 0);

    auto tree = TaxonomyStore::loadTree(*store);
    ASSERT_TRUE(tree.ok());
    const Taxonomy &taxonomy = tree->taxonomy;
    ASSERT_EQ(taxonomy.levels.size(), 3);
    ASSERT_EQ(taxonomy.roots().size(), 2);
    const int bug = taxonomy.roots()[0];
    EXPECT_EQ(taxonomy.node(bug).name, u"Bug"_s);
    const int kv = taxonomy.indexOfCode(u"A.2.i"_s);
    ASSERT_GE(kv, 0);
    EXPECT_EQ(taxonomy.node(kv).name, u"KV cache"_s);
    EXPECT_EQ(taxonomy.node(taxonomy.node(kv).parent).name, u"Memory"_s);
    EXPECT_EQ(store->info(u"taxonomy.version"_s), u"0.1.0"_s);

    // Both volunteers' tokenizer labels are on Tokenization and keep their open codes.
    for (int volunteer : {0, 1}) {
        const auto label = labelOf(1, volunteer);
        ASSERT_TRUE(label);
        EXPECT_EQ(codeOf(label->nodeId), u"A.1"_s);
        EXPECT_FALSE(label->openCode.isEmpty());
    }
    EXPECT_EQ(codeOf(labelOf(2, 0)->nodeId), u"A.2.i"_s);
    EXPECT_EQ(codeOf(labelOf(3, 2)->nodeId), u"B"_s);
    EXPECT_EQ(labelOf(4, 2)->nodeId, 0) << "a card left off the board stays an open code";
    // Now votes: agreement sees both labels of issue 1.
    EXPECT_EQ(count("SELECT length(votes) - length(replace(votes, ':', '')) FROM issue_tally "
                    "WHERE issue_id = 1"),
        2);

    EXPECT_EQ(count("SELECT count(*) FROM card_sort_labels"), 4);
    EXPECT_EQ(count("SELECT count(*) FROM taxonomy_versions WHERE version = '0.1.0'"), 1);
    EXPECT_EQ(count("SELECT count(*) FROM audit_log WHERE action = 'apply-card-sort'"), 1);
    auto history = CardSort::history(*store);
    ASSERT_TRUE(history.ok());
    ASSERT_EQ(history->size(), 1);
    EXPECT_EQ(history->first().labels, 4);
    EXPECT_TRUE(history->first().undoneAt.isEmpty());
    EXPECT_FALSE(store->info(CardSort::teamMapKey).isEmpty());
}

TEST_F(CardSortTest, ASecondSortAddsUnderExistingNodesAsTheNextVersion)
{
    ASSERT_TRUE(CardSort::apply(*store, pilotPlan(), u"lead"_s).ok());
    code(5, 1, u"CI only"_s, u"flaky"_s);
    auto tree = TaxonomyStore::loadTree(*store);
    ASSERT_TRUE(tree.ok());
    const qint64 bugId = tree->nodeIds[tree->taxonomy.indexOfCode(u"A"_s)];
    CardSortNode infra {0, u"Infrastructure"_s, {}, {u"flaky ci"_s, u"ci only"_s}, {}};
    CardSortPlan plan {{CardSortNode {bugId, {}, {}, {}, {infra}}}};
    auto applied = CardSort::apply(*store, plan, u"lead"_s);
    ASSERT_TRUE(applied.ok()) << applied.error().message().toStdString();
    EXPECT_EQ(applied->previous, u"0.1.0"_s);
    EXPECT_EQ(applied->version, u"0.2.0"_s);
    EXPECT_EQ(applied->nodesAdded, 1);
    EXPECT_EQ(codeOf(labelOf(4, 2)->nodeId), u"A.3"_s);
    EXPECT_EQ(codeOf(labelOf(5, 1)->nodeId), u"A.3"_s);
}

TEST_F(CardSortTest, APlanThatDoesNotFitChangesNothing)
{
    const qint64 auditBefore = count("SELECT count(*) FROM audit_log");
    const auto refused = [this](const CardSortPlan &plan, const QString &expected) {
        auto applied = CardSort::apply(*store, plan, u"lead"_s);
        ASSERT_FALSE(applied.ok()) << expected.toStdString();
        EXPECT_TRUE(applied.error().what().contains(expected))
            << applied.error().what().toStdString();
    };
    CardSortPlan unknown = pilotPlan();
    unknown.types[1].cards.append(u"never written"_s);
    refused(unknown, u"no label has the open code \"never written\""_s);
    CardSortPlan twice = pilotPlan();
    twice.types[1].cards.append(u"KV CACHE oom"_s);
    refused(twice, u"placed twice"_s);
    CardSortPlan deep = pilotPlan();
    deep.types[0].children[1].children[0].children.append({0, u"Deeper"_s, {}, {}, {}});
    refused(deep, u"types[0].children[1].children[0].children[0]: the taxonomy has 3 levels"_s);
    CardSortPlan unnamed = pilotPlan();
    unnamed.types[1].name = u"  "_s;
    refused(unnamed, u"types[1]: a new node needs a name"_s);
    CardSortPlan sameName = pilotPlan();
    sameName.types[1].name = u"bug"_s;
    refused(sameName, u"\"bug\" is there already"_s);
    refused(CardSortPlan(), u"nothing to apply"_s);

    EXPECT_FALSE(TaxonomyStore::hasTaxonomy(*store));
    EXPECT_EQ(count("SELECT count(*) FROM card_sorts"), 0);
    EXPECT_EQ(count("SELECT count(*) FROM labels WHERE node_id IS NOT NULL"), 0);
    EXPECT_EQ(count("SELECT count(*) FROM audit_log"), auditBefore);
}

TEST_F(CardSortTest, AnExistingNodeStaysWhereItIs)
{
    ASSERT_TRUE(CardSort::apply(*store, pilotPlan(), u"lead"_s).ok());
    auto tree = TaxonomyStore::loadTree(*store);
    ASSERT_TRUE(tree.ok());
    const qint64 memory = tree->nodeIds[tree->taxonomy.indexOfCode(u"A.2"_s)];
    // Memory is a theme of Bug: under Question it would move.
    const qint64 question = tree->nodeIds[tree->taxonomy.indexOfCode(u"B"_s)];
    CardSortPlan moved {
        {CardSortNode {question, {}, {}, {}, {CardSortNode {memory, {}, {}, {}, {}}}}}};
    auto applied = CardSort::apply(*store, moved, u"lead"_s);
    ASSERT_FALSE(applied.ok());
    EXPECT_TRUE(applied.error().what().contains(u"does not move them"_s))
        << applied.error().what().toStdString();
}

TEST_F(CardSortTest, UndoingUnmapsTheLabelsAndRemovesTheNodesUnlessUsedSince)
{
    auto applied = CardSort::apply(*store, pilotPlan(), u"lead"_s);
    ASSERT_TRUE(applied.ok());
    // A volunteer relabels one mapped issue by hand after the sort: that label is theirs now.
    Label mine = *labelOf(2, 0);
    mine.summary = u"OOM at 64k"_s;
    ASSERT_TRUE(LabelStore::setLabel(*store, 2, volunteers[0], mine, u"lead"_s).ok());
    Label moved = *labelOf(3, 2);
    moved.nodeId = labelOf(2, 0)->nodeId; // from Question to KV cache
    ASSERT_TRUE(LabelStore::setLabel(*store, 3, volunteers[2], moved, u"lead"_s).ok());

    auto wrong = CardSort::undo(*store, applied->sortId + 1, u"lead"_s);
    ASSERT_FALSE(wrong.ok());
    auto undone = CardSort::undo(*store, applied->sortId, u"lead"_s);
    ASSERT_TRUE(undone.ok()) << undone.error().message().toStdString();
    EXPECT_EQ(undone->version, u"0.2.0"_s);
    // Issue 2's label still had the sort's node (only its summary changed): unmapped. Issue 3's
    // was moved by its volunteer: left.
    EXPECT_EQ(undone->labelsUnmapped, 3);
    EXPECT_EQ(undone->labelsChangedSince, 1);
    EXPECT_EQ(labelOf(1, 0)->nodeId, 0);
    EXPECT_EQ(labelOf(1, 1)->nodeId, 0);
    EXPECT_EQ(labelOf(2, 0)->nodeId, 0);
    EXPECT_EQ(labelOf(2, 0)->openCode, u"KV cache OOM"_s);
    EXPECT_EQ(codeOf(labelOf(3, 2)->nodeId), u"A.2.i"_s);
    // KV cache is in use, and so are Memory and Bug above it: retired. Tokenization and Question
    // are removed.
    EXPECT_EQ(undone->nodesRetired, 3);
    EXPECT_EQ(undone->nodesRemoved, 2);
    EXPECT_EQ(count("SELECT count(*) FROM taxonomy_nodes WHERE retired = 1"), 3);
    EXPECT_EQ(count("SELECT count(*) FROM taxonomy_nodes"), 3);
    auto history = CardSort::history(*store);
    ASSERT_TRUE(history.ok());
    EXPECT_FALSE(history->first().undoneAt.isEmpty());
    EXPECT_FALSE(CardSort::undo(*store, applied->sortId, u"lead"_s).ok()) << "undone already";
}

TEST_F(CardSortTest, TheBoardIsKeptAsJsonAndReadBack)
{
    ASSERT_TRUE(CardSort::saveBoard(*store, pilotPlan()).ok());
    auto board = CardSort::board(*store);
    ASSERT_TRUE(board.ok()) << board.error().message().toStdString();
    EXPECT_EQ(board->cardCount(), 3);
    EXPECT_EQ(board->toJson(*store), pilotPlan().toJson(*store));
    auto bad = CardSortPlan::fromJson(*store,
        QJsonObject {{u"types"_s, QJsonArray {QJsonObject {{u"node"_s, u"Z.9"_s}}}}},
        u"plan.json"_s);
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(
        bad.error().message(), u"plan.json: types[0].node: the taxonomy has no node \"Z.9\""_s);
}

// The headless route: the cards, a plan file (a broken one named at its line and column), the
// history and the undo, as a script would run them.
TEST_F(CardSortTest, TheCliAppliesAPlanFileAndUndoesIt)
{
    store.reset(); // the CLI opens the project itself
    const QString db = path();
    taxonomist::test::CliRun run
        = taxonomist::test::runCli({u"card-sort"_s, u"cards"_s, u"--db"_s, db, u"--json"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"\"volunteers\": 2"_s)) << run.out.toStdString();

    const QString broken = dir.filePath(u"broken.json"_s);
    QFile file(broken);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("{\"types\": [\n  {\"name\": \"Bug\",}\n]}\n");
    file.close();
    run = taxonomist::test::runCli({u"card-sort"_s, u"apply"_s, broken, u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(broken + u":2:"_s)) << run.err.toStdString();

    const QString plan = dir.filePath(u"plan.json"_s);
    QFile planFile(plan);
    ASSERT_TRUE(planFile.open(QIODevice::WriteOnly));
    planFile.write(R"({"types": [{"name": "Bug", "children": [
        {"name": "Tokenization", "cards": ["Tokenizer special tokens"]}]}]})");
    planFile.close();
    run = taxonomist::test::runCli({u"card-sort"_s, u"apply"_s, plan, u"--db"_s, db});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"2 nodes added, 1 open codes placed, 2 labels mapped"_s))
        << run.out.toStdString();
    run = taxonomist::test::runCli({u"card-sort"_s, u"history"_s, u"--db"_s, db, u"--json"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"\"labels\": 2"_s)) << run.out.toStdString();
    run = taxonomist::test::runCli({u"card-sort"_s, u"undo"_s, u"--db"_s, db});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"2 labels back to their open codes, 2 nodes removed"_s))
        << run.out.toStdString();
    run = taxonomist::test::runCli({u"card-sort"_s, u"undo"_s, u"--db"_s, db});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(u"no card sort to undo"_s)) << run.err.toStdString();
}
