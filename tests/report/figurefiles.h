// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QtEndian>
#include <QXmlStreamReader>

#include <optional>

namespace taxonomist::test {

// Checks of the figures' files that do not trust the code that wrote them: XML parsed by Qt's
// reader, PDFs read by poppler (pdfinfo, pdftotext) and their cross-reference table checked by
// hand, PNGs taken apart chunk by chunk (CRCs, pHYs, the pixels inflated by zlib).

// Empty when `svg` is well-formed XML with an <svg> root, else the reader's error and where.
inline QString svgError(const QByteArray &svg)
{
    QXmlStreamReader reader(svg);
    bool root = false;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement() && !root) {
            if (reader.name() != QStringLiteral("svg"))
                return QStringLiteral("the root is not <svg>");
            root = true;
        }
    }
    if (reader.hasError())
        return QStringLiteral("%1:%2: %3")
            .arg(reader.lineNumber())
            .arg(reader.columnNumber())
            .arg(reader.errorString());
    return root ? QString() : QStringLiteral("no element");
}

// The texts of an SVG's <text> elements, in order.
inline QStringList svgTexts(const QByteArray &svg)
{
    QStringList texts;
    QXmlStreamReader reader(svg);
    while (!reader.atEnd()) {
        if (reader.readNext() == QXmlStreamReader::StartElement
            && reader.name() == QStringLiteral("text"))
            texts.append(reader.readElementText());
    }
    return texts;
}

// Empty when each object the PDF's cross-reference table points at starts there and startxref
// points at the table; else what is wrong.
inline QString pdfStructureError(const QByteArray &pdf)
{
    if (!pdf.startsWith("%PDF-1.") || !pdf.trimmed().endsWith("%%EOF"))
        return QStringLiteral("no PDF header or %%EOF");
    const qsizetype start = pdf.lastIndexOf("startxref\n");
    if (start < 0)
        return QStringLiteral("no startxref");
    const qsizetype xref = pdf.mid(start + 10).split('\n').value(0).toLongLong();
    if (pdf.mid(xref, 5) != "xref\n")
        return QStringLiteral("startxref does not point at the table");
    const QList<QByteArray> lines = pdf.mid(xref).split('\n');
    const int count = lines.value(1).split(' ').value(1).toInt();
    for (int object = 1; object < count; ++object) {
        const QByteArray entry = lines.value(2 + object);
        const qsizetype offset = entry.left(10).toLongLong();
        if (entry.size() != 19
            || !pdf.mid(offset).startsWith(QByteArray::number(object) + " 0 obj"))
            return QStringLiteral("object %1 is not where the table says").arg(object);
    }
    return {};
}

// A poppler tool's output on `path` (pdfinfo, pdftotext PATH -), or nothing when it failed.
inline std::optional<QString> poppler(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit
        || process.exitCode() != 0)
        return std::nullopt;
    return QString::fromUtf8(process.readAllStandardOutput());
}

struct PngImage
{
    QString error; // empty when the file is a valid PNG as the figures write them
    int width = 0;
    int height = 0;
    int dotsPerMetre = 0; // pHYs, the same both ways
    QByteArray rgb; // row by row, 3 bytes a pixel

    quint32 pixel(int x, int y) const
    {
        const auto *p
            = reinterpret_cast<const uchar *>(rgb.constData()) + (qsizetype(y) * width + x) * 3;
        return (quint32(p[0]) << 16) | (quint32(p[1]) << 8) | p[2];
    }
};

inline quint32 pngCrc(const QByteArray &data)
{
    quint32 c = 0xFFFFFFFFu;
    for (const char byte : data) {
        c ^= quint8(byte);
        for (int k = 0; k < 8; ++k)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    }
    return c ^ 0xFFFFFFFFu;
}

inline PngImage readPng(const QByteArray &png)
{
    PngImage image;
    if (!png.startsWith(QByteArray("\x89PNG\r\n\x1a\n", 8))) {
        image.error = QStringLiteral("no PNG signature");
        return image;
    }
    QByteArray compressed;
    qsizetype at = 8;
    bool ended = false;
    while (at + 12 <= png.size() && !ended) {
        const quint32 length = qFromBigEndian<quint32>(png.constData() + at);
        const QByteArray typed = png.mid(at + 4, qsizetype(length) + 4);
        const quint32 crc = qFromBigEndian<quint32>(png.constData() + at + 8 + length);
        if (pngCrc(typed) != crc) {
            image.error
                = QStringLiteral("bad CRC in chunk %1").arg(QString::fromLatin1(typed.left(4)));
            return image;
        }
        const QByteArray type = typed.left(4);
        const QByteArray data = typed.mid(4);
        if (type == "IHDR") {
            image.width = int(qFromBigEndian<quint32>(data.constData()));
            image.height = int(qFromBigEndian<quint32>(data.constData() + 4));
            if (data.mid(8, 5) != QByteArray("\x08\x02\x00\x00\x00", 5))
                image.error = QStringLiteral("not 8-bit RGB without interlace");
        } else if (type == "pHYs") {
            const quint32 x = qFromBigEndian<quint32>(data.constData());
            const quint32 y = qFromBigEndian<quint32>(data.constData() + 4);
            image.dotsPerMetre = x == y && data.at(8) == 1 ? int(x) : -1;
        } else if (type == "IDAT") {
            compressed += data;
        } else if (type == "IEND") {
            ended = true;
        }
        at += 12 + length;
    }
    if (!ended)
        image.error = QStringLiteral("no IEND");
    const qsizetype rowBytes = qsizetype(image.width) * 3 + 1;
    QByteArray sized(4, '\0');
    qToBigEndian(quint32(rowBytes * image.height), sized.data());
    const QByteArray raw = qUncompress(sized + compressed);
    if (raw.size() != rowBytes * image.height) {
        image.error = QStringLiteral("the pixels do not inflate to the image's size");
        return image;
    }
    for (int y = 0; y < image.height; ++y)
        image.rgb += raw.mid(y * rowBytes + 1, rowBytes - 1); // filter 0 on every row
    return image;
}

} // namespace taxonomist::test
