// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Names that come from outside (a project file teams pass around, a study folder) and are later
// joined into paths: a framework name becomes a folder and file name, a stored study file keeps
// its relative path. Both are checked when they enter a project and again before anything is
// written, so a crafted project cannot write outside the export folder.

#include "result.h"

#include <QString>

namespace taxonomist::core {

namespace StoredName {

// A single path component: not empty, not "." or "..", no '/' or '\\', no control characters,
// no leading or trailing space, at most 200 characters. `what` names the field in the error
// ("framework name").
Status checkComponent(const QString &name, const QString &what);

// A relative path of components as above joined by '/', at most 16 deep and 1,000 characters:
// never absolute ("/x", "C:x", "\\\\host"), never "..", so it stays inside the folder it is
// joined to.
Status checkRelativePath(const QString &path, const QString &what);

// `relativePath` joined to `folder`, or an error when the result would not lie inside `folder`
// (checked on the cleaned absolute paths, after checkRelativePath).
Result<QString> resolveInside(
    const QString &folder, const QString &relativePath, const QString &what);

} // namespace StoredName

} // namespace taxonomist::core
