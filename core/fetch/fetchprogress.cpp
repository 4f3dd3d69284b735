// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fetchprogress.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

QString FetchProgress::toText() const
{
    QString text = u"%1/%2 (%3%)"_s.arg(done).arg(total).arg(percent());
    if (etaMs >= 0) {
        const qint64 seconds = (etaMs + 999) / 1000;
        text += u", about %1:%2 left"_s.arg(seconds / 60).arg(seconds % 60, 2, 10, QChar(u'0'));
    }
    return text;
}

} // namespace taxonomist::core
