// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace taxonomist::core::RefiDescription {

// A taxonomy node's description and details as one REFI-QDA code description:
//
//     <description>
//
//     Details (3):
//     - first detail
//     - ...
//
// which split() takes apart again, so details survive a round trip through another program.
QString compose(const QString &description, const QStringList &details);

struct Parts
{
    QString description;
    QStringList details;
};
Parts split(const QString &text);

} // namespace taxonomist::core::RefiDescription
