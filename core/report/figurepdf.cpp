// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The figure as a one-page PDF of its size: rectangles, lines and circles as paths, text in
// DejaVu Sans (a CID font by glyph index, with a ToUnicode map so the text can be searched and
// copied), embedded as a subset: the tables a PDF needs, with only the glyphs drawn.

#include "figure.h"
#include "figurefont.h"

#include <QMap>
#include <QSet>
#include <QtEndian>

#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QByteArray number(double value)
{
    QByteArray text = QByteArray::number(value, 'f', 3);
    while (text.endsWith('0'))
        text.chop(1);
    if (text.endsWith('.'))
        text.chop(1);
    return text == "-0" ? QByteArray("0") : text;
}

QByteArray colour(quint32 rgb)
{
    return number(double((rgb >> 16) & 0xFF) / 255.0) + ' '
        + number(double((rgb >> 8) & 0xFF) / 255.0) + ' ' + number(double(rgb & 0xFF) / 255.0);
}

// zlib's stream, as a PDF's FlateDecode wants it (qCompress puts the length in front).
QByteArray deflated(const QByteArray &data)
{
    return qCompress(data, 9).mid(4);
}

QByteArray utf16Hex(const QString &text)
{
    QByteArray hex = "FEFF";
    for (const QChar c : text)
        hex += QByteArray::number(c.unicode(), 16).rightJustified(4, '0').toUpper();
    return '<' + hex + '>';
}

class PdfFile
{
public:
    // Objects are numbered in the order added, from 1.
    int add(const QByteArray &body)
    {
        m_objects.append(body);
        return int(m_objects.size());
    }
    void set(int number, const QByteArray &body) { m_objects[number - 1] = body; }
    int stream(const QByteArray &dictionary, const QByteArray &data)
    {
        return add("<< " + dictionary + " /Length " + QByteArray::number(data.size())
            + " >>\nstream\n" + data + "\nendstream");
    }
    QByteArray bytes(int root, int info) const
    {
        QByteArray out = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
        QList<qsizetype> offsets;
        for (qsizetype i = 0; i < m_objects.size(); ++i) {
            offsets.append(out.size());
            out += QByteArray::number(i + 1) + " 0 obj\n" + m_objects[i] + "\nendobj\n";
        }
        const qsizetype xref = out.size();
        out += "xref\n0 " + QByteArray::number(m_objects.size() + 1) + "\n0000000000 65535 f \n";
        for (const qsizetype offset : offsets)
            out += QByteArray::number(offset).rightJustified(10, '0') + " 00000 n \n";
        out += "trailer\n<< /Size " + QByteArray::number(m_objects.size() + 1) + " /Root "
            + QByteArray::number(root) + " 0 R /Info " + QByteArray::number(info)
            + " 0 R >>\nstartxref\n" + QByteArray::number(xref) + "\n%%EOF\n";
        return out;
    }

private:
    QList<QByteArray> m_objects;
};

// A circle as four Bézier curves.
QByteArray circlePath(double cx, double cy, double r)
{
    constexpr double k = 0.5522847498;
    const auto p = [](double x, double y) { return number(x) + ' ' + number(y) + ' '; };
    return p(cx + r, cy) + "m\n" + p(cx + r, cy + k * r) + p(cx + k * r, cy + r) + p(cx, cy + r)
        + "c\n" + p(cx - k * r, cy + r) + p(cx - r, cy + k * r) + p(cx - r, cy) + "c\n"
        + p(cx - r, cy - k * r) + p(cx - k * r, cy - r) + p(cx, cy - r) + "c\n"
        + p(cx + k * r, cy - r) + p(cx + r, cy - k * r) + p(cx + r, cy) + "c\nf\n";
}

quint16 u16(const QByteArray &data, qsizetype at)
{
    return at + 2 <= data.size() ? qFromBigEndian<quint16>(data.constData() + at) : 0;
}

quint32 u32(const QByteArray &data, qsizetype at)
{
    return at + 4 <= data.size() ? qFromBigEndian<quint32>(data.constData() + at) : 0;
}

void put16(QByteArray &data, qsizetype at, quint16 value)
{
    qToBigEndian(value, data.data() + at);
}

void put32(QByteArray &data, qsizetype at, quint32 value)
{
    qToBigEndian(value, data.data() + at);
}

quint32 tableChecksum(const QByteArray &table)
{
    QByteArray padded = table;
    padded.append(QByteArray((4 - padded.size() % 4) % 4, '\0'));
    quint32 sum = 0;
    for (qsizetype at = 0; at < padded.size(); at += 4)
        sum += u32(padded, at);
    return sum;
}

// A TrueType font with only `used` glyphs' outlines (and the glyphs they are built of), glyph
// numbers kept, and only the tables a PDF's embedded TrueType font needs (no cmap: the PDF maps
// its codes to glyphs itself). None when the font is not one this can take apart.
std::optional<QByteArray> subsetFont(const QByteArray &font, const QSet<unsigned> &used)
{
    QMap<QByteArray, QByteArray> tables;
    const quint16 count = u16(font, 4);
    for (quint16 i = 0; i < count; ++i) {
        const qsizetype entry = 12 + qsizetype(i) * 16;
        const QByteArray tag = font.mid(entry, 4);
        const quint32 offset = u32(font, entry + 8);
        const quint32 length = u32(font, entry + 12);
        if (qsizetype(offset) + qsizetype(length) > font.size())
            return std::nullopt;
        tables.insert(tag, font.mid(offset, length));
    }
    for (const char *needed : {"head", "hhea", "maxp", "loca", "glyf", "hmtx"}) {
        if (!tables.contains(needed))
            return std::nullopt;
    }
    QByteArray head = tables.value("head");
    const QByteArray loca = tables.value("loca");
    const QByteArray glyf = tables.value("glyf");
    const bool longOffsets = u16(head, 50) == 1;
    const int glyphs = u16(tables.value("maxp"), 4);
    const auto glyphData = [&](unsigned glyph) -> QByteArray {
        if (glyph >= unsigned(glyphs))
            return {};
        const quint32 from
            = longOffsets ? u32(loca, qsizetype(glyph) * 4) : u16(loca, qsizetype(glyph) * 2) * 2u;
        const quint32 to = longOffsets ? u32(loca, qsizetype(glyph + 1) * 4)
                                       : u16(loca, qsizetype(glyph + 1) * 2) * 2u;
        return to > from ? glyf.mid(from, to - from) : QByteArray();
    };
    // The glyphs drawn, the missing glyph, and the parts of composite glyphs.
    QSet<unsigned> keep = used;
    keep.insert(0);
    QList<unsigned> pending(keep.begin(), keep.end());
    while (!pending.isEmpty()) {
        const QByteArray data = glyphData(pending.takeLast());
        if (data.size() < 10 || qint16(u16(data, 0)) >= 0)
            continue;
        qsizetype at = 10;
        for (quint16 flags = 0x20; (flags & 0x20) && at + 4 <= data.size();) {
            flags = u16(data, at);
            const unsigned part = u16(data, at + 2);
            if (!keep.contains(part)) {
                keep.insert(part);
                pending.append(part);
            }
            at += 4 + ((flags & 0x1) ? 4 : 2)
                + ((flags & 0x8)         ? 2
                        : (flags & 0x40) ? 4
                        : (flags & 0x80) ? 8
                                         : 0);
        }
    }
    QByteArray newGlyf;
    QByteArray newLoca(qsizetype(glyphs + 1) * 4, '\0');
    for (int glyph = 0; glyph < glyphs; ++glyph) {
        put32(newLoca, qsizetype(glyph) * 4, quint32(newGlyf.size()));
        if (keep.contains(unsigned(glyph))) {
            newGlyf += glyphData(unsigned(glyph));
            newGlyf.append(QByteArray((4 - newGlyf.size() % 4) % 4, '\0'));
        }
    }
    put32(newLoca, qsizetype(glyphs) * 4, quint32(newGlyf.size()));
    put16(head, 50, 1); // long offsets in loca
    put32(head, 8, 0); // checkSumAdjustment, set below
    QMap<QByteArray, QByteArray> kept {{"head", head}, {"hhea", tables.value("hhea")},
        {"maxp", tables.value("maxp")}, {"loca", newLoca}, {"glyf", newGlyf},
        {"hmtx", tables.value("hmtx")}};
    for (const char *hinting : {"cvt ", "fpgm", "prep"}) {
        if (tables.contains(hinting))
            kept.insert(hinting, tables.value(hinting));
    }
    // The offset table and the directory (tags in order), then each table padded to 4 bytes.
    const quint16 numTables = quint16(kept.size());
    quint16 power = 1;
    quint16 selector = 0;
    while (power * 2 <= numTables) {
        power *= 2;
        ++selector;
    }
    QByteArray out(12 + qsizetype(numTables) * 16, '\0');
    put32(out, 0, 0x00010000);
    put16(out, 4, numTables);
    put16(out, 6, quint16(power * 16));
    put16(out, 8, selector);
    put16(out, 10, quint16(numTables * 16 - power * 16));
    qsizetype entry = 12;
    qsizetype headOffset = 0;
    for (auto it = kept.cbegin(); it != kept.cend(); ++it, entry += 16) {
        out.replace(entry, 4, it.key());
        put32(out, entry + 4, tableChecksum(it.value()));
        put32(out, entry + 8, quint32(out.size()));
        put32(out, entry + 12, quint32(it.value().size()));
        if (it.key() == "head")
            headOffset = out.size();
        out += it.value();
        out.append(QByteArray((4 - out.size() % 4) % 4, '\0'));
    }
    put32(out, headOffset + 8, 0xB1B0AFBAu - tableChecksum(out));
    return out;
}

} // namespace

Result<QByteArray> FigureWriter::pdf(const Figure &figure)
{
    auto loaded = FigureFont::shared();
    if (!loaded)
        return loaded.error();
    const FigureFont &font = **loaded;

    // The page: PDF's y grows upwards, the figure's downwards.
    const auto y = [&](double at) { return figure.height - at; };
    QMap<unsigned, char32_t> used; // glyph → the character it shows, for ToUnicode and widths
    QByteArray content
        = "1 1 1 rg 0 0 " + number(figure.width) + ' ' + number(figure.height) + " re f\n1 J 1 j\n";
    for (const Figure::Item &item : figure.items) {
        switch (item.kind) {
        case Figure::Item::Kind::Rect: {
            const QPointF a = item.points.value(0);
            const QPointF b = item.points.value(1);
            content += colour(item.colour) + " rg " + number(std::min(a.x(), b.x())) + ' '
                + number(y(std::max(a.y(), b.y()))) + ' ' + number(std::abs(b.x() - a.x())) + ' '
                + number(std::abs(b.y() - a.y())) + " re f\n";
            break;
        }
        case Figure::Item::Kind::Line: {
            if (item.points.size() < 2)
                break;
            content += colour(item.colour) + " RG " + number(item.size) + " w ";
            for (qsizetype i = 0; i < item.points.size(); ++i)
                content += number(item.points[i].x()) + ' ' + number(y(item.points[i].y()))
                    + (i == 0 ? " m " : " l ");
            content += "S\n";
            break;
        }
        case Figure::Item::Kind::Circle:
            content += colour(item.colour) + " rg "
                + circlePath(item.points.value(0).x(), y(item.points.value(0).y()), item.size);
            break;
        case Figure::Item::Kind::Text: {
            QByteArray glyphs;
            int advance = 0;
            for (const char32_t c : item.text.toUcs4()) {
                const unsigned glyph = font.glyph(c);
                if (!used.contains(glyph))
                    used.insert(glyph, font.shown(c));
                advance += font.advance(glyph);
                glyphs += QByteArray::number(glyph, 16).rightJustified(4, '0');
            }
            const double width = double(advance) * item.size / 1000.0;
            const double x = item.points.value(0).x()
                - (item.anchor == Figure::Anchor::Middle     ? width / 2
                        : item.anchor == Figure::Anchor::End ? width
                                                             : 0.0);
            content += "BT " + colour(item.colour) + " rg ";
            if (item.bold)
                content += colour(item.colour) + " RG " + number(item.size * 0.04) + " w 2 Tr ";
            else
                content += "0 Tr ";
            content += "/F1 " + number(item.size) + " Tf 1 0 0 1 " + number(x) + ' '
                + number(y(item.points.value(0).y())) + " Tm <" + glyphs + "> Tj ET\n";
            break;
        }
        }
    }

    // The font's subset takes the six-letter tag a subset's name carries, from the glyphs drawn.
    const std::optional<QByteArray> subset
        = subsetFont(font.fileData(), QSet<unsigned>(used.keyBegin(), used.keyEnd()));
    const QByteArray fontFile = subset.value_or(font.fileData());
    quint32 hash = 2166136261u; // FNV-1a: the same subset, the same tag, in every run
    for (const char byte : fontFile)
        hash = (hash ^ quint8(byte)) * 16777619u;
    QByteArray tag;
    for (; tag.size() < 6; hash /= 26)
        tag += char('A' + hash % 26);
    PdfFile pdf;
    const QByteArray name
        = '/' + (subset ? tag + '+' : QByteArray()) + font.postScriptName().toLatin1();
    const int catalog = pdf.add({});
    const int pages = pdf.add({});
    const int page = pdf.add({});
    const int contents = pdf.stream("/Filter /FlateDecode", deflated(content));
    const int type0 = pdf.add({});
    const int cidFont = pdf.add({});
    const int descriptor = pdf.add({});
    const int file = pdf.stream(
        "/Filter /FlateDecode /Length1 " + QByteArray::number(fontFile.size()), deflated(fontFile));
    QByteArray cmap = "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
                      "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
                      "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
                      "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n";
    QByteArray widths = "[";
    const QList<unsigned> glyphs = used.keys();
    for (qsizetype from = 0; from < glyphs.size(); from += 100) {
        const qsizetype count = std::min<qsizetype>(100, glyphs.size() - from);
        cmap += QByteArray::number(count) + " beginbfchar\n";
        for (qsizetype i = from; i < from + count; ++i) {
            const unsigned glyph = glyphs[i];
            const QString text = QString::fromUcs4(&used[glyph], 1);
            QByteArray unicode;
            for (const QChar c : text)
                unicode += QByteArray::number(c.unicode(), 16).rightJustified(4, '0').toUpper();
            cmap += '<' + QByteArray::number(glyph, 16).rightJustified(4, '0') + "> <" + unicode
                + ">\n";
        }
        cmap += "endbfchar\n";
    }
    for (const unsigned glyph : glyphs)
        widths += QByteArray::number(glyph) + " [" + QByteArray::number(font.advance(glyph)) + "] ";
    widths += ']';
    cmap += "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n";
    const int toUnicode = pdf.stream("/Filter /FlateDecode", deflated(cmap));
    const int info = pdf.add(
        "<< /Title " + utf16Hex(figure.title) + " /Creator (Taxonomist) /Producer (Taxonomist) >>");

    pdf.set(catalog, "<< /Type /Catalog /Pages " + QByteArray::number(pages) + " 0 R >>");
    pdf.set(pages, "<< /Type /Pages /Kids [" + QByteArray::number(page) + " 0 R] /Count 1 >>");
    pdf.set(page,
        "<< /Type /Page /Parent " + QByteArray::number(pages) + " 0 R /MediaBox [0 0 "
            + number(figure.width) + ' ' + number(figure.height) + "] /Resources << /Font << /F1 "
            + QByteArray::number(type0) + " 0 R >> >> /Contents " + QByteArray::number(contents)
            + " 0 R >>");
    pdf.set(type0,
        "<< /Type /Font /Subtype /Type0 /BaseFont " + name
            + " /Encoding /Identity-H /DescendantFonts [" + QByteArray::number(cidFont)
            + " 0 R] /ToUnicode " + QByteArray::number(toUnicode) + " 0 R >>");
    pdf.set(cidFont,
        "<< /Type /Font /Subtype /CIDFontType2 /BaseFont " + name
            + " /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >>"
              " /FontDescriptor "
            + QByteArray::number(descriptor) + " 0 R /DW 1000 /W " + widths
            + " /CIDToGIDMap /Identity >>");
    const FigureFont::Metrics metrics = font.metrics();
    pdf.set(descriptor,
        "<< /Type /FontDescriptor /FontName " + name + " /Flags 32 /FontBBox ["
            + QByteArray::number(metrics.box[0]) + ' ' + QByteArray::number(metrics.box[1]) + ' '
            + QByteArray::number(metrics.box[2]) + ' ' + QByteArray::number(metrics.box[3])
            + "] /ItalicAngle 0 /Ascent " + QByteArray::number(metrics.ascent) + " /Descent "
            + QByteArray::number(metrics.descent) + " /CapHeight "
            + QByteArray::number(metrics.capHeight) + " /StemV 80 /FontFile2 "
            + QByteArray::number(file) + " 0 R >>");
    return pdf.bytes(catalog, info);
}

} // namespace taxonomist::core
