// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "headlessdialogservice.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QTimer>

#include <atomic>

using namespace Qt::StringLiterals;

namespace taxonomist::ui {

namespace {
std::atomic<bool> anyFailure {false};
}

HeadlessDialogService::HeadlessDialogService(QString mode, QString annotator)
    : m_mode(std::move(mode))
    , m_annotator(std::move(annotator))
{ }

bool HeadlessDialogService::hasFailed()
{
    return anyFailure.load();
}

void HeadlessDialogService::fail(const QString &title, const QString &message)
{
    anyFailure = true;
    QTextStream(stderr) << "taxonomist " << m_mode << ": " << title
                        << (message.isEmpty() ? QString() : u": "_s + message) << Qt::endl;
    // exit() does nothing while no event loop runs (a dialog while the project opens, before
    // app.exec()), so the exit is also queued for when the loop starts.
    QCoreApplication::exit(ExitCode);
    if (auto *app = QCoreApplication::instance())
        QTimer::singleShot(0, app, [] { QCoreApplication::exit(ExitCode); });
}

QString HeadlessDialogService::openProjectPath(QWidget *)
{
    fail(u"Open Project"_s, u"a file dialog cannot be answered in this mode"_s);
    return {};
}

QString HeadlessDialogService::newProjectPath(QWidget *)
{
    fail(u"New Project"_s, u"a file dialog cannot be answered in this mode"_s);
    return {};
}

void HeadlessDialogService::showError(QWidget *, const QString &title, const QString &message)
{
    fail(title, message);
}

void HeadlessDialogService::showInformation(QWidget *, const QString &title, const QString &message)
{
    // Information is no failure, but nobody reads a window either: it goes to stderr.
    QTextStream(stderr) << "taxonomist " << m_mode << ": " << title << ": " << message << Qt::endl;
}

QString HeadlessDialogService::chooseAnnotator(QWidget *, const QStringList &, const QString &)
{
    if (!m_annotator.isEmpty())
        return m_annotator;
    fail(u"Who is labeling?"_s,
        u"the project does not know who labels here; pass --annotator NAME"_s);
    return {};
}

QString HeadlessDialogService::issueUrl(QWidget *)
{
    fail(u"Go to Issue"_s, u"an input dialog cannot be answered in this mode"_s);
    return {};
}

QString HeadlessDialogService::studyFolder(QWidget *)
{
    fail(u"Import Study"_s, u"a folder dialog cannot be answered in this mode"_s);
    return {};
}

bool HeadlessDialogService::confirmNewVolunteer(QWidget *, const QString &name, int labelColumn)
{
    if (!m_annotator.isEmpty() && name == m_annotator)
        return true;
    fail(u"Join the team?"_s,
        u"%1 would join as the volunteer of Label%2; this mode cannot ask"_s.arg(name).arg(
            labelColumn));
    return false;
}

bool HeadlessDialogService::confirm(QWidget *, const QString &title, const QString &)
{
    fail(title, u"a question cannot be answered in this mode"_s);
    return false;
}

QStringList HeadlessDialogService::changeFilesToMerge(QWidget *)
{
    fail(u"Merge Changes"_s, u"a file dialog cannot be answered in this mode"_s);
    return {};
}

QString HeadlessDialogService::fileToWrite(
    QWidget *, const QString &title, const QString &, const QString &)
{
    fail(title, u"a file dialog cannot be answered in this mode"_s);
    return {};
}

} // namespace taxonomist::ui
