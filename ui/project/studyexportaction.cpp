// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "studyexportaction.h"

#include "common/asynctask.h"
#include "common/dialogservice.h"
#include "report/replicationpackage.h"
#include "store/projectstore.h"
#include "study/studyexporter.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QWidget>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

StudyExportAction::StudyExportAction(DialogService &dialogs, QWidget *window)
    : QObject(window)
    , m_dialogs(dialogs)
    , m_window(window)
    , m_study(new QAction(tr("Export &Study…"), this))
    , m_package(new QAction(tr("Export Replication &Package…"), this))
    , m_task(new AsyncTask(this))
{
    m_study->setObjectName(u"exportStudyAction"_s);
    m_package->setObjectName(u"exportPackageAction"_s);
    m_study->setStatusTip(
        tr("Write the study's layout (one CSV per framework, the year files) and the long CSV"));
    m_package->setStatusTip(tr("Write the study's layout with the report, its figures, the "
                               "taxonomy, the long CSV and a README.md describing each file"));
    for (QAction *action : {m_study, m_package})
        action->setEnabled(false);
    connect(m_study, &QAction::triggered, this, [this] { start(false); });
    connect(m_package, &QAction::triggered, this, [this] { start(true); });
}

void StudyExportAction::setProjectPath(const QString &path)
{
    m_path = path;
    m_task->discard(); // a result for a project no longer open is dropped
    for (QAction *action : {m_study, m_package})
        action->setEnabled(!path.isEmpty());
}

void StudyExportAction::start(bool package)
{
    const QString title = package ? tr("Export Replication Package") : tr("Export Study");
    const QString chosen = m_dialogs.folder(m_window, title);
    if (chosen.isEmpty() || m_path.isEmpty())
        return;
    const QString folder = QDir::cleanPath(QFileInfo(chosen).absoluteFilePath());
    for (QAction *action : {m_study, m_package})
        action->setEnabled(false); // one export at a time
    Q_EMIT progressed(tr("Exporting the study to %1…").arg(folder));
    m_task->run(
        [path = m_path, folder, package]() -> Result<StudyExportSummary> {
            auto store = ProjectStore::open(path, ProjectStore::OpenMode::ReadOnly,
                ProjectStore::IntegrityCheck::later()); // this thread's own connection
            if (!store)
                return store.error();
            if (package)
                return ReplicationPackage::write(**store, folder, {});
            StudyExportOptions options;
            options.checkIntegrity = true;
            options.longCsvPath = folder + u"-long.csv"_s;
            return StudyExporter::exportTo(**store, folder, options);
        },
        [this, title, folder, package](const Result<StudyExportSummary> &summary) {
            for (QAction *action : {m_study, m_package})
                action->setEnabled(!m_path.isEmpty());
            Q_EMIT progressed(QString());
            if (!summary) {
                m_dialogs.showError(m_window, title,
                    tr("The study could not be exported: %1").arg(summary.error().message()));
                return;
            }
            const QLocale locale;
            QString text
                = tr("Wrote %1 framework CSVs, %2 year files and %3 other files (%4 issues) to %5.")
                      .arg(locale.toString(summary->csvFiles), locale.toString(summary->yearFiles),
                          locale.toString(summary->otherFiles), locale.toString(summary->issues),
                          folder);
            text += u"\n"_s
                + (package ? tr("With the report, its figures, the taxonomy and the long CSV "
                                "(%1 rows); %2 describes every file.")
                                 .arg(locale.toString(summary->longRows), summary->readme)
                           : tr("The long CSV (%1 rows) is beside it: %2")
                                 .arg(locale.toString(summary->longRows), folder + u"-long.csv"_s));
            m_dialogs.showInformation(m_window, title, text);
            Q_EMIT exported(folder);
        });
}

} // namespace taxonomist::ui
