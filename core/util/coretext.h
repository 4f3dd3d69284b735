// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>

namespace taxonomist::core {

// Core's messages in the interface's language: CoreText::tr("...") looks its English text up in
// the translators the application installed, under the one context "Core" (lupdate reads it so
// from the macro). The CLI installs none, so there, and in every core test, the English comes back
// unchanged. Translate the whole sentence with its %1 before .arg(); text that goes into files,
// data or logs stays plain English.
class CoreText final
{
    Q_DECLARE_TR_FUNCTIONS(Core)

public:
    CoreText() = delete;
};

} // namespace taxonomist::core
