// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reportdocument.h"

#include "figurecharts.h"
#include "resultsreport.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QString capitalized(const QString &text)
{
    return text.isEmpty() ? text : text.left(1).toUpper() + text.mid(1);
}

QString coefficient(const AgreementValue &value)
{
    return value.isDefined() ? ReportDocument::decimal(*value.value) : u"—"_s;
}

QString interval(const AgreementValue &low, const AgreementValue &high)
{
    if (!low.isDefined() || !high.isDefined())
        return u"—"_s;
    return u"[%1, %2]"_s.arg(
        ReportDocument::decimal(*low.value), ReportDocument::decimal(*high.value));
}

ReportDocument::Block heading(const QString &text)
{
    return {ReportDocument::Block::Kind::Heading, text, {}, {}};
}

ReportDocument::Block paragraph(const QString &text)
{
    return {ReportDocument::Block::Kind::Paragraph, text, {}, {}};
}

ReportDocument::Block tableBlock(ReportTable table)
{
    return {ReportDocument::Block::Kind::Table, {}, std::move(table), {}};
}

ReportDocument::Block figureBlock(ReportFigure figure)
{
    return {ReportDocument::Block::Kind::Figure, {}, {}, std::move(figure)};
}

ReportTable tableOne(const ResultsReport &report)
{
    const StudyStatistics &statistics = report.statistics;
    ReportTable table;
    table.id = u"table-issues"_s;
    table.caption = u"Issues per framework, by year and by the type of their final label"_s;
    table.header.append(u"Framework"_s);
    for (const int year : statistics.yearKeys)
        table.header.append(QString::number(year));
    for (const QString &type : statistics.typeKeys)
        table.header.append(capitalized(type));
    const bool undecided = statistics.total.undecided > 0;
    if (undecided)
        table.header.append(u"Undecided"_s);
    if (report.hasScreening()) {
        table.header.append(u"Excluded"_s);
        table.header.append(u"Excluded rate"_s);
        table.caption += u"; excluded: false positives removed in screening"_s;
    }
    table.header.append(u"Issues"_s);
    table.numeric.fill(true, table.header.size());
    table.numeric[0] = false;
    const auto rowOf = [&](const FrameworkStatistics &stats) {
        QStringList row {stats.name};
        for (const int year : statistics.yearKeys)
            row.append(ReportDocument::count(stats.years.value(year)));
        for (const QString &type : statistics.typeKeys)
            row.append(ReportDocument::count(stats.types.value(type)));
        if (undecided)
            row.append(ReportDocument::count(stats.undecided));
        if (report.hasScreening()) {
            row.append(ReportDocument::count(stats.excluded));
            row.append(ReportDocument::percent(stats.falsePositiveRate()));
        }
        row.append(ReportDocument::count(stats.issues));
        return row;
    };
    for (const FrameworkStatistics &stats : statistics.frameworks)
        table.rows.append(rowOf(stats));
    table.totalsFrom = static_cast<int>(table.rows.size());
    table.rows.append(rowOf(statistics.total));
    return table;
}

ReportTable agreementTable(const ResultsReport &report)
{
    ReportTable table;
    table.id = u"table-agreement"_s;
    table.caption
        = u"Agreement on the %1 labels per type of final label"_s.arg(report.agreement.levelKey);
    table.header = {u"Type"_s, u"Items"_s, u"Raters"_s, u"Fleiss' κ"_s, u"95 % CI"_s, u"Kripp. α"_s,
        u"Gwet AC1"_s};
    table.numeric = {false, true, true, true, true, true, true};
    for (const AgreementGroup &group : report.agreement.groups) {
        const AgreementSummary &s = group.summary;
        table.rows.append({capitalized(group.name), ReportDocument::count(group.table.items()),
            QString::number(group.table.raters()), coefficient(s.fleiss.kappa),
            interval(s.fleiss.ciLow, s.fleiss.ciHigh), coefficient(s.krippendorffAlpha),
            coefficient(s.gwetAc1.value)});
    }
    return table;
}

ReportTable themeTable(const ResultsReport &report)
{
    ReportTable table;
    table.id = u"table-themes"_s;
    table.caption
        = u"Each theme's own Fleiss' κ over all issues (%1 raters)"_s.arg(report.themeRaters);
    table.header = {u"Theme"_s, u"Name"_s, u"Prevalence"_s, u"κ"_s};
    table.numeric = {false, false, true, true};
    table.mayBreak = report.themes.size() > 30;
    for (const ResultsReport::ThemeAgreement &theme : report.themes)
        table.rows.append({theme.code, theme.name, ReportDocument::percent(theme.prevalence),
            coefficient(theme.kappa)});
    return table;
}

ReportTable taxonomyTable(const ResultsReport &report)
{
    ReportTable table;
    table.id = u"table-taxonomy"_s;
    table.caption
        = u"The taxonomy with the issues whose final label is each node or one below it"_s;
    table.header = {u"Code"_s, u"Name"_s, u"Level"_s, u"Issues"_s, u"Details"_s};
    table.numeric = {false, false, false, true, true};
    table.mayBreak = true;
    for (const ResultsReport::TaxonomyCount &node : report.taxonomy)
        table.rows.append({node.code, node.name, report.levels.value(node.level).name,
            node.level > report.deepestFinalLevel ? u"—"_s : ReportDocument::count(node.issues),
            ReportDocument::count(node.details)});
    return table;
}

ReportTable interviewTable(const InterviewComparison &comparison)
{
    ReportTable table;
    table.id = u"table-interviews"_s;
    table.caption
        = u"Issues beside the users (%1) and developers (%2) interviewed who raise each node"_s
              .arg(comparison.users)
              .arg(comparison.developers);
    table.header = {
        u"Code"_s, u"Name"_s, u"Issues"_s, u"Share"_s, u"Users"_s, u"Developers"_s, u"Raised by"_s};
    table.numeric = {false, false, true, true, true, true, false};
    table.mayBreak = comparison.rows.size() > 30;
    for (const InterviewComparison::Row &row : comparison.rows) {
        table.rows.append({row.code, row.inTaxonomy ? row.name : u"(not in the taxonomy)"_s,
            ReportDocument::count(row.issues), ReportDocument::percent(row.issueShare),
            u"%1 (%2)"_s.arg(row.users).arg(ReportDocument::percent(row.userShare)),
            u"%1 (%2)"_s.arg(row.developers).arg(ReportDocument::percent(row.developerShare)),
            InterviewComparison::divergenceText(row.divergence)});
    }
    return table;
}

ReportFigure kappaFigure(const ResultsReport &report)
{
    BarChart chart;
    chart.title = u"Fleiss' κ per type (%1 labels)"_s.arg(report.agreement.levelKey);
    chart.axisTitle = u"Fleiss' κ (dimensionless, −1 to 1; whiskers: 95 % CI)"_s;
    for (const AgreementGroup &group : report.agreement.groups) {
        const FleissResult &fleiss = group.summary.fleiss;
        const qsizetype type = report.statistics.typeKeys.indexOf(group.name);
        chart.bars.append({capitalized(group.name), fleiss.kappa.value, fleiss.ciLow.value,
            fleiss.ciHigh.value, type < 0 ? 6 : static_cast<int>(type)});
    }
    chart.stem = u"fleiss-kappa-per-type"_s;
    chart.fitMinimum();
    return {
        u"Fleiss' κ per type of final label, with its 95 % confidence interval"_s, chart.figure()};
}

ReportFigure themeFigure(const ResultsReport &report)
{
    BarChart chart;
    chart.title = u"Fleiss' κ per theme"_s;
    chart.axisTitle = u"κ of the theme against all others (dimensionless, −1 to 1)"_s;
    QStringList types;
    for (const ResultsReport::ThemeAgreement &theme : report.themes) {
        if (!types.contains(theme.type))
            types.append(theme.type);
        chart.bars.append({u"%1 %2"_s.arg(theme.code, theme.name), theme.kappa.value, {}, {},
            static_cast<int>(types.indexOf(theme.type))});
    }
    chart.stem = u"fleiss-kappa-per-theme"_s;
    chart.fitMinimum();
    return {u"Each theme's own Fleiss' κ over all issues"_s, chart.figure()};
}

} // namespace

QString ReportDocument::count(qint64 value)
{
    return QLocale(QLocale::English).toString(value);
}

QString ReportDocument::decimal(double value, int decimals)
{
    QString text = QString::number(value, 'f', decimals);
    if (text.startsWith(u'-'))
        text.replace(0, 1, u"\u2212"_s);
    return text;
}

QString ReportDocument::percent(double share)
{
    return decimal(share * 100.0, 1) + u" %"_s;
}

ReportDocument ReportDocument::of(const ResultsReport &report)
{
    ReportDocument document;
    const FrameworkStatistics &total = report.statistics.total;
    document.title = u"Results"_s;
    document.blocks.append(paragraph(
        u"%1 issues from %2 frameworks, labelled by %3 annotators against the taxonomy %4 (version %5)."_s
            .arg(count(total.issues))
            .arg(report.statistics.frameworks.size())
            .arg(report.agreement.annotators.size())
            .arg(report.taxonomyName, report.taxonomyVersion)));
    document.blocks.append(heading(u"Issues"_s));
    document.blocks.append(tableBlock(tableOne(report)));
    document.blocks.append(heading(u"Agreement"_s));
    document.blocks.append(tableBlock(agreementTable(report)));
    document.blocks.append(figureBlock(kappaFigure(report)));
    if (!report.themes.isEmpty()) {
        document.blocks.append(tableBlock(themeTable(report)));
        document.blocks.append(figureBlock(themeFigure(report)));
    }
    document.blocks.append(heading(u"Taxonomy"_s));
    document.blocks.append(tableBlock(taxonomyTable(report)));
    if (report.interviews) {
        document.blocks.append(heading(u"Users and developers"_s));
        document.blocks.append(tableBlock(interviewTable(*report.interviews)));
    }
    document.blocks.append(heading(u"Methods"_s));
    document.blocks.append(paragraph(report.methods()));
    return document;
}

QList<ReportFigure> ReportDocument::figures() const
{
    QList<ReportFigure> result;
    for (const Block &block : blocks) {
        if (block.kind == Block::Kind::Figure)
            result.append(block.figure);
    }
    return result;
}

} // namespace taxonomist::core
