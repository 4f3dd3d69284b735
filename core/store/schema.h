#pragma once

#include <QList>

namespace taxonomist::core {

// The project file's schema as an ordered list of migrations; migration N takes a file from
// schema version N-1 to N (version 0 is an empty file). PRAGMA user_version holds the version.
struct Migration
{
    int toVersion;
    const char *description;
    QList<const char *> statements;
};

namespace schema {

// "TXNM" in PRAGMA application_id marks a SQLite file as a Taxonomist project.
inline constexpr int applicationId = 0x54584E4D;

const QList<Migration> &migrations();
int currentVersion();

} // namespace schema
} // namespace taxonomist::core
