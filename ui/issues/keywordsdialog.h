#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

// Edits a framework's filter keywords, one per line. Saving recomputes where the keywords occur
// in the framework's fetched issues, in one audited transaction.
class KeywordsDialog final : public QDialog
{
    Q_OBJECT

public:
    KeywordsDialog(core::ProjectStore *store, const QString &actor, const QString &framework, QWidget *parent = nullptr);

    QComboBox *frameworkBox() const { return m_framework; }
    QPlainTextEdit *editor() const { return m_editor; }
    // Saves the shown list; false (with the reason shown) when it cannot.
    bool save();

private:
    void load();

    core::ProjectStore *m_store;
    QString m_actor;
    QComboBox *m_framework;
    QPlainTextEdit *m_editor;
    QLabel *m_status;
};

} // namespace taxonomist::ui
