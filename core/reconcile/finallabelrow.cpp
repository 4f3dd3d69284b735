// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "finallabelrow.h"

#include "store/sqlitestatement.h"

namespace taxonomist::core {

QByteArray FinalLabelRow::columns(const char *alias)
{
    QByteArray text;
    for (const char *column :
        {"node_id", "false_positive", "method", "decided_by", "note", "decided_at"}) {
        if (!text.isEmpty())
            text += ", ";
        if (alias)
            text += QByteArray(alias) + '.';
        text += column;
    }
    return text;
}

std::optional<FinalLabel> FinalLabelRow::read(const SqliteStatement &row, int first)
{
    if (row.isNull(first + 2))
        return std::nullopt;
    FinalLabel label;
    label.nodeId = row.isNull(first) ? 0 : row.integer(first);
    label.falsePositive = row.integer(first + 1) != 0;
    label.method
        = FinalLabel::methodFromKey(row.text(first + 2)).value_or(DecisionMethod::Imported);
    label.decidedBy = row.isNull(first + 3) ? 0 : row.integer(first + 3);
    label.note = row.text(first + 4);
    label.decidedAt = row.text(first + 5);
    return label;
}

} // namespace taxonomist::core
