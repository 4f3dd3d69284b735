// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "store/labelstore.h"

#include <QString>

namespace taxonomist::core {

class ProjectStore;

// One label as a script gives it: which issue (its URL, and the study's row or the issue's UUID
// where the URL names more than one issue), whose, and what.
struct ScriptedLabel
{
    QString url;
    int row = 0; // the study's row in its framework (1 = first), as in the long CSV; 0: any
    QString issueUuid; // instead of, or beside, the URL
    QString annotator; // a volunteer's name
    QString code; // a taxonomy code; empty for a false positive
    QString summary;
    bool falsePositive = false;
    QString falsePositiveReason;
    bool unsure = false;
    QString comment;
    QString openCode; // a free-text code, alone or beside a taxonomy code
};

struct ScriptedImport
{
    qint64 rows = 0;
    qint64 changed = 0;
    qint64 unchanged = 0;
    qint64 skipped = 0; // rows without a label (an empty code, not a false positive)
};

// Labels from scripts (`taxonomist-cli label`, `labels import`): resolved against the project
// (nothing matched by URL alone where the URL names two issues), then written through the same
// audited path as the app (LabelStore, one transaction, each label logged).
class ScriptedLabels final
{
public:
    static Result<LabelEdit> resolve(const ProjectStore &store, const ScriptedLabel &label);
    static Result<bool> write(
        ProjectStore &store, const ScriptedLabel &label, const QString &actor);
    // A CSV with a header naming its columns — url (or issue_url), annotator, code (or label_code),
    // summary, and optionally row, issue_uuid, false_positive, false_positive_reason, unsure,
    // comment (the long CSV's names work) — or without one, the columns url, annotator, code,
    // summary. All or nothing.
    static Result<ScriptedImport> importCsv(
        ProjectStore &store, const QString &path, const QString &actor);
};

} // namespace taxonomist::core
