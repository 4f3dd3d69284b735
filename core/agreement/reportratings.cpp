// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reportratings.h"

#include "majorityvote.h"
#include "util/coretext.h"

#include <QLocale>

#include <map>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Error ReportRatings::tooManyRaters(qsizetype raters, const QString &file)
{
    return Error(
        CoreText::tr("agreement compares at most %1 annotators at a time, and %2 hold labels here;"
                     " choose up to %1 with --annotator")
            .arg(AgreementReport::MaxRaters)
            .arg(raters),
        {file, 0, 0});
}

ReportRatings::ReportRatings(
    const ProjectRatings &context, const AgreementOptions &options, AgreementReport &report)
    : m_context(context)
    , m_options(options)
    , m_report(report)
{
    const Taxonomy &taxonomy = context.taxonomy().taxonomy;
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
    m_levelAndType.resize(std::size_t(taxonomy.size()));
    for (int i = 0; i < taxonomy.size(); ++i) {
        const int atLevel = taxonomy.ancestorAt(i, options.level);
        m_levelAndType[std::size_t(i)]
            = {atLevel < 0 ? RatingTable::Missing : categoryOfNode.value(atLevel),
                taxonomy.ancestorAt(i, 0)};
    }

    // The annotators of the report, in their Label order: all, or those asked for.
    const QList<Annotator> &all = context.annotators();
    m_columnOf.assign(std::size_t(all.size()), -1);
    for (int a = 0; a < all.size(); ++a) {
        if (options.annotatorIds.isEmpty() || options.annotatorIds.contains(all[a].id)) {
            m_columnOf[std::size_t(a)] = static_cast<int>(m_columnNames.size());
            m_columnNames.append(all[a].name);
        }
    }
    m_rated.assign(std::size_t(m_columnNames.size()), false);
}

void ReportRatings::add(
    const ProjectRatings::Issue &issue, std::span<const ProjectRatings::Vote> votes)
{
    if ((!m_options.frameworkIds.isEmpty() && !m_options.frameworkIds.contains(issue.frameworkId))
        || (!m_options.years.isEmpty() && !m_options.years.contains(issue.year)))
        return;
    const Taxonomy &taxonomy = m_context.taxonomy().taxonomy;
    const bool byType = m_options.grouping == AgreementOptions::Grouping::Type;
    const int finalType = issue.finalNode >= 0 ? taxonomy.ancestorAt(issue.finalNode, 0) : -1;
    m_typeVotes.clear();
    for (const ProjectRatings::Vote &vote : votes) {
        const int column = vote.annotator < 0 ? -1 : m_columnOf[std::size_t(vote.annotator)];
        if (column < 0)
            continue;
        if (vote.falsePositive) {
            ++m_falsePositives; // not a category of the taxonomy: left out as a missing rating
            continue;
        }
        if (vote.node < 0)
            continue;
        const auto [category, type] = m_levelAndType[std::size_t(vote.node)];
        if (category != RatingTable::Missing) {
            m_rated[std::size_t(column)] = true;
            ++m_report.labelsAtLevel;
            m_levelVotes.emplace_back(column, category);
        } else {
            ++m_report.labelsAbove;
        }
        // An undecided issue is grouped by the type of every annotator's label, raters of this
        // level or not.
        if (byType && finalType < 0)
            m_typeVotes.push_back(type);
    }

    int slot = 0;
    if (m_options.grouping == AgreementOptions::Grouping::Framework) {
        const auto found = m_frameworkSlot.constFind(issue.frameworkId);
        if (found != m_frameworkSlot.cend()) {
            slot = found.value();
        } else {
            slot = static_cast<int>(m_slotFramework.size());
            m_frameworkSlot.insert(issue.frameworkId, slot);
            m_slotFramework.append(issue.frameworkId);
        }
    } else if (byType) {
        int type = finalType;
        if (type < 0) {
            type = MajorityVote(m_typeVotes).winner().value_or(-1);
            ++m_undecidedByMajority;
        }
        slot = type < 0 ? taxonomy.size() : type;
    }
    m_slotOf.push_back(slot);
    m_ratingsEnd.push_back(m_levelVotes.size());
    ++m_report.issuesMatched;
}

ReportRatings::GroupKey ReportRatings::keyOf(int slot) const
{
    const Taxonomy &taxonomy = m_context.taxonomy().taxonomy;
    switch (m_options.grouping) {
    case AgreementOptions::Grouping::Framework: {
        const ProjectRatings::Framework framework
            = m_context.frameworks().value(m_slotFramework[slot]);
        return {framework.position, framework.name};
    }
    case AgreementOptions::Grouping::Type:
        return slot == taxonomy.size() ? GroupKey {taxonomy.size(), u"no majority"_s}
                                       : GroupKey {slot, taxonomy.node(slot).name.toLower()};
    case AgreementOptions::Grouping::None:
        break;
    }
    return {0, u"all"_s};
}

Status ReportRatings::finish()
{
    AgreementReport &report = m_report;
    const QLocale english(QLocale::English);
    if (m_falsePositives > 0) {
        report.notes.append(
            u"%1 false-positive labels are not taxonomy categories and count as missing ratings"_s
                .arg(english.toString(m_falsePositives)));
    }
    if (m_options.level == 0 && m_options.grouping == AgreementOptions::Grouping::Type) {
        // Each group holds the issues whose final type is that type: nearly every rating in it is
        // that one category, chance agreement is close to 1 and κ says nothing about the team.
        report.notes.append(
            u"grouped by type and measured at the type level, each group is (nearly) one category,"
            " so κ and α are not meaningful here; use --by none or --by framework"_s);
    }
    if (report.labelsAbove > 0 && report.labelsAtLevel > 0) {
        report.notes.append(
            u"%1 labels are coarser than the %2 level and count as missing ratings"_s.arg(
                english.toString(report.labelsAbove), report.levelKey));
    }

    // Annotators without a single rating here (a lead who only decides, someone who just
    // joined) are no raters of this report: they would only add empty columns and pairs.
    // The raters are bounded before any table of issues × raters exists.
    std::vector<int> keptColumn(m_rated.size(), -1); // annotator column -> report column
    for (std::size_t column = 0; column < m_rated.size(); ++column) {
        if (m_rated[column] || !m_options.annotatorIds.isEmpty()) {
            keptColumn[column] = static_cast<int>(report.annotators.size());
            report.annotators.append(m_columnNames[qsizetype(column)]);
        }
    }
    if (report.annotators.size() > AgreementReport::MaxRaters)
        return tooManyRaters(report.annotators.size(), m_context.path());
    const std::size_t raters = std::size_t(report.annotators.size());

    // Slots to groups; std::map keeps groups in taxonomy (or framework) order, and slots with
    // the same key (two frameworks of one name and position) share a group.
    const int slots = m_options.grouping == AgreementOptions::Grouping::Framework
        ? int(m_slotFramework.size())
        : m_options.grouping == AgreementOptions::Grouping::Type
        ? m_context.taxonomy().taxonomy.size() + 1
        : 1;
    std::vector<std::size_t> issuesOfSlot(std::size_t(slots), 0);
    for (const int slot : m_slotOf)
        ++issuesOfSlot[std::size_t(slot)];
    std::map<GroupKey, std::vector<int>> slotsOfGroup;
    for (int slot = 0; slot < slots; ++slot) {
        if (issuesOfSlot[std::size_t(slot)] > 0)
            slotsOfGroup[keyOf(slot)].push_back(slot);
    }
    if (m_options.grouping == AgreementOptions::Grouping::Type && m_undecidedByMajority > 0) {
        report.notes.append(
            u"%1 issues without a final label are grouped by their majority label's type"_s.arg(
                english.toString(m_undecidedByMajority)));
    }
    std::vector<int> groupOfSlot(std::size_t(slots), -1);
    std::vector<std::size_t> groupItems;
    QStringList groupNames;
    for (const auto &[key, members] : slotsOfGroup) {
        groupNames.append(key.second);
        groupItems.push_back(0);
        for (const int slot : members) {
            groupOfSlot[std::size_t(slot)] = static_cast<int>(groupItems.size() - 1);
            groupItems.back() += issuesOfSlot[std::size_t(slot)];
        }
    }

    // Each group's issues × kept raters, the issues in project order.
    std::vector<std::vector<int>> cells(groupItems.size());
    for (std::size_t group = 0; group < cells.size(); ++group)
        cells[group].assign(groupItems[group] * raters, RatingTable::Missing);
    std::vector<std::size_t> nextRow(groupItems.size(), 0);
    auto vote = m_levelVotes.cbegin();
    std::size_t votesRead = 0;
    auto end = m_ratingsEnd.cbegin();
    for (const int slot : m_slotOf) {
        const std::size_t group = std::size_t(groupOfSlot[std::size_t(slot)]);
        int *row = cells[group].data() + nextRow[group]++ * raters;
        for (const std::size_t last = *end++; votesRead < last; ++votesRead, ++vote) {
            const auto [column, category] = *vote;
            if (const int kept = keptColumn[std::size_t(column)]; kept >= 0)
                row[kept] = category;
        }
    }
    // The tables hold the ratings from here on.
    m_levelVotes = {};
    m_ratingsEnd = {};
    m_slotOf = {};

    for (std::size_t group = 0; group < cells.size(); ++group) {
        AgreementGroup result;
        result.name = groupNames[qsizetype(group)];
        result.table = RatingTable(static_cast<int>(groupItems[group]), static_cast<int>(raters),
            static_cast<int>(report.categories.size()), std::move(cells[group]));
        result.table.setCategoryLabels(report.categories);
        result.table.setRaterNames(report.annotators);
        result.summary = AgreementSummary::compute(result.table, m_options.measures);
        report.groups.append(std::move(result));
    }
    return success();
}

} // namespace taxonomist::core
