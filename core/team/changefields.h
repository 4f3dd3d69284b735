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
// (written by a newer Taxonomist).
template<typename Record>
struct ChangeField
{
    std::string name;
    std::function<nlohmann::json(const Record &)> write;
    // False when the value has the wrong type; `expected` says what it should be.
    std::function<bool(Record &, const ChangeValue &)> read;
    const char *expected;
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
