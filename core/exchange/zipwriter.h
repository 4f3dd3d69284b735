// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <utility>

namespace taxonomist::core {

// Builds a ZIP archive in memory with libzip (deflated entries, UTF-8 names); the caller saves
// the bytes atomically, so a failed export never leaves half an archive.
class ZipWriter final
{
public:
    void add(const QString &name, QByteArray content);
    Result<QByteArray> finish() const;
    qsizetype count() const { return m_entries.size(); }

private:
    QList<std::pair<QString, QByteArray>> m_entries;
};

} // namespace taxonomist::core
