// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>

#include <iterator>

namespace taxonomist::test {

// The statements that turn a current project back into the file an older version wrote (9 or
// later), ending with that version's user_version: what each migration since added, undone,
// newest first. The upgrade tests start from it; a new migration adds its undo here, once.
inline QByteArray olderSchema(int version)
{
    struct Undo
    {
        int version; // the migration this undoes
        const char *sql;
    };
    static constexpr Undo undos[] = {
        {12,
            "DROP INDEX assignments_owner_rev; DROP INDEX final_labels_owner_rev; DROP INDEX "
            "issue_content_fetched;"},
        {11,
            "DROP TABLE codebook_examples; DROP INDEX labels_unsure; ALTER TABLE labels DROP "
            "COLUMN unsure;"
            " ALTER TABLE labels DROP COLUMN comment;"},
        {10,
            "DROP TRIGGER issue_text_content_insert; DROP TRIGGER issue_text_content_update;"
            " DROP TRIGGER issue_text_content_delete; DROP TRIGGER issue_text_comment_insert;"
            " DROP TRIGGER issue_text_comment_update; DROP TRIGGER issue_text_comment_delete;"
            " DROP TABLE issue_text; ALTER TABLE taxonomy_nodes DROP COLUMN decision_rules;"},
    };
    QByteArray script;
    for (const Undo &undo : undos) {
        if (undo.version > version)
            script += undo.sql;
    }
    return script + " PRAGMA user_version = " + QByteArray::number(version) + ';';
}

} // namespace taxonomist::test
