// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "interviewcomparison.h"

#include "interviewstore.h"
#include "store/projectstore.h"
#include "store/sqlutil.h"
#include "taxonomy/taxonomystore.h"

#include <QHash>
#include <QJsonArray>
#include <QLocale>
#include <QSet>
#include <QTextStream>
#include <QVariant>

#include <map>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// The known ancestors a code stands for: the node and those above it, or for a code the
// taxonomy lacks, the known codes it extends ("C.11" → "C"; "B.2.x" → "B.2", "B").
QStringList rolledUp(const Taxonomy &taxonomy, const QString &code)
{
    QStringList codes {code};
    int index = taxonomy.indexOfCode(code);
    if (index < 0) {
        QString prefix = code;
        while (index < 0 && prefix.contains(u'.')) {
            prefix.truncate(prefix.lastIndexOf(u'.'));
            index = taxonomy.indexOfCode(prefix);
        }
        if (index < 0)
            return codes;
        codes.append(taxonomy.node(index).code);
    }
    for (int parent = taxonomy.node(index).parent; parent >= 0;
         parent = taxonomy.node(parent).parent)
        codes.append(taxonomy.node(parent).code);
    return codes;
}

double share(qint64 part, qint64 whole)
{
    return whole > 0 ? static_cast<double>(part) / static_cast<double>(whole) : 0.0;
}

} // namespace

QString InterviewComparison::divergenceKey(Divergence divergence)
{
    switch (divergence) {
    case Divergence::Both:
        return u"both"_s;
    case Divergence::UsersOnly:
        return u"users_only"_s;
    case Divergence::DevelopersOnly:
        return u"developers_only"_s;
    case Divergence::None:
        break;
    }
    return u"none"_s;
}

QString InterviewComparison::divergenceText(Divergence divergence)
{
    // "users only" for users_only; nothing for a node nobody raises.
    return divergence == Divergence::None ? QString()
                                          : divergenceKey(divergence).replace(u'_', u' ');
}

Result<InterviewComparison> InterviewComparison::compute(const ProjectStore &store, int level)
{
    auto stored = TaxonomyStore::load(store);
    if (!stored)
        return stored.error();
    const Taxonomy &taxonomy = stored->taxonomy;
    InterviewComparison result;
    result.level = std::max(0, level);
    result.levelKey = taxonomy.levels.value(result.level).key;

    // Issues: each final label (not a false positive) counts for its node and the nodes above.
    QSqlQuery frameworks(store.database());
    frameworks.prepare(u"SELECT id, name FROM frameworks ORDER BY position"_s);
    if (auto status = sql::exec(frameworks); !status)
        return status.error();
    QHash<qint64, int> frameworkIndex;
    while (frameworks.next()) {
        frameworkIndex.insert(
            frameworks.value(0).toLongLong(), static_cast<int>(result.frameworks.size()));
        result.frameworks.append(frameworks.value(1).toString());
    }
    if (auto status = sql::readStatus(frameworks, store.path()); !status)
        return status.error();
    QSqlQuery counts(store.database());
    counts.prepare(
        u"SELECT f.node_id, i.framework_id, count(*) FROM final_labels f JOIN issues i ON i.id = "
        u"f.issue_id"
        " WHERE f.false_positive = 0 AND f.node_id IS NOT NULL GROUP BY f.node_id, i.framework_id"_s);
    if (auto status = sql::exec(counts); !status)
        return status.error();
    QHash<QString, QList<qint64>> issues; // code → per framework
    const qsizetype frameworkCount = result.frameworks.size();
    while (counts.next()) {
        const int node = stored->indexOfId(counts.value(0).toLongLong());
        const int framework = frameworkIndex.value(counts.value(1).toLongLong(), -1);
        if (node < 0 || framework < 0)
            continue;
        const qint64 n = counts.value(2).toLongLong();
        result.labelledIssues += n;
        for (int at = node; at >= 0; at = taxonomy.node(at).parent) {
            QList<qint64> &row = issues[taxonomy.node(at).code];
            row.resize(frameworkCount);
            row[framework] += n;
        }
    }
    if (auto status = sql::readStatus(counts, store.path()); !status)
        return status.error();

    // Mentions: the distinct participants whose segments link to a code or below it.
    auto participants = InterviewStore::participants(store);
    if (!participants)
        return participants.error();
    QHash<qint64, const Participant *> byId;
    for (const Participant &p : std::as_const(*participants)) {
        byId.insert(p.id, &p);
        ++(p.role == Participant::Role::User             ? result.users
                : p.role == Participant::Role::Developer ? result.developers
                                                         : result.others);
    }
    QSqlQuery links(store.database());
    links.prepare(
        u"SELECT DISTINCT s.participant_id, l.code FROM segment_links l JOIN segments s ON s.id = l.segment_id"_s);
    if (auto status = sql::exec(links); !status)
        return status.error();
    QHash<QString, QSet<qint64>> mentionedBy;
    QSet<QString> unknown;
    while (links.next()) {
        const QString code = links.value(1).toString();
        if (taxonomy.indexOfCode(code) < 0)
            unknown.insert(code);
        for (const QString &c : rolledUp(taxonomy, code))
            mentionedBy[c].insert(links.value(0).toLongLong());
    }
    if (auto status = sql::readStatus(links, store.path()); !status)
        return status.error();

    const auto makeRow = [&](const QString &code, const QString &name, int rowLevel, bool known) {
        Row row;
        row.code = code;
        row.name = name;
        row.level = rowLevel;
        row.inTaxonomy = known;
        row.type = code.section(u'.', 0, 0);
        row.issuesByFramework = issues.value(code);
        row.issuesByFramework.resize(frameworkCount);
        for (const qint64 n : std::as_const(row.issuesByFramework))
            row.issues += n;
        const QSet<qint64> who = mentionedBy.value(code);
        for (const Participant &p : std::as_const(*participants)) {
            if (!who.contains(p.id))
                continue;
            row.participants.append(p.code);
            ++(p.role == Participant::Role::User             ? row.users
                    : p.role == Participant::Role::Developer ? row.developers
                                                             : row.others);
        }
        row.issueShare = share(row.issues, result.labelledIssues);
        row.userShare = share(row.users, result.users);
        row.developerShare = share(row.developers, result.developers);
        row.divergence = row.users > 0 && row.developers > 0 ? Divergence::Both
            : row.users > 0                                  ? Divergence::UsersOnly
            : row.developers > 0                             ? Divergence::DevelopersOnly
                                                             : Divergence::None;
        return row;
    };

    // Codes the taxonomy lacks, placed after the subtree of the known code they extend.
    std::map<QString, QStringList> flaggedAfter; // known code (or "" for none) → unknown codes
    QStringList sortedUnknown(unknown.cbegin(), unknown.cend());
    std::sort(sortedUnknown.begin(), sortedUnknown.end(),
        [](const QString &a, const QString &b) { return QString::localeAwareCompare(a, b) < 0; });
    for (const QString &code : std::as_const(sortedUnknown)) {
        const QStringList chain = rolledUp(taxonomy, code);
        if (code.count(u'.') > result.level)
            continue; // deeper than the rows shown: it counts for its known relatives only
        flaggedAfter[chain.size() > 1 ? chain[1] : QString()].append(code);
    }
    const std::function<void(int)> walk = [&](int index) {
        const TaxonomyNode &node = taxonomy.node(index);
        if (node.level > result.level)
            return;
        result.rows.append(makeRow(node.code, node.name, node.level, true));
        for (const int child : node.children)
            walk(child);
        for (const QString &code : flaggedAfter[node.code])
            result.rows.append(makeRow(code, QString(), static_cast<int>(code.count(u'.')), false));
    };
    for (const int root : taxonomy.roots())
        walk(root);
    for (const QString &code : flaggedAfter[QString()])
        result.rows.append(makeRow(code, QString(), static_cast<int>(code.count(u'.')), false));
    return result;
}

QList<const InterviewComparison::Row *> InterviewComparison::diverging(Divergence which) const
{
    QList<const Row *> found;
    for (const Row &row : rows) {
        if (row.divergence == which)
            found.append(&row);
    }
    return found;
}

QJsonObject InterviewComparison::toJson() const
{
    QJsonArray nodes;
    for (const Row &row : rows) {
        QJsonObject byFramework;
        for (qsizetype f = 0; f < frameworks.size(); ++f)
            byFramework.insert(frameworks[f], row.issuesByFramework.value(f));
        nodes.append(QJsonObject {
            {u"code"_s, row.code},
            {u"name"_s, row.inTaxonomy ? QJsonValue(row.name) : QJsonValue()},
            {u"level"_s, row.level},
            {u"type"_s, row.type},
            {u"in_taxonomy"_s, row.inTaxonomy},
            {u"issues"_s,
                QJsonObject {{u"total"_s, row.issues}, {u"share"_s, row.issueShare},
                    {u"by_framework"_s, byFramework}}},
            {u"mentions"_s,
                QJsonObject {{u"users"_s, row.users}, {u"developers"_s, row.developers},
                    {u"others"_s, row.others}, {u"user_share"_s, row.userShare},
                    {u"developer_share"_s, row.developerShare},
                    {u"participants"_s, QJsonArray::fromStringList(row.participants)}}},
            {u"divergence"_s, divergenceKey(row.divergence)},
        });
    }
    const auto codes = [this](Divergence which) {
        QJsonArray list;
        for (const Row *row : diverging(which))
            list.append(row->code);
        return list;
    };
    return QJsonObject {
        {u"level"_s, levelKey},
        {u"frameworks"_s, QJsonArray::fromStringList(frameworks)},
        {u"labelled_issues"_s, labelledIssues},
        {u"participants"_s,
            QJsonObject {
                {u"users"_s, users}, {u"developers"_s, developers}, {u"others"_s, others}}},
        {u"nodes"_s, nodes},
        {u"users_only"_s, codes(Divergence::UsersOnly)},
        {u"developers_only"_s, codes(Divergence::DevelopersOnly)},
    };
}

QString InterviewComparison::toText() const
{
    QString text;
    QTextStream out(&text);
    const QLocale english(QLocale::English);
    out << "Interviews beside issues (" << users << " users, " << developers << " developers";
    if (others > 0)
        out << ", " << others << " others";
    out << "; " << english.toString(labelledIssues) << " issues with a final label)\n\n";
    out << u"code"_s.leftJustified(10) << u"issues"_s.rightJustified(8)
        << u"share"_s.rightJustified(8) << u"users"_s.rightJustified(8)
        << u"devs"_s.rightJustified(7) << "  diverges        name\n";
    for (const Row &row : rows) {
        const QString indent(row.level * 2, u' ');
        out << (indent + row.code).leftJustified(10)
            << english.toString(row.issues).rightJustified(8)
            << (QString::number(row.issueShare * 100.0, 'f', 1) + u'%').rightJustified(8)
            << u"%1/%2"_s.arg(row.users).arg(users).rightJustified(8)
            << u"%1/%2"_s.arg(row.developers).arg(developers).rightJustified(7) << "  "
            << divergenceText(row.divergence).leftJustified(15) << ' '
            << (row.inTaxonomy ? row.name : u"(not in the taxonomy: kept, flagged)"_s) << '\n';
    }
    const auto list = [this](Divergence which) {
        QStringList codes;
        for (const Row *row : diverging(which))
            codes.append(row->code);
        return codes.isEmpty() ? u"none"_s : codes.join(u", "_s);
    };
    out << "\nRaised by users, not by developers: " << list(Divergence::UsersOnly) << '\n';
    out << "Raised by developers, not by users: " << list(Divergence::DevelopersOnly) << '\n';
    out.flush();
    return text;
}

} // namespace taxonomist::core
