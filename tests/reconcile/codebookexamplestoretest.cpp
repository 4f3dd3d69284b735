// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The codebook's example issues (schema v11): added and removed by the lead, listed per node,
// logged, and gone with their issue.

#include "reconcile/codebookexamplestore.h"
#include "leadproject.h"
#include "store/auditverifier.h"
#include "store/sqlitestatement.h"

#include <gtest/gtest.h>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

QStringList urlsOf(const ProjectStore &store, qint64 nodeId)
{
    auto examples = CodebookExampleStore::examples(store, nodeId);
    EXPECT_TRUE(examples.ok()) << examples.error().message().toStdString();
    QStringList urls;
    for (const CodebookExample &example : examples.ok() ? *examples : QList<CodebookExample>())
        urls.append(example.url.section(u"/example/"_s, 1));
    return urls;
}

QStringList auditActions(const ProjectStore &store)
{
    SqliteStatement rows(store.handle(),
        "SELECT action FROM audit_log WHERE action LIKE '%codebook-example' ORDER BY id");
    QStringList actions;
    while (rows.next())
        actions.append(rows.text(0));
    return actions;
}

} // namespace

TEST(CodebookExamples, AreAddedListedAndRemovedWithTheirAuthor)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    auto lead = project.store().addAnnotator(u"Lena"_s, true);
    ASSERT_TRUE(lead.ok());
    const qint64 c1 = project.node(u"C.1"_s);
    const qint64 four = project.issue(u"alpha"_s, 4);
    const qint64 ten = project.issue(u"alpha"_s, 10);

    EXPECT_TRUE(urlsOf(project.store(), c1).isEmpty());
    auto added = CodebookExampleStore::set(project.store(), c1, four, true, *lead, u"Lena"_s);
    ASSERT_TRUE(added.ok()) << added.error().message().toStdString();
    EXPECT_TRUE(*added);
    ASSERT_TRUE(CodebookExampleStore::set(project.store(), c1, ten, true, *lead, u"Lena"_s).ok());
    auto again = CodebookExampleStore::set(project.store(), c1, four, true, *lead, u"Lena"_s);
    ASSERT_TRUE(again.ok());
    EXPECT_FALSE(*again) << "an example twice is one example";
    EXPECT_EQ(
        urlsOf(project.store(), c1), (QStringList {u"alpha/issues/4"_s, u"alpha/issues/10"_s}));
    EXPECT_TRUE(urlsOf(project.store(), project.node(u"C.5"_s)).isEmpty())
        << "examples are per node";
    auto examples = CodebookExampleStore::examples(project.store(), c1);
    ASSERT_TRUE(examples.ok());
    EXPECT_EQ(examples->first().addedBy, u"Lena"_s);
    EXPECT_FALSE(examples->first().addedAt.isEmpty());
    EXPECT_TRUE(*CodebookExampleStore::isExample(project.store(), c1, four));

    auto removed = CodebookExampleStore::set(project.store(), c1, four, false, *lead, u"Lena"_s);
    ASSERT_TRUE(removed.ok());
    EXPECT_TRUE(*removed);
    EXPECT_FALSE(*CodebookExampleStore::isExample(project.store(), c1, four));
    EXPECT_EQ(urlsOf(project.store(), c1), QStringList {u"alpha/issues/10"_s});
    EXPECT_EQ(auditActions(project.store()),
        (QStringList {
            u"add-codebook-example"_s, u"add-codebook-example"_s, u"remove-codebook-example"_s}));
    auto audit = AuditVerifier::verify(project.store().handle());
    ASSERT_TRUE(audit.ok());
    EXPECT_TRUE(audit->chainProblems.isEmpty()) << audit->summary().toStdString();
}

TEST(CodebookExamples, AnUnknownNodeIsAnErrorAndWritesNothing)
{
    LeadProject project;
    ASSERT_TRUE(project.isValid());
    auto written = CodebookExampleStore::set(
        project.store(), 999999, project.issue(u"alpha"_s, 4), true, 0, u"Lena"_s);
    ASSERT_FALSE(written.ok());
    EXPECT_TRUE(written.error().message().contains(u"no taxonomy node"_s));
    EXPECT_TRUE(auditActions(project.store()).isEmpty());
}
