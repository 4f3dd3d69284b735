// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "linkheader.h"

#include <QList>

namespace taxonomist::core {

QUrl LinkHeader::next(const QByteArray &header, const QUrl &base)
{
    // <url>; rel="next", <url>; rel="last" -- URLs never contain '>' and are split on it first.
    qsizetype at = 0;
    while (true) {
        const qsizetype open = header.indexOf('<', at);
        if (open < 0)
            return QUrl();
        const qsizetype close = header.indexOf('>', open);
        if (close < 0)
            return QUrl();
        const qsizetype nextLink = header.indexOf('<', close);
        const QByteArray params = header.mid(close + 1, nextLink < 0 ? -1 : nextLink - close - 1);
        for (QByteArray param : params.split(';')) {
            param = param.trimmed();
            if (param.endsWith(','))
                param.chop(1);
            if (!param.toLower().startsWith("rel="))
                continue;
            QByteArray rels = param.mid(4).trimmed();
            if (rels.startsWith('"') && rels.endsWith('"') && rels.size() >= 2)
                rels = rels.mid(1, rels.size() - 2);
            for (const QByteArray &rel : rels.split(' ')) {
                if (rel.compare("next", Qt::CaseInsensitive) == 0)
                    return base.resolved(
                        QUrl::fromEncoded(header.mid(open + 1, close - open - 1).trimmed()));
            }
        }
        if (nextLink < 0)
            return QUrl();
        at = nextLink;
    }
}

} // namespace taxonomist::core
