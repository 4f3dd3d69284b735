// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace taxonomist::core::RefiGuids {

// Name-based (version 5) UUIDs in Taxonomist's own namespace: the same thing gets the same GUID
// in every export, so another QDA program updates its codes, users and sources on a re-import
// instead of duplicating them. Lower case, without braces.
QString named(const QString &name);

// A taxonomy node's GUID: from the taxonomy's name and the node's code.
QString node(const QString &taxonomyName, const QString &code);
// A code that links point to but the taxonomy lacks (C.11), and the folder holding such codes.
QString unknownCode(const QString &taxonomyName, const QString &code);
QString unknownFolder(const QString &taxonomyName);
QString user(const QString &annotatorName);

// Whether `guid` has the form REFI-QDA's schemas accept (with or without braces).
bool isValid(const QString &guid);
// Lower case without braces, for comparing GUIDs other programs wrote.
QString normalized(const QString &guid);

} // namespace taxonomist::core::RefiGuids
