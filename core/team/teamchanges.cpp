// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "teamchanges.h"

#include "changefile.h"
#include "memberkeys.h"
#include "store/auditanchors.h"
#include "store/auditwriter.h"
#include "store/issuetallystore.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "teamlogging.h"
#include "teamroster.h"
#include "util/coretext.h"
#include "util/parallel.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <optional>
#include <vector>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Audit anchors through change files: the author's head is kept to be sent back in the next file
// to them, and the head of this copy's log that the author saw becomes an anchor `check` holds
// the log to. A head older than the anchor already kept (files merged out of order) changes
// nothing; one the log no longer holds is what `check` reports.
Status keepAuditHeads(ProjectStore &store, const ChangeHeader &header, const QString &authorName)
{
    if (!header.auditHead.isEmpty()) {
        if (auto status = store.setInfo(TeamChanges::seenHeadKey(header.author), header.auditHead);
            !status)
            return status;
    }
    if (header.peerHead.isEmpty())
        return success();
    const qint64 entry = header.peerHead.section(u':', 0, 0).toLongLong();
    const QByteArray hash = header.peerHead.section(u':', 1).toLatin1();
    const QString source = u"change files of %1 (%2)"_s.arg(authorName, header.author);
    std::ignore = AuditAnchors::record(store.handle(), source, entry, hash, header.createdAt);
    return success();
}

QJsonObject countsJson(const MergeCounts &counts)
{
    return {{u"added"_s, counts.added}, {u"changed"_s, counts.changed},
        {u"removed"_s, counts.removed}, {u"unchanged"_s, counts.unchanged},
        {u"older"_s, counts.older}};
}

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QString countsText(const QString &what, const MergeCounts &counts)
{
    const QLocale english(QLocale::English);
    QStringList parts;
    for (const auto &[value, name] : {std::pair {counts.added, u"added"_s},
             std::pair {counts.changed, u"changed"_s}, std::pair {counts.removed, u"removed"_s},
             std::pair {counts.unchanged, u"already here"_s},
             std::pair {counts.older, u"older than here"_s}}) {
        if (value > 0)
            parts.append(english.toString(value) + u' ' + name);
    }
    return parts.isEmpty() ? QString() : what + u": "_s + parts.join(u", "_s);
}

QString reportText(const MergeReport &report)
{
    const QLocale english(QLocale::English);
    QStringList parts;
    for (const QString &part :
        {countsText(u"labels"_s, report.labels), countsText(u"final labels"_s, report.finalLabels),
            countsText(u"assignments"_s, report.assignments),
            countsText(u"votes"_s, report.votes)}) {
        if (!part.isEmpty())
            parts.append(part);
    }
    for (const auto &[value, name] : {std::pair {report.issues, u"issues added"_s},
             std::pair {report.nodes, u"taxonomy nodes"_s},
             std::pair {report.proposals, u"proposals"_s},
             std::pair {report.contents, u"issue contents"_s},
             std::pair {report.members, u"team members"_s}}) {
        if (value > 0)
            parts.append(english.toString(value) + u' ' + name);
    }
    parts.append(u"%1 conflict%2"_s.arg(
        english.toString(report.conflicts.size()), report.conflicts.size() == 1 ? u""_s : u"s"_s));
    return parts.join(u"; "_s);
}

// A merge report as the JSON output and the audit log keep it.
QJsonObject reportJson(const MergeReport &report)
{
    QJsonArray conflicts;
    for (const MergeConflict &conflict : report.conflicts) {
        conflicts.append(QJsonObject {{u"kind"_s, conflict.kind}, {u"issue"_s, conflict.issue},
            {u"owner"_s, conflict.owner}, {u"kept"_s, conflict.kept},
            {u"history"_s, conflict.lost}});
    }
    return QJsonObject {{u"labels"_s, countsJson(report.labels)},
        {u"final_labels"_s, countsJson(report.finalLabels)},
        {u"assignments"_s, countsJson(report.assignments)}, {u"votes"_s, countsJson(report.votes)},
        {u"proposals"_s, report.proposals}, {u"issues"_s, report.issues},
        {u"nodes"_s, report.nodes}, {u"contents"_s, report.contents},
        {u"members"_s, report.members}, {u"conflicts"_s, conflicts}};
}

} // namespace

QString MergeSummary::toText() const
{
    QString text;
    for (const MergedFile &file : files) {
        text += u"  "_s + QFileInfo(file.path).fileName() + u": "_s;
        if (file.duplicate) {
            text += file.mergedBefore.isEmpty()
                ? u"the same file again, skipped\n"_s
                : u"merged before (%1), nothing to do\n"_s.arg(file.mergedBefore);
            continue;
        }
        text += u"%1 of %2 — %3\n"_s.arg(
            ChangeHeader::kindKey(file.kind), file.author, reportText(file.report));
    }
    text += u"  total: "_s + reportText(total) + u'\n';
    for (const MergeConflict &conflict : total.conflicts) {
        text += u"  conflict: %1 of %2 on %3: kept %4; %5 went to the row's history\n"_s.arg(
            conflict.kind, conflict.owner, conflict.issue, conflict.kept, conflict.lost);
    }
    return text;
}

QJsonObject MergeSummary::toJson() const
{
    QJsonArray list;
    for (const MergedFile &file : files) {
        QJsonObject object = reportJson(file.report);
        object.insert(u"file"_s, file.path);
        object.insert(u"sha256"_s, file.sha256);
        object.insert(u"kind"_s, ChangeHeader::kindKey(file.kind));
        object.insert(u"author"_s, file.author);
        object.insert(u"created_at"_s, file.createdAt);
        object.insert(u"duplicate"_s, file.duplicate);
        if (!file.mergedBefore.isEmpty())
            object.insert(u"merged_before"_s, file.mergedBefore);
        list.append(object);
    }
    return {{u"files"_s, list}, {u"total"_s, reportJson(total)}};
}

Result<Annotator> TeamChanges::defaultAuthor(const ProjectStore &store)
{
    auto owner = store.readInfo(u"team.owner"_s);
    if (!owner)
        return owner.error();
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    for (const Annotator &annotator : std::as_const(*annotators)) {
        if (owner->isEmpty() ? annotator.isLead : annotator.uuid == *owner)
            return annotator;
    }
    if (!owner->isEmpty())
        return Error(CoreText::tr("this package's volunteer is missing from its team"),
            {store.path(), 0, 0});
    return Error(CoreText::tr(
        "whose changes? The project has no lead; name the annotator (--annotator NAME)"));
}

Result<ChangeExport> TeamChanges::exportChanges(ProjectStore &store, const QString &path,
    const QString &annotatorName, bool everything, const QString &actor,
    const QString &signingKeyFrom)
{
    auto author
        = annotatorName.isEmpty() ? defaultAuthor(store) : TeamRoster::find(store, annotatorName);
    if (!author)
        return author.error();
    auto owner = store.readInfo(u"team.owner"_s);
    if (!owner)
        return owner.error();
    if (!owner->isEmpty() && author->uuid != *owner)
        return Error(CoreText::tr("a volunteer's package sends only its own volunteer's changes"));

    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    auto key = signingKeyFrom.isEmpty()
        ? MemberKeys::signingKeyFor(store, *author)
        : MemberKeys::signingKeyFromPackage(store, *author, signingKeyFrom);
    if (!key)
        return key.error();
    ChangeExport result;
    result.path = path;
    result.author = *author;
    SqliteStatement since(
        store.handle(), "SELECT exported_rev FROM team_counters WHERE annotator_id = ?");
    since.bind(1, author->id);
    result.sinceRev = everything ? -1 : (since.next() ? since.integer(0) : 0);
    if (auto status = since.readStatus(); !status)
        return status.error();
    ChangeFile::Writer writer(path, *key);
    auto stats = ChangeExtractor::changedSince(store, *author, result.sinceRev, writer);
    if (!stats)
        return stats.error();
    result.stats = *stats;
    result.sha256 = QString::fromLatin1(writer.sha256());
    SqliteStatement mark(store.handle(),
        "INSERT INTO team_counters(annotator_id, exported_rev) VALUES(?1, ?2)"
        " ON CONFLICT(annotator_id) DO UPDATE SET exported_rev = max(exported_rev, ?2)");
    mark.bind(1, author->id);
    mark.bind(2, stats->lastRev);
    if (auto status = mark.exec(); !status)
        return status.error();
    const QJsonObject detail {{u"file"_s, QFileInfo(path).fileName()}, {u"sha256"_s, result.sha256},
        {u"author"_s, author->name}, {u"since_rev"_s, result.sinceRev},
        {u"labels"_s, stats->labels}, {u"final_labels"_s, stats->finalLabels},
        {u"assignments"_s, stats->assignments}, {u"votes"_s, stats->votes},
        {u"proposals"_s, stats->proposals}};
    if (auto status = store.audit(actor, u"export-changes"_s, 0, compact(detail)); !status)
        return status.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    return result;
}

Result<MergeSummary> TeamChanges::merge(
    ProjectStore &store, const QStringList &paths, const QString &actor)
{
    QElapsedTimer timer;
    timer.start();
    // Every file is read and its checksum and header checked before anything is written, the
    // files side by side (hashing and checking the study's seven files is most of a second on
    // one core); the first bad file in the order given is the one reported.
    std::vector<std::optional<Result<ChangeFile::Opened>>> opened(paths.size());
    forEachInParallel(paths.size(),
        [&](qsizetype index) { opened[index].emplace(ChangeFile::open(paths[index])); });
    QList<ChangeFile::Opened> files;
    files.reserve(paths.size());
    for (std::optional<Result<ChangeFile::Opened>> &file : opened) {
        if (!*file)
            return file->error();
        files.append(std::move(*file).value());
    }
    opened.clear();
    qCDebug(lcTeam) << "merge: read and checked" << files.size() << "files in" << timer.restart()
                    << "ms";
    MergeSummary summary;
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    SqliteStatement merged(store.handle(), "SELECT merged_at FROM team_merges WHERE sha256 = ?");
    SqliteStatement record(store.handle(),
        "INSERT INTO team_merges(sha256, author, kind, file_created_at, merged_at)"
        " VALUES(?, ?, ?, ?, ?)");
    SqliteStatement finish(store.handle(), "UPDATE team_merges SET summary = ? WHERE id = ?");
    bool labelsChanged = false;
    // The tally of the issues the files touch is brought up to date once, at the end (a merge is
    // a user's deliberate step, not a sync every minute: setting the triggers aside pays or costs
    // a few milliseconds). It begins with the first file that is not a duplicate: a merge of
    // files merged before writes nothing at all, not even the triggers again.
    IssueTallyStore::Deferral tally(store.handle());
    ChangeMerger merger(store, {actor, false, 0, {}});
    for (ChangeFile::Opened &file : files) {
        MergedFile result;
        result.path = file.path;
        result.sha256 = QString::fromLatin1(file.sha256);
        result.kind = file.header.kind;
        result.createdAt = file.header.createdAt;
        for (const MergedFile &earlier : std::as_const(summary.files))
            result.duplicate = result.duplicate || earlier.sha256 == result.sha256;
        merged.bind(1, result.sha256);
        if (merged.next()) {
            result.duplicate = true;
            result.mergedBefore = merged.text(0);
        }
        if (auto status = merged.readStatus(); !status)
            return status.error();
        merged.reset();
        if (result.duplicate) {
            summary.files.append(result);
            continue;
        }
        // Signed by its author's key as this project knows it now (an earlier file of the same
        // merge may have brought the author or their key).
        if (auto status = MemberKeys::authenticate(store, file); !status)
            return status.error();
        const QString now = ProjectStore::nowUtc();
        record.bind(1, result.sha256);
        record.bind(2, file.header.author);
        record.bind(3, ChangeHeader::kindKey(file.header.kind));
        record.bind(4, file.header.createdAt);
        record.bind(5, now);
        if (auto status = record.exec(); !status)
            return status.error();
        const qint64 mergeId = record.lastInsertId();
        merger.setMergeId(mergeId);
        if (!tally.isActive()) {
            if (auto status = tally.begin(); !status)
                return status.error();
        }
        if (auto status = ChangeFile::read(file, merger); !status) {
            const Error &error = status.error();
            return error.where().file.isEmpty() ? Error(error.what(), {file.path, 0, 0}) : error;
        }
        result.report = merger.takeReport();
        for (const Annotator &member : store.annotators()) {
            if (member.uuid == file.header.author)
                result.author = member.name;
        }
        if (auto status = keepAuditHeads(store, file.header, result.author); !status)
            return status.error();
        const MergeReport &report = result.report;
        QJsonObject detail = reportJson(report);
        for (const auto &[key, value] : {std::pair {u"file"_s, QFileInfo(file.path).fileName()},
                 std::pair {u"sha256"_s, result.sha256},
                 std::pair {u"kind"_s, ChangeHeader::kindKey(file.header.kind)},
                 std::pair {u"author"_s, result.author},
                 std::pair {u"author_uuid"_s, file.header.author},
                 std::pair {u"device"_s, file.header.device},
                 std::pair {u"signing_key"_s, QString::fromLatin1(file.signedBy)}})
            detail.insert(key, value);
        finish.bind(1, compact(detail));
        finish.bind(2, mergeId);
        if (auto status = finish.exec(); !status)
            return status.error();
        if (auto status = store.audit(actor, u"merge-changes"_s, 0, compact(detail)); !status)
            return status.error();
        labelsChanged
            = labelsChanged || !report.labelIssues.isEmpty() || !report.finalLabelIssues.isEmpty();
        qCDebug(lcTeam) << "merge:" << file.path << "applied in" << timer.restart() << "ms";
        summary.total += report;
        summary.files.append(result);
    }
    if (auto status = tally.finish(); !status)
        return status.error();
    qCDebug(lcTeam) << "merge: vote tally brought up to date in" << timer.restart() << "ms";
    // A merge logs its labels in one entry per file: a digest of every label follows, so the
    // audit check can tell them from edits made outside Taxonomist.
    if (labelsChanged) {
        if (auto status = AuditWriter(store.handle()).appendBaseline(ProjectStore::nowUtc(), actor);
            !status)
            return status.error();
        qCDebug(lcTeam) << "merge: label baseline in" << timer.restart() << "ms";
    }
    if (auto status = transaction.commit(); !status)
        return status.error();
    qCDebug(lcTeam) << "merge: committed in" << timer.restart() << "ms";
    return summary;
}

} // namespace taxonomist::core
