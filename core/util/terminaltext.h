// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace taxonomist::core {

// Makes UTF-8 text safe to print on a terminal: every character that a terminal acts on or that
// reorders what is shown becomes a visible escape, \uXXXX (JSON's spelling, so a JSON document
// passed through it stays the same document). Names, titles and bodies come from other people
// (a change file, a server, GitHub); printed raw, an ESC or OSC sequence could retitle the
// terminal, hide a line or fake a prompt, and a bidi override could make "evil.cpp" read as
// "ppc.live". Escaped:
//  - C0 controls other than line feed and tab (and a carriage return just before a line feed:
//    a line break written as CR LF), and DEL;
//  - C1 controls (U+0080–U+009F), which some terminals read like ESC sequences;
//  - the bidi controls: U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069.
// Input may arrive in pieces (a stream's buffer): a character split between two calls is held
// back and escaped, or passed, with the rest of it.
class TerminalText final
{
public:
    // The escaped form of `utf8` appended to `out`; the tail of a character that `utf8` ends
    // inside is kept for the next call.
    void append(QByteArrayView utf8, QByteArray &out);
    // Whatever is held back (an incomplete character at the very end), as it was.
    void finish(QByteArray &out);

    // The whole of `utf8`, escaped.
    static QByteArray escaped(QByteArrayView utf8);

private:
    QByteArray m_pending; // the first bytes of a character cut by the end of the last piece
};

} // namespace taxonomist::core
