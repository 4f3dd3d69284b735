// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sampledialog.h"

#include "common/asynctask.h"
#include "common/palettecolors.h"
#include "common/untrustedtext.h"
#include "reconcile/roundstore.h"
#include "sampleplanmodel.h"
#include "store/projectstore.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

SampleDialog::SampleDialog(
    ProjectStore *store, qint64 leadId, const QString &leadName, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_leadId(leadId)
    , m_leadName(leadName)
    , m_task(new AsyncTask(this))
    , m_name(new QLineEdit(this))
    , m_kind(new QComboBox(this))
    , m_confidence(new QDoubleSpinBox(this))
    , m_margin(new QDoubleSpinBox(this))
    , m_proportion(new QDoubleSpinBox(this))
    , m_strata(new QComboBox(this))
    , m_seed(new QSpinBox(this))
    , m_frameworks(new QListWidget(this))
    , m_size(UntrustedText::plain(new QLabel(this)))
    , m_model(new SamplePlanModel(this))
    , m_table(new QTableView(this))
    , m_error(UntrustedText::plain(new QLabel(this)))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"sampleDialog"_s);
    setWindowTitle(tr("Draw a Sample"));
    m_name->setObjectName(u"sampleName"_s);
    m_name->setText(tr("Pilot"));
    m_kind->setObjectName(u"sampleKind"_s);
    m_kind->addItem(tr("Pilot"), static_cast<int>(Round::Kind::Pilot));
    m_kind->addItem(tr("Round"), static_cast<int>(Round::Kind::Round));
    m_kind->setAccessibleName(tr("Kind of round"));
    m_confidence->setObjectName(u"sampleConfidence"_s);
    m_confidence->setRange(50, 99.9);
    m_confidence->setDecimals(1);
    m_confidence->setSingleStep(1);
    m_confidence->setSuffix(u" %"_s);
    m_confidence->setValue(95);
    m_margin->setObjectName(u"sampleMargin"_s);
    m_margin->setRange(0.1, 50);
    m_margin->setDecimals(1);
    m_margin->setSingleStep(0.5);
    m_margin->setSuffix(u" %"_s);
    m_margin->setValue(5);
    m_proportion->setObjectName(u"sampleProportion"_s);
    m_proportion->setRange(0.01, 0.99);
    m_proportion->setDecimals(2);
    m_proportion->setSingleStep(0.05);
    m_proportion->setValue(0.5);
    m_proportion->setToolTip(tr("The share you expect to estimate; 0.5 gives the largest, safest "
                                "sample when you do not know it"));
    m_strata->setObjectName(u"sampleStrata"_s);
    m_strata->addItem(tr("By framework and year"), static_cast<int>(SampleStrata::FrameworkYear));
    m_strata->addItem(tr("By framework"), static_cast<int>(SampleStrata::Framework));
    m_strata->addItem(tr("Not stratified"), static_cast<int>(SampleStrata::None));
    m_seed->setObjectName(u"sampleSeed"_s);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    // A fresh seed by default; it is recorded, so the sample can be drawn again.
    m_seed->setValue(static_cast<int>(QDateTime::currentSecsSinceEpoch() % 100000));
    m_frameworks->setObjectName(u"sampleFrameworks"_s);
    m_frameworks->setAccessibleName(tr("Frameworks to sample"));
    m_frameworks->setToolTip(tr("The sample is drawn from the checked frameworks' issues"));
    m_size->setObjectName(u"sampleSize"_s);
    m_size->setWordWrap(true);
    m_size->setText(tr("Reading the project's issues…"));
    m_table->setObjectName(u"sampleStrataTable"_s);
    m_table->setModel(m_model);
    m_table->setAccessibleName(tr("Sample per stratum"));
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(
        SamplePlanModel::FrameworkColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setMinimumSectionSize(90);
    m_error->setObjectName(u"sampleError"_s);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(u"color: %1"_s.arg(PaletteColors::error(palette()).name()));
    m_error->hide();
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Draw and Record"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Confidence level:"), m_confidence);
    form->addRow(tr("&Margin of error:"), m_margin);
    form->addRow(tr("Expected &proportion:"), m_proportion);
    form->addRow(tr("&Strata:"), m_strata);
    form->addRow(tr("S&eed:"), m_seed);
    auto *frameworks = new QVBoxLayout;
    auto *frameworksLabel = new QLabel(tr("&Frameworks:"), this);
    frameworksLabel->setBuddy(m_frameworks);
    frameworks->addWidget(frameworksLabel);
    frameworks->addWidget(m_frameworks, 1);
    auto *top = new QHBoxLayout;
    top->addLayout(form, 3);
    top->addLayout(frameworks, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_size);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);

    for (QDoubleSpinBox *box : {m_confidence, m_margin, m_proportion})
        connect(box, &QDoubleSpinBox::valueChanged, this, &SampleDialog::replan);
    connect(m_seed, &QSpinBox::valueChanged, this, &SampleDialog::replan);
    connect(m_strata, &QComboBox::currentIndexChanged, this, &SampleDialog::replan);
    connect(m_frameworks, &QListWidget::itemChanged, this, &SampleDialog::replan);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &SampleDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &SampleDialog::reject);

    const QString path = store->path();
    m_task->run(
        [path]() -> Result<SamplePopulation> {
            auto opened = ProjectStore::open(
                path, ProjectStore::OpenMode::ExistingOnly, ProjectStore::IntegrityCheck::later());
            if (!opened)
                return opened.error();
            return SamplePopulation::read(**opened);
        },
        [this](Result<SamplePopulation> population) {
            if (!population) {
                m_size->clear();
                m_error->setText(population.error().message());
                m_error->show();
                return;
            }
            m_population = std::move(*population);
            const QSignalBlocker block(m_frameworks);
            for (const auto &[id, name] : std::as_const(m_population->frameworks)) {
                auto *item = new QListWidgetItem(name, m_frameworks);
                item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
                item->setCheckState(Qt::Checked);
            }
            replan();
            Q_EMIT populationLoaded();
        });
}

SampleDialog::~SampleDialog() = default;

bool SampleDialog::isLoading() const
{
    return m_task->isRunning();
}

SampleDesign SampleDialog::design() const
{
    SampleDesign design;
    design.confidence = m_confidence->value();
    design.margin = m_margin->value();
    design.proportion = m_proportion->value();
    design.strata = static_cast<SampleStrata>(m_strata->currentData().toInt());
    design.seed = quint64(m_seed->value());
    // Every framework checked: no restriction, so frameworks added later are sampled too.
    QStringList checked;
    for (int row = 0; row < m_frameworks->count(); ++row) {
        if (m_frameworks->item(row)->checkState() == Qt::Checked)
            checked.append(m_frameworks->item(row)->text());
    }
    if (checked.size() < m_frameworks->count())
        design.frameworks = checked;
    return design;
}

void SampleDialog::replan()
{
    if (!m_population)
        return;
    m_plan.reset();
    m_error->hide();
    QPushButton *draw = m_buttons->button(QDialogButtonBox::Ok);
    const SampleDesign wanted = design();
    if (m_frameworks->count() > 0 && wanted.frameworks.isEmpty()
        && m_frameworks->item(0)->checkState() != Qt::Checked) {
        m_model->clear();
        m_size->setText(tr("Check at least one framework."));
        draw->setEnabled(false);
        return;
    }
    auto plan = SamplePlan::compute(*m_population, wanted);
    if (!plan) {
        m_model->clear();
        m_size->clear();
        m_error->setText(plan.error().message());
        m_error->show();
        draw->setEnabled(false);
        return;
    }
    m_plan = std::move(*plan);
    m_model->setPlan(*m_plan);
    const SampleSize &size = m_plan->size;
    const QLocale locale;
    // The result first, then how it was reached: what a methods section states.
    m_size->setText(tr("Sample: %1 of %2 issues\nz = %3; n₀ = z² p (1 − p) / e² = %4; "
                       "n = n₀ / (1 + (n₀ − 1) / N), rounded up; each stratum's share is in "
                       "proportion to its size.")
                        .arg(locale.toString(size.n), locale.toString(size.population),
                            locale.toString(size.z, 'f', 4), locale.toString(size.n0, 'f', 2)));
    draw->setEnabled(size.n > 0);
}

void SampleDialog::accept()
{
    if (!m_plan || m_plan->size.n < 1)
        return;
    const QString name = m_name->text().trimmed();
    auto round = RoundStore::create(*m_store, name,
        static_cast<Round::Kind>(m_kind->currentData().toInt()), *m_plan, m_leadId, m_leadName);
    if (!round) {
        m_error->setText(round.error().message());
        m_error->show();
        return;
    }
    m_roundId = round->id;
    Q_EMIT drawn(m_roundId);
    QDialog::accept();
}

} // namespace taxonomist::ui
