// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>

class QMenu;
class QWidget;

namespace taxonomist::ui {

// The interface language: the system's unless Help › Language chose one (Settings::language()).
// It sets the default locale, so numbers and dates follow it too, and loads the translations.
class Language final
{
    Q_DECLARE_TR_FUNCTIONS(taxonomist::ui::Language)

public:
    struct Choice
    {
        QString code; // empty: the system's
        QString name; // in its own language
    };
    static QList<Choice> choices();

    // The locale for a setting: the system's for an empty one.
    static QLocale localeFor(const QString &setting);
    // Sets the default locale and installs Taxonomist's and Qt's translators for it on `app`.
    // Returns whether Taxonomist's own translation was loaded (always false for English).
    static bool apply(QCoreApplication &app, const QString &setting);

    // Help › Language: the choices, the current one checked; a choice is saved and applies at the
    // next start.
    static QMenu *createMenu(QWidget *parent);
};

} // namespace taxonomist::ui
