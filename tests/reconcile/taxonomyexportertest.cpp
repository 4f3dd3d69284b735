// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reconcile/taxonomyexporter.h"
#include "leadproject.h"
#include "reconcile/proposalstore.h"
#include "taxonomy/detailimporter.h"
#include "taxonomy/taxonomyloader.h"
#include "taxonomy/taxonomystore.h"
#include "testpaths.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

// Adopts "Collective Deadlocks" under C.3 with every vote.
void adoptSubtheme(LeadProject &project)
{
    ProposalDraft draft;
    draft.parentNodeId = project.node(u"C.3"_s);
    draft.name = u"Collective Deadlocks"_s;
    draft.description = u"Hangs in collectives."_s;
    auto id = ProposalStore::propose(project.store(), draft, project.annotator(1));
    ASSERT_TRUE(id.ok());
    ASSERT_TRUE(ProposalStore::vote(project.store(), *id, project.annotator(2), true, {}).ok());
    ASSERT_EQ(ProposalStore::vote(project.store(), *id, project.annotator(3), true, {})->status,
        Proposal::Status::Adopted);
}

} // namespace

TEST(TaxonomyExporter, TheEvolvedTaxonomyExportsAsJson)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    adoptSubtheme(project);
    auto stored = TaxonomyStore::load(project.store());
    ASSERT_TRUE(stored.ok());
    auto written = TaxonomyExporter::exportTo(stored->taxonomy, project.scratch(u"taxonomy"_s));
    ASSERT_TRUE(written.ok()) << written.error().message().toStdString();
    EXPECT_EQ(written->size(), 4);
    auto reread = TaxonomyLoader::fromFile(project.scratch(u"taxonomy/llm-challenges.json"_s));
    ASSERT_TRUE(reread.ok()) << reread.error().message().toStdString();
    EXPECT_EQ(reread->version, u"1.1.0"_s);
    const int node = reread->indexOfCode(u"C.3.iv"_s);
    ASSERT_GE(node, 0);
    EXPECT_EQ(reread->node(node).name, u"Collective Deadlocks"_s);
    EXPECT_EQ(reread->node(node).description, u"Hangs in collectives."_s);
}

TEST(TaxonomyExporter, DetailCsvsUseTheStudysFormatAndReadBack)
{
    LeadProject project;
    adoptSubtheme(project);
    auto stored = TaxonomyStore::load(project.store());
    ASSERT_TRUE(stored.ok());
    Taxonomy taxonomy = stored->taxonomy;
    taxonomy.node(taxonomy.indexOfCode(u"C.3.iv"_s)).details
        = QStringList {u"NCCL allreduce hangs"_s, u"barrier never returns"_s};
    ASSERT_TRUE(TaxonomyExporter::exportTo(taxonomy, project.scratch(u"out"_s)).ok());
    const QByteArray bugs = readAll(project.scratch(u"out/bug_symptoms.csv"_s));
    EXPECT_TRUE(bugs.startsWith("rootcause,subcategory,symptoms\n"));
    EXPECT_TRUE(bugs.contains("Distributed and Parallel Execution,Collective Deadlocks,\"NCCL "
                              "allreduce hangs,barrier never returns\"\n"))
        << bugs.toStdString();
    EXPECT_TRUE(readAll(project.scratch(u"out/question_intents.csv"_s))
                    .startsWith("rootcause,subcategory,symptoms\n"));
    EXPECT_TRUE(readAll(project.scratch(u"out/requirement_expections.csv"_s))
                    .startsWith("rootcause,subcategory,symptoms\n"));

    // Read back into the same tree without details: every row finds its sub-theme.
    Taxonomy bare = taxonomy;
    for (int i = 0; i < bare.size(); ++i)
        bare.node(i).details.clear();
    auto report = DetailImporter::import(bare, u"C"_s, bugs, u"bug_symptoms.csv"_s);
    ASSERT_TRUE(report.ok()) << report.error().message().toStdString();
    EXPECT_EQ(report->unmatched, QStringList());
    EXPECT_EQ(bare.node(bare.indexOfCode(u"C.3.iv"_s)).details,
        taxonomy.node(taxonomy.indexOfCode(u"C.3.iv"_s)).details);
}

TEST(TaxonomyExporter, AThemeWithoutSubThemesStillAppears)
{
    LeadProject project;
    ProposalDraft draft;
    draft.parentNodeId = project.node(u"A"_s);
    draft.name = u"Licensing Questions"_s;
    auto id = ProposalStore::propose(project.store(), draft, project.annotator(1));
    ASSERT_TRUE(id.ok());
    ASSERT_TRUE(ProposalStore::vote(project.store(), *id, project.annotator(2), true, {}).ok());
    ASSERT_TRUE(ProposalStore::vote(project.store(), *id, project.annotator(3), true, {}).ok());
    auto stored = TaxonomyStore::load(project.store());
    const QByteArray questions
        = TaxonomyExporter::detailCsv(stored->taxonomy, stored->taxonomy.indexOfCode(u"A"_s));
    EXPECT_TRUE(questions.endsWith("Licensing Questions,,\n")) << questions.toStdString();
}
