// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issueviewer.h"

#include "common/palettecolors.h"
#include "common/safetextbrowser.h"
#include "common/untrustedtext.h"

#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QStackedWidget>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QUrl>
#include <QVBoxLayout>

#include <map>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

// GitHub's dialect (tables, task lists, autolinks, strikethrough) with raw HTML left as text.
constexpr auto markdownFeatures = QTextDocument::MarkdownFeatures(
    QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML);

QString shortDate(const QString &iso)
{
    const QDateTime time = QDateTime::fromString(iso, Qt::ISODate);
    return time.isValid() ? QLocale().toString(time.toLocalTime(), IssueViewer::tr("d MMM yyyy"))
                          : iso;
}

bool isWebUrl(const QUrl &url)
{
    return url.isValid() && (url.scheme() == u"https"_s || url.scheme() == u"http"_s);
}

// Markdown images become a text placeholder before the document is ever laid out: Qt's image
// handler reads any image it is not given straight from the disk (`![x](/dev/zero)` would hang
// the app, `![x](/home/…)` would show a local file), so an image must never reach the layout.
void replaceImages(QTextDocument &part)
{
    struct Image
    {
        int position;
        int length;
        QString source;
    };
    QList<Image> images;
    for (QTextBlock block = part.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (fragment.isValid() && fragment.charFormat().isImageFormat())
                images.append({fragment.position(), fragment.length(),
                    fragment.charFormat().toImageFormat().name()});
        }
    }
    for (qsizetype i = images.size() - 1; i >= 0; --i) { // from the end: positions stay valid
        const Image &image = images[i];
        QTextCursor cursor(&part);
        cursor.setPosition(image.position);
        cursor.setPosition(image.position + image.length, QTextCursor::KeepAnchor);
        QTextCharFormat format;
        format.setFontItalic(true);
        const QUrl url(image.source);
        if (isWebUrl(url)) { // a link the user may open in the browser; nothing loads here
            format.setAnchor(true);
            format.setAnchorHref(url.toString());
            format.setForeground(QPalette().color(QPalette::Link));
        }
        // Several images in one fragment (rare) collapse into one placeholder.
        cursor.insertText(
            IssueViewer::tr("[image not loaded: %1]").arg(image.source.left(200)), format);
    }
}

// Each part is parsed on its own, so an unclosed code fence in one comment cannot swallow the next.
void appendMarkdown(QTextCursor &cursor, const QString &markdown)
{
    QTextDocument part;
    part.setMarkdown(markdown, markdownFeatures);
    replaceImages(part);
    // Code blocks (fenced or indented) get a tinted background, as on GitHub.
    const QColor codeBackground = QPalette().color(QPalette::AlternateBase);
    for (QTextBlock block = part.begin(); block.isValid(); block = block.next()) {
        const QTextBlockFormat format = block.blockFormat();
        if (!format.hasProperty(QTextFormat::BlockCodeFence) && !format.nonBreakableLines())
            continue;
        QTextCursor code(block);
        QTextBlockFormat tinted = format;
        tinted.setBackground(codeBackground);
        code.setBlockFormat(tinted);
    }
    cursor.insertFragment(QTextDocumentFragment(&part));
    // A plain block, not a copy of the last one: after a list that copy was an empty last item.
    cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
}

void appendHeading(QTextCursor &cursor, const QString &text)
{
    QTextBlockFormat block;
    block.setTopMargin(14);
    block.setBottomMargin(4);
    QTextCharFormat format;
    format.setFontWeight(QFont::Bold);
    format.setForeground(QPalette().color(QPalette::PlaceholderText));
    cursor.insertBlock(block, format);
    cursor.insertText(text);
    cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
}

} // namespace

IssueViewer::IssueViewer(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_meta(new QLabel(this))
    , m_keywords(new QLabel(this))
    , m_stack(new QStackedWidget(this))
    , m_browser(new SafeTextBrowser(this))
    , m_missing(new QLabel(this))
    , m_fetch(new QPushButton(tr("Fetch this issue"), this))
    , m_findBar(new QWidget(this))
    , m_find(new QLineEdit(m_findBar))
    , m_findState(new QLabel(m_findBar))
{
    setObjectName(u"issueViewer"_s);
    m_title->setObjectName(u"issueTitle"_s);
    // Titles, keyword summaries and notices are remote or imported text: never markup.
    UntrustedText::plain(m_title);
    UntrustedText::plain(m_keywords);
    UntrustedText::plain(m_missing);
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.35);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_meta->setObjectName(u"issueMeta"_s);
    m_meta->setWordWrap(true);
    m_meta->setOpenExternalLinks(true);
    m_meta->setTextFormat(Qt::RichText);
    m_keywords->setObjectName(u"issueKeywords"_s);
    m_keywords->setWordWrap(true);
    m_browser->setObjectName(u"issueBody"_s);
    m_browser->setAccessibleName(tr("Issue text and discussion"));
    m_browser->setAccessibleDescription(
        tr("The issue's description and its comments; filter keywords are bold and underlined"));
    m_fetch->setAccessibleDescription(tr("Downloads this issue's text and comments from its site"));
    m_missing->setObjectName(u"contentMissing"_s);
    m_missing->setWordWrap(true);
    m_missing->setAlignment(Qt::AlignCenter);
    m_fetch->setObjectName(u"fetchIssueButton"_s);

    auto *missingPage = new QWidget(this);
    auto *missingLayout = new QVBoxLayout(missingPage);
    missingLayout->addStretch(1);
    missingLayout->addWidget(m_missing);
    missingLayout->addWidget(m_fetch, 0, Qt::AlignHCenter);
    missingLayout->addStretch(2);
    m_stack->addWidget(m_browser);
    m_stack->addWidget(missingPage);

    m_findBar->setObjectName(u"findBar"_s);
    m_find->setObjectName(u"findInIssue"_s);
    m_find->setPlaceholderText(
        tr("Find in this issue (Enter: next, Shift+Enter: previous, Esc: close)"));
    m_find->setAccessibleName(tr("Find in the issue"));
    m_find->setClearButtonEnabled(true);
    m_find->installEventFilter(this);
    m_find->setAccessibleName(tr("Find in this issue"));
    m_find->setAccessibleDescription(
        tr("Finds words in the issue's text and comments; Enter goes to the next, "
           "Shift+Enter to the previous, Esc closes the find bar"));
    m_findState->setObjectName(u"findState"_s);
    auto *findLayout = new QHBoxLayout(m_findBar);
    findLayout->setContentsMargins(0, 0, 0, 0);
    findLayout->addWidget(m_find, 1);
    findLayout->addWidget(m_findState);
    m_findBar->hide();
    connect(m_find, &QLineEdit::textChanged, this, [this] {
        // Typing searches from the top, so the first occurrence is found first.
        m_browser->moveCursor(QTextCursor::Start);
        find();
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_meta);
    layout->addWidget(m_keywords);
    layout->addWidget(m_findBar);
    layout->addWidget(m_stack, 1);
    connect(m_fetch, &QPushButton::clicked, this, [this] { Q_EMIT fetchRequested(m_issueId); });
    clear();
}

void IssueViewer::setFetchAvailable(bool available)
{
    m_fetchAvailable = available;
    m_fetch->setVisible(available);
}

void IssueViewer::clear()
{
    m_issueId = 0;
    m_shown.reset();
    m_title->setText(tr("No issue selected"));
    m_meta->clear();
    m_keywords->clear();
    m_browser->clear();
    m_missing->setText(tr("Pick an issue in the list."));
    m_fetch->hide();
    m_stack->setCurrentIndex(1);
}

void IssueViewer::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_shown) {
        const Shown shown = *m_shown; // showIssue() keeps it
        showIssue(shown.issue, shown.content, shown.keywords, shown.hits);
    }
}

void IssueViewer::showIssue(const IssueRow &issue, const std::optional<IssueContent> &content,
    const KeywordMatcher &keywords, const QList<KeywordHit> &hits)
{
    m_issueId = issue.id;
    m_shown = Shown {issue, content, keywords, hits}; // for a re-render in another palette
    // The URL comes from the project file: only a web link is clickable (no file:// or other
    // scheme).
    const QString linkText
        = u"%1#%2"_s.arg(issue.repository.toHtmlEscaped(), issue.number.toHtmlEscaped());
    const QString link = isWebUrl(QUrl(issue.url))
        ? u"<a href=\"%1\">%2</a>"_s.arg(issue.url.toHtmlEscaped(), linkText)
        : linkText;
    if (!content) {
        m_title->setText(issue.repository + u" #"_s + issue.number);
        m_meta->setText(
            u"%1 · %2 · %3"_s.arg(issue.framework.toHtmlEscaped()).arg(issue.year).arg(link));
        m_keywords->clear();
        m_browser->clear();
        m_missing->setText(
            tr("This issue's title, body and discussion have not been fetched yet.\n"
               "Open it in the browser from the link above, or fetch it for offline work."));
        m_fetch->setVisible(m_fetchAvailable);
        m_stack->setCurrentIndex(1);
        return;
    }
    m_title->setText(content->title);
    QStringList meta {u"<b>%1</b>"_s.arg(content->state.toHtmlEscaped())};
    if (!content->author.isEmpty())
        meta.append(tr("opened by <b>%1</b> on %2")
                        .arg(content->author.toHtmlEscaped(), shortDate(content->createdAt)));
    if (!content->closedAt.isEmpty())
        meta.append(tr("closed %1").arg(shortDate(content->closedAt)));
    meta.append(content->comments.size() == 1
            ? tr("1 comment")
            : tr("%1 comments").arg(QLocale().toString(content->comments.size())));
    meta.append(link);
    QString labels;
    for (const QString &label : content->repositoryLabels)
        labels
            += u" <span style=\"background:palette(midlight); padding:1px 4px;\">&nbsp;%1&nbsp;</span>"_s
                   .arg(label.toHtmlEscaped());
    m_meta->setText(meta.join(u" · "_s) + (labels.isEmpty() ? QString() : u"<br>"_s + labels));
    renderContent(*content);
    highlightKeywords(keywords, hits);
    m_stack->setCurrentIndex(0);
}

void IssueViewer::renderContent(const IssueContent &content)
{
    m_browser->resetBlockedResources();
    auto *document = new QTextDocument(m_browser);
    document->setDocumentMargin(8);
    QTextCursor cursor(document);
    appendMarkdown(
        cursor, content.body.isEmpty() ? tr("*No description provided.*") : content.body);
    for (const IssueComment &comment : content.comments) {
        appendHeading(cursor,
            tr("%1 commented on %2")
                .arg(comment.author.isEmpty() ? tr("someone") : comment.author,
                    shortDate(comment.createdAt)));
        appendMarkdown(cursor, comment.body);
    }
    m_browser->setDocument(document);
}

void IssueViewer::showFindBar()
{
    m_findBar->show();
    m_find->setFocus();
    m_find->selectAll();
}

void IssueViewer::find(bool backward)
{
    const QString text = m_find->text();
    if (text.isEmpty()) {
        m_findState->clear();
        QTextCursor cursor = m_browser->textCursor();
        cursor.clearSelection();
        m_browser->setTextCursor(cursor);
        return;
    }
    const QTextDocument::FindFlags flags
        = backward ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    bool found = m_browser->find(text, flags);
    if (!found) { // wrap around
        m_browser->moveCursor(backward ? QTextCursor::End : QTextCursor::Start);
        found = m_browser->find(text, flags);
    }
    m_findState->setText(found ? QString() : tr("Not found"));
}

bool IssueViewer::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_find && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            find(key->modifiers() & Qt::ShiftModifier);
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            m_findBar->hide();
            m_browser->setFocus();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void IssueViewer::highlightKeywords(const KeywordMatcher &keywords, const QList<KeywordHit> &hits)
{
    QTextDocument *document = m_browser->document();
    // toRawText keeps one character per cursor position, so match offsets are document positions.
    const QString text = m_title->text() + u'\n' + document->toRawText();
    const qsizetype bodyOffset = m_title->text().size() + 1;
    QTextCharFormat highlight;
    // From the palette, so a hit reads on a light and a dark one; bold and underlined, so it does
    // not rest on colour alone.
    highlight.setBackground(PaletteColors::keywordBackground(palette()));
    highlight.setForeground(PaletteColors::keywordText(palette()));
    highlight.setFontWeight(QFont::Bold);
    highlight.setFontUnderline(true);
    std::map<QString, int> counts;
    for (const KeywordMatch &match : keywords.find(text)) {
        ++counts[match.keyword];
        if (match.start < bodyOffset)
            continue; // in the title: counted, shown in the summary line
        QTextCursor cursor(document);
        cursor.setPosition(static_cast<int>(match.start - bodyOffset));
        cursor.setPosition(
            static_cast<int>(match.start - bodyOffset + match.length), QTextCursor::KeepAnchor);
        cursor.mergeCharFormat(highlight);
    }
    // Where each keyword was found, from the matches stored when the issue was fetched: a keyword
    // only in code, a link or a user name is weak evidence (a likely false positive).
    std::map<QString, QStringList> places;
    for (const KeywordHit &hit : hits)
        places[hit.keyword].append(keywordLocationName(hit.location));
    QStringList parts;
    for (const auto &[keyword, count] : counts) {
        QString part = count > 1 ? u"%1 ×%2"_s.arg(keyword).arg(count) : keyword;
        const auto where = places.find(keyword);
        if (where != places.end())
            part += u" ("_s + where->second.join(u", "_s) + u")"_s;
        parts.append(part);
    }
    for (const auto &[keyword, where] : places) {
        if (!counts.count(keyword)) // e.g. only in the URL or a user name, which the text lacks
            parts.append(keyword + u" ("_s + where.join(u", "_s) + u")"_s);
    }
    m_keywords->setText(parts.isEmpty()
            ? (keywords.isEmpty() ? QString() : tr("No filter keyword in this issue"))
            : tr("Keywords: ") + parts.join(u", "_s));
}

} // namespace taxonomist::ui
