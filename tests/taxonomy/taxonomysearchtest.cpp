// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the picker's search picks on the bundled taxonomy: exact codes and names, then ranked free
// text.

#include "taxonomy/taxonomysearch.h"
#include "taxonomy/taxonomyloader.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

namespace {

QString picked(const QString &search)
{
    static const auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    EXPECT_TRUE(taxonomy.ok());
    const int index = TaxonomySearch(search).bestMatch(*taxonomy);
    return index < 0 ? QString() : taxonomy->node(index).code;
}

} // namespace

TEST(TaxonomySearch, AnExactThemeCodeSelectsTheThemeNotItsFirstSubTheme)
{
    EXPECT_EQ(picked(u"C.10"_s), u"C.10"_s);
    EXPECT_EQ(picked(u"C.9"_s), u"C.9"_s);
    EXPECT_EQ(picked(u"C.1"_s), u"C.1"_s) << "C.1 is not C.10 or C.1.i";
    EXPECT_EQ(picked(u"B"_s), u"B"_s);
    EXPECT_EQ(picked(u" c.10.ii "_s), u"C.10.ii"_s) << "case and spacing do not matter";
}

TEST(TaxonomySearch, AnExactNameSelectsThatNode)
{
    EXPECT_EQ(picked(u"Documentation and Maintainability"_s), u"C.10"_s);
    EXPECT_EQ(picked(u"bug"_s), u"C"_s);
    // A repository spelling (an alias) is exact too.
    EXPECT_EQ(picked(u"Community and Document Support"_s), u"B.4"_s);
}

TEST(TaxonomySearch, FreeTextPrefersANameThatBeginsWithTheWord)
{
    // "doc" begins a word of A.2.i's name ("User Support and Documentation Quality"), the first
    // sub-theme in tree order; the names that begin with it rank higher, the deepest of those
    // first.
    EXPECT_EQ(picked(u"doc"_s), u"B.4.i"_s);
    EXPECT_EQ(picked(u"multi-process"_s), u"C.3.ii"_s);
    EXPECT_EQ(picked(u"no such words here"_s), QString());
    EXPECT_EQ(picked(QString()), QString());
}

TEST(TaxonomySearch, FreeTextRanksNamesAboveDetails)
{
    const auto node = [](const QString &code, const QString &name, int level, int parent,
                          const QStringList &details = {}) {
        TaxonomyNode n;
        n.code = code;
        n.name = name;
        n.level = level;
        n.parent = parent;
        n.details = details;
        return n;
    };
    Taxonomy taxonomy;
    const int bug = taxonomy.addNode(node(u"C"_s, u"Bug"_s, 0, -1));
    const int theme = taxonomy.addNode(node(u"C.1"_s, u"Tooling"_s, 1, bug));
    // A deeper node that mentions "sphinx" only in its details...
    taxonomy.addNode(node(u"C.1.i"_s, u"Build Failures"_s, 2, theme, {u"sphinx build breaks"_s}));
    // ...loses to a shallower one whose name has it.
    taxonomy.addNode(node(u"C.2"_s, u"Sphinx Themes"_s, 1, bug));
    EXPECT_EQ(taxonomy.node(TaxonomySearch(u"sphinx"_s).bestMatch(taxonomy)).code, u"C.2"_s);
    // With details only, the deepest wins.
    EXPECT_EQ(taxonomy.node(TaxonomySearch(u"breaks"_s).bestMatch(taxonomy)).code, u"C.1.i"_s);
}

TEST(TaxonomySearch, RanksPrefixThenWordStartThenNameThenDetails)
{
    TaxonomyNode node;
    node.code = u"X.1"_s;
    node.name = u"Documentation Gaps"_s;
    node.details = {u"sphinx build"_s};
    EXPECT_EQ(TaxonomySearch(u"docu"_s).rank(node), TaxonomySearch::Rank::Prefix);
    EXPECT_EQ(TaxonomySearch(u"gaps docu"_s).rank(node), TaxonomySearch::Rank::WordStart);
    EXPECT_EQ(TaxonomySearch(u"aps"_s).rank(node), TaxonomySearch::Rank::Name);
    EXPECT_EQ(TaxonomySearch(u"sphinx"_s).rank(node), TaxonomySearch::Rank::Details);
    EXPECT_EQ(TaxonomySearch(u"sphinx docu"_s).rank(node), TaxonomySearch::Rank::Details);
    EXPECT_EQ(TaxonomySearch(u"latex"_s).rank(node), TaxonomySearch::Rank::None);
}

TEST(TaxonomySearch, PathNamesEveryAncestor)
{
    const auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    ASSERT_TRUE(taxonomy.ok());
    EXPECT_EQ(TaxonomySearch::path(*taxonomy, taxonomy->indexOfCode(u"C.10"_s)),
        u"C Bug › C.10 Documentation and Maintainability"_s);
}
