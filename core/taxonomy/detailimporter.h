// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "taxonomy.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace taxonomist::core {

// What importing one of the study's detail files found.
struct DetailFileReport
{
    QString file;
    QString typeCode; // "A", "B" or "C"
    int details = 0; // details attached to sub-themes
    int subthemes = 0; // sub-themes that received details
    QStringList unmatched; // "line 7: theme \"X\", sub-theme \"Y\"" for rows matching no node
    QStringList recoveries; // rows read leniently, e.g. a stray quote splitting the details
};

// Attaches the details of the study's three CSVs (header rootcause,subcategory,symptoms) to the
// sub-themes they name. Names match the taxonomy's names or aliases ignoring case and spacing.
class DetailImporter final
{
public:
    // Reads one file's bytes into `taxonomy` under the type with code `typeCode`. A row that
    // matches no sub-theme is reported, not fatal; a file that is not this format is an error.
    static Result<DetailFileReport> import(Taxonomy &taxonomy, const QString &typeCode,
        const QByteArray &data, const QString &fileName);

    // The details of one cell: split at ASCII commas, trimmed, empty parts dropped. The Chinese
    // enumeration comma "、" separates parts inside one detail and is not a separator here.
    static QStringList splitDetails(const QString &cell);
};

} // namespace taxonomist::core
