// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QStringList>

namespace taxonomist::core {

class ProjectStore;

// A framework's filter keywords (imported from the study's filter_keywords, editable in the
// app). Changing the list recomputes the keyword matches of the framework's fetched issues.
class FrameworkKeywords final
{
public:
    static Result<qint64> frameworkId(const ProjectStore &store, const QString &name);
    static Result<QStringList> list(const ProjectStore &store, qint64 frameworkId);
    // Whether this copy may change the lists: a volunteer's or a viewer's copy of a team project
    // may not (the lists are the lead's, and the lead's next update would replace them); the
    // Error says so.
    static Status checkEditable(const ProjectStore &store);
    // Replaces the list (trimmed, case-insensitive repeats dropped), recomputes the matches and
    // writes an audit entry, all in one transaction. Returns the number of issues recomputed.
    // Refused where checkEditable() refuses.
    static Result<int> set(
        ProjectStore &store, qint64 frameworkId, const QStringList &keywords, const QString &actor);
};

} // namespace taxonomist::core
