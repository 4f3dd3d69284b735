// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labelrow.h"

#include "sqlitestatement.h"

namespace taxonomist::core {

QByteArray LabelRow::columns(const char *alias)
{
    const QByteArray prefix = alias ? QByteArray(alias) + '.' : QByteArray();
    QByteArray text;
    for (const char *column : {"node_id", "summary", "false_positive", "false_positive_reason",
             "unsure", "comment", "open_code"})
        text += prefix + column + ", ";
    return text + RowVersion::columns(alias, "updated_at");
}

Label LabelRow::readLabel(const SqliteStatement &row, int first)
{
    Label label;
    label.nodeId = row.isNull(first) ? 0 : row.integer(first);
    label.summary = row.text(first + 1);
    label.falsePositive = row.integer(first + 2) != 0;
    label.falsePositiveReason = row.text(first + 3);
    label.unsure = row.integer(first + 4) != 0;
    label.comment = row.text(first + 5);
    label.openCode = row.text(first + 6);
    label.updatedAt = row.text(first + 8);
    return label;
}

RowVersion LabelRow::readVersion(const SqliteStatement &row, int first)
{
    return RowVersion::read(row, first + 7);
}

} // namespace taxonomist::core
