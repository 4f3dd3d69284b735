// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "rowseal.h"
#include "util/sametext.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUuid>

// The rows a pull reads from the team server, as ServerPull (serverpull.cpp) and the check of
// their signatures (serverseals.cpp) share them. Internal to the team layer.
namespace taxonomist::core::pulled {

inline bool isUuid(const QString &text)
{
    return text.size() == 36 && !QUuid(text).isNull();
}

// What the server sent, by table in dependency order.
enum Part {
    SharedRows,
    ProposalRows,
    LabelRows,
    FinalLabelRows,
    AssignmentRows,
    VoteRows,
    PartCount
};

// What the row's columns say, to hold its record to.
struct RowColumns
{
    Part part = SharedRows;
    QString owner;
    QString key;
    QString extra; // shared: the kind; proposals: the status
    qint64 rev = 0;
    QString batch; // the signed batch the row came in (empty: none)
};

struct Row
{
    RowColumns columns;
    QByteArray salt;
    QByteArray line;
    RowDigest digest {}; // what its batch must hold (rowDigest), when it names one
};

// One author's rows, in dependency order.
using Rows = QList<Row>;

inline const char *tableOf(Part part)
{
    static const char *const names[]
        = {"shared", "proposals", "labels", "final_labels", "assignments", "votes"};
    return names[part];
}

inline bool sameUuid(const QString &a, const QString &b)
{
    // Equal as written is the common case (every UUID the server and the records write is
    // lower-case): a plain comparison first, the case-blind one only when that fails.
    return sameText(a, b) || a.compare(b, Qt::CaseInsensitive) == 0;
}

} // namespace taxonomist::core::pulled

// Moved as bytes when a list of them grows (each member is).
Q_DECLARE_TYPEINFO(taxonomist::core::pulled::RowColumns, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(taxonomist::core::pulled::Row, Q_RELOCATABLE_TYPE);
