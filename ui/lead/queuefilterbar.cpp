// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "queuefilterbar.h"

#include "store/issuequery.h"
#include "store/projectstore.h"
#include "taxonomy/taxonomystore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

QComboBox *filterBox(const QString &objectName, QWidget *parent)
{
    auto *box = new QComboBox(parent);
    box->setObjectName(objectName);
    // Theme names are long; the popup shows them whole, the box stays narrow.
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(14);
    return box;
}

void addLabeled(QHBoxLayout *row, const QString &label, QWidget *widget)
{
    auto *text = new QLabel(label, widget->parentWidget());
    text->setBuddy(widget);
    row->addWidget(text);
    row->addWidget(widget);
}

void select(QComboBox *box, const QVariant &value)
{
    const QSignalBlocker block(box);
    box->setCurrentIndex(std::max(0, box->findData(value)));
}

} // namespace

QueueFilterBar::QueueFilterBar(QWidget *parent)
    : QWidget(parent)
    , m_framework(filterBox(u"frameworkFilter"_s, this))
    , m_year(filterBox(u"yearFilter"_s, this))
    , m_theme(filterBox(u"themeFilter"_s, this))
    , m_annotator(filterBox(u"annotatorFilter"_s, this))
    , m_status(new QComboBox(this))
    , m_unsureOnly(new QCheckBox(tr("&Unsure only"), this))
    , m_votesChanged(new QCheckBox(tr("Votes c&hanged"), this))
    , m_threshold(new QSpinBox(this))
    , m_mode(new QComboBox(this))
    , m_applyRules(new QPushButton(tr("Apply rules"), this))
    , m_acceptMajority(new QPushButton(tr("Accept majorities…"), this))
{
    m_status->setObjectName(u"statusFilter"_s);
    m_unsureOnly->setObjectName(u"unsureFilter"_s);
    m_unsureOnly->setToolTip(
        tr("Only issues where at least one volunteer marked their label unsure"));
    m_unsureOnly->setAccessibleDescription(m_unsureOnly->toolTip());
    m_votesChanged->setObjectName(u"votesChangedFilter"_s);
    m_votesChanged->setToolTip(
        tr("Only decisions with a volunteer's label written after them, whatever the status "
           "filter says: the decision was taken on other votes"));
    m_votesChanged->setAccessibleDescription(m_votesChanged->toolTip());
    m_threshold->setObjectName(u"majorityThreshold"_s);
    m_threshold->setRange(1, 100);
    m_threshold->setSuffix(u"%"_s);
    m_threshold->setToolTip(
        tr("The share of an issue's labels the top theme needs to count as a majority (project "
           "setting)"));
    m_mode->setObjectName(u"majorityMode"_s);
    m_mode->addItem(tr("Suggest only"), static_cast<int>(ReconcileSettings::MajorityMode::Suggest));
    m_mode->addItem(tr("Pre-fill"), static_cast<int>(ReconcileSettings::MajorityMode::Prefill));
    m_mode->addItem(tr("Auto-accept with the rules"),
        static_cast<int>(ReconcileSettings::MajorityMode::AutoAccept));
    m_mode->setAccessibleName(tr("What a majority does"));
    m_mode->setAccessibleDescription(
        tr("Only suggest the majority, pre-fill it, or accept it with the rules"));
    m_threshold->setAccessibleDescription(m_threshold->toolTip());
    m_applyRules->setObjectName(u"applyRulesButton"_s);
    m_applyRules->setToolTip(tr(
        "Give every unanimous issue its final label (and, if the project says so, every majority "
        "that reaches the threshold). Applying the rules again decides nothing twice."));
    m_acceptMajority->setObjectName(u"acceptMajorityButton"_s);
    m_acceptMajority->setToolTip(
        tr("Accept the majority as the final label of every undecided issue in the filtered "
           "queue whose majority reaches the threshold; ties stay for you"));

    // Two rows, the filters and the rules, and combo boxes that do not grow with their longest
    // entry (a theme's name), so the bar fits a 1366-pixel screen.
    for (QComboBox *box : {m_framework, m_year, m_theme, m_annotator, m_status, m_mode}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(box == m_theme || box == m_mode ? 22 : 12);
    }
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    rows->addLayout(row);
    addLabeled(row, tr("&Framework"), m_framework);
    addLabeled(row, tr("&Year"), m_year);
    addLabeled(row, tr("&Theme"), m_theme);
    addLabeled(row, tr("&Volunteer"), m_annotator);
    addLabeled(row, tr("&Show"), m_status);
    row->addStretch(1);
    // The two check boxes on the second row, at its end: the first then fits a 1280-pixel screen
    // (a 2560×1440 one at 2×) too.
    auto *rules = new QHBoxLayout;
    rows->addLayout(rules);
    addLabeled(rules, tr("Majority at least"), m_threshold);
    rules->addWidget(m_mode);
    rules->addWidget(m_applyRules);
    rules->addWidget(m_acceptMajority);
    rules->addStretch(1);
    rules->addWidget(m_unsureOnly);
    rules->addWidget(m_votesChanged);

    for (QComboBox *box : {m_framework, m_year, m_theme, m_annotator, m_status})
        connect(box, &QComboBox::currentIndexChanged, this, &QueueFilterBar::filterChanged);
    connect(m_unsureOnly, &QCheckBox::toggled, this, &QueueFilterBar::filterChanged);
    connect(m_votesChanged, &QCheckBox::toggled, this, &QueueFilterBar::filterChanged);
    connect(m_threshold, &QSpinBox::valueChanged, this, &QueueFilterBar::ruleChanged);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &QueueFilterBar::ruleChanged);
}

void QueueFilterBar::populate(
    const ProjectStore &store, const StoredTaxonomy &taxonomy, const ReconcileSettings &settings)
{
    // Filling is not a change of filter or rule: nothing is emitted.
    const QSignalBlocker blockSelf(this);
    for (QComboBox *box : {m_framework, m_year, m_theme, m_annotator, m_status})
        box->clear();
    m_framework->addItem(tr("All frameworks"), 0);
    for (const FrameworkInfo &framework : IssueQuery::frameworks(store))
        m_framework->addItem(framework.name, framework.id);
    m_year->addItem(tr("All years"), 0);
    for (const int year : IssueQuery::years(store))
        m_year->addItem(QString::number(year), year);
    m_theme->addItem(tr("All themes"), 0);
    const Taxonomy &tree = taxonomy.taxonomy;
    for (int i = 0; i < tree.size(); ++i) {
        if (tree.node(i).level == 1)
            m_theme->addItem(
                u"%1 %2"_s.arg(tree.node(i).code, tree.node(i).name), taxonomy.nodeIds[i]);
    }
    m_annotator->addItem(tr("All volunteers"), 0);
    for (const Annotator &annotator : store.annotators())
        m_annotator->addItem(annotator.name, annotator.id);
    m_status->addItem(tr("Undecided"), static_cast<int>(QueueFilter::Status::Undecided));
    m_status->addItem(tr("Decided"), static_cast<int>(QueueFilter::Status::Decided));
    m_status->addItem(tr("All disagreements"), static_cast<int>(QueueFilter::Status::All));
    m_threshold->setValue(qRound(settings.majorityThreshold * 100));
    m_mode->setCurrentIndex(m_mode->findData(static_cast<int>(settings.majorityMode)));
}

QueueFilter QueueFilterBar::filter() const
{
    QueueFilter filter;
    filter.frameworkId = m_framework->currentData().toLongLong();
    filter.year = m_year->currentData().toInt();
    filter.themeNodeId = m_theme->currentData().toLongLong();
    filter.annotatorId = m_annotator->currentData().toLongLong();
    filter.status = static_cast<QueueFilter::Status>(m_status->currentData().toInt());
    filter.unsureOnly = m_unsureOnly->isChecked();
    filter.votesChangedOnly = m_votesChanged->isChecked();
    return filter;
}

void QueueFilterBar::setFilter(const QueueFilter &filter)
{
    select(m_framework, filter.frameworkId);
    select(m_year, filter.year);
    select(m_theme, filter.themeNodeId);
    select(m_annotator, filter.annotatorId);
    select(m_status, static_cast<int>(filter.status));
    const QSignalBlocker block(m_unsureOnly);
    m_unsureOnly->setChecked(filter.unsureOnly);
    const QSignalBlocker blockChanged(m_votesChanged);
    m_votesChanged->setChecked(filter.votesChangedOnly);
}

ReconcileSettings QueueFilterBar::settings(ReconcileSettings base) const
{
    base.majorityThreshold = m_threshold->value() / 100.0;
    base.majorityMode = static_cast<ReconcileSettings::MajorityMode>(m_mode->currentData().toInt());
    return base;
}

} // namespace taxonomist::ui
