// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "changeset.h"
#include "result.h"
#include "rowseal.h"
#include "util/inboundlimits.h"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <optional>
#include <string>

namespace taxonomist::core {

class ServerConnection;

// Uploads records to the team server as a ChangeSink, inside the caller's server transaction:
// each row beside its version columns and its change-file line, many rows per statement (one
// JSON document each). The server keeps the version a merge would keep (taxonomist.wins), so
// sending a row twice, or an older version after a newer one, changes nothing. Every statement's
// rows are one batch signed with `key` as `signer`'s (RowBatch), sent just before them.
class ServerPush final : public ChangeSink
{
public:
    ServerPush(ServerConnection &connection, const SigningKey &key, const QString &signer,
        const QString &project, qint64 rowsPerStatement = InboundLimits::MaxRowsPerBatch);
    ~ServerPush() override;

    Status begin(const ChangeHeader &header) override;
    Status info(const InfoRecord &record) override;
    Status member(const MemberRecord &record) override;
    Status framework(const FrameworkRecord &record) override;
    Status node(const NodeRecord &record) override;
    Status issue(const IssueRecord &record) override;
    Status content(const ContentRecord &record) override;
    Status proposal(const ProposalRecord &record) override;
    Status label(const LabelRecord &record) override;
    Status finalLabel(const FinalLabelRecord &record) override;
    Status assignment(const AssignmentRecord &record) override;
    Status vote(const VoteRecord &record) override;
    Status round(const RoundRecord &record) override;
    Status end() override;

    qint64 sent() const { return m_sent; } // rows sent
    qint64 stored() const { return m_stored; } // rows the server inserted or replaced

private:
    enum Table { Shared, Proposals, Labels, FinalLabels, Assignments, Votes, TableCount };
    Status add(Table table, nlohmann::json row, const QByteArray &line);
    Status flush(Table table);

    ServerConnection &m_connection;
    qint64 m_rowsPerStatement;
    std::array<std::string, TableCount> m_buffers;
    std::array<std::optional<BatchSigner>, TableCount> m_batches;
    std::array<qint64, TableCount> m_rows {};
    qint64 m_sent = 0;
    qint64 m_stored = 0;
};

} // namespace taxonomist::core
