#include "issuelistview.h"

#include "issuetablemodel.h"
#include "store/issuequery.h"
#include "store/projectstore.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

IssueListView::IssueListView(QWidget *parent)
    : QWidget(parent)
    , m_model(new IssueTableModel(this))
    , m_framework(new QComboBox(this))
    , m_year(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_searchDelay(new QTimer(this))
    , m_summary(new QLabel(this))
    , m_table(new QTableView(this))
{
    m_framework->setObjectName(u"frameworkFilter"_s);
    m_framework->setToolTip(u"Show the issues of one framework"_s);
    m_year->setObjectName(u"yearFilter"_s);
    m_search->setObjectName(u"issueSearch"_s);
    m_search->setPlaceholderText(u"Search URLs…"_s);
    m_search->setClearButtonEnabled(true);
    m_summary->setObjectName(u"issueCount"_s);
    m_summary->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    m_table->setObjectName(u"issueTable"_s);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setShowGrid(false);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setColumnWidth(IssueTableModel::FrameworkColumn, 120);
    m_table->setColumnWidth(IssueTableModel::IssueColumn, 230);
    m_table->setColumnWidth(IssueTableModel::YearColumn, 60);
    m_table->setColumnWidth(IssueTableModel::FinalLabelColumn, 90);

    auto *filters = new QHBoxLayout;
    filters->addWidget(new QLabel(u"Framework"_s, this));
    filters->addWidget(m_framework);
    filters->addWidget(new QLabel(u"Year"_s, this));
    filters->addWidget(m_year);
    filters->addWidget(m_search, 1);
    filters->addWidget(m_summary);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);

    // Typing waits for a pause before it queries, so each keystroke does not hit the database.
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(150);
    connect(m_search, &QLineEdit::textChanged, m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_searchDelay, &QTimer::timeout, this, &IssueListView::applyFilter);
    connect(m_framework, &QComboBox::currentIndexChanged, this, &IssueListView::applyFilter);
    connect(m_year, &QComboBox::currentIndexChanged, this, &IssueListView::applyFilter);
    connect(m_model, &IssueTableModel::matchingCountChanged, this, &IssueListView::updateSummary);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                Q_EMIT currentIssueChanged(current.isValid() ? current.data(IssueTableModel::IssueIdRole).toLongLong() : 0);
            });
}

void IssueListView::setStore(const ProjectStore *store)
{
    m_store = store;
    const QSignalBlocker blockFramework(m_framework);
    const QSignalBlocker blockYear(m_year);
    m_framework->clear();
    m_year->clear();
    m_total = 0;
    if (store) {
        const QLocale locale;
        const QList<FrameworkInfo> frameworks = IssueQuery::frameworks(*store);
        for (const FrameworkInfo &framework : frameworks)
            m_total += framework.issues;
        m_framework->addItem(u"All frameworks"_s, 0);
        for (const FrameworkInfo &framework : frameworks)
            m_framework->addItem(u"%1 (%2)"_s.arg(framework.name, locale.toString(framework.issues)), framework.id);
        m_year->addItem(u"All years"_s, 0);
        for (const int year : IssueQuery::years(*store))
            m_year->addItem(QString::number(year), year);
    }
    m_search->clear();
    m_model->setStore(store);
}

void IssueListView::applyFilter()
{
    IssueFilter filter;
    filter.frameworkId = m_framework->currentData().toLongLong();
    filter.year = m_year->currentData().toInt();
    filter.text = m_search->text();
    m_model->setFilter(filter);
}

QString IssueListView::summaryText() const
{
    return m_summary->text();
}

void IssueListView::updateSummary()
{
    const QLocale locale;
    const qint64 matching = m_model->matchingCount();
    m_summary->setText(matching == m_total ? u"%1 issues"_s.arg(locale.toString(m_total))
                                           : u"%1 of %2 issues"_s.arg(locale.toString(matching), locale.toString(m_total)));
}

} // namespace taxonomist::ui
