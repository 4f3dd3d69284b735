// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreementreport.h"

#include "majorityvote.h"
#include "projectratings.h"

#include <QHash>

#include <algorithm>
#include <QJsonArray>
#include <QLocale>
#include <QSet>

#include <map>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

QString AgreementOptions::groupingKey(Grouping grouping)
{
    switch (grouping) {
    case Grouping::None:
        return u"none"_s;
    case Grouping::Type:
        return u"type"_s;
    case Grouping::Framework:
        return u"framework"_s;
    }
    return {};
}

namespace {

// One issue of the report: its framework and the type of its final label.
struct IssueInfo
{
    qint64 framework = 0;
    int finalType = -1; // root index of the final label's type
};

Error tooManyRaters(qsizetype raters, const QString &file)
{
    return Error(u"agreement compares at most %1 annotators at a time, and %2 hold labels here;"
                 " choose up to %1 with --annotator"_s.arg(AgreementReport::MaxRaters)
                     .arg(raters),
                 {file, 0, 0});
}

} // namespace

QStringList AgreementReport::tablesRead()
{
    return {u"project_info"_s, u"taxonomy_nodes"_s, u"taxonomy_details"_s, u"annotators"_s, u"frameworks"_s,
            u"issue_tally"_s};
}

Result<AgreementReport> AgreementReport::compute(const ProjectStore &store, const AgreementOptions &options)
{
    if (options.annotatorIds.size() > MaxRaters)
        return tooManyRaters(options.annotatorIds.size(), store.path());
    auto ratings = ProjectRatings::load(store);
    if (!ratings)
        return ratings.error();
    return compute(*ratings, options);
}

Result<AgreementReport> AgreementReport::compute(const ProjectRatings &ratings, const AgreementOptions &options)
{
    if (options.annotatorIds.size() > MaxRaters)
        return tooManyRaters(options.annotatorIds.size(), ratings.path());
    const Taxonomy &taxonomy = ratings.taxonomy().taxonomy;
    if (options.level < 0 || options.level >= taxonomy.levels.size())
        return Error(u"the taxonomy has no level %1"_s.arg(options.level + 1));

    AgreementReport report;
    report.options = options;
    report.levelKey = taxonomy.levels[options.level].key;
    QHash<int, int> categoryOfNode; // taxonomy index at the level -> category
    for (int i = 0; i < taxonomy.size(); ++i) {
        if (taxonomy.node(i).level == options.level) {
            categoryOfNode.insert(i, static_cast<int>(report.categories.size()));
            report.categories.append(taxonomy.node(i).code);
            report.categoryNames.append(taxonomy.node(i).name);
        }
    }
    // Each node's category at the level (Missing when the node is above it) and type, once.
    std::vector<std::pair<int, int>> levelAndType(std::size_t(taxonomy.size()));
    for (int i = 0; i < taxonomy.size(); ++i) {
        const int atLevel = taxonomy.ancestorAt(i, options.level);
        levelAndType[std::size_t(i)] = {atLevel < 0 ? RatingTable::Missing : categoryOfNode.value(atLevel),
                                        taxonomy.ancestorAt(i, 0)};
    }

    // The annotators of the report, in their Label order: all, or those asked for.
    const QList<Annotator> &all = ratings.annotators();
    std::vector<int> columnOf(std::size_t(all.size()), -1); // annotator index -> column
    QList<const Annotator *> annotators;
    for (int a = 0; a < all.size(); ++a) {
        if (options.annotatorIds.isEmpty() || options.annotatorIds.contains(all[a].id)) {
            columnOf[std::size_t(a)] = static_cast<int>(annotators.size());
            annotators.append(&all[a]);
        }
    }

    // Two passes over the ratings, which are in memory already: which issues count and which
    // annotators rate at this level, then the table of those issues × those raters.
    const auto included = [&](const ProjectRatings::Issue &issue) {
        return (options.frameworkIds.isEmpty() || options.frameworkIds.contains(issue.frameworkId))
            && (options.years.isEmpty() || options.years.contains(issue.year));
    };
    const auto columnOfVote = [&](const ProjectRatings::Vote &vote) {
        return vote.annotator < 0 ? -1 : columnOf[std::size_t(vote.annotator)];
    };
    std::vector<const ProjectRatings::Issue *> issues;
    issues.reserve(ratings.issues().size());
    int falsePositives = 0;
    std::vector<bool> rated(std::size_t(annotators.size()), false);
    for (const ProjectRatings::Issue &issue : ratings.issues()) {
        if (!included(issue))
            continue;
        issues.push_back(&issue);
        for (const ProjectRatings::Vote &vote : ratings.votesOf(issue)) {
            const int column = columnOfVote(vote);
            if (column < 0)
                continue;
            if (vote.falsePositive) {
                ++falsePositives; // not a category of the taxonomy: left out as a missing rating
            } else if (vote.node >= 0 && levelAndType[std::size_t(vote.node)].first != RatingTable::Missing) {
                rated[std::size_t(column)] = true;
                ++report.labelsAtLevel;
            } else if (vote.node >= 0) {
                ++report.labelsAbove;
            }
        }
    }
    report.issuesMatched = static_cast<qsizetype>(issues.size());
    const QLocale english(QLocale::English);
    if (falsePositives > 0) {
        report.notes.append(u"%1 false-positive labels are not taxonomy categories and count as missing ratings"_s.arg(
            english.toString(falsePositives)));
    }
    if (options.level == 0 && options.grouping == AgreementOptions::Grouping::Type) {
        // Each group holds the issues whose final type is that type: nearly every rating in it is
        // that one category, chance agreement is close to 1 and κ says nothing about the team.
        report.notes.append(u"grouped by type and measured at the type level, each group is (nearly) one category,"
                            " so κ and α are not meaningful here; use --by none or --by framework"_s);
    }
    if (report.labelsAbove > 0 && report.labelsAtLevel > 0) {
        report.notes.append(u"%1 labels are coarser than the %2 level and count as missing ratings"_s.arg(
            english.toString(report.labelsAbove), report.levelKey));
    }

    // Annotators without a single rating here (a lead who only decides, someone who just
    // joined) are no raters of this report: they would only add empty columns and pairs.
    // The raters are bounded before any table of issues × raters exists.
    std::vector<int> keptColumn(rated.size(), -1); // annotator column -> report column
    for (qsizetype column = 0; column < annotators.size(); ++column) {
        if (rated[std::size_t(column)] || !options.annotatorIds.isEmpty()) {
            keptColumn[std::size_t(column)] = static_cast<int>(report.annotators.size());
            report.annotators.append(annotators[column]->name);
        }
    }
    if (report.annotators.size() > MaxRaters)
        return tooManyRaters(report.annotators.size(), ratings.path());
    const std::size_t raters = std::size_t(report.annotators.size());

    // Issues × kept raters at the level; each issue's final type, and for an undecided issue the
    // types its labels name (every annotator's, raters of this level or not).
    std::vector<int> levelCells(issues.size() * raters, RatingTable::Missing);
    std::vector<IssueInfo> infos(issues.size());
    const bool byType = options.grouping == AgreementOptions::Grouping::Type;
    std::vector<std::vector<int>> typeVotes(byType ? issues.size() : 0);
    for (std::size_t index = 0; index < issues.size(); ++index) {
        const ProjectRatings::Issue &issue = *issues[index];
        IssueInfo &info = infos[index];
        info.framework = issue.frameworkId;
        if (issue.finalNode >= 0)
            info.finalType = taxonomy.ancestorAt(issue.finalNode, 0);
        for (const ProjectRatings::Vote &vote : ratings.votesOf(issue)) {
            const int column = columnOfVote(vote);
            if (column < 0 || vote.falsePositive || vote.node < 0)
                continue;
            const auto [category, type] = levelAndType[std::size_t(vote.node)];
            if (const int kept = keptColumn[std::size_t(column)]; kept >= 0)
                levelCells[index * raters + std::size_t(kept)] = category;
            if (byType && info.finalType < 0)
                typeVotes[index].push_back(type);
        }
    }

    // Group the issues; std::map keeps groups in taxonomy (or framework) order.
    std::map<std::pair<int, QString>, std::vector<std::size_t>> grouped;
    int undecidedByMajority = 0;
    for (std::size_t index = 0; index < infos.size(); ++index) {
        const IssueInfo &issue = infos[index];
        std::pair<int, QString> key{0, u"all"_s};
        if (options.grouping == AgreementOptions::Grouping::Framework) {
            const ProjectRatings::Framework framework = ratings.frameworks().value(issue.framework);
            key = {framework.position, framework.name};
        } else if (options.grouping == AgreementOptions::Grouping::Type) {
            int type = issue.finalType;
            if (type < 0) {
                // Every annotator's type counts here, raters of this level or not.
                const MajorityVote vote(typeVotes[index]);
                type = vote.winner().value_or(-1);
                ++undecidedByMajority;
            }
            key = type < 0 ? std::pair<int, QString>{taxonomy.size(), u"no majority"_s}
                           : std::pair<int, QString>{type, taxonomy.node(type).name.toLower()};
        }
        grouped[key].push_back(index);
    }
    if (options.grouping == AgreementOptions::Grouping::Type && undecidedByMajority > 0) {
        report.notes.append(u"%1 issues without a final label are grouped by their majority label's type"_s.arg(
            english.toString(undecidedByMajority)));
    }
    for (const auto &[key, members] : grouped) {
        std::vector<int> cells;
        cells.reserve(members.size() * raters);
        for (const std::size_t issue : members) {
            const auto row = levelCells.begin() + std::ptrdiff_t(issue * raters);
            cells.insert(cells.end(), row, row + std::ptrdiff_t(raters));
        }
        AgreementGroup group;
        group.name = key.second;
        group.table = RatingTable(static_cast<int>(members.size()), static_cast<int>(raters),
                                  static_cast<int>(report.categories.size()), std::move(cells));
        group.table.setCategoryLabels(report.categories);
        group.table.setRaterNames(report.annotators);
        group.summary = AgreementSummary::compute(group.table);
        report.groups.append(std::move(group));
    }
    return report;
}

QString AgreementReport::emptyReason() const
{
    const QLocale english(QLocale::English);
    if (issuesMatched == 0)
        return u"no issue matches these filters"_s;
    if (labelsAtLevel > 0)
        return {};
    if (labelsAbove > 0) {
        return u"no labels at the %1 level: the %2 labels of these %3 issues are all coarser (theme or type codes,"
               " as in the published study); use a coarser --level"_s.arg(levelKey, english.toString(labelsAbove),
                                                                      english.toString(issuesMatched));
    }
    return u"none of these %1 issues has a label that is a taxonomy category"_s.arg(english.toString(issuesMatched));
}

} // namespace taxonomist::core
