// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serverpull.h"

#include "changefile.h"
#include "serverconnection.h"
#include "serverrows.h"
#include "serverschema.h"
#include "serverseals.h"
#include "store/issuetallystore.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/tuning/deferredindexes.h"
#include "teamlogging.h"
#include "teamroster.h"
#include "util/coretext.h"
#include "util/inboundlimits.h"
#include "writtenkeys.h"

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <deque>
#include <optional>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QThread>
#include <system_error>
#include <thread>
#include <tuple>
#include <vector>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

using namespace pulled;

namespace {

struct Source
{
    Part part;
    const char *table;
    // part, owner (or NULL for the lead's tables), rank, rev, %2 (the payload and its length),
    // key, and for shared rows
    // their kind, for proposals their status.
    const char *sql;
    bool leadOnly; // only a lead (and for final labels, a viewer) reads it
};

// Holds each record to the columns of the row it came in: the kind its table holds, the key and
// owner the row names, then hands it on. A record that does not match stops the stream with an
// Error saying how.
class RowGuard final : public ChangeSink
{
public:
    RowGuard(ChangeSink &inner, const std::vector<const Row *> &rows, qsizetype first)
        : m_inner(inner)
        , m_rows(rows)
        , m_next(first)
    { }

    Status begin(const ChangeHeader &header) override { return m_inner.begin(header); }
    Status info(const InfoRecord &r) override { return shared("info", r.key, r); }
    Status member(const MemberRecord &r) override { return shared("member", r.uuid, r); }
    Status framework(const FrameworkRecord &r) override { return shared("framework", r.name, r); }
    Status node(const NodeRecord &r) override { return shared("node", r.code, r); }
    Status issue(const IssueRecord &r) override { return shared("issue", r.uuid, r); }
    Status content(const ContentRecord &r) override { return shared("content", r.issue, r); }
    Status proposal(const ProposalRecord &r) override
    {
        const RowColumns *row = next(ProposalRows, "proposal");
        if (!row)
            return m_error;
        if (!sameUuid(r.uuid, row->key) || !sameUuid(r.proposer, row->owner)
            || r.status != row->extra)
            return mismatch(*row, "proposal");
        if (r.status == u"open"_s
            && (!r.node.isEmpty() || !r.reason.isEmpty() || !r.decidedAt.isEmpty()))
            return Error(CoreText::tr("the server's proposals row is open and carries a decision"));
        return m_inner.proposal(r);
    }
    Status label(const LabelRecord &r) override { return owned(LabelRows, "label", r.issue, r); }
    Status finalLabel(const FinalLabelRecord &r) override
    {
        const RowColumns *row = next(FinalLabelRows, "final label");
        if (!row)
            return m_error;
        if (!sameUuid(r.issue, row->key))
            return mismatch(*row, "final label");
        return m_inner.finalLabel(r);
    }
    Status assignment(const AssignmentRecord &r) override
    {
        return owned(AssignmentRows, "assignment", r.issue, r);
    }
    Status vote(const VoteRecord &r) override { return owned(VoteRows, "vote", r.proposal, r); }
    Status round(const RoundRecord &r) override { return shared("round", r.uuid, r); }
    Status end() override { return m_inner.end(); }

private:
    const RowColumns *next(Part part, const char *kind)
    {
        if (m_next >= qsizetype(m_rows.size())) {
            m_error = Error(CoreText::tr("the team server sent more records than rows"));
            return nullptr;
        }
        const RowColumns *row = &m_rows[size_t(m_next++)]->columns;
        if (row->part != part) {
            m_error
                = Error(CoreText::tr("the server's %1 row holds a %2 record")
                            .arg(QLatin1StringView(tableOf(row->part)), QLatin1StringView(kind)));
            return nullptr;
        }
        return row;
    }
    Status mismatch(const RowColumns &row, const char *kind)
    {
        return Error(CoreText::tr(
            "the server's %1 row names one %2 and its record another (key, owner or status)")
                         .arg(QLatin1StringView(tableOf(row.part)), QLatin1StringView(kind)));
    }
    template<typename Record>
    Status shared(const char *kind, const QString &key, const Record &record)
    {
        const RowColumns *row = next(SharedRows, kind);
        if (!row)
            return m_error;
        if (row->extra != QLatin1StringView(kind) || row->key != key)
            return mismatch(*row, kind);
        return dispatch(record);
    }
    template<typename Record>
    Status owned(Part part, const char *kind, const QString &key, const Record &record)
    {
        const RowColumns *row = next(part, kind);
        if (!row)
            return m_error;
        if (!sameUuid(key, row->key) || !sameUuid(record.annotator, row->owner))
            return mismatch(*row, kind);
        return dispatch(record);
    }
    Status dispatch(const InfoRecord &r) { return m_inner.info(r); }
    Status dispatch(const MemberRecord &r) { return m_inner.member(r); }
    Status dispatch(const FrameworkRecord &r) { return m_inner.framework(r); }
    Status dispatch(const NodeRecord &r) { return m_inner.node(r); }
    Status dispatch(const IssueRecord &r) { return m_inner.issue(r); }
    Status dispatch(const ContentRecord &r) { return m_inner.content(r); }
    Status dispatch(const LabelRecord &r) { return m_inner.label(r); }
    Status dispatch(const AssignmentRecord &r) { return m_inner.assignment(r); }
    Status dispatch(const VoteRecord &r) { return m_inner.vote(r); }
    Status dispatch(const RoundRecord &r) { return m_inner.round(r); }

    ChangeSink &m_inner;
    const std::vector<const Row *> &m_rows;
    qsizetype m_next = 0;
    Status m_error = success();
};

Status runOn(sqlite3 *db, const char *sql)
{
    char *message = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &message) == SQLITE_OK)
        return success();
    const QString why = QString::fromUtf8(message ? message : sqlite3_errmsg(db));
    sqlite3_free(message);
    return Error(CoreText::tr("the project refused a step of the pull (%1): %2")
                     .arg(QString::fromLatin1(sql), why));
}

} // namespace

Result<ServerIdentity> ServerIdentity::read(ServerConnection &connection)
{
    // One round trip: the schema's version, the team's settings and who the login is.
    auto row = connection.select(
        u"SELECT (SELECT max(version) FROM taxonomist.schema_migrations),"
        " (SELECT string_agg(key || '=' || value, E'\\n') FROM taxonomist.meta),"
        " taxonomist.my_role(), taxonomist.me(), current_user"_s);
    if (!row) {
        return Error(u"this PostgreSQL database holds no Taxonomist team (run `team create` first, "
                     u"or check the"
                     " database name and your role's access): "_s
            + row.error().what());
    }
    if (!row->next())
        return Error(CoreText::tr("the team server did not say who we are"));
    bool ok = false;
    const int version = row->value(0).toInt(&ok);
    if (!ok || version < 1)
        return Error(CoreText::tr("the team server's schema has no version"));
    if (version > ServerSchema::version) {
        return Error(CoreText::tr("the team server's schema is version %1, newer than this "
                                  "Taxonomist knows (%2): update Taxonomist")
                         .arg(version)
                         .arg(ServerSchema::version));
    }
    if (version < ServerSchema::version) {
        return Error(CoreText::tr(
            "the team server's schema is version %1, older than this Taxonomist's (%2): the lead "
            "brings it up to date by running `taxonomist-cli team create ADMIN_ADDRESS --db "
            "LEAD_PROJECT` once more (docs/team.md, \"Upgrading a team server\")")
                         .arg(version)
                         .arg(ServerSchema::version));
    }
    ServerIdentity identity;
    for (const QString &line : row->value(1).toString().split(u'\n')) {
        const QString key = line.section(u'=', 0, 0);
        const QString value = line.section(u'=', 1);
        if (key == u"project"_s)
            identity.project = value;
        else if (key == u"lead"_s)
            identity.lead = value;
        else if (key == u"server"_s)
            identity.server = value;
        else if (key == u"role_prefix"_s)
            identity.prefix = value;
        else if (key == u"signed_from"_s)
            identity.signedFrom = value.toLongLong(&ok) >= 0 && ok ? value.toLongLong() : -1;
    }
    identity.role = row->value(2).toString();
    identity.annotator = row->value(3).isNull() ? QString() : row->value(3).toString();
    identity.login = row->value(4).toString();
    static const QRegularExpression plainPrefix(u"^[a-z_][a-z0-9_]{0,39}$"_s);
    if (!plainPrefix.match(identity.prefix).hasMatch())
        return Error(
            CoreText::tr("the team server's setting \"role_prefix\" is not a plain identifier"));
    for (const auto &[name, value] : {std::pair {"project", identity.project},
             std::pair {"lead", identity.lead}, std::pair {"server", identity.server}}) {
        if (!isUuid(value))
            return Error(CoreText::tr("the team server's setting \"%1\" is not a UUID")
                             .arg(QLatin1StringView(name)));
    }
    if (identity.signedFrom < 0)
        return Error(CoreText::tr("the team server's setting \"signed_from\" is not a revision"));
    if (identity.role.isEmpty())
        return Error(CoreText::tr(
            "the login \"%1\" is not a member of this team (ask the lead for an invitation)")
                         .arg(identity.login.left(63)));
    if (identity.role != u"lead"_s && identity.role != u"volunteer"_s
        && identity.role != u"viewer"_s)
        return Error(CoreText::tr("the team server's role \"%1\" is not lead, volunteer or viewer")
                         .arg(identity.role.left(40)));
    if (identity.role != u"viewer"_s && !isUuid(identity.annotator))
        return Error(CoreText::tr("the team server maps the login \"%1\" to no annotator")
                         .arg(identity.login.left(63)));
    return identity;
}

QString SkippedRow::toText() const
{
    return u"skipped the server's %1 row %2 (revision %3%4): %5"_s.arg(table, key,
        QString::number(rev), owner.isEmpty() ? QString() : u", owner "_s + owner, reason);
}

QJsonArray SkippedRow::toJson(const QList<SkippedRow> &rows, qsizetype limit)
{
    QJsonArray list;
    for (const SkippedRow &row : rows.first(limit < 0 ? rows.size() : std::min(limit, rows.size())))
        list.append(QJsonObject {{u"table"_s, row.table}, {u"key"_s, row.key},
            {u"owner"_s, row.owner}, {u"rev"_s, row.rev}, {u"reason"_s, row.reason}});
    return list;
}

namespace {

// What the role may read, as one query (one snapshot: revisions become visible in order, so
// everything at or below the highest one seen is there). No
// ORDER BY: sorting 600,000 rows would cost the server more than sending them; only the reference
// rows need an order (a node after its parent), and they are sorted here. No record over the limit
// crosses the wire: its length comes instead.
QString pullSql(const ServerIdentity &identity, qint64 since)
{
    static const Source sources[] = {
        {SharedRows, "shared",
            "SELECT 0, NULL::uuid, rank, rev, %2, key, kind, batch::text, salt FROM "
            "taxonomist.shared"
            " WHERE rev > %1",
            false},
        {ProposalRows, "proposals",
            "SELECT 1, proposer, 0, rev, %2, uuid::text, status, batch::text, salt"
            " FROM taxonomist.proposals WHERE rev > %1",
            false},
        {LabelRows, "labels",
            "SELECT 2, annotator, 0, rev, %2, issue::text, NULL, batch::text, salt"
            " FROM taxonomist.labels WHERE rev > %1",
            false},
        {FinalLabelRows, "final_labels",
            "SELECT 3, NULL::uuid, 0, rev, %2, issue::text, NULL, batch::text, salt"
            " FROM taxonomist.final_labels WHERE rev > %1",
            true},
        {AssignmentRows, "assignments",
            "SELECT 4, annotator, 0, rev, %2, issue::text, NULL, batch::text, salt"
            " FROM taxonomist.assignments WHERE rev > %1",
            false},
        {VoteRows, "votes",
            "SELECT 5, annotator, 0, rev, %2, proposal::text, NULL, batch::text, salt"
            " FROM taxonomist.votes WHERE rev > %1",
            false},
    };
    QStringList selects;
    for (const Source &source : sources) {
        const bool viewer = identity.role == u"viewer"_s;
        if (viewer && source.part != SharedRows && source.part != ProposalRows
            && source.part != FinalLabelRows)
            continue;
        if (identity.role == u"volunteer"_s && source.leadOnly)
            continue;
        selects.append(QString::fromLatin1(source.sql)
                           .arg(since)
                           .arg(u"CASE WHEN octet_length(payload) <= %1 THEN payload END,"
                                " octet_length(payload)"_s.arg(InboundLimits::MaxRecordBytes)));
    }
    return selects.join(u" UNION ALL "_s);
}

} // namespace

struct FetchedPull::Data
{
    // By author (lowercase), the lead's reference rows sorted first among theirs.
    QMap<QString, std::array<Rows, PartCount>> byAuthor;
    QList<RowBatch> batches;
    QList<SkippedRow> skipped; // rows refused as they were read
    qint64 lastRev = 0; // the highest server revision seen
};

Result<FetchedPull> ServerPull::fetch(
    ServerConnection &connection, const ServerIdentity &identity, qint64 sinceRev)
{
    FetchedPull fetched;
    fetched.sinceRev = sinceRev;
    auto data = std::make_shared<FetchedPull::Data>();
    data->lastRev = sinceRev;
    QMap<QString, std::array<Rows, PartCount>> &byAuthor = data->byAuthor;
    QList<std::tuple<int, qint64, Row>> shared; // rank, rev, row
    QSet<QString> batchIds;
    QString lastBatch;
    QElapsedTimer timer;
    timer.start();
    // One statement, streamed row by row (libpq's single-row mode): no result is held whole, and
    // the server produces rows while this side takes them. Each value is read as the bytes the
    // server sent: a record goes to the merge as it came, never through a QString and back.
    const auto text = [](const StreamedRow &row, int column, qsizetype limit) {
        return QString::fromUtf8(
            row.value(column).first(std::min(row.value(column).size(), limit)));
    };
    // Owners, kinds and batches repeat from row to row: each distinct value is read once into an
    // entry the rows share (its string; for an owner, whether it is a UUID and where its rows
    // go), not once for each row, and a value like the row before's is not even looked up. A few
    // thousand entries at most: past them, a value is read for its row alone.
    struct Value
    {
        QByteArray raw;
        QString text;
        int uuid = -1; // not known yet; then 0 or 1
        std::array<Rows, PartCount> *rows = nullptr; // an owner's: where their rows go
    };
    std::deque<Value> values; // entries stay where they are as more are added
    QHash<QByteArray, Value *> known;
    struct Column
    {
        Value *last = nullptr;
        Value scratch; // a value past the bound
    };
    const auto valueOf
        = [&](const StreamedRow &row, int column, qsizetype limit, Column &seen) -> Value & {
        const QByteArrayView raw
            = row.value(column).first(std::min(row.value(column).size(), limit));
        if (seen.last && raw == seen.last->raw)
            return *seen.last;
        Value *value = known.value(QByteArray::fromRawData(raw.data(), raw.size()), nullptr);
        if (!value && known.size() < 4096) {
            value = &values.emplace_back(Value {raw.toByteArray(), QString::fromUtf8(raw)});
            known.insert(value->raw, value);
        } else if (!value) {
            seen.scratch = Value {raw.toByteArray(), QString::fromUtf8(raw)};
            value = &seen.scratch;
        }
        seen.last = value;
        return *value;
    };
    Column owners;
    Column kinds;
    Column batches;
    std::array<Rows, PartCount> &leadTarget = byAuthor[identity.lead.toLower()];
    Status read = connection.stream(pullSql(identity, sinceRev),
        u"reading what is new on the server"_s, [&](const StreamedRow &columns) -> Status {
            const auto part = columns.number(0);
            if (!part || *part < 0 || *part >= PartCount)
                return Error(CoreText::tr("the server sent a row of an unknown kind (%1)")
                                 .arg(text(columns, 0, 20)));
            const auto rev = columns.number(3);
            if (!rev || *rev <= sinceRev) {
                return Error(CoreText::tr(
                    "the server's %1 row has a revision (\"rev\") that is not above %2")
                                 .arg(QLatin1StringView(tableOf(Part(*part))))
                                 .arg(sinceRev));
            }
            data->lastRev = std::max(data->lastRev, *rev);
            ++fetched.rows;
            Row row;
            row.columns.part = Part(*part);
            Value &owner = valueOf(columns, 1, 64, owners); // empty for NULL
            row.columns.owner = owner.text;
            row.columns.rev = *rev;
            row.columns.key = text(columns, 6, InboundLimits::MaxNameChars * 4);
            row.columns.extra = valueOf(columns, 7, 40, kinds).text;
            row.columns.batch = valueOf(columns, 8, 64, batches).text;
            row.salt = columns.value(9)
                           .first(std::min<qsizetype>(columns.value(9).size(), 64))
                           .toByteArray();
            const auto skip = [&](const QString &why) {
                data->skipped.append({QLatin1StringView(tableOf(row.columns.part)), row.columns.key,
                    row.columns.owner, *rev, why});
                return success();
            };
            if (owner.uuid < 0)
                owner.uuid = isUuid(owner.text) ? 1 : 0;
            if (!owner.text.isEmpty() && owner.uuid == 0)
                return skip(u"its owner is not a UUID"_s);
            // Rows of one batch come together: its UUID is checked and noted once.
            const bool newBatch = !row.columns.batch.isEmpty() && row.columns.batch != lastBatch;
            if (newBatch && !isUuid(row.columns.batch))
                return skip(u"its batch is not a UUID"_s);
            const QByteArrayView record = columns.value(4);
            if (columns.isNull(4) || record.size() > InboundLimits::MaxRecordBytes)
                return skip(u"its record is over the limit of %1 MiB"_s.arg(
                    InboundLimits::MaxRecordBytes / InboundLimits::MiB));
            row.line = record.toByteArray();
            if (newBatch) {
                lastBatch = row.columns.batch;
                batchIds.insert(lastBatch.toLower());
            }
            // Who alone may write the row: a label or vote its annotator, everything else the
            // lead (assignments name their volunteer but are the lead's). A proposal goes with
            // the lead's rows, as every copy takes the team's proposals from the lead; the guard
            // holds it to its row: its proposer, its status, and an open one carries no decision.
            if (row.columns.part == SharedRows) {
                const int rank = int(columns.number(2).value_or(0));
                shared.append({rank, *rev, std::move(row)});
            } else if (row.columns.part == LabelRows || row.columns.part == VoteRows) {
                if (!owner.rows)
                    owner.rows = &byAuthor[owner.text.toLower()];
                const Part into = row.columns.part;
                (*owner.rows)[into].append(std::move(row));
            } else {
                const Part into = row.columns.part;
                leadTarget[into].append(std::move(row));
            }
            return success();
        });
    if (!read)
        return read.error();
    qCDebug(lcTeam) << "pull: read" << fetched.rows << "rows in" << timer.restart() << "ms";
    if (fetched.rows > 0) {
        std::sort(shared.begin(), shared.end(), [](const auto &a, const auto &b) {
            return std::tie(std::get<0>(a), std::get<1>(a))
                < std::tie(std::get<0>(b), std::get<1>(b));
        });
        Rows &sharedRows = leadTarget[SharedRows];
        sharedRows.reserve(shared.size());
        for (auto &[rank, rev, row] : shared)
            sharedRows.append(std::move(row));
        shared.clear();
        qCDebug(lcTeam) << "pull: sorted the reference rows in" << timer.restart() << "ms";
        if (auto status = fetchBatches(connection, batchIds, data->batches); !status)
            return status.error();
        qCDebug(lcTeam) << "pull: read" << batchIds.size() << "batches in" << timer.restart()
                        << "ms";
    }
    fetched.data = std::move(data);
    return fetched;
}

void releaseOnAThread(std::shared_ptr<const void> rows, std::optional<std::jthread> &holder)
{
    try {
        holder.emplace([held = std::move(rows)]() mutable { held.reset(); });
    } catch (const std::system_error &) {
        rows.reset(); // no thread to be had: let go here
    }
}

Result<PullResult> ServerPull::merge(ProjectStore &store, const ServerIdentity &identity,
    const FetchedPull &fetched, const QString &actor, const QSet<QString> &oneByOne)
{
    const qint64 sinceRev = fetched.sinceRev;
    PullResult result;
    result.rows = fetched.rows;
    result.lastRev = fetched.data ? fetched.data->lastRev : sinceRev;
    // The lead the server names must be this project's: a server cannot hand the lead's
    // authority to someone else.
    auto lead = TeamRoster::lead(store);
    if (!lead)
        return lead.error();
    if (*lead && !sameUuid((*lead)->uuid, identity.lead))
        return Error(
            CoreText::tr("the team server names %1 as the lead, and this project's lead is %2 (%3)")
                .arg(identity.lead, (*lead)->uuid, (*lead)->name));
    auto signedFrom = signedFromFor(store, identity, result.lastRev);
    if (!signedFrom)
        return signedFrom.error();
    if (result.rows == 0 || !fetched.data)
        return result;
    result.skipped = fetched.data->skipped;
    // A copy that shares the rows until the seal checks take some out: the fetched rows stay as
    // they came, for a merge run again.
    QMap<QString, std::array<Rows, PartCount>> byAuthor = fetched.data->byAuthor;
    QElapsedTimer timer;
    timer.start();
    const QString leadKey = identity.lead.toLower();
    BatchChecker checker(identity.project);
    for (const RowBatch &batch : fetched.data->batches)
        checker.add(batch);
    auto seals = checkLeadSeals(
        store, identity, sinceRev, *signedFrom, checker, byAuthor[leadKey], result.skipped);
    if (!seals)
        return seals.error();
    qCDebug(lcTeam) << "pull: checked the lead's signatures in" << timer.restart() << "ms";
    // The other members' rows are checked on a thread of their own while the lead's merge runs
    // (it needs none of them, and SQLite keeps one core busy): their groups are joined before
    // the first of them merges.
    std::vector<std::pair<QString, std::array<Rows, PartCount> *>> memberGroups;
    for (auto it = byAuthor.begin(); it != byAuthor.end(); ++it) {
        if (it.key() != leadKey)
            memberGroups.emplace_back(it.key(), &it.value());
    }
    QList<SkippedRow> memberSkipped;
    std::optional<std::jthread> memberCheck;
    if (!memberGroups.empty()) {
        memberCheck.emplace([&] {
            checkMemberSeals(
                *seals, memberGroups, memberSkipped, std::max(1, QThread::idealThreadCount() - 1));
        });
    }
    const auto membersChecked = [&] {
        if (!memberCheck)
            return;
        memberCheck.reset(); // joins
        result.skipped += memberSkipped;
        qCDebug(lcTeam) << "pull: the members' signatures were checked meanwhile";
    };

    auto packageRole = store.readInfo(u"team.role"_s);
    auto packageOwner = store.readInfo(u"team.owner"_s);
    if (!packageRole || !packageOwner)
        return !packageRole ? packageRole.error() : packageOwner.error();
    const bool isPackage = *packageRole == u"volunteer"_s;
    QStringList authors = byAuthor.keys();
    authors.removeAll(leadKey);
    authors.prepend(leadKey); // the lead's rows first: the team and taxonomy the rest refer to
    // A project that does not know the lead yet (a member's first pull) takes the lead's rows as
    // a new package does: they bring the team the other rows are checked against.
    bool knowsLead = false;
    for (const Annotator &member : store.annotators())
        knowsLead = knowsLead || sameUuid(member.uuid, identity.lead);
    // A first pull (a member's join) fills a new project, as an import does: the indexes of the
    // tables it fills are built once at the end, from a sort, instead of row by row (the merge
    // itself looks rows up by their primary keys only), and the tally once for every issue. A
    // later pull defers the tally only when it brings many rows: a sync every minute that brings
    // a few keeps the triggers.
    const bool firstPull = sinceRev == 0;
    IssueTallyStore::Deferral tally(store.handle());
    if (firstPull || result.rows >= IssueTallyStore::Deferral::worthwhileFrom) {
        if (auto status = tally.begin(); !status)
            return status.error();
    }
    DeferredIndexes indexes(store.handle());
    if (firstPull) {
        if (auto status = indexes.drop({"issues", "labels", "final_labels", "assignments"});
            !status)
            return status.error();
    }
    // The per-member tables a first pull finds empty: the mergers then look up only the rows
    // they have written themselves (WrittenKeys).
    auto fresh = std::make_shared<FreshTables>();
    if (firstPull) {
        SqliteStatement empty(store.handle(),
            "SELECT NOT EXISTS(SELECT 1 FROM labels) AND NOT EXISTS(SELECT 1 FROM team_tombstones"
            " WHERE kind = 'label'), NOT EXISTS(SELECT 1 FROM assignments) AND NOT EXISTS("
            "SELECT 1 FROM team_tombstones WHERE kind = 'assignment')");
        if (empty.next()) {
            fresh->labels = empty.integer(0) != 0;
            fresh->assignments = empty.integer(1) != 0;
        } else if (auto status = empty.readStatus(); !status) {
            return status.error();
        }
    }
    const auto newMerger = [&](bool trusted) {
        return std::make_unique<ChangeMerger>(
            store, ChangeMerger::Options {actor, trusted, 0, fresh});
    };
    auto firstMerger = newMerger(true);
    auto merger = newMerger(false);
    sqlite3 *db = store.handle();
    for (const QString &author : std::as_const(authors)) {
        if (author != leadKey)
            membersChecked();
        const auto found = byAuthor.constFind(author);
        if (found == byAuthor.cend())
            continue;
        // The rows as they were fetched, pointed at, not copied (they stay for a merge run again).
        std::vector<const Row *> group;
        qsizetype count = 0;
        for (const Rows &part : *found)
            count += part.size();
        group.reserve(size_t(count));
        for (const Rows &part : *found) {
            for (const Row &row : part)
                group.push_back(&row);
        }
        if (group.empty())
            continue;
        ChangeHeader header;
        header.project = identity.project;
        header.author = author;
        header.device = identity.server;
        header.createdAt = ProjectStore::nowUtc();
        if (isPackage && author == leadKey && !sameUuid(author, *packageOwner)) {
            header.kind = ChangeHeader::Kind::Update;
            header.addressee = *packageOwner;
        }
        const bool asFirst = author == leadKey && !knowsLead;
        // Merges rows [first, last) of the group as one in-memory change file.
        const auto merge = [&](qsizetype first, qsizetype last) -> Status {
            ChangeFile::Writer writer {QString()};
            if (auto status = writer.begin(header); !status)
                return status;
            qsizetype bytes = 0;
            for (qsizetype i = first; i < last; ++i)
                bytes += group[size_t(i)]->line.size() + 1;
            writer.reserve(bytes);
            for (qsizetype i = first; i < last; ++i) {
                if (auto status = writer.rawRecord(group[size_t(i)]->line); !status)
                    return Error(CoreText::tr("the record is not one line holding a list"));
            }
            auto opened = writer.take(u"team server (rows of %1)"_s.arg(author));
            if (!opened)
                return opened.error();
            ChangeMerger &into = asFirst ? *firstMerger : *merger;
            RowGuard guard(into, group, first);
            if (auto status = ChangeFile::read(*opened, guard); !status)
                return status;
            result.report += into.takeReport();
            return success();
        };
        if (!oneByOne.contains(author)) {
            // The fast way, with no savepoint: SQLite copies every page a savepoint's writes
            // touch, which for a pull of every label costs more than the merge itself.
            if (Status whole = merge(0, qsizetype(group.size())); !whole) {
                result.refusedGroup = author;
                result.refusal = whole.error().message();
                return result; // the caller rolls the pull back and runs it again
            }
            qCDebug(lcTeam) << "pull: merged the rows of" << author << "in" << timer.restart()
                            << "ms";
            continue;
        }
        // A group with a refused row: one row at a time, each in a savepoint of its own, so only
        // the refused ones stay out. What the mergers had loaded may no longer be so after one
        // was rolled back: new ones then.
        for (qsizetype i = 0; i < qsizetype(group.size()); ++i) {
            if (auto status = runOn(db, "SAVEPOINT pull_row"); !status)
                return status.error();
            Status one = merge(i, i + 1);
            if (one) {
                if (auto status = runOn(db, "RELEASE pull_row"); !status)
                    return status.error();
                continue;
            }
            if (auto status = runOn(db, "ROLLBACK TO pull_row"); !status)
                return status.error();
            if (auto status = runOn(db, "RELEASE pull_row"); !status)
                return status.error();
            const RowColumns &row = group[size_t(i)]->columns;
            result.skipped.append({QLatin1StringView(tableOf(row.part)), row.key, row.owner,
                row.rev, one.error().message()});
            firstMerger = newMerger(true);
            merger = newMerger(false);
        }
        qCDebug(lcTeam) << "pull: merged the rows of" << author << "one by one in"
                        << timer.restart() << "ms";
    }
    membersChecked(); // a pull of the lead's rows alone
    if (auto status = indexes.rebuild(); !status)
        return status.error();
    if (auto status = tally.finish(); !status)
        return status.error();
    qCDebug(lcTeam) << "pull: indexes and vote tally brought up to date in" << timer.restart()
                    << "ms";
    return result;
}

} // namespace taxonomist::core
