// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Type-confused copies of a valid JSON document, the way a broken or hostile server answers: each
// value in turn (at every path) replaced by a value of every JSON type — and by numbers and texts
// that test ranges — so a reader is shown, field by field, what it must refuse or read as absent.

#include <QByteArray>
#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <functional>
#include <string>

namespace taxonomist::test::fuzz {

struct TypeConfusion
{
    QByteArray json; // the whole document with one value replaced
    QString path; // where, with indices and aliases generalised: "$.labels[].name", "$.data.i#"
    QString key; // the object key nearest the end of the path ("name"), empty for none
    QJsonValue replacement;
    bool isTooDeep = false; // the replacement nests past InboundLimits::MaxNestingDepth
};

// Calls `visit` with every replacement of every value of `document` (the root included) by null,
// true, 0, -1, 1e308, "", "x", [], {} and a list nested one level deeper than the limit.
void forEachTypeConfusion(
    const QJsonValue &document, const std::function<void(const TypeConfusion &)> &visit);

// The fixed tokens of JSON and the values that trouble its readers, for FuzzMutator.
QList<QByteArray> jsonTokens();

// What a reader reads at a (generalised) path: the types it takes there besides null, and
// whether null is taken as absent. A value of another type must be an error naming the field.
struct FieldSpec
{
    QList<QJsonValue::Type> types;
    bool nullable = true;
};
using ReadFields = QHash<QString, FieldSpec>;

// Why an outcome breaks the contract, or "" when it keeps it: `failure` is the reader's message
// ("" for success). An error must name the field (its key) unless the root was replaced; a value
// of a type the reader does not take at a path it reads (or null where it needs a value) must be
// an error; a document nested too deep must be refused as such.
std::string checkOutcome(
    const TypeConfusion &confusion, const ReadFields &reads, const QString &failure, bool failed);

} // namespace taxonomist::test::fuzz
