// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The report's layout and its writers on the mini study: screening, escaping in each format.
#include "importedstudy.h"
#include "latexcompile.h"
#include "reconcile/finallabelstore.h"
#include "report/latexreportwriter.h"
#include "report/markdownreportwriter.h"
#include "report/reportdocument.h"
#include "report/reportfiles.h"
#include "report/reportrenderer.h"
#include "report/resultsreport.h"
#include "store/issuequery.h"
#include "store/projectstore.h"
#include "studyfixture.h"
#include "testpaths.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

qint64 issueOf(ProjectStore &store, const QString &url)
{
    QSqlQuery query(store.database());
    query.prepare(u"SELECT id FROM issues WHERE url = ? ORDER BY row_order LIMIT 1"_s);
    query.addBindValue(url);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

// The mini study in a new project, for reports of a few issues.
class MiniStudyReport : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        store = importMiniStudy(dir.filePath(u"mini.taxonomist"_s), &error);
        ASSERT_TRUE(store) << error.toStdString();
    }

    QTemporaryDir dir;
    std::unique_ptr<ProjectStore> store;
};

} // namespace

TEST_F(MiniStudyReport, ScreeningShowsTheExcludedFalsePositivesAndTheirRate)
{
    auto before = ResultsReport::compute(*store);
    ASSERT_TRUE(before) << before.error().message().toStdString();
    EXPECT_FALSE(before->hasScreening());
    EXPECT_FALSE(QString::fromUtf8(ReportRenderer::render(*before, ReportFormat::Markdown))
                     .contains(u"Excluded"_s));

    // The lead decides one of beta's issues is not about LLMs at all.
    const qint64 issue = issueOf(*store, u"https://gitee.com/example/beta/issues/I71V26"_s);
    ASSERT_NE(issue, 0);
    FinalLabel falsePositive;
    falsePositive.falsePositive = true;
    falsePositive.note = u"not about LLMs"_s;
    ASSERT_TRUE(FinalLabelStore::write(*store, {{issue, falsePositive}}, u"lead"_s, u"decide"_s));

    auto report = ResultsReport::compute(*store);
    ASSERT_TRUE(report) << report.error().message().toStdString();
    ASSERT_TRUE(report->hasScreening());
    EXPECT_EQ(report->statistics.total.falsePositives, 1);
    const qint64 issues = report->statistics.total.issues;
    const QJsonObject total = report->toJson()[u"stats"_s][u"total"_s].toObject();
    EXPECT_DOUBLE_EQ(total[u"false_positive_rate"_s].toDouble(), 1.0 / double(issues));
    // beta has two issues, one excluded: half of them.
    const QString md = QString::fromUtf8(ReportRenderer::render(*report, ReportFormat::Markdown));
    EXPECT_TRUE(md.contains(u"Excluded | Excluded rate | Issues |"_s)) << md.toStdString();
    EXPECT_TRUE(md.contains(u"| 1 | 50.0 % | 2 |"_s)) << md.toStdString();
    EXPECT_TRUE(md.contains(ReportDocument::percent(1.0 / double(issues))));
    EXPECT_TRUE(report->methods().contains(u"excluded in screening"_s));
    // The excluded issue counts for no node of the taxonomy.
    qint64 typed = 0;
    for (const ResultsReport::TaxonomyCount &node : report->taxonomy)
        typed += node.level == 0 ? node.issues : 0;
    EXPECT_EQ(typed, issues - 1 - report->statistics.total.undecided);
}

TEST(LatexReportWriter, EscapesWhatLatexWouldRead)
{
    EXPECT_EQ(LatexReportWriter::escaped(u"R&D_1 50% #2 $x {y} ~^\\"_s),
        u"R\\&D\\_1 50\\% \\#2 \\$x \\{y\\} \\textasciitilde{}\\textasciicircum{}\\textbackslash{}"_s);
    EXPECT_EQ(LatexReportWriter::escaped(u"Fleiss' κ − α — “x”"_s),
        u"Fleiss' $\\kappa$ $-$ $\\alpha$ --- ``x''"_s);
    EXPECT_EQ(LatexReportWriter::escaped(u"Café 中"_s), u"Café \\texttt{U+4E2D}"_s);
}

TEST(MarkdownReportWriter, EscapesWhatWouldBreakATable)
{
    EXPECT_EQ(
        MarkdownReportWriter::escaped(u"a|b *c* <d>\n[e]"_s), u"a\\|b \\*c\\* \\<d\\> \\[e\\]"_s);
}

TEST(ReportLatex, AFrameworkNamedWithLatexsOwnCharactersCompiles)
{
    // The mini study with its framework "alpha" renamed to a name full of what LaTeX reads.
    MiniStudy study;
    const QString name = u"R&D_%#$~中 κ"_s;
    const QString report = study.file(u"Issue Report"_s);
    ASSERT_TRUE(QDir(report).rename(u"alpha"_s, name));
    QDir folder(report + u'/' + name);
    for (const QString &file : folder.entryList(QDir::Files))
        ASSERT_TRUE(folder.rename(file, QString(file).replace(u"alpha"_s, name)));
    const QString db = study.scratch(u"p.taxonomist"_s);
    const CliRun imported = runCli({u"import-study"_s, study.root(), u"--db"_s, db});
    ASSERT_EQ(imported.exitCode, 0) << imported.err.toStdString();

    QTemporaryDir dir;
    const CliRun run = runCli({u"report"_s, u"--db"_s, db, u"--format"_s, u"tex"_s, u"-o"_s,
        dir.filePath(u"results.tex"_s)});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(QString::fromUtf8(readAll(dir.filePath(u"results.tex"_s)))
                    .contains(u"R\\&D\\_\\%\\#\\$\\textasciitilde{}\\texttt{U+4E2D} $\\kappa$"_s));
    const QString failure = compileLatex(dir.path(), u"results.tex"_s);
    EXPECT_TRUE(failure.isEmpty()) << failure.toStdString();
}

TEST_F(MiniStudyReport, ReportFilesWritesEachFormatAndTheFiguresTheMarkdownLinks)
{
    auto report = ResultsReport::compute(*store);
    ASSERT_TRUE(report) << report.error().message().toStdString();
    const QString folder = dir.filePath(u"out"_s);
    const QList<ReportFormat> all {
        ReportFormat::Markdown, ReportFormat::Latex, ReportFormat::Html, ReportFormat::Json};
    auto written = ReportFiles::write(*report, folder, all);
    ASSERT_TRUE(written) << written.error().message().toStdString();
    EXPECT_EQ(*written,
        (QStringList {u"report.md"_s, u"report.tex"_s, u"report.html"_s, u"report.json"_s,
            u"figures/fleiss-kappa-per-type.svg"_s, u"figures/fleiss-kappa-per-type.pdf"_s,
            u"figures/fleiss-kappa-per-type.png"_s, u"figures/fleiss-kappa-per-theme.svg"_s,
            u"figures/fleiss-kappa-per-theme.pdf"_s, u"figures/fleiss-kappa-per-theme.png"_s}));
    for (const QString &file : *written)
        EXPECT_FALSE(readAll(folder + u'/' + file).isEmpty()) << file.toStdString();
    EXPECT_TRUE(readAll(folder + u"/report.md"_s).contains("](figures/fleiss-kappa-per-type.svg)"));
    // A theme nobody chose has no κ: null in the JSON, with the reason beside it.
    const QJsonArray themes = QJsonDocument::fromJson(readAll(folder + u"/report.json"_s))
                                  .object()[u"theme_agreement"_s][u"themes"_s]
                                  .toArray();
    int undefined = 0;
    for (const QJsonValue &theme : themes) {
        if (!theme[u"kappa"_s].isNull())
            continue;
        ++undefined;
        EXPECT_TRUE(theme[u"notes"_s][0].toString().startsWith(u"kappa: "_s))
            << theme[u"code"_s].toString().toStdString();
    }
    EXPECT_GT(undefined, 0) << "the mini study leaves most themes unused";

    // Again over the same folder: replaced, or refused naming the first file that is there.
    EXPECT_TRUE(ReportFiles::write(*report, folder, all));
    auto refused = ReportFiles::write(*report, folder, all, ReportFiles::Existing::Refuse);
    ASSERT_FALSE(refused);
    EXPECT_TRUE(refused.error().message().contains(u"\"report.md\" is there already"_s))
        << refused.error().message().toStdString();
}

TEST_F(MiniStudyReport, AFigureThatCannotBeDrawnLeavesNoFileWritten)
{
    auto report = ResultsReport::compute(*store);
    ASSERT_TRUE(report) << report.error().message().toStdString();
    Figure huge;
    huge.stem = u"huge"_s;
    huge.width = huge.height = 3000.0;
    const QString folder = dir.filePath(u"out"_s);
    auto written = ReportFiles::write(*report, folder, {ReportFormat::Markdown},
        ReportFiles::Existing::Replace, {ReportFiles::figures(*report).first(), huge}, 1200);
    ASSERT_FALSE(written);
    EXPECT_TRUE(written.error().message().contains(u"huge"_s))
        << written.error().message().toStdString();
    EXPECT_TRUE(QDir(folder).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot).isEmpty());

    // Cancelled while the figures are drawn: nothing written either.
    std::atomic_bool cancel = true;
    TaskControl control;
    control.cancelled = &cancel;
    auto cancelled = ReportFiles::write(*report, folder, {ReportFormat::Markdown},
        ReportFiles::Existing::Replace, {}, 300, control);
    ASSERT_FALSE(cancelled);
    EXPECT_TRUE(cancelled.error().message().contains(u"cancelled"_s));
    EXPECT_TRUE(QDir(folder).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot).isEmpty());
}
