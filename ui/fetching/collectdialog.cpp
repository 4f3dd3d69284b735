// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "collectdialog.h"

#include "common/untrustedtext.h"

#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

CollectDialog::CollectDialog(
    QString projectPath, FetchSettings settings, const QStringList &frameworks, QWidget *parent)
    : QDialog(parent)
    , m_projectPath(std::move(projectPath))
    , m_settings(std::move(settings))
    , m_from(new QDateEdit(this))
    , m_to(new QDateEdit(this))
    , m_frameworks(new QListWidget(this))
    , m_progress(new QProgressBar(this))
    , m_status(UntrustedText::plain(new QLabel(this)))
    , m_start(new QPushButton(tr("Collect"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_close(new QPushButton(tr("Close"), this))
{
    setObjectName(u"collectDialog"_s);
    setWindowTitle(tr("Collect Issues"));
    for (QDateEdit *edit : {m_from, m_to}) {
        edit->setDisplayFormat(u"yyyy-MM-dd"_s);
        edit->setCalendarPopup(true);
    }
    m_from->setObjectName(u"collectFrom"_s);
    m_to->setObjectName(u"collectTo"_s);
    m_from->setAccessibleName(tr("From (UTC)"));
    m_to->setAccessibleName(tr("To (UTC)"));
    m_from->setDate(QDate(2023, 1, 1));
    m_to->setDate(QDateTime::currentDateTimeUtc().date());
    m_frameworks->setObjectName(u"collectFrameworks"_s);
    m_frameworks->setMaximumHeight(m_frameworks->fontMetrics().height() * 8);
    m_frameworks->setAccessibleName(tr("Frameworks to collect"));
    for (const QString &name : frameworks) {
        auto *item = new QListWidgetItem(name, m_frameworks);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    m_progress->setObjectName(u"collectProgress"_s);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    m_status->setObjectName(u"collectStatus"_s);
    m_status->setWordWrap(true);
    m_status->setText(tr("Lists every issue of the frameworks' repositories created in the "
                         "window and keeps those that mention a keyword; pull requests never."));
    m_cancel->setObjectName(u"collectCancel"_s);
    m_cancel->setEnabled(false);
    m_start->setObjectName(u"collectStart"_s);
    m_start->setDefault(true);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow); // the dates keep their width
    form->addRow(tr("From (UTC):"), m_from);
    form->addRow(tr("To (UTC, inclusive):"), m_to);
    form->addRow(tr("Frameworks:"), m_frameworks);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_start, QDialogButtonBox::ActionRole);
    buttons->addButton(m_cancel, QDialogButtonBox::ActionRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    connect(m_start, &QPushButton::clicked, this, &CollectDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, &CollectDialog::cancel);
    connect(m_close, &QPushButton::clicked, this, &CollectDialog::reject);
    resize(560, 300);
}

CollectDialog::~CollectDialog()
{
    stopWorker();
}

void CollectDialog::setWindow(const QDate &from, const QDate &to)
{
    m_from->setDate(from);
    m_to->setDate(to);
}

QString CollectDialog::status() const
{
    return m_status->text();
}

void CollectDialog::setRunning(bool running)
{
    m_running = running;
    m_start->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_close->setEnabled(!running);
    m_from->setEnabled(!running);
    m_to->setEnabled(!running);
    m_frameworks->setEnabled(!running);
    if (running)
        m_progress->setRange(0, 0); // busy: how many pages a listing has is not known
    else
        m_progress->setRange(0, 1);
}

void CollectDialog::start()
{
    if (m_running)
        return;
    CollectRequest request {m_from->date(), m_to->date(), {}};
    if (request.from > request.to) {
        m_status->setText(tr("The window starts after it ends."));
        return;
    }
    for (int i = 0; i < m_frameworks->count(); ++i) {
        if (m_frameworks->item(i)->checkState() == Qt::Checked)
            request.frameworks.append(m_frameworks->item(i)->text());
    }
    if (request.frameworks.isEmpty()) {
        m_status->setText(tr("Check at least one framework."));
        return;
    }
    stopWorker();
    m_thread = new QThread(this);
    m_thread->setObjectName(u"collect"_s);
    m_collector = new IssueCollector(m_projectPath, m_settings);
    m_collector->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_collector, &QObject::deleteLater);
    connect(m_collector, &IssueCollector::progressed, this, [this](const CollectProgress &p) {
        m_status->setText(tr("%1, %2: page %3; %4 issues listed, %5 kept")
                              .arg(p.framework, p.repository)
                              .arg(p.page)
                              .arg(p.listed)
                              .arg(p.kept));
    });
    connect(m_collector, &IssueCollector::rateLimited, this,
        [this](const RateLimitWait &wait) { m_status->setText(wait.message); });
    connect(m_collector, &IssueCollector::finished, this, [this](const CollectSummary &summary) {
        qint64 kept = 0;
        for (const CollectCounts &counts : summary.frameworks)
            kept += counts.kept;
        m_kept += kept;
        setRunning(false);
        m_progress->setValue(summary.isComplete() ? 1 : 0);
        QString text = summary.toText().trimmed();
        if (!summary.error.isEmpty())
            text += u"\n"_s + summary.error;
        m_status->setText(text);
        m_status->setToolTip(UntrustedText::toolTip(text));
        Q_EMIT finished(summary);
    });
    m_thread->start();
    setRunning(true);
    m_status->setText(tr("Collecting…"));
    QMetaObject::invokeMethod(
        m_collector, [collector = m_collector, request] { collector->start(request); },
        Qt::QueuedConnection);
}

void CollectDialog::cancel()
{
    if (m_collector && m_running)
        QMetaObject::invokeMethod(m_collector, &IssueCollector::cancel, Qt::QueuedConnection);
}

void CollectDialog::reject()
{
    if (m_running)
        return; // Cancel first: closing must not leave a collection running unseen
    QDialog::reject();
}

void CollectDialog::stopWorker()
{
    if (!m_thread)
        return;
    if (m_running)
        QMetaObject::invokeMethod(
            m_collector, &IssueCollector::cancel, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_collector = nullptr;
    m_running = false;
}

} // namespace taxonomist::ui
