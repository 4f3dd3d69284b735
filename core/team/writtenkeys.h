// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QSet>
#include <QtGlobal>

#include <algorithm>
#include <utility>
#include <vector>

namespace taxonomist::core {

// The (issue, annotator) keys a merge has written into a table of per-member rows that held no
// row and no tombstone when the merge began (a new copy's first pull). Any other key is surely
// not in the table, so the merge need not look its row up: a lookup per row was a tenth of a full
// pull. Keys are row ids; those of a project of up to two million issues (the issue's id below
// 2^21, the annotator's below 64) are one bit each, 16 MiB at most.
class WrittenKeys final
{
public:
    // Whether the row may be in the table (was written, or removed, by this merge).
    bool has(qint64 issue, qint64 annotator) const
    {
        if (!inRange(issue, annotator))
            return m_other.contains({issue, annotator});
        return size_t(issue) < m_bits.size() && (m_bits[size_t(issue)] >> annotator & 1U) != 0;
    }
    // Noted before the row is written: a write that fails halfway leaves the key looked up.
    void add(qint64 issue, qint64 annotator)
    {
        if (!inRange(issue, annotator)) {
            m_other.insert({issue, annotator});
            return;
        }
        if (size_t(issue) >= m_bits.size())
            m_bits.resize(std::min(std::max(size_t(issue) + 1, m_bits.size() * 2), Bits));
        m_bits[size_t(issue)] |= quint64(1) << annotator;
    }

private:
    static bool inRange(qint64 issue, qint64 annotator)
    {
        return issue >= 0 && issue < qint64(Bits) && annotator >= 0 && annotator < 64;
    }

    static constexpr size_t Bits = size_t(1) << 21; // issue ids held as bits

    std::vector<quint64> m_bits; // by issue id, a bit per annotator id
    QSet<std::pair<qint64, qint64>> m_other;
};

// The tables of a merge that began empty (see WrittenKeys), shared by the mergers of one pull.
struct FreshTables
{
    bool labels = false;
    bool assignments = false;
    WrittenKeys writtenLabels;
    WrittenKeys writtenAssignments;
};

} // namespace taxonomist::core
