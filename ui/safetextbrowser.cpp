#include "safetextbrowser.h"

#include <QDesktopServices>

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
    return {};
}

} // namespace taxonomist::ui
