// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "auditverifier.h"

#include "auditanchors.h"
#include "auditentry.h"
#include "auditidentities.h"
#include "labelsnapshot.h"
#include "schema.h"
#include "sqlitestatement.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <optional>
#include <vector>

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
    // Listed before the others (a problem of the whole baseline, not of one label).
    void addFirst(const QString &problem)
    {
        listed.prepend(problem);
        if (listed.size() > AuditVerifier::maxListedProblems) {
            listed.removeLast();
            ++more;
        }
    }
};

// One kind of label (annotators' labels or final labels) replayed from the log since the last
// baseline: the value each touched key had at the baseline (from its first entry's "previous")
// and the value it should have now (from its last entry), with the issue and annotator its last
// entry named (AuditIdentities, when it recorded them).
struct Replay
{
    QMap<LabelSnapshot::Key, std::optional<QByteArray>> atBaseline;
    QMap<LabelSnapshot::Key, std::optional<QByteArray>> latest;
    QHash<LabelSnapshot::Key, QJsonObject> identities;
    qint64 baselineCount = 0;
    QByteArray baselineDigest; // empty: no baseline, so every row must come from an entry
    // The annotators of the rows the baseline's digest is rebuilt from: those whose identities a
    // baseline of form 2 covers.
    QSet<qint64> baselineAnnotators;

    void record(const LabelSnapshot::Key &key, std::optional<QByteArray> previous,
        std::optional<QByteArray> now, const QJsonObject &identity)
    {
        if (!atBaseline.contains(key))
            atBaseline.insert(key, std::move(previous));
        latest.insert(key, std::move(now));
        if (identity.isEmpty())
            identities.remove(key);
        else
            identities.insert(key, identity);
    }

    // Walks the table's rows in key order (forEach) without holding them: each touched row is
    // compared with its last entry, and the table as it was at the baseline — the untouched rows,
    // and the touched ones as their first entry found them — is hashed on the way, merged in key
    // order, for the baseline's digest.
    Status compare(sqlite3 *db, Status (*forEach)(sqlite3 *, const LabelSnapshot::RowVisitor &),
        const QString &kind, qint64 baselineId, AuditIdentities &current, Problems &problems)
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
            if (baselineDigest.isEmpty()) {
                problems.add(name(key) + u" has no trace in the audit log"_s);
                return;
            }
            rebuilt.add(key, row);
            if (key.second > 0)
                baselineAnnotators.insert(key.second);
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
            if (!*touched) {
                problems.add(name(key) + u" exists, but the audit log says it was removed"_s);
            } else if (**touched != row) {
                problems.add(name(key) + u" differs from its last audit entry"_s);
            } else if (const auto recorded = identities.constFind(key);
                       recorded != identities.cend()) {
                // Its value is the logged one; is it still on the issue, and the annotator's?
                auto now = current.fields(key.first, key.second);
                if (!now)
                    return Status(now.error());
                const QStringList changed = AuditIdentities::differences(*recorded, *now);
                if (!changed.isEmpty())
                    problems.add(name(key)
                        + u" differs from its last audit entry (%1)"_s.arg(changed.join(u", "_s)));
            }
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

// A baseline of form 2 also holds digests of the issues and of the annotators its labels named:
// they must still be the same issues (UUID and URL) and the same people (UUID and label column).
Status compareIdentities(sqlite3 *db, const QJsonObject &baseline, qint64 baselineId,
    const Replay &labels, Problems &problems)
{
    std::vector<qint64> annotators(
        labels.baselineAnnotators.cbegin(), labels.baselineAnnotators.cend());
    std::sort(annotators.begin(), annotators.end());
    auto now = AuditIdentities::of(db, baseline.value(u"last_issue"_s).toInteger(), annotators);
    if (!now)
        return now.error();
    // Added first, in reverse: they are listed before the labels' own.
    if (baseline.value(u"annotators_sha256"_s).toString().toLatin1() != now->annotatorsSha256)
        problems.addFirst(
            u"the UUIDs or label columns of annotators with labels no longer match "
            u"the digest recorded at entry %1 (%2 annotators now, %3 recorded)"_s.arg(baselineId)
                .arg(now->annotators)
                .arg(baseline.value(u"annotators"_s).toInteger()));
    if (baseline.value(u"issues_sha256"_s).toString().toLatin1() != now->issuesSha256)
        problems.addFirst(u"the UUIDs or URLs of issues no longer match the digest recorded at "
                          u"entry %1 (%2 issues now, %3 recorded)"_s.arg(baselineId)
                              .arg(now->issues)
                              .arg(baseline.value(u"issues"_s).toInteger()));
    return success();
}

Status replayLabels(sqlite3 *db, AuditReport &report)
{
    Replay labels;
    Replay finals;
    qint64 baselineId = 0;
    QJsonObject baseline;
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
            baseline = detail;
            labels = Replay();
            labels.baselineCount = detail.value(u"labels"_s).toInteger();
            labels.baselineDigest = detail.value(u"labels_sha256"_s).toString().toLatin1();
            finals = Replay();
            finals.baselineCount = detail.value(u"final_labels"_s).toInteger();
            finals.baselineDigest = detail.value(u"final_labels_sha256"_s).toString().toLatin1();
        } else if (action == "set-label" || action == "remove-label") {
            labels.record({issueId, detail.value(u"annotator_id"_s).toInteger()},
                recordedRow(detail.value(u"previous"_s), false),
                recordedRow(detail.value(u"label"_s), false), AuditIdentities::recordedIn(detail));
        } else {
            finals.record({issueId, 0}, recordedRow(detail.value(u"previous"_s), true),
                recordedRow(detail.value(u"final"_s), true), AuditIdentities::recordedIn(detail));
        }
    }
    if (auto status = entries.readStatus(); !status)
        return status;
    Problems problems;
    AuditIdentities current(db);
    if (auto status = labels.compare(
            db, &LabelSnapshot::forEachLabel, u"label"_s, baselineId, current, problems);
        !status)
        return status;
    if (auto status = finals.compare(
            db, &LabelSnapshot::forEachFinal, u"final label"_s, baselineId, current, problems);
        !status)
        return status;
    // Baselines written before they covered issues and annotators have no "form": verified as
    // they were written.
    if (baselineId > 0 && baseline.value(u"form"_s).toInt(1) >= 2) {
        if (auto status = compareIdentities(db, baseline, baselineId, labels, problems); !status)
            return status;
    }
    if (problems.more > 0)
        problems.listed.append(
            u"… and %1 more labels that differ from the audit log"_s.arg(problems.more));
    report.labelProblems = problems.listed;
    return success();
}

// Anchors: where other copies saw this chain. A log cut short and fixed up (head record included)
// passes checkChain; the entry an anchor names must still be there with the hash that was seen.
Status checkAnchors(sqlite3 *db, AuditReport &report)
{
    auto problems = AuditAnchors::verify(db);
    if (!problems)
        return problems.error();
    qint64 first = 0;
    for (const AuditAnchors::Problem &problem : std::as_const(*problems)) {
        report.chainProblems.append(problem.what);
        // A missing entry: the log lost everything after its last one (when the chain is
        // otherwise intact, its ids run from 1 to `entries`).
        const qint64 at = problem.isMissing ? std::min(problem.anchor.entryId, report.entries + 1)
                                            : problem.anchor.entryId;
        first = first == 0 ? at : std::min(first, at);
    }
    if (report.brokenAt == 0)
        report.brokenAt = first;
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
    if (auto status = checkAnchors(db, report); !status)
        return status.error();
    if (auto status = replayLabels(db, report); !status)
        return status.error();
    return report;
}

} // namespace taxonomist::core
