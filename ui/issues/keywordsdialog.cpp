// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "keywordsdialog.h"

#include "common/screenfit.h"
#include "common/untrustedtext.h"
#include "fetch/frameworkkeywords.h"
#include "session/projectsession.h"
#include "store/issuequery.h"
#include "store/projectstore.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

KeywordsDialog::KeywordsDialog(ProjectSession *session, const QString &framework, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_framework(new QComboBox(this))
    , m_editor(new QPlainTextEdit(this))
    , m_status(UntrustedText::plain(new QLabel(this)))
{
    setWindowTitle(tr("Framework Keywords"));
    fitToScreen(this, {420, 520});
    for (const FrameworkInfo &info : IssueQuery::frameworks(*session->store()))
        m_framework->addItem(info.name, info.id);
    m_framework->setCurrentIndex(std::max(0, m_framework->findText(framework)));
    m_framework->setObjectName(u"keywordFramework"_s);
    m_editor->setObjectName(u"keywordList"_s);
    m_editor->setAccessibleName(tr("Filter keywords"));
    m_editor->setAccessibleDescription(tr("One keyword per line"));
    m_editor->setPlaceholderText(
        tr("One keyword per line. Matching ignores case and respects word boundaries."));
    m_status->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_framework);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    connect(m_framework, &QComboBox::currentIndexChanged, this, &KeywordsDialog::load);
    connect(buttons, &QDialogButtonBox::accepted, this, &KeywordsDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    load();
    // A volunteer's copy shows the lead's lists, read-only, and says why.
    if (auto editable = FrameworkKeywords::checkEditable(*session->store()); !editable) {
        m_editor->setReadOnly(true);
        buttons->button(QDialogButtonBox::Save)->setEnabled(false);
        m_readOnlyReason
            = tr("read only: the keywords are the lead's, and the lead's next update brings any "
                 "change to them");
        m_status->setText(m_status->text() + u" · "_s + m_readOnlyReason);
    }
}

void KeywordsDialog::load()
{
    auto keywords
        = FrameworkKeywords::list(*m_session->store(), m_framework->currentData().toLongLong());
    m_editor->setPlainText(keywords ? keywords->join(u'\n') : QString());
    m_status->setText(
        keywords ? tr("%1 keywords").arg(keywords->size()) : keywords.error().message());
    if (!m_readOnlyReason.isEmpty())
        m_status->setText(m_status->text() + u" · "_s + m_readOnlyReason);
}

bool KeywordsDialog::save()
{
    QStringList keywords;
    for (const QString &line : m_editor->toPlainText().split(u'\n')) {
        if (!line.trimmed().isEmpty())
            keywords.append(line.trimmed());
    }
    const QString actor
        = m_session->annotatorName().isEmpty() ? u"taxonomist"_s : m_session->annotatorName();
    auto recomputed = FrameworkKeywords::set(
        *m_session->store(), m_framework->currentData().toLongLong(), keywords, actor);
    if (!recomputed) {
        m_status->setText(recomputed.error().message());
        return false;
    }
    m_session->announceKeywords();
    m_status->setText(tr("Saved %1 keywords; matches recomputed in %2 fetched issues.")
                          .arg(keywords.size())
                          .arg(*recomputed));
    return true;
}

} // namespace taxonomist::ui
