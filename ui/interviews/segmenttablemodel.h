// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "interviews/segment.h"

#include <QAbstractTableModel>
#include <QSet>

namespace taxonomist::ui {

// The segments of one source as a table: where, the quote, its codes (a code the taxonomy lacks
// marked as flagged), the memo and, when the lead looks at others' coding, whose it is.
class SegmentTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Range, Quote, Codes, Memo, Coder, ColumnCount };
    enum Role { GuidRole = Qt::UserRole + 1 };

    explicit SegmentTableModel(QObject *parent = nullptr);

    void setSegments(const QList<core::Segment> &segments, const QSet<QString> &unknownCodes);
    const QList<core::Segment> &segments() const { return m_segments; }
    const core::Segment *segment(const QString &guid) const;
    int rowOf(const QString &guid) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "A.1, C.11 (not in the taxonomy)".
    static QString codesText(const QStringList &links, const QSet<QString> &unknownCodes);

private:
    QList<core::Segment> m_segments;
    QSet<QString> m_unknown;
};

} // namespace taxonomist::ui
