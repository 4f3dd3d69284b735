// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "changefields.h"

#include <limits>

using json = nlohmann::json;

namespace taxonomist::core {

namespace {

QString fromJson(const json &value)
{
    const std::string &text = value.get_ref<const std::string &>();
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// A nested value (a list) as JSON, or a discarded value when it is not one.
json nested(const ChangeValue &value)
{
    if (value.type != ChangeValue::Type::Nested)
        return json(json::value_t::discarded);
    return json::parse(value.text.begin(), value.text.end(), nullptr, false);
}

json toJson(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    return json(std::string(utf8.constData(), static_cast<size_t>(utf8.size())));
}

// `access` is a generic lambda that returns a reference to the field in a record (const or not).
template<typename Record>
using Kind = typename ChangeField<Record>::Kind;

template<typename Record, typename Access>
ChangeField<Record> text(const char *name, Access access, Kind<Record> kind = Kind<Record>::Text)
{
    return {name, [access](const Record &r) { return toJson(access(r)); },
        [access](Record &r, const ChangeValue &value) {
            if (value.type != ChangeValue::Type::String)
                return false;
            access(r) = QString::fromUtf8(value.text);
            return true;
        },
        "text", kind};
}

// A name, code, UUID, key or time: at most InboundLimits::MaxNameChars characters.
template<typename Record, typename Access>
ChangeField<Record> nameText(const char *name, Access access)
{
    return text<Record>(name, access, Kind<Record>::Name);
}

// Text that may be long: a label's summary, an issue's body.
template<typename Record, typename Access>
ChangeField<Record> longText(const char *name, Access access)
{
    return text<Record>(name, access, Kind<Record>::Long);
}

template<typename Record, typename Access>
ChangeField<Record> flag(const char *name, Access access)
{
    return {name, [access](const Record &r) { return json(bool(access(r))); },
        [access](Record &r, const ChangeValue &value) {
            if (value.type != ChangeValue::Type::Boolean)
                return false;
            access(r) = value.boolean;
            return true;
        },
        "true or false"};
}

template<typename Record, typename Access>
ChangeField<Record> number(const char *name, Access access)
{
    using Value = std::remove_reference_t<decltype(access(std::declval<Record &>()))>;
    return {name, [access](const Record &r) { return json(static_cast<qint64>(access(r))); },
        [access](Record &r, const ChangeValue &value) {
            if (value.type != ChangeValue::Type::Integer)
                return false;
            if (value.integer < 0 || value.integer > qint64(std::numeric_limits<Value>::max()))
                return false;
            access(r) = static_cast<Value>(value.integer);
            return true;
        },
        "a whole number from 0"};
}

template<typename Record, typename Access>
ChangeField<Record> textList(
    const char *name, Access access, Kind<Record> kind = Kind<Record>::Other)
{
    return {name,
        [access](const Record &r) {
            json list = json::array();
            for (const QString &item : access(r))
                list.push_back(toJson(item));
            return list;
        },
        [access](Record &r, const ChangeValue &raw) {
            const json value = nested(raw);
            if (!value.is_array())
                return false;
            QStringList list;
            for (const json &item : value) {
                if (!item.is_string())
                    return false;
                list.append(fromJson(item));
            }
            access(r) = list;
            return true;
        },
        "a list of texts", kind};
}

template<typename Record, typename Access>
ChangeField<Record> numberList(const char *name, Access access)
{
    return {name,
        [access](const Record &r) {
            json list = json::array();
            for (const int item : access(r))
                list.push_back(item);
            return list;
        },
        [access](Record &r, const ChangeValue &raw) {
            const json value = nested(raw);
            if (!value.is_array())
                return false;
            QList<int> list;
            for (const json &item : value) {
                if (!item.is_number_integer() || item.get<qint64>() < 0
                    || item.get<qint64>() > 1000000)
                    return false;
                list.append(item.get<int>());
            }
            access(r) = list;
            return true;
        },
        "a list of whole numbers"};
}

// The version every owned row carries (docs/team.md: rev, changed_at, changed_by, and the copy).
template<typename Record>
void appendVersion(ChangeFields<Record> &fields)
{
    fields.push_back(number<Record>(
        "rev", [](auto &r) -> auto & { return r.version.rev; }));
    fields.push_back(text<Record>(
        "changed_at", [](auto &r) -> auto & { return r.version.changedAt; }, Kind<Record>::Time));
    fields.push_back(nameText<Record>(
        "changed_by", [](auto &r) -> auto & { return r.version.changedBy; }));
    fields.push_back(nameText<Record>(
        "device", [](auto &r) -> auto & { return r.version.device; }));
    fields.push_back(nameText<Record>(
        "base_device", [](auto &r) -> auto & { return r.version.baseDevice; }));
    fields.push_back(number<Record>(
        "base_rev", [](auto &r) -> auto & { return r.version.baseRev; }));
    fields.push_back(flag<Record>(
        "deleted", [](auto &r) -> auto & { return r.version.deleted; }));
}

template<typename Record>
ChangeFields<Record> withVersion(ChangeFields<Record> fields)
{
    appendVersion(fields);
    return fields;
}

} // namespace

namespace ChangeFieldLists {

// A label: whose, on which issue, and the label's own fields. A field added to Label (and to
// LabelRow, which reads and writes it) travels with one line here.
const ChangeFields<LabelRecord> &label()
{
    static const ChangeFields<LabelRecord> fields = [] {
        ChangeFields<LabelRecord> list = withVersion<LabelRecord>({
            nameText<LabelRecord>(
                "issue", [](auto &r) -> auto & { return r.issue; }),
            nameText<LabelRecord>(
                "annotator", [](auto &r) -> auto & { return r.annotator; }),
            nameText<LabelRecord>(
                "node", [](auto &r) -> auto & { return r.node; }),
            longText<LabelRecord>(
                "summary", [](auto &r) -> auto & { return r.label.summary; }),
            flag<LabelRecord>(
                "false_positive", [](auto &r) -> auto & { return r.label.falsePositive; }),
            text<LabelRecord>(
                "false_positive_reason",
                [](auto &r) -> auto & { return r.label.falsePositiveReason; }),
            flag<LabelRecord>(
                "unsure", [](auto &r) -> auto & { return r.label.unsure; }),
            text<LabelRecord>(
                "comment", [](auto &r) -> auto & { return r.label.comment; }),
        });
        // After the version, and optional: a label written before open codes (a team server's
        // older rows, whose positions its checks name) ends before it.
        list.push_back(nameText<LabelRecord>(
            "open_code", [](auto &r) -> auto & { return r.label.openCode; }));
        list.back().optional = true;
        return list;
    }();
    return fields;
}

const ChangeFields<FinalLabelRecord> &finalLabel()
{
    static const ChangeFields<FinalLabelRecord> fields = withVersion<FinalLabelRecord>({
        nameText<FinalLabelRecord>(
            "issue", [](auto &r) -> auto & { return r.issue; }),
        nameText<FinalLabelRecord>(
            "node", [](auto &r) -> auto & { return r.node; }),
        flag<FinalLabelRecord>(
            "false_positive", [](auto &r) -> auto & { return r.label.falsePositive; }),
        {"method",
            [](const FinalLabelRecord &r) { return toJson(FinalLabel::methodKey(r.label.method)); },
            [](FinalLabelRecord &r, const ChangeValue &value) {
                const auto method = value.type == ChangeValue::Type::String
                    ? FinalLabel::methodFromKey(QString::fromUtf8(value.text))
                    : std::nullopt;
                if (method)
                    r.label.method = *method;
                return method.has_value();
            },
            "imported, unanimous, majority, consensus or lead", Kind<FinalLabelRecord>::Name},
        nameText<FinalLabelRecord>(
            "decided_by", [](auto &r) -> auto & { return r.decidedBy; }),
        text<FinalLabelRecord>(
            "note", [](auto &r) -> auto & { return r.label.note; }),
        nameText<FinalLabelRecord>(
            "decided_at", [](auto &r) -> auto & { return r.label.decidedAt; }),
    });
    return fields;
}

const ChangeFields<AssignmentRecord> &assignment()
{
    static const ChangeFields<AssignmentRecord> fields = withVersion<AssignmentRecord>({
        nameText<AssignmentRecord>(
            "issue", [](auto &r) -> auto & { return r.issue; }),
        nameText<AssignmentRecord>(
            "annotator", [](auto &r) -> auto & { return r.annotator; }),
    });
    return fields;
}

const ChangeFields<VoteRecord> &vote()
{
    static const ChangeFields<VoteRecord> fields = withVersion<VoteRecord>({
        nameText<VoteRecord>(
            "proposal", [](auto &r) -> auto & { return r.proposal; }),
        nameText<VoteRecord>(
            "annotator", [](auto &r) -> auto & { return r.annotator; }),
        flag<VoteRecord>(
            "approve", [](auto &r) -> auto & { return r.approve; }),
        text<VoteRecord>(
            "reason", [](auto &r) -> auto & { return r.reason; }),
    });
    return fields;
}

const ChangeFields<InfoRecord> &info()
{
    static const ChangeFields<InfoRecord> fields {
        nameText<InfoRecord>(
            "key", [](auto &r) -> auto & { return r.key; }),
        text<InfoRecord>(
            "value", [](auto &r) -> auto & { return r.value; }),
    };
    return fields;
}

const ChangeFields<MemberRecord> &member()
{
    static const ChangeFields<MemberRecord> fields {
        nameText<MemberRecord>(
            "uuid", [](auto &r) -> auto & { return r.uuid; }),
        nameText<MemberRecord>(
            "name", [](auto &r) -> auto & { return r.name; }),
        number<MemberRecord>(
            "position", [](auto &r) -> auto & { return r.position; }),
        flag<MemberRecord>(
            "lead", [](auto &r) -> auto & { return r.isLead; }),
        number<MemberRecord>(
            "label_column", [](auto &r) -> auto & { return r.labelColumn; }),
        nameText<MemberRecord>(
            "signing_key", [](auto &r) -> auto & { return r.signingKey; }),
    };
    return fields;
}

const ChangeFields<FrameworkRecord> &framework()
{
    static const ChangeFields<FrameworkRecord> fields {
        nameText<FrameworkRecord>(
            "name", [](auto &r) -> auto & { return r.name; }),
        number<FrameworkRecord>(
            "position", [](auto &r) -> auto & { return r.position; }),
        number<FrameworkRecord>(
            "label_columns", [](auto &r) -> auto & { return r.labelColumns; }),
        flag<FrameworkRecord>(
            "crlf", [](auto &r) -> auto & { return r.crlf; }),
        flag<FrameworkRecord>(
            "bom", [](auto &r) -> auto & { return r.bom; }),
        numberList<FrameworkRecord>(
            "years", [](auto &r) -> auto & { return r.years; }),
        textList<FrameworkRecord>(
            "keywords", [](auto &r) -> auto & { return r.keywords; }, Kind<FrameworkRecord>::Long),
    };
    return fields;
}

const ChangeFields<NodeRecord> &node()
{
    static const ChangeFields<NodeRecord> fields = [] {
        ChangeFields<NodeRecord> list {
            nameText<NodeRecord>(
                "code", [](auto &r) -> auto & { return r.code; }),
            nameText<NodeRecord>(
                "parent", [](auto &r) -> auto & { return r.parent; }),
            nameText<NodeRecord>(
                "name", [](auto &r) -> auto & { return r.name; }),
            number<NodeRecord>(
                "level", [](auto &r) -> auto & { return r.level; }),
            number<NodeRecord>(
                "position", [](auto &r) -> auto & { return r.position; }),
            text<NodeRecord>(
                "description", [](auto &r) -> auto & { return r.description; }),
            textList<NodeRecord>(
                "aliases", [](auto &r) -> auto & { return r.aliases; }),
            textList<NodeRecord>(
                "details", [](auto &r) -> auto & { return r.details; }, Kind<NodeRecord>::Long),
            // Optional and last: a node record written before nodes could retire ends before it.
            flag<NodeRecord>(
                "retired", [](auto &r) -> auto & { return r.retired; }),
        };
        list.back().optional = true;
        return list;
    }();
    return fields;
}

// A round: the lead's, sent whole with the taxonomy and the team.
const ChangeFields<RoundRecord> &round()
{
    static const ChangeFields<RoundRecord> fields {
        nameText<RoundRecord>(
            "uuid", [](auto &r) -> auto & { return r.uuid; }),
        nameText<RoundRecord>(
            "name", [](auto &r) -> auto & { return r.name; }),
        nameText<RoundRecord>(
            "kind", [](auto &r) -> auto & { return r.kind; }),
        nameText<RoundRecord>(
            "seed", [](auto &r) -> auto & { return r.seed; }),
        number<RoundRecord>(
            "size", [](auto &r) -> auto & { return r.size; }),
        nameText<RoundRecord>(
            "strata", [](auto &r) -> auto & { return r.strata; }),
        textList<RoundRecord>(
            "frameworks", [](auto &r) -> auto & { return r.frameworks; }),
        nameText<RoundRecord>(
            "created_at", [](auto &r) -> auto & { return r.createdAt; }),
        textList<RoundRecord>(
            "issues", [](auto &r) -> auto & { return r.issues; }, Kind<RoundRecord>::Long),
    };
    return fields;
}

const ChangeFields<IssueRecord> &issue()
{
    static const ChangeFields<IssueRecord> fields {
        nameText<IssueRecord>(
            "uuid", [](auto &r) -> auto & { return r.uuid; }),
        nameText<IssueRecord>(
            "framework", [](auto &r) -> auto & { return r.framework; }),
        number<IssueRecord>(
            "row", [](auto &r) -> auto & { return r.row; }),
        text<IssueRecord>(
            "url", [](auto &r) -> auto & { return r.url; }),
        number<IssueRecord>(
            "year", [](auto &r) -> auto & { return r.year; }),
        flag<IssueRecord>(
            "duplicate_url", [](auto &r) -> auto & { return r.duplicateUrl; }),
    };
    return fields;
}

const ChangeFields<ContentRecord> &content()
{
    static const ChangeFields<ContentRecord> fields {
        nameText<ContentRecord>(
            "issue", [](auto &r) -> auto & { return r.issue; }),
        text<ContentRecord>(
            "title", [](auto &r) -> auto & { return r.content.title; }),
        nameText<ContentRecord>(
            "state", [](auto &r) -> auto & { return r.content.state; }),
        nameText<ContentRecord>(
            "author", [](auto &r) -> auto & { return r.content.author; }),
        nameText<ContentRecord>(
            "created_at", [](auto &r) -> auto & { return r.content.createdAt; }),
        nameText<ContentRecord>(
            "updated_at", [](auto &r) -> auto & { return r.content.updatedAt; }),
        nameText<ContentRecord>(
            "closed_at", [](auto &r) -> auto & { return r.content.closedAt; }),
        textList<ContentRecord>(
            "labels", [](auto &r) -> auto & { return r.content.repositoryLabels; }),
        longText<ContentRecord>(
            "body", [](auto &r) -> auto & { return r.content.body; }),
        text<ContentRecord>(
            "html_url", [](auto &r) -> auto & { return r.content.htmlUrl; }),
        flag<ContentRecord>(
            "pull_request", [](auto &r) -> auto & { return r.content.isPullRequest; }),
        nameText<ContentRecord>(
            "fetched_at", [](auto &r) -> auto & { return r.content.fetchedAt; }),
        {"comments",
            [](const ContentRecord &r) {
                json list = json::array();
                for (const IssueComment &comment : r.content.comments)
                    list.push_back(json::array(
                        {toJson(comment.author), toJson(comment.createdAt), toJson(comment.body)}));
                return list;
            },
            [](ContentRecord &r, const ChangeValue &raw) {
                const json value = nested(raw);
                if (!value.is_array())
                    return false;
                r.content.comments.clear();
                for (const json &item : value) {
                    if (!item.is_array() || item.size() != 3 || !item[0].is_string()
                        || !item[1].is_string() || !item[2].is_string())
                        return false;
                    r.content.comments.append(
                        {fromJson(item[0]), fromJson(item[1]), fromJson(item[2])});
                }
                return true;
            },
            "a list of [author, created_at, body]", Kind<ContentRecord>::Long},
    };
    return fields;
}

const ChangeFields<ProposalRecord> &proposal()
{
    static const ChangeFields<ProposalRecord> fields {
        nameText<ProposalRecord>(
            "uuid", [](auto &r) -> auto & { return r.uuid; }),
        nameText<ProposalRecord>(
            "proposer", [](auto &r) -> auto & { return r.proposer; }),
        nameText<ProposalRecord>(
            "parent", [](auto &r) -> auto & { return r.parent; }),
        nameText<ProposalRecord>(
            "name", [](auto &r) -> auto & { return r.name; }),
        text<ProposalRecord>(
            "description", [](auto &r) -> auto & { return r.description; }),
        nameText<ProposalRecord>(
            "example_issue", [](auto &r) -> auto & { return r.exampleIssue; }),
        nameText<ProposalRecord>(
            "created_at", [](auto &r) -> auto & { return r.createdAt; }),
        nameText<ProposalRecord>(
            "status", [](auto &r) -> auto & { return r.status; }),
        text<ProposalRecord>(
            "reason", [](auto &r) -> auto & { return r.reason; }),
        nameText<ProposalRecord>(
            "decided_at", [](auto &r) -> auto & { return r.decidedAt; }),
        nameText<ProposalRecord>(
            "node", [](auto &r) -> auto & { return r.node; }),
    };
    return fields;
}

} // namespace ChangeFieldLists

} // namespace taxonomist::core
