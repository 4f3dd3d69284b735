// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

class ProjectStore;

// One repository a framework's issues come from: github:OWNER/REPO or gitee:OWNER/REPO.
struct FrameworkRepository
{
    QString host; // "github.com" or "gitee.com"
    QString owner;
    QString name;

    // "github:pytorch/pytorch" -> {github.com, pytorch, pytorch}; an Error naming `what` (the
    // option or file position) when the text is no such repository.
    static Result<FrameworkRepository> parse(const QString &spec, const QString &what);
    // Back to "github:OWNER/REPO".
    QString spec() const;
    bool isGitee() const { return host == QLatin1String("gitee.com"); }
    // https://github.com/OWNER/REPO/issues/NUMBER, the form a collected issue is stored under.
    QString issueUrl(const QString &number) const;
    bool operator==(const FrameworkRepository &) const = default;
};

// A framework of a study as the project holds it.
struct FrameworkDefinition
{
    qint64 id = 0;
    QString name;
    QList<FrameworkRepository> repositories;
    // The filter keywords; none: every issue of the repositories is kept (the study's LLM
    // toolkits).
    QStringList keywords;
    qint64 issues = 0;
};

// The frameworks of a study being set up: added with their repositories and keywords, listed.
class StudyFrameworks final
{
public:
    // A keyword file: one keyword a line (blank lines and lines starting with '#' are skipped),
    // or the study's filter_keywords syntax (`NAME_keywords = [...]`; the list named after
    // `framework`, or the only one). Distinct keywords in file order; an empty list is an Error.
    static Result<QStringList> readKeywordFile(const QString &path, const QString &framework);
    // The rules add() holds a framework to that need no project: its name, a repository, keywords
    // on one line each.
    static Status check(const FrameworkDefinition &framework);
    // Adds a framework after the others, with a label column per volunteer of the team, in one
    // transaction with an audit entry. Refused: a name that is no plain folder name, a name
    // another framework has (in any case), a framework with keywords whose name cannot name a
    // filter_keywords list (letters, digits and '_'), no repository, a keyword with a line break.
    static Result<qint64> add(
        ProjectStore &store, const FrameworkDefinition &framework, const QString &actor);
    // The same inside the caller's transaction (a new study created with its frameworks).
    static Result<qint64> addInTransaction(
        ProjectStore &store, const FrameworkDefinition &framework, const QString &actor);
    // Every framework in order, with its repositories, keywords and issue count.
    static Result<QList<FrameworkDefinition>> list(const ProjectStore &store);
};

} // namespace taxonomist::core
