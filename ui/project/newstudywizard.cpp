// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "newstudywizard.h"

#include "common/dialogservice.h"
#include "common/untrustedtext.h"
#include "exchange/taxonomyfile.h"
#include "taxonomy/taxonomyloader.h"

#include <QButtonGroup>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

enum Column { NameColumn, RepositoriesColumn, KeywordsColumn };

QLabel *errorLabel(QWidget *parent)
{
    auto *label = UntrustedText::plain(new QLabel(parent));
    label->setWordWrap(true);
    label->setStyleSheet(u"color: palette(highlight);"_s);
    label->hide();
    return label;
}

} // namespace

NewStudyWizard::NewStudyWizard(DialogService &dialogs, QWidget *parent)
    : QWizard(parent)
    , m_dialogs(dialogs)
{
    setObjectName(u"newStudyWizard"_s);
    setWindowTitle(tr("New Study"));
    setWizardStyle(QWizard::ClassicStyle);
    addPage(filePage());
    addPage(taxonomyPage());
    addPage(frameworksPage());
    resize(720, 480);
}

QWizardPage *NewStudyWizard::filePage()
{
    auto *page = new QWizardPage(this);
    page->setTitle(tr("The project file"));
    page->setSubTitle(tr("A study of your own starts empty: no frameworks, no issues. Choose "
                         "where its project file goes."));
    m_path = new QLineEdit(page);
    m_path->setObjectName(u"studyPath"_s);
    m_path->setAccessibleName(tr("Project file"));
    auto *choose = new QPushButton(tr("Choose…"), page);
    choose->setAccessibleName(tr("Choose the project file"));
    connect(choose, &QPushButton::clicked, this, [this] {
        if (const QString path = m_dialogs.newProjectPath(this); !path.isEmpty())
            m_path->setText(path);
    });
    auto *row = new QHBoxLayout;
    row->addWidget(m_path, 1);
    row->addWidget(choose);
    m_fileError = errorLabel(page);
    auto *layout = new QFormLayout(page);
    layout->addRow(tr("Project file:"), row);
    layout->addRow(m_fileError);
    return page;
}

QWizardPage *NewStudyWizard::taxonomyPage()
{
    auto *page = new QWizardPage(this);
    page->setTitle(tr("Taxonomy and team"));
    page->setSubTitle(tr("Label with a taxonomy you have, or start without one and grow it from "
                         "open codes. Each volunteer labels in a column of their own."));
    m_source = new QButtonGroup(page);
    auto *none = new QRadioButton(tr("No taxonomy yet"), page);
    auto *bundled = new QRadioButton(tr("The LLM challenges taxonomy (bundled)"), page);
    auto *file = new QRadioButton(tr("From a file (taxonomy JSON or REFI-QDA codebook):"), page);
    none->setObjectName(u"taxonomyNone"_s);
    bundled->setObjectName(u"taxonomyBundled"_s);
    file->setObjectName(u"taxonomyFile"_s);
    m_source->addButton(none, int(TaxonomySource::None));
    m_source->addButton(bundled, int(TaxonomySource::Bundled));
    m_source->addButton(file, int(TaxonomySource::File));
    bundled->setChecked(true);
    m_taxonomyFile = new QLineEdit(page);
    m_taxonomyFile->setObjectName(u"taxonomyPath"_s);
    m_taxonomyFile->setAccessibleName(tr("Taxonomy file"));
    auto *choose = new QPushButton(tr("Choose…"), page);
    choose->setAccessibleName(tr("Choose the taxonomy file"));
    connect(choose, &QPushButton::clicked, this, [this, file] {
        const QString path = m_dialogs.openFilePath(
            this, tr("Taxonomy"), tr("Taxonomy JSON or REFI-QDA codebook (*.json *.qdc)"));
        if (!path.isEmpty()) {
            m_taxonomyFile->setText(path);
            file->setChecked(true);
        }
    });
    m_volunteers = new QSpinBox(page);
    m_volunteers->setObjectName(u"volunteers"_s);
    m_volunteers->setAccessibleName(tr("Volunteers"));
    m_volunteers->setRange(0, 64);
    m_volunteers->setValue(3);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_taxonomyFile, 1);
    fileRow->addWidget(choose);
    m_taxonomyError = errorLabel(page);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(none);
    layout->addWidget(bundled);
    layout->addWidget(file);
    layout->addLayout(fileRow);
    auto *team = new QFormLayout;
    team->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    team->addRow(tr("Volunteers (Label1..LabelN):"), m_volunteers);
    layout->addSpacing(12);
    layout->addLayout(team);
    layout->addWidget(m_taxonomyError);
    layout->addStretch(1);
    return page;
}

QWizardPage *NewStudyWizard::frameworksPage()
{
    auto *page = new QWizardPage(this);
    page->setTitle(tr("Frameworks"));
    page->setSubTitle(tr("Each framework's issues come from its repositories (github:OWNER/REPO "
                         "or gitee:OWNER/REPO, separated by spaces). With a keyword file only "
                         "issues that mention a keyword are collected; without one, every issue."));
    m_frameworks = new QTableWidget(0, 3, page);
    m_frameworks->setObjectName(u"frameworks"_s);
    m_frameworks->setAccessibleName(tr("Frameworks"));
    m_frameworks->setHorizontalHeaderLabels(
        {tr("Name"), tr("Repositories"), tr("Keyword file (empty: every issue)")});
    m_frameworks->horizontalHeader()->setSectionResizeMode(
        RepositoriesColumn, QHeaderView::Stretch);
    m_frameworks->horizontalHeader()->setSectionResizeMode(KeywordsColumn, QHeaderView::Stretch);
    m_frameworks->verticalHeader()->hide();
    auto *add = new QPushButton(tr("Add Framework"), page);
    auto *keywords = new QPushButton(tr("Keyword File…"), page);
    auto *remove = new QPushButton(tr("Remove"), page);
    keywords->setAccessibleName(tr("Choose the keyword file of the selected framework"));
    connect(add, &QPushButton::clicked, this, [this] {
        addFramework(QString(), QString(), QString());
        m_frameworks->setCurrentCell(m_frameworks->rowCount() - 1, NameColumn);
        m_frameworks->editItem(m_frameworks->item(m_frameworks->rowCount() - 1, NameColumn));
    });
    connect(keywords, &QPushButton::clicked, this, [this] {
        const int row = m_frameworks->currentRow();
        if (row < 0)
            return;
        const QString path = m_dialogs.openFilePath(
            this, tr("Keyword File"), tr("Keywords (*.txt *.py filter_keywords);;All files (*)"));
        if (!path.isEmpty())
            m_frameworks->item(row, KeywordsColumn)->setText(path);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (const int row = m_frameworks->currentRow(); row >= 0)
            m_frameworks->removeRow(row);
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(keywords);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    m_frameworksError = errorLabel(page);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_frameworks, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_frameworksError);
    return page;
}

void NewStudyWizard::setPath(const QString &path)
{
    m_path->setText(path);
}

void NewStudyWizard::setTaxonomy(TaxonomySource source, const QString &file)
{
    m_source->button(int(source))->setChecked(true);
    m_taxonomyFile->setText(file);
}

void NewStudyWizard::setVolunteers(int volunteers)
{
    m_volunteers->setValue(volunteers);
}

void NewStudyWizard::addFramework(
    const QString &name, const QString &repositories, const QString &keywordFile)
{
    const int row = m_frameworks->rowCount();
    m_frameworks->insertRow(row);
    m_frameworks->setItem(row, NameColumn, new QTableWidgetItem(name));
    m_frameworks->setItem(row, RepositoriesColumn, new QTableWidgetItem(repositories));
    m_frameworks->setItem(row, KeywordsColumn, new QTableWidgetItem(keywordFile));
}

QString NewStudyWizard::pageError() const
{
    for (const QLabel *label : {m_fileError, m_taxonomyError, m_frameworksError}) {
        if (!label->isHidden() && !label->text().isEmpty())
            return label->text();
    }
    return {};
}

void NewStudyWizard::showError(QLabel *label, const QString &error)
{
    label->setText(error);
    label->setVisible(!error.isEmpty());
}

bool NewStudyWizard::validateCurrentPage()
{
    switch (currentId()) {
    case 0:
        return checkFile();
    case 1:
        return checkTaxonomy();
    case 2:
        return checkFrameworks();
    default:
        return true;
    }
}

bool NewStudyWizard::checkFile()
{
    const QString path = m_path->text().trimmed();
    if (path.isEmpty()) {
        showError(m_fileError, tr("Choose where the project file goes."));
        return false;
    }
    if (QFileInfo::exists(path)) {
        showError(
            m_fileError, tr("%1 exists already; a new study never replaces a file.").arg(path));
        return false;
    }
    if (!QFileInfo(QFileInfo(path).absolutePath()).isDir()) {
        showError(
            m_fileError, tr("The folder %1 does not exist.").arg(QFileInfo(path).absolutePath()));
        return false;
    }
    showError(m_fileError, QString());
    m_plan.path = path;
    return true;
}

bool NewStudyWizard::checkTaxonomy()
{
    m_plan.volunteers = m_volunteers->value();
    m_plan.taxonomy.reset();
    const auto source = TaxonomySource(m_source->checkedId());
    if (source == TaxonomySource::None) {
        showError(m_taxonomyError, QString());
        return true;
    }
    auto taxonomy = source == TaxonomySource::Bundled
        ? TaxonomyLoader::bundledLlmChallenges()
        : (m_taxonomyFile->text().trimmed().isEmpty()
                ? Result<Taxonomy>(Error(tr("Choose a taxonomy file, or another source.")))
                : TaxonomyFile::load(m_taxonomyFile->text().trimmed()));
    if (!taxonomy) {
        showError(m_taxonomyError, taxonomy.error().message());
        return false;
    }
    showError(m_taxonomyError, QString());
    m_plan.taxonomy = std::move(taxonomy).value();
    return true;
}

bool NewStudyWizard::checkFrameworks()
{
    QList<FrameworkDefinition> frameworks;
    static const QRegularExpression separators(u"[\\s,]+"_s);
    for (int row = 0; row < m_frameworks->rowCount(); ++row) {
        const auto text = [this, row](int column) {
            const QTableWidgetItem *item = m_frameworks->item(row, column);
            return item ? item->text().trimmed() : QString();
        };
        FrameworkDefinition framework;
        framework.name = text(NameColumn);
        const QString where = tr("Framework %1").arg(row + 1);
        if (framework.name.isEmpty()) {
            showError(m_frameworksError, tr("%1 has no name.").arg(where));
            return false;
        }
        for (const QString &spec : text(RepositoriesColumn).split(separators, Qt::SkipEmptyParts)) {
            auto repository = FrameworkRepository::parse(spec, framework.name);
            if (!repository) {
                showError(m_frameworksError, repository.error().message());
                return false;
            }
            if (!framework.repositories.contains(*repository))
                framework.repositories.append(*repository);
        }
        if (framework.repositories.isEmpty()) {
            showError(m_frameworksError,
                tr("%1 needs a repository: github:OWNER/REPO or gitee:OWNER/REPO.")
                    .arg(framework.name));
            return false;
        }
        if (const QString file = text(KeywordsColumn); !file.isEmpty()) {
            auto keywords = StudyFrameworks::readKeywordFile(file, framework.name);
            if (!keywords) {
                showError(m_frameworksError, keywords.error().message());
                return false;
            }
            framework.keywords = *keywords;
        }
        if (auto status = StudyFrameworks::check(framework); !status) {
            showError(m_frameworksError, status.error().message());
            return false;
        }
        for (const FrameworkDefinition &other : std::as_const(frameworks)) {
            if (other.name.compare(framework.name, Qt::CaseInsensitive) == 0) {
                showError(
                    m_frameworksError, tr("Two frameworks are named %1.").arg(framework.name));
                return false;
            }
        }
        frameworks.append(std::move(framework));
    }
    showError(m_frameworksError, QString());
    m_plan.frameworks = frameworks;
    return true;
}

} // namespace taxonomist::ui
