// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "changeline.h"
#include "changeset.h"

#include <QByteArray>

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <vector>

namespace taxonomist::core {

// One named field of a record in a change file: how it is written and read. A file's header
// lists the fields of each record kind in the order its lines hold them, so a reader maps them
// by name: a file without a field gives its default, a field the reader does not know is refused
// (written by a newer Taxonomist). A value over the field's limits (docs/team.md, "What else a
// merge refuses") is refused before it is read.
template<typename Record>
struct ChangeField
{
    // What a field holds, for its limits and checks.
    enum class Kind {
        Text, // a person's text: a comment, reason, note, description (MaxTextBytes)
        Long, // a summary, an issue's body or comments, a keyword list (MaxContentBytes)
        Name, // a name, code, UUID, key or time (MaxNameChars characters)
        Time, // changed_at: a UTC time, and never far in the future (a Name too)
        Other, // a flag, a number, a short list (MaxTextBytes)
    };

    std::string name;
    std::function<nlohmann::json(const Record &)> write;
    // False when the value has the wrong type; `expected` says what it should be.
    std::function<bool(Record &, const ChangeValue &)> read;
    const char *expected;
    Kind kind = Kind::Other;
    // A field added at the end of a record after rows were written without it: a record that
    // ends before it is read with the field's default.
    bool optional = false;
};

template<typename Record>
using ChangeFields = std::vector<ChangeField<Record>>;

// The fields of each record kind, in one place (changefields.cpp): a column that should travel
// is one line there.
namespace ChangeFieldLists {
const ChangeFields<InfoRecord> &info();
const ChangeFields<MemberRecord> &member();
const ChangeFields<FrameworkRecord> &framework();
const ChangeFields<NodeRecord> &node();
const ChangeFields<RoundRecord> &round();
const ChangeFields<IssueRecord> &issue();
const ChangeFields<ContentRecord> &content();
const ChangeFields<ProposalRecord> &proposal();
const ChangeFields<LabelRecord> &label();
const ChangeFields<FinalLabelRecord> &finalLabel();
const ChangeFields<AssignmentRecord> &assignment();
const ChangeFields<VoteRecord> &vote();
} // namespace ChangeFieldLists

// A record as one JSON object of its named fields (how a row's history keeps a version).
template<typename Record>
QByteArray recordObject(const ChangeFields<Record> &fields, const Record &record)
{
    nlohmann::json object = nlohmann::json::object();
    for (const auto &field : fields)
        object[field.name] = field.write(record);
    const std::string text = object.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace taxonomist::core
