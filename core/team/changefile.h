// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "changeset.h"
#include "result.h"
#include "util/inboundlimits.h"
#include "util/signingkey.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>

namespace taxonomist::core {

// The change-file format (docs/team.md, "Change files"): UTF-8 text, one JSON value a line. The
// first line is the header (format name and version, kind, project, author, addressee, device,
// time, and the field names of each record kind); then one line per record, `["label", ...]`
// with the values in the header's order; the last line is
// `{"records": N, "sha256": HEX, "signature": BASE64}`: the SHA-256 of every byte before it, and
// the author's Ed25519 signature of signedMessage(). A reader checks the checksum before it reads
// anything else, and reads records only of a file whose signature was checked (verify()).
class ChangeFile final
{
public:
    // 2: signed. Files of version 1 have no signature and are refused, saying how to re-export.
    static constexpr int formatVersion = 2;
    static constexpr const char *formatName = "taxonomist-changes";
    // A change file larger than this is refused before it is read (the full study's labels of
    // one volunteer take about 10 MB).
    static constexpr qint64 maxBytes = InboundLimits::MaxChangeFileBytes;

    // Versions of a record dated more than this after the reading machine's clock are refused:
    // such a version would win over every later edit of its row (docs/team.md).
    static constexpr qint64 maxSecondsAhead = 24 * 60 * 60;

    // A read file: its checksum, then its records, streamed into a sink.
    struct Opened
    {
        QString path;
        QByteArray data;
        QByteArray sha256; // hex, as the last line states it and the bytes confirm
        QByteArray signature; // base64, as the last line states it (not yet checked by open())
        qsizetype bodyEnd = 0;
        qint64 records = 0;
        ChangeHeader header;
        int headerLine = 1;
        // read() takes records only from a file whose author is known: its signature checked by
        // verify(), or rows a team server's layer vouches for (Writer::take()).
        bool authenticated = false;
        QByteArray signedBy; // the public key verify() checked the signature with
    };

    // Collects records as a sink and writes the file (atomically) at end(), signed with `key`
    // (its author's: end() refuses to write without one), or hands them on in memory with take()
    // (a team server's rows, read back through the same checks as a file's).
    class Writer final : public ChangeSink
    {
    public:
        explicit Writer(QString path, std::optional<SigningKey> key = std::nullopt);
        ~Writer() override;
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

        // A record already encoded as a line (from a team server): read back like any other.
        Status rawRecord(QByteArrayView line);
        // Room for `bytes` more of records, so that many raw records are not copied as it grows.
        void reserve(qsizetype bytes) { m_data.reserve(m_data.size() + bytes); }

        // What was written since begin(), as a read file without a checksum line, instead of
        // end(): for bytes that never leave memory (a team server's rows, which ChangeFile::read
        // checks line by line as any file's). Hashing them to check the hash at once would only
        // cost time. The header is checked as open() checks a file's; `name` names it in errors.
        // Not signed: the result counts as authenticated, and whoever calls take() answers for
        // where the rows came from (the team server's layer checks its own).
        Result<Opened> take(const QString &name);

        qint64 records() const { return m_records; }
        // The file's checksum (after end()).
        const QByteArray &sha256() const { return m_sha256; }

    private:
        void appendLine(const QByteArray &line);
        QString m_path;
        std::optional<SigningKey> m_key;
        ChangeHeader m_header;
        QByteArray m_data;
        qint64 m_records = 0;
        QByteArray m_sha256;
    };

    // Reads the file and checks its checksum and header: a file that is not a change file, one of
    // another format version (an unsigned one of version 1 says how to write it again), one cut
    // short or altered (the checksum fails) is an Error naming the file, line and column; nothing
    // has reached any sink yet.
    static Result<Opened> open(const QString &path);
    // What the author signs: the format, the project's and the author's UUIDs, and the SHA-256 of
    // every byte before the last line (docs/team.md, "The format").
    static QByteArray signedMessage(const ChangeHeader &header, QByteArrayView sha256Hex);
    // Checks the file's signature against `publicKey` (base64), the key this project holds for
    // the header's author `authorName`, and marks the file authenticated. Without a key, with a
    // signature that does not match: "the change file is not signed by AUTHOR's key: ...";
    // `whyNoKey` says why a project may hold no key for the author.
    static Status verify(Opened &file, QByteArrayView publicKey, const QString &authorName,
        const QString &whyNoKey = {});
    // A header's identities: project, author and device are UUIDs, an update names its volunteer.
    static Status checkHeader(const ChangeHeader &header, const QString &name);

    // One record as the line a change file holds, `["label", ...]`.
    static QByteArray encode(const InfoRecord &record);
    static QByteArray encode(const MemberRecord &record);
    static QByteArray encode(const FrameworkRecord &record);
    static QByteArray encode(const NodeRecord &record);
    static QByteArray encode(const IssueRecord &record);
    static QByteArray encode(const ContentRecord &record);
    static QByteArray encode(const ProposalRecord &record);
    static QByteArray encode(const LabelRecord &record);
    static QByteArray encode(const FinalLabelRecord &record);
    static QByteArray encode(const AssignmentRecord &record);
    static QByteArray encode(const VoteRecord &record);
    static QByteArray encode(const RoundRecord &record);
    // Streams the records after the header into `sink` (begin() first, end() last), only of an
    // authenticated file. A record that does not parse, a value over its field's limit
    // (InboundLimits) or a version from the future stops it with an Error naming the file, line,
    // column and field.
    static Status read(const Opened &file, ChangeSink &sink);

private:
    // open()'s checks on the file's bytes; `name` names them in errors.
    static Result<Opened> openBytes(QByteArray data, const QString &name);
};

} // namespace taxonomist::core
