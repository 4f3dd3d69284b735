// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Raw input repeated in a message (an error naming a bad value, a log line) is escaped first:
// a control character could rewrite a terminal line or forge a log entry, and a megabyte-long
// cell would bury the message.

#include <QString>
#include <QStringView>

namespace taxonomist::core {

// `text` in double quotes with control characters, U+2028/2029 and bidi overrides written as
// \n, \t, \r or \u{XXXX}, quotes and backslashes escaped, cut to `maxChars` characters with
// "…" and the full length appended when longer.
QString quotedForMessage(QStringView text, int maxChars = 80);

} // namespace taxonomist::core
