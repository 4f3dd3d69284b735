// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "store/issuecontent.h"

#include <QList>
#include <QString>

#include <optional>

namespace taxonomist::core {

// What became of one issue in a fetch; the names are what fetch_status.state stores.
enum class FetchState { Fetched, Unchanged, Moved, Missing, Gone, Forbidden, Failed };

QString fetchStateName(FetchState state);
std::optional<FetchState> fetchStateFromName(const QString &name);

// An ETag or Last-Modified to send back next time, for one API URL.
struct CacheValidator
{
    QString url;
    QString etag;
    QString lastModified;
};

// The result of fetching one issue: new content to commit (with its validators, in the same
// transaction), or a state and a reason to record while the stored copy stays as it is.
struct FetchOutcome
{
    FetchState state = FetchState::Failed;
    int httpStatus = 0;
    QString reason; // redacted; remote text cut to a line
    QString movedTo; // the issue's new address after a 301
    std::optional<IssueContent> content;
    QList<CacheValidator> validators;
    int attempts = 0;
    // The whole run should stop: the token was rejected, nothing else will work either.
    bool stopsRun = false;
};

} // namespace taxonomist::core
