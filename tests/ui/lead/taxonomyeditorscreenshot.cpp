// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Renders Taxonomy › Edit Taxonomy… of the lead's window on the bundled demo, logged in as "Dana",
// on a 1366×768 screen, to DOCS_FOLDER/taxonomy-editor.png: a node retired and shown, and a move
// about to be confirmed (taxonomy_editor_screenshot DOCS_FOLDER).
#include "common/dialogservice.h"
#include "common/language.h"
#include "demolead.h"
#include "lead/leadwindow.h"
#include "lead/taxonomyeditordialog.h"
#include "picker/taxonomymodel.h"
#include "session/projectsession.h"
#include "store/projectstore.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QEventLoop>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace taxonomist;

namespace {

// Until the editor has counted the labels (or 20 s pass): a tool, not the app, may wait so.
bool counted(ui::TaxonomyEditorDialog *editor)
{
    return QTest::qWaitFor([editor] { return !editor->isCounting(); }, 20000);
}

} // namespace

int main(int argc, char **argv)
{
    // A laptop screen: the editor is sized to what it leaves.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM",
            "offscreen:configfile=" TAXONOMIST_SOURCE_DIR "/tests/ui/lead/screens/1366x768.json");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    const QString out = arguments.value(1, u"docs"_s);
    ui::Language::apply(app, QString());
    QTemporaryDir dir;
    ui::ProjectSession session;
    if (!test::openDemoAsLead(dir.path(), session))
        return 1;
    ui::WidgetDialogService dialogs;
    ui::LeadWindow window(&session, &dialogs);
    ui::TaxonomyEditorDialog *editor = window.openTaxonomyEditor();
    if (!editor || !counted(editor))
        return 2;
    // One node retired, and the retired nodes shown.
    if (!editor->selectNode(u"C.2.iii"_s))
        return 3;
    editor->findChild<QPushButton *>(u"retireButton"_s)->click();
    if (!counted(editor))
        return 2;
    editor->findChild<QCheckBox *>(u"showRetiredBox"_s)->setChecked(true);
    // A move of a theme under another type, its new codes said before it is confirmed.
    if (!editor->selectNode(u"C.3"_s))
        return 3;
    editor->findChild<QTabWidget *>(u"editorTabs"_s)->setCurrentIndex(2);
    auto *targets = editor->findChild<QTreeView *>(u"moveTargets"_s);
    const QModelIndexList type = targets->model()->match(
        targets->model()->index(0, 0), ui::TaxonomyModel::CodeRole, u"B"_s, 1, Qt::MatchExactly);
    if (type.isEmpty())
        return 3;
    targets->setCurrentIndex(type[0]);
    auto *tree = editor->findChild<QTreeView *>(u"taxonomyEditorTree"_s);
    tree->scrollTo(tree->currentIndex(), QAbstractItemView::PositionAtCenter);
    QTest::qWait(200);
    const QString file = QDir(out).filePath(u"taxonomy-editor.png"_s);
    if (editor->width() > 1366 || editor->height() > 768 || !editor->grab().save(file))
        return 4;
    std::printf("wrote %s (%dx%d)\n", qPrintable(file), editor->width(), editor->height());
    return 0;
}
