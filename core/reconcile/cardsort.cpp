// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cardsort.h"

#include "ownlabels.h"
#include "reconcilelogging.h"
#include "store/labelstore.h"
#include "store/labelwriter.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "taxonomy/taxonomystore.h"
#include "taxonomycodes.h"
#include "taxonomyevolution.h"
#include "util/coretext.h"
#include "util/inputtext.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <functional>
#include <map>
#include <tuple>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

constexpr int maxNodeNameLength = 120;
constexpr qsizetype maxSummaries = 5;
const QString boardKey = u"cardsort.board"_s;

// The default levels of a taxonomy a card sort starts from nothing: the study's.
QList<TaxonomyLevel> defaultLevels()
{
    return {{u"type"_s, u"Type"_s}, {u"theme"_s, u"Theme"_s}, {u"subtheme"_s, u"Sub-theme"_s}};
}

struct OpenLabel
{
    qint64 issueId;
    qint64 annotatorId;
};

// The open-coded labels without a node, by open code key.
Result<QHash<QString, QList<OpenLabel>>> unmappedLabels(const ProjectStore &store)
{
    SqliteStatement rows(store.handle(),
        "SELECT open_code, issue_id, annotator_id FROM labels"
        " WHERE open_code <> '' AND node_id IS NULL AND false_positive = 0"
        " ORDER BY issue_id, annotator_id");
    QHash<QString, QList<OpenLabel>> byKey;
    while (rows.next())
        byKey[OpenCodeCard::keyOf(rows.text(0))].append({rows.integer(1), rows.integer(2)});
    if (auto status = rows.readStatus(); !status)
        return status.error();
    return byKey;
}

// Maps each label of `labels` this copy may write to `nodeId` through the audited label path;
// `mapped` gets those written, and the count of the others is returned in `left`.
Status mapLabels(LabelWriter &writer, const QList<OpenLabel> &labels, qint64 nodeId,
    const std::optional<qint64> &own, QList<OpenLabel> &mapped, int &left)
{
    for (const OpenLabel &open : labels) {
        if (own && *own != open.annotatorId) {
            ++left;
            continue;
        }
        auto current = writer.current(open.issueId, open.annotatorId);
        if (!current)
            return current.error();
        if (!current->label || current->label->nodeId > 0)
            continue;
        Label label = *current->label;
        label.nodeId = nodeId;
        auto written = writer.write(open.issueId, open.annotatorId, label);
        if (!written)
            return written.error();
        if (*written)
            mapped.append(open);
    }
    return success();
}

QString compactJson(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

// The code-to-node map of every sort still standing, as the team's copies read it.
Status publishTeamMap(ProjectStore &store)
{
    SqliteStatement rows(store.handle(),
        "SELECT c.open_code, n.code FROM card_sort_codes c JOIN card_sorts s ON s.id = c.sort_id"
        " JOIN taxonomy_nodes n ON n.id = c.node_id WHERE s.undone_at = '' ORDER BY s.id");
    QJsonObject map;
    while (rows.next())
        map.insert(OpenCodeCard::keyOf(rows.text(0)), rows.text(1));
    if (auto status = rows.readStatus(); !status)
        return status;
    return store.setInfo(CardSort::teamMapKey, map.isEmpty() ? u""_s : compactJson(map));
}

// Validates a plan against the taxonomy and the cards, and collects what it adds.
class PlanCheck
{
public:
    PlanCheck(const StoredTaxonomy &stored, int levels, const QHash<QString, OpenCodeCard> &cards)
        : m_stored(stored)
        , m_levels(levels)
        , m_cards(cards)
    { }

    Status check(const QList<CardSortNode> &nodes, int parent, bool parentIsNew, int depth,
        const QString &path)
    {
        QSet<QString> names;
        for (qsizetype i = 0; i < nodes.size(); ++i) {
            const CardSortNode &node = nodes[i];
            const QString here = u"%1[%2]"_s.arg(path).arg(i);
            if (depth >= m_levels)
                return Error(CoreText::tr(
                    "%1: the taxonomy has %2 levels; a node here would be a level deeper")
                                 .arg(here)
                                 .arg(m_levels));
            int index = -1;
            if (node.nodeId > 0) {
                index = m_stored.indexOfId(node.nodeId);
                if (index < 0)
                    return Error(CoreText::tr("%1: the taxonomy has no node with id %2")
                                     .arg(here)
                                     .arg(node.nodeId));
                const TaxonomyNode &existing = m_stored.taxonomy.node(index);
                if (parentIsNew || existing.parent != parent || existing.level != depth)
                    return Error(CoreText::tr("%1: %2 is not where the board puts it; a card sort "
                                              "adds nodes and does not move them")
                                     .arg(here, existing.code));
                names.insert(Taxonomy::normalizedName(existing.name));
            } else {
                const QString name = node.name.simplified();
                if (name.isEmpty())
                    return Error(CoreText::tr("%1: a new node needs a name").arg(here));
                if (name.size() > maxNodeNameLength)
                    return Error(CoreText::tr("%1: the name %2 is longer than %3 characters")
                                     .arg(here, quotedForMessage(name.left(30) + u"…"_s))
                                     .arg(maxNodeNameLength));
                const QString key = Taxonomy::normalizedName(name);
                if ((!parentIsNew && m_stored.taxonomy.findChildByName(parent, name) >= 0)
                    || names.contains(key))
                    return Error(
                        CoreText::tr("%1: %2 is there already").arg(here, quotedForMessage(name)));
                names.insert(key);
                ++m_newNodes;
            }
            for (qsizetype c = 0; c < node.cards.size(); ++c) {
                const QString key = OpenCodeCard::keyOf(node.cards[c]);
                if (!m_cards.contains(key))
                    return Error(CoreText::tr("%1.cards[%2]: no label has the open code %3")
                                     .arg(here)
                                     .arg(c)
                                     .arg(quotedForMessage(node.cards[c])));
                if (m_placed.contains(key))
                    return Error(CoreText::tr("%1.cards[%2]: the open code %3 is placed twice")
                                     .arg(here)
                                     .arg(c)
                                     .arg(quotedForMessage(node.cards[c])));
                m_placed.insert(key);
            }
            if (auto status
                = check(node.children, index, node.nodeId <= 0, depth + 1, here + u".children"_s);
                !status)
                return status;
        }
        return success();
    }

    int newNodes() const { return m_newNodes; }
    qsizetype placedCards() const { return m_placed.size(); }

private:
    const StoredTaxonomy &m_stored;
    int m_levels;
    const QHash<QString, OpenCodeCard> &m_cards;
    QSet<QString> m_placed;
    int m_newNodes = 0;
};

// Writes a checked plan: its new nodes (codes as TaxonomyCodes gives them, in board order) and
// each card's node.
class PlanWriter
{
public:
    PlanWriter(ProjectStore &store, Taxonomy &taxonomy, QList<qint64> &nodeIds)
        : m_store(store)
        , m_taxonomy(taxonomy)
        , m_nodeIds(nodeIds)
        , m_insert(store.handle(),
              "INSERT INTO taxonomy_nodes(code, name, level, parent_id, position, description)"
              " VALUES(?1, ?2, ?3, ?4, (SELECT coalesce(max(position), -1) + 1 FROM"
              " taxonomy_nodes WHERE parent_id IS ?4), ?5)")
    { }

    Status write(const QList<CardSortNode> &nodes, int parent)
    {
        for (const CardSortNode &node : nodes) {
            int index = -1;
            if (node.nodeId > 0) {
                index = static_cast<int>(m_nodeIds.indexOf(node.nodeId));
            } else {
                TaxonomyNode added;
                added.code = TaxonomyCodes::nextChildCode(m_taxonomy, parent);
                added.name = node.name.simplified();
                added.description = node.description.trimmed();
                added.level = parent < 0 ? 0 : m_taxonomy.node(parent).level + 1;
                added.parent = parent;
                m_insert.bind(1, added.code);
                m_insert.bind(2, added.name);
                m_insert.bind(3, qint64(added.level));
                if (parent < 0)
                    m_insert.bindNull(4);
                else
                    m_insert.bind(4, m_nodeIds[parent]);
                m_insert.bind(5, added.description);
                if (auto status = m_insert.exec(); !status)
                    return status;
                index = m_taxonomy.addNode(added);
                m_nodeIds.append(sqlite3LastId());
                addedNodes.append(m_nodeIds.last());
            }
            for (const QString &card : node.cards)
                cardNodes.insert_or_assign(
                    OpenCodeCard::keyOf(card), std::pair {card, m_nodeIds[index]});
            if (auto status = write(node.children, index); !status)
                return status;
        }
        return success();
    }

    QList<qint64> addedNodes;
    std::map<QString, std::pair<QString, qint64>> cardNodes; // key → (code, node id)

private:
    qint64 sqlite3LastId() const
    {
        SqliteStatement last(m_store.handle(), "SELECT last_insert_rowid()");
        return last.next() ? last.integer(0) : 0;
    }

    ProjectStore &m_store;
    Taxonomy &m_taxonomy;
    QList<qint64> &m_nodeIds;
    SqliteStatement m_insert;
};

Result<QHash<QString, OpenCodeCard>> cardsByKey(const ProjectStore &store)
{
    auto cards = CardSort::cards(store);
    if (!cards)
        return cards.error();
    QHash<QString, OpenCodeCard> byKey;
    for (const OpenCodeCard &card : std::as_const(*cards))
        byKey.insert(OpenCodeCard::keyOf(card.code), card);
    return byKey;
}

Result<qint64> annotatorNamed(const ProjectStore &store, const QString &name)
{
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    for (const Annotator &annotator : std::as_const(*annotators)) {
        if (annotator.name == name)
            return annotator.id;
    }
    return qint64(0);
}

} // namespace

QString OpenCodeCard::keyOf(const QString &code)
{
    return Label::normalizedOpenCode(code).toCaseFolded();
}

Result<QList<OpenCodeCard>> CardSort::cards(const ProjectStore &store)
{
    SqliteStatement rows(store.handle(),
        "SELECT open_code, annotator_id, issue_id, summary, coalesce(node_id, 0) FROM labels"
        " WHERE open_code <> '' AND false_positive = 0 ORDER BY issue_id, annotator_id");
    struct Gathered
    {
        OpenCodeCard card;
        QHash<QString, int> spellings;
        QSet<qint64> volunteers;
        QSet<qint64> nodes;
    };
    std::map<QString, Gathered> byKey;
    while (rows.next()) {
        const QString code = Label::normalizedOpenCode(rows.text(0));
        Gathered &gathered = byKey[OpenCodeCard::keyOf(code)];
        ++gathered.spellings[code];
        ++gathered.card.labels;
        gathered.volunteers.insert(rows.integer(1));
        const qint64 issue = rows.integer(2);
        if (gathered.card.issueIds.isEmpty() || gathered.card.issueIds.last() != issue)
            gathered.card.issueIds.append(issue);
        const QString summary = rows.text(3).trimmed();
        if (!summary.isEmpty() && gathered.card.summaries.size() < maxSummaries
            && !gathered.card.summaries.contains(summary))
            gathered.card.summaries.append(summary);
        const qint64 node = rows.integer(4);
        gathered.nodes.insert(node);
        if (node == 0)
            ++gathered.card.unmapped;
    }
    if (auto status = rows.readStatus(); !status)
        return status.error();
    QList<OpenCodeCard> cards;
    for (auto &[key, gathered] : byKey) {
        OpenCodeCard card = gathered.card;
        // The spelling most labels use; the first in key order among equals.
        int best = 0;
        for (auto it = gathered.spellings.cbegin(); it != gathered.spellings.cend(); ++it) {
            if (it.value() > best || (it.value() == best && it.key() < card.code)) {
                best = it.value();
                card.code = it.key();
            }
        }
        card.volunteers = static_cast<int>(gathered.volunteers.size());
        card.nodeId = gathered.nodes.size() == 1 ? *gathered.nodes.cbegin() : 0;
        cards.append(card);
    }
    std::stable_sort(cards.begin(), cards.end(), [](const OpenCodeCard &a, const OpenCodeCard &b) {
        return a.labels != b.labels ? a.labels > b.labels : a.code < b.code;
    });
    return cards;
}

Result<AppliedCardSort> CardSort::apply(
    ProjectStore &store, const CardSortPlan &plan, const QString &actor)
{
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    const bool hadTaxonomy = TaxonomyStore::hasTaxonomy(store);
    StoredTaxonomy stored;
    if (hadTaxonomy) {
        auto loaded = TaxonomyStore::loadTree(store);
        if (!loaded)
            return loaded.error();
        stored = std::move(*loaded);
    }
    if (stored.taxonomy.levels.isEmpty())
        stored.taxonomy.levels = defaultLevels();
    auto cards = cardsByKey(store);
    if (!cards)
        return cards.error();
    PlanCheck check(stored, static_cast<int>(stored.taxonomy.levels.size()), *cards);
    if (auto status = check.check(plan.types, -1, false, 0, u"types"_s); !status)
        return status.error();
    if (check.newNodes() == 0 && check.placedCards() == 0)
        return Error(
            CoreText::tr("the board places no open code and adds no node: nothing to apply"));

    AppliedCardSort applied;
    // A taxonomy a sort made and its undo removed again keeps its version: the next goes on.
    applied.previous = store.info(u"taxonomy.version"_s);
    if (!hadTaxonomy) {
        // A study that started without a taxonomy gets one of its own, in the study's levels.
        QJsonArray levels;
        for (const TaxonomyLevel &level : std::as_const(stored.taxonomy.levels))
            levels.append(QJsonObject {{u"key"_s, level.key}, {u"name"_s, level.name}});
        for (const auto &[key, value] : {std::pair {u"taxonomy.name"_s, u"card-sort"_s},
                 std::pair {u"taxonomy.title"_s, u"Taxonomy from the pilot's open codes"_s},
                 std::pair {u"taxonomy.source"_s, u"card sort"_s},
                 std::pair {u"taxonomy.levels"_s,
                     QString::fromUtf8(QJsonDocument(levels).toJson(QJsonDocument::Compact))}}) {
            if (auto status = store.setInfo(key, value); !status)
                return status.error();
        }
    }
    applied.version = applied.previous.isEmpty()
        ? u"0.1.0"_s
        : TaxonomyCodes::nextMinorVersion(applied.previous);

    PlanWriter writer(store, stored.taxonomy, stored.nodeIds);
    if (auto status = writer.write(plan.types, -1); !status)
        return status.error();
    applied.nodesAdded = static_cast<int>(writer.addedNodes.size());
    if (auto status = TaxonomyEvolution::recordVersion(store, applied.version, applied.previous);
        !status)
        return status.error();

    auto appliedBy = annotatorNamed(store, actor);
    if (!appliedBy)
        return appliedBy.error();
    SqliteStatement sort(store.handle(),
        "INSERT INTO card_sorts(version, previous, applied_by, applied_at) VALUES(?, ?, ?, ?)");
    sort.bind(1, applied.version);
    sort.bind(2, applied.previous);
    if (*appliedBy > 0)
        sort.bind(3, *appliedBy);
    else
        sort.bindNull(3);
    sort.bind(4, ProjectStore::nowUtc());
    if (auto status = sort.exec(); !status)
        return status.error();
    {
        SqliteStatement last(store.handle(), "SELECT last_insert_rowid()");
        applied.sortId = last.next() ? last.integer(0) : 0;
    }
    SqliteStatement sortNode(
        store.handle(), "INSERT INTO card_sort_nodes(sort_id, node_id) VALUES(?, ?)");
    for (const qint64 node : std::as_const(writer.addedNodes)) {
        sortNode.bind(1, applied.sortId);
        sortNode.bind(2, node);
        if (auto status = sortNode.exec(); !status)
            return status.error();
    }

    auto own = OwnLabels::member(store);
    if (!own)
        return own.error();
    auto open = unmappedLabels(store);
    if (!open)
        return open.error();
    LabelWriter labels(store, actor);
    SqliteStatement code(
        store.handle(), "INSERT INTO card_sort_codes(sort_id, open_code, node_id) VALUES(?, ?, ?)");
    SqliteStatement mappedRow(store.handle(),
        "INSERT INTO card_sort_labels(sort_id, issue_id, annotator_id, node_id)"
        " VALUES(?, ?, ?, ?)");
    for (const auto &[key, card] : writer.cardNodes) {
        code.bind(1, applied.sortId);
        code.bind(2, card.first);
        code.bind(3, card.second);
        if (auto status = code.exec(); !status)
            return status.error();
        ++applied.codesMapped;
        QList<OpenLabel> mapped;
        if (auto status
            = mapLabels(labels, open->value(key), card.second, *own, mapped, applied.labelsLeft);
            !status)
            return status.error();
        for (const OpenLabel &label : std::as_const(mapped)) {
            mappedRow.bind(1, applied.sortId);
            mappedRow.bind(2, label.issueId);
            mappedRow.bind(3, label.annotatorId);
            mappedRow.bind(4, card.second);
            if (auto status = mappedRow.exec(); !status)
                return status.error();
        }
        applied.labelsMapped += static_cast<int>(mapped.size());
    }
    if (auto status = publishTeamMap(store); !status)
        return status.error();
    // The board is what was applied: nothing is left to place until new open codes come.
    if (auto status = store.setInfo(boardKey, u""_s); !status)
        return status.error();
    const QJsonObject detail {{u"sort"_s, applied.sortId}, {u"version"_s, applied.version},
        {u"previous_version"_s, applied.previous}, {u"nodes_added"_s, applied.nodesAdded},
        {u"codes"_s, applied.codesMapped}, {u"labels_mapped"_s, applied.labelsMapped},
        {u"labels_left"_s, applied.labelsLeft}, {u"plan"_s, plan.toJson(store)}};
    if (auto status = store.audit(actor, u"apply-card-sort"_s, 0, compactJson(detail)); !status)
        return status.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    qCDebug(lcReconcile) << "card sort" << applied.sortId << "taxonomy" << applied.previous << "->"
                         << applied.version << "adds" << applied.nodesAdded << "nodes, maps"
                         << applied.labelsMapped << "labels";
    return applied;
}

Result<UndoneCardSort> CardSort::undo(ProjectStore &store, qint64 sortId, const QString &actor)
{
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    SqliteStatement newest(store.handle(), "SELECT max(id) FROM card_sorts WHERE undone_at = ''");
    const qint64 standing = newest.next() && !newest.isNull(0) ? newest.integer(0) : 0;
    if (auto status = newest.readStatus(); !status)
        return status.error();
    if (standing == 0)
        return Error(CoreText::tr("no card sort to undo: none stands"));
    if (sortId != standing)
        return Error(CoreText::tr(
            "card sort %1 is not the newest that stands (%2): sorts are undone newest first")
                         .arg(sortId)
                         .arg(standing));

    UndoneCardSort undone;
    LabelWriter labels(store, actor);
    {
        SqliteStatement mapped(store.handle(),
            "SELECT issue_id, annotator_id, node_id FROM card_sort_labels WHERE sort_id = ?"
            " ORDER BY issue_id, annotator_id");
        mapped.bind(1, sortId);
        QList<std::tuple<qint64, qint64, qint64>> rows;
        while (mapped.next())
            rows.append({mapped.integer(0), mapped.integer(1), mapped.integer(2)});
        if (auto status = mapped.readStatus(); !status)
            return status.error();
        for (const auto &[issue, annotator, node] : std::as_const(rows)) {
            auto current = labels.current(issue, annotator);
            if (!current)
                return current.error();
            if (!current->label || current->label->nodeId != node
                || current->label->openCode.isEmpty()) {
                ++undone.labelsChangedSince;
                continue;
            }
            Label label = *current->label;
            label.nodeId = 0;
            auto written = labels.write(issue, annotator, label);
            if (!written)
                return written.error();
            ++undone.labelsUnmapped;
        }
    }

    // Its nodes, children first: removed when nothing uses them, retired otherwise.
    SqliteStatement nodes(store.handle(),
        "SELECT n.id, n.code FROM card_sort_nodes s JOIN taxonomy_nodes n ON n.id = s.node_id"
        " WHERE s.sort_id = ? ORDER BY n.level DESC, n.id DESC");
    nodes.bind(1, sortId);
    QList<std::pair<qint64, QString>> added;
    while (nodes.next())
        added.append({nodes.integer(0), nodes.text(1)});
    if (auto status = nodes.readStatus(); !status)
        return status.error();
    SqliteStatement used(store.handle(),
        "SELECT EXISTS(SELECT 1 FROM labels WHERE node_id = ?1)"
        " OR EXISTS(SELECT 1 FROM final_labels WHERE node_id = ?1)"
        " OR EXISTS(SELECT 1 FROM taxonomy_proposals WHERE node_id = ?1 OR parent_id = ?1)"
        " OR EXISTS(SELECT 1 FROM taxonomy_nodes WHERE parent_id = ?1)"
        " OR EXISTS(SELECT 1 FROM codebook_examples WHERE node_id = ?1)"
        " OR EXISTS(SELECT 1 FROM card_sort_codes c JOIN card_sorts s ON s.id = c.sort_id"
        "   WHERE c.node_id = ?1 AND s.id <> ?2)");
    SqliteStatement forget(store.handle(), "DELETE FROM card_sort_nodes WHERE node_id = ?");
    SqliteStatement forgetCodes(store.handle(), "DELETE FROM card_sort_codes WHERE node_id = ?");
    SqliteStatement forgetLabels(store.handle(), "DELETE FROM card_sort_labels WHERE node_id = ?");
    SqliteStatement remove(store.handle(), "DELETE FROM taxonomy_nodes WHERE id = ?");
    SqliteStatement retire(store.handle(), "UPDATE taxonomy_nodes SET retired = 1 WHERE id = ?");
    auto own = OwnLabels::member(store);
    if (!own)
        return own.error();
    QJsonArray removedCodes;
    QJsonArray retiredCodes;
    for (const auto &[id, nodeCode] : std::as_const(added)) {
        used.bind(1, id);
        used.bind(2, sortId);
        const bool inUse = used.next() && used.integer(0) != 0;
        auto status = used.readStatus();
        used.reset();
        if (!status)
            return status.error();
        // In a team, other copies may hold the node with their labels on it: it retires there
        // too, and is never removed.
        if (inUse || own->has_value()) {
            retire.bind(1, id);
            if (auto retired = retire.exec(); !retired)
                return retired.error();
            retiredCodes.append(nodeCode);
            ++undone.nodesRetired;
            continue;
        }
        for (SqliteStatement *statement : {&forget, &forgetCodes, &forgetLabels, &remove}) {
            statement->bind(1, id);
            if (auto removed = statement->exec(); !removed)
                return removed.error();
        }
        removedCodes.append(nodeCode);
        ++undone.nodesRemoved;
    }

    const QString previous = store.info(u"taxonomy.version"_s);
    undone.version = TaxonomyCodes::nextMinorVersion(previous);
    if (auto status = TaxonomyEvolution::recordVersion(store, undone.version, previous); !status)
        return status.error();
    SqliteStatement mark(store.handle(), "UPDATE card_sorts SET undone_at = ? WHERE id = ?");
    mark.bind(1, ProjectStore::nowUtc());
    mark.bind(2, sortId);
    if (auto status = mark.exec(); !status)
        return status.error();
    if (auto status = publishTeamMap(store); !status)
        return status.error();
    const QJsonObject detail {{u"sort"_s, sortId}, {u"version"_s, undone.version},
        {u"previous_version"_s, previous}, {u"labels_unmapped"_s, undone.labelsUnmapped},
        {u"labels_changed_since"_s, undone.labelsChangedSince}, {u"nodes_removed"_s, removedCodes},
        {u"nodes_retired"_s, retiredCodes}};
    if (auto status = store.audit(actor, u"undo-card-sort"_s, 0, compactJson(detail)); !status)
        return status.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    return undone;
}

Result<QList<CardSortRecord>> CardSort::history(const ProjectStore &store)
{
    SqliteStatement rows(store.handle(),
        "SELECT s.id, s.version, s.previous, coalesce(a.name, ''), s.applied_at, s.undone_at,"
        " (SELECT count(*) FROM card_sort_nodes n WHERE n.sort_id = s.id),"
        " (SELECT count(*) FROM card_sort_codes c WHERE c.sort_id = s.id),"
        " (SELECT count(*) FROM card_sort_labels l WHERE l.sort_id = s.id)"
        " FROM card_sorts s LEFT JOIN annotators a ON a.id = s.applied_by ORDER BY s.id DESC");
    QList<CardSortRecord> records;
    while (rows.next()) {
        records.append({rows.integer(0), rows.text(1), rows.text(2), rows.text(3), rows.text(4),
            rows.text(5), static_cast<int>(rows.integer(6)), static_cast<int>(rows.integer(7)),
            static_cast<int>(rows.integer(8))});
    }
    if (auto status = rows.readStatus(); !status)
        return status.error();
    return records;
}

Result<int> CardSort::mapFromTeam(ProjectStore &store, const QString &actor)
{
    auto text = store.readInfo(CardSort::teamMapKey);
    if (!text)
        return text.error();
    if (text->isEmpty())
        return 0;
    const QJsonObject map = QJsonDocument::fromJson(text->toUtf8()).object();
    if (map.isEmpty())
        return 0;
    auto own = OwnLabels::member(store);
    if (!own)
        return own.error();
    auto open = unmappedLabels(store);
    if (!open)
        return open.error();
    SqliteStatement node(store.handle(), "SELECT id FROM taxonomy_nodes WHERE code = ?");
    LabelWriter labels(store, actor);
    int count = 0;
    for (auto it = open->cbegin(); it != open->cend(); ++it) {
        const QString code = map.value(it.key()).toString();
        if (code.isEmpty())
            continue;
        node.bind(1, code);
        const qint64 nodeId = node.next() ? node.integer(0) : 0;
        auto status = node.readStatus();
        node.reset();
        if (!status)
            return status.error();
        if (nodeId == 0)
            continue; // the node has not arrived yet: the next sync brings it
        QList<OpenLabel> mapped;
        int left = 0;
        if (auto written = mapLabels(labels, it.value(), nodeId, *own, mapped, left); !written)
            return written.error();
        count += static_cast<int>(mapped.size());
    }
    return count;
}

Result<CardSortPlan> CardSort::board(const ProjectStore &store)
{
    auto text = store.readInfo(boardKey);
    if (!text)
        return text.error();
    if (text->isEmpty())
        return CardSortPlan();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text->toUtf8(), &error);
    if (!document.isObject())
        return Error(
            CoreText::tr("the saved card-sort board is not a JSON object: %1")
                .arg(error.error == QJsonParseError::NoError ? CoreText::tr("not an object")
                                                             : error.errorString()),
            {store.path(), 0, 0});
    return CardSortPlan::fromJson(
        store, document.object(), CoreText::tr("the saved card-sort board"));
}

Status CardSort::saveBoard(ProjectStore &store, const CardSortPlan &plan)
{
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status;
    if (auto status
        = store.setInfo(boardKey, plan.isEmpty() ? u""_s : compactJson(plan.toJson(store)));
        !status)
        return status;
    return transaction.commit();
}

} // namespace taxonomist::core
