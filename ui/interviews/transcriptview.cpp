// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "transcriptview.h"

#include "interviews/textpositions.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTextBlock>
#include <QToolTip>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {
constexpr int laneWidth = 7;
constexpr int stripeWidth = 5;
constexpr int margin = 6;
} // namespace

// The margin beside the text; its painting and clicks belong to the view.
class CodingStripes final : public QWidget
{
public:
    explicit CodingStripes(TranscriptView *view)
        : QWidget(view)
        , m_view(view)
    {
        setObjectName(u"codingStripes"_s);
        setMouseTracking(true);
    }

    QSize sizeHint() const override { return {m_view->stripesWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_view->paintStripes(event); }
    void mousePressEvent(QMouseEvent *event) override
    {
        const QString guid = m_view->markAt(event->position().toPoint());
        if (!guid.isEmpty())
            Q_EMIT m_view->markClicked(guid);
    }
    bool event(QEvent *event) override
    {
        if (event->type() == QEvent::ToolTip) {
            const auto *help = static_cast<QHelpEvent *>(event);
            const QString guid = m_view->markAt(help->pos());
            for (const TranscriptView::Mark &mark : std::as_const(m_view->m_marks)) {
                if (mark.guid == guid) {
                    QToolTip::showText(help->globalPos(), mark.label.toHtmlEscaped(), this);
                    return true;
                }
            }
            QToolTip::hideText();
            return true;
        }
        return QWidget::event(event);
    }

private:
    TranscriptView *m_view;
};

TranscriptView::TranscriptView(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_stripes(new CodingStripes(this))
{
    setObjectName(u"transcriptView"_s);
    setReadOnly(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setUndoRedoEnabled(false);
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 1.08);
    setFont(font);
    connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect &rect, int dy) {
        if (dy != 0)
            m_stripes->scroll(0, dy);
        else
            m_stripes->update(0, rect.y(), m_stripes->width(), rect.height());
    });
    setViewportMargins(stripesWidth(), 0, 0, 0);
}

int TranscriptView::stripesWidth() const
{
    return margin + std::max(1, m_laneCount) * laneWidth + 2;
}

void TranscriptView::showText(const QString &text)
{
    m_text = text;
    m_marks.clear();
    m_lanes.clear();
    m_laneCount = 0;
    m_current.clear();
    setPlainText(text);
    setViewportMargins(stripesWidth(), 0, 0, 0);
    highlight();
}

void TranscriptView::setMarks(const QList<Mark> &marks)
{
    m_marks = marks;
    std::sort(m_marks.begin(), m_marks.end(), [](const Mark &a, const Mark &b) {
        return a.start != b.start ? a.start < b.start : a.end > b.end;
    });
    // Lanes: each segment takes the leftmost lane free at its start.
    QList<qint64> laneEnds;
    m_lanes.clear();
    for (const Mark &mark : std::as_const(m_marks)) {
        int lane = 0;
        while (lane < laneEnds.size() && laneEnds[lane] > mark.start)
            ++lane;
        if (lane == laneEnds.size())
            laneEnds.append(0);
        laneEnds[lane] = mark.end;
        m_lanes.append(lane);
    }
    m_laneCount = static_cast<int>(laneEnds.size());
    setViewportMargins(stripesWidth(), 0, 0, 0);
    highlight();
    m_stripes->update();
}

void TranscriptView::setCurrent(const QString &guid)
{
    m_current = guid;
    highlight();
    m_stripes->update();
    for (const Mark &mark : std::as_const(m_marks)) {
        if (mark.guid == guid)
            selectRange(mark.start, mark.end); // the chosen segment's text is selected, in view
    }
}

std::optional<std::pair<qint64, qint64>> TranscriptView::selectedRange() const
{
    const QTextCursor cursor = textCursor();
    if (!cursor.hasSelection())
        return std::nullopt;
    // The document's positions are UTF-16 units of the plain text (line breaks count one).
    return std::pair {TextPositions::toCodePoint(m_text, cursor.selectionStart()),
        TextPositions::toCodePoint(m_text, cursor.selectionEnd())};
}

void TranscriptView::selectRange(qint64 start, qint64 end)
{
    QTextCursor cursor(document());
    cursor.setPosition(static_cast<int>(TextPositions::toUtf16(m_text, start)));
    cursor.setPosition(
        static_cast<int>(TextPositions::toUtf16(m_text, end)), QTextCursor::KeepAnchor);
    setTextCursor(cursor);
    ensureCursorVisible();
}

void TranscriptView::highlight()
{
    QList<QTextEdit::ExtraSelection> selections;
    for (const Mark &mark : std::as_const(m_marks)) {
        QTextEdit::ExtraSelection selection;
        selection.cursor = QTextCursor(document());
        selection.cursor.setPosition(static_cast<int>(TextPositions::toUtf16(m_text, mark.start)));
        selection.cursor.setPosition(
            static_cast<int>(TextPositions::toUtf16(m_text, mark.end)), QTextCursor::KeepAnchor);
        QColor background = mark.colour;
        background.setAlpha(mark.guid == m_current ? 110 : 38);
        selection.format.setBackground(background);
        if (mark.guid == m_current)
            selection.format.setFontUnderline(true);
        selections.append(selection);
    }
    // The current segment last, so it shows over the others.
    std::stable_sort(selections.begin(), selections.end(), [](const auto &a, const auto &b) {
        return a.format.background().color().alpha() < b.format.background().color().alpha();
    });
    setExtraSelections(selections);
}

std::pair<int, int> TranscriptView::extentOf(const Mark &mark) const
{
    QTextCursor from(document());
    from.setPosition(static_cast<int>(TextPositions::toUtf16(m_text, mark.start)));
    QTextCursor to(document());
    to.setPosition(
        static_cast<int>(TextPositions::toUtf16(m_text, std::max(mark.start, mark.end - 1))));
    const QRect top = cursorRect(from);
    const QRect bottom = cursorRect(to);
    return {top.top(), bottom.bottom()};
}

QString TranscriptView::markAt(const QPoint &point) const
{
    for (qsizetype i = m_marks.size() - 1; i >= 0; --i) {
        const int x = margin + m_lanes[i] * laneWidth;
        const auto [top, bottom] = extentOf(m_marks[i]);
        if (point.x() >= x - 1 && point.x() <= x + stripeWidth + 1 && point.y() >= top
            && point.y() <= bottom)
            return m_marks[i].guid;
    }
    return {};
}

void TranscriptView::paintStripes(QPaintEvent *event)
{
    QPainter painter(m_stripes);
    painter.fillRect(event->rect(), palette().color(QPalette::Window));
    painter.setRenderHint(QPainter::Antialiasing);
    for (qsizetype i = 0; i < m_marks.size(); ++i) {
        const Mark &mark = m_marks[i];
        const auto [top, bottom] = extentOf(mark);
        if (bottom < event->rect().top() || top > event->rect().bottom())
            continue;
        const bool current = mark.guid == m_current;
        QColor colour = mark.colour;
        if (!current && !m_current.isEmpty())
            colour.setAlpha(150);
        const QRectF bar(margin + m_lanes[i] * laneWidth - (current ? 1 : 0), top + 1,
            stripeWidth + (current ? 2 : 0), std::max(4, bottom - top - 2));
        painter.setPen(current ? QPen(palette().color(QPalette::Text), 1) : Qt::NoPen);
        painter.setBrush(colour);
        painter.drawRoundedRect(bar, 2, 2);
    }
}

void TranscriptView::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect area = contentsRect();
    m_stripes->setGeometry(area.left(), area.top(), stripesWidth(), area.height());
}

} // namespace taxonomist::ui
