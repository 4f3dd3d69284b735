// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreementreport.h"

#include "majorityvote.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "taxonomy/taxonomystore.h"

#include <QHash>

#include <algorithm>
#include <QJsonArray>
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

// One label that counts: sparse, so memory follows the labels, not issues × annotators.
struct Rating
{
    qsizetype issue = 0; // index into the issues
    int column = 0;      // index into the annotators of the project (or of the request)
    int category = RatingTable::Missing; // at the level; Missing when the label is above it
    int type = -1;       // root index
};

QString inList(const QList<qint64> &ids)
{
    QStringList parts;
    for (const qint64 id : ids)
        parts.append(QString::number(id));
    return parts.join(u',');
}

Error tooManyRaters(qsizetype raters, const QString &file)
{
    return Error(u"agreement compares at most %1 annotators at a time, and %2 hold labels here;"
                 " choose up to %1 with --annotator"_s.arg(AgreementReport::MaxRaters)
                     .arg(raters),
                 {file, 0, 0});
}

} // namespace

Result<AgreementReport> AgreementReport::compute(const ProjectStore &store, const AgreementOptions &options)
{
    if (options.annotatorIds.size() > MaxRaters)
        return tooManyRaters(options.annotatorIds.size(), store.path());
    auto stored = TaxonomyStore::load(store);
    if (!stored)
        return stored.error();
    const Taxonomy &taxonomy = stored->taxonomy;
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
        }
    }
    QHash<qint64, int> indexOfId;
    for (int i = 0; i < stored->nodeIds.size(); ++i)
        indexOfId.insert(stored->nodeIds[i], i);

    auto allAnnotators = store.readAnnotators();
    if (!allAnnotators)
        return allAnnotators.error();
    QList<Annotator> annotators = std::move(*allAnnotators);
    if (!options.annotatorIds.isEmpty()) {
        annotators.removeIf([&](const Annotator &a) { return !options.annotatorIds.contains(a.id); });
    }
    QHash<qint64, int> columnOf;
    for (const Annotator &annotator : std::as_const(annotators))
        columnOf.insert(annotator.id, static_cast<int>(columnOf.size()));

    QString where = u" WHERE 1"_s;
    if (!options.frameworkIds.isEmpty())
        where += u" AND i.framework_id IN (%1)"_s.arg(inList(options.frameworkIds));
    if (!options.years.isEmpty()) {
        QList<qint64> years(options.years.begin(), options.years.end());
        where += u" AND i.year IN (%1)"_s.arg(inList(years));
    }
    // Two sequential scans instead of a join per label: the issues (with their final label),
    // then the labels in primary-key order.
    const QByteArray issueSql = (u"SELECT i.id, i.framework_id, f.node_id"
                                 " FROM issues i LEFT JOIN final_labels f ON f.issue_id = i.id"_s
                                 + where + u" ORDER BY i.id"_s)
                                    .toUtf8();
    SqliteStatement issueRows(store.handle(), issueSql.constData());
    std::vector<IssueInfo> issues;
    QHash<qint64, qsizetype> issueIndex;
    while (issueRows.next()) {
        IssueInfo issue;
        issue.framework = issueRows.integer(1);
        if (!issueRows.isNull(2))
            issue.finalType = taxonomy.ancestorAt(indexOfId.value(issueRows.integer(2), -1), 0);
        issueIndex.insert(issueRows.integer(0), static_cast<qsizetype>(issues.size()));
        issues.push_back(issue);
    }
    if (auto status = issueRows.readStatus(); !status)
        return status.error();
    // Node lookups once per node, not once per label.
    QHash<qint64, std::pair<int, int>> levelAndType; // node id -> (category or Missing, type index)
    for (int i = 0; i < taxonomy.size(); ++i) {
        const int atLevel = taxonomy.ancestorAt(i, options.level);
        levelAndType.insert(stored->nodeIds[i], {atLevel < 0 ? RatingTable::Missing : categoryOfNode.value(atLevel),
                                                 taxonomy.ancestorAt(i, 0)});
    }
    SqliteStatement rows(store.handle(), "SELECT issue_id, annotator_id, node_id, false_positive FROM labels");
    int falsePositives = 0;
    std::vector<Rating> ratings;
    std::vector<bool> rated(static_cast<std::size_t>(annotators.size()), false);
    while (rows.next()) {
        const auto issue = issueIndex.constFind(rows.integer(0));
        const auto column = columnOf.constFind(rows.integer(1));
        if (issue == issueIndex.cend() || column == columnOf.cend())
            continue;
        if (rows.integer(3) != 0) {
            ++falsePositives; // not a category of the taxonomy: left out as a missing rating
            continue;
        }
        const auto node = levelAndType.constFind(rows.integer(2));
        if (node == levelAndType.cend())
            continue;
        ratings.push_back({*issue, *column, node->first, node->second});
        if (node->first != RatingTable::Missing)
            rated[std::size_t(*column)] = true;
    }
    if (auto status = rows.readStatus(); !status)
        return status.error();
    if (falsePositives > 0) {
        report.notes.append(u"%1 false-positive labels are not taxonomy categories and count as missing ratings"_s.arg(
            falsePositives));
    }

    // Annotators without a single rating here (a lead who only decides, someone who just
    // joined) are no raters of this report: they would only add empty columns and pairs.
    // The raters are bounded before any table of issues × raters exists.
    std::vector<int> keptColumn(rated.size(), -1); // annotator column -> report column
    for (qsizetype column = 0; column < annotators.size(); ++column) {
        if (rated[std::size_t(column)] || !options.annotatorIds.isEmpty()) {
            keptColumn[std::size_t(column)] = static_cast<int>(report.annotators.size());
            report.annotators.append(annotators[column].name);
        }
    }
    if (report.annotators.size() > MaxRaters)
        return tooManyRaters(report.annotators.size(), store.path());
    const std::size_t raters = std::size_t(report.annotators.size());

    // Issues × kept raters at the level; the type votes stay sparse, per issue.
    std::vector<int> levelCells(issues.size() * raters, RatingTable::Missing);
    std::vector<std::vector<int>> typeVotes(options.grouping == AgreementOptions::Grouping::Type ? issues.size() : 0);
    for (const Rating &rating : ratings) {
        const int kept = keptColumn[std::size_t(rating.column)];
        if (kept >= 0)
            levelCells[std::size_t(rating.issue) * raters + std::size_t(kept)] = rating.category;
        if (!typeVotes.empty() && issues[std::size_t(rating.issue)].finalType < 0)
            typeVotes[std::size_t(rating.issue)].push_back(rating.type);
    }
    ratings = {};

    // Group the issues; std::map keeps groups in taxonomy (or framework) order.
    std::map<std::pair<int, QString>, std::vector<std::size_t>> grouped;
    QHash<qint64, QString> frameworkNames;
    QHash<qint64, int> frameworkPositions;
    SqliteStatement frameworks(store.handle(), "SELECT id, name, position FROM frameworks");
    while (frameworks.next()) {
        frameworkNames.insert(frameworks.integer(0), frameworks.text(1));
        frameworkPositions.insert(frameworks.integer(0), static_cast<int>(frameworks.integer(2)));
    }
    if (auto status = frameworks.readStatus(); !status)
        return status.error();
    int undecidedByMajority = 0;
    for (std::size_t index = 0; index < issues.size(); ++index) {
        const IssueInfo &issue = issues[index];
        std::pair<int, QString> key{0, u"all"_s};
        if (options.grouping == AgreementOptions::Grouping::Framework) {
            key = {frameworkPositions.value(issue.framework), frameworkNames.value(issue.framework)};
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
            undecidedByMajority));
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

} // namespace taxonomist::core
