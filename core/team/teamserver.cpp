// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "teamserver.h"

#include "memberkeys.h"
#include "serverconnection.h"
#include "serverpull.h"
#include "serverpush.h"
#include "serverstate.h"
#include "store/auditanchors.h"
#include "store/auditwriter.h"
#include "store/projectidentity.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "store/tuning/sqlitesettings.h"
#include "teamchanges.h"
#include "teamlogging.h"
#include "util/coretext.h"
#include "util/signingkey.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QUuid>

#include <optional>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

using namespace ServerState;

namespace {

// A connection to the team server and who its login is there.
struct Session
{
    std::unique_ptr<ServerConnection> connection;
    ServerIdentity identity;
};

Result<Session> connectAs(const QString &url, const QString &password)
{
    auto opened = connect(url, password);
    if (!opened)
        return opened.error();
    auto identity = ServerIdentity::read(**opened);
    if (!identity)
        return identity.error();
    return Session {std::move(*opened), std::move(*identity)};
}

// A copy made by `team join` signs what it sends with its member's key (docs/team.md, "Keys and
// signatures"). A volunteer's first copy mints it and registers the public half on the server,
// once per invitation. A second copy (another laptop, the lead's second machine) takes the secret
// from the first with `signingKeyFrom`; without it, it learns the registered public half only
// and cannot send until it has the secret.
Status takeOwnKey(ServerConnection &connection, ProjectStore &store, const ServerIdentity &identity,
    const QString &signingKeyFrom)
{
    auto own = connection.select(
        u"SELECT coalesce(signing_key, '') FROM taxonomist.members WHERE login = current_user"_s,
        {}, CoreText::tr("reading this login's signing key"));
    if (!own)
        return own.error();
    const QString registered = own->next() ? own->value(0).toString() : QString();
    auto known = MemberKeys::publicKeys(store);
    if (!known)
        return known.error();
    if (known->value(identity.annotator).isEmpty()
        && SigningKey::isPublicKey(registered.toLatin1())) {
        if (auto status = MemberKeys::setPublicKey(store, identity.annotator, registered); !status)
            return status;
    }
    if (!signingKeyFrom.isEmpty()) {
        for (const Annotator &member : store.annotators()) {
            if (member.uuid.compare(identity.annotator, Qt::CaseInsensitive) != 0)
                continue;
            if (auto status = MemberKeys::adoptFrom(store, member, signingKeyFrom); !status)
                return status;
            // Registered if nothing is (an invitation made again): the lead then sees the key it
            // knows and takes no other.
            auto adopted = MemberKeys::publicKeys(store);
            if (!adopted)
                return adopted.error();
            return connection.exec(u"UPDATE taxonomist.members SET signing_key = ?"
                                   " WHERE login = current_user AND signing_key IS NULL"_s,
                {adopted->value(member.uuid)}, CoreText::tr("registering the signing key"));
        }
        return Error(CoreText::tr("the server's rows do not name this login's member"));
    }
    if (identity.role != u"volunteer"_s || !registered.isEmpty())
        return success();
    auto key = SigningKey::generate();
    if (!key)
        return key.error();
    auto taken = connection.select(
        u"UPDATE taxonomist.members SET signing_key = ? WHERE login = current_user"
        " AND signing_key IS NULL RETURNING 1"_s,
        {QString::fromLatin1(key->publicBase64())}, CoreText::tr("registering the signing key"));
    if (!taken)
        return taken.error();
    if (!taken->next())
        return success();
    if (auto status = store.setInfo(
            QLatin1StringView(MemberKeys::secretInfoKey), QString::fromLatin1(key->secretBase64()));
        !status)
        return status;
    return MemberKeys::setPublicKey(
        store, identity.annotator, QString::fromLatin1(key->publicBase64()));
}

// The lead's copy takes the keys the members' copies registered, for members it holds no key of
// and members it invited again since (an invitation clears the registered key: the new copy
// registers its own). Any other key stays as this project has it: the server cannot swap a
// member's key.
Status takeRegisteredKeys(ServerConnection &connection, ProjectStore &store)
{
    auto keys = connection.select(u"SELECT annotator::text, signing_key FROM taxonomist.members"
                                  " WHERE annotator IS NOT NULL AND signing_key IS NOT NULL"_s,
        {}, CoreText::tr("reading the members' signing keys"));
    if (!keys)
        return keys.error();
    auto known = MemberKeys::publicKeys(store);
    if (!known)
        return known.error();
    while (keys->next()) {
        const QString annotator = keys->value(0).toString();
        const QString key = keys->value(1).toString();
        const QString rekey = QString::fromLatin1(keyRekey) + annotator;
        const bool invitedAgain = store.info(rekey) == u"1"_s;
        if (invitedAgain && known->value(annotator) == key) { // the key it knows: done
            if (auto status = store.setInfo(rekey, u"0"_s); !status)
                return status;
            continue;
        }
        if (!known->contains(annotator) || (!known->value(annotator).isEmpty() && !invitedAgain)
            || !SigningKey::isPublicKey(key.toLatin1()) || known->value(annotator) == key)
            continue;
        if (auto status = MemberKeys::setPublicKey(store, annotator, key); !status)
            return status;
        if (invitedAgain) {
            if (auto status = store.setInfo(rekey, u"0"_s); !status)
                return status;
        }
    }
    return success();
}

// One attempt at merging fetched rows (pullInto below runs it until no group is refused), in one
// project transaction. Nothing when another sync of this project pulled since the rows were read:
// they are then read again.
Result<std::optional<PullResult>> mergeOnce(ProjectStore &store, const ServerIdentity &identity,
    const FetchedPull &fetched, const QString &actor, const QSet<QString> &oneByOne)
{
    const qint64 since = fetched.sinceRev;
    // A first pull fills the new project of a join; every id it writes the merger resolved in
    // the project itself (ServerPull::merge also builds the indexes at the end then).
    const sqlite::ScopedPragmas checks(
        store.handle(), since == 0 ? sqlite::foreignKeysOff() : QList<sqlite::Pragma> {});
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    auto now = infoNumber(store, keyPulled);
    if (!now)
        return now.error();
    if (*now != since)
        return std::optional<PullResult>();
    auto pulled = ServerPull::merge(store, identity, fetched, actor, oneByOne);
    if (!pulled)
        return pulled.error();
    if (!pulled->refusedGroup.isEmpty())
        return std::optional<PullResult>(
            std::move(*pulled)); // rolled back when the transaction goes
    // Nothing new writes nothing (a sync every minute should not wear the disk).
    if (pulled->lastRev != since) {
        if (auto status
            = store.setInfo(QString::fromLatin1(keyPulled), QString::number(pulled->lastRev));
            !status)
            return status.error();
    }
    if (pulled->rows > 0) {
        if (auto status = store.setInfo(QString::fromLatin1(keySynced), ProjectStore::nowUtc());
            !status)
            return status.error();
        const QJsonObject detail {{u"server"_s, TeamServer::address(store)},
            {u"rows"_s, pulled->rows}, {u"revision"_s, pulled->lastRev},
            {u"changes"_s, MergeSummary {{}, pulled->report}.toJson().value(u"total"_s)}};
        if (auto status = store.audit(actor, u"sync-pull"_s, 0, compact(detail)); !status)
            return status.error();
        if (!pulled->skipped.isEmpty()) {
            const QJsonObject skipped {{u"server"_s, TeamServer::address(store)},
                {u"skipped"_s, pulled->skipped.size()},
                {u"rows"_s, SkippedRow::toJson(pulled->skipped, 100)}};
            if (auto status = store.audit(actor, u"sync-skipped"_s, 0, compact(skipped)); !status)
                return status.error();
        }
        if (!pulled->report.labelIssues.isEmpty() || !pulled->report.finalLabelIssues.isEmpty()) {
            if (auto status
                = AuditWriter(store.handle()).appendBaseline(ProjectStore::nowUtc(), actor);
                !status)
                return status.error();
        }
    }
    if (auto status = transaction.commit(); !status)
        return status.error();
    return std::optional<PullResult>(std::move(*pulled));
}

// Pull what is new and store it with the revision reached, in one project transaction. The rows
// are read from the server first, with no transaction of the project's open (a slow server holds
// no lock of the project); only their merge takes the write lock. A merge in which a row is
// refused is rolled back and run again on the same rows, the refusing author's rows then one by
// one (ServerPull), so the refused rows are skipped and everything else is kept.
Result<PullResult> pullInto(ServerConnection &connection, ProjectStore &store,
    const ServerIdentity &identity, const QString &actor)
{
    constexpr int attempts = 3;
    for (int attempt = 1; attempt <= attempts; ++attempt) {
        auto since = infoNumber(store, keyPulled);
        if (!since)
            return since.error();
        auto fetched = ServerPull::fetch(connection, identity, *since);
        if (!fetched)
            return fetched.error();
        QSet<QString> oneByOne;
        for (;;) {
            auto merged = mergeOnce(store, identity, *fetched, actor, oneByOne);
            if (!merged)
                return merged.error();
            if (!*merged)
                break; // another sync pulled meanwhile: read again from where it got
            const PullResult &pulled = **merged;
            if (pulled.refusedGroup.isEmpty()) {
                PullResult done = pulled;
                done.rowsHeld = std::move(fetched->data);
                return done;
            }
            if (oneByOne.contains(pulled.refusedGroup))
                return Error(pulled.refusal); // cannot happen: that group went one by one
            qCWarning(lcTeam) << "pull: a row of" << pulled.refusedGroup
                              << "was refused; merging again with its rows one by one:"
                              << pulled.refusal;
            oneByOne.insert(pulled.refusedGroup);
        }
    }
    return Error(
        CoreText::tr("another sync of this project pulled at the same time, %1 times in a row: run "
                     "the sync again")
            .arg(attempts));
}

// The audit anchor the server keeps for this copy (docs/security.md, "Audit anchors"): what it
// saw at the last sync is kept here as an anchor the log must still hold, and the head now goes to
// the server. A log cut below what the server saw is reported (and found by `check`), never sent
// as the new head: the server's head never moves backwards.
Result<QStringList> exchangeAuditHead(ServerConnection &connection, ProjectStore &store)
{
    const QString device = store.info(u"team.device"_s);
    if (device.size() != 36 || QUuid(device).isNull())
        return QStringList();
    auto seen = connection.select(
        u"SELECT entry, hash, to_char(seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"
        " FROM taxonomist.audit_heads WHERE login = current_user AND device = CAST(? AS uuid)"_s,
        {device}, CoreText::tr("reading the audit head the server saw"));
    if (!seen)
        return seen.error();
    QStringList problems;
    if (seen->next()) {
        const QString source = u"team server %1"_s.arg(TeamServer::address(store));
        if (auto status = AuditAnchors::record(store.handle(), source, seen->value(0).toLongLong(),
                seen->value(1).toString().toLatin1(), seen->value(2).toString());
            !status)
            problems.append(status.error().message());
    }
    auto unheld = AuditAnchors::verify(store.handle());
    if (!unheld)
        return unheld.error();
    for (const AuditAnchors::Problem &problem : std::as_const(*unheld))
        problems.append(problem.what);
    if (!problems.isEmpty())
        return problems;
    auto head = AuditAnchors::head(store.handle());
    if (!head)
        return head.error();
    if (auto status = connection.exec(u"INSERT INTO taxonomist.audit_heads(device, entry, hash) "
                                      u"VALUES (CAST(? AS uuid), ?, ?)"
                                      " ON CONFLICT (login, device) DO UPDATE SET entry = "
                                      "excluded.entry, hash = excluded.hash"
                                      " WHERE taxonomist.audit_heads.entry < excluded.entry"_s,
            {device, head->entryId, QString::fromLatin1(head->hash)}, u"sending the audit head"_s);
        !status)
        return status.error();
    return problems;
}

} // namespace

QString SyncReport::toText() const
{
    QString text
        = u"synced %1 as %2: sent %3 row%4 (%5 new or newer on the server), pulled %6 (server revision %7)\n"_s
              .arg(syncedAt, role, QString::number(sent), sent == 1 ? QString() : u"s"_s,
                  QString::number(stored), QString::number(pulled), QString::number(revision));
    if (pulled > 0)
        text += MergeSummary {{}, merge}.toText();
    for (const QString &problem : auditProblems)
        text += u"audit: "_s + problem + u'\n';
    if (!skipped.isEmpty()) {
        text += u"%1 row%2 the server sent %3 not taken:\n"_s.arg(skipped.size())
                    .arg(skipped.size() == 1 ? QString() : u"s"_s,
                        skipped.size() == 1 ? u"was"_s : u"were"_s);
        for (const SkippedRow &row : skipped.first(std::min<qsizetype>(skipped.size(), 20)))
            text += u"  "_s + row.toText() + u'\n';
        if (skipped.size() > 20)
            text += u"  … and %1 more (the audit log lists up to 100)\n"_s.arg(skipped.size() - 20);
    }
    text += u"%1 change%2 waiting\n"_s.arg(waiting).arg(waiting == 1 ? QString() : u"s"_s);
    return text;
}

QJsonObject SyncReport::toJson() const
{
    return {{u"role"_s, role}, {u"sent"_s, sent}, {u"stored"_s, stored}, {u"pulled"_s, pulled},
        {u"revision"_s, revision}, {u"waiting"_s, waiting}, {u"synced_at"_s, syncedAt},
        {u"merged"_s, MergeSummary {{}, merge}.toJson().value(u"total"_s)},
        {u"audit_problems"_s, QJsonArray::fromStringList(auditProblems)},
        {u"skipped"_s, SkippedRow::toJson(skipped)}};
}

QString TeamServer::address(const ProjectStore &store)
{
    return store.info(QString::fromLatin1(keyUrl));
}

Result<SyncReport> TeamServer::join(const QString &url, const QString &path, const QString &actor,
    const QString &password, const QString &signingKeyFrom)
{
    auto session = connectAs(url, password);
    if (!session)
        return session.error();
    ServerConnection &connection = *session->connection;
    const ServerIdentity *identity = &session->identity;
    auto created = ProjectStore::open(path, ProjectStore::OpenMode::CreateNew);
    if (!created)
        return created.error();
    ProjectStore &store = **created;
    {
        Transaction transaction(store);
        if (auto status = transaction.begin(); !status)
            return status.error();
        QList<std::pair<QString, QString>> info {{u"project.uuid"_s, identity->project},
            {u"team.device_machine"_s, ProjectIdentity::machineFingerprint()},
            {QString::fromLatin1(keyUrl), connection.address().url()},
            {QString::fromLatin1(keyPulled), u"0"_s}};
        if (identity->role == u"volunteer"_s) {
            info.append({u"team.role"_s, u"volunteer"_s});
            info.append({u"team.owner"_s, identity->annotator});
        } else if (identity->role == u"viewer"_s) {
            info.append({u"team.role"_s, u"viewer"_s});
        }
        for (const auto &[key, value] : std::as_const(info)) {
            if (auto status = store.setInfo(key, value); !status)
                return status.error();
        }
        if (auto status = transaction.commit(); !status)
            return status.error();
    }
    std::optional<std::jthread> freeing; // the pulled rows, let go while the join goes on
    auto pulled = pullInto(connection, store, *identity, actor);
    if (!pulled)
        return pulled.error();
    releaseOnAThread(std::move(pulled->rowsHeld), freeing);
    {
        // What this copy holds of its own rows is on the server already.
        Transaction transaction(store);
        if (auto status = transaction.begin(); !status)
            return status.error();
        qint64 pushed = 0;
        for (const Annotator &member : store.annotators()) {
            if (member.uuid == identity->annotator) {
                auto rev = lastRevOf(store, member.id);
                if (!rev)
                    return rev.error();
                pushed = *rev;
            }
        }
        if (auto status = store.setInfo(QString::fromLatin1(keyPushed), QString::number(pushed));
            !status)
            return status.error();
        if (identity->role != u"viewer"_s) {
            if (auto status = takeOwnKey(connection, store, *identity, signingKeyFrom); !status)
                return status.error();
        }
        if (identity->role == u"lead"_s) { // every issue and content it holds came from the server
            auto marks = ChangeExtractor::currentMarks(store);
            if (!marks)
                return marks.error();
            if (auto status = storeMarks(store, *marks); !status)
                return status.error();
        }
        const QJsonObject detail {{u"server"_s, connection.address().url()},
            {u"role"_s, identity->role}, {u"rows"_s, pulled->rows}};
        if (auto status = store.audit(actor, u"team-join"_s, 0, compact(detail)); !status)
            return status.error();
        if (auto status = transaction.commit(); !status)
            return status.error();
    }
    if (auto status = store.publish(); !status)
        return status.error();
    SyncReport report;
    report.role = identity->role;
    report.pulled = pulled->rows;
    report.revision = pulled->lastRev;
    report.merge = pulled->report;
    report.skipped = pulled->skipped;
    report.syncedAt = ProjectStore::nowUtc();
    return report;
}

Result<SyncReport> TeamServer::sync(
    ProjectStore &store, const QString &actor, const QString &password)
{
    QElapsedTimer timer;
    timer.start();
    const QString url = address(store);
    if (url.isEmpty())
        return Error(CoreText::tr(
            "this project is not connected to a team server (`team join` or `team create` first)"));
    auto session = connectAs(url, password);
    if (!session)
        return session.error();
    ServerConnection &connection = *session->connection;
    const ServerIdentity *identity = &session->identity;
    qCDebug(lcTeam) << "sync: connected in" << timer.restart() << "ms";
    auto project = ProjectIdentity::projectUuid(store);
    if (!project)
        return project.error();
    if (identity->project != *project)
        return Error(CoreText::tr("the team server holds another project (%1; this one is %2)")
                         .arg(identity->project, *project));
    SyncReport report;
    report.role = identity->role;
    // The keys the members' copies registered: before the push, which sends them in the team's
    // rows, and the pull, which checks the rows the members signed with them.
    if (identity->role == u"lead"_s) {
        if (auto status = takeRegisteredKeys(connection, store); !status)
            return status.error();
    }
    if (identity->role != u"viewer"_s) {
        auto author = TeamChanges::defaultAuthor(store);
        if (!author)
            return author.error();
        if (author->uuid != identity->annotator) {
            return Error(CoreText::tr(
                "this project sends %1's rows, and the server's login %2 is someone else's")
                             .arg(author->name, identity->login));
        }
        ExtractStats stats;
        std::optional<IssueMarks> marks;
        bool marksMoved = false;
        // This copy's device, recorded now if it is new: the extraction below only reads.
        if (auto device = ProjectIdentity::thisDevice(store); !device)
            return device.error();
        // The rows go to the server from one snapshot of the project, read without its write
        // lock (query_only: a write that slipped in fails instead of holding the lock while the
        // server answers), so a slow server never keeps a label from being saved meanwhile. What
        // is written meanwhile has a later revision and goes with the next sync.
        std::optional<sqlite::ScopedPragmas> readOnly;
        readOnly.emplace(store.handle(), sqlite::readingOnly());
        Transaction reading(store, Transaction::Kind::Read);
        if (auto status = reading.begin(); !status)
            return status.error();
        auto pushedRev = infoNumber(store, keyPushed);
        if (!pushedRev)
            return pushedRev.error();
        auto key = MemberKeys::signingKeyFor(store, *author);
        if (!key)
            return Error(
                CoreText::tr("nothing was sent: the rows this copy sends are signed, and %1")
                    .arg(key.error().message()));
        // Begins the server transaction with its first rows.
        ServerPush push(connection, *key, author->uuid, *project);
        // The lead's rows since the last push (final labels, assignments, their tombstones) are
        // counted first through their (changed_by, rev) indexes and read only when there are
        // some: a sync with nothing new stays a few index lookups.
        auto pending = identity->role == u"lead"_s ? waiting(store) : Result<qint64>(qint64(1));
        if (!pending)
            return pending.error();
        if (*pending > 0) {
            auto own = ChangeExtractor::changedSince(store, *author, *pushedRev, push);
            if (!own)
                return own.error();
            stats = *own;
        }
        qCDebug(lcTeam) << "sync: own rows since" << *pushedRev << "read in" << timer.restart()
                        << "ms";
        if (identity->role == u"lead"_s) {
            auto since = readMarks(store);
            if (!since)
                return since.error();
            marks = *since;
            auto more = ChangeExtractor::teamAndTaxonomy(store, push, &*marks);
            if (!more)
                return more.error();
            stats.issues = more->issues;
            stats.contents = more->contents;
            marksMoved = marks->issueId != since->issueId
                || marks->contentFetchedAt != since->contentFetchedAt;
            qCDebug(lcTeam) << "sync: team, taxonomy, proposals," << more->issues
                            << "new issues and" << more->contents << "new content sent in"
                            << timer.restart() << "ms";
        }
        if (connection.inTransaction()) {
            if (auto status = connection.commit(); !status)
                return status.error();
        }
        report.sent = stats.rows() + stats.issues + stats.contents;
        report.stored = push.stored();
        reading.rollback(); // it only read
        readOnly.reset();
        // What was sent, noted in one short write (nothing new writes nothing).
        const bool sentSomething = marksMoved || stats.lastRev > *pushedRev || report.stored > 0;
        qint64 notedRev = *pushedRev;
        Transaction transaction(store);
        if (sentSomething) {
            if (auto status = transaction.begin(); !status)
                return status.error();
            // Another sync of this project (a CLI command) may have noted more meanwhile.
            auto noted = infoNumber(store, keyPushed);
            if (!noted)
                return noted.error();
            notedRev = *noted;
        }
        if (marksMoved) {
            if (auto status = storeMarks(store, *marks); !status)
                return status.error();
        }
        if (stats.lastRev > notedRev) {
            if (auto status
                = store.setInfo(QString::fromLatin1(keyPushed), QString::number(stats.lastRev));
                !status)
                return status.error();
        }
        if (report.stored > 0) {
            const QJsonObject detail {
                {u"server"_s, url}, {u"sent"_s, report.sent}, {u"stored"_s, report.stored}};
            if (auto status = store.audit(actor, u"sync-push"_s, 0, compact(detail)); !status)
                return status.error();
        }
        if (sentSomething) {
            if (auto status = transaction.commit(); !status)
                return status.error();
        }
        qCDebug(lcTeam) << "sync: pushed" << report.sent << "rows in" << timer.restart() << "ms";
    }
    std::optional<std::jthread> freeing; // the pulled rows, let go while the sync goes on
    auto pulled = pullInto(connection, store, *identity, actor);
    if (!pulled)
        return pulled.error();
    releaseOnAThread(std::move(pulled->rowsHeld), freeing);
    qCDebug(lcTeam) << "sync: pulled" << pulled->rows << "rows in" << timer.restart() << "ms";
    report.pulled = pulled->rows;
    report.revision = pulled->lastRev;
    report.merge = pulled->report;
    report.skipped = pulled->skipped;
    report.syncedAt = ProjectStore::nowUtc();
    auto waitingRows = waiting(store);
    if (!waitingRows)
        return waitingRows.error();
    report.waiting = *waitingRows;
    qCDebug(lcTeam) << "sync: counted what waits in" << timer.restart() << "ms";
    auto anchored = exchangeAuditHead(connection, store);
    if (!anchored)
        return anchored.error();
    report.auditProblems = *anchored;
    qCDebug(lcTeam) << "sync: audit head exchanged in" << timer.restart() << "ms";
    return report;
}

Result<qint64> TeamServer::waiting(ProjectStore &store)
{
    auto role = store.readInfo(u"team.role"_s);
    if (!role)
        return role.error();
    if (*role == u"viewer"_s || address(store).isEmpty())
        return qint64(0);
    auto author = TeamChanges::defaultAuthor(store);
    if (!author)
        return author.error();
    auto pushedRev = infoNumber(store, keyPushed);
    if (!pushedRev)
        return pushedRev.error();
    // What changedSince would send, counted in SQL: the status line asks after every sync.
    QByteArray sql
        = "SELECT (SELECT count(*) FROM labels WHERE annotator_id = ?1 AND rev > ?2)"
          " + (SELECT count(*) FROM taxonomy_proposal_votes WHERE annotator_id = ?1 AND rev > ?2)"
          " + (SELECT count(*) FROM team_tombstones WHERE annotator_id = ?1 AND kind = 'label' AND "
          "rev > ?2)";
    if (author->isLead) {
        sql += " + (SELECT count(*) FROM final_labels WHERE changed_by = ?1 AND rev > ?2)"
               " + (SELECT count(*) FROM assignments WHERE changed_by = ?1 AND rev > ?2)"
               " + (SELECT count(*) FROM team_tombstones WHERE changed_by = ?1 AND kind <> 'label' "
               "AND rev > ?2)";
    }
    SqliteStatement count(store.handle(), sql);
    count.bind(1, author->id);
    count.bind(2, *pushedRev);
    const qint64 rows = count.next() ? count.integer(0) : 0;
    if (auto status = count.readStatus(); !status)
        return status.error();
    return rows;
}

} // namespace taxonomist::core
