// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Renders the volunteer's workbench on the bundled demo with a full-text search in the issue list
// and a theme code typed in the picker, to DOCS_FOLDER/workbench-search.png, and the codebook
// opened on that node with F1, to DOCS_FOLDER/codebook.png (run by hand: workbench_screenshots
// DOCS_FOLDER).
#include "common/headlessdialogservice.h"
#include "common/settings.h"
#include "issues/issuelistview.h"
#include "picker/taxonomypicker.h"
#include "project/demoproject.h"
#include "window/mainwindow.h"
#include "workbench/workbench.h"

#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace taxonomist;

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : u"docs"_s;
    QTemporaryDir dir;
    auto path = ui::DemoProject::install(dir.path());
    if (!path) {
        std::fprintf(stderr, "%s\n", qPrintable(path.error().message()));
        return 1;
    }
    ui::Settings::setAnnotatorFor(*path, u"Ana"_s);
    ui::MainWindow window(std::make_unique<ui::HeadlessDialogService>(u"workbench_screenshots"_s));
    window.resize(1440, 860);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) || !window.openProject(*path))
        return 2;
    // The search as a volunteer types it (Ctrl+Shift+F), then the first match.
    QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
    auto *search = window.issueList()->findChild<QLineEdit *>(u"issueSearch"_s);
    QTest::keyClicks(search, u"nccl timeout"_s);
    QTest::qWait(400); // the list waits for a pause in typing
    auto *table = window.issueList()->findChild<QTableView *>(u"issueTable"_s);
    table->setCurrentIndex(table->model()->index(0, 1));
    auto *picker = window.workbench()->picker()->findChild<QLineEdit *>(u"taxonomySearch"_s);
    QTest::keyClicks(picker, u"C.3"_s);
    QTest::qWait(100);
    if (!window.grab().save(QDir(out).filePath(u"workbench-search.png"_s)))
        return 3;

    // F1 on the picker's node: the codebook at C.3, with its decision rules.
    QTest::keyClick(picker, Qt::Key_F1);
    auto *codebook = window.findChild<QDialog *>(u"codebookDialog"_s);
    if (!codebook)
        return 4;
    QTest::qWait(100);
    if (!codebook->grab().save(QDir(out).filePath(u"codebook.png"_s)))
        return 5;
    std::printf(
        "wrote %s/workbench-search.png and %s/codebook.png\n", qPrintable(out), qPrintable(out));
    return 0;
}
