// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <optional>

namespace taxonomist::core {

// How a final label was reached; the keys are final_labels.method's values.
enum class DecisionMethod { Imported, Unanimous, Majority, Consensus, Lead };

// The reconciled label of one issue and its provenance: who decided, when, how and why.
struct FinalLabel
{
    qint64 nodeId = 0; // 0 only for a false positive
    bool falsePositive = false;
    DecisionMethod method = DecisionMethod::Lead;
    qint64 decidedBy = 0; // 0: nobody in particular (imported, or a rule)
    QString note;
    QString decidedAt; // empty in a new decision: the store stamps it

    bool operator==(const FinalLabel &) const = default;

    static QString methodKey(DecisionMethod method);
    static std::optional<DecisionMethod> methodFromKey(const QString &key);
    // What the lead reads: "unanimous", "majority", "consensus meeting", "lead decision".
    static QString methodName(DecisionMethod method);
};

} // namespace taxonomist::core
