// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "store/projectstore.h"

#include <QByteArray>
#include <QMap>
#include <QSet>
#include <QString>

#include <memory>

namespace taxonomist::test {

// The mini study (frameworks, issues, three annotators' labels, details) with interviews: a code
// book of a user and a developer (one link to C.11, which the taxonomy lacks), a transcript of
// the user with a character outside the BMP, segments by two coders and the code book's layer.
std::unique_ptr<core::ProjectStore> richProject(const QString &path, QString *error);

// The REFI-QDA material beside the study (../shared/brief/refi-qda): the schemas and a project
// written by ATLAS.ti; empty when it is absent (TAXONOMIST_REFI_DIR overrides the location).
QString refiDir();
// Runs xmllint --noout --schema SCHEMA on the XML; "" when it validates, else xmllint's words.
QString schemaErrors(const QByteArray &xml, const QString &schemaFile);
// The entries of a .qdpx (a ZIP), read with the project's reader.
QMap<QString, QByteArray> unzip(const QString &qdpx, QString *error);
// Every value of a `guid="…"` attribute of an element named `element` ("" for all) in the XML.
QSet<QString> guidsOf(const QByteArray &xml, const QString &element = {});

} // namespace taxonomist::test

#define TAXONOMIST_REQUIRE_REFI()                                                                  \
    do {                                                                                           \
        if (taxonomist::test::refiDir().isEmpty())                                                 \
            GTEST_SKIP() << "the REFI-QDA schemas are not at " TAXONOMIST_REFI_DIR                 \
                            " (set TAXONOMIST_REFI_DIR to run this test)";                         \
    } while (false)
