// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dashboardsnapshot.h"

#include "agreement/projectratings.h"
#include "categorykappa.h"
#include "roundstore.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "tallystatistics.h"
#include "util/coretext.h"

#include <QHash>
#include <QMap>

#include <optional>
#include <vector>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// The first `count` characters of UTF-8 text, as SQL's substr(text, 1, count) takes them.
QByteArrayView firstCharacters(QByteArrayView utf8, int count)
{
    qsizetype end = 0;
    for (; end < utf8.size(); ++end) {
        const bool continuation = (static_cast<unsigned char>(utf8[end]) & 0xC0) == 0x80;
        if (!continuation && count-- == 0)
            break;
    }
    return utf8.first(end);
}

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
    // Labels per annotator and day (the date part of updated_at), counted in one pass in table
    // order: a GROUP BY here sorted every label first, most of the dashboard's time. Labels of one
    // annotator mostly share their day with the annotator's previous one, so each keeps a count
    // at hand and the map is looked up only when the day changes.
    struct Days
    {
        QMap<QByteArray, qint64> labels; // by day, in text order as SQL's ORDER BY day
        QByteArray lastDay;
        qint64 *lastCount = nullptr; // into `labels`, whose nodes stay put
    };
    std::vector<Days> days(result.size());
    SqliteStatement labels(store.handle(), "SELECT annotator_id, updated_at FROM labels");
    while (labels.next()) {
        const auto at = indexOf.constFind(labels.integer(0));
        if (at == indexOf.cend())
            continue;
        Days &of = days[*at];
        const QByteArrayView day = firstCharacters(labels.utf8(1), 10);
        if (!of.lastCount || day != of.lastDay) {
            of.lastDay = day.toByteArray();
            of.lastCount = &of.labels[of.lastDay];
        }
        ++*of.lastCount;
    }
    if (auto status = labels.readStatus(); !status)
        return status.error();
    for (qsizetype a = 0; a < result.size(); ++a) {
        QList<AnnotatorProgress::Point> &points = result[a].points;
        for (auto it = days[a].labels.cbegin(); it != days[a].labels.cend(); ++it) {
            const QDate day = QDate::fromString(QString::fromUtf8(it.key()), Qt::ISODate);
            if (!day.isValid())
                continue;
            points.append({day, (points.isEmpty() ? 0 : points.last().labels) + it.value()});
        }
    }
    return result;
}

} // namespace

Result<DashboardSnapshot> DashboardSnapshot::compute(const ProjectStore &store)
{
    DashboardSnapshot snapshot;
    // The votes are read once, from the tally, for every number below.
    auto ratings = ProjectRatings::load(store);
    if (!ratings)
        return ratings.error();
    auto statistics = TallyStatistics::compute(store, *ratings);
    if (!statistics)
        return statistics.error();
    snapshot.statistics = std::move(*statistics);

    // The kappa table and chart show each report's own coefficients; only the theme level's
    // Cohen pairs are drawn too (its heat map).
    AgreementOptions options;
    options.level = 0;
    options.grouping = AgreementOptions::Grouping::None;
    options.measures = AgreementSummary::Measures::Table;
    auto typeLevel = AgreementReport::compute(*ratings, options);
    options.level = 1;
    options.measures = AgreementSummary::Measures::Everything;
    auto themeLevel = AgreementReport::compute(*ratings, options);
    options.grouping = AgreementOptions::Grouping::Type;
    options.measures = AgreementSummary::Measures::Table;
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

Result<QList<RoundAgreement>> DashboardSnapshot::roundsOf(
    const ProjectStore &store, const ProjectRatings *known)
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
            return Error(CoreText::tr("round \"%1\": %2").arg(round.name, agreement.error().what()),
                {store.path(), 0, 0});
        result.append({round, std::move(*agreement)});
    }
    return result;
}

} // namespace taxonomist::core
