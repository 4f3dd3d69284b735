// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Renders the lead's sampling on the published study (38,742 issues, seven volunteers) for
// docs/: Rounds › Draw a Sample… at 95 % and 5 %, strata by framework and year
// (sample-dialog.png), then the drawn pilot selected in the Rounds view with Assign… open
// (round-assign-dialog.png, rounds-view.png):
// sample_screenshots STUDY_FOLDER DOCS_FOLDER.
#include "common/dialogservice.h"
#include "lead/roundassigndialog.h"
#include "lead/roundsview.h"
#include "lead/sampledialog.h"
#include "session/projectsession.h"
#include "store/projectstore.h"
#include "study/studyimporter.h"

#include <QApplication>
#include <QDir>
#include <QSignalSpy>
#include <QSpinBox>
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
    if (argc < 3) {
        std::fprintf(stderr, "usage: sample_screenshots STUDY_FOLDER DOCS_FOLDER\n");
        return 2;
    }
    const QString study = QString::fromLocal8Bit(argv[1]);
    const QDir out(QString::fromLocal8Bit(argv[2]));
    QTemporaryDir dir;
    auto store = core::ProjectStore::open(
        dir.filePath(u"study.taxonomist"_s), core::ProjectStore::OpenMode::CreateNew);
    if (!store || !core::StudyImporter::importFolder(**store, study, u"screenshots"_s)
        || !(*store)->publish()) {
        std::fprintf(stderr, "the study could not be imported from %s\n", qPrintable(study));
        return 1;
    }
    auto leadId = (*store)->addAnnotator(u"Lena"_s, true);
    if (!leadId)
        return 1;
    std::optional<core::Annotator> lead;
    for (const core::Annotator &annotator : (*store)->annotators()) {
        if (annotator.id == *leadId)
            lead = annotator;
    }
    ui::ProjectSession session;
    session.open(std::move(store).value(), lead);
    ui::WidgetDialogService dialogs;
    ui::RoundsView rounds(&session, &dialogs);
    rounds.resize(1100, 560);
    rounds.show();

    ui::SampleDialog *dialog = rounds.openSampleDialog();
    dialog->resize(820, 860);
    if (!QTest::qWaitFor([dialog] { return dialog->plan().has_value(); }, 30000))
        return 2;
    dialog->findChild<QSpinBox *>(u"sampleSeed"_s)->setValue(2026);
    QTest::qWait(100);
    if (!dialog->grab().save(out.filePath(u"sample-dialog.png"_s)))
        return 3;
    const qint64 n = dialog->plan()->size.n;
    QSignalSpy loaded(&rounds, &ui::RoundsView::roundsLoaded);
    dialog->accept();
    if (!loaded.wait(30000))
        return 4;
    rounds.findChild<QTableView *>(u"roundTable"_s)->selectRow(0);
    ui::RoundAssignDialog *assign = rounds.openAssignDialog();
    if (!assign)
        return 5;
    assign->adjustSize();
    QTest::qWait(100);
    if (!assign->grab().save(out.filePath(u"round-assign-dialog.png"_s))
        || !rounds.grab().save(out.filePath(u"rounds-view.png"_s)))
        return 6;
    std::printf("wrote sample-dialog.png (n = %lld), round-assign-dialog.png, rounds-view.png\n",
        qint64(n));
    return 0;
}
