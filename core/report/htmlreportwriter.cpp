// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "htmlreportwriter.h"

#include "reportdocument.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString tableText(const ReportTable &table)
{
    const auto cell = [&](const QString &tag, qsizetype column, const QString &text) {
        return table.numeric.value(column) ? u"<%1 class=\"n\">%2</%1>"_s.arg(tag, escaped(text))
                                           : u"<%1>%2</%1>"_s.arg(tag, escaped(text));
    };
    QString html = u"<table id=\"%1\">\n<caption>%2</caption>\n<thead><tr>"_s.arg(
        table.id, escaped(table.caption));
    for (qsizetype c = 0; c < table.header.size(); ++c)
        html += cell(u"th"_s, c, table.header[c]);
    html += u"</tr></thead>\n<tbody>\n"_s;
    for (qsizetype r = 0; r < table.rows.size(); ++r) {
        html += r == table.totalsFrom ? u"</tbody>\n<tfoot>\n<tr>"_s : u"<tr>"_s;
        for (qsizetype c = 0; c < table.rows[r].size(); ++c)
            html += cell(u"td"_s, c, table.rows[r][c]);
        html += u"</tr>\n"_s;
    }
    html += table.totalsFrom >= 0 ? u"</tfoot>\n</table>\n"_s : u"</tbody>\n</table>\n"_s;
    return html;
}

} // namespace

QString HtmlReportWriter::write(const ReportDocument &document)
{
    QString html = u"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                   u"<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                   u"style-src 'unsafe-inline'; img-src data:\">\n"
                   u"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                   u"<title>%1</title>\n<style>\n"
                   u"body { font-family: 'DejaVu Sans', Helvetica, Arial, sans-serif; max-width: "
                   u"64rem; margin: 2rem auto; padding: 0 1rem; color: #111; background: #fff; "
                   u"line-height: 1.45; }\n"
                   u"table { border-collapse: collapse; margin: 1.5rem 0; font-size: 0.9rem; "
                   u"border-bottom: 2px solid #111; }\n"
                   u"caption { caption-side: top; text-align: left; font-style: italic; "
                   u"padding-bottom: 0.4rem; }\n"
                   u"thead th { border-top: 2px solid #111; border-bottom: 1px solid #111; }\n"
                   u"th, td { padding: 0.2rem 0.6rem; text-align: left; vertical-align: top; }\n"
                   u".n { text-align: right; font-variant-numeric: tabular-nums; white-space: "
                   u"nowrap; }\n"
                   u"tfoot td { font-weight: bold; border-top: 1px solid #111; }\n"
                   u"figure { margin: 1.5rem 0; }\nfigure svg { max-width: 100%; height: auto; }\n"
                   u"figcaption { font-style: italic; font-size: 0.9rem; }\n"
                   u"</style>\n</head>\n<body>\n<h1>%1</h1>\n"_s.arg(escaped(document.title));
    for (const ReportDocument::Block &block : document.blocks) {
        switch (block.kind) {
        case ReportDocument::Block::Kind::Heading:
            html += u"<h2>%1</h2>\n"_s.arg(escaped(block.text));
            break;
        case ReportDocument::Block::Kind::Paragraph:
            html += u"<p>%1</p>\n"_s.arg(escaped(block.text));
            break;
        case ReportDocument::Block::Kind::Table:
            html += tableText(block.table);
            break;
        case ReportDocument::Block::Kind::Figure:
            // The chart's own SVG, inline: FigureWriter escapes every text it holds.
            html += u"<figure>\n%1<figcaption>%2</figcaption>\n</figure>\n"_s.arg(
                QString::fromUtf8(FigureWriter::svg(block.figure.figure)),
                escaped(block.figure.caption));
            break;
        }
    }
    html += u"</body>\n</html>\n"_s;
    return html;
}

} // namespace taxonomist::core
