#include "workbench.h"

#include "common/settings.h"
#include "issues/issueviewer.h"
#include "picker/taxonomymodel.h"
#include "picker/taxonomypicker.h"
#include "setlabelcommand.h"
#include "store/issuecontent.h"
#include "store/keywordevidencestore.h"
#include "store/projectstore.h"
#include "taxonomy/taxonomystore.h"

#include <QHBoxLayout>
#include <QSplitter>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {
constexpr int maxRecent = 6;
}

Workbench::Workbench(QWidget *parent)
    : QWidget(parent)
    , m_taxonomy(new TaxonomyModel(this))
    , m_viewer(new IssueViewer(this))
    , m_picker(new TaxonomyPicker(m_taxonomy, this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_undo(new QUndoStack(this))
{
    setObjectName(u"workbench"_s);
    m_splitter->setObjectName(u"workbenchSplitter"_s);
    m_splitter->addWidget(m_viewer);
    m_splitter->addWidget(m_picker);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);
    connect(m_picker, &TaxonomyPicker::submitted, this, &Workbench::save);
}

void Workbench::setProject(ProjectStore *store, qint64 annotatorId, const QString &annotatorName)
{
    m_undo->clear();
    m_store = store;
    m_annotatorId = annotatorId;
    m_annotatorName = annotatorName;
    m_issue.reset();
    m_label.reset();
    m_keywords.clear();
    m_viewer->clear();
    m_picker->setEnabled(store && annotatorId > 0);
    if (!store) {
        m_taxonomy->setTaxonomy({}, {});
        return;
    }
    auto stored = TaxonomyStore::load(*store);
    if (stored)
        m_taxonomy->setTaxonomy(stored->taxonomy, stored->nodeIds);
    else
        Q_EMIT failed(stored.error().message());
    m_recent = Settings::recentNodes(store->path(), annotatorId);
    m_picker->setRecentNodes(m_recent);
    m_picker->showLabel(std::nullopt);
}

void Workbench::reloadTaxonomy()
{
    if (!m_store)
        return;
    auto stored = TaxonomyStore::load(*m_store);
    if (!stored) {
        Q_EMIT failed(stored.error().message());
        return;
    }
    m_taxonomy->setTaxonomy(stored->taxonomy, stored->nodeIds);
    m_picker->setRecentNodes(m_recent);
    m_picker->showLabel(m_label);
}

void Workbench::reloadKeywords()
{
    m_keywords.clear();
    if (m_issue)
        showIssue(m_issue->id);
}

void Workbench::showIssue(qint64 issueId)
{
    if (!m_store || issueId <= 0) {
        m_issue.reset();
        m_viewer->clear();
        return;
    }
    IssueFilter filter;
    filter.annotatorId = m_annotatorId;
    auto row = IssueQuery::byId(*m_store, filter, issueId);
    auto content = IssueContentStore::load(*m_store, issueId);
    if (!row || !*row || !content) {
        Q_EMIT failed(!row ? row.error().message() : !content ? content.error().message() : u"no such issue"_s);
        return;
    }
    m_issue = **row;
    auto hits = KeywordEvidenceStore::forIssue(*m_store, issueId);
    m_viewer->showIssue(*m_issue, *content, m_keywords.forFramework(*m_store, m_issue->framework), hits ? *hits : QList<KeywordHit>());
    m_label.reset();
    if (m_annotatorId > 0) {
        auto label = LabelStore::label(*m_store, issueId, m_annotatorId);
        if (label)
            m_label = *label;
        else
            Q_EMIT failed(label.error().message());
    }
    m_picker->showLabel(m_label);
}

void Workbench::save(const Label &label)
{
    if (!m_store || !m_issue || m_annotatorId <= 0)
        return;
    if (m_label && m_label->sameAs(label)) {
        Q_EMIT advanceRequested(); // nothing changed: just move on
        return;
    }
    const QString code = label.falsePositive ? u"false positive"_s
                                             : m_taxonomy->indexOfNodeId(label.nodeId).data(TaxonomyModel::CodeRole).toString();
    auto *command = new SetLabelCommand(
        m_store, m_issue->id, m_annotatorId, m_annotatorName, m_label, label,
        [this](qint64 issueId, const std::optional<Label> &applied, const Status &status) {
            labelApplied(issueId, applied, status);
        },
        u"Label %1#%2 as %3"_s.arg(m_issue->repository, m_issue->number, code));
    m_undo->push(command);
    if (m_label && m_label->sameAs(label)) {
        if (!label.falsePositive)
            rememberRecent(label.nodeId);
        Q_EMIT advanceRequested();
    }
}

void Workbench::labelApplied(qint64 issueId, const std::optional<Label> &label, const Status &status)
{
    if (!status) {
        m_picker->setSaveState(u"Not saved: "_s + status.error().what(), true);
        Q_EMIT failed(status.error().message());
        return;
    }
    if (m_issue && m_issue->id == issueId) {
        m_label = label;
        if (m_label)
            m_label->updatedAt = ProjectStore::nowUtc();
        m_picker->showLabel(m_label);
    } else {
        showIssue(issueId); // an undo of another issue's label: show what changed
    }
    Q_EMIT labelChanged(issueId);
}

void Workbench::rememberRecent(qint64 nodeId)
{
    m_recent.removeAll(nodeId);
    m_recent.prepend(nodeId);
    while (m_recent.size() > maxRecent)
        m_recent.removeLast();
    Settings::setRecentNodes(m_store->path(), m_annotatorId, m_recent);
    m_picker->setRecentNodes(m_recent);
}

} // namespace taxonomist::ui
