// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "markdownreportwriter.h"

#include "reportdocument.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

QString MarkdownReportWriter::escaped(const QString &text)
{
    QString result;
    result.reserve(text.size());
    for (const QChar c : text) {
        if (QStringView(u"\\`*_[]<>|~").contains(c))
            result += u'\\';
        if (c == u'\n' || c == u'\r') {
            result += u' ';
            continue;
        }
        result += c;
    }
    return result;
}

QString MarkdownReportWriter::write(const ReportDocument &document, const QString &figureFolder)
{
    QString text = u"# %1\n"_s.arg(escaped(document.title));
    for (const ReportDocument::Block &block : document.blocks) {
        switch (block.kind) {
        case ReportDocument::Block::Kind::Heading:
            text += u"\n## %1\n"_s.arg(escaped(block.text));
            break;
        case ReportDocument::Block::Kind::Paragraph:
            text += u'\n' + escaped(block.text) + u'\n';
            break;
        case ReportDocument::Block::Kind::Figure:
            if (!figureFolder.isEmpty()) {
                // A link target with spaces goes in angle brackets, as CommonMark reads it.
                QString target = figureFolder + u'/' + block.figure.fileName(FigureFormat::Svg);
                if (target.contains(u' '))
                    target = u'<' + target + u'>';
                text += u"\n![%1](%2)\n"_s.arg(escaped(block.figure.caption), target);
            }
            break;
        case ReportDocument::Block::Kind::Table: {
            const ReportTable &table = block.table;
            text += u"\n*%1*\n\n"_s.arg(escaped(table.caption));
            QStringList header;
            QStringList rule;
            for (qsizetype c = 0; c < table.header.size(); ++c) {
                header.append(escaped(table.header[c]));
                rule.append(table.numeric.value(c) ? u"---:"_s : u"---"_s);
            }
            text += u"| "_s + header.join(u" | "_s) + u" |\n| "_s + rule.join(u" | "_s) + u" |\n"_s;
            for (qsizetype r = 0; r < table.rows.size(); ++r) {
                const bool total = table.totalsFrom >= 0 && r >= table.totalsFrom;
                QStringList cells;
                for (const QString &cell : table.rows[r])
                    cells.append(total ? u"**%1**"_s.arg(escaped(cell)) : escaped(cell));
                text += u"| "_s + cells.join(u" | "_s) + u" |\n"_s;
            }
            break;
        }
        }
    }
    return text;
}

} // namespace taxonomist::core
