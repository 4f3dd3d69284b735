// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "teamdialog.h"

#include "admincredentials.h"
#include "assigndialog.h"
#include "common/asynctask.h"
#include "common/dialogservice.h"
#include "common/palettecolors.h"
#include "common/screenfit.h"
#include "common/untrustedtext.h"
#include "serveradminbox.h"
#include "session/projectsession.h"
#include "team/teampackage.h"
#include "team/teamroster.h"
#include "teamtablemodel.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QGridLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

TeamDialog::TeamDialog(
    ProjectSession *session, DialogService &dialogs, QWidget *parent, AdminCredentials *credentials)
    : QDialog(parent)
    , m_session(session)
    , m_dialogs(dialogs)
    , m_model(new TeamTableModel(this))
    , m_table(new QTableView(this))
    , m_name(new QLineEdit(this))
    , m_addVolunteer(new QPushButton(tr("Add &Volunteer"), this))
    , m_addLead(new QPushButton(tr("Add as &Lead"), this))
    , m_rename(new QPushButton(tr("&Rename Selected"), this))
    , m_makeLead(new QPushButton(tr("&Make Selected the Lead"), this))
    , m_remove(new QPushButton(tr("Re&move Selected"), this))
    , m_package(new QPushButton(tr("Make &Package…"), this))
    , m_assign(new QPushButton(tr("&Assign…"), this))
    , m_server(new ServerAdminBox(
          session, dialogs, credentials ? credentials : new AdminCredentials(this), this))
    , m_status(UntrustedText::plain(new QLabel(this)))
    , m_task(new AsyncTask(this))
{
    setObjectName(u"teamDialog"_s);
    setWindowTitle(tr("Team"));
    fitToScreen(this, {720, 560});
    auto *intro = new QLabel(tr("Volunteers label, each in a column of their own (Label1, Label2, "
                                "… in every framework's"
                                " export). The lead decides final labels and labels only when "
                                "also a volunteer. A member"
                                " who holds labels stays on the team."),
        this);
    intro->setWordWrap(true);
    m_table->setObjectName(u"teamTable"_s);
    m_table->setAccessibleName(tr("Team members"));
    m_table->setAccessibleDescription(
        tr("Each member's role, export column, labels and assignments"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(
        TeamTableModel::NameColumn, QHeaderView::Stretch);
    m_name->setObjectName(u"memberName"_s);
    m_name->setAccessibleName(tr("Member name"));
    m_name->setPlaceholderText(tr("Name to add, or the selected member's new name"));
    m_addVolunteer->setObjectName(u"addVolunteer"_s);
    m_addLead->setObjectName(u"addLead"_s);
    m_rename->setObjectName(u"renameMember"_s);
    m_makeLead->setObjectName(u"makeLead"_s);
    m_remove->setObjectName(u"removeMember"_s);
    m_package->setObjectName(u"makePackage"_s);
    m_assign->setObjectName(u"assignIssues"_s);
    m_assign->setToolTip(tr("Who labels what: every issue to every volunteer, or K per issue; "
                            "previewed before anything changes"));
    m_package->setToolTip(
        tr("A project file for the selected volunteer: their assigned issues (every issue while "
           "nobody has been assigned any), the taxonomy and their own labels, nothing of anyone "
           "else's"));
    m_status->setObjectName(u"teamStatus"_s);
    m_status->setWordWrap(true);

    auto *buttons = new QGridLayout;
    buttons->addWidget(m_name, 0, 0, 1, 2);
    buttons->addWidget(m_addVolunteer, 0, 2);
    buttons->addWidget(m_addLead, 0, 3);
    buttons->addWidget(m_rename, 1, 0);
    buttons->addWidget(m_makeLead, 1, 1);
    buttons->addWidget(m_remove, 1, 2);
    buttons->addWidget(m_package, 1, 3);
    buttons->addWidget(m_assign, 2, 3);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(m_server);
    layout->addWidget(close);

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_addVolunteer, &QPushButton::clicked, this, [this] { addMember(false); });
    connect(m_addLead, &QPushButton::clicked, this, [this] { addMember(true); });
    connect(m_rename, &QPushButton::clicked, this, &TeamDialog::renameSelected);
    connect(m_makeLead, &QPushButton::clicked, this, &TeamDialog::makeLead);
    connect(m_remove, &QPushButton::clicked, this, &TeamDialog::removeSelected);
    connect(m_package, &QPushButton::clicked, this, &TeamDialog::makePackage);
    connect(m_assign, &QPushButton::clicked, this, &TeamDialog::openAssign);
    connect(m_server, &ServerAdminBox::ownLoginReset, this, &TeamDialog::ownLoginReset);
    connect(m_name, &QLineEdit::textChanged, this, &TeamDialog::updateButtons);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &TeamDialog::updateButtons);
    connect(m_session, &ProjectSession::teamChanged, this, &TeamDialog::reload);

    const bool open = m_session->isOpen();
    m_managed = open && !m_session->store()->isReadOnly()
        && TeamRoster::checkManaged(*m_session->store()).ok();
    m_server->setEnabledByTeam(m_managed);
    m_server->setVisible(open);
    if (open && !m_managed) {
        report(
            m_session->isPackage() ? tr(
                "This is a volunteer's package: the lead manages the team in the lead's project.")
                                   : tr("The project is open read-only."),
            false);
    }
    reload();
}

TeamDialog::~TeamDialog() = default;

bool TeamDialog::isBusy() const
{
    return m_task->isRunning() || m_server->isBusy();
}

AssignDialog *TeamDialog::openAssign()
{
    if (!m_assign->isEnabled())
        return nullptr;
    if (auto *open = findChild<AssignDialog *>(); open && open->isVisible())
        return open;
    auto *dialog = new AssignDialog(m_session, m_dialogs, this);
    dialog->open();
    return dialog;
}

void TeamDialog::reload()
{
    const QString selected = selectedName();
    if (auto status = m_model->reload(m_session->store()); !status)
        report(status.error().message(), true);
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->member(row).annotator.name == selected)
            m_table->selectRow(row);
    }
    updateButtons();
}

QString TeamDialog::selectedName() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : m_model->member(rows.first().row()).annotator.name;
}

void TeamDialog::updateButtons()
{
    const bool named = !m_name->text().trimmed().isEmpty();
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const TeamMember *selected = rows.isEmpty() ? nullptr : &m_model->member(rows.first().row());
    QStringList volunteers;
    QString lead;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const Annotator &member = m_model->member(row).annotator;
        if (member.isVolunteer())
            volunteers.append(member.name);
        if (member.isLead)
            lead = member.name;
    }
    const bool hasLead = !lead.isEmpty();
    const bool idle = !m_task->isRunning();
    m_addVolunteer->setEnabled(m_managed && idle && named);
    m_addLead->setEnabled(m_managed && idle && named && !hasLead);
    m_rename->setEnabled(m_managed && idle && named && selected);
    m_makeLead->setEnabled(m_managed && idle && selected && !selected->annotator.isLead);
    m_remove->setEnabled(m_managed && idle && selected && selected->labels == 0);
    m_package->setEnabled(
        m_managed && idle && selected && selected->annotator.isVolunteer() && hasLead);
    m_assign->setEnabled(m_managed && idle && hasLead);
    m_server->setTeam(volunteers, lead, selected ? selected->annotator.name : QString());
}

void TeamDialog::report(const QString &message, bool failed)
{
    m_status->setText(message);
    m_status->setStyleSheet(
        failed ? u"color: %1;"_s.arg(PaletteColors::error(palette()).name()) : QString());
}

void TeamDialog::addMember(bool lead)
{
    const QString name = m_name->text().trimmed();
    auto added = TeamRoster::add(*m_session->store(), name,
        lead ? TeamRoster::Role::Lead : TeamRoster::Role::Volunteer, m_session->annotatorName());
    if (!added) {
        report(added.error().message(), true);
        return;
    }
    m_name->clear();
    report(added->isVolunteer()
            ? tr("%1 joined as the volunteer of Label%2, in every framework's export.")
                  .arg(added->name)
                  .arg(added->labelColumn)
            : tr("%1 joined as the lead.").arg(added->name),
        false);
    m_session->announceTeam();
}

void TeamDialog::renameSelected()
{
    const QString from = selectedName();
    const QString to = m_name->text().trimmed();
    if (auto status = TeamRoster::rename(*m_session->store(), from, to, m_session->annotatorName());
        !status) {
        report(status.error().message(), true);
        return;
    }
    m_name->clear();
    report(tr("%1 is now %2.").arg(from, to), false);
    m_session->announceTeam();
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->member(row).annotator.name == to)
            m_table->selectRow(row);
    }
}

void TeamDialog::makeLead()
{
    const QString name = selectedName();
    if (auto status = TeamRoster::setLead(*m_session->store(), name, m_session->annotatorName());
        !status) {
        report(status.error().message(), true);
        return;
    }
    report(tr("%1 is the lead.").arg(name), false);
    m_session->announceTeam();
}

void TeamDialog::removeSelected()
{
    const QString name = selectedName();
    if (!m_dialogs.confirm(this, tr("Remove from the team"),
            tr("Remove %1 from the team? Their assignments go too.").arg(name)))
        return;
    if (auto status = TeamRoster::remove(*m_session->store(), name, m_session->annotatorName());
        !status) {
        report(status.error().message(), true);
        return;
    }
    report(tr("%1 left the team.").arg(name), false);
    m_session->announceTeam();
}

void TeamDialog::makePackage()
{
    const QString name = selectedName();
    // Once anyone has assignments, a package holds only its volunteer's (and what they labelled),
    // as the team server shows them: a volunteer left out would get an empty package.
    qint64 assignedAnywhere = 0;
    qint64 assignedToThem = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const TeamMember &member = m_model->member(row);
        assignedAnywhere += member.assigned;
        if (member.annotator.name == name)
            assignedToThem = member.assigned;
    }
    if (assignedAnywhere > 0 && assignedToThem == 0
        && !m_dialogs.confirm(this, tr("Make Package"),
            tr("%1 has no assigned issues while other volunteers have: the package would hold "
               "only the issues %1 labelled. Make it anyway? (Assign… gives them work first.)")
                .arg(name)))
        return;
    const QString path = m_dialogs.fileToWrite(this, tr("Package for %1").arg(name),
        name + u".taxonomist"_s, tr("Taxonomist projects (*.taxonomist)"));
    if (path.isEmpty())
        return;
    report(tr("Making %1's package…").arg(name), false);
    const QString lead = m_session->path();
    const QString actor = m_session->annotatorName();
    m_task->run(
        [lead, name, path, actor]() -> Result<PackageSummary> {
            auto store = ProjectStore::open(
                lead, ProjectStore::OpenMode::ReadWrite); // this thread's own connection
            if (!store)
                return store.error();
            return TeamPackage::create(**store, name, path, actor);
        },
        [this, name](Result<PackageSummary> made) {
            if (!made) {
                report(made.error().message(), true);
            } else {
                const QLocale locale;
                report(tr("Wrote %1's package to %2: %3 issues, %4 of their labels. They open it "
                          "in Taxonomist and"
                          " send back File › Export My Changes…")
                           .arg(name, made->path, locale.toString(made->stats.issues),
                               locale.toString(made->stats.labels)),
                    false);
            }
            updateButtons();
        });
    updateButtons();
}

} // namespace taxonomist::ui
