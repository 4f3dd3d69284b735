// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workbench.h"

#include "common/settings.h"
#include "issues/issueviewer.h"
#include "picker/taxonomymodel.h"
#include "picker/taxonomypicker.h"
#include "session/projectsession.h"
#include "setlabelcommand.h"
#include "store/issuecontent.h"
#include "store/keywordevidencestore.h"
#include "store/projectstore.h"
#include "taxonomy/taxonomystore.h"

#include <QHBoxLayout>
#include <QSplitter>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {
constexpr int maxRecent = 6;
}

Workbench::Workbench(ProjectSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_taxonomy(new TaxonomyModel(this))
    , m_viewer(new IssueViewer(this))
    , m_picker(new TaxonomyPicker(m_taxonomy, this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
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
    connect(session, &ProjectSession::opened, this, &Workbench::projectOpened);
    connect(session, &ProjectSession::aboutToClose, this, &Workbench::projectClosing);
    connect(session, &ProjectSession::labelsChanged, this, &Workbench::labelsChanged);
    connect(session, &ProjectSession::labelWriteFailed, this, &Workbench::writeFailed);
    connect(session, &ProjectSession::taxonomyChanged, this, &Workbench::reloadTaxonomy);
    connect(session, &ProjectSession::keywordsChanged, this, &Workbench::reloadKeywords);
    connect(session, &ProjectSession::contentFetched, this, [this](qint64 issueId) {
        if (currentIssueId() == issueId)
            showIssue(issueId); // the viewer follows as content arrives
    });
    // A rename or a new role: whether this annotator labels may have changed.
    connect(session, &ProjectSession::teamChanged, this,
        [this] { m_picker->setEnabled(m_session->isOpen() && m_session->canLabel()); });
    // An undo of another issue's label: show what changed.
    connect(session, &ProjectSession::issueRevisited, this, [this](qint64 issueId) {
        if (currentIssueId() != issueId)
            showIssue(issueId);
    });
    if (session->isOpen())
        projectOpened();
}

void Workbench::projectOpened()
{
    projectClosing();
    m_picker->setEnabled(m_session->canLabel());
    auto stored = TaxonomyStore::load(*m_session->store());
    if (stored)
        m_taxonomy->setTaxonomy(stored->taxonomy, stored->nodeIds);
    else
        Q_EMIT failed(stored.error().message());
    m_recent = Settings::recentNodes(m_session->path(), m_session->annotatorId());
    m_picker->setRecentNodes(m_recent);
    m_picker->showLabel(std::nullopt);
}

void Workbench::projectClosing()
{
    m_issue.reset();
    m_label.reset();
    m_keywords.clear();
    m_viewer->clear();
    m_picker->setEnabled(false);
    m_taxonomy->setTaxonomy({}, {});
}

void Workbench::reloadTaxonomy()
{
    if (!m_session->isOpen())
        return;
    auto stored = TaxonomyStore::load(*m_session->store());
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
    ProjectStore *store = m_session->store();
    if (!store || issueId <= 0) {
        m_issue.reset();
        m_viewer->clear();
        return;
    }
    IssueFilter filter;
    filter.annotatorId = m_session->annotatorId();
    auto row = IssueQuery::byId(*store, filter, issueId);
    auto content = IssueContentStore::load(*store, issueId);
    if (!row || !*row || !content) {
        Q_EMIT failed(!row ? row.error().message()
                : !content ? content.error().message()
                           : tr("no such issue"));
        return;
    }
    m_issue = **row;
    auto hits = KeywordEvidenceStore::forIssue(*store, issueId);
    m_viewer->showIssue(*m_issue, *content, m_keywords.forFramework(*store, m_issue->framework),
        hits ? *hits : QList<KeywordHit>());
    reloadLabel();
}

void Workbench::reloadLabel()
{
    m_label.reset();
    if (m_issue && m_session->annotatorId() > 0) {
        auto label = LabelStore::label(*m_session->store(), m_issue->id, m_session->annotatorId());
        if (label)
            m_label = *label;
        else
            Q_EMIT failed(label.error().message());
    }
    m_picker->showLabel(m_label);
}

void Workbench::save(const Label &label)
{
    if (!m_session->isOpen() || !m_issue || !m_session->canLabel())
        return;
    if (m_label && m_label->sameAs(label)) {
        Q_EMIT advanceRequested(); // nothing changed: just move on
        return;
    }
    const QString code = label.falsePositive ? tr("false positive")
        : label.nodeId > 0
        ? m_taxonomy->indexOfNodeId(label.nodeId).data(TaxonomyModel::CodeRole).toString()
        : tr("open: %1", "an open code, as the label column shows it").arg(label.openCode);
    auto *command = new SetLabelCommand(m_session, m_issue->id, m_label, label,
        tr("Label %1#%2 as %3").arg(m_issue->repository, m_issue->number, code));
    if (!m_session->push(m_session->labelStack(), command))
        return; // the picker says why (writeFailed); the issue stays
    if (!label.falsePositive && label.nodeId > 0)
        rememberRecent(label.nodeId);
    Q_EMIT advanceRequested();
}

void Workbench::labelsChanged(const QList<qint64> &issueIds)
{
    if (m_issue && issueIds.contains(m_issue->id))
        reloadLabel();
}

void Workbench::writeFailed(const Error &error)
{
    m_picker->setSaveState(tr("Not saved: ") + error.what(), true);
    Q_EMIT failed(error.message());
}

void Workbench::rememberRecent(qint64 nodeId)
{
    m_recent.removeAll(nodeId);
    m_recent.prepend(nodeId);
    while (m_recent.size() > maxRecent)
        m_recent.removeLast();
    Settings::setRecentNodes(m_session->path(), m_session->annotatorId(), m_recent);
    m_picker->setRecentNodes(m_recent);
}

} // namespace taxonomist::ui
