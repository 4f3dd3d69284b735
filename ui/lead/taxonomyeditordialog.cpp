// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomyeditordialog.h"

#include "agreement/projectratings.h"
#include "common/asynctask.h"
#include "common/dialogservice.h"
#include "common/screenfit.h"
#include "common/untrustedtext.h"
#include "picker/taxonomyfilterproxymodel.h"
#include "picker/taxonomymodel.h"
#include "reconcile/taxonomycodes.h"
#include "session/projectsession.h"
#include "taxonomy/taxonomysearch.h"
#include "taxonomy/taxonomystore.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeView>
#include <QVBoxLayout>

#include <functional>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

using UsageMap = QHash<qint64, TaxonomyEditorDialog::Usage>;

// Every label and final label of the project, counted by the node it names.
Result<UsageMap> countUsage(const QString &path)
{
    auto store = ProjectStore::open(
        path, ProjectStore::OpenMode::ReadOnly, ProjectStore::IntegrityCheck::later());
    if (!store)
        return store.error();
    auto ratings = ProjectRatings::load(**store);
    if (!ratings)
        return ratings.error();
    const QList<qint64> &ids = ratings->taxonomy().nodeIds;
    UsageMap usage;
    for (const ProjectRatings::Issue &issue : ratings->issues()) {
        for (const ProjectRatings::Vote &vote : ratings->votesOf(issue)) {
            if (vote.node >= 0)
                ++usage[ids.value(vote.node)].labels;
        }
        if (issue.isDecided() && issue.finalNodeId > 0)
            ++usage[issue.finalNodeId].decisions;
    }
    return usage;
}

// The codes a move would give, "old → new", as core::TaxonomyEvolution::move hands them out:
// the node, then each child that is not retired, depth first, under its new parent.
QStringList movedCodes(const Taxonomy &taxonomy, int moved, int parent)
{
    Taxonomy after = taxonomy;
    QStringList codes;
    const std::function<void(int, int)> copy = [&](int old, int under) {
        if (old != moved && taxonomy.node(old).retired)
            return;
        TaxonomyNode node = taxonomy.node(old);
        node.code = TaxonomyCodes::nextChildCode(after, under);
        node.parent = under;
        node.level = under < 0 ? 0 : after.node(under).level + 1;
        node.children.clear();
        codes.append(u"%1 → %2"_s.arg(taxonomy.node(old).code, node.code));
        const int added = after.addNode(node);
        for (const int child : taxonomy.node(old).children)
            copy(child, added);
    };
    copy(moved, parent);
    return codes;
}

QTreeView *makeTree(QAbstractItemModel *model, const QString &name, QWidget *parent)
{
    auto *tree = new QTreeView(parent);
    tree->setObjectName(name);
    tree->setModel(model);
    tree->setHeaderHidden(true);
    tree->setUniformRowHeights(true);
    tree->expandAll();
    return tree;
}

QLabel *wrappedLabel(const QString &name, QWidget *parent)
{
    auto *label = UntrustedText::plain(new QLabel(parent));
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

TaxonomyEditorDialog::TaxonomyEditorDialog(
    ProjectSession *session, DialogService *dialogs, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_dialogs(dialogs)
    , m_model(new TaxonomyModel(this))
    , m_proxy(new TaxonomyFilterProxyModel(this))
    , m_mergeProxy(new TaxonomyFilterProxyModel(this))
    , m_moveProxy(new TaxonomyFilterProxyModel(this))
    , m_counter(new AsyncTask(this))
    , m_version(UntrustedText::plain(new QLabel(this)))
    , m_showRetired(new QCheckBox(tr("Show &retired"), this))
    , m_search(new QLineEdit(this))
    , m_tree(makeTree(m_proxy, u"taxonomyEditorTree"_s, this))
    , m_details(wrappedLabel(u"nodeDetails"_s, this))
    , m_retire(new QPushButton(tr("Re&tire"), this))
    , m_tabs(new QTabWidget(this))
    , m_result(wrappedLabel(u"changeResult"_s, this))
{
    setObjectName(u"taxonomyEditor"_s);
    setWindowTitle(tr("Edit Taxonomy"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setShowRetired(false);
    m_mergeProxy->setSourceModel(m_model);
    m_moveProxy->setSourceModel(m_model);

    m_version->setObjectName(u"taxonomyVersion"_s);
    m_showRetired->setObjectName(u"showRetiredBox"_s);
    m_showRetired->setToolTip(
        tr("Retired nodes keep the labels that name them but are offered for no new label"));
    m_search->setObjectName(u"taxonomyEditorSearch"_s);
    m_search->setPlaceholderText(tr("Search codes and names…"));
    m_search->setClearButtonEnabled(true);
    m_retire->setObjectName(u"retireButton"_s);
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    m_tree->setAccessibleName(tr("The taxonomy"));
    m_search->setAccessibleName(tr("Search the taxonomy"));
    m_details->setAccessibleName(tr("The chosen node"));
    m_result->setAccessibleName(tr("What the last change did"));

    auto *top = new QHBoxLayout;
    top->addWidget(m_version, 1);
    top->addWidget(m_showRetired);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_search);
    leftLayout->addWidget(m_tree);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_details);
    auto *retireRow = new QHBoxLayout;
    retireRow->addWidget(m_retire);
    retireRow->addStretch(1);
    rightLayout->addLayout(retireRow);
    buildForms(m_tabs);
    rightLayout->addWidget(m_tabs, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setChildrenCollapsible(false);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_result);
    layout->addWidget(buttons);

    connect(m_showRetired, &QCheckBox::toggled, this, [this](bool show) {
        m_proxy->setShowRetired(show);
        m_tree->expandAll();
    });
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setSearchText(text);
        m_tree->expandAll();
    });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &TaxonomyEditorDialog::showCurrent);
    connect(m_retire, &QPushButton::clicked, this, &TaxonomyEditorDialog::toggleRetired);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        if (currentNode() < 0)
            return;
        QMenu menu(this);
        menu.addAction(tr("Re&name…"), this, [this] {
            m_tabs->setCurrentIndex(0);
            m_name->setFocus();
        });
        menu.addAction(m_retire->text(), this, &TaxonomyEditorDialog::toggleRetired);
        menu.addAction(tr("&Merge Into…"), this, [this] {
            m_tabs->setCurrentIndex(1);
            m_mergeSearch->setFocus();
        });
        menu.addAction(tr("M&ove Under…"), this, [this] {
            m_tabs->setCurrentIndex(2);
            m_moveTargets->setFocus();
        });
        menu.exec(m_tree->viewport()->mapToGlobal(at));
    });
    // A change that arrives by a sync or another window shows here as one made here does.
    connect(m_session, &ProjectSession::taxonomyChanged, this, [this] {
        reload();
        reloadUsage();
    });
    connect(m_session, &ProjectSession::aboutToClose, this, &QDialog::reject);

    reload();
    reloadUsage();
    fitToScreen(this, {1100, 700});
}

TaxonomyEditorDialog::~TaxonomyEditorDialog() = default;

void TaxonomyEditorDialog::buildForms(QTabWidget *tabs)
{
    tabs->setObjectName(u"editorTabs"_s);

    auto *renamePage = new QWidget(tabs);
    auto *renameForm = new QFormLayout(renamePage);
    m_name = new QLineEdit(renamePage);
    m_name->setObjectName(u"renameName"_s);
    m_description = new QPlainTextEdit(renamePage);
    m_description->setObjectName(u"renameDescription"_s);
    m_description->setTabChangesFocus(true);
    m_rename = new QPushButton(tr("&Rename"), renamePage);
    m_rename->setObjectName(u"renameButton"_s);
    renameForm->addRow(tr("&Name:"), m_name);
    renameForm->addRow(tr("&Description:"), m_description);
    renameForm->addRow(QString(), m_rename);
    auto *renameNote = wrappedLabel(QString(), renamePage);
    renameNote->setText(tr("The code and every label stay as they are."));
    renameForm->addRow(QString(), renameNote);
    tabs->addTab(renamePage, tr("Re&name"));
    connect(m_rename, &QPushButton::clicked, this, &TaxonomyEditorDialog::rename);
    connect(m_name, &QLineEdit::returnPressed, this, &TaxonomyEditorDialog::rename);

    auto *mergePage = new QWidget(tabs);
    auto *mergeLayout = new QVBoxLayout(mergePage);
    mergeLayout->addWidget(wrappedLabel(QString(), mergePage));
    static_cast<QLabel *>(mergeLayout->itemAt(0)->widget())
        ->setText(tr("Its labels and decisions go to the node chosen here, and it retires."));
    m_mergeSearch = new QLineEdit(mergePage);
    m_mergeSearch->setObjectName(u"mergeSearch"_s);
    m_mergeSearch->setPlaceholderText(tr("Search the node to merge into…"));
    m_mergeSearch->setClearButtonEnabled(true);
    m_mergeTargets = makeTree(m_mergeProxy, u"mergeTargets"_s, mergePage);
    m_mergeTargets->setAccessibleName(tr("The node to merge into"));
    m_mergeSearch->setAccessibleName(tr("Search the node to merge into"));
    m_mergePreview = wrappedLabel(u"mergePreview"_s, mergePage);
    m_merge = new QPushButton(tr("&Merge"), mergePage);
    m_merge->setObjectName(u"mergeButton"_s);
    mergeLayout->addWidget(m_mergeSearch);
    mergeLayout->addWidget(m_mergeTargets, 1);
    mergeLayout->addWidget(m_mergePreview);
    mergeLayout->addWidget(m_merge, 0, Qt::AlignLeft);
    tabs->addTab(mergePage, tr("&Merge Into"));
    connect(m_mergeSearch, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_mergeProxy->setSearchText(text);
        m_mergeTargets->expandAll();
        // The best match, as the picker finds it, so typing a code chooses that node.
        const int best = TaxonomySearch(text).bestMatch(m_model->taxonomy());
        const QModelIndex index = best < 0
            ? QModelIndex()
            : m_mergeProxy->mapFromSource(m_model->indexOfNodeId(m_model->nodeIdAt(best)));
        if (index.isValid())
            m_mergeTargets->setCurrentIndex(index);
    });
    connect(m_mergeTargets->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &TaxonomyEditorDialog::updateMergePreview);
    connect(m_merge, &QPushButton::clicked, this, &TaxonomyEditorDialog::merge);

    auto *movePage = new QWidget(tabs);
    auto *moveLayout = new QVBoxLayout(movePage);
    m_topLevel = new QCheckBox(tr("To the &top level (a new type)"), movePage);
    m_topLevel->setObjectName(u"moveTopLevel"_s);
    m_moveTargets = makeTree(m_moveProxy, u"moveTargets"_s, movePage);
    m_moveTargets->setAccessibleName(tr("The new parent"));
    m_movePreview = wrappedLabel(u"movePreview"_s, movePage);
    m_move = new QPushButton(tr("M&ove"), movePage);
    m_move->setObjectName(u"moveButton"_s);
    auto *moveNote = wrappedLabel(QString(), movePage);
    moveNote->setText(tr("Codes follow the tree, so the node and what is under it get new codes "
                         "under the new parent; labels go along and the old codes retire."));
    moveLayout->addWidget(moveNote);
    moveLayout->addWidget(m_topLevel);
    moveLayout->addWidget(m_moveTargets, 1);
    moveLayout->addWidget(m_movePreview);
    moveLayout->addWidget(m_move, 0, Qt::AlignLeft);
    tabs->addTab(movePage, tr("M&ove Under"));
    connect(m_topLevel, &QCheckBox::toggled, this, [this](bool top) {
        m_moveTargets->setEnabled(!top);
        updateMovePreview();
    });
    connect(m_moveTargets->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &TaxonomyEditorDialog::updateMovePreview);
    connect(m_move, &QPushButton::clicked, this, &TaxonomyEditorDialog::move);
}

QString TaxonomyEditorDialog::actor() const
{
    return m_session->annotatorName().isEmpty() ? u"lead"_s : m_session->annotatorName();
}

void TaxonomyEditorDialog::reload()
{
    const qint64 selected = currentNodeId();
    const ProjectStore *store = m_session->store();
    if (!store)
        return;
    auto stored = TaxonomyStore::load(*store);
    if (!stored) {
        m_result->setText(stored.error().message());
        m_dialogs->showError(this, tr("Edit Taxonomy"), stored.error().message());
        return;
    }
    m_model->setTaxonomy(stored->taxonomy, stored->nodeIds);
    m_version->setText(
        tr("Taxonomy %1, version %2")
            .arg(store->info(u"taxonomy.name"_s), store->info(u"taxonomy.version"_s)));
    for (QTreeView *tree : {m_tree, m_mergeTargets, m_moveTargets})
        tree->expandAll();
    const QModelIndex again = m_proxy->mapFromSource(m_model->indexOfNodeId(selected));
    if (again.isValid())
        m_tree->setCurrentIndex(again);
    showCurrent();
}

void TaxonomyEditorDialog::reloadUsage()
{
    if (!m_session->isOpen())
        return;
    m_usageKnown = false;
    m_counter->run([path = m_session->path()] { return countUsage(path); },
        [this](Result<UsageMap> counted) {
            if (!counted) {
                m_result->setText(
                    tr("The labels could not be counted: %1").arg(counted.error().message()));
                return;
            }
            m_usage = std::move(counted).value();
            m_usageKnown = true;
            showCurrent();
            Q_EMIT usageLoaded();
        });
}

bool TaxonomyEditorDialog::isCounting() const
{
    return m_counter->isRunning();
}

bool TaxonomyEditorDialog::selectNode(const QString &code)
{
    const int node = m_model->taxonomy().indexOfCode(code);
    const QModelIndex index = node < 0
        ? QModelIndex()
        : m_proxy->mapFromSource(m_model->indexOfNodeId(m_model->nodeIdAt(node)));
    if (!index.isValid())
        return false;
    m_tree->setCurrentIndex(index);
    m_tree->scrollTo(index);
    return true;
}

int TaxonomyEditorDialog::currentNode() const
{
    const QModelIndex current = m_tree->currentIndex();
    return current.isValid()
        ? m_model->taxonomyIndexOf(current.data(TaxonomyModel::NodeIdRole).toLongLong())
        : -1;
}

qint64 TaxonomyEditorDialog::currentNodeId() const
{
    const int node = currentNode();
    return node < 0 ? 0 : m_model->nodeIdAt(node);
}

int TaxonomyEditorDialog::targetNode(const QTreeView *tree) const
{
    const QModelIndex current = tree->currentIndex();
    return current.isValid()
        ? m_model->taxonomyIndexOf(current.data(TaxonomyModel::NodeIdRole).toLongLong())
        : -1;
}

void TaxonomyEditorDialog::showCurrent()
{
    const int node = currentNode();
    const bool has = node >= 0;
    for (QWidget *widget : {static_cast<QWidget *>(m_retire), static_cast<QWidget *>(m_tabs)})
        widget->setEnabled(has && m_session->isOpen() && !m_session->store()->isReadOnly());
    if (!has) {
        m_details->setText(tr("Choose a node of the tree to change it."));
        m_name->clear();
        m_description->clear();
        updateMergePreview();
        updateMovePreview();
        return;
    }
    const TaxonomyNode &n = m_model->taxonomy().node(node);
    const Usage usage = usageOf(m_model->nodeIdAt(node));
    QString text = n.code + u"  "_s + n.name;
    if (n.retired)
        text += tr(" (retired)");
    if (!n.description.isEmpty())
        text += u"\n"_s + n.description;
    text += u"\n"_s
        + (m_usageKnown
                ? tr("%1 labels and %2 decisions name it.").arg(usage.labels).arg(usage.decisions)
                : tr("Counting its labels…"));
    m_details->setText(text);
    m_retire->setText(n.retired ? tr("Res&tore") : tr("Re&tire"));
    m_retire->setToolTip(n.retired ? tr("Offer it again for new labels")
                                   : tr("Offer it no more for new labels; its labels stay"));
    m_name->setText(n.name);
    m_description->setPlainText(n.description);
    updateMergePreview();
    updateMovePreview();
}

void TaxonomyEditorDialog::updateMergePreview()
{
    const int from = currentNode();
    const int into = targetNode(m_mergeTargets);
    m_merge->setEnabled(from >= 0 && into >= 0 && from != into);
    if (from < 0 || into < 0) {
        m_mergePreview->setText(tr("Choose the node to merge into."));
        return;
    }
    const Taxonomy &taxonomy = m_model->taxonomy();
    const Usage usage = usageOf(m_model->nodeIdAt(from));
    m_mergePreview->setText(
        tr("%1 labels and %2 decisions move to %3 %4; %5 retires.")
            .arg(usage.labels)
            .arg(usage.decisions)
            .arg(taxonomy.node(into).code, taxonomy.node(into).name, taxonomy.node(from).code));
}

void TaxonomyEditorDialog::updateMovePreview()
{
    const int node = currentNode();
    const int parent = m_topLevel->isChecked() ? -1 : targetNode(m_moveTargets);
    const bool chosen = m_topLevel->isChecked() || parent >= 0;
    m_move->setEnabled(node >= 0 && chosen);
    if (node < 0 || !chosen) {
        m_movePreview->setText(tr("Choose the new parent, or the top level."));
        return;
    }
    const Taxonomy &taxonomy = m_model->taxonomy();
    if (parent == taxonomy.node(node).parent || parent == node) {
        m_movePreview->setText(tr("%1 is there already.").arg(taxonomy.node(node).code));
        m_move->setEnabled(false);
        return;
    }
    QStringList codes = movedCodes(taxonomy, node, parent);
    const qsizetype shown = 6;
    if (codes.size() > shown)
        codes = codes.mid(0, shown) << tr("and %1 more").arg(codes.size() - shown);
    m_movePreview->setText(tr("New codes: %1; the old ones retire.").arg(codes.join(u", "_s)));
}

void TaxonomyEditorDialog::rename()
{
    const qint64 node = currentNodeId();
    if (node <= 0)
        return;
    const QString name = m_name->text().trimmed();
    if (name.isEmpty()) {
        m_result->setText(tr("A node needs a name."));
        m_name->setFocus();
        return;
    }
    finish(tr("Rename %1").arg(m_model->taxonomy().node(currentNode()).code),
        TaxonomyEvolution::rename(
            *m_session->store(), node, name, m_description->toPlainText().trimmed(), actor()));
}

void TaxonomyEditorDialog::toggleRetired()
{
    const int node = currentNode();
    if (node < 0)
        return;
    const bool retire = !m_model->taxonomy().node(node).retired;
    const QString code = m_model->taxonomy().node(node).code;
    finish(retire ? tr("Retire %1").arg(code) : tr("Restore %1").arg(code),
        TaxonomyEvolution::setRetired(
            *m_session->store(), m_model->nodeIdAt(node), retire, actor()));
}

void TaxonomyEditorDialog::merge()
{
    const int from = currentNode();
    const int into = targetNode(m_mergeTargets);
    if (from < 0 || into < 0)
        return;
    if (!m_dialogs->confirm(this, tr("Merge"), m_mergePreview->text()))
        return;
    const QString target = m_model->taxonomy().node(into).code;
    if (finish(tr("Merge %1 into %2").arg(m_model->taxonomy().node(from).code, target),
            TaxonomyEvolution::merge(
                *m_session->store(), m_model->nodeIdAt(from), m_model->nodeIdAt(into), actor())))
        selectNode(target); // where the labels went
}

void TaxonomyEditorDialog::move()
{
    const int node = currentNode();
    const int parent = m_topLevel->isChecked() ? -1 : targetNode(m_moveTargets);
    if (node < 0 || (parent < 0 && !m_topLevel->isChecked()))
        return;
    if (!m_dialogs->confirm(this, tr("Move"), m_movePreview->text()))
        return;
    finish(tr("Move %1").arg(m_model->taxonomy().node(node).code),
        TaxonomyEvolution::move(*m_session->store(), m_model->nodeIdAt(node),
            parent < 0 ? 0 : m_model->nodeIdAt(parent), actor()));
}

bool TaxonomyEditorDialog::finish(const QString &what, const Result<TaxonomyChange> &result)
{
    if (!result) {
        m_result->setText(tr("%1 failed: %2").arg(what, result.error().message()));
        m_dialogs->showError(this, what, result.error().message());
        return false;
    }
    const TaxonomyChange &change = *result;
    QString text = tr("%1: taxonomy version %2 → %3.").arg(what, change.previous, change.version);
    if (!change.codes.isEmpty())
        text += u' ' + tr("New codes: %1.").arg(change.codes.join(u", "_s));
    if (change.labels + change.finalLabels > 0)
        text += u' '
            + tr("%1 labels and %2 decisions carried along.")
                  .arg(change.labels)
                  .arg(change.finalLabels);
    if (change.labelsLeft > 0)
        text += u' '
            + tr("%1 labels of other members are carried by their own copies at their next sync.")
                  .arg(change.labelsLeft);
    m_result->setText(text);
    const QString code = change.codes.value(0);
    m_session->announceTaxonomy(); // this dialog reloads with the pickers and queues
    if (!code.isEmpty())
        selectNode(code); // a moved node: where it is now
    Q_EMIT changed(change);
    return true;
}

} // namespace taxonomist::ui
