// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "language.h"

#include "settings.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QMenu>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace taxonomist::ui {

QList<Language::Choice> Language::choices()
{
    return {
        {QString(), tr("System Language")}, {u"en"_s, u"English"_s}, {u"zh_CN"_s, u"简体中文"_s}};
}

QLocale Language::localeFor(const QString &setting)
{
    return setting.isEmpty() ? QLocale::system() : QLocale(setting);
}

bool Language::apply(QCoreApplication &app, const QString &setting)
{
    const QLocale locale = localeFor(setting);
    QLocale::setDefault(locale);
    // Qt's own strings (the buttons of standard dialogs, context menus), when they are installed.
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    // English is the source language: there is no file for it.
    auto *own = new QTranslator(&app);
    if (locale.language() != QLocale::English
        && own->load(locale, u"taxonomist"_s, u"_"_s, u":/i18n"_s)) {
        QCoreApplication::installTranslator(own);
        return true;
    }
    delete own;
    return false;
}

QMenu *Language::createMenu(QWidget *parent)
{
    auto *menu = new QMenu(tr("&Language"), parent);
    menu->setObjectName(u"languageMenu"_s);
    menu->setToolTipsVisible(true);
    auto *group = new QActionGroup(menu);
    const QString current = Settings::language();
    for (const Choice &choice : choices()) {
        QAction *action = menu->addAction(choice.name);
        action->setCheckable(true);
        action->setChecked(choice.code == current);
        action->setData(choice.code);
        action->setToolTip(tr("Applies when Taxonomist starts next"));
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu,
            [code = choice.code] { Settings::setLanguage(code); });
    }
    return menu;
}

} // namespace taxonomist::ui
