// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "changeset.h"
#include "result.h"
#include "util/inboundlimits.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace taxonomist::core {

// The change-file format (docs/team.md, "Change files"): UTF-8 text, one JSON value a line. The
// first line is the header (format name and version, kind, project, author, addressee, device,
// time, and the field names of each record kind); then one line per record, `["label", ...]`
// with the values in the header's order; the last line is `{"records": N, "sha256": HEX}`, the
// SHA-256 of every byte before it. A reader checks the checksum before it reads anything else.
class ChangeFile final
{
public:
    static constexpr int formatVersion = 1;
    static constexpr const char *formatName = "taxonomist-changes";
    // A change file larger than this is refused before it is read (the full study's labels of
    // one volunteer take about 10 MB).
    static constexpr qint64 maxBytes = InboundLimits::MaxChangeFileBytes;

    // A read file: its checksum, then its records, streamed into a sink.
    struct Opened
    {
        QString path;
        QByteArray data;
        QByteArray sha256; // hex, as the last line states it and the bytes confirm
        qsizetype bodyEnd = 0;
        qint64 records = 0;
        ChangeHeader header;
        int headerLine = 1;
    };

    // Collects records as a sink and writes the file (atomically) at end(), or hands them on in
    // memory with take() (a team server's rows, read back through the same checks as a file's).
    class Writer final : public ChangeSink
    {
    public:
        explicit Writer(QString path);
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
        Status end() override;

        // A record already encoded as a line (from a team server): read back like any other.
        Status rawRecord(QByteArrayView line);

        // What was written since begin(), as a read file without a checksum line, instead of
        // end(): for bytes that never leave memory (a team server's rows, which ChangeFile::read
        // checks line by line as any file's). Hashing them to check the hash at once would only
        // cost time. The header is checked as open() checks a file's; `name` names it in errors.
        Result<Opened> take(const QString &name);

        qint64 records() const { return m_records; }
        // The file's checksum (after end()).
        const QByteArray &sha256() const { return m_sha256; }

    private:
        void appendLine(const QByteArray &line);
        QString m_path;
        ChangeHeader m_header;
        QByteArray m_data;
        qint64 m_records = 0;
        QByteArray m_sha256;
    };

    // Reads the file and checks its checksum and header: a file that is not a change file, one of
    // a newer format, one cut short or altered (the checksum fails) is an Error naming the file,
    // line and column; nothing has reached any sink yet.
    static Result<Opened> open(const QString &path);
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
    // Streams the records after the header into `sink` (begin() first, end() last). A record that
    // does not parse stops it with an Error naming the file, line and column or field.
    static Status read(const Opened &file, ChangeSink &sink);

private:
    // open()'s checks on the file's bytes; `name` names them in errors.
    static Result<Opened> openBytes(QByteArray data, const QString &name);
};

} // namespace taxonomist::core
