// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "resultsreport.h"

#include "agreement/missingratingspolicy.h"
#include "agreement/projectratings.h"
#include "agreement/reportratings.h"
#include "interviews/interviewstore.h"
#include "reconcile/categorykappa.h"
#include "reconcile/tallystatistics.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/tablecheck.h"
#include "taxonomy/taxonomystore.h"
#include "util/coretext.h"

#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <span>
#include <vector>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Details of each node (taxonomy index) and of the nodes below it, counted in SQL: the report needs
// the counts, not the 2,637 texts a full TaxonomyStore::load reads.
Result<std::vector<int>> detailCounts(const ProjectStore &store, const StoredTaxonomy &stored)
{
    const Taxonomy &taxonomy = stored.taxonomy;
    std::vector<int> counts(std::size_t(taxonomy.size()), 0);
    SqliteStatement rows(
        store.handle(), "SELECT node_id, count(*) FROM taxonomy_details GROUP BY node_id");
    while (rows.next()) {
        for (int node = stored.indexOfId(rows.integer(0)); node >= 0;
             node = taxonomy.node(node).parent)
            counts[std::size_t(node)] += static_cast<int>(rows.integer(1));
    }
    if (auto status = rows.readStatus(); !status)
        return status.error();
    return counts;
}

// Depth first, as the tree reads: a type, its first theme, that theme's sub-themes, ...
void appendInTreeOrder(const Taxonomy &taxonomy, int index, const std::vector<qint64> &issues,
    const std::vector<int> &details, QList<ResultsReport::TaxonomyCount> &into)
{
    const TaxonomyNode &node = taxonomy.node(index);
    into.append({node.code, node.name, node.level, issues[std::size_t(index)],
        details[std::size_t(index)]});
    for (const int child : node.children)
        appendInTreeOrder(taxonomy, child, issues, details, into);
}

QJsonValue number(const AgreementValue &value)
{
    return value.isDefined() ? QJsonValue(*value.value) : QJsonValue();
}

} // namespace

Result<ResultsReport> ResultsReport::compute(const ProjectStore &store)
{
    ResultsReport report;
    // One pass over the tally, one issue at a time as `agreement` takes it (never all held at
    // once), feeds the paper's κ — theme labels grouped by the type of the final label,
    // `agreement`'s default — and Table I (TallyStatistics, held equal to `stats`), and counts each
    // node's issues: an issue counts for the node of its final label and every node above it.
    auto context = ProjectRatings::loadContext(store);
    if (!context)
        return context.error();
    auto tableOne = TallyStatistics::start(store, *context);
    if (!tableOne)
        return tableOne.error();
    const StoredTaxonomy &stored = context->taxonomy();
    const Taxonomy &taxonomy = stored.taxonomy;
    if (taxonomy.levels.size() < 2)
        return Error(CoreText::tr("the taxonomy has no theme level to measure agreement at"),
            {store.path(), 0, 0});
    AgreementOptions options;
    options.level = 1;
    options.grouping = AgreementOptions::Grouping::Type;
    options.measures = AgreementSummary::Measures::Table;
    ReportRatings byType(*context, options, report.agreement);
    std::vector<qint64> issues(std::size_t(taxonomy.size()), 0);
    auto read = context->forEachIssue(store,
        [&](const ProjectRatings::Issue &issue, std::span<const ProjectRatings::Vote> votes) {
            byType.add(issue, votes);
            if (auto counted = tableOne->add(issue, votes); !counted)
                return counted;
            if (issue.finalNode < 0 || issue.finalFalsePositive)
                return success();
            report.deepestFinalLevel
                = std::max(report.deepestFinalLevel, taxonomy.node(issue.finalNode).level);
            for (int node = issue.finalNode; node >= 0; node = taxonomy.node(node).parent)
                ++issues[std::size_t(node)];
            return success();
        });
    if (!read)
        return read.error();
    if (auto finished = byType.finish(); !finished)
        return finished.error();
    report.statistics = tableOne->finish();
    if (const QString reason = report.agreement.emptyReason(); !reason.isEmpty())
        return Error(CoreText::tr("no agreement to report: %1").arg(reason), {store.path(), 0, 0});

    report.taxonomyName = taxonomy.title.isEmpty() ? taxonomy.name : taxonomy.title;
    report.taxonomyVersion = taxonomy.version;
    report.levels = taxonomy.levels;

    // Each theme's own κ over all issues, as the dashboard shows it, and its share of the ratings:
    // the by-type groups partition the issues, so their tables together are the theme-level table
    // of all issues (CategoryKappa sums over them without joining them).
    std::vector<const RatingTable *> tables;
    for (const AgreementGroup &group : report.agreement.groups)
        tables.push_back(&group.table);
    const std::vector<AgreementValue> kappas = CategoryKappa::compute(tables);
    if (!kappas.empty()) {
        report.themeRaters = tables.front()->raters();
        std::vector<double> ratings(std::size_t(tables.front()->categories()), 0.0);
        double total = 0.0;
        for (const RatingTable *table : tables) {
            for (int i = 0; i < table->items(); ++i) {
                const std::span<const int> rated = table->ratedCategories(i);
                for (std::size_t e = 0; e < rated.size(); ++e)
                    ratings[std::size_t(rated[e])] += table->ratedCounts(i)[e];
                total += table->ratingsOf(i);
            }
        }
        const QStringList &categories = report.agreement.categories;
        for (qsizetype c = 0; c < categories.size() && std::size_t(c) < kappas.size(); ++c) {
            const int index = taxonomy.indexOfCode(categories[c]);
            const int type = index >= 0 ? taxonomy.ancestorAt(index, 0) : -1;
            report.themes.append({categories[c], report.agreement.categoryNames.value(c),
                type >= 0 ? taxonomy.node(type).code : QString(),
                total > 0 ? ratings[std::size_t(c)] / total : 0.0, kappas[std::size_t(c)]});
        }
    }

    auto details = detailCounts(store, stored);
    if (!details)
        return details.error();
    for (const int root : taxonomy.roots())
        appendInTreeOrder(taxonomy, root, issues, *details, report.taxonomy);

    auto participants = InterviewStore::participants(store);
    if (!participants)
        return participants.error();
    if (!participants->isEmpty()) {
        // The comparison also reads the issues and their final labels, large tables that a report
        // without interviews does not read: they are checked here, only then.
        for (const QString &table : {u"issues"_s, u"final_labels"_s}) {
            if (auto checked = TableCheck::run(store.handle(), store.path(), table); !checked)
                return checked.error();
        }
        auto comparison = InterviewComparison::compute(store, 1);
        if (!comparison)
            return comparison.error();
        report.interviews = std::move(*comparison);
    }
    return report;
}

QStringList ResultsReport::tablesRead()
{
    QStringList tables = StudyStatistics::tablesRead() + AgreementReport::tablesRead();
    tables += {u"taxonomy_details"_s, u"participants"_s, u"participant_attributes"_s,
        u"transcripts"_s, u"segments"_s, u"segment_links"_s};
    tables.removeDuplicates();
    return tables;
}

QString ResultsReport::methods() const
{
    const QLocale english(QLocale::English);
    const FrameworkStatistics &total = statistics.total;
    QString text
        = u"Table I counts every issue of the project once, in the year its link file lists it "
          u"and under the type (the first level of the taxonomy) of its final label"_s;
    if (total.undecided > 0)
        text += u"; %1 issues without a final label (and not excluded in screening) are counted "
                u"as undecided"_s.arg(english.toString(total.undecided));
    if (hasScreening())
        text += u"; %1 issues were excluded in screening (every volunteer expected to screen them "
                u"marked them as false positives, or their final label does) and are counted "
                u"apart, their rate being their share of all issues"_s.arg(
                    english.toString(total.excluded));
    text += u". Agreement is measured at the %1 level over the labels of %2 annotators: a "
            u"sub-theme label counts as its theme, a label above the level and a "
            u"false-positive label are missing ratings, and the categories are every node of the "
            u"level in the codebook. Issues are grouped by the type of their final label; an "
            u"issue without one by the type most of its labels share (\"no majority\" when that "
            u"vote ties). Fleiss' κ comes with a 95 % confidence interval from Gwet's linearised "
            u"standard error (t with N−1 degrees of freedom); Krippendorff's α is nominal; Gwet's "
            u"AC1 uses the same ratings. "_s.arg(agreement.levelKey)
                .arg(agreement.annotators.size());
    text += missingRatingsPolicy();
    text += u" A theme's own κ is Fleiss' κ of all issues' theme ratings recoded to that theme "
            u"against any other. In the taxonomy, an issue counts for the node of its final "
            u"label and for every node above it, false positives and undecided issues for none; "
            u"details are the symptoms, expectations and intents attached to a node and the "
            u"nodes below it."_s;
    if (deepestFinalLevel >= 0 && deepestFinalLevel + 1 < levels.size())
        text += u" No final label is finer than the %1 level, so the levels below it count no "
                u"issues (shown as —)."_s.arg(levels[deepestFinalLevel].key);
    if (interviews)
        text += u" The users-versus-developers comparison counts a participant for a node when "
                u"any of their coded segments links to it or to a node below it, and sets each "
                u"node's share of labelled issues beside the share of users and of developers "
                u"who raise it."_s;
    return text;
}

QJsonObject ResultsReport::toJson() const
{
    QJsonArray themesJson;
    for (const ThemeAgreement &theme : themes) {
        QJsonObject object {{u"code"_s, theme.code}, {u"name"_s, theme.name},
            {u"type"_s, theme.type}, {u"prevalence"_s, theme.prevalence},
            {u"kappa"_s, number(theme.kappa)}};
        if (!theme.kappa.isDefined()) // null, and why (the CLI contract's way)
            object.insert(u"notes"_s, QJsonArray {u"kappa: "_s + theme.kappa.undefinedReason});
        themesJson.append(object);
    }
    QJsonArray taxonomyJson;
    for (const TaxonomyCount &node : taxonomy)
        taxonomyJson.append(QJsonObject {{u"code"_s, node.code}, {u"name"_s, node.name},
            {u"level"_s, levels.value(node.level).key}, {u"issues"_s, node.issues},
            {u"details"_s, node.details}});
    // Each line's screening, false_positive_rate included, is stats --json's.
    const QJsonObject stats = statistics.toJson();
    QJsonObject root {{u"format"_s, u"taxonomist-report"_s}, {u"version"_s, 1},
        {u"taxonomy"_s,
            QJsonObject {{u"name"_s, taxonomyName}, {u"version"_s, taxonomyVersion},
                {u"nodes"_s, taxonomyJson}}},
        {u"stats"_s, stats}, {u"agreement"_s, agreement.toJson()},
        {u"theme_agreement"_s,
            QJsonObject {{u"level"_s, agreement.levelKey}, {u"raters"_s, themeRaters},
                {u"themes"_s, themesJson}}},
        {u"methods"_s, methods()}};
    if (interviews)
        root.insert(u"interviews"_s, interviews->toJson());
    return root;
}

} // namespace taxonomist::core
