// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "proposaldialog.h"

#include "common/palettecolors.h"
#include "common/untrustedtext.h"
#include "reconcile/proposalstore.h"
#include "reconcile/taxonomycodes.h"
#include "store/issuequery.h"
#include "store/projectstore.h"
#include "taxonomy/taxonomystore.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

ProposalDialog::ProposalDialog(ProjectStore *store, qint64 annotatorId, qint64 exampleIssueId,
    qint64 parentNodeId, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_annotatorId(annotatorId)
    , m_parent(new QComboBox(this))
    , m_name(new QLineEdit(this))
    , m_description(new QPlainTextEdit(this))
    , m_example(new QLineEdit(this))
    , m_code(UntrustedText::plain(new QLabel(this)))
    , m_error(UntrustedText::plain(new QLabel(this)))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"proposalDialog"_s);
    setWindowTitle(tr("Propose a Category"));
    m_parent->setObjectName(u"proposalParent"_s);
    m_name->setObjectName(u"proposalName"_s);
    m_description->setObjectName(u"proposalDescription"_s);
    m_example->setObjectName(u"proposalExample"_s);
    m_error->setObjectName(u"proposalError"_s);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(u"color: %1"_s.arg(PaletteColors::error(palette()).name()));
    m_description->setPlaceholderText(
        tr("What belongs here and what does not; how it differs from its neighbours"));
    m_description->setTabChangesFocus(true);
    m_example->setPlaceholderText(u"https://github.com/owner/repo/issues/123"_s);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Propose"));

    // Types take new themes and themes new sub-themes; sub-themes are the deepest level.
    auto stored = TaxonomyStore::load(*store);
    if (stored) {
        const Taxonomy &taxonomy = stored->taxonomy;
        for (int i = 0; i < taxonomy.size(); ++i) {
            const TaxonomyNode &node = taxonomy.node(i);
            if (node.level + 1 >= taxonomy.levels.size())
                continue;
            const QString kind = node.level == 0 ? tr("new theme of") : tr("new sub-theme of");
            m_parent->addItem(u"%1 %2 %3"_s.arg(kind, node.code, node.name), stored->nodeIds[i]);
        }
        const int wanted = stored->indexOfId(parentNodeId);
        // A sub-theme in the picker means "next to it": its theme is the parent.
        const int parentIndex
            = wanted >= 0 && taxonomy.node(wanted).level + 1 >= taxonomy.levels.size()
            ? taxonomy.node(wanted).parent
            : wanted;
        if (parentIndex >= 0)
            m_parent->setCurrentIndex(
                std::max(0, m_parent->findData(stored->nodeIds[parentIndex])));
        const auto showCode = [this, stored = *stored] {
            const int index = stored.indexOfId(m_parent->currentData().toLongLong());
            m_code->setText(index < 0
                    ? QString()
                    : tr("If adopted: %1 (codes and the taxonomy version are assigned on adoption)")
                          .arg(TaxonomyCodes::nextChildCode(stored.taxonomy, index)));
        };
        connect(m_parent, &QComboBox::currentIndexChanged, this, showCode);
        showCode();
    }
    if (exampleIssueId > 0) {
        if (const auto url = IssueQuery::urlOf(*store, exampleIssueId); url && !url->isEmpty())
            m_example->setText(*url);
    }

    auto *form = new QFormLayout;
    form->addRow(tr("&Under"), m_parent);
    form->addRow(QString(), m_code);
    form->addRow(tr("&Name"), m_name);
    form->addRow(tr("&Description"), m_description);
    form->addRow(tr("&Example issue"), m_example);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(
        tr("Every annotator votes on a proposal; it is adopted only when the project's share of "
           "them approve (all of them, unless the lead changed it)."),
        this));
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ProposalDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ProposalDialog::reject);
    m_name->setFocus();
}

qint64 ProposalDialog::exampleIssue() const
{
    const QString url = m_example->text().trimmed();
    if (url.isEmpty())
        return 0;
    const auto found = IssueQuery::idOfUrl(*m_store, url);
    return found && *found ? **found : -1;
}

void ProposalDialog::accept()
{
    const qint64 example = exampleIssue();
    if (example < 0) {
        m_error->setText(tr("The example is not an issue of this project."));
        return;
    }
    ProposalDraft draft;
    draft.parentNodeId = m_parent->currentData().toLongLong();
    draft.name = m_name->text();
    draft.description = m_description->toPlainText();
    draft.exampleIssueId = example;
    auto id = ProposalStore::propose(*m_store, draft, m_annotatorId);
    if (!id) {
        m_error->setText(id.error().message());
        return;
    }
    m_proposalId = *id;
    Q_EMIT proposed(m_proposalId);
    QDialog::accept();
}

} // namespace taxonomist::ui
