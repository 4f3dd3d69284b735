// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rowversion.h"

#include "sqlitestatement.h"

namespace taxonomist::core {

RowVersion RowVersion::editedOn(qint64 device, qint64 newRev, const QString &at) const
{
    RowVersion edited;
    edited.rev = newRev;
    edited.changedAt = at;
    edited.deviceId = device;
    if (deviceId == device || deviceId == 0) {
        edited.baseDeviceId = baseDeviceId;
        edited.baseRev = baseRev;
    } else {
        edited.baseDeviceId = deviceId;
        edited.baseRev = rev;
    }
    return edited;
}

QByteArray RowVersion::columns(const char *alias, const char *changedAt)
{
    const QByteArray prefix = alias ? QByteArray(alias) + '.' : QByteArray();
    QByteArray text;
    for (const char *column : {"rev", changedAt, "device_id", "base_device_id", "base_rev"}) {
        if (!text.isEmpty())
            text += ", ";
        text += prefix + column;
    }
    return text;
}

RowVersion RowVersion::read(const SqliteStatement &row, int first)
{
    RowVersion version;
    version.rev = row.integer(first);
    version.changedAt = row.text(first + 1);
    version.deviceId = row.isNull(first + 2) ? 0 : row.integer(first + 2);
    version.baseDeviceId = row.isNull(first + 3) ? 0 : row.integer(first + 3);
    version.baseRev = row.integer(first + 4);
    return version;
}

void RowVersion::bind(SqliteStatement &statement, int first) const
{
    statement.bind(first, rev);
    statement.bind(first + 1, changedAt);
    if (deviceId > 0)
        statement.bind(first + 2, deviceId);
    else
        statement.bindNull(first + 2);
    if (baseDeviceId > 0)
        statement.bind(first + 3, baseDeviceId);
    else
        statement.bindNull(first + 3);
    statement.bind(first + 4, baseRev);
}

} // namespace taxonomist::core
