// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QSize>

class QTableView;
class QWidget;

namespace taxonomist::ui {

// Windows and dialogs open within the screen they open on: a 1366×768 laptop, or a screen at 2×
// scale (whose logical size is half its pixels), sees each whole, its frame included.

// The room a top-level window may take on its screen: the screen's available area (without
// panels and docks) less the margins of a usual window frame.
QSize roomOnScreen(const QWidget *window);
// Sizes `window` to `preferred`, or less where its screen has less room.
void fitToScreen(QWidget *window, QSize preferred);
// After restoreGeometry(): a geometry saved on a larger screen (or another monitor) is brought
// within this one's room, the window moved onto its available area.
void keepOnScreen(QWidget *window);
// Rows as tall as a line of text and a small margin, not the style's roomier default: a list
// shows as many rows as a laptop screen allows (the lead's queue ten, at 1366×768).
void useCompactRows(QTableView *view);

} // namespace taxonomist::ui
