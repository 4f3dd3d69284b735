// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Dark mode: the issue viewer's keyword hits take their colours from the palette, follow a switch
// between light and dark while the issue is shown, and are bold and underlined in both.
#include "common/palettecolors.h"
#include "issues/issueviewer.h"

#include <gtest/gtest.h>

#include <QApplication>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>

using namespace taxonomist;
using namespace Qt::StringLiterals;

namespace {

// The character format of the first occurrence of `word` in the viewer's body.
QTextCharFormat formatOf(const ui::IssueViewer &viewer, const QString &word)
{
    const auto *browser = viewer.findChild<QTextBrowser *>(u"issueBody"_s);
    const QTextCursor found = browser->document()->find(word);
    QTextCursor inside(browser->document());
    inside.setPosition(found.selectionStart() + 1);
    return inside.charFormat();
}

// Restores the application's palette however the test ends.
struct PaletteGuard
{
    QPalette saved = QApplication::palette();
    ~PaletteGuard() { QApplication::setPalette(saved); }
};

} // namespace

TEST(DarkPalette, KeywordHitsFollowThePaletteAndAreNotColourOnly)
{
    PaletteGuard guard;
    ui::IssueViewer viewer;
    core::IssueRow issue;
    issue.id = 1;
    issue.framework = u"pytorch"_s;
    issue.repository = u"pytorch/pytorch"_s;
    issue.number = u"1"_s;
    issue.url = u"https://github.com/pytorch/pytorch/issues/1"_s;
    core::IssueContent content;
    content.title = u"A crash"_s;
    content.body = u"Loading llama weights crashes."_s;
    viewer.showIssue(issue, content, core::KeywordMatcher({u"llama"_s}));

    const QTextCharFormat light = formatOf(viewer, u"llama"_s);
    EXPECT_EQ(
        light.background().color(), ui::PaletteColors::keywordBackground(QApplication::palette()));
    EXPECT_TRUE(light.fontUnderline());
    EXPECT_EQ(light.fontWeight(), QFont::Bold);
    EXPECT_EQ(formatOf(viewer, u"weights"_s).fontWeight(), QFont::Normal)
        << "only the keyword is marked";

    QApplication::setPalette(ui::PaletteColors::darkPalette());
    QCoreApplication::processEvents();
    const QTextCharFormat dark = formatOf(viewer, u"llama"_s);
    ASSERT_TRUE(ui::PaletteColors::isDark(viewer.palette()));
    EXPECT_EQ(dark.background().color(),
        ui::PaletteColors::keywordBackground(ui::PaletteColors::darkPalette()));
    EXPECT_NE(dark.background().color(), light.background().color())
        << "the hit was drawn again for the dark palette";
    EXPECT_TRUE(dark.fontUnderline());
}

TEST(DarkPalette, MeaningfulColoursContrastWithTheirBackground)
{
    for (const QPalette &palette :
        {QPalette(QColor(0xf0, 0xf0, 0xf0)), ui::PaletteColors::darkPalette()}) {
        const int base = palette.color(QPalette::Base).lightness();
        EXPECT_GT(std::abs(ui::PaletteColors::error(palette).lightness() - base), 60);
        EXPECT_GT(std::abs(ui::PaletteColors::warning(palette).lightness() - base), 60);
        EXPECT_GT(std::abs(ui::PaletteColors::keywordText(palette).lightness()
                      - ui::PaletteColors::keywordBackground(palette).lightness()),
            100);
    }
}
