// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundassigndialog.h"

#include "common/palettecolors.h"
#include "common/untrustedtext.h"
#include "store/projectstore.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

RoundAssignDialog::RoundAssignDialog(
    ProjectStore *store, const Round &round, const QString &actor, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_round(round)
    , m_actor(actor)
    , m_everyone(new QRadioButton(tr("&Every volunteer labels every issue"), this))
    , m_some(new QRadioButton(tr("&Volunteers per issue, balanced:"), this))
    , m_perIssue(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_error(UntrustedText::plain(new QLabel(this)))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"roundAssignDialog"_s);
    setWindowTitle(tr("Assign a Round"));
    setMinimumWidth(440); // the explanation reads as a paragraph, not a column
    int volunteers = 0;
    for (const Annotator &annotator : store->annotators())
        volunteers += annotator.isVolunteer() ? 1 : 0;
    auto *about = UntrustedText::plain(new QLabel(
        tr("Assigns the %1 issues of “%2” to the team's %3 volunteers. Issues outside the round "
           "keep their assignments; within it, volunteers no longer chosen lose theirs.")
            .arg(QLocale().toString(round.issueIds.size()), round.name)
            .arg(volunteers),
        this));
    about->setWordWrap(true);
    m_everyone->setObjectName(u"assignEveryone"_s);
    m_everyone->setChecked(true);
    m_some->setObjectName(u"assignPerIssue"_s);
    m_perIssue->setObjectName(u"assignK"_s);
    m_perIssue->setRange(1, std::max(1, volunteers));
    m_perIssue->setValue(std::min(2, std::max(1, volunteers)));
    m_perIssue->setAccessibleName(tr("Volunteers per issue"));
    m_perIssue->setEnabled(false);
    m_seed->setObjectName(u"assignSeed"_s);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(static_cast<int>(std::min<quint64>(round.seed, quint64(m_seed->maximum()))));
    m_seed->setEnabled(false);
    m_error->setObjectName(u"assignError"_s);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(u"color: %1"_s.arg(PaletteColors::error(palette()).name()));
    m_error->hide();
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Assign"));

    auto *perIssue = new QHBoxLayout;
    perIssue->addWidget(m_some);
    perIssue->addWidget(m_perIssue);
    perIssue->addStretch(1);
    auto *form = new QFormLayout;
    form->addRow(tr("S&eed:"), m_seed);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addWidget(m_everyone);
    layout->addLayout(perIssue);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
    connect(m_some, &QRadioButton::toggled, m_perIssue, &QWidget::setEnabled);
    connect(m_some, &QRadioButton::toggled, m_seed, &QWidget::setEnabled);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &RoundAssignDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &RoundAssignDialog::reject);
}

void RoundAssignDialog::accept()
{
    AssignmentRequest request;
    request.perIssue = m_some->isChecked() ? m_perIssue->value() : 0;
    request.seed = quint64(m_seed->value());
    request.round = m_round.name;
    request.roundId = m_round.id;
    auto summary = AssignmentStore::assign(*m_store, request, m_actor);
    if (!summary) {
        m_error->setText(summary.error().message());
        m_error->show();
        return;
    }
    m_summary = *summary;
    Q_EMIT assigned(m_summary);
    QDialog::accept();
}

} // namespace taxonomist::ui
