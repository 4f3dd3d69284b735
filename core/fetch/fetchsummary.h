// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fetchoutcome.h"

#include <QJsonObject>
#include <QMap>
#include <QString>

namespace taxonomist::core {

// What a fetch run did: issues per outcome, the reasons of failures, and whether it stopped
// early (cancelled, or an error such as a rejected token).
struct FetchSummary
{
    qint64 jobId = 0;
    QMap<FetchState, int> counts;
    QMap<QString, int> failures; // reason -> issues; redacted
    bool isCancelled = false;
    QString error; // why the run stopped early; empty when it ran to the end
    int requests = 0;
    qint64 elapsedMs = 0;

    int count(FetchState state) const { return counts.value(state); }
    bool isComplete() const { return !isCancelled && error.isEmpty(); }
    QString toText() const;
    QJsonObject toJson() const;
};

} // namespace taxonomist::core
