// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "codebookdialog.h"

#include "common/safetextbrowser.h"
#include "common/screenfit.h"
#include "reconcile/codebookexamplestore.h"
#include "session/projectsession.h"
#include "taxonomy/taxonomysearch.h"
#include "taxonomyfilterproxymodel.h"
#include "taxonomymodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace taxonomist::ui {

CodebookDialog::CodebookDialog(TaxonomyModel *model, ProjectSession *session, QWidget *parent)
    : QDialog(parent)
    , m_model(model)
    , m_session(session)
    , m_proxy(new TaxonomyFilterProxyModel(this))
    , m_search(new QLineEdit(this))
    , m_tree(new QTreeView(this))
    , m_text(new SafeTextBrowser(this))
{
    setObjectName(u"codebookDialog"_s);
    setWindowTitle(tr("Codebook"));
    m_proxy->setSourceModel(m_model);
    m_search->setObjectName(u"codebookSearch"_s);
    m_search->setPlaceholderText(tr("Filter codes, names and details…"));
    m_search->setClearButtonEnabled(true);
    m_tree->setObjectName(u"codebookTree"_s);
    m_tree->setModel(m_proxy);
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->expandAll();
    m_text->setObjectName(u"codebookText"_s);
    m_text->setOpenLinks(false);
    // What a screen reader says for each control.
    m_search->setAccessibleName(tr("Filter the codebook"));
    m_search->setAccessibleDescription(
        tr("Shows the nodes whose code, name or details contain the words"));
    m_tree->setAccessibleName(tr("Taxonomy"));
    m_tree->setAccessibleDescription(
        tr("Types, themes and sub-themes; the selected one is described beside it"));
    m_text->setAccessibleName(tr("Node description"));
    m_text->setAccessibleDescription(
        tr("Where the node sits, its description, decision rules and the study's details"));

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_search);
    leftLayout->addWidget(m_tree, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(m_text);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({460, 520}); // room for the nodes' names in the tree
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(splitter);
    fitToScreen(this, {1000, 640});

    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setSearchText(text);
        m_tree->expandAll();
    });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &CodebookDialog::currentChanged);
    connect(m_model, &QAbstractItemModel::modelReset, m_tree, &QTreeView::expandAll);
    if (m_session) {
        connect(m_session, &ProjectSession::codebookExamplesChanged, this, [this](qint64 nodeId) {
            if (nodeId == currentNodeId())
                currentChanged();
        });
    }
    currentChanged();
}

void CodebookDialog::showNode(qint64 nodeId)
{
    if (nodeId <= 0)
        return;
    m_search->clear();
    const QModelIndex index = m_proxy->mapFromSource(m_model->indexOfNodeId(nodeId));
    m_tree->setCurrentIndex(index);
    m_tree->scrollTo(index);
}

qint64 CodebookDialog::currentNodeId() const
{
    const QModelIndex current = m_tree->currentIndex();
    return current.isValid() ? current.data(TaxonomyModel::NodeIdRole).toLongLong() : 0;
}

void CodebookDialog::currentChanged()
{
    const QModelIndex current = m_tree->currentIndex();
    const int node = current.isValid()
        ? m_model->taxonomyIndexOf(current.data(TaxonomyModel::NodeIdRole).toLongLong())
        : -1;
    if (node < 0) {
        m_text->setHtml(u"<p style='color:gray'>%1</p>"_s.arg(
            tr("Choose a node of the taxonomy.").toHtmlEscaped()));
        return;
    }
    // Every piece is text from the taxonomy file or the study: escaped before it meets markup.
    const core::Taxonomy &taxonomy = m_model->taxonomy();
    const core::TaxonomyNode &n = taxonomy.node(node);
    QString html = u"<h3>%1 %2</h3>"_s.arg(n.code.toHtmlEscaped(), n.name.toHtmlEscaped());
    html += u"<p style='color:gray'>%1</p>"_s.arg(
        core::TaxonomySearch::path(taxonomy, node).toHtmlEscaped());
    if (!n.aliases.isEmpty())
        html += u"<p><i>%1</i> %2</p>"_s.arg(
            tr("Also spelled:").toHtmlEscaped(), n.aliases.join(u"; "_s).toHtmlEscaped());
    html += n.description.isEmpty()
        ? u"<p><i>%1</i></p>"_s.arg(tr("No description in the taxonomy file.").toHtmlEscaped())
        : u"<p>%1</p>"_s.arg(n.description.toHtmlEscaped());
    if (!n.decisionRules.isEmpty()) {
        html += u"<p><b>%1</b></p><ol>"_s.arg(tr("Decision rules").toHtmlEscaped());
        for (const QString &rule : n.decisionRules)
            html += u"<li>%1</li>"_s.arg(rule.toHtmlEscaped());
        html += u"</ol>"_s;
    }
    if (!n.children.isEmpty()) {
        html += u"<p><b>%1</b></p><ul>"_s.arg(tr("Under it").toHtmlEscaped());
        for (const int child : n.children)
            html += u"<li>%1 %2</li>"_s.arg(taxonomy.node(child).code.toHtmlEscaped(),
                taxonomy.node(child).name.toHtmlEscaped());
        html += u"</ul>"_s;
    }
    if (m_session && m_session->store()) {
        // The lead's examples: a URL and a title fetched from the tracker, both untrusted text.
        auto examples
            = core::CodebookExampleStore::examples(*m_session->store(), m_model->nodeIdAt(node));
        if (!examples) {
            html += u"<p><i>%1</i></p>"_s.arg(examples.error().message().toHtmlEscaped());
        } else if (!examples->isEmpty()) {
            html += u"<p><b>%1</b></p><ul>"_s.arg(
                tr("%n example issue(s)", nullptr, int(examples->size())).toHtmlEscaped());
            for (const core::CodebookExample &example : std::as_const(*examples)) {
                html += example.title.isEmpty()
                    ? u"<li>%1</li>"_s.arg(example.url.toHtmlEscaped())
                    : u"<li>%1<br>%2</li>"_s.arg(
                        example.title.toHtmlEscaped(), example.url.toHtmlEscaped());
            }
            html += u"</ul>"_s;
        }
    }
    if (!n.details.isEmpty()) {
        html += u"<p><b>%1</b></p><ul>"_s.arg(
            tr("%n detail(s) from the study", nullptr, int(n.details.size())).toHtmlEscaped());
        for (const QString &detail : n.details)
            html += u"<li>%1</li>"_s.arg(detail.toHtmlEscaped());
        html += u"</ul>"_s;
    }
    m_text->setHtml(html);
}

} // namespace taxonomist::ui
