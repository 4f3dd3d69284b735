// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "invitedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace taxonomist::ui {

InviteDialog::InviteDialog(
    const QStringList &volunteers, const QString &lead, const QString &selected, QWidget *parent)
    : QDialog(parent)
    , m_volunteers(volunteers)
    , m_lead(lead)
    , m_name(new QComboBox(this))
    , m_role(new QComboBox(this))
    , m_invite(nullptr)
{
    setObjectName(u"inviteDialog"_s);
    setWindowTitle(tr("Invite to the Team Server"));
    m_role->setObjectName(u"inviteRole"_s);
    m_role->addItem(tr("Volunteer: labels their assigned issues, blind"), u"volunteer"_s);
    m_role->addItem(tr("Viewer: reads final labels and the tally"), u"viewer"_s);
    m_role->addItem(tr("Lead: the lead's own login on another computer"), u"lead"_s);
    m_name->setObjectName(u"inviteName"_s);
    m_name->setAccessibleName(tr("Name"));
    auto *intro = new QLabel(tr("Taxonomist makes their login on the server with a new password "
                                "and shows the invitation to hand over."),
        this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Role:"), m_role);
    form->addRow(tr("&Name:"), m_name);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_invite = buttons->addButton(tr("&Invite"), QDialogButtonBox::AcceptRole);
    m_invite->setObjectName(u"inviteSubmit"_s);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_role, &QComboBox::currentIndexChanged, this, &InviteDialog::roleChanged);
    connect(m_name, &QComboBox::currentTextChanged, this,
        [this](const QString &text) { m_invite->setEnabled(!text.trimmed().isEmpty()); });
    if (!selected.isEmpty() && selected == lead)
        m_role->setCurrentIndex(2);
    roleChanged();
    if (const int at = m_name->findText(selected); at >= 0)
        m_name->setCurrentIndex(at);
}

QString InviteDialog::name() const
{
    return m_name->currentText().trimmed();
}

QString InviteDialog::role() const
{
    return m_role->currentData().toString();
}

void InviteDialog::roleChanged()
{
    const QString role = this->role();
    const QString before = m_name->currentText();
    m_name->clear();
    // A viewer is not on the team: any name, typed. The others are the team's members.
    m_name->setEditable(role == u"viewer"_s);
    if (role == u"volunteer"_s)
        m_name->addItems(m_volunteers);
    else if (role == u"lead"_s && !m_lead.isEmpty())
        m_name->addItem(m_lead);
    if (m_name->isEditable()) {
        m_name->lineEdit()->setPlaceholderText(tr("The viewer's name"));
        m_name->setEditText(QString());
    } else if (const int at = m_name->findText(before); at >= 0) {
        m_name->setCurrentIndex(at);
    }
    m_invite->setEnabled(!name().isEmpty());
}

} // namespace taxonomist::ui
