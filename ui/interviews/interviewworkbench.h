// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "interviews/segment.h"

#include <QSet>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QListView;
class QPushButton;
class QSplitter;
class QStringListModel;
class QTableView;

namespace taxonomist::ui {

class ProjectSession;
class SegmentTableModel;
class SourceListModel;
class TaxonomyModel;
class TaxonomyPicker;
class TranscriptView;

// Interview coding: the sources (transcripts, and each participant's quotes without one) on the
// left, the transcript with its coding stripes and its segments in the middle, and on the right
// the chosen segment's codes beside the same keyboard-first taxonomy picker the issue workbench
// uses. Select text, type to find a node, Enter: the text is a segment coded with that node and
// the memo. Blind, as labelling is: a coder sees and changes only their own segments; the lead
// may also show the code book's layer (what CodeBook.csv holds, which the lead keeps) or, read
// only, another coder's. Every change is an undoable command written at once.
class InterviewWorkbench final : public QWidget
{
    Q_OBJECT

public:
    // The session must outlive the workbench.
    explicit InterviewWorkbench(ProjectSession *session, QWidget *parent = nullptr);

    // The layer shown: an annotator's segments, or 0 for the code book's.
    qint64 layer() const { return m_layer; }
    void setLayer(qint64 coderId);
    bool isEditable() const;
    bool openSource(qint64 participantId, qint64 transcriptId);
    qint64 currentParticipant() const { return m_participantId; }
    qint64 currentTranscript() const { return m_transcriptId; }
    QString currentSegment() const { return m_current; }
    void selectSegment(const QString &guid);
    void removeCurrentSegment();
    void removeCurrentCode();
    void focusSearch();
    void step(int delta); // the next or previous source

    TaxonomyPicker *picker() const { return m_picker; }
    TranscriptView *transcript() const { return m_view; }
    SegmentTableModel *segmentModel() const { return m_segments; }
    SourceListModel *sourceModel() const { return m_sources; }
    QSplitter *splitter() const { return m_splitter; }

Q_SIGNALS:
    void failed(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void reloadAll();
    void reloadTaxonomy();
    void reloadSources();
    void reloadSegments();
    void code(const QString &nodeCode, const QString &memo);
    void push(const QString &guid, const std::optional<core::Segment> &before,
        const std::optional<core::Segment> &after, const QString &text);
    void showCurrent();
    QString nodeCode(qint64 nodeId) const;
    qint64 nodeId(const QString &code) const;
    void rebuildLayers();

    ProjectSession *m_session;
    TaxonomyModel *m_taxonomy;
    SourceListModel *m_sources;
    SegmentTableModel *m_segments;
    QStringListModel *m_codes;
    QComboBox *m_layers;
    QListView *m_sourceList;
    QLabel *m_heading;
    TranscriptView *m_view;
    QTableView *m_table;
    QLabel *m_segmentLabel;
    QListView *m_codeList;
    QPushButton *m_removeCode;
    QPushButton *m_removeSegment;
    TaxonomyPicker *m_picker;
    QSplitter *m_splitter;
    qint64 m_layer = 0;
    qint64 m_participantId = 0;
    qint64 m_transcriptId = 0;
    QString m_current;
    QString m_text; // the text shown: the transcript, or the quotes one after another
    QSet<QString> m_unknownCodes;
};

} // namespace taxonomist::ui
