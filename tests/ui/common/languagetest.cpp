// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The interface language: the setting overrides the system's, the embedded zh_CN translation
// reaches the main window's menus, and numbers follow the chosen locale.
#include "common/language.h"
#include "common/dialogservice.h"
#include "common/settings.h"
#include "englishagain.h"
#include "lead/dashboardcharts.h"
#include "lead/leadwindow.h"
#include "lead/widgetexport.h"
#include "recordingdialogservice.h"
#include "window/mainwindow.h"

#include <gtest/gtest.h>

#include <QApplication>
#include <QDate>
#include <QMenuBar>
#include <QTranslator>

#include <algorithm>

using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

// Removes the translators a test installed and restores English, so the next test starts clean.
class LanguageTest : public ::testing::Test
{
protected:
    void TearDown() override
    {
        taxonomist::test::englishAgain();
        Settings::setLanguage(QString());
    }
};

QStringList menuTitles(const QMainWindow &window)
{
    QStringList titles;
    for (const QAction *action : window.menuBar()->actions())
        titles += action->text();
    return titles;
}

} // namespace

TEST_F(LanguageTest, TheSettingOverridesTheSystemLanguage)
{
    EXPECT_EQ(Language::localeFor(QString()), QLocale::system());
    EXPECT_EQ(Language::localeFor(u"zh_CN"_s).language(), QLocale::Chinese);
    Settings::setLanguage(u"zh_CN"_s);
    EXPECT_EQ(Settings::language(), u"zh_CN"_s);
    Settings::setLanguage(QString());
    EXPECT_TRUE(Settings::language().isEmpty())
        << "an empty choice goes back to the system's language";
}

TEST_F(LanguageTest, ChineseReachesTheMenusAndTheNumbers)
{
    ASSERT_TRUE(Language::apply(*qApp, u"zh_CN"_s))
        << "the zh_CN translation is embedded under :/i18n";
    MainWindow window(std::make_unique<taxonomist::test::RecordingDialogService>());
    const QStringList titles = menuTitles(window);
    EXPECT_TRUE(titles.contains(u"文件(&F)"_s)) << titles.join(u", "_s).toStdString();
    EXPECT_TRUE(titles.contains(u"帮助(&H)"_s)) << titles.join(u", "_s).toStdString();
    EXPECT_EQ(QLocale().language(), QLocale::Chinese);
    EXPECT_EQ(QLocale().toString(QDate(2026, 3, 5), u"d MMM yyyy"_s), u"5 3月 2026"_s);
}

// A menu added without tr() stays in English in a Chinese interface: every title of the menu bar
// has Chinese in it.
TEST_F(LanguageTest, EveryMenuOfTheMainWindowIsTranslated)
{
    ASSERT_TRUE(Language::apply(*qApp, u"zh_CN"_s));
    MainWindow window(std::make_unique<taxonomist::test::RecordingDialogService>());
    const QStringList titles = menuTitles(window);
    ASSERT_GT(titles.size(), 4);
    for (const QString &title : titles) {
        const bool chinese = std::any_of(title.begin(), title.end(),
            [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; });
        EXPECT_TRUE(chinese) << "not translated: " << title.toStdString();
    }
}

// tr()'s context at run time is the one lupdate wrote into the .ts: a class's qualified name, for
// the classes without Q_OBJECT (Q_DECLARE_TR_FUNCTIONS) as for the others.
TEST_F(LanguageTest, EveryKindOfTrFindsItsTranslation)
{
    ASSERT_TRUE(Language::apply(*qApp, u"zh_CN"_s));
    EXPECT_EQ(Language::tr("System Language"), u"跟随系统语言"_s);
    EXPECT_EQ(WidgetDialogService::tr("Open Project"), u"打开项目"_s);
    EXPECT_EQ(WidgetExport::tr("Exported from Taxonomist"), u"由 Taxonomist 导出"_s);
    EXPECT_EQ(DashboardCharts::tr("Undefined, not drawn: "), u"无定义，未绘制："_s);
    EXPECT_EQ(LeadWindow::tr("Lead — %1"), u"负责人 — %1"_s);
}

TEST_F(LanguageTest, EnglishLoadsNoTranslation)
{
    EXPECT_FALSE(Language::apply(*qApp, u"en"_s));
    MainWindow window(std::make_unique<taxonomist::test::RecordingDialogService>());
    EXPECT_TRUE(menuTitles(window).contains(u"&File"_s));
    EXPECT_EQ(QLocale().toString(1234567), u"1,234,567"_s);
}
