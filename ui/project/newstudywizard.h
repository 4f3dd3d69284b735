// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "study/studyframeworks.h"
#include "taxonomy/taxonomy.h"

#include <QWizard>

#include <optional>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace taxonomist::ui {

class DialogService;

// What File › New Study… asks for, checked: the file, the taxonomy (read already), the number
// of volunteers and the frameworks with their repositories and keywords (keyword files read).
struct NewStudyPlan
{
    QString path;
    std::optional<core::Taxonomy> taxonomy;
    int volunteers = 0;
    QList<core::FrameworkDefinition> frameworks;
};

// File › New Study…: the project file, the taxonomy source (none, the bundled LLM taxonomy, or a
// taxonomy JSON or REFI-QDA codebook), the volunteers, and the frameworks (name, repositories as
// github:OWNER/REPO or gitee:OWNER/REPO, a keyword file or every issue). Each page is checked
// before the next (a bad repository or keyword file is named on the page, with its line and
// column); plan() holds the result once the wizard is accepted. Files are chosen through the
// DialogService, so tests answer them.
class NewStudyWizard final : public QWizard
{
    Q_OBJECT

public:
    NewStudyWizard(DialogService &dialogs, QWidget *parent = nullptr);

    const NewStudyPlan &plan() const { return m_plan; }

    // For tests and screenshots: fill in what a user would type.
    void setPath(const QString &path);
    enum class TaxonomySource { None, Bundled, File };
    void setTaxonomy(TaxonomySource source, const QString &file = {});
    void setVolunteers(int volunteers);
    // Appends a row; `keywordFile` empty means every issue.
    void addFramework(const QString &name, const QString &repositories, const QString &keywordFile);
    // The problem the current page shows, if any.
    QString pageError() const;

    bool validateCurrentPage() override;

private:
    QWizardPage *filePage();
    QWizardPage *taxonomyPage();
    QWizardPage *frameworksPage();
    bool checkFile();
    bool checkTaxonomy();
    bool checkFrameworks();
    void showError(QLabel *label, const QString &error);

    DialogService &m_dialogs;
    NewStudyPlan m_plan;
    QLineEdit *m_path = nullptr;
    QLabel *m_fileError = nullptr;
    QButtonGroup *m_source = nullptr;
    QLineEdit *m_taxonomyFile = nullptr;
    QSpinBox *m_volunteers = nullptr;
    QLabel *m_taxonomyError = nullptr;
    QTableWidget *m_frameworks = nullptr;
    QLabel *m_frameworksError = nullptr;
};

} // namespace taxonomist::ui
