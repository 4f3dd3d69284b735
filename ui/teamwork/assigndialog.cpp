// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "assigndialog.h"

#include "common/asynctask.h"
#include "common/dialogservice.h"
#include "common/palettecolors.h"
#include "common/untrustedtext.h"
#include "reconcile/roundstore.h"
#include "session/projectsession.h"
#include "store/issuequery.h"
#include "store/projectstore.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

AssignDialog::AssignDialog(ProjectSession *session, DialogService &dialogs, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_dialogs(dialogs)
    , m_all(new QRadioButton(tr("Every issue to &every volunteer (the study's design)"), this))
    , m_perIssue(new QRadioButton(tr("&K volunteers per issue:"), this))
    , m_count(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_frameworks(new QListWidget(this))
    , m_round(new QComboBox(this))
    , m_shares(new QTableWidget(0, 2, this))
    , m_summary(UntrustedText::plain(new QLabel(this)))
    , m_assign(nullptr)
    , m_debounce(new QTimer(this))
    , m_task(new AsyncTask(this))
{
    setObjectName(u"assignDialog"_s);
    setWindowTitle(tr("Assign Issues"));
    setAttribute(Qt::WA_DeleteOnClose);
    for (const Annotator &annotator : m_session->store()->annotators())
        m_volunteers += annotator.isVolunteer() ? 1 : 0;
    m_all->setObjectName(u"assignAll"_s);
    m_perIssue->setObjectName(u"assignPerIssue"_s);
    m_all->setChecked(true);
    m_count->setObjectName(u"assignCount"_s);
    m_count->setRange(1, std::max(1, m_volunteers));
    m_count->setValue(std::min(2, std::max(1, m_volunteers)));
    m_count->setAccessibleName(tr("Volunteers per issue"));
    m_seed->setObjectName(u"assignSeed"_s);
    m_seed->setRange(1, 999999999);
    m_seed->setValue(1);
    m_seed->setToolTip(tr("The same seed gives the same plan on every machine"));
    m_frameworks->setObjectName(u"assignFrameworks"_s);
    m_frameworks->setAccessibleName(tr("Frameworks"));
    for (const FrameworkInfo &framework : IssueQuery::frameworks(*m_session->store())) {
        auto *item = new QListWidgetItem(
            tr("%1 (%2 issues)").arg(framework.name, QLocale().toString(framework.issues)),
            m_frameworks);
        item->setData(Qt::UserRole, framework.name);
        item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
        item->setCheckState(Qt::Unchecked);
    }
    m_round->setObjectName(u"assignRound"_s);
    m_round->addItem(tr("Every issue"), QString());
    if (auto rounds = RoundStore::rounds(*m_session->store()); rounds) {
        for (const Round &round : std::as_const(*rounds))
            m_round->addItem(
                tr("Round %1 (%2 issues)").arg(round.name).arg(round.issueIds.size()), round.name);
    }
    m_shares->setObjectName(u"assignShares"_s);
    m_shares->setHorizontalHeaderLabels({tr("Volunteer"), tr("Issues")});
    m_shares->verticalHeader()->hide();
    m_shares->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_shares->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_shares->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_summary->setObjectName(u"assignSummary"_s);
    m_summary->setWordWrap(true);

    auto *perIssue = new QHBoxLayout;
    perIssue->addWidget(m_perIssue);
    perIssue->addWidget(m_count);
    perIssue->addWidget(new QLabel(tr("seed"), this));
    perIssue->addWidget(m_seed);
    perIssue->addStretch();
    auto *form = new QFormLayout;
    form->addRow(tr("&Frameworks (none ticked: all):"), m_frameworks);
    form->addRow(tr("&Issues:"), m_round);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_assign = buttons->addButton(tr("&Assign"), QDialogButtonBox::ActionRole);
    m_assign->setObjectName(u"assignSubmit"_s);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Assigning again keeps what stays, removes what goes and adds the "
                                "rest; volunteers' labels are never touched. Packages and the "
                                "team server carry the change."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(m_all);
    layout->addLayout(perIssue);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Preview: issues per volunteer"), this));
    layout->addWidget(m_shares, 1);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    m_frameworks->setMaximumHeight(m_frameworks->sizeHintForRow(0) * 5 + 6);

    // The preview follows every change, once the typing stops.
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(150);
    connect(m_debounce, &QTimer::timeout, this, &AssignDialog::runPreview);
    connect(m_all, &QRadioButton::toggled, this, &AssignDialog::schedulePreview);
    connect(m_count, &QSpinBox::valueChanged, this, &AssignDialog::schedulePreview);
    connect(m_seed, &QSpinBox::valueChanged, this, &AssignDialog::schedulePreview);
    connect(m_frameworks, &QListWidget::itemChanged, this, &AssignDialog::schedulePreview);
    connect(m_round, &QComboBox::currentIndexChanged, this, &AssignDialog::schedulePreview);
    connect(m_assign, &QPushButton::clicked, this, &AssignDialog::apply);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(560, 520);
    runPreview();
}

AssignmentRequest AssignDialog::request() const
{
    AssignmentRequest request;
    request.perIssue = m_perIssue->isChecked() ? m_count->value() : 0;
    request.seed = quint64(m_seed->value());
    for (int row = 0; row < m_frameworks->count(); ++row) {
        if (m_frameworks->item(row)->checkState() == Qt::Checked)
            request.frameworks.append(m_frameworks->item(row)->data(Qt::UserRole).toString());
    }
    request.round = m_round->currentData().toString();
    return request;
}

bool AssignDialog::isBusy() const
{
    return m_task->isRunning() || m_debounce->isActive();
}

void AssignDialog::schedulePreview()
{
    m_count->setEnabled(m_perIssue->isChecked());
    m_seed->setEnabled(m_perIssue->isChecked());
    m_previewValid = false;
    updateButtons();
    m_debounce->start();
}

void AssignDialog::runPreview()
{
    const QString path = m_session->path();
    const AssignmentRequest request = this->request();
    m_previewValid = false;
    updateButtons();
    m_task->run(
        [path, request]() -> Result<AssignmentSummary> {
            auto store = ProjectStore::open(
                path, ProjectStore::OpenMode::ReadOnly); // this thread's own connection
            if (!store)
                return store.error();
            return AssignmentStore::preview(**store, request);
        },
        [this](Result<AssignmentSummary> summary) {
            if (!summary) {
                m_shares->setRowCount(0);
                report(summary.error().message(), true);
                updateButtons();
                Q_EMIT previewed(false);
                return;
            }
            showPreview(*summary);
            m_previewValid = true;
            updateButtons();
            Q_EMIT previewed(true);
        });
}

void AssignDialog::showPreview(const AssignmentSummary &summary)
{
    m_preview = summary;
    const QLocale locale;
    m_shares->setRowCount(int(summary.shares.size()));
    for (int row = 0; row < summary.shares.size(); ++row) {
        const AssignmentShare &share = summary.shares.at(row);
        m_shares->setItem(row, 0, new QTableWidgetItem(share.volunteer));
        auto *issues = new QTableWidgetItem(locale.toString(share.issues));
        issues->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_shares->setItem(row, 1, issues);
    }
    report(tr("%1 issues: %2 assignments to add, %3 to remove, %4 kept as they are.")
               .arg(locale.toString(summary.issues), locale.toString(summary.added),
                   locale.toString(summary.removed), locale.toString(summary.kept)),
        false);
}

void AssignDialog::apply()
{
    if (!m_previewValid || m_task->isRunning())
        return;
    const QLocale locale;
    if (!m_dialogs.confirm(this, tr("Assign Issues"),
            tr("Assign %1 issues: %2 assignments added, %3 removed? Volunteers see the change "
               "at their next sync or package update.")
                .arg(locale.toString(m_preview.issues), locale.toString(m_preview.added),
                    locale.toString(m_preview.removed))))
        return;
    const QString path = m_session->path();
    const AssignmentRequest request = this->request();
    const QString actor = m_session->annotatorName();
    report(tr("Assigning…"), false);
    m_previewValid = false;
    m_session->setWriting(this, true); // announced below
    m_task->run(
        [path, request, actor]() -> Result<AssignmentSummary> {
            auto store = ProjectStore::open(path, ProjectStore::OpenMode::ReadWrite);
            if (!store)
                return store.error();
            return AssignmentStore::assign(**store, request, actor);
        },
        [this](Result<AssignmentSummary> summary) {
            m_session->setWriting(this, false);
            if (!summary) {
                report(summary.error().message(), true);
                updateButtons();
                Q_EMIT assigned(false, summary.error().message());
                return;
            }
            m_session->announceTeam(); // the team's table counts assignments
            showPreview(*summary);
            const QLocale here;
            const QString message
                = tr("Assigned %1 issues: %2 assignments added, %3 removed, %4 kept.")
                      .arg(here.toString(summary->issues), here.toString(summary->added),
                          here.toString(summary->removed), here.toString(summary->kept));
            report(message, false);
            m_previewValid = true;
            updateButtons();
            Q_EMIT assigned(true, message);
        });
    updateButtons();
}

void AssignDialog::report(const QString &message, bool failed)
{
    m_summary->setText(message);
    m_summary->setStyleSheet(
        failed ? u"color: %1;"_s.arg(PaletteColors::error(palette()).name()) : QString());
}

void AssignDialog::updateButtons()
{
    m_assign->setEnabled(m_previewValid && !m_task->isRunning());
}

} // namespace taxonomist::ui
