#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class QTimer;

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

class IssueTableModel;

// The issue list with its filters: framework, year and a search on the URL, and how many issues
// match. Filtering happens in SQL through IssueTableModel.
class IssueListView final : public QWidget
{
    Q_OBJECT

public:
    explicit IssueListView(QWidget *parent = nullptr);

    void setStore(const core::ProjectStore *store);
    IssueTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QComboBox *frameworkFilter() const { return m_framework; }
    QLineEdit *searchField() const { return m_search; }
    QString summaryText() const;

Q_SIGNALS:
    void currentIssueChanged(qint64 issueId);

private:
    void applyFilter();
    void updateSummary();

    const core::ProjectStore *m_store = nullptr;
    IssueTableModel *m_model;
    QComboBox *m_framework;
    QComboBox *m_year;
    QLineEdit *m_search;
    QTimer *m_searchDelay;
    QLabel *m_summary;
    QTableView *m_table;
    qint64 m_total = 0;
};

} // namespace taxonomist::ui
