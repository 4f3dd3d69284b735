// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What TeamServer's administration (teamserveradmin.cpp) and its sync (teamserver.cpp) share: the
// project_info keys a project keeps its server state in (docs/team.md, "Sync") and the steps both
// take on them. Internal to the team layer.

#include "changeextractor.h"
#include "result.h"

#include <QJsonObject>
#include <QString>

#include <memory>

namespace taxonomist::core {

class ProjectStore;
class ServerConnection;

namespace ServerState {

inline constexpr const char *keyUrl = "server.url";
// "team.rekey.<member UUID>" = "1": the lead invited the member again, and takes the key their
// new copy registers in place of the one it knows.
inline constexpr const char *keyRekey = "team.rekey.";
// The administrator's address (the login `team create` ran as), for inviting.
inline constexpr const char *keyAdminUrl = "server.admin_url";
// The team's group roles' prefix, for the administrator, who cannot read the server's settings
// without acting as the owner.
inline constexpr const char *keyPrefix = "server.role_prefix";
inline constexpr const char *keyPushed = "server.pushed_rev";
inline constexpr const char *keyPulled = "server.pulled_rev";
inline constexpr const char *keySynced = "server.synced_at";
// How far the server has had this project's issues and their content (the lead's project):
// issues and content carry no revision, so the lead's sync sends what lies past these.
inline constexpr const char *keyIssueMark = "server.pushed_issue";
inline constexpr const char *keyContentMark = "server.pushed_content";

// A JSON object as one line, for an audit entry's detail.
QString compact(const QJsonObject &object);
// A project_info value as a number (0 when unset).
Result<qint64> infoNumber(const ProjectStore &store, const char *key);
// How far the server has had this project's issues and content (the lead's project).
Result<IssueMarks> readMarks(const ProjectStore &store);
Status storeMarks(ProjectStore &store, const IssueMarks &marks);
// The highest revision this project has written of `annotatorId`'s rows.
Result<qint64> lastRevOf(ProjectStore &store, qint64 annotatorId);
// A connection to the server at `url` (libpq's password sources when `password` is empty).
Result<std::unique_ptr<ServerConnection>> connect(const QString &url, const QString &password);

} // namespace ServerState

} // namespace taxonomist::core
