// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "changefile.h"

#include "changefields.h"
#include "changeline.h"
#include "util/coretext.h"
#include "util/inputtext.h"
#include "util/jsonnesting.h"
#include "util/savefile.h"
#include "util/sha256.h"
#include "util/untrustedfile.h"
#include "util/utf8.h"

#include <QDateTime>
#include <QLocale>
#include <QRegularExpression>
#include <QUuid>

#include <map>

using namespace Qt::StringLiterals;
using json = nlohmann::json;

namespace taxonomist::core {

namespace {

// The record kinds, as a line's first element names them, in the order a writer emits them.
constexpr const char *kindInfo = "info";
constexpr const char *kindMember = "member";
constexpr const char *kindFramework = "framework";
constexpr const char *kindNode = "node";
constexpr const char *kindIssue = "issue";
constexpr const char *kindContent = "content";
constexpr const char *kindProposal = "proposal";
constexpr const char *kindLabel = "label";
constexpr const char *kindFinalLabel = "final_label";
constexpr const char *kindAssignment = "assignment";
constexpr const char *kindVote = "vote";
constexpr const char *kindRound = "round";

template<typename Record>
json fieldNames(const ChangeFields<Record> &fields)
{
    json names = json::array();
    for (const auto &field : fields)
        names.push_back(field.name);
    return names;
}

template<typename Record>
QByteArray recordLine(const char *kind, const ChangeFields<Record> &fields, const Record &record)
{
    json line = json::array();
    line.push_back(kind);
    for (const auto &field : fields)
        line.push_back(field.write(record));
    const std::string text = line.dump(-1, ' ', false, json::error_handler_t::strict);
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

QString stringOf(const json &object, const char *key)
{
    const auto found = object.find(key);
    if (found == object.end() || !found->is_string())
        return {};
    const std::string &text = found->get_ref<const std::string &>();
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

bool isUuid(const QString &text)
{
    return text.size() == 36 && !QUuid(text).isNull();
}

QString sizeText(qint64 bytes)
{
    const QLocale english(QLocale::English);
    if (bytes >= InboundLimits::MiB && bytes % InboundLimits::MiB == 0)
        return u"%1 MiB"_s.arg(bytes / InboundLimits::MiB);
    if (bytes >= InboundLimits::KiB && bytes % InboundLimits::KiB == 0)
        return u"%1 KiB"_s.arg(bytes / InboundLimits::KiB);
    return english.toString(bytes) + u" bytes"_s;
}

qsizetype characters(QByteArrayView utf8)
{
    qsizetype count = 0;
    for (const char c : utf8)
        count += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return count;
}

// "2026-01-05T10:00:00.000Z" (or without the milliseconds): a UTC time as every copy writes it
// (ProjectStore::nowUtc), so that comparing texts compares times.
bool isUtcTime(QByteArrayView text)
{
    if (text.size() != 20 && text.size() != 24)
        return false;
    static constexpr char shape[] = "dddd-dd-ddTdd:dd:dd.dddZ";
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char expected = i == text.size() - 1 ? 'Z' : shape[i];
        const char c = text[i];
        if (expected == 'd' ? (c < '0' || c > '9') : c != expected)
            return false;
    }
    const auto number
        = [&text](qsizetype at) { return (text[at] - '0') * 10 + (text[at + 1] - '0'); };
    return number(5) >= 1 && number(5) <= 12 && number(8) >= 1 && number(8) <= 31 && number(11) < 24
        && number(14) < 60 && number(17) < 61;
}

// What every record read in one go is checked against.
struct ReadLimits
{
    // The latest time a version may carry, to the second: "2026-01-06T10:00:00".
    QByteArray latest;
};

// The limits of one field's value (docs/team.md, "What else a merge refuses"): nothing is copied
// out of the file before they pass.
template<typename Record>
std::optional<QString> overLimit(const ChangeField<Record> &field, const ChangeValue &value,
    const char *kind, const ReadLimits &limits)
{
    using Kind = typename ChangeField<Record>::Kind;
    const auto subject = [&] {
        return CoreText::tr("field \"%1\" of a \"%2\" record")
            .arg(QString::fromStdString(field.name), QLatin1StringView(kind));
    };
    const qint64 bytes = value.text.size();
    if (field.kind == Kind::Name || field.kind == Kind::Time) {
        if (bytes > InboundLimits::MaxNameChars
            && (bytes > 4 * InboundLimits::MaxNameChars
                || characters(value.text) > InboundLimits::MaxNameChars)) {
            return CoreText::tr("%1 is %2 characters long; it holds at most %3")
                .arg(subject())
                .arg(bytes > 4 * InboundLimits::MaxNameChars
                        ? u"over %1"_s.arg(4 * InboundLimits::MaxNameChars)
                        : QString::number(characters(value.text)))
                .arg(InboundLimits::MaxNameChars);
        }
    } else {
        const qint64 most = field.kind == Kind::Long ? InboundLimits::MaxContentBytes
                                                     : InboundLimits::MaxTextBytes;
        if (bytes > most) {
            return CoreText::tr("%1 is %2 (%3 bytes); it holds at most %4")
                .arg(subject(), sizeText(bytes), QLocale(QLocale::English).toString(bytes),
                    sizeText(most));
        }
    }
    if (field.kind == Kind::Time && value.type == ChangeValue::Type::String
        && !value.text.isEmpty()) {
        if (!isUtcTime(value.text)) {
            return CoreText::tr("%1 is %2; expected a UTC time such as 2026-01-05T10:00:00.000Z")
                .arg(subject(), quotedForMessage(QString::fromUtf8(value.text)));
        }
        if (value.text.first(19) > QByteArrayView(limits.latest)) {
            return CoreText::tr(
                "%1 is %2, more than a day after this machine's clock (%3Z): a version from "
                "the future would win over every later edit of its row")
                .arg(
                    subject(), QString::fromLatin1(value.text), QString::fromLatin1(limits.latest));
        }
    }
    return std::nullopt;
}

// Where each of a file's columns goes, per record kind: an index into the kind's field list.
using Layout = std::map<std::string, std::vector<int>>;

template<typename Record>
Status layoutOf(const json &fields, const char *kind, const ChangeFields<Record> &known,
    Layout &layout, const ErrorLocation &where)
{
    std::vector<int> columns;
    const auto found = fields.find(kind);
    if (found == fields.end()) {
        layout[kind] = columns; // a file without records of this kind
        return success();
    }
    if (!found->is_array())
        return Error(CoreText::tr("the header's fields of \"%1\" are not a list")
                         .arg(QLatin1StringView(kind)),
            where);
    for (const json &name : *found) {
        int index = -1;
        for (size_t f = 0; f < known.size() && name.is_string(); ++f) {
            if (known[f].name == name.get_ref<const std::string &>())
                index = static_cast<int>(f);
        }
        if (index < 0) {
            return Error(
                CoreText::tr("the header names a field %1 of \"%2\" that this Taxonomist does not "
                             "know (written by a newer"
                             " version?)")
                    .arg(quotedForMessage(QString::fromStdString(
                             name.is_string() ? name.get_ref<const std::string &>() : name.dump())),
                        QLatin1StringView(kind)),
                where);
        }
        columns.push_back(index);
    }
    layout[kind] = columns;
    return success();
}

template<typename Record>
Result<Record> parseRecord(const std::vector<ChangeValue> &line, const std::vector<int> &columns,
    const ChangeFields<Record> &fields, const char *kind, const ErrorLocation &where,
    const ReadLimits &limits)
{
    // Values for every column, or for all but optional ones at the end.
    const size_t given = line.empty() ? 0 : line.size() - 1;
    bool complete = !line.empty() && given == columns.size();
    for (size_t c = given; !line.empty() && !complete && c < columns.size()
         && fields[static_cast<size_t>(columns[c])].optional;
         ++c)
        complete = c + 1 == columns.size();
    if (!complete) {
        return Error(CoreText::tr("a \"%1\" record has %2 values; the header lists %3 fields")
                         .arg(QLatin1StringView(kind))
                         .arg(given)
                         .arg(columns.size()),
            where);
    }
    Record record;
    for (size_t c = 0; c < given; ++c) {
        const auto &field = fields[static_cast<size_t>(columns[c])];
        if (const auto over = overLimit(field, line[c + 1], kind, limits))
            return Error(*over, {where.file, where.line, line[c + 1].column});
        if (!field.read(record, line[c + 1])) {
            const ChangeValue &value = line[c + 1];
            const QString shown = value.type == ChangeValue::Type::Null ? u"null"_s
                : value.type == ChangeValue::Type::Boolean
                ? (value.boolean ? u"true"_s : u"false"_s)
                : value.type == ChangeValue::Type::Integer
                ? QString::number(value.integer)
                : quotedForMessage(QString::fromUtf8(value.text));
            return Error(CoreText::tr("field \"%1\" of a \"%2\" record is %3; expected %4")
                             .arg(QString::fromStdString(field.name), QLatin1StringView(kind),
                                 shown, QLatin1StringView(field.expected)),
                {where.file, where.line, value.column});
        }
    }
    return record;
}

} // namespace

ChangeFile::Writer::Writer(QString path, std::optional<SigningKey> key)
    : m_path(std::move(path))
    , m_key(std::move(key))
{ }

ChangeFile::Writer::~Writer() = default;

void ChangeFile::Writer::appendLine(const QByteArray &line)
{
    m_data += line;
    m_data += '\n';
}

Status ChangeFile::Writer::begin(const ChangeHeader &header)
{
    json fields = json::object();
    fields[kindInfo] = fieldNames(ChangeFieldLists::info());
    fields[kindMember] = fieldNames(ChangeFieldLists::member());
    fields[kindFramework] = fieldNames(ChangeFieldLists::framework());
    fields[kindNode] = fieldNames(ChangeFieldLists::node());
    fields[kindIssue] = fieldNames(ChangeFieldLists::issue());
    fields[kindContent] = fieldNames(ChangeFieldLists::content());
    fields[kindProposal] = fieldNames(ChangeFieldLists::proposal());
    fields[kindLabel] = fieldNames(ChangeFieldLists::label());
    fields[kindFinalLabel] = fieldNames(ChangeFieldLists::finalLabel());
    fields[kindAssignment] = fieldNames(ChangeFieldLists::assignment());
    fields[kindVote] = fieldNames(ChangeFieldLists::vote());
    fields[kindRound] = fieldNames(ChangeFieldLists::round());
    const json line {{"format", formatName}, {"version", formatVersion},
        {"kind", ChangeHeader::kindKey(header.kind).toStdString()},
        {"project", header.project.toStdString()}, {"author", header.author.toStdString()},
        {"addressee", header.addressee.toStdString()}, {"device", header.device.toStdString()},
        {"created_at", header.createdAt.toStdString()},
        {"audit_head", header.auditHead.toStdString()},
        {"peer_head", header.peerHead.toStdString()}, {"fields", fields}};
    const std::string text = line.dump(-1, ' ', false, json::error_handler_t::strict);
    m_header = header;
    m_data.clear();
    m_data.reserve(1 << 20);
    appendLine(QByteArray(text.data(), static_cast<qsizetype>(text.size())));
    return success();
}

#define TAXONOMIST_WRITE_RECORD(Method, Record, kind, list)                                        \
    Status ChangeFile::Writer::Method(const Record &record)                                        \
    {                                                                                              \
        appendLine(recordLine(kind, ChangeFieldLists::list(), record));                            \
        ++m_records;                                                                               \
        return success();                                                                          \
    }                                                                                              \
    QByteArray ChangeFile::encode(const Record &record)                                            \
    {                                                                                              \
        return recordLine(kind, ChangeFieldLists::list(), record);                                 \
    }

TAXONOMIST_WRITE_RECORD(info, InfoRecord, kindInfo, info)
TAXONOMIST_WRITE_RECORD(member, MemberRecord, kindMember, member)
TAXONOMIST_WRITE_RECORD(framework, FrameworkRecord, kindFramework, framework)
TAXONOMIST_WRITE_RECORD(node, NodeRecord, kindNode, node)
TAXONOMIST_WRITE_RECORD(issue, IssueRecord, kindIssue, issue)
TAXONOMIST_WRITE_RECORD(content, ContentRecord, kindContent, content)
TAXONOMIST_WRITE_RECORD(proposal, ProposalRecord, kindProposal, proposal)
TAXONOMIST_WRITE_RECORD(label, LabelRecord, kindLabel, label)
TAXONOMIST_WRITE_RECORD(finalLabel, FinalLabelRecord, kindFinalLabel, finalLabel)
TAXONOMIST_WRITE_RECORD(assignment, AssignmentRecord, kindAssignment, assignment)
TAXONOMIST_WRITE_RECORD(vote, VoteRecord, kindVote, vote)
TAXONOMIST_WRITE_RECORD(round, RoundRecord, kindRound, round)

#undef TAXONOMIST_WRITE_RECORD

Status ChangeFile::Writer::rawRecord(QByteArrayView line)
{
    if (line.isEmpty() || line.contains('\n') || line.front() != '[')
        return Error(CoreText::tr("a record is one line holding a list"));
    m_data += line;
    m_data += '\n';
    ++m_records;
    return success();
}

Result<ChangeFile::Opened> ChangeFile::Writer::take(const QString &name)
{
    if (auto status = checkHeader(m_header, name); !status)
        return status.error();
    Opened file;
    file.path = name;
    file.data = std::move(m_data);
    file.bodyEnd = file.data.size();
    file.records = m_records;
    file.header = m_header;
    file.authenticated = true; // the caller answers for the rows (see take())
    m_data = QByteArray();
    m_records = 0;
    return file;
}

Status ChangeFile::Writer::end()
{
    if (!m_key)
        return Error(
            CoreText::tr("a change file is signed by its author's key, and none was given"),
            {m_path, 0, 0});
    m_sha256 = Sha256::hexOf(m_data);
    auto signature = m_key->sign(signedMessage(m_header, m_sha256));
    if (!signature)
        return signature.error();
    const json trailer {{"records", m_records}, {"sha256", m_sha256.toStdString()},
        {"signature", signature->toStdString()}};
    appendLine(QByteArray::fromStdString(trailer.dump()));
    if (m_path.isEmpty())
        return success();
    return saveFile(m_path, m_data);
}

Result<ChangeFile::Opened> ChangeFile::open(const QString &path)
{
    const UntrustedFile::Kind kind = UntrustedFile::kindOf(path);
    if (kind == UntrustedFile::Kind::Missing)
        return Error(CoreText::tr("no such change file"), {path, 0, 0});
    if (kind != UntrustedFile::Kind::Regular)
        return Error(
            CoreText::tr("not a change file: %1").arg(UntrustedFile::describe(kind)), {path, 0, 0});
    auto data = UntrustedFile::read(path, maxBytes);
    if (!data)
        return data.error();
    return openBytes(std::move(data).value(), path);
}

Result<ChangeFile::Opened> ChangeFile::openBytes(QByteArray data, const QString &path)
{
    Opened file;
    file.path = path;
    file.data = std::move(data);
    const QByteArray &bytes = file.data;
    const auto notChangeFile = [&](const QString &why, int line = 1) {
        return Error(CoreText::tr("not a Taxonomist change file: %1").arg(why), {path, line, 1});
    };
    if (bytes.isEmpty())
        return notChangeFile(CoreText::tr("the file is empty"));
    if (!bytes.startsWith('{'))
        return notChangeFile(CoreText::tr("it does not start with a header"));
    if (!bytes.endsWith('\n'))
        return Error(CoreText::tr("the file is cut short (its last line has no line end)"),
            {path, int(bytes.count('\n')) + 1, 1});
    const qsizetype lastStart = bytes.lastIndexOf('\n', bytes.size() - 2) + 1;
    const auto lines
        = [&bytes] { return static_cast<int>(bytes.count('\n')); }; // for messages only
    if (lastStart <= 0)
        return notChangeFile(CoreText::tr("it has a header only"));

    // The checksum first: nothing of a damaged or altered file is believed. The last line is
    // short (a count, a checksum and a signature): anything longer is not one.
    constexpr qsizetype maxTrailerBytes = 1024;
    if (bytes.size() - 1 - lastStart > maxTrailerBytes)
        return Error(
            CoreText::tr("the file is cut short or its last line was changed (no checksum line)"),
            {path, lines(), 1});
    json trailer = json::parse(
        bytes.constData() + lastStart, bytes.constData() + bytes.size() - 1, nullptr, false);
    const QString stated = trailer.is_object() ? stringOf(trailer, "sha256") : QString();
    if (stated.size() != 64 || !trailer.contains("records")
        || !trailer["records"].is_number_unsigned())
        return Error(
            CoreText::tr("the file is cut short or its last line was changed (no checksum line)"),
            {path, lines(), 1});
    const QByteArray actual = Sha256::hexOf(QByteArrayView(bytes).first(lastStart));
    if (actual != stated.toLatin1()) {
        return Error(
            CoreText::tr(
                "the checksum does not match: the file was changed or damaged after it was written"
                " (sha256 %1, the file says %2)")
                .arg(QString::fromLatin1(actual), quotedForMessage(stated)),
            {path, lines(), 1});
    }
    if (const auto invalid = utf8::firstInvalidByte(bytes)) {
        const utf8::TextPosition at = utf8::positionOf(bytes, *invalid);
        return Error(CoreText::tr("not UTF-8 text"), {path, at.line, at.column});
    }
    file.sha256 = actual;
    file.signature = stringOf(trailer, "signature").toLatin1();
    file.bodyEnd = lastStart;
    file.records = trailer["records"].get<qint64>();

    const qsizetype headerEnd = bytes.indexOf('\n');
    if (headerEnd > InboundLimits::MaxRecordBytes)
        return Error(CoreText::tr("the header is %1; a header holds at most %2")
                         .arg(sizeText(headerEnd), sizeText(InboundLimits::MaxRecordBytes)),
            {path, 1, 1});
    if (firstTooDeep(QByteArrayView(bytes).first(headerEnd), InboundLimits::MaxNestingDepth))
        return Error(CoreText::tr("the header nests lists or objects more than %1 levels deep")
                         .arg(InboundLimits::MaxNestingDepth),
            {path, 1, 1});
    json header = json::parse(bytes.constData(), bytes.constData() + headerEnd, nullptr, false);
    if (!header.is_object() || stringOf(header, "format") != QLatin1StringView(formatName))
        return notChangeFile(CoreText::tr("the first line is not a change-file header"));
    if (!header.contains("version") || !header["version"].is_number_integer())
        return notChangeFile(CoreText::tr("the header has no format version"));
    const auto kindOfFile = ChangeHeader::kindFromKey(stringOf(header, "kind"));
    const int version = header["version"].is_number_unsigned() && header["version"] <= 1000
        ? header["version"].get<int>()
        : -1;
    if (version == 1) {
        const bool update = kindOfFile == ChangeHeader::Kind::Update;
        return Error(
            CoreText::tr("this change file was written by an older Taxonomist, which did not sign "
                         "change files, and this one merges only signed files: %1")
                .arg(update
                        ? CoreText::tr(
                            "the lead writes the update again with this version "
                            "(`taxonomist-cli team package NAME --update --db LEAD_PROJECT -o "
                            "FILE`)")
                        : CoreText::tr(
                            "its author exports their changes again with this version "
                            "(`taxonomist-cli team export-changes --all --db THEIR_PROJECT -o "
                            "FILE`; --all, since the rows of this file count as sent already)")),
            {path, 1, 1});
    }
    if (version != formatVersion) {
        return Error(CoreText::tr("change-file format %1 is not one this Taxonomist reads (%2): "
                                  "written by a newer version?")
                         .arg(version < 0 ? quotedForMessage(
                                  QString::fromStdString(header["version"].dump()))
                                          : QString::number(version))
                         .arg(formatVersion),
            {path, 1, 1});
    }
    if (!kindOfFile || *kindOfFile == ChangeHeader::Kind::Package)
        return Error(CoreText::tr("the header's kind %1 is not \"changes\" or \"update\"")
                         .arg(quotedForMessage(stringOf(header, "kind"))),
            {path, 1, 1});
    file.header.kind = *kindOfFile;
    file.header.project = stringOf(header, "project");
    file.header.author = stringOf(header, "author");
    file.header.addressee = stringOf(header, "addressee");
    file.header.device = stringOf(header, "device");
    file.header.createdAt = stringOf(header, "created_at").left(InboundLimits::MaxNameChars);
    // "ENTRY:HASH" or empty; anything else is left out (an anchor is only ever a hint to check).
    static const QRegularExpression head(u"^[0-9]{1,18}:([0-9a-f]{64})?$"_s);
    for (auto [key, field] : {std::pair {"audit_head", &file.header.auditHead},
             std::pair {"peer_head", &file.header.peerHead}}) {
        const QString value = stringOf(header, key).left(100);
        *field = head.match(value).hasMatch() ? value : QString();
    }
    if (auto status = checkHeader(file.header, path); !status)
        return status.error();
    if (!header.contains("fields") || !header["fields"].is_object())
        return Error(CoreText::tr("the header lists no fields"), {path, 1, 1});
    return file;
}

QByteArray ChangeFile::signedMessage(const ChangeHeader &header, QByteArrayView sha256Hex)
{
    return QByteArray(formatName) + ' ' + QByteArray::number(formatVersion) + '\n'
        + header.project.toUtf8() + '\n' + header.author.toUtf8() + '\n' + sha256Hex.toByteArray();
}

Status ChangeFile::verify(
    Opened &file, QByteArrayView publicKey, const QString &authorName, const QString &whyNoKey)
{
    const QString notSigned = CoreText::tr("the change file is not signed by %1's key: %2");
    const ErrorLocation where {file.path, 0, 0};
    if (publicKey.isEmpty()) {
        return Error(
            notSigned.arg(quotedForMessage(authorName),
                whyNoKey.isEmpty()
                    ? CoreText::tr("this project holds no key for them")
                    : CoreText::tr("this project holds no key for them (%1)").arg(whyNoKey)),
            where);
    }
    if (file.signature.isEmpty())
        return Error(
            notSigned.arg(quotedForMessage(authorName), CoreText::tr("it carries no signature")),
            where);
    if (!SigningKey::verify(publicKey, signedMessage(file.header, file.sha256), file.signature)) {
        return Error(
            notSigned.arg(quotedForMessage(authorName),
                CoreText::tr(
                    "its signature does not match the key this project holds for them (it was "
                    "signed with another key, such as an earlier package's, or changed after it "
                    "was signed)")),
            where);
    }
    file.authenticated = true;
    file.signedBy = publicKey.toByteArray();
    return success();
}

Status ChangeFile::checkHeader(const ChangeHeader &header, const QString &path)
{
    for (const auto &[field, value] : {std::pair {"project", header.project},
             std::pair {"author", header.author}, std::pair {"device", header.device}}) {
        if (!isUuid(value))
            return Error(
                CoreText::tr("the header's \"%1\" is not a UUID").arg(QLatin1StringView(field)),
                {path, 1, 1});
    }
    if (header.kind == ChangeHeader::Kind::Update && !isUuid(header.addressee))
        return Error(CoreText::tr("the header of an update names no volunteer (\"addressee\")"),
            {path, 1, 1});
    return success();
}

Status ChangeFile::read(const Opened &file, ChangeSink &sink)
{
    if (!file.authenticated)
        return Error(
            CoreText::tr(
                "the change file's signature was not checked before its records were read"),
            {file.path, 0, 0});
    const QByteArray &bytes = file.data;
    const qsizetype headerEnd = bytes.indexOf('\n');
    const json header = json::parse(bytes.constData(), bytes.constData() + headerEnd);
    const json &fields = header["fields"];
    Layout layout;
    const ErrorLocation headerAt {file.path, 1, 1};
    for (Status status : {layoutOf(fields, kindInfo, ChangeFieldLists::info(), layout, headerAt),
             layoutOf(fields, kindMember, ChangeFieldLists::member(), layout, headerAt),
             layoutOf(fields, kindFramework, ChangeFieldLists::framework(), layout, headerAt),
             layoutOf(fields, kindNode, ChangeFieldLists::node(), layout, headerAt),
             layoutOf(fields, kindIssue, ChangeFieldLists::issue(), layout, headerAt),
             layoutOf(fields, kindContent, ChangeFieldLists::content(), layout, headerAt),
             layoutOf(fields, kindProposal, ChangeFieldLists::proposal(), layout, headerAt),
             layoutOf(fields, kindLabel, ChangeFieldLists::label(), layout, headerAt),
             layoutOf(fields, kindFinalLabel, ChangeFieldLists::finalLabel(), layout, headerAt),
             layoutOf(fields, kindAssignment, ChangeFieldLists::assignment(), layout, headerAt),
             layoutOf(fields, kindVote, ChangeFieldLists::vote(), layout, headerAt),
             layoutOf(fields, kindRound, ChangeFieldLists::round(), layout, headerAt)}) {
        if (!status)
            return status;
    }
    if (auto status = sink.begin(file.header); !status)
        return status;

    const ReadLimits limits {QDateTime::currentDateTimeUtc()
                                 .addSecs(maxSecondsAhead)
                                 .toString(u"yyyy-MM-ddTHH:mm:ss"_s)
                                 .toLatin1()};
    qint64 records = 0;
    int lineNumber = 1;
    ChangeLineParser parser;
    std::vector<ChangeValue> line;
    for (qsizetype start = headerEnd + 1; start < file.bodyEnd;) {
        ++lineNumber;
        const qsizetype stop = bytes.indexOf('\n', start);
        const ErrorLocation where {file.path, lineNumber, 1};
        const qsizetype lineBytes = stop - start;
        if (!parser.parse(QByteArrayView(bytes).sliced(start, lineBytes), line))
            return Error(CoreText::tr("not a record: %1").arg(QLatin1StringView(parser.error())),
                {file.path, lineNumber, parser.column()});
        start = stop + 1;
        if (line.empty() || line[0].type != ChangeValue::Type::String)
            return Error(CoreText::tr("a record is a list that starts with its kind"), where);
        const std::string kind(line[0].text.data(), static_cast<size_t>(line[0].text.size()));
        const auto columns = layout.find(kind);
        if (columns == layout.end())
            return Error(CoreText::tr("unknown record kind %1")
                             .arg(quotedForMessage(QString::fromStdString(kind))),
                where);
        Status status = success();
        const auto feed = [&](const auto &list, auto deliver) {
            auto record
                = parseRecord(line, columns->second, list, columns->first.c_str(), where, limits);
            if (!record) {
                status = record.error();
                return;
            }
            // An issue's content counts whole; and a record of values each within its field's
            // limits may still hold more than a record may.
            if (kind == kindContent) {
                qint64 contentBytes = 0;
                for (const ChangeValue &value : line)
                    contentBytes += value.text.size();
                if (contentBytes > InboundLimits::MaxContentBytes) {
                    status = Error(
                        CoreText::tr("a \"content\" record of %1; an issue's content holds at most "
                                     "%2")
                            .arg(sizeText(contentBytes), sizeText(InboundLimits::MaxContentBytes)),
                        where);
                    return;
                }
            }
            if (lineBytes > InboundLimits::MaxRecordBytes) {
                status
                    = Error(CoreText::tr("a \"%1\" record of %2; a record holds at most %3")
                                .arg(QLatin1StringView(columns->first.c_str()), sizeText(lineBytes),
                                    sizeText(InboundLimits::MaxRecordBytes)),
                        where);
                return;
            }
            status = deliver(*record);
        };
        if (kind == kindLabel) // the most frequent first
            feed(ChangeFieldLists::label(), [&](const LabelRecord &r) { return sink.label(r); });
        else if (kind == kindInfo)
            feed(ChangeFieldLists::info(), [&](const InfoRecord &r) { return sink.info(r); });
        else if (kind == kindMember)
            feed(ChangeFieldLists::member(), [&](const MemberRecord &r) { return sink.member(r); });
        else if (kind == kindFramework)
            feed(ChangeFieldLists::framework(),
                [&](const FrameworkRecord &r) { return sink.framework(r); });
        else if (kind == kindNode)
            feed(ChangeFieldLists::node(), [&](const NodeRecord &r) { return sink.node(r); });
        else if (kind == kindIssue)
            feed(ChangeFieldLists::issue(), [&](const IssueRecord &r) { return sink.issue(r); });
        else if (kind == kindContent)
            feed(ChangeFieldLists::content(),
                [&](const ContentRecord &r) { return sink.content(r); });
        else if (kind == kindProposal)
            feed(ChangeFieldLists::proposal(),
                [&](const ProposalRecord &r) { return sink.proposal(r); });
        else if (kind == kindFinalLabel)
            feed(ChangeFieldLists::finalLabel(),
                [&](const FinalLabelRecord &r) { return sink.finalLabel(r); });
        else if (kind == kindAssignment)
            feed(ChangeFieldLists::assignment(),
                [&](const AssignmentRecord &r) { return sink.assignment(r); });
        else if (kind == kindRound)
            feed(ChangeFieldLists::round(), [&](const RoundRecord &r) { return sink.round(r); });
        else
            feed(ChangeFieldLists::vote(), [&](const VoteRecord &r) { return sink.vote(r); });
        if (!status) {
            // A receiver's refusal names the record's line too.
            const Error &error = status.error();
            return error.where().file.isEmpty() ? Error(error.what(), where) : error;
        }
        ++records;
    }
    if (records != file.records)
        return Error(CoreText::tr("the file holds %1 records but its last line says %2")
                         .arg(records)
                         .arg(file.records),
            {file.path, lineNumber + 1, 1});
    return sink.end();
}

} // namespace taxonomist::core
