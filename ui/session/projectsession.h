// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "interviews/segment.h"
#include "reconcile/finallabelstore.h"
#include "result.h"
#include "store/labelstore.h"
#include "store/otherwrites.h"
#include "store/projectstore.h"
#include "team/changemerger.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QMenu;
class QTimer;
class QUndoCommand;
class QUndoGroup;
class QUndoStack;
class QWidget;

namespace taxonomist::ui {

class AsyncTask;

// The open project and everything that changes it (Tiled's Document): the store, who works in it
// and as what, one undo group over the workbench's stack (labels), the lead's (final labels and
// the code book's examples) and the interview workbench's (segments), and a signal for each kind
// of change. Commands write through the session and views listen to it; no view tells another what
// changed. A change made elsewhere — the fetcher, a dialog, a merge of change files or a sync with
// a team server — is announced through the same signals, so every open view follows it exactly as
// it follows a local edit.
class ProjectSession final : public QObject
{
    Q_OBJECT

public:
    explicit ProjectSession(QObject *parent = nullptr);
    ~ProjectSession() override;

    // Takes over an opened project, with who works in it (none: nobody labels). The previous
    // project closes first.
    void open(std::unique_ptr<core::ProjectStore> store, std::optional<core::Annotator> annotator);
    // The views let go (aboutToClose()), every undo stack empties, the project closes.
    void close();

    bool isOpen() const { return m_store != nullptr; }
    core::ProjectStore *store() const { return m_store.get(); }
    QString path() const;
    qint64 annotatorId() const { return m_annotator ? m_annotator->id : 0; }
    QString annotatorName() const { return m_annotator ? m_annotator->name : QString(); }
    bool isLead() const { return m_annotator && m_annotator->isLead; }
    // Whether the annotator labels here: a volunteer (a lead labels only when also added as one)
    // in a project that can be written.
    bool canLabel() const
    {
        return m_annotator && m_annotator->isVolunteer() && m_store && !m_store->isReadOnly();
    }
    // A volunteer's package (made by `team package`): its volunteer is the only annotator.
    bool isPackage() const;

    QUndoGroup *undoGroup() const { return m_undoGroup; }
    QUndoStack *labelStack() const { return m_labelStack; }
    QUndoStack *finalLabelStack() const { return m_finalLabelStack; }
    QUndoStack *segmentStack() const { return m_segmentStack; } // the interview workbench's codings
    // Undo and Redo (Ctrl+Z, Ctrl+Shift+Z) in `edit`, acting on `stack` while `window` is the
    // active window (the main window: labels; the lead's window: final labels). The newest
    // window's stack is active at once; when it goes, the labels' stack is again.
    void addUndoActions(QMenu *edit, QWidget *window, QUndoStack *stack);

    // Pushes a command onto one of the stacks and returns what its first redo() wrote through
    // this session: a write that failed leaves nothing on the stack (the command makes itself
    // obsolete) and comes back as the error.
    core::Status push(QUndoStack *stack, QUndoCommand *command);

    // The writes of the commands: each commits at once (durable, audit-logged) and is announced,
    // or fails, is announced as a failure and changes nothing. Labels are the session's
    // annotator's; the session's annotator decides final labels.
    core::Status setLabel(qint64 issueId, const std::optional<core::Label> &label);
    core::Status setFinalLabels(const QList<core::FinalLabelWrite> &writes, const QString &context);
    // The same write of many final labels (the rules, accepting majorities, undoing them) on a
    // worker thread with a connection of its own, so the window stays live: progress and
    // cancel through the signals below, one at a time; Undo and Redo wait until it is done.
    // `done` gets the outcome on this thread (an error "cancelled" after cancelBackgroundWrite());
    // a write that succeeded is announced like any other.
    void setFinalLabelsInBackground(const QList<core::FinalLabelWrite> &writes,
        const QString &context, const QString &what,
        std::function<void(const core::Status &)> done);
    void cancelBackgroundWrite();
    bool isWritingInBackground() const { return m_writing; }
    // Marks the issue an example of the node in the codebook, or no longer (the lead only);
    // `addedAt` puts back the time an undo restores.
    core::Status setCodebookExample(
        qint64 nodeId, qint64 issueId, bool example, const QString &addedAt = {});
    // A coded interview segment (removed when empty), written as the session's annotator.
    core::Status setSegment(const QString &guid, const std::optional<core::Segment> &segment);

    // Changes made elsewhere, announced to every open view.
    void announceLabels(const QList<qint64> &issueIds);
    void announceFinalLabels(const QList<qint64> &issueIds);
    void announceTaxonomy();
    void announceKeywords();
    void announceContent(qint64 issueId);
    // The team changed (a member added, renamed, made lead): the annotator is read again.
    void announceTeam();
    // A merge of change files wrote to the project: every open view follows it as it follows a
    // local edit. Undo history that could undo across what the merge wrote is cleared.
    void announceMerge(const core::MergeReport &report);
    // Participants, transcripts or segments arrived (an import, a transcript added).
    void announceInterviews();
    // A round was drawn (the lead's Rounds view): the issue list's round filter follows.
    void announceRounds();
    // Looks whether another process (a CLI command, a second window) or another connection of this
    // one committed to the project, and announces what it wrote through the signals below, as a
    // local edit is: labels, final labels, the team, the taxonomy, keywords. Runs every second
    // while a project is open and when the application becomes active again; cheap when nothing
    // changed (core::OtherWritesWatch). Undo history is left as it is.
    void pollOtherWrites();
    // A writer of this process on a connection of its own (a sync, a merge) runs, or no longer:
    // while one does, the poll waits, and the writer's own announcement (announceMerge) takes up
    // what the poll would have found, so the same rows are not announced twice.
    void setWriting(const QObject *writer, bool writing);
    // An undo or a redo changed this issue's label: a view that shows one issue shows this one.
    void revisit(qint64 issueId);
    // An undo or a redo changed this segment: the interview workbench shows it.
    void revisitSegment(const QString &guid);

Q_SIGNALS:
    void opened();
    void aboutToClose();
    void labelsChanged(const QList<qint64> &issueIds);
    void finalLabelsChanged(const QList<qint64> &issueIds);
    // The codebook's example issues of a node changed.
    void codebookExamplesChanged(qint64 nodeId);
    // The taxonomy grew (an adopted proposal): pickers and queues reload it.
    void taxonomyChanged();
    // A framework's keyword list changed: highlighting follows.
    void keywordsChanged();
    void teamChanged();
    void contentFetched(qint64 issueId);
    void issueRevisited(qint64 issueId);
    void segmentsChanged(qint64 participantId);
    void interviewsChanged();
    void roundsChanged();
    void segmentRevisited(const QString &guid);
    void segmentWriteFailed(const taxonomist::core::Error &error);
    void labelWriteFailed(const taxonomist::core::Error &error);
    void finalLabelWriteFailed(const taxonomist::core::Error &error);
    // A background write of final labels: what it is (the command's text) and how far it got.
    void backgroundWriteStarted(const QString &what, int total);
    void backgroundWriteProgressed(int done, int total);
    void backgroundWriteFinished(bool written);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    std::unique_ptr<core::ProjectStore> m_store;
    std::optional<core::Annotator> m_annotator;
    QUndoGroup *m_undoGroup;
    QUndoStack *m_labelStack;
    QUndoStack *m_finalLabelStack;
    QUndoStack *m_segmentStack;
    core::Status m_lastWrite = core::success(); // what the command being pushed wrote
    QHash<QObject *, QUndoStack *> m_windowStacks;
    AsyncTask *m_writer;
    std::shared_ptr<std::atomic_bool> m_cancelWrite;
    bool m_writing = false;
    QUndoStack *m_stackBeforeWrite = nullptr;
    // What other connections wrote since the last look (nothing: no other commit, or no project).
    std::optional<core::OtherWrites> takeOtherWrites();
    // Announces what other connections wrote, the final labels in `finalLabelsFirst` (a write of
    // this session's, in its order) before theirs.
    void announceOtherWrites(
        const core::OtherWrites &writes, const QList<qint64> &finalLabelsFirst = {});
    std::unique_ptr<core::OtherWritesWatch> m_otherWrites;
    QSet<const QObject *> m_writers; // setWriting()
    QTimer *m_otherWritesTimer;
};

} // namespace taxonomist::ui
