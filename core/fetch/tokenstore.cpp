// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tokenstore.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

QString TokenStore::key(Service service)
{
    switch (service) {
    case Service::GitHub:
        return u"github-token"_s;
    case Service::Gitee:
        return u"gitee-token"_s;
    case Service::TeamServerAdmin:
        return u"team-server-admin-password"_s;
    case Service::TeamServer:
        break;
    }
    return u"team-server-password"_s;
}

} // namespace taxonomist::core
