// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serversetupdialog.h"

#include "common/dialogservice.h"
#include "common/untrustedtext.h"
#include "team/invitationtext.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace taxonomist::ui {

namespace {

// A field with its hint right under it (QFormLayout would space a hint row like a field); the
// hint is the field's accessible description too.
void addField(QFormLayout *form, const QString &label, QLineEdit *field, const QString &text)
{
    auto *hint = UntrustedText::plain(new QLabel(text, field->parentWidget()));
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    field->setAccessibleDescription(text);
    auto *column = new QVBoxLayout;
    column->setSpacing(2);
    column->addWidget(field);
    column->addWidget(hint);
    form->addRow(label, column);
    if (auto *name = qobject_cast<QLabel *>(form->labelForField(column)))
        name->setBuddy(field);
}

// A path field and its Choose… button on one row, the label's mnemonic going to the field.
void addFileRow(QFormLayout *form, const QString &label, QLineEdit *field, QPushButton *choose)
{
    auto *row = new QHBoxLayout;
    row->addWidget(field, 1);
    row->addWidget(choose);
    form->addRow(label, row);
    if (auto *text = qobject_cast<QLabel *>(form->labelForField(row)))
        text->setBuddy(field);
}

} // namespace

ServerSetupDialog::ServerSetupDialog(Mode mode, DialogService &dialogs, QWidget *parent)
    : QDialog(parent)
    , m_mode(mode)
    , m_dialogs(dialogs)
    , m_address(new QLineEdit(this))
    , m_password(new QLineEdit(this))
    , m_keep(new QCheckBox(tr("&Keep the password in the system keychain"), this))
    , m_progress(new QProgressBar(this))
    , m_progressLabel(UntrustedText::plain(new QLabel(this)))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    const bool create = mode == Mode::Create;
    setObjectName(create ? u"createServerDialog"_s : u"joinTeamDialog"_s);
    setWindowTitle(create ? tr("Create Team Server") : tr("Join Team"));
    auto *intro = new QLabel(create
            ? tr("Puts this project on a PostgreSQL team server: Taxonomist creates its schema, the"
                 " team's roles and access rules in the database and uploads the whole project. The"
                 " address's user becomes the lead's login; it must own the database and may create"
                 " roles (docs/team.md).")
            : tr("Makes a new project from the team server with what your role may see. Paste"
                 " the invitation the lead gave you (or open its file): it holds the address and"
                 " your one-time password."),
        this);
    intro->setWordWrap(true);

    m_address->setObjectName(u"serverAddress"_s);
    m_address->setAccessibleName(tr("Server address"));
    m_address->setPlaceholderText(u"postgresql://user@host:5432/database?sslmode=verify-full"_s);
    m_address->setMinimumWidth(520);
    m_password->setObjectName(u"serverPassword"_s);
    m_password->setAccessibleName(tr("Password"));
    m_password->setEchoMode(QLineEdit::Password);
    m_keep->setObjectName(u"keepPassword"_s);
    m_keep->setChecked(true);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    if (!create) {
        m_invitation = new QLineEdit(this);
        m_invitation->setObjectName(u"invitationText"_s);
        m_invitation->setAccessibleName(tr("Invitation"));
        m_invitation->setPlaceholderText(tr("taxonomist-invitation:… (paste it here)"));
        auto *open = new QPushButton(tr("&Open…"), this);
        open->setObjectName(u"openInvitation"_s);
        open->setAccessibleName(tr("Open an invitation file"));
        addFileRow(form, tr("&Invitation:"), m_invitation, open);
        m_invitationState = UntrustedText::plain(new QLabel(this));
        m_invitationState->setObjectName(u"invitationState"_s);
        m_invitationState->setWordWrap(true);
        // Room for two lines from the start: what it says later never squeezes the hints below.
        m_invitationState->setMinimumHeight(m_invitationState->fontMetrics().lineSpacing() * 2);
        form->addRow(QString(), m_invitationState);
        connect(m_invitation, &QLineEdit::textChanged, this,
            [this](const QString &text) { takeInvitation(text, tr("The pasted text")); });
        connect(open, &QPushButton::clicked, this, &ServerSetupDialog::chooseInvitationFile);
    }
    addField(form, tr("Server &address:"), m_address,
        tr("Add ?sslmode=verify-full for any server but a test on this machine: the connection is"
           " then encrypted and the server's certificate checked against its name. The password"
           " never goes into the address."));
    addField(form, tr("&Password:"), m_password,
        create ? tr("The login's PostgreSQL password; left empty, libpq looks in ~/.pgpass,"
                    " PGPASSWORD or PGSERVICE.")
               : tr("The one-time password from the lead; left empty, libpq looks in ~/.pgpass."));
    form->addRow(QString(), m_keep);
    if (!create) {
        m_path = new QLineEdit(this);
        m_path->setObjectName(u"projectPath"_s);
        m_path->setAccessibleName(tr("New project file"));
        m_path->setPlaceholderText(tr("Where to save your copy of the team's project"));
        m_choose = new QPushButton(tr("&Choose…"), this);
        m_choose->setObjectName(u"chooseProjectPath"_s);
        m_choose->setAccessibleName(tr("Choose where to save the new project"));
        addFileRow(form, tr("New project &file:"), m_path, m_choose);
        connect(m_choose, &QPushButton::clicked, this, &ServerSetupDialog::chooseProjectPath);
        connect(m_path, &QLineEdit::textChanged, this, &ServerSetupDialog::updateOk);

        m_keyFrom = new QLineEdit(this);
        m_keyFrom->setObjectName(u"keyFromPath"_s);
        m_keyFrom->setAccessibleName(tr("Your first copy, for its signing key"));
        m_keyFrom->setPlaceholderText(tr("Optional: only on a second computer"));
        m_keyFrom->setToolTip(
            tr("What you send is signed with your key. On your first computer, leave this empty:"
               " the new project makes your key. On a second computer, choose the project you"
               " joined with first (copied over or on a shared drive): this copy then signs with"
               " the same key."));
        m_chooseKeyFrom = new QPushButton(tr("C&hoose…"), this);
        m_chooseKeyFrom->setObjectName(u"chooseKeyFromPath"_s);
        m_chooseKeyFrom->setAccessibleName(tr("Choose your first copy"));
        addFileRow(form, tr("&Key from first copy:"), m_keyFrom, m_chooseKeyFrom);
        connect(
            m_chooseKeyFrom, &QPushButton::clicked, this, &ServerSetupDialog::chooseKeyFromPath);
    }

    m_progress->setObjectName(u"serverProgress"_s);
    m_progress->setAccessibleName(tr("Progress"));
    m_progress->setRange(0, 0); // the core reports no steps: busy until done
    m_progress->setTextVisible(false);
    m_progressLabel->setObjectName(u"serverProgressLabel"_s);
    // Room kept while hidden: the dialog neither jumps nor squeezes its wrapped hints when busy.
    for (QWidget *widget :
        {static_cast<QWidget *>(m_progress), static_cast<QWidget *>(m_progressLabel)}) {
        QSizePolicy policy = widget->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        widget->setSizePolicy(policy);
        widget->setVisible(false);
    }

    QPushButton *ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setText(create ? tr("C&reate") : tr("&Join"));
    ok->setObjectName(u"serverSubmit"_s);
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(u"serverCancel"_s);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ServerSetupDialog::submit);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ServerSetupDialog::reject);
    connect(m_address, &QLineEdit::textChanged, this, &ServerSetupDialog::updateOk);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addSpacing(6);
    layout->addLayout(form);
    layout->addStretch(1);
    auto *progress = new QVBoxLayout; // beside the buttons, which it disables while it runs
    progress->setSpacing(2);
    progress->addWidget(m_progressLabel);
    progress->addWidget(m_progress);
    auto *bottom = new QHBoxLayout;
    bottom->addLayout(progress, 1);
    bottom->addSpacing(12);
    bottom->addWidget(m_buttons, 0, Qt::AlignBottom);
    layout->addLayout(bottom);
    updateOk();
}

QString ServerSetupDialog::address() const
{
    return m_address->text().trimmed();
}

QString ServerSetupDialog::password() const
{
    return m_password->text();
}

bool ServerSetupDialog::keepPassword() const
{
    return m_keep->isEnabled() && m_keep->isChecked();
}

QString ServerSetupDialog::projectPath() const
{
    if (!m_path)
        return {};
    QString path = m_path->text().trimmed();
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += u".taxonomist"_s;
    return path;
}

QString ServerSetupDialog::keyFromPath() const
{
    return m_keyFrom ? m_keyFrom->text().trimmed() : QString();
}

bool ServerSetupDialog::replaceConfirmed() const
{
    return !m_confirmedPath.isEmpty() && m_confirmedPath == projectPath();
}

void ServerSetupDialog::setKeychainAvailable(bool available)
{
    m_keychain = available;
    m_keep->setEnabled(available);
    m_keep->setChecked(available);
    m_keep->setToolTip(available ? QString()
                                 : tr("No system keychain is available: the password is kept in"
                                      " memory until Taxonomist quits."));
}

void ServerSetupDialog::setBusy(bool busy, const QString &what)
{
    m_busy = busy;
    for (QWidget *field : {static_cast<QWidget *>(m_address), static_cast<QWidget *>(m_password),
             static_cast<QWidget *>(m_path), static_cast<QWidget *>(m_choose),
             static_cast<QWidget *>(m_keyFrom), static_cast<QWidget *>(m_chooseKeyFrom),
             static_cast<QWidget *>(m_buttons)}) {
        if (field)
            field->setEnabled(!busy);
    }
    m_keep->setEnabled(!busy && m_keychain);
    m_progressLabel->setText(what);
    m_progressLabel->setVisible(busy);
    m_progress->setVisible(busy);
    if (!busy)
        updateOk();
}

void ServerSetupDialog::reject()
{
    if (!m_busy)
        QDialog::reject();
}

void ServerSetupDialog::chooseProjectPath()
{
    const QString suggested = m_path->text().trimmed().isEmpty() ? tr("My Team Project.taxonomist")
                                                                 : m_path->text().trimmed();
    // The file dialog asks before choosing an existing file: that answer counts.
    QString chosen = m_dialogs.saveFilePath(
        this, tr("Save the Joined Project"), suggested, tr("Taxonomist projects (*.taxonomist)"));
    if (chosen.isEmpty())
        return;
    m_path->setText(chosen);
    if (QFileInfo::exists(chosen) && projectPath() == chosen)
        m_confirmedPath = chosen;
}

void ServerSetupDialog::chooseKeyFromPath()
{
    const QString chosen = m_dialogs.openFilePath(
        this, tr("Your First Copy of the Project"), tr("Taxonomist projects (*.taxonomist)"));
    if (!chosen.isEmpty())
        m_keyFrom->setText(chosen);
}

void ServerSetupDialog::takeInvitation(const QString &text, const QString &source)
{
    if (text.trimmed().isEmpty()) {
        m_invitationState->clear();
        return;
    }
    auto invitation = core::InvitationText::decode(text, source);
    if (!invitation) {
        m_invitationState->setText(invitation.error().message());
        return;
    }
    fillFrom(*invitation);
}

void ServerSetupDialog::fillFrom(const core::Invitation &invitation)
{
    m_address->setText(invitation.url);
    m_address->setCursorPosition(0);
    m_password->setText(invitation.password);
    m_invitationState->setText(tr("The invitation of %1 as a %2: the address and the one-time "
                                  "password are filled in.")
                                   .arg(invitation.name, invitation.role));
}

void ServerSetupDialog::chooseInvitationFile()
{
    const QString chosen = m_dialogs.openFilePath(
        this, tr("Open an Invitation"), tr("Taxonomist invitations (*.invitation);;All files (*)"));
    if (chosen.isEmpty())
        return;
    auto invitation = core::InvitationText::load(chosen);
    if (!invitation) {
        m_invitationState->setText(invitation.error().message());
        return;
    }
    // Shown as its text, what a paste would give; taken as it was read, not decoded again.
    const QSignalBlocker quiet(m_invitation);
    m_invitation->setText(core::InvitationText::encode(*invitation));
    fillFrom(*invitation);
}

void ServerSetupDialog::submit()
{
    if (!m_buttons->button(QDialogButtonBox::Ok)->isEnabled() || m_busy)
        return;
    if (m_path) {
        const QString path = projectPath();
        const QFileInfo file(path);
        if ((file.exists() || file.isSymLink()) && !replaceConfirmed()) {
            if (!m_dialogs.confirm(this, tr("Replace the File?"),
                    tr("%1 already exists. Replace it with the project joined from the server?")
                        .arg(QDir::toNativeSeparators(path))))
                return;
            m_confirmedPath = path;
        }
    }
    Q_EMIT submitted();
}

void ServerSetupDialog::updateOk()
{
    const QString text = address();
    bool complete = text.startsWith(u"postgresql://"_s) || text.startsWith(u"postgres://"_s);
    if (m_path)
        complete = complete && !m_path->text().trimmed().isEmpty();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(complete && !m_busy);
}

} // namespace taxonomist::ui
