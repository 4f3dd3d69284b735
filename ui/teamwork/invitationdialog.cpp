// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "invitationdialog.h"

#include "common/dialogservice.h"
#include "common/palettecolors.h"
#include "common/untrustedtext.h"
#include "team/invitationtext.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

QString roleText(const QString &role)
{
    if (role == u"lead"_s)
        return InvitationDialog::tr("the lead");
    if (role == u"viewer"_s)
        return InvitationDialog::tr("a viewer");
    return InvitationDialog::tr("a volunteer");
}

} // namespace

InvitationDialog::InvitationDialog(
    const Invitation &invitation, DialogService &dialogs, QWidget *parent)
    : QDialog(parent)
    , m_invitation(invitation)
    , m_dialogs(dialogs)
    , m_text(new QLineEdit(InvitationText::encode(invitation), this))
    , m_status(UntrustedText::plain(new QLabel(this)))
{
    setObjectName(u"invitationDialog"_s);
    setWindowTitle(tr("Invitation for %1").arg(invitation.name));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *heading = UntrustedText::plain(new QLabel(
        tr("%1 can join the team server as %2.").arg(invitation.name, roleText(invitation.role)),
        this));
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    auto *howTo = new QLabel(
        tr("Hand this invitation to them in person or through an encrypted channel: they paste "
           "it, or open the saved file, in Team › Join Team…. It holds their one-time password, "
           "is shown only now and is kept nowhere else."),
        this);
    howTo->setWordWrap(true);
    // The server without the login (which is on a line of its own: a long name that does not wrap).
    auto *address = UntrustedText::plain(new QLabel(
        tr("Server: %1\nLogin: %2").arg(invitation.url.section(u'@', 1), invitation.login), this));
    address->setObjectName(u"invitationAddress"_s);
    address->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setObjectName(u"invitationText"_s);
    m_text->setReadOnly(true);
    m_text->setAccessibleName(tr("Invitation"));
    m_text->setMinimumWidth(320);
    selectAllFromStart();
    auto *copyButton = new QPushButton(tr("&Copy"), this);
    copyButton->setObjectName(u"copyInvitation"_s);
    auto *save = new QPushButton(tr("&Save As…"), this);
    save->setObjectName(u"saveInvitation"_s);
    save->setToolTip(tr("A file only you can read (mode 0600); delete it once they joined"));
    m_status->setObjectName(u"invitationStatus"_s);
    m_status->setWordWrap(true);
    auto *row = new QHBoxLayout;
    row->addWidget(m_text, 1);
    row->addWidget(copyButton);
    row->addWidget(save);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(howTo);
    layout->addLayout(row);
    layout->addWidget(address);
    layout->addWidget(m_status);
    layout->addStretch();
    layout->addWidget(close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(copyButton, &QPushButton::clicked, this, &InvitationDialog::copy);
    connect(save, &QPushButton::clicked, this, &InvitationDialog::saveAs);
    m_text->setFocus();
    resize(620, sizeHint().height());
}

void InvitationDialog::selectAllFromStart()
{
    // Selected backwards, so the field shows the start ("taxonomist-invitation:1:…").
    m_text->setSelection(int(m_text->text().size()), -int(m_text->text().size()));
}

QString InvitationDialog::text() const
{
    return m_text->text();
}

void InvitationDialog::copy()
{
    QGuiApplication::clipboard()->setText(m_text->text());
    selectAllFromStart();
    m_status->setStyleSheet(QString());
    m_status->setText(tr("Copied. Paste it where only they will read it."));
}

void InvitationDialog::saveAs()
{
    const QString path = m_dialogs.fileToWrite(this, tr("Save Invitation"),
        m_invitation.name + u".invitation"_s, tr("Taxonomist invitations (*.invitation)"));
    if (path.isEmpty())
        return;
    if (auto saved = InvitationText::save(m_invitation, path); !saved) {
        m_status->setStyleSheet(u"color: %1;"_s.arg(PaletteColors::error(palette()).name()));
        m_status->setText(saved.error().message());
        return;
    }
    m_status->setStyleSheet(QString());
    m_status->setText(tr("Saved to %1, readable by you only. Delete it once they joined.")
                          .arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath())));
}

} // namespace taxonomist::ui
