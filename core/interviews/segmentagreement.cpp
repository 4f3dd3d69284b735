// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "segmentagreement.h"

#include "interviewstore.h"
#include "store/projectstore.h"
#include "taxonomy/taxonomystore.h"

#include <QHash>
#include <QJsonArray>
#include <QLocale>
#include <QMap>
#include <QSet>
#include <QTextStream>

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

using Interval = std::pair<qint64, qint64>;

// Sorted, disjoint intervals covering the same characters.
QList<Interval> merged(QList<Interval> intervals)
{
    std::sort(intervals.begin(), intervals.end());
    QList<Interval> out;
    for (const Interval &i : std::as_const(intervals)) {
        if (!out.isEmpty() && i.first <= out.last().second)
            out.last().second = std::max(out.last().second, i.second);
        else
            out.append(i);
    }
    return out;
}

qint64 length(const QList<Interval> &intervals)
{
    qint64 n = 0;
    for (const Interval &i : intervals)
        n += i.second - i.first;
    return n;
}

qint64 overlap(const QList<Interval> &a, const QList<Interval> &b)
{
    qint64 n = 0;
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        n += std::max<qint64>(
            0, std::min(a[i].second, b[j].second) - std::max(a[i].first, b[j].first));
        if (a[i].second < b[j].second)
            ++i;
        else
            ++j;
    }
    return n;
}

} // namespace

AgreementValue SegmentAgreement::Table::percent() const
{
    if (total() == 0)
        return AgreementValue::undefined(u"undefined: no characters compared"_s);
    return AgreementValue::of(static_cast<double>(both + neither) / static_cast<double>(total()));
}

AgreementValue SegmentAgreement::Table::kappa() const
{
    const double n = static_cast<double>(total());
    if (n == 0)
        return AgreementValue::undefined(u"undefined: no characters compared"_s);
    const double observed = static_cast<double>(both + neither) / n;
    const double firstYes = static_cast<double>(both + onlyFirst) / n;
    const double secondYes = static_cast<double>(both + onlySecond) / n;
    const double expected = firstYes * secondYes + (1.0 - firstYes) * (1.0 - secondYes);
    if (expected >= 1.0 - 1e-12)
        return AgreementValue::undefined(
            u"undefined: chance agreement is 1 (neither coder varies)"_s);
    return AgreementValue::of((observed - expected) / (1.0 - expected));
}

AgreementValue SegmentAgreement::Table::dice() const
{
    const qint64 coded = 2 * both + onlyFirst + onlySecond;
    if (coded == 0)
        return AgreementValue::undefined(u"undefined: neither coder used the code"_s);
    return AgreementValue::of(2.0 * static_cast<double>(both) / static_cast<double>(coded));
}

SegmentAgreement::Table &SegmentAgreement::Table::operator+=(const Table &other)
{
    both += other.both;
    onlyFirst += other.onlyFirst;
    onlySecond += other.onlySecond;
    neither += other.neither;
    return *this;
}

Result<SegmentAgreement> SegmentAgreement::compute(const ProjectStore &store, int level)
{
    SegmentAgreement result;
    result.level = level;
    auto stored = TaxonomyStore::load(store);
    if (!stored)
        return stored.error();
    const Taxonomy &taxonomy = stored->taxonomy;
    const auto codeAt = [&](const QString &code) {
        const int index = taxonomy.indexOfCode(code);
        if (level < 0 || index < 0)
            return code;
        const int ancestor = taxonomy.ancestorAt(index, level);
        return ancestor >= 0 ? taxonomy.node(ancestor).code : code;
    };
    SegmentQuery anchored;
    anchored.place = SegmentQuery::Place::Any;
    auto segments = InterviewStore::segments(store, anchored);
    if (!segments)
        return segments.error();
    auto transcripts = InterviewStore::transcripts(store);
    if (!transcripts)
        return transcripts.error();
    QHash<qint64, qint64> lengthOf;
    for (const Transcript &t : std::as_const(*transcripts))
        lengthOf.insert(t.id, t.length);

    // coder → transcript → code → intervals
    std::map<QString, QMap<qint64, QMap<QString, QList<Interval>>>> coding;
    for (const Segment &s : std::as_const(*segments)) {
        if (s.isStandalone())
            continue;
        const QString coder = s.coderId > 0 ? s.coder : codeBookLayer();
        auto &codes = coding[coder][s.transcriptId];
        for (const QString &link : s.links)
            codes[codeAt(link)].append({s.start, s.end});
        if (s.links.isEmpty())
            codes[QString()]; // coded, without a code yet: the transcript counts as coded
    }
    if (coding.size() < 2)
        result.notes.append(
            u"segment agreement needs two coders with segments in a transcript; %1 found"_s.arg(
                coding.size()));
    for (auto first = coding.cbegin(); first != coding.cend(); ++first) {
        for (auto second = std::next(first); second != coding.cend(); ++second) {
            Pair pair;
            pair.first = first->first;
            pair.second = second->first;
            std::map<QString, Table> perCode;
            for (auto t = first->second.cbegin(); t != first->second.cend(); ++t) {
                if (!second->second.contains(t.key()))
                    continue; // only transcripts both coded: the other's silence there is no
                              // judgement
                const qint64 n = lengthOf.value(t.key());
                ++pair.transcripts;
                pair.characters += n;
                const auto &a = t.value();
                const auto &b = second->second[t.key()];
                QSet<QString> codes;
                for (auto c = a.cbegin(); c != a.cend(); ++c)
                    codes.insert(c.key());
                for (auto c = b.cbegin(); c != b.cend(); ++c)
                    codes.insert(c.key());
                codes.remove(QString());
                for (const QString &code : std::as_const(codes)) {
                    const QList<Interval> x = merged(a.value(code));
                    const QList<Interval> y = merged(b.value(code));
                    const qint64 both = overlap(x, y);
                    Table table;
                    table.both = both;
                    table.onlyFirst = length(x) - both;
                    table.onlySecond = length(y) - both;
                    table.neither = n - table.both - table.onlyFirst - table.onlySecond;
                    perCode[code] += table;
                }
            }
            if (pair.transcripts == 0)
                continue;
            for (const auto &[code, table] : perCode) {
                pair.codes.append({code, table});
                pair.pooled += table;
            }
            result.pairs.append(pair);
        }
    }
    if (coding.size() >= 2 && result.pairs.isEmpty())
        result.notes.append(u"no transcript has segments of two coders yet"_s);
    return result;
}

QJsonObject SegmentAgreement::toJson() const
{
    const auto value = [](const AgreementValue &v) {
        return v.isDefined() ? QJsonValue(*v.value) : QJsonValue();
    };
    const auto table = [&](const Table &t) {
        return QJsonObject {{u"both"_s, t.both}, {u"only_first"_s, t.onlyFirst},
            {u"only_second"_s, t.onlySecond}, {u"neither"_s, t.neither},
            {u"percent_agreement"_s, value(t.percent())}, {u"cohen_kappa"_s, value(t.kappa())},
            {u"dice"_s, value(t.dice())}};
    };
    QJsonArray pairs;
    for (const Pair &pair : this->pairs) {
        QJsonArray codes;
        for (const CodeRow &row : pair.codes) {
            QJsonObject object = table(row.table);
            object.insert(u"code"_s, row.code);
            codes.append(object);
        }
        QJsonObject object = table(pair.pooled);
        object.insert(u"first"_s, pair.first);
        object.insert(u"second"_s, pair.second);
        object.insert(u"transcripts"_s, pair.transcripts);
        object.insert(u"characters"_s, pair.characters);
        object.insert(u"codes"_s, codes);
        pairs.append(object);
    }
    return QJsonObject {{u"unit"_s, u"character"_s},
        {u"level"_s, level < 0 ? QJsonValue(u"as linked"_s) : QJsonValue(level)},
        {u"pairs"_s, pairs}, {u"notes"_s, QJsonArray::fromStringList(notes)}};
}

QString SegmentAgreement::toText() const
{
    QString text;
    QTextStream out(&text);
    const QLocale english(QLocale::English);
    out << "Segment agreement by character overlap (docs/interviews.md)\n";
    for (const QString &note : notes)
        out << "  note: " << note << '\n';
    for (const Pair &pair : pairs) {
        out << '\n'
            << pair.first << " × " << pair.second << ": " << pair.transcripts << " transcript(s), "
            << english.toString(pair.characters) << " characters\n";
        out << "  " << u"code"_s.leftJustified(10) << u"agreement"_s.rightJustified(10)
            << u"kappa"_s.rightJustified(9) << u"dice"_s.rightJustified(8) << '\n';
        const auto line = [&](const QString &name, const Table &t) {
            const auto fmt = [](const AgreementValue &v) {
                return v.isDefined() ? QString::number(*v.value, 'f', 3) : u"–"_s;
            };
            out << "  " << name.leftJustified(10) << fmt(t.percent()).rightJustified(10)
                << fmt(t.kappa()).rightJustified(9) << fmt(t.dice()).rightJustified(8) << '\n';
        };
        for (const CodeRow &row : pair.codes)
            line(row.code, row.table);
        line(u"pooled"_s, pair.pooled);
    }
    out.flush();
    return text;
}

} // namespace taxonomist::core
