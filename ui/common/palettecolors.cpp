// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "palettecolors.h"

namespace taxonomist::ui {

bool PaletteColors::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness()
        < palette.color(QPalette::WindowText).lightness();
}

QColor PaletteColors::error(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e);
}

QColor PaletteColors::warning(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xff, 0xb7, 0x4d) : QColor(0xb0, 0x5a, 0x00);
}

QColor PaletteColors::keywordBackground(const QPalette &palette)
{
    return isDark(palette) ? QColor(0x7a, 0x5c, 0x00) : QColor(0xff, 0xd5, 0x4f);
}

QColor PaletteColors::keywordText(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xff, 0xf4, 0xd6) : QColor(0x1a, 0x1a, 0x1a);
}

QPalette PaletteColors::darkPalette()
{
    QPalette dark;
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabled(0x80, 0x80, 0x80);
    dark.setColor(QPalette::Window, window);
    dark.setColor(QPalette::WindowText, text);
    dark.setColor(QPalette::Base, base);
    dark.setColor(QPalette::AlternateBase, QColor(0x33, 0x36, 0x3a));
    dark.setColor(QPalette::ToolTipBase, window);
    dark.setColor(QPalette::ToolTipText, text);
    dark.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    dark.setColor(QPalette::Text, text);
    dark.setColor(QPalette::Button, QColor(0x3a, 0x3d, 0x41));
    dark.setColor(QPalette::ButtonText, text);
    dark.setColor(QPalette::BrightText, QColor(0xff, 0x80, 0x80));
    dark.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    dark.setColor(QPalette::Midlight, QColor(0x42, 0x45, 0x4a));
    dark.setColor(QPalette::Mid, QColor(0x30, 0x32, 0x36));
    dark.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    dark.setColor(QPalette::Shadow, Qt::black);
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xc7));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    dark.setColor(QPalette::LinkVisited, QColor(0xc5, 0x8a, 0xf9));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        dark.setColor(QPalette::Disabled, role, disabled);
    return dark;
}

} // namespace taxonomist::ui
