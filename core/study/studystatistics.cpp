// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "studystatistics.h"

#include "store/projectstore.h"
#include "store/screeningrule.h"
#include "store/sqlitestatement.h"
#include "taxonomy/taxonomystore.h"
#include "util/coretext.h"

#include <QJsonArray>
#include <QLocale>

#include <map>
#include <optional>
#include <vector>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QJsonObject toJsonObject(const FrameworkStatistics &stats, const QStringList &typeKeys)
{
    QJsonObject years;
    for (auto it = stats.years.cbegin(); it != stats.years.cend(); ++it)
        years.insert(QString::number(it.key()), it.value());
    QJsonObject types;
    for (const QString &key : typeKeys)
        types.insert(key, stats.types.value(key));
    QJsonObject object {{u"issues"_s, stats.issues}, {u"years"_s, years}, {u"types"_s, types}};
    if (stats.undecided > 0)
        object.insert(u"undecided"_s, stats.undecided);
    if (stats.falsePositives > 0)
        object.insert(u"false_positives"_s, stats.falsePositives);
    object.insert(u"screened"_s, stats.screened);
    object.insert(u"excluded"_s, stats.excluded);
    object.insert(u"false_positive_rate"_s, stats.falsePositiveRate());
    return object;
}

void add(FrameworkStatistics &into, const FrameworkStatistics &from)
{
    into.issues += from.issues;
    for (auto it = from.years.cbegin(); it != from.years.cend(); ++it)
        into.years[it.key()] += it.value();
    for (auto it = from.types.cbegin(); it != from.types.cend(); ++it)
        into.types[it.key()] += it.value();
    into.undecided += from.undecided;
    into.falsePositives += from.falsePositives;
    into.screened += from.screened;
    into.marked += from.marked;
    into.excluded += from.excluded;
}

} // namespace

Result<StudyStatistics> StudyStatistics::compute(const ProjectStore &store)
{
    auto stored = TaxonomyStore::loadTree(store);
    if (!stored)
        return stored.error();
    const Taxonomy &taxonomy = stored->taxonomy;
    StudyStatistics result;
    for (const int root : taxonomy.roots())
        result.typeKeys.append(taxonomy.node(root).name.toLower());
    // Each node's type as an index into typeNames; an id the taxonomy lacks counts under "".
    QStringList typeNames {QString()};
    QHash<qint64, int> typeOfNode;
    for (int i = 0; i < taxonomy.size(); ++i) {
        const QString type = taxonomy.node(taxonomy.ancestorAt(i, 0)).name.toLower();
        qsizetype index = typeNames.indexOf(type);
        if (index < 0) {
            index = typeNames.size();
            typeNames.append(type);
        }
        typeOfNode.insert(stored->nodeIds[i], static_cast<int>(index));
    }

    sqlite3 *db = store.handle();
    QHash<qint64, int> indexOf;
    SqliteStatement frameworks(db, "SELECT id, name FROM frameworks ORDER BY position");
    while (frameworks.next()) {
        indexOf.insert(frameworks.integer(0), static_cast<int>(result.frameworks.size()));
        FrameworkStatistics stats;
        stats.name = frameworks.text(1);
        result.frameworks.append(stats);
    }
    if (auto status = frameworks.readStatus(); !status)
        return status.error();
    const auto unknownFramework = [&store](qint64 frameworkId) {
        return Error(CoreText::tr("the project refers to framework %1, which it does not hold (the "
                                  "file may be damaged)")
                         .arg(frameworkId),
            {store.path(), 0, 0});
    };
    SqliteStatement years(db, "SELECT framework_id, year FROM framework_years");
    while (years.next()) {
        const auto found = indexOf.constFind(years.integer(0));
        if (found == indexOf.cend())
            return unknownFramework(years.integer(0));
        result.frameworks[found.value()].years.insert(static_cast<int>(years.integer(1)), 0);
    }
    if (auto status = years.readStatus(); !status)
        return status.error();

    // One scan of the vote tally (one narrow row per issue with its final label, no join),
    // counted here: grouping in SQL sorted every row twice, once per GROUP BY.
    struct Counts
    {
        std::map<int, qint64> years;
        std::vector<qint64> types;
        qint64 issues = 0;
        qint64 undecided = 0;
        qint64 falsePositives = 0;
        FrameworkStatistics screening; // its screened, marked and excluded
    };
    std::vector<Counts> counts(std::size_t(result.frameworks.size()));
    for (Counts &c : counts)
        c.types.assign(std::size_t(typeNames.size()), 0);
    // A row naming a framework that is not there is damage, not a count to file under another;
    // the error names the lowest such id, as grouping by framework would have met it first.
    std::optional<qint64> unknownWithYear;
    std::optional<qint64> unknown;
    qint64 lastFramework = 0;
    Counts *current = nullptr; // the rows of one framework come together: look it up once
    ScreeningRule rule(store);
    SqliteStatement rows(db,
        "SELECT framework_id, year, final_node_id, final_false_positive,"
        " votes <> '' OR final_method IS NOT NULL, instr(votes, ':-') > 0, issue_id"
        " FROM issue_tally");
    while (rows.next()) {
        const qint64 frameworkId = rows.integer(0);
        if (!current || frameworkId != lastFramework) {
            const auto found = indexOf.constFind(frameworkId);
            current = found == indexOf.cend() ? nullptr : &counts[std::size_t(found.value())];
            lastFramework = frameworkId;
        }
        if (!current) {
            unknown = std::min(unknown.value_or(frameworkId), frameworkId);
            if (!rows.isNull(1))
                unknownWithYear = std::min(unknownWithYear.value_or(frameworkId), frameworkId);
            continue;
        }
        Counts &stats = *current;
        if (!rows.isNull(1))
            ++stats.years[static_cast<int>(rows.integer(1))];
        ++stats.issues;
        auto excluded = countScreening(stats.screening, rule, rows.integer(6), rows.integer(4) != 0,
            rows.integer(5) != 0, rows.integer(3) != 0);
        if (!excluded)
            return excluded.error();
        if (rows.integer(3) != 0)
            ++stats.falsePositives;
        else if (rows.isNull(2))
            stats.undecided += *excluded ? 0 : 1; // excluded: no decision is awaited
        else
            ++stats.types[std::size_t(typeOfNode.value(rows.integer(2), 0))];
    }
    if (auto status = rows.readStatus(); !status)
        return status.error();
    if (unknownWithYear || unknown)
        return unknownFramework(unknownWithYear ? *unknownWithYear : *unknown);
    for (qsizetype f = 0; f < result.frameworks.size(); ++f) {
        FrameworkStatistics &stats = result.frameworks[f];
        const Counts &c = counts[std::size_t(f)];
        for (const auto &[year, issues] : c.years)
            stats.years[year] = issues;
        stats.issues = c.issues;
        stats.undecided = c.undecided;
        stats.falsePositives = c.falsePositives;
        stats.screened = c.screening.screened;
        stats.marked = c.screening.marked;
        stats.excluded = c.screening.excluded;
        for (qsizetype t = 0; t < typeNames.size(); ++t) {
            if (c.types[std::size_t(t)] > 0)
                stats.types[typeNames[t]] += c.types[std::size_t(t)];
        }
    }
    result.total.name = u"Total"_s;
    for (const FrameworkStatistics &stats : std::as_const(result.frameworks))
        add(result.total, stats);
    result.yearKeys = result.total.years.keys();
    return result;
}

Result<bool> StudyStatistics::countScreening(FrameworkStatistics &line, ScreeningRule &rule,
    qint64 issueId, bool screened, bool marked, bool finalFalsePositive)
{
    line.screened += screened ? 1 : 0;
    line.marked += marked ? 1 : 0;
    if (!marked && !finalFalsePositive)
        return false; // nothing the rule could exclude
    auto excluded = rule.isExcluded(issueId);
    if (!excluded)
        return excluded.error();
    line.excluded += *excluded ? 1 : 0;
    return *excluded;
}

QStringList StudyStatistics::tablesRead()
{
    // The screening rule reads the volunteers and the assignments of the few issues it may
    // exclude (their votes are the tally's).
    return {u"project_info"_s, u"taxonomy_nodes"_s, u"frameworks"_s, u"framework_years"_s,
        u"issue_tally"_s, u"annotators"_s, u"assignments"_s};
}

QJsonObject StudyStatistics::toJson() const
{
    QJsonArray list;
    for (const FrameworkStatistics &stats : frameworks) {
        QJsonObject object = toJsonObject(stats, typeKeys);
        object.insert(u"name"_s, stats.name);
        list.append(object);
    }
    return QJsonObject {{u"frameworks"_s, list}, {u"total"_s, toJsonObject(total, typeKeys)}};
}

QString StudyStatistics::toText() const
{
    const QLocale english(QLocale::English);
    QStringList header {u"Framework"_s};
    for (const int year : yearKeys)
        header.append(QString::number(year));
    for (const QString &type : typeKeys)
        header.append(type.left(1).toUpper() + type.mid(1));
    const bool anyUndecided = total.undecided > 0;
    const bool anyFalsePositive = total.falsePositives > 0;
    const bool screening = total.hasScreening();
    if (anyUndecided)
        header.append(u"Undecided"_s);
    if (anyFalsePositive)
        header.append(u"False positive"_s);
    if (screening)
        header.append({u"Screened"_s, u"Excluded"_s, u"FP rate"_s});
    header.append(u"Issues"_s);

    QList<QStringList> rows {header};
    const auto rowOf = [&](const FrameworkStatistics &stats) {
        QStringList row {stats.name};
        for (const int year : yearKeys)
            row.append(english.toString(stats.years.value(year)));
        for (const QString &type : typeKeys)
            row.append(english.toString(stats.types.value(type)));
        if (anyUndecided)
            row.append(english.toString(stats.undecided));
        if (anyFalsePositive)
            row.append(english.toString(stats.falsePositives));
        if (screening) {
            row.append(english.toString(stats.screened));
            row.append(english.toString(stats.excluded));
            row.append(english.toString(100.0 * stats.falsePositiveRate(), 'f', 2) + u" %"_s);
        }
        row.append(english.toString(stats.issues));
        return row;
    };
    for (const FrameworkStatistics &stats : frameworks)
        rows.append(rowOf(stats));
    rows.append(rowOf(total));

    return alignedTable(rows, true);
}

QString StudyStatistics::alignedTable(const QList<QStringList> &rows, bool totals)
{
    QList<qsizetype> widths;
    for (const QStringList &row : rows) {
        widths.resize(qMax(widths.size(), row.size()), 0);
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = qMax(widths[c], row[c].size());
    }
    QString text;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        if (totals && r == rows.size() - 1) { // a rule above the totals
            qsizetype width = 0;
            for (const qsizetype w : std::as_const(widths))
                width += w + 2;
            text += QString(width - 2, u'-') + u'\n';
        }
        QStringList cells;
        for (qsizetype c = 0; c < rows[r].size(); ++c)
            cells.append(c == 0 ? rows[r][c].leftJustified(widths[c])
                                : rows[r][c].rightJustified(widths[c]));
        text += cells.join(u"  "_s) + u'\n';
    }
    return text;
}

} // namespace taxonomist::core
