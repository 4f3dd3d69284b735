// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The taxonomist GUI: `taxonomist [PROJECT_FILE]`.
#include "common/dialogservice.h"
#include "common/headlessdialogservice.h"
#include "common/language.h"
#include "common/palettecolors.h"
#include "common/settings.h"
#include "project/demoproject.h"
#include "store/tuning/sqliteprocess.h"
#include "window/mainwindow.h"
#include "workbenchbenchmark.h"

#ifdef TAXONOMIST_HAVE_KEYCHAIN
#include "fetch/keychain/keychaintokenstore.h"
#endif

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTimer>

#include <memory>

using namespace Qt::StringLiterals;
using namespace taxonomist::ui;

namespace {

// The bundled demo, set up in the user's data folder the first time it is needed.
QString demoProject()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    auto path = DemoProject::install(folder);
    if (!path) {
        qWarning(
            "taxonomist: cannot set up the demo project: %s", qPrintable(path.error().message()));
        return {};
    }
    // Chen (Label3) has issues left to label: the demo opens on the next one.
    if (Settings::annotatorFor(*path).isEmpty())
        Settings::setAnnotatorFor(*path, u"Chen"_s);
    Settings::setDemoInstalled(true);
    return *path;
}

} // namespace

int main(int argc, char *argv[])
{
    taxonomist::core::sqlite::configureProcess(); // before any connection or thread
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"Taxonomist"_s);
    QApplication::setOrganizationName(u"Taxonomist"_s);
    QApplication::setApplicationVersion(QStringLiteral(TAXONOMIST_VERSION));
    QApplication::setDesktopFileName(u"org.taxonomist.Taxonomist"_s);
    QIcon icon;
    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(
            u":/taxonomist/icons/hicolor/%1x%1/apps/org.taxonomist.Taxonomist.png"_s.arg(size));
    QApplication::setWindowIcon(icon);
    Language::apply(app, Settings::language()); // before any widget or translated string exists

    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Annotation workbench for empirical studies of issue reports."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"PROJECT_FILE"_s, u"The project to open."_s, u"[PROJECT_FILE]"_s);
    parser.addOption({u"demo"_s, u"Open the bundled demo project (set up on first use)."_s});
    parser.addOption({u"create"_s,
        u"Create an empty project with the bundled taxonomy, then exit."_s, u"FILE"_s});
    parser.addOption(
        {u"annotator"_s, u"Label as this annotator (remembered for the project)."_s, u"NAME"_s});
    parser.addOption({u"issue"_s, u"Open the project on this issue (its URL)."_s, u"URL"_s});
    parser.addOption({u"bench"_s,
        u"Time opening, moving and labelling on a copy of a project, then exit."_s, u"FILE"_s});
    parser.addOption(
        {u"screenshot"_s, u"Render the window to a PNG file, then exit."_s, u"FILE"_s});
    parser.addOption({u"dark"_s,
        u"Use a dark palette (Fusion style) instead of the system's, e.g. for screenshots."_s});
    parser.process(app);
    if (parser.isSet(u"dark"_s)) {
        QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
        QApplication::setPalette(PaletteColors::darkPalette());
    }

    if (parser.isSet(u"bench"_s))
        return WorkbenchBenchmark::run(parser.value(u"bench"_s));

    // A screenshot run has nobody to answer a dialog: each one is printed and ends it with exit 2.
    const bool headless = parser.isSet(u"screenshot"_s);
    std::unique_ptr<DialogService> dialogs;
    if (headless)
        dialogs = std::make_unique<HeadlessDialogService>(u"--screenshot"_s);
    else
        dialogs = std::make_unique<WidgetDialogService>();
    MainWindow window(std::move(dialogs));
#ifdef TAXONOMIST_HAVE_KEYCHAIN
    taxonomist::keychain::KeychainTokenStore tokens;
    window.setTokenStore(&tokens);
#endif
    if (parser.isSet(u"create"_s))
        return window.createProject(parser.value(u"create"_s)) ? 0 : 1;

    QString project = parser.positionalArguments().value(0);
    const QStringList recent = Settings::recentProjects();
    if (parser.isSet(u"demo"_s) || (project.isEmpty() && !Settings::demoInstalled()))
        project = demoProject(); // first launch: a ready project, no network needed
    else if (project.isEmpty() && !recent.isEmpty() && QFileInfo::exists(recent.first()))
        project = recent.first();
    if (!project.isEmpty() && parser.isSet(u"annotator"_s))
        Settings::setAnnotatorFor(project, parser.value(u"annotator"_s));
    window.show();
    if (!project.isEmpty() && window.openProject(project) && parser.isSet(u"issue"_s)) {
        if (!window.goToUrl(parser.value(u"issue"_s)))
            qWarning("taxonomist: no issue with the URL %s in the project",
                qPrintable(parser.value(u"issue"_s)));
    }

    if (headless) {
        if (HeadlessDialogService::hasFailed())
            return HeadlessDialogService::ExitCode; // opening asked a question; printed already
        const QString path = parser.value(u"screenshot"_s);
        QTimer::singleShot(400, &window, [&window, path] {
            if (HeadlessDialogService::hasFailed())
                return; // the run is already ending with the dialog's exit code
            const bool saved = window.grab().save(path);
            if (!saved)
                qWarning("taxonomist --screenshot: cannot write %s", qPrintable(path));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    const int code = app.exec();
    return HeadlessDialogService::hasFailed() ? HeadlessDialogService::ExitCode : code;
}
