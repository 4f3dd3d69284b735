// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dashboardsnapshot.h"

#include "categorykappa.h"
#include "roundstore.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "agreement/projectratings.h"

#include <QHash>

#include <optional>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

Result<QList<AnnotatorProgress>> progressOf(const ProjectStore &store)
{
    QList<AnnotatorProgress> result;
    QHash<qint64, qsizetype> indexOf;
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    for (const Annotator &annotator : std::as_const(*annotators)) {
        indexOf.insert(annotator.id, result.size());
        result.append({annotator.id, annotator.name, {}});
    }
    SqliteStatement days(store.handle(), "SELECT annotator_id, substr(updated_at, 1, 10) AS day, count(*) FROM labels"
                                         " GROUP BY annotator_id, day ORDER BY annotator_id, day");
    while (days.next()) {
        const auto at = indexOf.constFind(days.integer(0));
        const QDate day = QDate::fromString(days.text(1), Qt::ISODate);
        if (at == indexOf.cend() || !day.isValid())
            continue;
        QList<AnnotatorProgress::Point> &points = result[*at].points;
        points.append({day, (points.isEmpty() ? 0 : points.last().labels) + days.integer(2)});
    }
    if (auto status = days.readStatus(); !status)
        return status.error();
    return result;
}

} // namespace

Result<DashboardSnapshot> DashboardSnapshot::compute(const ProjectStore &store)
{
    DashboardSnapshot snapshot;
    auto statistics = StudyStatistics::compute(store);
    if (!statistics)
        return statistics.error();
    snapshot.statistics = std::move(*statistics);

    // The votes are read once, from the tally, for every number below.
    auto ratings = ProjectRatings::load(store);
    if (!ratings)
        return ratings.error();
    AgreementOptions options;
    options.level = 0;
    options.grouping = AgreementOptions::Grouping::None;
    auto typeLevel = AgreementReport::compute(*ratings, options);
    options.level = 1;
    auto themeLevel = AgreementReport::compute(*ratings, options);
    options.grouping = AgreementOptions::Grouping::Type;
    auto themeByType = AgreementReport::compute(*ratings, options);
    for (const auto *report : {&typeLevel, &themeLevel, &themeByType}) {
        if (!*report)
            return report->error();
    }
    snapshot.typeLevel = std::move(*typeLevel);
    snapshot.themeLevel = std::move(*themeLevel);
    snapshot.themeByType = std::move(*themeByType);
    if (!snapshot.themeLevel.groups.isEmpty())
        snapshot.themeKappas = CategoryKappa::compute(snapshot.themeLevel.groups.first().table);

    auto progress = progressOf(store);
    if (!progress)
        return progress.error();
    snapshot.progress = std::move(*progress);

    auto rounds = roundsOf(store, &*ratings);
    if (!rounds)
        return rounds.error();
    snapshot.rounds = std::move(*rounds);
    return snapshot;
}

Result<QList<RoundAgreement>> DashboardSnapshot::roundsOf(const ProjectStore &store, const ProjectRatings *known)
{
    auto rounds = RoundStore::rounds(store);
    if (!rounds)
        return rounds.error();
    QList<RoundAgreement> result;
    if (rounds->isEmpty())
        return result;
    std::optional<ProjectRatings> loaded;
    if (!known) {
        auto read = ProjectRatings::load(store);
        if (!read)
            return read.error();
        loaded = std::move(*read);
        known = &*loaded;
    }
    for (const Round &round : std::as_const(*rounds)) {
        const QSet<qint64> members(round.issueIds.begin(), round.issueIds.end());
        auto agreement = SubsetAgreement::compute(*known, members, 1);
        if (!agreement)
            return Error(u"round \"%1\": %2"_s.arg(round.name, agreement.error().what()), {store.path(), 0, 0});
        result.append({round, std::move(*agreement)});
    }
    return result;
}

} // namespace taxonomist::core
