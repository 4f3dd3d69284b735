// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "parsedissue.h"
#include "result.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace taxonomist::core {

// One GraphQL query for up to a few dozen issues of one repository (aliases i<number>), the
// bulk path: about one point per batch instead of two REST requests per issue.
class GraphQlBatch final
{
public:
    struct Answer
    {
        // Per number: the issue, or nothing when GitHub could not resolve it (NOT_FOUND, or a
        // transfer: REST then tells 301 from 404 from 410).
        QMap<QString, std::optional<ParsedIssue>> issues;
        // Per number: an issue whose fields have the wrong types (the reason names the field).
        // It fails; it is not stored with empty fields.
        QMap<QString, QString> invalid;
        bool rateLimited = false;
        QDateTime resetAt;
    };

    // The POST body: {"query": ..., "variables": {"owner", "name"}}.
    static QByteArray request(
        const QString &owner, const QString &repo, const QStringList &numbers);
    static Result<Answer> parse(const QByteArray &json, const QStringList &numbers);
};

} // namespace taxonomist::core
