// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The report on the published study: the same numbers as `stats` and `agreement`, in every format.
#include "figurefiles.h"
#include "importedstudy.h"
#include "latexcompile.h"
#include "store/projectstore.h"
#include "studyfixture.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::test;

namespace {

class PublishedReport : public PublishedStudySuite
{
protected:
    static QString db() { return study().store().path(); }

    static CliRun report(const QString &format)
    {
        return runCli({u"report"_s, u"--db"_s, db(), u"--format"_s, format});
    }

    static QJsonObject json(const QStringList &arguments)
    {
        const CliRun run = runCli(arguments);
        EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
        return QJsonDocument::fromJson(run.out.toUtf8()).object();
    }
};

TEST_F(PublishedReport, JsonHoldsTheNumbersOfStatsAndAgreement)
{
    const QJsonObject report = json({u"report"_s, u"--db"_s, db(), u"--format"_s, u"json"_s});
    const QJsonObject stats = json({u"stats"_s, u"--json"_s, u"--db"_s, db()});
    const QJsonObject agreement = json({u"agreement"_s, u"--json"_s, u"--db"_s, db()});
    ASSERT_FALSE(stats.isEmpty());
    ASSERT_FALSE(agreement.isEmpty());

    // Table I: the same object, cell for cell (no screening in the published study).
    EXPECT_EQ(report[u"stats"_s].toObject(), stats);
    EXPECT_EQ(report[u"stats"_s][u"total"_s][u"issues"_s].toInteger(), 38742);

    // Agreement: the theme level by type, every coefficient of the report's table the same.
    const QJsonObject ours = report[u"agreement"_s].toObject();
    EXPECT_EQ(ours[u"level"_s], agreement[u"level"_s]);
    EXPECT_EQ(ours[u"by"_s], agreement[u"by"_s]);
    EXPECT_EQ(ours[u"annotators"_s], agreement[u"annotators"_s]);
    const QJsonArray groups = ours[u"groups"_s].toArray();
    const QJsonArray theirs = agreement[u"groups"_s].toArray();
    ASSERT_EQ(groups.size(), theirs.size());
    ASSERT_EQ(groups.size(), 3);
    for (qsizetype g = 0; g < groups.size(); ++g) {
        const QJsonObject a = groups[g].toObject();
        const QJsonObject b = theirs[g].toObject();
        for (const QString &key : {u"group"_s, u"items"_s, u"raters"_s, u"percent_agreement"_s,
                 u"fleiss_kappa"_s, u"fleiss_ci95"_s, u"fleiss_se"_s, u"krippendorff_alpha"_s,
                 u"gwet_ac1"_s, u"brennan_prediger"_s, u"categories"_s})
            EXPECT_EQ(a[key], b[key])
                << key.toStdString() << " of " << a[u"group"_s].toString().toStdString();
    }
    const QJsonObject bug = groups[2].toObject();
    EXPECT_EQ(bug[u"group"_s].toString(), u"bug"_s);
    EXPECT_NEAR(bug[u"fleiss_kappa"_s].toDouble(), 0.717, 0.0005);

    // The taxonomy's counts add up to Table I's types; every labelled issue is under one type.
    const QJsonArray nodes = report[u"taxonomy"_s][u"nodes"_s].toArray();
    qint64 typed = 0;
    for (const QJsonValue &node : nodes) {
        if (node[u"level"_s].toString() != u"type"_s)
            continue;
        const QString name = node[u"name"_s].toString().toLower();
        EXPECT_EQ(node[u"issues"_s].toInteger(), stats[u"total"_s][u"types"_s][name].toInteger())
            << name.toStdString();
        typed += node[u"issues"_s].toInteger();
    }
    EXPECT_EQ(typed, 38742);
    EXPECT_FALSE(report[u"methods"_s].toString().isEmpty());
    EXPECT_FALSE(report.contains(u"interviews"_s)) << "the project has no interviews";
}

TEST_F(PublishedReport, MarkdownShowsThePapersTableAndKappas)
{
    const CliRun run = report(u"md"_s);
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QString &md = run.out;
    // pytorch's row of Table I: 1,593 / 1,573 / 1,015 issues by year, 15 / 169 / 3,997 by type.
    EXPECT_TRUE(md.contains(u"| pytorch | 1,593 | 1,573 | 1,015 | 15 | 169 | 3,997 | 4,181 |"_s))
        << md.toStdString();
    // Totals by type: 542 questions, 12,491 requirements, 25,709 bugs.
    EXPECT_TRUE(md.contains(u"| **542** | **12,491** | **25,709** | **38,742** |"_s));
    for (const QString &kappa : {u"0.717"_s, u"0.755"_s, u"0.757"_s})
        EXPECT_TRUE(md.contains(kappa)) << kappa.toStdString();
    EXPECT_TRUE(md.contains(u"## Methods"_s));
}

TEST_F(PublishedReport, HtmlIsOnePageThatLoadsNothing)
{
    const CliRun run = report(u"html"_s);
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QString &html = run.out;
    EXPECT_TRUE(html.startsWith(u"<!DOCTYPE html>"_s));
    EXPECT_TRUE(html.contains(u"default-src 'none'"_s));
    EXPECT_EQ(html.count(u"<svg "_s), 2) << "κ per type and per theme, inline";
    // Nothing refers outside the page: the only URL is the SVG namespace, which is no request.
    QString stripped = html;
    stripped.remove(u"xmlns=\"http://www.w3.org/2000/svg\""_s);
    for (const QString &outside :
        {u"http:"_s, u"https:"_s, u"<script"_s, u"<link"_s, u" src="_s, u"url("_s, u"@import"_s})
        EXPECT_FALSE(stripped.contains(outside, Qt::CaseInsensitive)) << outside.toStdString();
    EXPECT_TRUE(html.contains(u"<td class=\"n\">0.717</td>"_s));
}

TEST_F(PublishedReport, LatexCompilesWithPdflatex)
{
    QTemporaryDir dir;
    const QString tex = dir.filePath(u"results.tex"_s);
    const CliRun run
        = runCli({u"report"_s, u"--db"_s, db(), u"--format"_s, u"tex"_s, u"-o"_s, tex});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QString latex = QString::fromUtf8(readAll(tex));
    EXPECT_TRUE(latex.contains(u"\\toprule"_s));
    EXPECT_TRUE(latex.contains(u"\\begin{longtable}"_s));
    EXPECT_TRUE(latex.contains(u"$\\kappa$"_s));
    const QString failure = compileLatex(dir.path(), u"results.tex"_s);
    EXPECT_TRUE(failure.isEmpty()) << failure.toStdString();
}

// A κ as the figures write it: three decimals, a true minus sign.
QString drawn(double value)
{
    return QString::number(value, 'f', 3).replace(u'-', u'\u2212');
}

TEST_F(PublishedReport, FiguresAreWrittenInEveryFormatWithTheReportsNumbers)
{
    QTemporaryDir dir;
    const QString figures = dir.filePath(u"figures"_s);
    const CliRun run = runCli({u"report"_s, u"--db"_s, db(), u"--format"_s, u"json"_s,
        u"--figures"_s, figures, u"--dpi"_s, u"150"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QStringList kappas; // per type, then per theme ("undefined" for a null)
    for (const QJsonValue &group : report[u"agreement"_s][u"groups"_s].toArray())
        kappas.append(drawn(group[u"fleiss_kappa"_s].toDouble()));
    ASSERT_EQ(kappas.size(), 3);
    EXPECT_EQ(kappas.last(), u"0.717"_s);
    QStringList themeKappas;
    for (const QJsonValue &theme : report[u"theme_agreement"_s][u"themes"_s].toArray())
        themeKappas.append(
            theme[u"kappa"_s].isNull() ? u"undefined"_s : drawn(theme[u"kappa"_s].toDouble()));
    ASSERT_FALSE(themeKappas.isEmpty());

    const QStringList stems {u"fleiss-kappa-per-type"_s, u"fleiss-kappa-per-theme"_s,
        u"labels-over-time"_s, u"pairwise-cohen-kappa-theme-level"_s};
    for (const QString &stem : stems) {
        const QString base = figures + u'/' + stem;
        const QByteArray svg = readAll(base + u".svg"_s);
        EXPECT_EQ(svgError(svg), QString()) << stem.toStdString();
        const QByteArray pdf = readAll(base + u".pdf"_s);
        EXPECT_EQ(pdfStructureError(pdf), QString()) << stem.toStdString();
        const auto text = poppler(QStringLiteral(TAXONOMIST_PDFTOTEXT), {base + u".pdf"_s, u"-"_s});
        ASSERT_TRUE(text) << "pdftotext cannot read " << stem.toStdString();
        const PngImage png = readPng(readAll(base + u".png"_s));
        EXPECT_EQ(png.error, QString()) << stem.toStdString();
        EXPECT_EQ(png.dotsPerMetre, 5906) << "150 dpi";
        // The numbers drawn are the report's, in the SVG and in the PDF's text alike.
        const QStringList texts = svgTexts(svg);
        const QStringList expected = stem == stems[0] ? kappas
            : stem == stems[1]                        ? themeKappas
                                                      : QStringList();
        for (const QString &value : expected) {
            EXPECT_TRUE(texts.contains(value)) << stem.toStdString() << ": " << value.toStdString();
            EXPECT_TRUE(text->contains(value)) << stem.toStdString() << ": " << value.toStdString();
        }
        EXPECT_EQ(texts.count(u"undefined"_s), expected.count(u"undefined"_s))
            << stem.toStdString();
    }
    // Every volunteer of the study has a line and a legend entry in the labels over time.
    const QStringList progress = svgTexts(readAll(figures + u"/labels-over-time.svg"_s));
    for (const QJsonValue &annotator : report[u"agreement"_s][u"annotators"_s].toArray())
        EXPECT_TRUE(progress.contains(annotator.toString())) << annotator.toString().toStdString();

    EXPECT_EQ(runCli({u"report"_s, u"--db"_s, db(), u"--figures"_s, figures, u"--dpi"_s, u"50"_s})
                  .exitCode,
        2);
    EXPECT_EQ(runCli({u"report"_s, u"--db"_s, db(), u"--dpi"_s, u"300"_s}).exitCode, 2);

    // Markdown written beside them links them by their path from the report's folder.
    const CliRun md = runCli({u"report"_s, u"--db"_s, db(), u"-o"_s, dir.filePath(u"report.md"_s),
        u"--figures"_s, dir.filePath(u"figures"_s)});
    ASSERT_EQ(md.exitCode, 0) << md.err.toStdString();
    EXPECT_TRUE(
        readAll(dir.filePath(u"report.md"_s)).contains("](figures/fleiss-kappa-per-type.svg)"));
}

} // namespace
