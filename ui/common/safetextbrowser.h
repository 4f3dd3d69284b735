// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QTextBrowser>

namespace taxonomist::ui {

// A text browser for untrusted issue content: it never loads a resource from the network or the
// disk (the viewer replaces Markdown images by placeholders; anything else asked for gets an
// empty answer) and hands http(s) links to the system browser only when clicked.
class SafeTextBrowser final : public QTextBrowser
{
    Q_OBJECT

public:
    explicit SafeTextBrowser(QWidget *parent = nullptr);
    QVariant loadResource(int type, const QUrl &name) override;

    // How many resources the document asked for and did not get (for tests and the UI).
    int blockedResources() const { return m_blocked; }
    void resetBlockedResources() { m_blocked = 0; }

private:
    int m_blocked = 0;
};

} // namespace taxonomist::ui
