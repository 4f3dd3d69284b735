// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>
#include <QPalette>

namespace taxonomist::ui {

// Colours with a meaning (an error, a warning, a keyword hit), derived from a palette so they stay
// readable on a light and on a dark one; and the dark palette that screenshots use.
class PaletteColors final
{
public:
    // Whether the palette's window is dark (text lighter than the background).
    static bool isDark(const QPalette &palette);
    // Text that reports a failure, legible on the palette's window and base.
    static QColor error(const QPalette &palette);
    // Text that needs attention (a flagged code), legible on the palette's base.
    static QColor warning(const QPalette &palette);
    // The background and text of a filter keyword in the issue viewer.
    static QColor keywordBackground(const QPalette &palette);
    static QColor keywordText(const QPalette &palette);

    // A dark palette for the Fusion style (`taxonomist --dark`, the screenshot tools).
    static QPalette darkPalette();
};

} // namespace taxonomist::ui
