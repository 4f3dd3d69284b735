// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "projectsession.h"

#include "common/asynctask.h"

#include "interviews/interviewstore.h"
#include "reconcile/codebookexamplestore.h"
#include "store/otherwrites.h"

#include <QAction>
#include <QDebug>
#include <QEvent>
#include <QGuiApplication>
#include <QMenu>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoGroup>
#include <QUndoStack>
#include <QWidget>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

ProjectSession::ProjectSession(QObject *parent)
    : QObject(parent)
    , m_undoGroup(new QUndoGroup(this))
    , m_labelStack(new QUndoStack(m_undoGroup))
    , m_finalLabelStack(new QUndoStack(m_undoGroup))
    , m_segmentStack(new QUndoStack(m_undoGroup))
    , m_writer(new AsyncTask(this))
    , m_otherWritesTimer(new QTimer(this))
{
    m_labelStack->setObjectName(u"labelUndoStack"_s);
    m_finalLabelStack->setObjectName(u"finalLabelUndoStack"_s);
    m_segmentStack->setObjectName(u"segmentUndoStack"_s);
    m_undoGroup->setActiveStack(m_labelStack);
    // What another process writes shows within a second, and at once when the person comes back
    // to the app (from the terminal where they ran a command, say).
    m_otherWritesTimer->setInterval(1000);
    connect(m_otherWritesTimer, &QTimer::timeout, this, &ProjectSession::pollOtherWrites);
    if (auto *app = qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        connect(app, &QGuiApplication::applicationStateChanged, this,
            [this](Qt::ApplicationState state) {
                if (state == Qt::ApplicationActive)
                    pollOtherWrites();
            });
    }
}

ProjectSession::~ProjectSession()
{
    close();
    delete m_writer; // waits for a cancelled write, which may still post progress to this object
}

void ProjectSession::open(std::unique_ptr<ProjectStore> store, std::optional<Annotator> annotator)
{
    close();
    m_store = std::move(store);
    m_annotator = std::move(annotator);
    m_undoGroup->setActiveStack(m_labelStack);
    m_otherWrites = std::make_unique<OtherWritesWatch>(*m_store);
    m_otherWritesTimer->start();
    Q_EMIT opened();
}

void ProjectSession::close()
{
    if (!m_store)
        return;
    if (m_writing) {
        // The write rolls back; its outcome belongs to a project that is gone.
        cancelBackgroundWrite();
        m_writer->discard();
        m_writing = false;
        m_undoGroup->setActiveStack(m_stackBeforeWrite ? m_stackBeforeWrite : m_labelStack);
    }
    Q_EMIT aboutToClose();
    // The commands name issues and labels of this project only.
    m_labelStack->clear();
    m_finalLabelStack->clear();
    m_segmentStack->clear();
    m_otherWritesTimer->stop();
    m_otherWrites.reset();
    m_writers.clear();
    m_store.reset();
    m_annotator.reset();
}

QString ProjectSession::path() const
{
    return m_store ? m_store->path() : QString();
}

void ProjectSession::addUndoActions(QMenu *edit, QWidget *window, QUndoStack *stack)
{
    QAction *undo = m_undoGroup->createUndoAction(window, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_undoGroup->createRedoAction(window, tr("&Redo"));
    // Ctrl+Shift+Z as documented, whatever the platform's theme binds (some bind only Ctrl+Y).
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (const QKeySequence shiftZ(Qt::CTRL | Qt::SHIFT | Qt::Key_Z); !redoKeys.contains(shiftZ))
        redoKeys.append(shiftZ);
    redo->setShortcuts(redoKeys);
    edit->addAction(undo);
    edit->addAction(redo);
    m_windowStacks.insert(window, stack);
    window->installEventFilter(this);
    m_undoGroup->setActiveStack(stack);
    connect(window, &QObject::destroyed, this, [this, window] {
        if (m_windowStacks.take(window) == m_undoGroup->activeStack())
            m_undoGroup->setActiveStack(m_labelStack);
    });
}

bool ProjectSession::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::WindowActivate) {
        if (QUndoStack *stack = m_windowStacks.value(watched)) {
            if (m_writing)
                m_stackBeforeWrite = stack; // active again once the write is done
            else
                m_undoGroup->setActiveStack(stack);
        }
    }
    return QObject::eventFilter(watched, event);
}

Status ProjectSession::push(QUndoStack *stack, QUndoCommand *command)
{
    if (m_writing) {
        // The background write holds the project: a change now would wait on it, and a stack
        // that later moves back must find its own command on top.
        delete command;
        return Error(
            tr("a change of many final labels is still being written; try again when it is done"));
    }
    m_lastWrite = success();
    stack->push(command); // redo() writes through setLabel() or setFinalLabels()
    return std::exchange(m_lastWrite, success());
}

Status ProjectSession::setLabel(qint64 issueId, const std::optional<Label> &label)
{
    m_lastWrite = !m_store
        ? Status(Error(tr("no project is open")))
        : LabelStore::setLabel(*m_store, issueId, annotatorId(), label, annotatorName());
    if (!m_lastWrite) {
        Q_EMIT labelWriteFailed(m_lastWrite.error());
        return m_lastWrite;
    }
    announceLabels({issueId});
    return m_lastWrite;
}

Status ProjectSession::setCodebookExample(
    qint64 nodeId, qint64 issueId, bool example, const QString &addedAt)
{
    if (!m_store)
        m_lastWrite = Error(tr("no project is open"));
    else if (!isLead())
        m_lastWrite = Error(tr("only the lead chooses the codebook's examples"));
    else if (auto written = CodebookExampleStore::set(
                 *m_store, nodeId, issueId, example, annotatorId(), annotatorName(), addedAt);
             !written)
        m_lastWrite = written.error();
    else
        m_lastWrite = success();
    if (!m_lastWrite) {
        Q_EMIT finalLabelWriteFailed(m_lastWrite.error());
        return m_lastWrite;
    }
    Q_EMIT codebookExamplesChanged(nodeId);
    return m_lastWrite;
}

Status ProjectSession::setFinalLabels(const QList<FinalLabelWrite> &writes, const QString &context)
{
    m_lastWrite = !m_store ? Status(Error(tr("no project is open")))
                           : FinalLabelStore::write(*m_store, writes, annotatorName(), context);
    if (!m_lastWrite) {
        Q_EMIT finalLabelWriteFailed(m_lastWrite.error());
        return m_lastWrite;
    }
    QList<qint64> issueIds;
    issueIds.reserve(writes.size());
    for (const FinalLabelWrite &write : writes)
        issueIds.append(write.issueId);
    announceFinalLabels(issueIds);
    return m_lastWrite;
}

void ProjectSession::setFinalLabelsInBackground(const QList<FinalLabelWrite> &writes,
    const QString &context, const QString &what, std::function<void(const Status &)> done)
{
    if (!m_store || m_writing) {
        done(Error(
            !m_store ? tr("no project is open") : tr("another change is still being written")));
        return;
    }
    m_writing = true;
    m_cancelWrite = std::make_shared<std::atomic_bool>(false);
    // No undo or redo while the write runs: the stacks would no longer say what the file holds.
    m_stackBeforeWrite = m_undoGroup->activeStack();
    m_undoGroup->setActiveStack(nullptr);
    Q_EMIT backgroundWriteStarted(what, static_cast<int>(writes.size()));
    QList<qint64> issueIds;
    issueIds.reserve(writes.size());
    for (const FinalLabelWrite &write : writes)
        issueIds.append(write.issueId);
    const QString path = m_store->path();
    const QString actor = annotatorName();
    m_writer->run(
        [this, path, actor, writes, context, cancelled = m_cancelWrite]() -> Status {
            // This thread's own connection, as every background task has.
            auto store = ProjectStore::open(
                path, ProjectStore::OpenMode::ExistingOnly, ProjectStore::IntegrityCheck::later());
            if (!store)
                return store.error();
            TaskControl control;
            control.cancelled = cancelled.get();
            control.progress = [this](const QString &, int written, int total) {
                QMetaObject::invokeMethod(
                    this,
                    [this, written, total] { Q_EMIT backgroundWriteProgressed(written, total); },
                    Qt::QueuedConnection);
            };
            return FinalLabelStore::write(**store, writes, actor, context, control);
        },
        [this, issueIds, done = std::move(done)](const Status &status) {
            m_writing = false;
            m_undoGroup->setActiveStack(m_stackBeforeWrite);
            // The poll waited: its next look would find this write's own entries, so what it
            // says is taken up here, with what another process wrote meanwhile.
            if (status) {
                OtherWrites written;
                if (auto others = takeOtherWrites(); others && !others->wholeProject)
                    written = std::move(*others);
                written.finalLabelIssues -= QSet<qint64>(issueIds.cbegin(), issueIds.cend());
                announceOtherWrites(written, issueIds);
            } else if (!m_cancelWrite->load()) {
                Q_EMIT finalLabelWriteFailed(status.error());
            }
            Q_EMIT backgroundWriteFinished(status.ok());
            done(status);
        });
}

void ProjectSession::cancelBackgroundWrite()
{
    if (m_writing && m_cancelWrite)
        m_cancelWrite->store(true);
}

Status ProjectSession::setSegment(const QString &guid, const std::optional<Segment> &segment)
{
    // Segments are their coder's, as labels are their annotator's; the lead also keeps the code
    // book.
    const auto mayWrite
        = [this](qint64 coderId) { return coderId == annotatorId() || (coderId == 0 && isLead()); };
    std::optional<Segment> before;
    if (m_store) {
        auto stored = InterviewStore::segment(*m_store, guid);
        if (stored)
            before = *stored;
    }
    const qint64 participant = segment ? segment->participantId
        : before                       ? before->participantId
                                       : 0;
    if (!m_store)
        m_lastWrite = Error(tr("no project is open"));
    else if (annotatorId() <= 0 || (segment && !mayWrite(segment->coderId))
        || (before && !mayWrite(before->coderId)))
        m_lastWrite
            = Error(tr("a coder changes only their own segments (the lead also the code book's)"));
    else
        m_lastWrite = InterviewStore::setSegment(*m_store, guid, segment, annotatorName());
    if (!m_lastWrite) {
        Q_EMIT segmentWriteFailed(m_lastWrite.error());
        return m_lastWrite;
    }
    Q_EMIT segmentsChanged(participant);
    return m_lastWrite;
}

void ProjectSession::announceInterviews()
{
    Q_EMIT interviewsChanged();
}

void ProjectSession::revisitSegment(const QString &guid)
{
    Q_EMIT segmentRevisited(guid);
}

void ProjectSession::announceLabels(const QList<qint64> &issueIds)
{
    Q_EMIT labelsChanged(issueIds);
}

void ProjectSession::announceFinalLabels(const QList<qint64> &issueIds)
{
    Q_EMIT finalLabelsChanged(issueIds);
}

void ProjectSession::announceTaxonomy()
{
    Q_EMIT taxonomyChanged();
}

void ProjectSession::announceKeywords()
{
    Q_EMIT keywordsChanged();
}

void ProjectSession::announceRounds()
{
    Q_EMIT roundsChanged();
}

void ProjectSession::announceContent(qint64 issueId)
{
    Q_EMIT contentFetched(issueId);
}

bool ProjectSession::isPackage() const
{
    return m_store && m_store->info(u"team.role"_s) == u"volunteer"_s;
}

void ProjectSession::announceTeam()
{
    if (m_store && m_annotator) {
        std::optional<Annotator> fresh;
        for (const Annotator &annotator : m_store->annotators()) {
            if (annotator.uuid == m_annotator->uuid)
                fresh = annotator;
        }
        m_annotator = fresh;
    }
    Q_EMIT teamChanged();
}

void ProjectSession::announceMerge(const MergeReport &report)
{
    // A command on a stack holds the value it would restore: after a merge wrote a newer version,
    // undoing would silently overwrite it.
    if (!report.labelIssues.isEmpty())
        m_labelStack->clear();
    if (!report.finalLabelIssues.isEmpty())
        m_finalLabelStack->clear();
    // The poll would find this merge's own commit: what it says is taken up here instead, with
    // anything another process wrote meanwhile. A change of the whole project it reports is the
    // merge itself (its audit entry), which the report details.
    OtherWrites announced;
    if (auto others = takeOtherWrites(); others && !others->wholeProject)
        announced = std::move(*others);
    announced.labelIssues += report.labelIssues;
    announced.finalLabelIssues += report.finalLabelIssues;
    announced.teamChanged = announced.teamChanged || report.teamChanged;
    announced.taxonomyChanged = announced.taxonomyChanged || report.taxonomyChanged;
    announceOtherWrites(announced);
    for (const qint64 issueId : report.contentIssues)
        announceContent(issueId);
}

std::optional<OtherWrites> ProjectSession::takeOtherWrites()
{
    if (!m_otherWrites)
        return std::nullopt;
    auto polled = m_otherWrites->poll();
    if (!polled) {
        // The next read or write of the project says what is wrong, where the person sees it.
        qWarning().noquote() << "cannot look for changes made elsewhere:"
                             << polled.error().message();
        return std::nullopt;
    }
    return std::move(*polled);
}

void ProjectSession::pollOtherWrites()
{
    if (!m_writers.isEmpty() || m_writing)
        return; // the writer's announcement takes it up
    if (const auto writes = takeOtherWrites())
        announceOtherWrites(*writes);
}

void ProjectSession::announceOtherWrites(
    const OtherWrites &writes, const QList<qint64> &finalLabelsFirst)
{
    if (writes.teamChanged)
        announceTeam();
    if (writes.taxonomyChanged)
        announceTaxonomy();
    if (writes.keywordsChanged)
        announceKeywords();
    if (!writes.labelIssues.isEmpty())
        announceLabels(writes.labelIssues.values());
    if (!finalLabelsFirst.isEmpty() || !writes.finalLabelIssues.isEmpty())
        announceFinalLabels(finalLabelsFirst + writes.finalLabelIssues.values());
}

void ProjectSession::setWriting(const QObject *writer, bool writing)
{
    if (writing)
        m_writers.insert(writer);
    else
        m_writers.remove(writer);
}

void ProjectSession::revisit(qint64 issueId)
{
    Q_EMIT issueRevisited(issueId);
}

} // namespace taxonomist::ui
