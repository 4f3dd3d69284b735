// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "kappaheatmap.h"

#include <QFontMetrics>
#include <QLinearGradient>
#include <QLocale>
#include <QPainter>
#include <QPaintEvent>
#include <QStyle>
#include <QStyleOptionFocusRect>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace taxonomist::ui {

namespace {
constexpr int legendHeight = 34;
}

KappaHeatmap::KappaHeatmap(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"kappaHeatmap"_s);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    // Focusable, so a screen reader reaches it and reads every value from the description.
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Pairwise Cohen κ heatmap"));
}

void KappaHeatmap::setMatrix(const QStringList &names, const QList<std::optional<double>> &values)
{
    m_names = names;
    m_values = values;
    m_values.resize(names.size() * names.size());
    // The values, as a screen reader reads them: every pair once.
    QStringList pairs;
    const QLocale locale;
    for (qsizetype row = 0; row < names.size(); ++row) {
        for (qsizetype column = row + 1; column < names.size(); ++column) {
            const auto kappa = value(int(row), int(column));
            pairs += tr("%1 and %2: %3")
                         .arg(names[row], names[column],
                             kappa ? locale.toString(*kappa, 'f', 2) : tr("undefined"));
        }
    }
    setAccessibleDescription(pairs.isEmpty()
            ? tr("No two annotators have labelled the same issues yet.")
            : pairs.join(u"; "_s));
    updateGeometry();
    update();
}

std::optional<double> KappaHeatmap::value(int row, int column) const
{
    const qsizetype n = m_names.size();
    if (row < 0 || column < 0 || row >= n || column >= n)
        return std::nullopt;
    return m_values[row * n + column];
}

QColor KappaHeatmap::colorFor(double kappa)
{
    // Red below chance, yellow at 0.5, green at perfect agreement.
    const double t = std::clamp(kappa, 0.0, 1.0);
    const QColor low(0xd7, 0x30, 0x27);
    const QColor mid(0xfe, 0xe0, 0x8b);
    const QColor high(0x1a, 0x98, 0x50);
    const auto mix = [](const QColor &a, const QColor &b, double f) {
        return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * f),
            float(a.greenF() + (b.greenF() - a.greenF()) * f),
            float(a.blueF() + (b.blueF() - a.blueF()) * f));
    };
    return t < 0.5 ? mix(low, mid, t / 0.5) : mix(mid, high, (t - 0.5) / 0.5);
}

QSize KappaHeatmap::sizeHint() const
{
    return {420, 320};
}

QSize KappaHeatmap::minimumSizeHint() const
{
    return {240, 200};
}

void KappaHeatmap::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());
    const int n = static_cast<int>(m_names.size());
    if (n == 0) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(
            rect(), Qt::AlignCenter, tr("No two annotators have labelled the same issues yet."));
        return;
    }
    const QFontMetrics metrics(font());
    int labelWidth = 0;
    for (const QString &name : m_names)
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(name));
    labelWidth += 12;
    const int top = metrics.height() + 8;
    const int cell = std::max(
        18, std::min((width() - labelWidth - 8) / n, (height() - top - legendHeight - 8) / n));
    const QRect grid(labelWidth, top, cell * n, cell * n);

    painter.setPen(palette().color(QPalette::Text));
    for (int i = 0; i < n; ++i) {
        const QString elided = metrics.elidedText(m_names[i], Qt::ElideRight, labelWidth - 8);
        painter.drawText(QRect(0, grid.top() + i * cell, labelWidth - 6, cell),
            Qt::AlignVCenter | Qt::AlignRight, elided);
        // Column headings: initials keep narrow columns readable; the rows carry the full names.
        const QString initials = metrics.elidedText(m_names[i], Qt::ElideRight, cell - 2);
        painter.drawText(QRect(grid.left() + i * cell, 0, cell, top - 2),
            Qt::AlignHCenter | Qt::AlignBottom, initials);
    }
    for (int row = 0; row < n; ++row) {
        for (int column = 0; column < n; ++column) {
            const QRect box(grid.left() + column * cell, grid.top() + row * cell, cell, cell);
            const auto kappa = value(row, column);
            painter.fillRect(box.adjusted(1, 1, -1, -1),
                kappa ? colorFor(*kappa) : palette().color(QPalette::AlternateBase));
            painter.setPen(kappa && *kappa > 0.25 && *kappa < 0.75 ? QColor(Qt::black)
                    : kappa                                        ? QColor(Qt::white)
                            : palette().color(QPalette::PlaceholderText));
            painter.drawText(
                box, Qt::AlignCenter, kappa ? QLocale().toString(*kappa, 'f', 2) : u"—"_s);
        }
    }
    // Legend: the colour scale from 0 to 1.
    const QRect legend(grid.left(), grid.bottom() + 10, std::min(grid.width(), 240), 10);
    QLinearGradient gradient(legend.topLeft(), legend.topRight());
    for (int step = 0; step <= 10; ++step)
        gradient.setColorAt(step / 10.0, colorFor(step / 10.0));
    painter.fillRect(legend, gradient);
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(
        QRect(legend.left(), legend.bottom() + 2, 40, metrics.height()), Qt::AlignLeft, u"≤ 0"_s);
    painter.drawText(QRect(legend.right() - 40, legend.bottom() + 2, 40, metrics.height()),
        Qt::AlignRight, u"1"_s);
    if (hasFocus()) { // keyboard users see where they are
        QStyleOptionFocusRect focus;
        focus.initFrom(this);
        focus.rect = grid.adjusted(-3, -3, 3, 3);
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, &painter, this);
    }
}

} // namespace taxonomist::ui
