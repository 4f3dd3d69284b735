// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QUrl>

namespace taxonomist::core {

// RFC 8288 `Link` headers as GitHub (and sometimes Gitee) send them for pagination.
class LinkHeader final
{
public:
    // The target of rel="next", resolved against `base`; empty when there is none.
    static QUrl next(const QByteArray &header, const QUrl &base);
};

} // namespace taxonomist::core
