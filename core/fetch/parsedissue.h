// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "store/issuecontent.h"

namespace taxonomist::core {

// An issue as one host response describes it, before its comments are fetched.
struct ParsedIssue
{
    IssueContent content;
    int commentCount = 0; // what the host says the thread holds
    bool hasMoreComments = false; // GraphQL: the first page did not hold them all
};

} // namespace taxonomist::core
