// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Renders Rounds › Draw a Sample… on the published study (38,742 issues, 95 % and 5 %, strata by
// framework and year) to DOCS_FOLDER/sample-dialog.png:
// sample_screenshots STUDY_FOLDER DOCS_FOLDER.
#include "lead/sampledialog.h"
#include "store/projectstore.h"
#include "study/studyimporter.h"

#include <QApplication>
#include <QDir>
#include <QSpinBox>
#include <QStandardPaths>
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
    const QString out = QString::fromLocal8Bit(argv[2]);
    QTemporaryDir dir;
    auto store = core::ProjectStore::open(
        dir.filePath(u"study.taxonomist"_s), core::ProjectStore::OpenMode::CreateNew);
    if (!store || !core::StudyImporter::importFolder(**store, study, u"screenshots"_s)
        || !(*store)->publish()) {
        std::fprintf(stderr, "the study could not be imported from %s\n", qPrintable(study));
        return 1;
    }
    ui::SampleDialog dialog(store->get(), 0, u"Lena"_s);
    dialog.resize(820, 860);
    dialog.show();
    if (!QTest::qWaitFor([&dialog] { return dialog.plan().has_value(); }, 30000))
        return 2;
    dialog.findChild<QSpinBox *>(u"sampleSeed"_s)->setValue(2026);
    QTest::qWait(100);
    if (!dialog.grab().save(QDir(out).filePath(u"sample-dialog.png"_s)))
        return 3;
    std::printf("wrote sample-dialog.png: n = %lld of %lld\n", qint64(dialog.plan()->size.n),
        qint64(dialog.plan()->size.population));
    return 0;
}
