// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fetch/fetchsettings.h"

#include <QDialog>

class QLabel;
class QLineEdit;

namespace taxonomist::core {
class TokenStore;
}

namespace taxonomist::ui {

// Where issue content comes from: the GitHub and Gitee API base URLs (GitHub Enterprise, a test
// server) and the access tokens, which go to the system keychain — never to the project file.
class FetchSettingsDialog final : public QDialog
{
    Q_OBJECT

public:
    FetchSettingsDialog(
        const core::FetchSettings &current, core::TokenStore *tokens, QWidget *parent = nullptr);
    // The settings as edited (tokens included, in memory only).
    core::FetchSettings settings() const;

private:
    void save();

    core::FetchSettings m_settings;
    core::TokenStore *m_tokens;
    QLineEdit *m_githubApi;
    QLineEdit *m_giteeApi;
    QLineEdit *m_githubToken;
    QLineEdit *m_giteeToken;
    QLabel *m_status;
};

} // namespace taxonomist::ui
