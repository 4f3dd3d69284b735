// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tokenstore.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

QString TokenStore::key(Service service)
{
    return service == Service::GitHub ? u"github-token"_s : u"gitee-token"_s;
}

} // namespace taxonomist::core
