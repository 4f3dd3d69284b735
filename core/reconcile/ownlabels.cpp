// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ownlabels.h"

#include "finallabelstore.h"
#include "store/labelwriter.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"

#include <QList>

#include <tuple>

using namespace Qt::StringLiterals;

namespace taxonomist::core::OwnLabels {

Result<std::optional<qint64>> member(const ProjectStore &store)
{
    auto owner = store.readInfo(u"team.owner"_s);
    if (!owner)
        return owner.error();
    auto secret = store.readInfo(u"team.signing_secret"_s);
    if (!secret)
        return secret.error();
    if (owner->isEmpty() && secret->isEmpty())
        return std::optional<qint64>(); // not in a team: every label is this copy's
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    for (const Annotator &annotator : std::as_const(*annotators)) {
        if (owner->isEmpty() ? annotator.isLead : annotator.uuid == *owner)
            return std::optional<qint64>(annotator.id);
    }
    return std::optional<qint64>(0); // a copy without a member of its own writes no label
}

Result<CarriedLabels> carry(
    ProjectStore &store, const QHash<qint64, qint64> &moves, const QString &actor)
{
    CarriedLabels carried;
    if (moves.isEmpty())
        return carried;
    auto own = member(store);
    if (!own)
        return own.error();
    LabelWriter labels(store, actor);
    SqliteStatement onNode(
        store.handle(), "SELECT issue_id, annotator_id FROM labels WHERE node_id = ?");
    SqliteStatement finals(store.handle(), "SELECT issue_id FROM final_labels WHERE node_id = ?");
    QList<FinalLabelWrite> finalWrites;
    for (auto move = moves.cbegin(); move != moves.cend(); ++move) {
        QList<std::pair<qint64, qint64>> rows;
        onNode.bind(1, move.key());
        while (onNode.next())
            rows.append({onNode.integer(0), onNode.integer(1)});
        auto status = onNode.readStatus();
        onNode.reset();
        if (!status)
            return status.error();
        for (const auto &[issue, annotator] : std::as_const(rows)) {
            if (*own && **own != annotator) {
                ++carried.labelsLeft;
                continue;
            }
            auto current = labels.current(issue, annotator);
            if (!current)
                return current.error();
            Label label = *current->label;
            label.nodeId = move.value();
            auto written = labels.write(issue, annotator, label);
            if (!written)
                return written.error();
            carried.labels += *written ? 1 : 0;
        }
        // Final labels are the lead's rows: a volunteer's copy holds none.
        finals.bind(1, move.key());
        QList<qint64> decided;
        while (finals.next())
            decided.append(finals.integer(0));
        status = finals.readStatus();
        finals.reset();
        if (!status)
            return status.error();
        if (decided.isEmpty())
            continue;
        auto current = FinalLabelStore::labels(store, decided);
        if (!current)
            return current.error();
        for (const qint64 issue : std::as_const(decided)) {
            FinalLabel label = current->value(issue);
            label.nodeId = move.value();
            finalWrites.append({issue, label});
        }
    }
    if (!finalWrites.isEmpty()) {
        if (auto status
            = FinalLabelStore::writeWithin(store, finalWrites, actor, u"taxonomy-change"_s);
            !status)
            return status.error();
        carried.finalLabels = static_cast<int>(finalWrites.size());
    }
    return carried;
}

} // namespace taxonomist::core::OwnLabels
