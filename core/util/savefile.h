// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QString>

namespace taxonomist::core {

// Writes a whole file atomically (QSaveFile), creating its folder: a reader never sees half a
// file, and a failed export leaves the old file in place. A path that is a symbolic link is
// refused: QSaveFile would write to the link's target, and export folders are untrusted.
Status saveFile(const QString &path, const QByteArray &content);

} // namespace taxonomist::core
