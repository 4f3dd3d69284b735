// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

class QLabel;

namespace taxonomist::ui {

// Remote and imported strings (issue titles, authors, labels, annotator and category names,
// error messages that repeat them) reach widgets as plain text only. Qt guesses "rich text" for
// any string that starts like markup — in QLabel's AutoText, QMessageBox and every tooltip — and
// rich text loads <img> sources from the disk (a title `<img src="/dev/zero">` hangs the app).
class UntrustedText final
{
public:
    // A tooltip that Qt shows literally: text Qt would take for markup is converted to escaped
    // HTML; everything else is returned as it is (so ordinary tooltips stay unchanged).
    static QString toolTip(const QString &text);
    // The label shows whatever it is given as plain text.
    static QLabel *plain(QLabel *label);
    // Text for a place that always renders HTML (chart labels, legends): markup escaped.
    static QString forHtml(const QString &text) { return text.toHtmlEscaped(); }
};

} // namespace taxonomist::ui
