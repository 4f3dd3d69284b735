// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "auditverifier.h"

#include "auditentry.h"
#include "labelsnapshot.h"
#include "schema.h"
#include "sqlitestatement.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

Status checkTriggers(sqlite3 *db, AuditReport &report)
{
    QHash<QString, QByteArray> present;
    SqliteStatement rows(db,
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'audit_log'");
    while (rows.next())
        present.insert(rows.text(0), rows.utf8(1).toByteArray());
    if (auto status = rows.readStatus(); !status)
        return status;
    for (const ExpectedTrigger &trigger : schema::auditTriggers()) {
        const QString name = QString::fromUtf8(trigger.name);
        if (!present.contains(name))
            report.chainProblems.append(
                u"the trigger %1 that guards the audit log was dropped"_s.arg(name));
        else if (present.value(name) != QByteArray(trigger.sql))
            report.chainProblems.append(
                u"the trigger %1 that guards the audit log was replaced"_s.arg(name));
        present.remove(name);
    }
    for (auto it = present.cbegin(); it != present.cend(); ++it)
        report.chainProblems.append(u"an unknown trigger %1 acts on the audit log"_s.arg(it.key()));
    return success();
}

void breakAt(AuditReport &report, qint64 entry, const QString &why)
{
    if (report.brokenAt == 0)
        report.brokenAt = entry;
    report.chainProblems.append(u"entry %1: %2"_s.arg(entry).arg(why));
}

Status checkChain(sqlite3 *db, AuditReport &report)
{
    SqliteStatement rows(
        db, "SELECT id, at, actor, action, issue_id, detail, hash FROM audit_log ORDER BY id");
    QByteArray previous;
    qint64 lastId = 0;
    bool broken = false;
    while (rows.next()) {
        const AuditEntry entry = AuditEntry::fromRow(rows);
        const QByteArray stored = rows.isNull(6) ? QByteArray() : rows.utf8(6).toByteArray();
        ++report.entries;
        if (!broken) {
            if (entry.id != lastId + 1) {
                breakAt(report, lastId + 1,
                    entry.id > lastId + 1
                        ? u"missing (gap in ids: the log goes from %1 to %2)"_s.arg(lastId).arg(
                            entry.id)
                        : u"id out of order"_s);
                broken = true;
            } else if (stored.isEmpty()) {
                breakAt(report, entry.id, u"no hash (added outside Taxonomist)"_s);
                broken = true;
            } else if (entry.chainHash(previous) != stored) {
                breakAt(report, entry.id,
                    u"hash mismatch (the entry, or the one before it, was changed)"_s);
                broken = true;
            }
        }
        previous = stored;
        lastId = entry.id;
    }
    if (auto status = rows.readStatus(); !status)
        return status;
    if (broken)
        return success();

    SqliteStatement head(db, "SELECT last_id, last_hash FROM audit_head WHERE slot = 1");
    const bool hasHead = head.next();
    if (auto status = head.readStatus(); !status)
        return status;
    if (!hasHead) {
        if (lastId > 0)
            breakAt(report, lastId, u"the chain's head record is missing"_s);
        return success();
    }
    const qint64 headId = head.integer(0);
    if (headId > lastId)
        breakAt(report, lastId + 1,
            u"missing (the log ends at entry %1 but its head records entry %2)"_s.arg(lastId).arg(
                headId));
    else if (headId < lastId)
        breakAt(report, headId + 1,
            u"added outside Taxonomist (the head records entry %1)"_s.arg(headId));
    else if (head.utf8(1).toByteArray() != previous)
        breakAt(report, lastId, u"hash mismatch with the chain's head record"_s);
    return success();
}

// Problems found, of which the first AuditVerifier::maxListedProblems are kept word for word.
struct Problems
{
    QStringList listed;
    qsizetype more = 0;

    void add(const QString &problem)
    {
        if (listed.size() < AuditVerifier::maxListedProblems)
            listed.append(problem);
        else
            ++more;
    }
};

// One kind of label (annotators' labels or final labels) replayed from the log since the last
// baseline: the value each touched key had at the baseline (from its first entry's "previous")
// and the value it should have now (from its last entry).
struct Replay
{
    QMap<LabelSnapshot::Key, std::optional<QByteArray>> atBaseline;
    QMap<LabelSnapshot::Key, std::optional<QByteArray>> latest;
    qint64 baselineCount = 0;
    QByteArray baselineDigest; // empty: no baseline, so every row must come from an entry

    void record(const LabelSnapshot::Key &key, std::optional<QByteArray> previous,
        std::optional<QByteArray> now)
    {
        if (!atBaseline.contains(key))
            atBaseline.insert(key, std::move(previous));
        latest.insert(key, std::move(now));
    }

    // Walks the table's rows in key order (forEach) without holding them: each touched row is
    // compared with its last entry, and the table as it was at the baseline — the untouched rows,
    // and the touched ones as their first entry found them — is hashed on the way, merged in key
    // order, for the baseline's digest.
    Status compare(sqlite3 *db, Status (*forEach)(sqlite3 *, const LabelSnapshot::RowVisitor &),
        const QString &kind, qint64 baselineId, Problems &problems) const
    {
        const auto name = [&kind](const LabelSnapshot::Key &key) {
            return key.second > 0
                ? u"the %1 of issue %2 by annotator %3"_s.arg(kind).arg(key.first).arg(key.second)
                : u"the %1 of issue %2"_s.arg(kind).arg(key.first);
        };
        LabelSnapshot::Hasher rebuilt;
        qint64 untouched = 0;
        QList<LabelSnapshot::Key> seen; // touched keys that are in the table
        auto baseline = atBaseline.cbegin();
        const auto rebuild = [&](const LabelSnapshot::Key &key, const QByteArray &row) {
            if (baselineDigest.isEmpty())
                problems.add(name(key) + u" has no trace in the audit log"_s);
            else
                rebuilt.add(key, row);
        };
        // Baseline rows before `key` that the table no longer holds.
        const auto rebuildUpTo = [&](const LabelSnapshot::Key *key) {
            for (; baseline != atBaseline.cend() && (!key || baseline.key() < *key); ++baseline) {
                if (baseline.value())
                    rebuild(baseline.key(), *baseline.value());
            }
        };
        auto status = forEach(db, [&](const LabelSnapshot::Key &key, const QByteArray &row) {
            rebuildUpTo(&key);
            const auto touched = latest.constFind(key);
            if (touched == latest.cend()) {
                ++untouched;
                rebuild(key, row);
                return success();
            }
            seen.append(key);
            if (!*touched)
                problems.add(name(key) + u" exists, but the audit log says it was removed"_s);
            else if (**touched != row)
                problems.add(name(key) + u" differs from its last audit entry"_s);
            if (baseline != atBaseline.cend() && baseline.key() == key) {
                if (baseline.value())
                    rebuild(key, *baseline.value());
                ++baseline;
            }
            return success();
        });
        if (!status)
            return status;
        rebuildUpTo(nullptr);
        qsizetype next = 0; // `seen` is in key order, as `latest` is
        for (auto it = latest.cbegin(); it != latest.cend(); ++it) {
            if (next < seen.size() && seen[next] == it.key()) {
                ++next;
                continue;
            }
            if (it.value())
                problems.add(name(it.key()) + u" is missing, but the audit log set it"_s);
        }
        if (!baselineDigest.isEmpty() && rebuilt.hex() != baselineDigest) {
            const qsizetype removedSince
                = std::count(atBaseline.cbegin(), atBaseline.cend(), std::nullopt);
            problems.add(u"%1s changed outside Taxonomist: those not edited since entry %2 no "
                         u"longer match the"
                         " digest recorded there (%3 of them now, %4 recorded)"_s.arg(kind)
                             .arg(baselineId)
                             .arg(untouched)
                             .arg(baselineCount - (atBaseline.size() - removedSince)));
        }
        return success();
    }
};

std::optional<QByteArray> recordedRow(const QJsonValue &value, bool final)
{
    if (!value.isObject())
        return std::nullopt;
    return final ? LabelSnapshot::finalRow(value.toObject())
                 : LabelSnapshot::labelRow(value.toObject());
}

Status replayLabels(sqlite3 *db, AuditReport &report)
{
    Replay labels;
    Replay finals;
    qint64 baselineId = 0;
    SqliteStatement entries(db,
        "SELECT id, action, issue_id, detail FROM audit_log WHERE action IN"
        " ('set-label', 'remove-label', 'set-final-label', 'remove-final-label', 'label-baseline')"
        " ORDER BY id");
    while (entries.next()) {
        const QByteArrayView action = entries.utf8(1);
        const QJsonObject detail = QJsonDocument::fromJson(entries.utf8(3).toByteArray()).object();
        const qint64 issueId = entries.integer(2);
        if (action == "label-baseline") {
            baselineId = entries.integer(0);
            labels = Replay();
            labels.baselineCount = detail.value(u"labels"_s).toInteger();
            labels.baselineDigest = detail.value(u"labels_sha256"_s).toString().toLatin1();
            finals = Replay();
            finals.baselineCount = detail.value(u"final_labels"_s).toInteger();
            finals.baselineDigest = detail.value(u"final_labels_sha256"_s).toString().toLatin1();
        } else if (action == "set-label" || action == "remove-label") {
            labels.record({issueId, detail.value(u"annotator_id"_s).toInteger()},
                recordedRow(detail.value(u"previous"_s), false),
                recordedRow(detail.value(u"label"_s), false));
        } else {
            finals.record({issueId, 0}, recordedRow(detail.value(u"previous"_s), true),
                recordedRow(detail.value(u"final"_s), true));
        }
    }
    if (auto status = entries.readStatus(); !status)
        return status;
    Problems problems;
    if (auto status
        = labels.compare(db, &LabelSnapshot::forEachLabel, u"label"_s, baselineId, problems);
        !status)
        return status;
    if (auto status
        = finals.compare(db, &LabelSnapshot::forEachFinal, u"final label"_s, baselineId, problems);
        !status)
        return status;
    if (problems.more > 0)
        problems.listed.append(
            u"… and %1 more labels that differ from the audit log"_s.arg(problems.more));
    report.labelProblems = problems.listed;
    return success();
}

} // namespace

QString AuditReport::summary() const
{
    if (!chainProblems.isEmpty()) {
        const QString prefix = u"entry %1: "_s.arg(brokenAt);
        for (const QString &problem : chainProblems) {
            if (brokenAt > 0 && problem.startsWith(prefix))
                return u"audit log broken at entry %1: %2"_s.arg(brokenAt).arg(
                    problem.mid(prefix.size()));
        }
        return u"audit log broken: "_s + chainProblems.first();
    }
    if (!labelProblems.isEmpty())
        return u"audit log intact (%1 entries), but labels differ from it: %2"_s.arg(entries).arg(
            labelProblems.first());
    return u"audit log intact (%1 entries)"_s.arg(entries);
}

Result<AuditReport> AuditVerifier::verify(sqlite3 *db)
{
    AuditReport report;
    if (auto status = checkTriggers(db, report); !status)
        return status.error();
    if (auto status = checkChain(db, report); !status)
        return status.error();
    if (auto status = replayLabels(db, report); !status)
        return status.error();
    return report;
}

} // namespace taxonomist::core
