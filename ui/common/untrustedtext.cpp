// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "untrustedtext.h"

#include <QLabel>
#include <QTextDocument>

namespace taxonomist::ui {

QString UntrustedText::toolTip(const QString &text)
{
    // QToolTip renders with Qt::AutoText, i.e. as rich text exactly when mightBeRichText() says so.
    return Qt::mightBeRichText(text) ? Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal) : text;
}

QLabel *UntrustedText::plain(QLabel *label)
{
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace taxonomist::ui
