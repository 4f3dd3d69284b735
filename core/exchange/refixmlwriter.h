// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "refiproject.h"

#include <QByteArray>

namespace taxonomist::core {

// Writes REFI-QDA XML: a codebook (.qdc, namespace urn:QDA-XML:codebook:1.0, Codebook.xsd) or a
// project (project.qde, urn:QDA-XML:project:1.0, Project.xsd), with elements in the order the
// schemas require and every GUID as given.
class RefiXmlWriter final
{
public:
    static constexpr auto CodebookNamespace = "urn:QDA-XML:codebook:1.0";
    static constexpr auto ProjectNamespace = "urn:QDA-XML:project:1.0";

    static QByteArray codebook(const QList<RefiCode> &codes, const QString &origin);
    static QByteArray project(const RefiProject &project);
};

} // namespace taxonomist::core
