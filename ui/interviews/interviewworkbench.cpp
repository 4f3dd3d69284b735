// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "interviewworkbench.h"

#include "common/untrustedtext.h"
#include "interviews/interviewstore.h"
#include "interviews/textpositions.h"
#include "picker/taxonomymodel.h"
#include "picker/taxonomypicker.h"
#include "segmenttablemodel.h"
#include "session/projectsession.h"
#include "setsegmentcommand.h"
#include "sourcelistmodel.h"
#include "taxonomy/taxonomystore.h"
#include "transcriptview.h"

#include <QComboBox>
#include <QHash>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStringListModel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

// The colour of a segment: its first code's type, as in the REFI-QDA export; orange for a code
// the taxonomy lacks.
QColor colourOf(const Taxonomy &taxonomy, const QStringList &links)
{
    static const QList<QColor> palette {QColor(0x2F, 0x6D, 0xB5), QColor(0x2E, 0x8B, 0x57),
        QColor(0xC0, 0x39, 0x2B), QColor(0x8E, 0x44, 0xAD), QColor(0x16, 0xA0, 0x85)};
    if (links.isEmpty())
        return QColor(0x90, 0x90, 0x90);
    int index = taxonomy.indexOfCode(links.first());
    if (index < 0)
        return QColor(0xD6, 0x89, 0x10);
    while (taxonomy.node(index).parent >= 0)
        index = taxonomy.node(index).parent;
    return palette[taxonomy.roots().indexOf(index) % palette.size()];
}

} // namespace

InterviewWorkbench::InterviewWorkbench(ProjectSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_taxonomy(new TaxonomyModel(this))
    , m_sources(new SourceListModel(this))
    , m_segments(new SegmentTableModel(this))
    , m_codes(new QStringListModel(this))
    , m_layers(new QComboBox(this))
    , m_sourceList(new QListView(this))
    , m_heading(UntrustedText::plain(new QLabel(this)))
    , m_view(new TranscriptView(this))
    , m_table(new QTableView(this))
    , m_segmentLabel(UntrustedText::plain(new QLabel(this)))
    , m_codeList(new QListView(this))
    , m_removeCode(new QPushButton(tr("Remove Code"), this))
    , m_removeSegment(new QPushButton(tr("Delete Segment"), this))
    , m_picker(new TaxonomyPicker(m_taxonomy, this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
{
    setObjectName(u"interviewWorkbench"_s);
    m_picker->setPurpose(TaxonomyPicker::Purpose::SegmentCoding);
    m_layers->setObjectName(u"codingLayer"_s);
    m_layers->setToolTip(
        tr("Whose coding is shown. You change only your own (the lead also the code book's)."));
    m_sourceList->setObjectName(u"interviewSources"_s);
    m_sourceList->setModel(m_sources);
    m_sourceList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_heading->setObjectName(u"transcriptHeading"_s);
    m_heading->setWordWrap(true);
    m_table->setObjectName(u"segmentTable"_s);
    m_table->setModel(m_segments);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_table->installEventFilter(this);
    m_segmentLabel->setObjectName(u"segmentLabel"_s);
    m_segmentLabel->setWordWrap(true);
    m_codeList->setObjectName(u"segmentCodes"_s);
    m_codeList->setModel(m_codes);
    m_codeList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_codeList->setMaximumHeight(96);
    m_codeList->installEventFilter(this);
    m_removeCode->setObjectName(u"removeCodeButton"_s);
    m_removeSegment->setObjectName(u"removeSegmentButton"_s);
    m_sourceList->setAccessibleName(tr("Interview sources"));
    m_sourceList->setAccessibleDescription(
        tr("The participants' transcripts and the quotes no transcript holds"));
    m_table->setAccessibleName(tr("Segments"));
    m_table->setAccessibleDescription(tr("The coded segments of the selected source"));
    m_codeList->setAccessibleName(tr("Codes of the segment"));
    m_view->setAccessibleName(tr("Transcript"));
    m_view->setAccessibleDescription(
        tr("The interview's text; coded passages are marked by stripes in the margin"));

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("<b>Sources</b>"), left));
    leftLayout->addWidget(m_sourceList, 1);
    auto *layerRow = new QHBoxLayout;
    auto *layerLabel = new QLabel(tr("Show:"), left);
    layerLabel->setBuddy(m_layers);
    layerRow->addWidget(layerLabel);
    layerRow->addWidget(m_layers, 1);
    leftLayout->addLayout(layerRow);

    auto *middle = new QSplitter(Qt::Vertical, this);
    middle->setObjectName(u"transcriptSplitter"_s);
    auto *top = new QWidget(middle);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_heading);
    topLayout->addWidget(m_view, 1);
    middle->addWidget(top);
    middle->addWidget(m_table);
    middle->setStretchFactor(0, 3);
    middle->setStretchFactor(1, 1);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_segmentLabel);
    rightLayout->addWidget(m_codeList);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_removeCode);
    buttons->addWidget(m_removeSegment);
    buttons->addStretch(1);
    rightLayout->addLayout(buttons);
    rightLayout->addWidget(m_picker, 1);

    m_splitter->setObjectName(u"interviewSplitter"_s);
    m_splitter->addWidget(left);
    m_splitter->addWidget(middle);
    m_splitter->addWidget(right);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 5);
    m_splitter->setStretchFactor(2, 3);
    m_splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_splitter);

    connect(m_sourceList->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &index) {
            if (index.isValid())
                openSource(index.data(SourceListModel::ParticipantIdRole).toLongLong(),
                    index.data(SourceListModel::TranscriptIdRole).toLongLong());
        });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &index) {
            const QString guid = index.data(SegmentTableModel::GuidRole).toString();
            if (index.isValid() && guid != m_current)
                selectSegment(guid);
        });
    connect(m_view, &TranscriptView::markClicked, this, &InterviewWorkbench::selectSegment);
    connect(m_view, &QPlainTextEdit::selectionChanged, this, [this] {
        // A new selection is the start of a new segment: the chosen one lets go.
        const Segment *segment = m_segments->segment(m_current);
        const auto range = m_view->selectedRange();
        if (segment && !segment->isStandalone() && range
            && (range->first != segment->start || range->second != segment->end)) {
            m_current.clear();
            showCurrent();
        }
    });
    connect(m_layers, &QComboBox::activated, this,
        [this](int index) { setLayer(m_layers->itemData(index).toLongLong()); });
    connect(m_picker, &TaxonomyPicker::submitted, this,
        [this](const Label &label) { code(nodeCode(label.nodeId), label.summary); });
    connect(m_removeCode, &QPushButton::clicked, this, &InterviewWorkbench::removeCurrentCode);
    connect(
        m_removeSegment, &QPushButton::clicked, this, &InterviewWorkbench::removeCurrentSegment);

    connect(session, &ProjectSession::opened, this, &InterviewWorkbench::reloadAll);
    connect(session, &ProjectSession::interviewsChanged, this, [this] {
        reloadSources();
        reloadSegments();
    });
    connect(session, &ProjectSession::segmentsChanged, this, [this](qint64 participantId) {
        reloadSources();
        if (participantId == m_participantId)
            reloadSegments();
    });
    connect(session, &ProjectSession::taxonomyChanged, this, [this] {
        reloadTaxonomy();
        reloadSegments();
    });
    connect(session, &ProjectSession::segmentRevisited, this, [this](const QString &guid) {
        auto segment = m_session->store()
            ? InterviewStore::segment(*m_session->store(), guid)
            : Result<std::optional<Segment>>(std::optional<Segment>());
        if (segment && *segment) {
            if ((*segment)->participantId != m_participantId
                || (*segment)->transcriptId != m_transcriptId)
                openSource((*segment)->participantId, (*segment)->transcriptId);
            selectSegment(guid);
        }
    });
    connect(session, &ProjectSession::segmentWriteFailed, this, [this](const Error &error) {
        m_picker->setSaveState(tr("Not saved: ") + error.what(), true);
        Q_EMIT failed(error.message());
    });
    if (session->isOpen())
        reloadAll();
}

bool InterviewWorkbench::isEditable() const
{
    return m_session->isOpen() && m_session->annotatorId() > 0 && !m_session->store()->isReadOnly()
        && (m_layer == m_session->annotatorId() || (m_layer == 0 && m_session->isLead()));
}

void InterviewWorkbench::reloadAll()
{
    m_layer = m_session->annotatorId();
    rebuildLayers();
    reloadTaxonomy();
    reloadSources();
    if (!m_sources->sources().isEmpty() && m_participantId == 0)
        m_sourceList->setCurrentIndex(m_sources->index(0));
}

void InterviewWorkbench::rebuildLayers()
{
    m_layers->clear();
    if (m_session->annotatorId() > 0)
        m_layers->addItem(
            tr("My coding (%1)").arg(m_session->annotatorName()), m_session->annotatorId());
    // Blind, as labels are: only the lead sees the code book's layer and the others' coding.
    if (m_session->isLead() || m_session->annotatorId() <= 0) {
        m_layers->addItem(tr("The code book (CodeBook.csv)"), qint64(0));
        auto annotators = m_session->store()->readAnnotators();
        if (annotators && m_session->isLead()) {
            for (const Annotator &annotator : std::as_const(*annotators)) {
                if (annotator.id != m_session->annotatorId())
                    m_layers->addItem(tr("%1 (read only)").arg(annotator.name), annotator.id);
            }
        }
    }
    m_layers->setCurrentIndex(std::max(0, m_layers->findData(m_layer)));
    m_layers->setEnabled(m_layers->count() > 1);
}

void InterviewWorkbench::setLayer(qint64 coderId)
{
    if (coderId != m_session->annotatorId() && !m_session->isLead() && m_session->annotatorId() > 0)
        return; // a volunteer sees only their own coding
    m_layer = coderId;
    m_layers->setCurrentIndex(std::max(0, m_layers->findData(coderId)));
    m_current.clear();
    reloadSources();
    reloadSegments();
}

void InterviewWorkbench::reloadTaxonomy()
{
    auto stored = TaxonomyStore::load(*m_session->store());
    if (!stored) {
        Q_EMIT failed(stored.error().message());
        return;
    }
    m_taxonomy->setTaxonomy(stored->taxonomy, stored->nodeIds);
}

void InterviewWorkbench::reloadSources()
{
    ProjectStore *store = m_session->store();
    if (!store)
        return;
    auto participants = InterviewStore::participants(*store);
    auto transcripts = InterviewStore::transcripts(*store);
    SegmentQuery layer;
    layer.coderId = m_layer;
    auto segments = InterviewStore::segments(*store, layer);
    if (!participants || !transcripts || !segments) {
        Q_EMIT failed((!participants ? participants.error()
                : !transcripts       ? transcripts.error()
                                     : segments.error())
                          .message());
        return;
    }
    QHash<qint64, int> perTranscript;
    QHash<qint64, int> standalone;
    for (const Segment &s : std::as_const(*segments))
        ++(s.isStandalone() ? standalone[s.participantId] : perTranscript[s.transcriptId]);
    QList<SourceListModel::Source> sources;
    for (const Participant &p : std::as_const(*participants)) {
        QStringList attributes;
        for (const auto &[name, value] : p.attributes)
            attributes.append(u"%1: %2"_s.arg(name, value));
        for (const Transcript &t : std::as_const(*transcripts)) {
            if (t.participantId == p.id)
                sources.append({p.id, p.code, p.role, attributes.join(u"\n"_s), t.id, t.name,
                    perTranscript.value(t.id)});
        }
        if (standalone.value(p.id) > 0)
            sources.append({p.id, p.code, p.role, attributes.join(u"\n"_s), 0, QString(),
                standalone.value(p.id)});
    }
    m_sources->setSources(sources);
    const int row = m_sources->rowOf(m_participantId, m_transcriptId);
    if (row >= 0) {
        const QSignalBlocker block(m_sourceList->selectionModel());
        m_sourceList->setCurrentIndex(m_sources->index(row));
    }
}

bool InterviewWorkbench::openSource(qint64 participantId, qint64 transcriptId)
{
    const int row = m_sources->rowOf(participantId, transcriptId);
    if (row < 0)
        return false;
    m_participantId = participantId;
    m_transcriptId = transcriptId;
    m_current.clear();
    if (m_sourceList->currentIndex().row() != row) {
        const QSignalBlocker block(m_sourceList->selectionModel());
        m_sourceList->setCurrentIndex(m_sources->index(row));
    }
    const SourceListModel::Source &source = m_sources->sources()[row];
    m_text.clear();
    if (transcriptId > 0) {
        auto transcript = InterviewStore::transcript(*m_session->store(), transcriptId);
        if (!transcript) {
            Q_EMIT failed(transcript.error().message());
            return false;
        }
        m_text = transcript->content;
    }
    const QString attributes = QString(source.attributes).replace(u'\n', u", "_s);
    m_heading->setText(u"%1 · %2%3 — %4"_s.arg(source.participant,
        Participant::roleKey(source.role), attributes.isEmpty() ? QString() : u" · "_s + attributes,
        transcriptId > 0
            ? tr("%1 (%2 characters)").arg(source.name, QLocale().toString(m_text.size()))
            : tr("quotes no transcript holds (add one with File › Add Transcript)")));
    reloadSegments();
    return true;
}

void InterviewWorkbench::reloadSegments()
{
    ProjectStore *store = m_session->store();
    if (!store || m_participantId == 0) {
        m_view->showText(QString());
        m_segments->setSegments({}, {});
        showCurrent();
        return;
    }
    SegmentQuery query;
    query.participantId = m_participantId;
    query.coderId = m_layer;
    query.place
        = m_transcriptId > 0 ? SegmentQuery::Place::Transcript : SegmentQuery::Place::Standalone;
    query.transcriptId = m_transcriptId;
    auto segments = InterviewStore::segments(*store, query);
    if (!segments) {
        Q_EMIT failed(segments.error().message());
        return;
    }
    QSet<QString> unknown;
    const Taxonomy &taxonomy = m_taxonomy->taxonomy();
    for (const Segment &s : std::as_const(*segments)) {
        for (const QString &code : s.links) {
            if (taxonomy.indexOfCode(code) < 0)
                unknown.insert(code);
        }
    }
    m_unknownCodes = unknown;
    QList<Segment> shown = *segments;
    if (m_transcriptId == 0) {
        // The quotes one after another, each a segment of that text.
        QString text;
        for (Segment &s : shown) {
            if (!text.isEmpty())
                text += u"\n\n"_s;
            s.start = text.size();
            text += s.text;
            s.end = text.size();
        }
        m_text = text;
    }
    const QString keep = m_current;
    const int scroll = m_view->verticalScrollBar()->value();
    if (m_view->toPlainText() != m_text)
        m_view->showText(m_text);
    QList<TranscriptView::Mark> marks;
    for (const Segment &s : std::as_const(shown)) {
        // Standalone quotes were laid out in UTF-16 units above; the view counts code points.
        const qint64 start
            = m_transcriptId > 0 ? s.start : TextPositions::toCodePoint(m_text, s.start);
        const qint64 end = m_transcriptId > 0 ? s.end : TextPositions::toCodePoint(m_text, s.end);
        marks.append({s.guid, start, end, colourOf(taxonomy, s.links),
            SegmentTableModel::codesText(s.links, unknown)});
    }
    m_view->setMarks(marks);
    m_view->verticalScrollBar()->setValue(scroll);
    m_segments->setSegments(*segments, unknown);
    m_current = m_segments->segment(keep) ? keep : QString();
    showCurrent();
}

void InterviewWorkbench::selectSegment(const QString &guid)
{
    const Segment *segment = m_segments->segment(guid);
    if (!segment)
        return;
    m_current = guid;
    if (!segment->isStandalone()) {
        const QSignalBlocker block(m_view);
        m_view->selectRange(segment->start, segment->end);
    }
    showCurrent();
}

void InterviewWorkbench::showCurrent()
{
    const Segment *segment = m_segments->segment(m_current);
    m_view->setCurrent(m_current);
    const int row = m_segments->rowOf(m_current);
    if (row >= 0 && m_table->currentIndex().row() != row) {
        const QSignalBlocker block(m_table->selectionModel());
        m_table->selectRow(row);
    } else if (row < 0) {
        m_table->clearSelection();
    }
    const bool editable = isEditable();
    m_picker->setEnabled(editable);
    m_removeCode->setEnabled(editable && segment && !segment->links.isEmpty());
    m_removeSegment->setEnabled(editable && segment);
    if (!segment) {
        m_codes->setStringList({});
        m_segmentLabel->setText(!editable ? tr("This coding is read only.")
                : m_transcriptId > 0
                ? tr("Select text in the transcript, then pick a node and press Enter.")
                : tr("Pick a quote to change its codes or memo."));
        m_picker->showLabel(std::nullopt);
        return;
    }
    QStringList codes;
    for (const QString &code : segment->links) {
        const int index = m_taxonomy->taxonomy().indexOfCode(code);
        codes.append(index >= 0 ? code + u"  "_s + m_taxonomy->taxonomy().node(index).name
                                : code + tr("  (not in the taxonomy: kept, flagged)"));
    }
    m_codes->setStringList(codes);
    m_segmentLabel->setText(
        tr("%1 · %2 code(s)%3")
            .arg(segment->isStandalone()
                    ? tr("Quote")
                    : tr("Characters %1–%2").arg(segment->start).arg(segment->end))
            .arg(segment->links.size())
            .arg(segment->coderId > 0 ? tr(" · by ") + segment->coder : tr(" · the code book's")));
    Label label;
    for (const QString &code : segment->links) {
        if (const qint64 id = nodeId(code); id > 0) {
            label.nodeId = id;
            break;
        }
    }
    label.summary = segment->memo;
    m_picker->showLabel(label.nodeId > 0 ? std::optional<Label>(label) : std::nullopt);
    if (label.nodeId == 0)
        m_picker->summaryField()->setText(segment->memo);
}

QString InterviewWorkbench::nodeCode(qint64 id) const
{
    return m_taxonomy->indexOfNodeId(id).data(TaxonomyModel::CodeRole).toString();
}

qint64 InterviewWorkbench::nodeId(const QString &code) const
{
    const int index = m_taxonomy->taxonomy().indexOfCode(code);
    return index >= 0 ? m_taxonomy->nodeIdAt(index) : 0;
}

void InterviewWorkbench::push(const QString &guid, const std::optional<Segment> &before,
    const std::optional<Segment> &after, const QString &text)
{
    auto *command = new SetSegmentCommand(m_session, guid, before, after, text);
    if (!m_session->push(m_session->segmentStack(), command))
        return; // the picker says why
    m_current = after ? guid : QString();
    showCurrent();
    m_picker->setSaveState(after ? tr("Saved") : tr("Segment deleted"));
}

void InterviewWorkbench::code(const QString &nodeCode, const QString &memo)
{
    if (!isEditable() || nodeCode.isEmpty())
        return;
    if (const Segment *segment = m_segments->segment(m_current)) {
        Segment after = *segment;
        if (!after.links.contains(nodeCode))
            after.links.append(nodeCode);
        after.memo = memo;
        if (after.sameCoding(*segment)) {
            m_picker->setSaveState(tr("Nothing changed"));
            return;
        }
        push(
            after.guid, *segment, after, tr("Code %1 with %2").arg(segment->participant, nodeCode));
        return;
    }
    const auto range = m_view->selectedRange();
    if (m_transcriptId == 0 || !range || range->second <= range->first) {
        m_picker->setSaveState(tr("Select text in the transcript first, or pick a segment"), true);
        return;
    }
    Segment segment;
    segment.guid = InterviewStore::newGuid();
    segment.participantId = m_participantId;
    segment.transcriptId = m_transcriptId;
    segment.start = range->first;
    segment.end = range->second;
    segment.coderId = m_layer;
    segment.links = {nodeCode};
    segment.memo = memo;
    push(segment.guid, std::nullopt, segment, tr("Code a segment with %1").arg(nodeCode));
}

void InterviewWorkbench::removeCurrentCode()
{
    const Segment *segment = m_segments->segment(m_current);
    const QModelIndex chosen = m_codeList->currentIndex();
    if (!segment || !isEditable() || segment->links.isEmpty())
        return;
    const int row = chosen.isValid() ? chosen.row() : static_cast<int>(segment->links.size()) - 1;
    Segment after = *segment;
    const QString code = after.links.takeAt(row);
    push(after.guid, *segment, after, tr("Remove %1 from a segment").arg(code));
}

void InterviewWorkbench::removeCurrentSegment()
{
    const Segment *segment = m_segments->segment(m_current);
    if (!segment || !isEditable())
        return;
    push(segment->guid, *segment, std::nullopt,
        tr("Delete a segment of %1").arg(segment->participant));
}

void InterviewWorkbench::focusSearch()
{
    m_picker->focusSearch();
}

void InterviewWorkbench::step(int delta)
{
    const int count = m_sources->rowCount();
    if (count == 0)
        return;
    const int row = std::clamp(m_sourceList->currentIndex().row() + delta, 0, count - 1);
    m_sourceList->setCurrentIndex(m_sources->index(row));
}

bool InterviewWorkbench::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) {
            if (watched == m_table) {
                removeCurrentSegment();
                return true;
            }
            if (watched == m_codeList) {
                removeCurrentCode();
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace taxonomist::ui
