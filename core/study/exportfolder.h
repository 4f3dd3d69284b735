// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The folder an export writes is untrusted: a previous export may hold symbolic links that
// someone planted, and the folder may be somebody's home. So nothing is ever written into the
// old folder. The new tree is built in a fresh hidden sibling (".NAME.export-XXXXXX", same parent,
// so the swap is a rename on one file system) and swapped in only when complete: a failed or
// killed export leaves the previous one exactly as it was.

#include "result.h"

#include <QString>

#include <functional>

namespace taxonomist::core {

struct ExportFolderOptions
{
    // Export into a non-empty folder that is not a previous export (see ExportFolder::replace).
    bool force = false;
};

namespace ExportFolder {

// The file that marks a folder as written by an export, so the next export may replace it.
inline constexpr QStringView MarkerName = u".taxonomist-export";

// Runs `write(staging)` on a new empty folder, then puts that tree at `target`:
// - `target` missing: it becomes the new tree (missing parent folders are created);
// - `target` an empty folder or a previous export (it holds the marker): replaced as a whole, by
//   an atomic exchange on Linux; the old tree is then removed, links in it are never followed;
// - `target` a non-empty folder without the marker: refused, unless `options.force`; then each new
//   file is moved in on its own (replacing an entry of the same name, a link itself and not what
//   it points to), other entries stay, a linked sub-folder is refused, and no marker is written.
// Always refused: "/", a `target` that is a symbolic link or not a folder. When `write` fails the
// staging folder is removed and `target` is untouched.
Status replace(const QString &target, const ExportFolderOptions &options,
    const std::function<Status(const QString &staging)> &write);

} // namespace ExportFolder

} // namespace taxonomist::core
