// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Renders the lead's reconciliation view and dashboard on the bundled demo, logged in as
// "Dana", to DOCS_FOLDER/reconciliation.png, DOCS_FOLDER/lead-1366x768.png (the reconciliation view
// on a laptop screen) and DOCS_FOLDER/dashboard.png:
// lead_screenshots DOCS_FOLDER [--dark] [--suffix TEXT]. The language follows the environment
// (LANG=zh_CN.UTF-8); --dark uses the Fusion style with a dark palette; --suffix goes before .png.
#include "common/dialogservice.h"
#include "common/language.h"
#include "common/palettecolors.h"
#include "demolead.h"
#include "lead/dashboardview.h"
#include "lead/leadwindow.h"
#include "lead/reconciliationview.h"
#include "session/projectsession.h"
#include "store/projectstore.h"

#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace taxonomist;

namespace {

// Runs the event loop until `signal` fires (or 20 s pass): a tool, not the app, may wait so.
template<typename Sender, typename Signal>
bool waitFor(Sender *sender, Signal signal)
{
    QEventLoop loop;
    bool fired = false;
    QObject::connect(sender, signal, &loop, [&] {
        fired = true;
        loop.quit();
    });
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    loop.exec();
    return fired;
}

void settle()
{
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents();
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    const QString out
        = arguments.size() > 1 && !arguments[1].startsWith(u"--"_s) ? arguments[1] : u"docs"_s;
    const qsizetype suffixAt = arguments.indexOf(u"--suffix"_s);
    const QString suffix = suffixAt > 0 ? arguments.value(suffixAt + 1) : QString();
    if (arguments.contains(u"--dark"_s)) {
        QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
        QApplication::setPalette(ui::PaletteColors::darkPalette());
    }
    ui::Language::apply(app, QString());
    QTemporaryDir dir;
    ui::ProjectSession session;
    if (!test::openDemoAsLead(dir.path(), session))
        return 1;
    ui::WidgetDialogService dialogs;
    ui::LeadWindow window(&session, &dialogs);
    window.resize(1500, 940);
    window.show();
    auto *reconciliation = window.findChild<ui::ReconciliationView *>(u"reconciliationView"_s);
    auto *dashboard = window.findChild<ui::DashboardView *>(u"dashboardView"_s);
    if (!waitFor(reconciliation, &ui::ReconciliationView::queueLoaded))
        return 2;
    // Every disagreement, so decided majorities show beside the open ties.
    core::QueueFilter all = reconciliation->filter();
    all.status = core::QueueFilter::Status::All;
    reconciliation->setFilter(all);
    if (!waitFor(reconciliation, &ui::ReconciliationView::queueLoaded))
        return 2;
    settle();
    if (!window.grab().save(QDir(out).filePath(u"reconciliation%1.png"_s.arg(suffix))))
        return 3;

    // The same view on a 1366×768 laptop screen (the window as large as the screen allows).
    window.resize(1366, 768);
    settle();
    if (window.width() > 1366 || window.height() > 768
        || !window.grab().save(QDir(out).filePath(u"lead-1366x768%1.png"_s.arg(suffix))))
        return 6;

    window.resize(1500, 1580);
    window.findChild<QTabWidget *>(u"leadTabs"_s)->setCurrentWidget(dashboard);
    if (!waitFor(dashboard, &ui::DashboardView::snapshotLoaded))
        return 4;
    settle();
    if (!window.grab().save(QDir(out).filePath(u"dashboard%1.png"_s.arg(suffix))))
        return 5;
    std::printf("wrote %s/reconciliation%s.png, %s/lead-1366x768%s.png and %s/dashboard%s.png\n",
        qPrintable(out), qPrintable(suffix), qPrintable(out), qPrintable(suffix), qPrintable(out),
        qPrintable(suffix));
    return 0;
}
