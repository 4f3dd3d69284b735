// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>
#include <QList>
#include <QPlainTextEdit>
#include <QString>

#include <optional>
#include <utility>

namespace taxonomist::ui {

// A transcript as text to select from, with a margin of coding stripes: one coloured bar beside
// the lines of each segment, overlapping segments side by side, the current one drawn strong.
// Positions are code points, as the project stores them. Clicking a stripe picks its segment.
class TranscriptView final : public QPlainTextEdit
{
    Q_OBJECT

public:
    struct Mark
    {
        QString guid;
        qint64 start = 0; // code points
        qint64 end = 0;
        QColor colour;
        QString label; // the segment's codes, for the stripe's tooltip
    };

    explicit TranscriptView(QWidget *parent = nullptr);

    // Untrusted text, shown as plain text (Markdown keeps its markup so ranges stay the same).
    void showText(const QString &text);
    void setMarks(const QList<Mark> &marks);
    void setCurrent(
        const QString &guid); // highlighted, its text selected and scrolled to; empty for none
    const QString &current() const { return m_current; }
    // The selected text as a code-point range, or nothing.
    std::optional<std::pair<qint64, qint64>> selectedRange() const;
    void selectRange(qint64 start, qint64 end);
    // The guids of the segments whose stripe is at `point` of the margin (tests click there).
    QString markAt(const QPoint &point) const;
    QWidget *stripes() const { return m_stripes; }

Q_SIGNALS:
    void markClicked(const QString &guid);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    friend class CodingStripes;
    int stripesWidth() const;
    void paintStripes(QPaintEvent *event);
    // The vertical extent of a mark in the margin's coordinates, or an empty range when hidden.
    std::pair<int, int> extentOf(const Mark &mark) const;
    void highlight();

    QWidget *m_stripes;
    QString m_text;
    QList<Mark> m_marks;
    QList<int> m_lanes;
    int m_laneCount = 0;
    QString m_current;
};

} // namespace taxonomist::ui
