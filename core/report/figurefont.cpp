// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "figurefont.h"

#include "util/coretext.h"
#include "util/runtimelibrary.h"

#include <QFile>

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_SYNTHESIS_H
#include FT_TRUETYPE_TABLES_H

#include <cmath>
#include <mutex>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// FreeType's functions, taken when the first figure is drawn (RuntimeLibrary: linked, FreeType
// and the libraries it needs would load at every start of the CLI).
struct FreeType
{
    decltype(&::FT_Init_FreeType) init_FreeType = nullptr;
    decltype(&::FT_New_Memory_Face) new_Memory_Face = nullptr;
    decltype(&::FT_Done_Face) done_Face = nullptr;
    decltype(&::FT_Done_FreeType) done_FreeType = nullptr;
    decltype(&::FT_Get_Postscript_Name) get_Postscript_Name = nullptr;
    decltype(&::FT_Get_Sfnt_Table) get_Sfnt_Table = nullptr;
    decltype(&::FT_Get_Char_Index) get_Char_Index = nullptr;
    decltype(&::FT_Load_Glyph) load_Glyph = nullptr;
    decltype(&::FT_GlyphSlot_Embolden) glyphSlot_Embolden = nullptr;
    decltype(&::FT_Render_Glyph) render_Glyph = nullptr;
    decltype(&::FT_Set_Char_Size) set_Char_Size = nullptr;
    QString error; // empty when every function was found
};

const FreeType &freeType()
{
    static const FreeType loaded = [] {
        RuntimeLibrary library(u"freetype"_s, 6);
        FreeType functions;
        library.take(functions.init_FreeType, "FT_Init_FreeType");
        library.take(functions.new_Memory_Face, "FT_New_Memory_Face");
        library.take(functions.done_Face, "FT_Done_Face");
        library.take(functions.done_FreeType, "FT_Done_FreeType");
        library.take(functions.get_Postscript_Name, "FT_Get_Postscript_Name");
        library.take(functions.get_Sfnt_Table, "FT_Get_Sfnt_Table");
        library.take(functions.get_Char_Index, "FT_Get_Char_Index");
        library.take(functions.load_Glyph, "FT_Load_Glyph");
        library.take(functions.glyphSlot_Embolden, "FT_GlyphSlot_Embolden");
        library.take(functions.render_Glyph, "FT_Render_Glyph");
        library.take(functions.set_Char_Size, "FT_Set_Char_Size");
        functions.error = library.error();
        return functions;
    }();
    return loaded;
}

} // namespace

struct FigureFont::Face
{
    FT_Library library = nullptr;
    FT_Face face = nullptr;
    mutable std::mutex mutex; // a FreeType face serves one call at a time
};

FigureFont::~FigureFont()
{
    if (m_face) {
        if (m_face->face)
            freeType().done_Face(m_face->face);
        if (m_face->library)
            freeType().done_FreeType(m_face->library);
    }
}

QString FigureFont::path()
{
    return u"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"_s;
}

Result<const FigureFont *> FigureFont::shared()
{
    static const auto loaded = []() -> Result<std::shared_ptr<FigureFont>> {
        QFile file(path());
        if (!file.open(QIODevice::ReadOnly))
            return Error(CoreText::tr("cannot read the figures' font (DejaVu Sans, Debian's "
                                      "fonts-dejavu-core): %1")
                             .arg(file.errorString()),
                {path(), 0, 0});
        if (!freeType().error.isEmpty())
            return Error(CoreText::tr(
                "cannot draw the figures' text without FreeType (Debian's libfreetype6): %1")
                             .arg(freeType().error));
        std::shared_ptr<FigureFont> font(new FigureFont);
        font->m_data = file.readAll();
        font->m_face = std::make_unique<Face>();
        if (freeType().init_FreeType(&font->m_face->library) != 0
            || freeType().new_Memory_Face(font->m_face->library,
                   reinterpret_cast<const FT_Byte *>(font->m_data.constData()),
                   FT_Long(font->m_data.size()), 0, &font->m_face->face)
                != 0
            || !FT_IS_SFNT(font->m_face->face))
            return Error(CoreText::tr("the figures' font is not a TrueType font FreeType can read"),
                {path(), 0, 0});
        return font;
    }();
    if (!loaded)
        return loaded.error();
    return static_cast<const FigureFont *>(loaded->get());
}

double FigureFont::width(const QString &text, double size)
{
    auto font = shared();
    if (!font)
        return 0.6 * size * double(text.size());
    double total = 0.0;
    for (const char32_t c : text.toUcs4())
        total += (*font)->advance((*font)->glyph(c));
    return total * size / 1000.0;
}

QString FigureFont::postScriptName() const
{
    std::lock_guard lock(m_face->mutex);
    const char *name = freeType().get_Postscript_Name(m_face->face);
    return name ? QString::fromLatin1(name) : u"DejaVuSans"_s;
}

FigureFont::Metrics FigureFont::metrics() const
{
    std::lock_guard lock(m_face->mutex);
    const FT_Face face = m_face->face;
    const double scale = 1000.0 / double(face->units_per_EM);
    const auto em = [scale](double units) { return int(std::lround(units * scale)); };
    Metrics metrics;
    metrics.unitsPerEm = face->units_per_EM;
    metrics.ascent = em(face->ascender);
    metrics.descent = em(face->descender);
    const auto *os2 = static_cast<const TT_OS2 *>(freeType().get_Sfnt_Table(face, FT_SFNT_OS2));
    metrics.capHeight = os2 && os2->sCapHeight > 0 ? em(os2->sCapHeight) : metrics.ascent;
    metrics.box[0] = em(double(face->bbox.xMin));
    metrics.box[1] = em(double(face->bbox.yMin));
    metrics.box[2] = em(double(face->bbox.xMax));
    metrics.box[3] = em(double(face->bbox.yMax));
    return metrics;
}

char32_t FigureFont::shown(char32_t character) const
{
    std::lock_guard lock(m_face->mutex);
    return freeType().get_Char_Index(m_face->face, FT_ULong(character)) != 0 ? character
                                                                             : U'\uFFFD';
}

unsigned FigureFont::glyph(char32_t character) const
{
    const char32_t drawn = shown(character);
    std::lock_guard lock(m_face->mutex);
    return freeType().get_Char_Index(m_face->face, FT_ULong(drawn));
}

int FigureFont::advance(unsigned glyph) const
{
    std::lock_guard lock(m_face->mutex);
    if (freeType().load_Glyph(m_face->face, glyph, FT_LOAD_NO_SCALE) != 0)
        return 0;
    return int(std::lround(
        double(m_face->face->glyph->advance.x) * 1000.0 / double(m_face->face->units_per_EM)));
}

namespace {

// Loads a glyph at the face's current size, thickened when bold.
bool loadGlyph(FT_Face face, char32_t character, bool bold, bool render)
{
    // What FigureFont::shown() shows: the replacement character for one the font lacks.
    FT_UInt glyph = freeType().get_Char_Index(face, FT_ULong(character));
    if (glyph == 0)
        glyph = freeType().get_Char_Index(face, FT_ULong(U'\uFFFD'));
    if (freeType().load_Glyph(face, glyph, FT_LOAD_DEFAULT | FT_LOAD_TARGET_LIGHT) != 0)
        return false;
    if (bold)
        freeType().glyphSlot_Embolden(face->glyph);
    return !render || freeType().render_Glyph(face->glyph, FT_RENDER_MODE_NORMAL) == 0;
}

} // namespace

double FigureFont::paintedWidth(const QString &text, double pixels, bool bold) const
{
    std::lock_guard lock(m_face->mutex);
    const FT_Face face = m_face->face;
    if (freeType().set_Char_Size(face, 0, FT_F26Dot6(std::lround(pixels * 64.0)), 72, 72) != 0)
        return 0.0;
    double total = 0.0;
    for (const char32_t c : text.toUcs4()) {
        if (loadGlyph(face, c, bold, false))
            total += double(face->glyph->advance.x) / 64.0;
    }
    return total;
}

void FigureFont::paint(const QString &text, double pixels, double x, double y, bool bold,
    const std::function<void(int x, int y, int coverage)> &plot) const
{
    std::lock_guard lock(m_face->mutex);
    const FT_Face face = m_face->face;
    if (freeType().set_Char_Size(face, 0, FT_F26Dot6(std::lround(pixels * 64.0)), 72, 72) != 0)
        return;
    double pen = x;
    const int baseline = int(std::lround(y));
    for (const char32_t c : text.toUcs4()) {
        if (!loadGlyph(face, c, bold, true))
            continue;
        const FT_GlyphSlot slot = face->glyph;
        const FT_Bitmap &bitmap = slot->bitmap;
        const int left = int(std::lround(pen)) + slot->bitmap_left;
        const int top = baseline - slot->bitmap_top;
        for (unsigned row = 0; row < bitmap.rows; ++row) {
            const unsigned char *line = bitmap.buffer + std::ptrdiff_t(row) * bitmap.pitch;
            for (unsigned column = 0; column < bitmap.width; ++column) {
                if (line[column] != 0)
                    plot(left + int(column), top + int(row), line[column]);
            }
        }
        pen += double(slot->advance.x) / 64.0;
    }
}

} // namespace taxonomist::core
