// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QString>

namespace taxonomist::core {

class ProjectStore;

// Loads issue content from a JSON array — [{"url", "title", "state", "author", "created_at",
// "updated_at", "closed_at", "labels": [...], "body", "comments": [{"author", "created_at",
// "body"}]}] — into the project, matched by URL. All or nothing: one transaction, and the
// first problem is reported with its JSON path. Keyword matches are recorded as a fetch would.
// The bundled demo ships its content this way.
class ContentJson final
{
public:
    static Result<int> import(ProjectStore &store, const QByteArray &json, const QString &fileName);
};

} // namespace taxonomist::core
