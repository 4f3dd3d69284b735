// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundsview.h"

#include "common/asynctask.h"
#include "common/dialogservice.h"
#include "common/untrustedtext.h"
#include "reconcile/dashboardsnapshot.h"
#include "reconcile/roundstore.h"
#include "roundassigndialog.h"
#include "roundtablemodel.h"
#include "sampledialog.h"
#include "session/projectsession.h"
#include "store/projectstore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

RoundsView::RoundsView(ProjectSession *session, DialogService *dialogs, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_store(session->store())
    , m_leadId(session->annotatorId())
    , m_leadName(session->annotatorName().isEmpty() ? u"lead"_s : session->annotatorName())
    , m_dialogs(dialogs)
    , m_task(new AsyncTask(this))
    , m_model(new RoundTableModel(this))
    , m_table(new QTableView(this))
    , m_name(new QLineEdit(this))
    , m_kind(new QComboBox(this))
    , m_seed(new QSpinBox(this))
    , m_size(new QSpinBox(this))
    , m_stratified(new QCheckBox(tr("Stratified by framework"), this))
    , m_draw(new QPushButton(tr("Draw and record"), this))
    , m_sample(new QPushButton(tr("Draw a &Sample…"), this))
    , m_assign(new QPushButton(tr("&Assign…"), this))
    , m_status(UntrustedText::plain(new QLabel(this)))
{
    setObjectName(u"roundsView"_s);
    m_name->setObjectName(u"roundName"_s);
    m_name->setPlaceholderText(tr("Pilot"));
    m_kind->setObjectName(u"roundKind"_s);
    m_kind->addItem(tr("Pilot"), static_cast<int>(Round::Kind::Pilot));
    m_kind->addItem(tr("Round"), static_cast<int>(Round::Kind::Round));
    m_seed->setObjectName(u"roundSeed"_s);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    // A fresh seed by default; it is recorded, so the sample can be drawn again.
    m_seed->setValue(static_cast<int>(QDateTime::currentSecsSinceEpoch() % 100000));
    m_size->setObjectName(u"roundSize"_s);
    m_size->setRange(1, 100000);
    m_size->setValue(50);
    m_stratified->setObjectName(u"roundStratified"_s);
    m_stratified->setChecked(true);
    m_draw->setObjectName(u"drawRound"_s);
    m_sample->setObjectName(u"drawSample"_s);
    m_sample->setToolTip(
        tr("A sample of the size a confidence level and margin of error need, stratified by "
           "framework and year"));
    m_assign->setObjectName(u"assignRound"_s);
    m_assign->setToolTip(tr("Assign the selected round's issues to the volunteers"));
    m_assign->setEnabled(false);
    m_table->setObjectName(u"roundTable"_s);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_status->setObjectName(u"roundStatus"_s);
    m_status->setWordWrap(true);

    // Each field's label is its buddy: it names the field for a screen reader and Alt+letter
    // reaches it.
    const auto labelFor = [this](const QString &text, QWidget *field) {
        auto *label = new QLabel(text, this);
        label->setBuddy(field);
        return label;
    };
    m_kind->setAccessibleName(tr("Kind of round"));
    m_table->setAccessibleName(tr("Rounds"));
    m_table->setAccessibleDescription(tr("The rounds drawn so far with their agreement"));
    auto *form = new QHBoxLayout;
    form->addWidget(labelFor(tr("&Name"), m_name));
    form->addWidget(m_name, 1);
    form->addWidget(m_kind);
    form->addWidget(labelFor(tr("S&eed"), m_seed));
    form->addWidget(m_seed);
    form->addWidget(labelFor(tr("Si&ze"), m_size));
    form->addWidget(m_size);
    form->addWidget(m_stratified);
    form->addWidget(m_draw);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_sample);
    actions->addWidget(m_assign);
    actions->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    auto *about = new QLabel(
        tr("A round is a random sample every volunteer labels; its agreement (Fleiss κ at the "
           "theme level, over the issues rated by at least two) shows whether calibration works. "
           "The seed and size are recorded: the same parameters draw the same issues."),
        this);
    about->setWordWrap(true); // wraps on a small screen instead of widening the window
    layout->addWidget(about);
    layout->addLayout(form);
    layout->addLayout(actions);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    connect(m_draw, &QPushButton::clicked, this, &RoundsView::drawRound);
    connect(m_sample, &QPushButton::clicked, this, &RoundsView::openSampleDialog);
    connect(m_assign, &QPushButton::clicked, this, &RoundsView::openAssignDialog);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        [this] { m_assign->setEnabled(m_table->selectionModel()->hasSelection()); });
    connect(
        m_model, &QAbstractItemModel::modelReset, this, [this] { m_assign->setEnabled(false); });
    reload();
}

RoundsView::~RoundsView() = default;

bool RoundsView::isLoading() const
{
    return m_task->isRunning();
}

void RoundsView::reload()
{
    const QString path = m_store->path();
    m_task->run(
        [path]() -> Result<QList<RoundAgreement>> {
            auto store = ProjectStore::open(
                path, ProjectStore::OpenMode::ExistingOnly, ProjectStore::IntegrityCheck::later());
            if (!store)
                return store.error();
            return DashboardSnapshot::roundsOf(**store);
        },
        [this](Result<QList<RoundAgreement>> rounds) {
            if (!rounds) {
                m_status->setText(rounds.error().message());
                Q_EMIT failed(rounds.error().message());
                return;
            }
            m_model->setRounds(std::move(*rounds));
            Q_EMIT roundsLoaded();
        });
}

bool RoundsView::drawRound()
{
    const QString name
        = m_name->text().trimmed().isEmpty() ? m_name->placeholderText() : m_name->text().trimmed();
    auto round = RoundStore::create(*m_store, name,
        static_cast<Round::Kind>(m_kind->currentData().toInt()), quint64(m_seed->value()),
        m_size->value(), m_stratified->isChecked(), m_leadId, m_leadName);
    if (!round) {
        m_dialogs->showError(this, tr("Draw a Round"), round.error().message());
        return false;
    }
    m_status->setText(tr("“%1” holds %2 issues (seed %3). In this project the issue list's round "
                         "filter shows them; Assign… gives them to the volunteers. Agreement "
                         "appears here as they label.")
                          .arg(round->name)
                          .arg(round->issueIds.size())
                          .arg(round->seed));
    m_name->clear();
    reload();
    m_session->announceRounds();
    Q_EMIT roundCreated(round->id);
    return true;
}

SampleDialog *RoundsView::openSampleDialog()
{
    auto *dialog = new SampleDialog(m_store, m_leadId, m_leadName, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SampleDialog::drawn, this, [this, dialog](qint64 roundId) {
        const auto &plan = *dialog->plan();
        m_status->setText(
            tr("The sample holds %1 issues of %2 (seed %3). Assign it to the "
               "volunteers with Assign…; agreement appears here as they label.")
                .arg(QLocale().toString(plan.size.n), QLocale().toString(plan.size.population))
                .arg(plan.design.seed));
        reload();
        m_session->announceRounds();
        Q_EMIT roundCreated(roundId);
    });
    dialog->open();
    return dialog;
}

RoundAssignDialog *RoundsView::openAssignDialog()
{
    const QModelIndexList selected = m_table->selectionModel()->selectedRows();
    if (selected.isEmpty())
        return nullptr;
    const Round round = m_model->rounds().value(selected.first().row()).round;
    auto *dialog = new RoundAssignDialog(m_store, round, m_leadName, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &RoundAssignDialog::assigned, this,
        [this, name = round.name](const AssignmentSummary &summary) {
            const QLocale locale;
            m_status->setText(
                tr("Assigned the %1 issues of “%2”: %3 new, %4 removed, %5 kept "
                   "assignments. Volunteers get them with their next package "
                   "update or sync.")
                    .arg(locale.toString(summary.issues), name, locale.toString(summary.added),
                        locale.toString(summary.removed), locale.toString(summary.kept)));
        });
    dialog->open();
    return dialog;
}

} // namespace taxonomist::ui
