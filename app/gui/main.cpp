// The taxonomist GUI: `taxonomist [PROJECT_FILE]`.
#include "dialogservice.h"
#include "mainwindow.h"
#include "settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace taxonomist::ui;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"Taxonomist"_s);
    QApplication::setOrganizationName(u"Taxonomist"_s);
    QApplication::setApplicationVersion(QStringLiteral(TAXONOMIST_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(u"Annotation workbench for empirical studies of issue reports."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"PROJECT_FILE"_s, u"The project to open."_s, u"[PROJECT_FILE]"_s);
    parser.addOption({u"create"_s, u"Create an empty project with the bundled taxonomy, then exit."_s, u"FILE"_s});
    parser.addOption({u"screenshot"_s, u"Render the window to a PNG file, then exit."_s, u"FILE"_s});
    parser.process(app);

    MainWindow window(std::make_unique<WidgetDialogService>());
    if (parser.isSet(u"create"_s))
        return window.createProject(parser.value(u"create"_s)) ? 0 : 1;

    QString project = parser.positionalArguments().value(0);
    if (project.isEmpty() && !Settings::recentProjects().isEmpty() && QFileInfo::exists(Settings::recentProjects().first()))
        project = Settings::recentProjects().first();
    window.show();
    if (!project.isEmpty())
        window.openProject(project);

    if (parser.isSet(u"screenshot"_s)) {
        const QString path = parser.value(u"screenshot"_s);
        QTimer::singleShot(300, &window, [&window, path] {
            const bool saved = window.grab().save(path);
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
