// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>

namespace taxonomist::core {

// DejaVu Sans, read with FreeType, for the figures: text widths for their layout, glyphs and
// metrics for the PDF that embeds the font, and coverage for the PNG that paints it. Loaded
// once a process from fonts-dejavu-core's file; every call is safe from any thread.
class FigureFont final
{
public:
    struct Metrics
    {
        int unitsPerEm = 1000;
        int ascent = 0; // in 1/1000 em, as a PDF's font descriptor says them
        int descent = 0;
        int capHeight = 0;
        int box[4] = {0, 0, 0, 0};
    };

    ~FigureFont();
    // The shared font, or an error naming the file that is missing or unreadable.
    static Result<const FigureFont *> shared();
    static QString path();

    // The width of `text` at `size` points, from the font's advances (no hinting, no kerning);
    // an estimate when the font cannot be read, so a figure's layout never depends on it.
    static double width(const QString &text, double size);

    const QByteArray &fileData() const { return m_data; }
    QString postScriptName() const;
    Metrics metrics() const;
    // The character a figure shows for `character`: itself, or U+FFFD (�) when the font has no
    // glyph for it (Chinese, say), so a PDF and a PNG show that something is missing and a PDF's
    // text says so too. SVG keeps the text as it is and leaves it to the viewer's fonts.
    char32_t shown(char32_t character) const;
    // The glyph for a character as shown() shows it, and a glyph's advance in 1/1000 em.
    unsigned glyph(char32_t character) const;
    int advance(unsigned glyph) const;
    // Paints `text` with its baseline's start at (x, y) pixels, `pixels` high per em, calling
    // `plot` with each covered pixel and its coverage (1–255); `bold` thickens the outlines.
    void paint(const QString &text, double pixels, double x, double y, bool bold,
        const std::function<void(int x, int y, int coverage)> &plot) const;
    // The width of `text` at `pixels` per em, as paint() advances.
    double paintedWidth(const QString &text, double pixels, bool bold) const;

private:
    struct Face;
    FigureFont() = default;
    QByteArray m_data;
    std::unique_ptr<Face> m_face;
};

} // namespace taxonomist::core
