// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "screenfit.h"

#include <QHeaderView>
#include <QTableView>

#include <algorithm>
#include <QGuiApplication>
#include <QRect>
#include <QScreen>
#include <QWidget>

namespace taxonomist::ui {

namespace {

// A title bar and borders, as most window managers draw them (before a window is shown Qt does
// not know its frame yet).
constexpr QSize FrameMargins(16, 40);

QRect availableArea(const QWidget *window)
{
    const QScreen *screen = window ? window->screen() : nullptr;
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect(0, 0, 1366, 768);
}

} // namespace

QSize roomOnScreen(const QWidget *window)
{
    return (availableArea(window).size() - FrameMargins).expandedTo(QSize(1, 1));
}

void fitToScreen(QWidget *window, QSize preferred)
{
    window->resize(preferred.boundedTo(roomOnScreen(window)));
}

void keepOnScreen(QWidget *window)
{
    const QRect area = availableArea(window);
    const QSize room = roomOnScreen(window);
    if (window->width() > room.width() || window->height() > room.height())
        window->resize(window->size().boundedTo(room));
    QRect frame = window->frameGeometry();
    frame.setSize(frame.size().expandedTo(window->size() + FrameMargins));
    if (area.contains(frame))
        return;
    // Moved as little as it takes: the frame's right and bottom edges inside first, then its
    // left and top (which win when it is still wider than the area).
    QPoint to = frame.topLeft();
    to.setX(std::max(area.left(), std::min(to.x(), area.right() + 1 - frame.width())));
    to.setY(std::max(area.top(), std::min(to.y(), area.bottom() + 1 - frame.height())));
    window->move(to);
}

void useCompactRows(QTableView *view)
{
    view->verticalHeader()->setMinimumSectionSize(view->fontMetrics().height() + 4);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
}

} // namespace taxonomist::ui
