// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "screeningstatus.h"

#include "store/projectstore.h"
#include "store/screeningrule.h"
#include "store/sqlitestatement.h"

#include <QHash>
#include <QJsonArray>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QString percent(double rate)
{
    return QLocale(QLocale::English).toString(100.0 * rate, 'f', 2) + u" %"_s;
}

QJsonObject lineJson(const ScreeningStatus::Line &line)
{
    QJsonArray volunteers;
    for (const ScreeningStatus::Volunteer &volunteer : line.volunteers)
        volunteers.append(QJsonObject {{u"name"_s, volunteer.name},
            {u"screened"_s, volunteer.screened}, {u"false_positives"_s, volunteer.falsePositives}});
    const FrameworkStatistics &c = line.counts;
    return QJsonObject {{u"candidates"_s, c.issues}, {u"screened"_s, c.screened},
        {u"marked"_s, c.marked}, {u"excluded"_s, c.excluded},
        {u"false_positive_rate"_s, c.falsePositiveRate()}, {u"volunteers"_s, volunteers}};
}

} // namespace

Result<ScreeningStatus> ScreeningStatus::compute(const ProjectStore &store, bool listExcluded)
{
    auto statistics = StudyStatistics::compute(store);
    if (!statistics)
        return statistics.error();
    sqlite3 *db = store.handle();
    ScreeningStatus status;
    QList<qint64> volunteerIds;
    SqliteStatement volunteers(db,
        "SELECT id, name FROM annotators WHERE label_column IS NOT NULL ORDER BY label_column, id");
    while (volunteers.next()) {
        volunteerIds.append(volunteers.integer(0));
        status.total.volunteers.append({volunteers.text(1), 0, 0});
    }
    if (auto read = volunteers.readStatus(); !read)
        return read.error();
    for (const FrameworkStatistics &counts : std::as_const(statistics->frameworks))
        status.frameworks.append({counts, status.total.volunteers});
    status.total.counts = statistics->total;

    QHash<qint64, qsizetype> lineOf;
    SqliteStatement frameworks(db, "SELECT id FROM frameworks ORDER BY position");
    while (frameworks.next())
        lineOf.insert(frameworks.integer(0), lineOf.size());
    if (auto read = frameworks.readStatus(); !read)
        return read.error();
    // Each volunteer's decisions per framework: a label with a node keeps the issue, a
    // false-positive mark excludes it as far as that volunteer is concerned.
    SqliteStatement decided(db,
        "SELECT i.framework_id, l.annotator_id, count(*), sum(l.false_positive != 0)"
        " FROM labels l JOIN issues i ON i.id = l.issue_id GROUP BY i.framework_id,"
        " l.annotator_id");
    while (decided.next()) {
        const qsizetype volunteer = volunteerIds.indexOf(decided.integer(1));
        const auto line = lineOf.constFind(decided.integer(0));
        if (volunteer < 0 || line == lineOf.cend() || *line >= status.frameworks.size())
            continue; // a lead without a label column, or a framework Table I already refused
        for (Volunteer *into : {&status.frameworks[*line].volunteers[volunteer],
                 &status.total.volunteers[volunteer]}) {
            into->screened += decided.integer(2);
            into->falsePositives += decided.integer(3);
        }
    }
    if (auto read = decided.readStatus(); !read)
        return read.error();
    if (!listExcluded)
        return status;

    auto excluded = ScreeningRule::excludedIssues(store);
    if (!excluded)
        return excluded.error();
    SqliteStatement issue(db,
        "SELECT i.url, f.name, coalesce(fl.false_positive, 0), coalesce(fl.note, '')"
        " FROM issues i JOIN frameworks f ON f.id = i.framework_id"
        " LEFT JOIN final_labels fl ON fl.issue_id = i.id WHERE i.id = ?");
    for (const qint64 id : std::as_const(*excluded)) {
        issue.bind(1, id);
        if (!issue.next()) {
            if (auto read = issue.readStatus(); !read)
                return read.error();
            issue.reset();
            continue; // removed since the rule read it
        }
        ExcludedIssue entry {
            issue.text(0), issue.text(1), {}, issue.integer(2) != 0, issue.text(3)};
        issue.reset();
        auto reasons = ScreeningRule::reasons(store, id);
        if (!reasons)
            return reasons.error();
        entry.reasons = std::move(*reasons);
        status.excluded.append(std::move(entry));
    }
    return status;
}

QJsonObject ScreeningStatus::toJson() const
{
    QJsonArray lines;
    for (const Line &line : frameworks) {
        QJsonObject object = lineJson(line);
        object.insert(u"name"_s, line.counts.name);
        lines.append(object);
    }
    QJsonObject root {{u"frameworks"_s, lines}, {u"total"_s, lineJson(total)}};
    if (!excluded.isEmpty()) {
        QJsonArray list;
        for (const ExcludedIssue &issue : excluded) {
            QJsonArray reasons;
            for (const ScreeningRule::Reason &reason : issue.reasons)
                reasons.append(
                    QJsonObject {{u"volunteer"_s, reason.annotator}, {u"reason"_s, reason.reason}});
            QJsonObject object {{u"url"_s, issue.url}, {u"framework"_s, issue.framework},
                {u"reasons"_s, reasons}, {u"by_final_label"_s, issue.byFinalLabel}};
            if (issue.byFinalLabel)
                object.insert(u"note"_s, issue.note);
            list.append(object);
        }
        root.insert(u"excluded"_s, list);
    }
    return root;
}

QString ScreeningStatus::toText() const
{
    const QLocale english(QLocale::English);
    QList<QStringList> rows {
        {u"Framework"_s, u"Candidates"_s, u"Screened"_s, u"Marked"_s, u"Excluded"_s, u"FP rate"_s}};
    const auto countsRow = [&](const FrameworkStatistics &c, const QString &name) {
        return QStringList {name, english.toString(c.issues), english.toString(c.screened),
            english.toString(c.marked), english.toString(c.excluded),
            percent(c.falsePositiveRate())};
    };
    for (const Line &line : frameworks)
        rows.append(countsRow(line.counts, line.counts.name));
    rows.append(countsRow(total.counts, u"Total"_s));
    QString text = StudyStatistics::alignedTable(rows, true);

    if (!total.volunteers.isEmpty()) {
        // Per volunteer: the issues screened, with the false positives among them in brackets.
        QList<QStringList> decisions {{u"Volunteer"_s}};
        for (const Line &line : frameworks)
            decisions.first().append(line.counts.name);
        decisions.first().append(u"Total"_s);
        for (qsizetype v = 0; v < total.volunteers.size(); ++v) {
            QStringList row {total.volunteers[v].name};
            const auto cell = [&](const Volunteer &volunteer) {
                return u"%1 (%2)"_s.arg(english.toString(volunteer.screened),
                    english.toString(volunteer.falsePositives));
            };
            for (const Line &line : frameworks)
                row.append(cell(line.volunteers[v]));
            row.append(cell(total.volunteers[v]));
            decisions.append(row);
        }
        text += u"\nScreened by each volunteer (marked false positive):\n"_s;
        text += StudyStatistics::alignedTable(decisions, false);
    }
    if (!excluded.isEmpty()) {
        text += u"\nExcluded issues:\n"_s;
        for (const ExcludedIssue &issue : excluded) {
            QStringList reasons;
            for (const ScreeningRule::Reason &reason : issue.reasons)
                reasons.append(u"%1: %2"_s.arg(reason.annotator,
                    reason.reason.isEmpty() ? u"(no reason given)"_s : reason.reason));
            if (issue.byFinalLabel)
                reasons.append(u"final label: false positive%1"_s.arg(
                    issue.note.isEmpty() ? QString() : u" (%1)"_s.arg(issue.note)));
            text += u"%1  %2  %3\n"_s.arg(issue.url, issue.framework, reasons.join(u"; "_s));
        }
    }
    return text;
}

} // namespace taxonomist::core
