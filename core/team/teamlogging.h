// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLoggingCategory>

namespace taxonomist::core {

Q_DECLARE_LOGGING_CATEGORY(lcTeam)

} // namespace taxonomist::core
