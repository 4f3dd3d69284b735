// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fetchoutcome.h"
#include "result.h"

#include <optional>

namespace taxonomist::core {

class ProjectStore;

// The validators (ETag, Last-Modified) of API responses whose content is in the project.
// Written only in the transaction that stores that content, so a validator never vouches for
// content the project does not hold.
class HttpCacheStore final
{
public:
    static std::optional<CacheValidator> find(const ProjectStore &store, const QString &url);
    static Status put(ProjectStore &store, const CacheValidator &validator);
};

} // namespace taxonomist::core
