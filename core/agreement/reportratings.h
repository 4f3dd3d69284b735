// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreementreport.h"
#include "projectratings.h"
#include "ratingtable.h"

#include <QHash>

#include <deque>
#include <span>
#include <utility>
#include <vector>

namespace taxonomist::core {

// The ratings an AgreementReport measures, taken one issue at a time — from ProjectRatings in
// memory or straight from the tally as it is read — and kept as a few bytes a rating at the
// report's level: each issue's group and its (annotator column, category) pairs. finish()
// then fills one rating table per group and computes its summary.
class ReportRatings final
{
public:
    // `context` gives the taxonomy, annotators and frameworks (its issues are not read); the
    // report gets its level, categories and options here and the rest from finish().
    ReportRatings(
        const ProjectRatings &context, const AgreementOptions &options, AgreementReport &report);

    // One issue of the project with its votes; issues the options filter out are passed over.
    void add(const ProjectRatings::Issue &issue, std::span<const ProjectRatings::Vote> votes);
    // The notes, the raters, and a table and summary per group, into the report; an Error when
    // more annotators rate here than a report compares.
    Status finish();

    // The refusal of a report over more than AgreementReport::MaxRaters annotators.
    static Error tooManyRaters(qsizetype raters, const QString &file);

private:
    using GroupKey = std::pair<int, QString>; // order, name: groups come out in this order
    GroupKey keyOf(int slot) const;

    const ProjectRatings &m_context;
    AgreementOptions m_options;
    AgreementReport &m_report;
    std::vector<std::pair<int, int>>
        m_levelAndType; // per taxonomy node: category at the level, type
    std::vector<int> m_columnOf; // annotator index -> column, -1 when not asked for
    QStringList m_columnNames;
    std::vector<bool> m_rated; // per column: rates at least one issue at the level

    // Per issue kept: its slot (a type, a framework or "all", turned into a group in finish())
    // and where its level ratings end in m_levelVotes. Deques, not vectors: they grow a block at
    // a time instead of being copied into twice the room, which for a study of millions of
    // ratings held both copies at once for a moment.
    std::deque<int> m_slotOf;
    std::deque<std::size_t> m_ratingsEnd;
    std::deque<std::pair<int, int>> m_levelVotes; // (column, category)
    QHash<qint64, int> m_frameworkSlot;
    QList<qint64> m_slotFramework;
    std::vector<int> m_typeVotes; // scratch: an undecided issue's types
    int m_falsePositives = 0;
    int m_undecidedByMajority = 0;
};

} // namespace taxonomist::core
