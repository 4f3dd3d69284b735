// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serveradminbox.h"

#include "admincredentials.h"
#include "common/asynctask.h"
#include "common/dialogservice.h"
#include "common/palettecolors.h"
#include "common/untrustedtext.h"
#include "invitationdialog.h"
#include "invitedialog.h"
#include "session/projectsession.h"
#include "store/projectstore.h"
#include "team/serverconnection.h"
#include "team/teamserver.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

#include <optional>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

// What an invite or a reset hands over (an invitation), or the login a removal took off.
struct ServerAdminBox::Outcome
{
    std::optional<Invitation> invitation;
    QString removed;
};

ServerAdminBox::ServerAdminBox(
    ProjectSession *session, DialogService &dialogs, AdminCredentials *credentials, QWidget *parent)
    : QGroupBox(tr("Team server"), parent)
    , m_session(session)
    , m_dialogs(dialogs)
    , m_credentials(credentials)
    , m_task(new AsyncTask(this))
    , m_address(UntrustedText::plain(new QLabel(this)))
    , m_invite(new QPushButton(tr("&Invite…"), this))
    , m_reset(new QPushButton(tr("Reset Pass&word…"), this))
    , m_remove(new QPushButton(tr("Remove from &Server…"), this))
    , m_status(UntrustedText::plain(new QLabel(this)))
    , m_keychain(UntrustedText::plain(new QLabel(this)))
{
    setObjectName(u"serverAdminBox"_s);
    m_address->setObjectName(u"serverAdminAddress"_s);
    m_address->setWordWrap(true);
    m_invite->setObjectName(u"inviteMember"_s);
    m_invite->setToolTip(tr("A login on the team server for a volunteer, a viewer or the lead, "
                            "and the invitation to hand over"));
    m_reset->setObjectName(u"resetPassword"_s);
    m_reset->setToolTip(tr("A new invitation for the selected member: the password they have "
                           "stops working"));
    m_remove->setObjectName(u"removeFromServer"_s);
    m_remove->setToolTip(tr("The selected member's login stops working; their labels stay"));
    m_status->setObjectName(u"serverAdminStatus"_s);
    m_status->setWordWrap(true);
    m_keychain->setObjectName(u"serverAdminKeychain"_s);
    m_keychain->setWordWrap(true);
    m_keychain->hide();
    auto *layout = new QGridLayout(this);
    layout->addWidget(m_address, 0, 0, 1, 3);
    layout->addWidget(m_invite, 1, 0);
    layout->addWidget(m_reset, 1, 1);
    layout->addWidget(m_remove, 1, 2);
    layout->addWidget(m_status, 2, 0, 1, 3);
    layout->addWidget(m_keychain, 3, 0, 1, 3);
    connect(m_invite, &QPushButton::clicked, this, &ServerAdminBox::openInvite);
    connect(m_reset, &QPushButton::clicked, this, &ServerAdminBox::resetPassword);
    connect(m_remove, &QPushButton::clicked, this, &ServerAdminBox::removeFromServer);
    connect(m_credentials, &AdminCredentials::noticed, this,
        [this](const QString &message, bool failed) {
            m_keychain->setText(message);
            m_keychain->setStyleSheet(
                failed ? u"color: %1;"_s.arg(PaletteColors::error(palette()).name()) : QString());
            m_keychain->show();
        });

    const QString admin
        = m_session->store() ? TeamServer::adminAddress(*m_session->store()) : QString();
    m_onServer = !admin.isEmpty();
    m_address->setText(m_onServer
            ? tr("Members join %1. Inviting and removing run as its administrator, %2.")
                  .arg(TeamServer::address(*m_session->store()).section(u'@', 1), admin)
            : tr("This project is on no team server: Team › Create Team Server… puts it on one, "
                 "then invite the members here."));
    updateButtons();
}

ServerAdminBox::~ServerAdminBox() = default;

void ServerAdminBox::setTeam(
    const QStringList &volunteers, const QString &lead, const QString &selected)
{
    m_volunteers = volunteers;
    m_lead = lead;
    m_selected = selected;
    updateButtons();
}

void ServerAdminBox::setEnabledByTeam(bool managed)
{
    m_managed = managed;
    updateButtons();
}

bool ServerAdminBox::isBusy() const
{
    return m_task->isRunning();
}

InviteDialog *ServerAdminBox::inviteDialog() const
{
    return m_inviteDialog;
}

InvitationDialog *ServerAdminBox::invitationDialog() const
{
    return m_invitationDialog;
}

QString ServerAdminBox::status() const
{
    return m_status->text();
}

void ServerAdminBox::updateButtons()
{
    const bool ready = m_managed && m_onServer && !m_task->isRunning();
    const bool member = !m_selected.isEmpty() && m_volunteers.contains(m_selected);
    m_invite->setEnabled(ready);
    // The lead's own login is what this project syncs as: not reset or removed from here.
    m_reset->setEnabled(ready && member && m_selected != m_lead);
    m_remove->setEnabled(ready && member && m_selected != m_lead);
}

void ServerAdminBox::report(const QString &message, bool failed)
{
    m_status->setText(message);
    m_status->setStyleSheet(
        failed ? u"color: %1;"_s.arg(PaletteColors::error(palette()).name()) : QString());
}

void ServerAdminBox::openInvite()
{
    if (m_inviteDialog)
        return;
    m_inviteDialog = new InviteDialog(m_volunteers, m_lead, m_selected, this);
    m_inviteDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_inviteDialog, &QDialog::accepted, this,
        [this, dialog = m_inviteDialog] { invite(dialog->name(), dialog->role()); });
    m_inviteDialog->open();
}

void ServerAdminBox::invite(const QString &name, const QString &role)
{
    run(tr("Inviting %1…").arg(name),
        [name, role, actor = m_session->annotatorName()](
            ProjectStore &store, const QString &password) -> Result<Outcome> {
            auto invitation = TeamServer::invite(store, name, role, actor, password);
            if (!invitation)
                return invitation.error();
            return Outcome {*invitation, {}};
        });
}

void ServerAdminBox::resetPassword()
{
    const QString name = m_selected;
    if (!m_dialogs.confirm(this, tr("Reset Password"),
            tr("Give %1 a new invitation? The password they have stops working at once. They "
               "join again with the new invitation (Team › Join Team…; choosing their current "
               "project under Key from first copy keeps their signing key).")
                .arg(name)))
        return;
    invite(name, u"volunteer"_s);
}

void ServerAdminBox::removeFromServer()
{
    const QString name = m_selected;
    if (!m_dialogs.confirm(this, tr("Remove from the Team Server"),
            tr("Take %1 off the team server? Their login stops working at once and their copy "
               "can no longer sync. Their labels and votes stay: on the server, in this project "
               "and in what the lead decides; what their copy holds and has not synced stays "
               "only there. They stay on the team (and in the export's label columns); inviting "
               "them again gives them a new password.")
                .arg(name)))
        return;
    run(tr("Taking %1 off the team server…").arg(name),
        [name, actor = m_session->annotatorName()](
            ProjectStore &store, const QString &password) -> Result<Outcome> {
            auto login = TeamServer::removeMember(store, name, actor, password);
            if (!login)
                return login.error();
            return Outcome {std::nullopt, name};
        });
}

void ServerAdminBox::run(const QString &doing, Work work)
{
    if (isBusy() || !m_session->isOpen())
        return;
    QString password = m_credentials->password();
    if (!m_credentials->isKnown()) {
        // Asked once; left empty, libpq looks in ~/.pgpass, PGPASSWORD and PGSERVICE.
        password = m_dialogs.password(this, tr("Team Server Administrator"),
            tr("Password of %1, the login the team server was created with (kept in the system "
               "keychain; empty: ~/.pgpass):")
                .arg(TeamServer::adminAddress(*m_session->store())));
    }
    report(doing, false);
    const QString path = m_session->path();
    m_task->run(
        [path, password, work = std::move(work)]() -> Result<Outcome> {
            auto store = ProjectStore::open(
                path, ProjectStore::OpenMode::ReadWrite); // this thread's own connection
            if (!store)
                return store.error();
            return work(**store, password);
        },
        [this, password](Result<Outcome> outcome) { done(std::move(outcome), password); });
    updateButtons();
}

void ServerAdminBox::done(Result<Outcome> outcome, const QString &password)
{
    updateButtons();
    if (!outcome) {
        QString message = outcome.error().message();
        if (message.contains(u"password authentication failed"_s)) {
            m_credentials->forget();
            message += tr("\nThe administrator's password was refused; it is asked again.");
        }
        report(message, true);
        Q_EMIT finished(false, message);
        return;
    }
    m_credentials->keep(password); // it worked: kept, and where is said
    QString message;
    if (outcome->invitation) {
        const Invitation &invitation = *outcome->invitation;
        message = tr("Invited %1 as a %2 (login %3). The invitation is shown once.")
                      .arg(invitation.name, invitation.role, invitation.login);
        auto own = ServerAddress::parse(TeamServer::address(*m_session->store()));
        if (own && own->user == invitation.login && !invitation.password.isEmpty()) {
            message += tr(" It is this project's own login: its syncs use the new password.");
            Q_EMIT ownLoginReset(invitation.password);
        }
        if (m_invitationDialog)
            m_invitationDialog->close();
        m_invitationDialog = new InvitationDialog(invitation, m_dialogs, this);
        m_invitationDialog->open();
    } else {
        message = tr("%1 is off the team server: their login no longer connects. Their labels "
                     "stay.")
                      .arg(outcome->removed);
    }
    report(message, false);
    Q_EMIT finished(true, message);
}

} // namespace taxonomist::ui
