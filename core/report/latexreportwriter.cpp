// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "latexreportwriter.h"

#include "reportdocument.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// The spelling of a character that LaTeX treats specially or that its default fonts (OT1, with
// the UTF-8 input LaTeX reads by default) do not have; empty for one written as it is.
QString spelling(char32_t c)
{
    switch (c) {
    case U'\\':
        return u"\\textbackslash{}"_s;
    case U'{':
        return u"\\{"_s;
    case U'}':
        return u"\\}"_s;
    case U'$':
        return u"\\$"_s;
    case U'&':
        return u"\\&"_s;
    case U'#':
        return u"\\#"_s;
    case U'%':
        return u"\\%"_s;
    case U'_':
        return u"\\_"_s;
    case U'~':
        return u"\\textasciitilde{}"_s;
    case U'^':
        return u"\\textasciicircum{}"_s;
    case U'<':
        return u"\\textless{}"_s;
    case U'>':
        return u"\\textgreater{}"_s;
    case U'|':
        return u"\\textbar{}"_s;
    case U'"':
        return u"''"_s;
    case U'\n':
    case U'\r':
    case U'\t':
        return u" "_s;
    case U'\u00A0':
        return u"~"_s;
    case U'\u00D7':
        return u"$\\times$"_s;
    case U'\u03B1':
        return u"$\\alpha$"_s;
    case U'\u03BA':
        return u"$\\kappa$"_s;
    case U'\u2212':
        return u"$-$"_s;
    case U'\u2013':
        return u"--"_s;
    case U'\u2014':
        return u"---"_s;
    case U'\u2018':
        return u"`"_s;
    case U'\u2019':
        return u"'"_s;
    case U'\u201C':
        return u"``"_s;
    case U'\u201D':
        return u"''"_s;
    case U'\u2026':
        return u"\\ldots{}"_s;
    case U'\u3001': // the Chinese enumeration comma of the study's detail names
        return u","_s;
    default:
        break;
    }
    if (c < 0x20 || c == 0x7F)
        return u" "_s;
    // Latin-1's letters compose from accents in OT1; its symbols and everything beyond do not.
    const bool latinLetter = c >= 0xC0 && c <= 0xFF && c != 0xF7;
    if (c < 0x80 || latinLetter)
        return {};
    return u"\\texttt{U+%1}"_s.arg(QString::number(uint(c), 16).toUpper().rightJustified(4, u'0'));
}

// Columns of long text (a node's name) wrap in a paragraph column; the others keep one line.
QList<bool> wrappedColumns(const ReportTable &table)
{
    QList<bool> wrapped;
    for (qsizetype c = 0; c < table.header.size(); ++c) {
        qsizetype longest = 0;
        for (const QStringList &row : table.rows)
            longest = std::max(longest, row.value(c).size());
        wrapped.append(!table.numeric.value(c) && longest > 32);
    }
    return wrapped;
}

QString columnSpec(const ReportTable &table, const QList<bool> &wrapped)
{
    QString spec;
    for (qsizetype c = 0; c < table.header.size(); ++c)
        spec += table.numeric.value(c) ? u"r"_s : wrapped[c] ? u"p{5cm}"_s : u"l"_s;
    return spec;
}

// One row; a wrapped cell is set ragged right (justified, a narrow column spreads its words), which
// LaTeX allows in any column but the last, where \raggedright would redefine the row's end.
QString line(const QStringList &cells, const QList<bool> &wrapped)
{
    QStringList escaped;
    for (qsizetype c = 0; c < cells.size(); ++c) {
        const bool ragged = wrapped.value(c) && c + 1 < cells.size();
        escaped.append(
            (ragged ? u"\\raggedright "_s : QString()) + LatexReportWriter::escaped(cells[c]));
    }
    return escaped.join(u" & "_s) + u" \\\\\n"_s;
}

QString tableText(const ReportTable &table)
{
    const QString caption = u"\\caption{%1}\\label{tab:%2}"_s.arg(
        LatexReportWriter::escaped(table.caption), table.id);
    const QList<bool> wrapped = wrappedColumns(table);
    QString body;
    for (qsizetype r = 0; r < table.rows.size(); ++r) {
        if (r == table.totalsFrom)
            body += u"\\midrule\n"_s;
        body += line(table.rows[r], wrapped);
    }
    const QString header = line(table.header, {});
    // Small type and narrower gaps between columns, kept inside the table: Table I has a column
    // per year and per type and must fit a paper's text width.
    if (table.mayBreak) {
        return u"\\begingroup\n\\small\n\\setlength{\\tabcolsep}{4pt}\n\\begin{longtable}{%1}\n"
               u"%2\\\\\n\\toprule\n%3\\midrule\n\\endfirsthead\n\\toprule\n%"
               u"3\\midrule\n\\endhead\n"
               u"\\bottomrule\n\\endfoot\n%4\\end{longtable}\n\\endgroup\n"_s.arg(
                   columnSpec(table, wrapped), caption, header, body);
    }
    return u"\\begin{table}[tbp]\n\\centering\n\\small\n\\setlength{\\tabcolsep}{4pt}\n%1\n"
           u"\\begin{tabular}{%2}\n\\toprule\n%3\\midrule\n%4\\bottomrule\n\\end{tabular}\n"
           u"\\end{table}\n"_s.arg(caption, columnSpec(table, wrapped), header, body);
}

} // namespace

QString LatexReportWriter::escaped(const QString &text)
{
    QString result;
    result.reserve(text.size());
    for (const char32_t c : text.toUcs4()) {
        const QString spelled = spelling(c);
        if (spelled.isEmpty())
            result += QString::fromUcs4(&c, 1);
        else
            result += spelled;
    }
    return result;
}

QString LatexReportWriter::write(const ReportDocument &document)
{
    QString text = u"% %1, written by Taxonomist. \\input{} it into a document that loads\n"
                   u"% \\usepackage{booktabs,longtable}.\n"_s.arg(escaped(document.title));
    for (const ReportDocument::Block &block : document.blocks) {
        switch (block.kind) {
        case ReportDocument::Block::Kind::Heading:
            text += u"\n\\subsection*{%1}\n"_s.arg(escaped(block.text));
            break;
        case ReportDocument::Block::Kind::Paragraph:
            text += u'\n' + escaped(block.text) + u'\n';
            break;
        case ReportDocument::Block::Kind::Table:
            text += u'\n' + tableText(block.table);
            break;
        case ReportDocument::Block::Kind::Figure:
            break;
        }
    }
    return text;
}

} // namespace taxonomist::core
