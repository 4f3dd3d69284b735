// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "safetextbrowser.h"

#include <QDesktopServices>
#include <QImage>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace taxonomist::ui {

SafeTextBrowser::SafeTextBrowser(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, [](const QUrl &url) {
        if (url.scheme() == u"https"_s || url.scheme() == u"http"_s)
            QDesktopServices::openUrl(url);
    });
}

QVariant SafeTextBrowser::loadResource(int type, const QUrl &name)
{
    // Only resources compiled into the app; nothing from the network or the disk.
    if (name.scheme() == u"qrc"_s)
        return QTextBrowser::loadResource(type, name);
    ++m_blocked;
    // A refusal must be a valid, non-null value: on an empty answer QTextDocument falls back to
    // reading the file itself and Qt's image handler to QImage::load(name) — the very disk
    // access this class exists to prevent.
    if (type == QTextDocument::ImageResource) {
        QImage placeholder(1, 1, QImage::Format_ARGB32);
        placeholder.fill(Qt::transparent);
        return placeholder;
    }
    return QByteArray(" ");
}

} // namespace taxonomist::ui
