// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreementcommand.h"

#include "agreement/agreementreport.h"
#include "store/issuequery.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void AgreementCommand::configure(QCommandLineParser &parser)
{
    addDbOption(parser);
    parser.addOption({u"level"_s, u"type, theme (default) or subtheme."_s, u"LEVEL"_s, u"theme"_s});
    parser.addOption(
        {u"by"_s, u"Group by type (default; of the final label), framework, or none."_s, u"GROUP"_s,
            u"type"_s});
    parser.addOption({u"framework"_s, u"Only these frameworks (repeatable)."_s, u"NAME"_s});
    parser.addOption({u"year"_s, u"Only these years (repeatable)."_s, u"YEAR"_s});
    parser.addOption({u"annotator"_s,
        u"Only these annotators (repeatable; names or Label numbers)."_s, u"NAME"_s});
    parser.addOption({u"confusion"_s,
        u"The confusion matrix of two annotators, e.g. \"Label1,Label3\"."_s, u"A,B"_s});
    parser.addOption(
        {u"details"_s, u"Also print per-category κ and Cohen's κ per annotator pair."_s});
    parser.addOption({u"json"_s, u"Print JSON."_s});
}

int AgreementCommand::run(const QCommandLineParser &parser)
{
    AgreementOptions options;
    const QStringList levels {u"type"_s, u"theme"_s, u"subtheme"_s};
    options.level = static_cast<int>(levels.indexOf(parser.value(u"level"_s)));
    if (options.level < 0)
        return usage(u"--level must be type, theme or subtheme"_s);
    const QString by = parser.value(u"by"_s);
    if (by == u"type"_s)
        options.grouping = AgreementOptions::Grouping::Type;
    else if (by == u"framework"_s)
        options.grouping = AgreementOptions::Grouping::Framework;
    else if (by == u"none"_s)
        options.grouping = AgreementOptions::Grouping::None;
    else
        return usage(u"--by must be type, framework or none"_s);
    // The plain table needs only its own coefficients; the details and the JSON need all.
    if (!parser.isSet(u"details"_s) && !parser.isSet(u"json"_s))
        options.measures = AgreementSummary::Measures::Table;
    for (const QString &year : parser.values(u"year"_s)) {
        bool ok = false;
        options.years.append(year.toInt(&ok));
        if (!ok)
            return usage(u"--year takes a year such as 2024, not \"%1\""_s.arg(year));
    }

    // The tables agreement is computed from are checked, not the whole file, while it is computed.
    auto store = openProject(parser, ProjectStore::OpenMode::ReadOnly,
        ProjectStore::IntegrityCheck::ofTablesWhileReading(AgreementReport::tablesRead()));
    if (!store)
        return openFailure();
    const std::function<int()> reply = answer(parser, *store, options);
    // Nothing is shown, not even an error of the computation, before the check has passed: a
    // damaged file is named as damaged, as when it was checked before the read.
    if (auto check = store->waitForCheck(); !check)
        return fail(check.error());
    return reply();
}

std::function<int()> AgreementCommand::answer(
    const QCommandLineParser &parser, ProjectStore &store, AgreementOptions options)
{
    const auto failure = [](const Error &error) { return [error] { return fail(error); }; };
    const QList<FrameworkInfo> frameworks
        = parser.isSet(u"framework"_s) ? IssueQuery::frameworks(store) : QList<FrameworkInfo>();
    for (const QString &name : parser.values(u"framework"_s)) {
        const auto found = std::find_if(frameworks.begin(), frameworks.end(),
            [&](const FrameworkInfo &f) { return f.name.compare(name, Qt::CaseInsensitive) == 0; });
        if (found == frameworks.end())
            return failure(Error(
                u"no framework named \"%1\" in the project"_s.arg(name), {store.path(), 0, 0}));
        options.frameworkIds.append(found->id);
    }
    auto annotatorList = store.readAnnotators();
    if (!annotatorList)
        return failure(annotatorList.error());
    const QList<Annotator> annotators = *annotatorList;
    const auto findAnnotator = [&](const QString &name) {
        return std::find_if(annotators.begin(), annotators.end(), [&](const Annotator &a) {
            return a.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0
                || u"Label%1"_s.arg(a.position) == name.trimmed();
        });
    };
    for (const QString &name : parser.values(u"annotator"_s)) {
        const auto found = findAnnotator(name);
        if (found == annotators.end())
            return failure(Error(
                u"no annotator named \"%1\" in the project"_s.arg(name), {store.path(), 0, 0}));
        options.annotatorIds.append(found->id);
    }

    auto report = AgreementReport::compute(store, options);
    if (!report)
        return failure(report.error());
    // An empty table or one of missing ratings would look like a result; say why there is none.
    if (const QString reason = report->emptyReason(); !reason.isEmpty()) {
        return [reason] {
            err() << "taxonomist-cli agreement: " << reason << Qt::endl;
            return 1;
        };
    }
    const bool json = parser.isSet(u"json"_s);
    const auto print = [](QByteArray text) {
        return [text = std::move(text)] {
            out() << text;
            out().flush();
            return 0;
        };
    };
    if (parser.isSet(u"confusion"_s)) {
        const QStringList pair = parser.value(u"confusion"_s).split(u',');
        if (pair.size() != 2)
            return [] { return usage(u"--confusion takes two annotators: --confusion A,B"_s); };
        QList<int> columns;
        for (const QString &name : pair) {
            const auto found = findAnnotator(name);
            const int column = found == annotators.end()
                ? -1
                : static_cast<int>(report->annotators.indexOf(found->name));
            if (column < 0)
                return failure(Error(
                    u"no annotator named \"%1\" in this report"_s.arg(name), {store.path(), 0, 0}));
            columns.append(column);
        }
        if (json)
            return print(QJsonDocument(report->confusionJson(columns[0], columns[1]))
                             .toJson(QJsonDocument::Indented));
        return print(report->confusionText(columns[0], columns[1]).toUtf8());
    }
    if (json)
        return print(QJsonDocument(report->toJson()).toJson(QJsonDocument::Indented));
    return print(report->toText(parser.isSet(u"details"_s)).toUtf8());
}

} // namespace taxonomist::cli
