// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serverpush.h"

#include "changefile.h"
#include "serverconnection.h"
#include "util/inboundlimits.h"

#include <nlohmann/json.hpp>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;
using json = nlohmann::json;

namespace taxonomist::core {

namespace {

struct TableSpec
{
    const char *name;
    QStringList keys; // the conflict target
    QStringList columns; // "name type", keys first, payload last
    bool versioned;
};

const QStringList versionColumns {u"deleted boolean"_s, u"changed_at text"_s, u"device text"_s,
    u"local_rev bigint"_s, u"base_device text"_s, u"base_rev bigint"_s};

// Last in every row: its batch, its salt there, and its record.
const QStringList sealColumns {u"batch uuid"_s, u"salt text"_s, u"payload text"_s};

const TableSpec &spec(int table)
{
    static const TableSpec specs[] = {
        {"shared", {u"kind"_s, u"key"_s},
            QStringList {u"kind text"_s, u"key text"_s, u"rank integer"_s} + sealColumns, false},
        {"proposals", {u"uuid"_s},
            QStringList {u"uuid uuid"_s, u"proposer uuid"_s, u"status text"_s} + sealColumns,
            false},
        {"labels", {u"issue"_s, u"annotator"_s},
            QStringList {u"issue uuid"_s, u"annotator uuid"_s, u"node text"_s} + versionColumns
                + sealColumns,
            true},
        {"final_labels", {u"issue"_s},
            QStringList {u"issue uuid"_s, u"node text"_s} + versionColumns + sealColumns, true},
        {"assignments", {u"issue"_s, u"annotator"_s},
            QStringList {u"issue uuid"_s, u"annotator uuid"_s} + versionColumns + sealColumns,
            true},
        {"votes", {u"proposal"_s, u"annotator"_s},
            QStringList {u"proposal uuid"_s, u"annotator uuid"_s} + versionColumns + sealColumns,
            true},
    };
    return specs[table];
}

// INSERT … SELECT FROM json_to_recordset(…) ON CONFLICT DO UPDATE only where the incoming version
// wins. Every row of one statement is of one batch: its UUID is the statement's first parameter,
// not a field of each row.
QString upsertSql(const TableSpec &table)
{
    QStringList names;
    QStringList values;
    QStringList fields;
    QStringList updates;
    for (const QString &column : table.columns) {
        const QString name = column.section(u' ', 0, 0);
        names.append(name);
        if (name == u"batch"_s) {
            values.append(u"CAST(? AS uuid)"_s);
        } else {
            values.append(u"r."_s + name);
            fields.append(column);
        }
        if (!table.keys.contains(name))
            updates.append(name + u" = excluded."_s + name);
    }
    const QString condition = table.versioned
        ? u"taxonomist.wins(excluded.device, excluded.local_rev, excluded.base_device, "
          u"excluded.base_rev, excluded.changed_at,"
          " excluded.payload, t.device, t.local_rev, t.base_device, t.base_rev, t.changed_at, t.payload)"_s
        : u"t.payload IS DISTINCT FROM excluded.payload"_s;
    return u"INSERT INTO taxonomist.%1 AS t (%2) SELECT %3 FROM json_to_recordset(CAST(? AS json)) "
           u"AS r(%4)"
           " ON CONFLICT (%5) DO UPDATE SET %6 WHERE %7"_s.arg(QLatin1StringView(table.name),
               names.join(u", "_s), values.join(u", "_s), fields.join(u", "_s),
               table.keys.join(u", "_s), updates.join(u", "_s), condition);
}

std::string utf8(const QString &text)
{
    return text.toStdString();
}

void putVersion(json &row, const TravelVersion &version)
{
    row["deleted"] = version.deleted;
    row["changed_at"] = utf8(version.changedAt);
    row["device"] = utf8(version.device);
    row["local_rev"] = version.rev;
    row["base_device"] = utf8(version.baseDevice);
    row["base_rev"] = version.baseRev;
}

json sharedRow(const char *kind, const QString &key, int rank)
{
    return json {{"kind", kind}, {"key", utf8(key)}, {"rank", rank}};
}

json versioned(json row, const TravelVersion &version)
{
    putVersion(row, version);
    return row;
}

} // namespace

ServerPush::ServerPush(ServerConnection &connection, const SigningKey &key, const QString &signer,
    const QString &project, qint64 rowsPerStatement)
    : m_connection(connection)
    , m_rowsPerStatement(std::clamp<qint64>(rowsPerStatement, 1, InboundLimits::MaxRowsPerBatch))
{
    for (int table = 0; table < TableCount; ++table)
        m_batches[table].emplace(key, signer, project, QLatin1StringView(spec(table).name));
}

ServerPush::~ServerPush() = default;

Status ServerPush::begin(const ChangeHeader &)
{
    return success();
}

// Reference rows are ranked so a pull can apply them in dependency order: a node after its parent.
Status ServerPush::info(const InfoRecord &record)
{
    return add(Shared, sharedRow("info", record.key, 0), ChangeFile::encode(record));
}

Status ServerPush::member(const MemberRecord &record)
{
    return add(Shared, sharedRow("member", record.uuid, 1), ChangeFile::encode(record));
}

Status ServerPush::framework(const FrameworkRecord &record)
{
    return add(Shared, sharedRow("framework", record.name, 2), ChangeFile::encode(record));
}

Status ServerPush::node(const NodeRecord &record)
{
    return add(
        Shared, sharedRow("node", record.code, 10 + record.level), ChangeFile::encode(record));
}

Status ServerPush::issue(const IssueRecord &record)
{
    return add(Shared, sharedRow("issue", record.uuid, 100), ChangeFile::encode(record));
}

Status ServerPush::content(const ContentRecord &record)
{
    return add(Shared, sharedRow("content", record.issue, 101), ChangeFile::encode(record));
}

// After the issues it lists.
Status ServerPush::round(const RoundRecord &record)
{
    return add(Shared, sharedRow("round", record.uuid, 102), ChangeFile::encode(record));
}

Status ServerPush::proposal(const ProposalRecord &record)
{
    return add(Proposals,
        json {{"uuid", utf8(record.uuid)}, {"proposer", utf8(record.proposer)},
            {"status", utf8(record.status)}},
        ChangeFile::encode(record));
}

Status ServerPush::label(const LabelRecord &record)
{
    return add(Labels,
        versioned(json {{"issue", utf8(record.issue)}, {"annotator", utf8(record.annotator)},
                      {"node", utf8(record.node)}},
            record.version),
        ChangeFile::encode(record));
}

Status ServerPush::finalLabel(const FinalLabelRecord &record)
{
    return add(FinalLabels,
        versioned(
            json {{"issue", utf8(record.issue)}, {"node", utf8(record.node)}}, record.version),
        ChangeFile::encode(record));
}

Status ServerPush::assignment(const AssignmentRecord &record)
{
    return add(Assignments,
        versioned(json {{"issue", utf8(record.issue)}, {"annotator", utf8(record.annotator)}},
            record.version),
        ChangeFile::encode(record));
}

Status ServerPush::vote(const VoteRecord &record)
{
    return add(Votes,
        versioned(json {{"proposal", utf8(record.proposal)}, {"annotator", utf8(record.annotator)}},
            record.version),
        ChangeFile::encode(record));
}

Status ServerPush::end()
{
    for (int table = 0; table < TableCount; ++table) {
        if (auto status = flush(static_cast<Table>(table)); !status)
            return status;
    }
    return success();
}

// Each row goes out with its salt in the batch that signs it (RowBatch), whose UUID the statement
// gives every row.
Status ServerPush::add(Table table, json row, const QByteArray &line)
{
    BatchSigner &batch = *m_batches[table];
    const QByteArray salt = batch.add(line);
    row["salt"] = salt.toStdString();
    row["payload"] = line.toStdString();
    std::string &buffer = m_buffers[table];
    buffer += buffer.empty() ? '[' : ',';
    buffer += row.dump(-1, ' ', false, json::error_handler_t::replace);
    ++m_rows[table];
    ++m_sent;
    if (m_rows[table] >= m_rowsPerStatement)
        return flush(table);
    return success();
}

Status ServerPush::flush(Table table)
{
    if (m_rows[table] == 0)
        return success();
    // The server transaction starts with the first rows: a sync with nothing to send sends nothing.
    if (!m_connection.inTransaction()) {
        if (auto status = m_connection.begin(); !status)
            return status;
    }
    std::string &buffer = m_buffers[table];
    buffer += ']';
    const TableSpec &target = spec(table);
    // The batch first: the rows name it.
    auto batch = m_batches[table]->take();
    if (!batch)
        return batch.error();
    if (auto status = m_connection.exec(
            u"INSERT INTO taxonomist.batches(id, signer, tbl, digests, signature)"
            " VALUES (CAST(? AS uuid), CAST(? AS uuid), ?, decode(?, 'base64'), ?)"_s,
            {batch->id, batch->signer, batch->table, QString::fromLatin1(batch->digests.toBase64()),
                QString::fromLatin1(batch->signature)},
            u"sending the signature of %1 rows"_s.arg(m_rows[table]));
        !status)
        return status;
    auto query = m_connection.select(upsertSql(target), {batch->id, QString::fromStdString(buffer)},
        u"sending %1 rows to the server's %2"_s.arg(m_rows[table])
            .arg(QLatin1StringView(target.name)));
    buffer.clear();
    m_rows[table] = 0;
    if (!query)
        return query.error();
    m_stored += std::max(0, query->numRowsAffected());
    return success();
}

} // namespace taxonomist::core
