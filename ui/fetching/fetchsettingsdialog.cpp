// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fetchsettingsdialog.h"

#include "common/settings.h"
#include "fetch/tokenstore.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

FetchSettingsDialog::FetchSettingsDialog(
    const FetchSettings &current, TokenStore *tokens, QWidget *parent)
    : QDialog(parent)
    , m_settings(current)
    , m_tokens(tokens)
    , m_githubApi(new QLineEdit(current.githubApi.toString(), this))
    , m_giteeApi(new QLineEdit(current.giteeApi.toString(), this))
    , m_githubToken(new QLineEdit(current.githubToken, this))
    , m_giteeToken(new QLineEdit(current.giteeToken, this))
    , m_status(new QLabel(this))
{
    setWindowTitle(tr("Fetching Settings"));
    for (QLineEdit *token : {m_githubToken, m_giteeToken}) {
        token->setEchoMode(QLineEdit::Password);
        token->setPlaceholderText(tr("none: anonymous requests (60 an hour on GitHub)"));
    }
    m_status->setWordWrap(true);
    m_status->setText(
        tr("Tokens are kept in the system keychain, never in the project. GITHUB_TOKEN and "
           "GITEE_TOKEN in the environment are used when no token is set here."));
    auto *form = new QFormLayout(this);
    form->addRow(tr("GitHub API"), m_githubApi);
    form->addRow(tr("GitHub token"), m_githubToken);
    form->addRow(tr("Gitee API"), m_giteeApi);
    form->addRow(tr("Gitee token"), m_giteeToken);
    form->addRow(m_status);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &FetchSettingsDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

FetchSettings FetchSettingsDialog::settings() const
{
    FetchSettings settings = m_settings;
    settings.githubApi = QUrl(m_githubApi->text().trimmed());
    settings.giteeApi = QUrl(m_giteeApi->text().trimmed());
    settings.githubToken = m_githubToken->text().trimmed();
    settings.giteeToken = m_giteeToken->text().trimmed();
    return settings;
}

void FetchSettingsDialog::save()
{
    const FetchSettings edited = settings();
    for (const QUrl &url : {edited.githubApi, edited.giteeApi}) {
        if (!url.isValid() || (url.scheme() != u"https"_s && url.scheme() != u"http"_s)) {
            m_status->setText(tr("An API base must be an http(s) URL: \"%1\"").arg(url.toString()));
            return;
        }
    }
    Settings::setApiBase(u"github"_s,
        edited.githubApi == FetchSettings::defaultGitHubApi() ? QString()
                                                              : edited.githubApi.toString());
    Settings::setApiBase(u"gitee"_s,
        edited.giteeApi == FetchSettings::defaultGiteeApi() ? QString()
                                                            : edited.giteeApi.toString());
    if (m_tokens) {
        const auto keep = [this](TokenStore::Service service, const QString &token) {
            if (token.isEmpty())
                m_tokens->remove(service);
            else
                m_tokens->write(service, token);
        };
        keep(TokenStore::Service::GitHub, edited.githubToken);
        keep(TokenStore::Service::Gitee, edited.giteeToken);
    }
    accept();
}

} // namespace taxonomist::ui
