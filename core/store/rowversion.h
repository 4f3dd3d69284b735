// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

namespace taxonomist::core {

class SqliteStatement;

// One version of a shared row as a copy stores it (docs/team.md): the owner's revision counter in
// the copy that wrote it, when (UTC), which copy (a device), and the version it replaced as that
// copy last had it from elsewhere (its base). Devices are this copy's team_devices ids; change
// files and the team server carry their UUIDs.
struct RowVersion
{
    qint64 rev = 0;
    QString changedAt;
    qint64 deviceId = 0;
    qint64 baseDeviceId = 0; // 0: none (a row created here)
    qint64 baseRev = 0;

    bool operator==(const RowVersion &) const = default;
    // The same version of a row: written by the same copy under the same revision.
    bool isSameVersion(const RowVersion &other) const
    {
        return deviceId == other.deviceId && rev == other.rev;
    }
    bool descendsFrom(const RowVersion &other) const
    {
        return baseDeviceId != 0 && baseDeviceId == other.deviceId && baseRev == other.rev;
    }
    // The base of a local edit on `device` that replaces this version: a local version keeps the
    // base it had, anything from elsewhere becomes the base.
    RowVersion editedOn(qint64 device, qint64 newRev, const QString &at) const;

    // "rev, changed_at, device_id, base_device_id, base_rev", each after `alias` and a dot when
    // one is given; `changedAt` names the table's column for the time ("updated_at" in labels).
    static QByteArray columns(const char *alias, const char *changedAt = "changed_at");
    // The five columns from `first` on.
    static RowVersion read(const SqliteStatement &row, int first);
    // Binds the five values in columns() order to parameters `first` .. `first + 4`.
    void bind(SqliteStatement &statement, int first) const;
};

} // namespace taxonomist::core
