// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the CLI prints of other people's text: nothing a terminal acts on, nothing that reorders
// a line, and everything else exactly as it was.

#include "util/terminaltext.h"

#include <gtest/gtest.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

using taxonomist::core::TerminalText;
using namespace Qt::StringLiterals;

namespace {

QByteArray escaped(const QString &text)
{
    return TerminalText::escaped(text.toUtf8());
}

} // namespace

TEST(TerminalText, EscapesTerminalSequencesAndControls)
{
    // An OSC that retitles the terminal, a CSI that clears the screen, a bell, a backspace.
    EXPECT_EQ(escaped(u"Eve\x1b]0;owned\x07!\x1b[2J\b"_s),
        QByteArray("Eve\\u001B]0;owned\\u0007!\\u001B[2J\\u0008"));
    EXPECT_EQ(escaped(u"a\u007fb"_s), QByteArray("a\\u007Fb"));
    EXPECT_EQ(escaped(u"lone\rreturn"_s), QByteArray("lone\\u000Dreturn"))
        << "a carriage return that is no line break could overwrite the line";
}

TEST(TerminalText, EscapesC1ControlsAndBidiOverrides)
{
    EXPECT_EQ(escaped(u"x\u009by\u0085z"_s), QByteArray("x\\u009By\\u0085z"));
    // "evil\u202Egnp.exe" would show as "evilexe.png".
    EXPECT_EQ(escaped(u"evil\u202egnp.exe"_s), QByteArray("evil\\u202Egnp.exe"));
    for (const char16_t c : {u'\u061c', u'\u200e', u'\u200f', u'\u202a', u'\u202b', u'\u202c',
             u'\u202d', u'\u2066', u'\u2067', u'\u2068', u'\u2069'}) {
        const QByteArray out = escaped(QString(QChar(c)));
        EXPECT_TRUE(out.startsWith("\\u")) << out.toStdString();
    }
}

TEST(TerminalText, KeepsTextLineBreaksTabsAndEveryOtherScript)
{
    const QString text = u"李雷\tZoë — Volunteer 1\r\nline two\n\u200b\u00a0€"_s;
    EXPECT_EQ(escaped(text), text.toUtf8());
}

TEST(TerminalText, GivesTheSameWhereverThePiecesAreCut)
{
    const QByteArray whole = u"名前\u202e\x1b[1mbold\r\nend\u0085"_s.toUtf8();
    const QByteArray expected = TerminalText::escaped(whole);
    for (qsizetype cut = 0; cut <= whole.size(); ++cut) {
        TerminalText text;
        QByteArray out;
        text.append(QByteArrayView(whole).first(cut), out);
        text.append(QByteArrayView(whole).sliced(cut), out);
        text.finish(out);
        EXPECT_EQ(out, expected) << "cut at byte " << cut;
    }
}

TEST(TerminalText, PassesMalformedBytesAsTheyAre)
{
    EXPECT_EQ(TerminalText::escaped("a\x80"
                                    "b\xff"),
        QByteArray("a\x80"
                   "b\xff"));
    EXPECT_EQ(TerminalText::escaped("cut\xe2\x80"), QByteArray("cut\xe2\x80"));
}

TEST(TerminalText, AJsonDocumentStaysTheSameDocument)
{
    const QJsonObject object {{u"name"_s, u"Eve\x1b]0;x\x07\u202e\u0085 李"_s}};
    const QByteArray json = QJsonDocument(object).toJson(QJsonDocument::Compact);
    const QByteArray out = TerminalText::escaped(json);
    EXPECT_FALSE(out.contains('\x1b'));
    EXPECT_FALSE(out.contains("\xe2\x80\xae"));
    QJsonParseError error;
    const QJsonDocument read = QJsonDocument::fromJson(out, &error);
    ASSERT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
    EXPECT_EQ(read.object(), object);
}
