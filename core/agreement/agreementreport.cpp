// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreementreport.h"

#include "projectratings.h"
#include "reportratings.h"
#include "util/coretext.h"

#include <QLocale>

#include <functional>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

QString AgreementOptions::groupingKey(Grouping grouping)
{
    switch (grouping) {
    case Grouping::None:
        return u"none"_s;
    case Grouping::Type:
        return u"type"_s;
    case Grouping::Framework:
        return u"framework"_s;
    }
    return {};
}

namespace {

// The report of the issues `feed` hands to a ReportRatings set up over `context`.
Result<AgreementReport> gather(const ProjectRatings &context, const AgreementOptions &options,
    const std::function<Status(ReportRatings &ratings)> &feed)
{
    if (options.annotatorIds.size() > AgreementReport::MaxRaters)
        return ReportRatings::tooManyRaters(options.annotatorIds.size(), context.path());
    const Taxonomy &taxonomy = context.taxonomy().taxonomy;
    if (options.level < 0 || options.level >= taxonomy.levels.size())
        return Error(CoreText::tr("the taxonomy has no level %1").arg(options.level + 1));
    AgreementReport report;
    ReportRatings ratings(context, options, report);
    if (auto status = feed(ratings); !status)
        return status.error();
    if (auto status = ratings.finish(); !status)
        return status.error();
    return report;
}

} // namespace

QStringList AgreementReport::tablesRead()
{
    return {
        u"project_info"_s, u"taxonomy_nodes"_s, u"annotators"_s, u"frameworks"_s, u"issue_tally"_s};
}

Result<AgreementReport> AgreementReport::compute(
    const ProjectStore &store, const AgreementOptions &options)
{
    if (options.annotatorIds.size() > MaxRaters)
        return ReportRatings::tooManyRaters(options.annotatorIds.size(), store.path());
    auto context = ProjectRatings::loadContext(store);
    if (!context)
        return context.error();
    // Each issue goes from the tally straight into the report's compact ratings: the votes are
    // never all held as ProjectRatings holds them.
    return gather(*context, options, [&](ReportRatings &ratings) {
        return context->forEachIssue(store,
            [&ratings](
                const ProjectRatings::Issue &issue, std::span<const ProjectRatings::Vote> votes) {
                ratings.add(issue, votes);
                return success();
            });
    });
}

Result<AgreementReport> AgreementReport::compute(
    const ProjectRatings &ratings, const AgreementOptions &options)
{
    return gather(ratings, options, [&ratings](ReportRatings &report) {
        for (const ProjectRatings::Issue &issue : ratings.issues())
            report.add(issue, ratings.votesOf(issue));
        return success();
    });
}

QString AgreementReport::emptyReason() const
{
    const QLocale english(QLocale::English);
    if (issuesMatched == 0)
        return u"no issue matches these filters"_s;
    if (labelsAtLevel > 0)
        return {};
    if (labelsAbove > 0) {
        return u"no labels at the %1 level: the %2 labels of these %3 issues are all coarser "
               u"(theme or type codes,"
               " as in the published study); use a coarser --level"_s.arg(
                   levelKey, english.toString(labelsAbove), english.toString(issuesMatched));
    }
    return u"none of these %1 issues has a label that is a taxonomy category"_s.arg(
        english.toString(issuesMatched));
}

} // namespace taxonomist::core
