// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The two faces of an AgreementReport: JSON for scripts (names from DESIGN.md's CLI contract)
// and a plain-text table for people.
#include "agreementreport.h"

#include "confusionmatrix.h"
#include "missingratingspolicy.h"

#include <QJsonArray>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// A JSON number, or null with the reason added to `notes` under `name`.
QJsonValue jsonValue(const AgreementValue &value, const QString &name, QJsonArray &notes)
{
    if (value.isDefined())
        return *value.value;
    notes.append(name + u": "_s + value.undefinedReason);
    return QJsonValue::Null;
}

QString fixed(const AgreementValue &value, int decimals = 3)
{
    return value.isDefined() ? QString::number(*value.value, 'f', decimals) : u"undefined"_s;
}

QString interval(const AgreementValue &low, const AgreementValue &high)
{
    if (!low.isDefined() || !high.isDefined())
        return u"—"_s;
    return u"[%1, %2]"_s.arg(fixed(low), fixed(high));
}

QString table(const QList<QStringList> &rows)
{
    QList<qsizetype> widths;
    for (const QStringList &row : rows) {
        widths.resize(qMax(widths.size(), row.size()));
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = qMax(widths[c], row[c].size());
    }
    QString text;
    for (const QStringList &row : rows) {
        QStringList cells;
        for (qsizetype c = 0; c < row.size(); ++c)
            cells.append(
                c == 0 ? row[c].leftJustified(widths[c]) : row[c].rightJustified(widths[c]));
        QString line = cells.join(u"  "_s);
        while (line.endsWith(u' '))
            line.chop(1);
        text += line + u'\n';
    }
    return text;
}

} // namespace

QJsonObject AgreementReport::toJson() const
{
    QJsonArray groupsJson;
    for (const AgreementGroup &group : groups) {
        const AgreementSummary &s = group.summary;
        QJsonArray notes;
        QJsonObject object {{u"group"_s, group.name}, {u"items"_s, group.table.items()},
            {u"items_used"_s, s.fleiss.itemsUsed}, {u"raters"_s, group.table.raters()}};
        object.insert(u"percent_agreement"_s,
            jsonValue(s.percentAgreement.value, u"percent_agreement"_s, notes));
        object.insert(u"fleiss_kappa"_s, jsonValue(s.fleiss.kappa, u"fleiss_kappa"_s, notes));
        object.insert(u"fleiss_se"_s, jsonValue(s.fleiss.standardError, u"fleiss_se"_s, notes));
        object.insert(u"fleiss_ci95"_s,
            QJsonArray {jsonValue(s.fleiss.ciLow, u"fleiss_ci95"_s, notes),
                jsonValue(s.fleiss.ciHigh, u"fleiss_ci95"_s, notes)});
        object.insert(u"fleiss_se0"_s, jsonValue(s.fleiss.standardErrorH0, u"fleiss_se0"_s, notes));
        object.insert(u"fleiss_z"_s, jsonValue(s.fleiss.z, u"fleiss_z"_s, notes));
        object.insert(u"fleiss_p"_s, jsonValue(s.fleiss.pValue, u"fleiss_p"_s, notes));
        object.insert(u"krippendorff_alpha"_s,
            jsonValue(s.krippendorffAlpha, u"krippendorff_alpha"_s, notes));
        object.insert(u"gwet_ac1"_s, jsonValue(s.gwetAc1.value, u"gwet_ac1"_s, notes));
        object.insert(
            u"gwet_ac1_se"_s, jsonValue(s.gwetAc1.standardError, u"gwet_ac1_se"_s, notes));
        object.insert(u"brennan_prediger"_s,
            jsonValue(s.brennanPrediger.value, u"brennan_prediger"_s, notes));
        if (s.hasDetails())
            object.insert(u"conger_kappa"_s, jsonValue(s.congerKappa, u"conger_kappa"_s, notes));
        QJsonArray categoriesJson;
        for (int c = 0; c < categories.size(); ++c) {
            QJsonObject category {{u"code"_s, categories[c]}};
            if (c < static_cast<int>(s.fleiss.categoryProportions.size()))
                category.insert(u"prevalence"_s, s.fleiss.categoryProportions[c]);
            if (c < static_cast<int>(s.fleiss.categoryKappas.size())) {
                QJsonArray ignored; // per-category reasons repeat; the value's absence says enough
                category.insert(
                    u"kappa"_s, jsonValue(s.fleiss.categoryKappas[c], QString(), ignored));
            }
            categoriesJson.append(category);
        }
        object.insert(u"categories"_s, categoriesJson);
        if (s.hasDetails()) {
            QJsonArray pairs;
            for (int a = 0; a < s.pairwiseCohen.raters(); ++a) {
                for (int b = a + 1; b < s.pairwiseCohen.raters(); ++b) {
                    const CohenResult &cohen = s.pairwiseCohen.at(a, b);
                    QJsonArray ignored;
                    pairs.append(QJsonObject {{u"a"_s, annotators.value(a)},
                        {u"b"_s, annotators.value(b)}, {u"items"_s, cohen.itemsUsed},
                        {u"kappa"_s, jsonValue(cohen.kappa, QString(), ignored)},
                        {u"se"_s, jsonValue(cohen.standardError, QString(), ignored)}});
                }
            }
            object.insert(u"cohen_pairs"_s, pairs);
            QJsonArray majority;
            for (const MajorityAgreement::Rater &rater : s.raterMajority) {
                majority.append(QJsonObject {{u"annotator"_s, annotators.value(rater.rater)},
                    {u"agreement_with_majority"_s,
                        rater.share.isDefined() ? QJsonValue(*rater.share.value) : QJsonValue()},
                    {u"items"_s, rater.itemsCounted}});
            }
            object.insert(u"annotator_vs_majority"_s, majority);
        }
        object.insert(u"notes"_s, notes);
        groupsJson.append(object);
    }
    QJsonArray reportNotes = QJsonArray::fromStringList(notes);
    return QJsonObject {{u"level"_s, levelKey},
        {u"by"_s, AgreementOptions::groupingKey(options.grouping)},
        {u"categories"_s, QJsonArray::fromStringList(categories)},
        {u"annotators"_s, QJsonArray::fromStringList(annotators)},
        {u"missing_ratings_policy"_s, missingRatingsPolicy()}, {u"notes"_s, reportNotes},
        {u"groups"_s, groupsJson}};
}

QString AgreementReport::toText(bool details) const
{
    const QLocale english(QLocale::English);
    QString text = u"Agreement at the %1 level, by %2; %3 annotators, %4 categories\n\n"_s
                       .arg(levelKey, AgreementOptions::groupingKey(options.grouping))
                       .arg(annotators.size())
                       .arg(categories.size());
    QList<QStringList> rows {{u"Group"_s, u"Items"_s, u"Agreement"_s, u"Fleiss κ"_s, u"95% CI"_s,
        u"z"_s, u"Kripp. α"_s, u"Gwet AC1"_s, u"B-P"_s}};
    QStringList undefined;
    for (const AgreementGroup &group : groups) {
        const AgreementSummary &s = group.summary;
        rows.append({group.name, english.toString(group.table.items()),
            fixed(s.percentAgreement.value), fixed(s.fleiss.kappa),
            interval(s.fleiss.ciLow, s.fleiss.ciHigh), fixed(s.fleiss.z, 1),
            fixed(s.krippendorffAlpha), fixed(s.gwetAc1.value), fixed(s.brennanPrediger.value)});
        for (const auto &[name, value] : {std::pair {u"Fleiss κ"_s, s.fleiss.kappa},
                 std::pair {u"Krippendorff α"_s, s.krippendorffAlpha},
                 std::pair {u"Gwet AC1"_s, s.gwetAc1.value}}) {
            if (!value.isDefined())
                undefined.append(u"%1, %2: %3"_s.arg(group.name, name, value.undefinedReason));
        }
    }
    text += table(rows);
    text
        += u"\nCI from Gwet's linearised SE (t, N−1 df); z tests κ = 0 with Fleiss–Nee–Landis SE₀.\n"_s;
    text += missingRatingsPolicy() + u'\n';
    for (const QString &line : std::as_const(undefined))
        text += u"Note: "_s + line + u'\n';
    for (const QString &note : notes)
        text += u"Note: "_s + note + u'\n';
    if (!details)
        return text;
    for (const AgreementGroup &group : groups) {
        const AgreementSummary &s = group.summary;
        text += u"\n%1: per-category Fleiss κ\n"_s.arg(group.name);
        QList<QStringList> categoryRows {{u"Category"_s, u"Prevalence"_s, u"κ"_s}};
        for (int c = 0;
             c < categories.size() && c < static_cast<int>(s.fleiss.categoryKappas.size()); ++c) {
            const double prevalence = s.fleiss.categoryProportions[c];
            if (prevalence <= 0)
                continue;
            categoryRows.append({categories[c], QString::number(prevalence, 'f', 4),
                fixed(s.fleiss.categoryKappas[c])});
        }
        text += table(categoryRows);
        if (!s.hasDetails())
            continue;
        text
            += u"\n%1: Cohen's κ per annotator pair, and each annotator's agreement with the others' majority\n"_s
                   .arg(group.name);
        QList<QStringList> pairRows {
            QStringList {QString()} + annotators + QStringList {u"vs majority"_s}};
        for (int a = 0; a < annotators.size(); ++a) {
            QStringList row {annotators[a]};
            for (int b = 0; b < annotators.size(); ++b)
                row.append(a == b ? u"—"_s : fixed(s.pairwiseCohen.at(a, b).kappa));
            const auto rater = std::find_if(s.raterMajority.begin(), s.raterMajority.end(),
                [a](const MajorityAgreement::Rater &r) { return r.rater == a; });
            row.append(rater != s.raterMajority.end() ? fixed(rater->share) : u"—"_s);
            pairRows.append(row);
        }
        text += table(pairRows);
    }
    return text;
}

namespace {

// Categories that either annotator used in this matrix, so a 70-category level stays readable.
QList<int> usedCategories(const ConfusionMatrix &matrix)
{
    QList<int> used;
    for (int c = 0; c < matrix.categories(); ++c) {
        if (matrix.rowTotal(c) > 0 || matrix.columnTotal(c) > 0)
            used.append(c);
    }
    return used;
}

} // namespace

QString AgreementReport::confusionText(int a, int b) const
{
    QString text;
    for (const AgreementGroup &group : groups) {
        const ConfusionMatrix matrix = ConfusionMatrix::between(group.table, a, b);
        text += u"\n%1: %2 (rows) against %3 (columns), %4 items both rated\n"_s.arg(group.name,
            annotators.value(a), annotators.value(b),
            QLocale(QLocale::English).toString(qint64(matrix.total())));
        const QList<int> used = usedCategories(matrix);
        QList<QStringList> rows {{QString()}};
        for (const int c : used)
            rows.first().append(categories.value(c));
        for (const int r : used) {
            QStringList row {categories.value(r)};
            for (const int c : used)
                row.append(QString::number(matrix.count(r, c)));
            rows.append(row);
        }
        text += table(rows);
    }
    return text;
}

QJsonObject AgreementReport::confusionJson(int a, int b) const
{
    QJsonArray groupsJson;
    for (const AgreementGroup &group : groups) {
        const ConfusionMatrix matrix = ConfusionMatrix::between(group.table, a, b);
        const QList<int> used = usedCategories(matrix);
        QJsonArray codes;
        QJsonArray counts;
        for (const int r : used) {
            codes.append(categories.value(r));
            QJsonArray row;
            for (const int c : used)
                row.append(matrix.count(r, c));
            counts.append(row);
        }
        groupsJson.append(QJsonObject {
            {u"group"_s, group.name}, {u"categories"_s, codes}, {u"counts"_s, counts}});
    }
    return QJsonObject {
        {u"a"_s, annotators.value(a)}, {u"b"_s, annotators.value(b)}, {u"groups"_s, groupsJson}};
}

} // namespace taxonomist::core
