// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QList>
#include <QSqlDatabase>

// The longer steps of schema::migrations() (schema.cpp), each kept beside its explanation.
namespace taxonomist::core::schema {

// Version 10: full-text search over issue titles, bodies and comments, kept current by triggers.
const QList<const char *> &issueTextMigration();
// Version 15: the labels table's CHECK admits an open code alone.
Status widenLabelCheck(const QSqlDatabase &db);

} // namespace taxonomist::core::schema
