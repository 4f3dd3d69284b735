// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "keywordlistparser.h"

#include "util/coretext.h"
#include "util/utf8.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

class Scanner
{
public:
    Scanner(const QString &text, QString file)
        : m_text(text)
        , m_file(std::move(file))
    { }

    Result<QList<KeywordList>> run()
    {
        QList<KeywordList> lists;
        for (;;) {
            skipSpaceAndComments();
            if (atEnd())
                return lists;
            KeywordList list;
            list.line = m_line;
            const QString name = identifier();
            if (name.isEmpty())
                return fail(CoreText::tr("expected NAME_keywords = [...]"));
            if (!name.endsWith(u"_keywords"_s))
                return fail(CoreText::tr("expected a name ending in \"_keywords\", found \"%1\"")
                                .arg(name));
            if (name == u"_keywords"_s)
                return fail(CoreText::tr("expected a framework name before \"_keywords\""));
            list.name = name.chopped(9);
            skipSpaceAndComments();
            if (!consume(u'='))
                return fail(CoreText::tr("expected \"=\" after %1").arg(name));
            skipSpaceAndComments();
            if (!consume(u'['))
                return fail(CoreText::tr("expected \"[\" to start the list"));
            if (auto status = readItems(list); !status)
                return status.error();
            lists.append(std::move(list));
        }
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_text[m_pos]; }

    void step()
    {
        if (m_text[m_pos] == u'\n') {
            ++m_line;
            m_column = 1;
        } else if (!m_text[m_pos].isLowSurrogate()) { // columns count code points, as in CSV errors
            ++m_column;
        }
        ++m_pos;
    }

    bool consume(QChar c)
    {
        if (peek() != c)
            return false;
        step();
        return true;
    }

    Error fail(const QString &what) const { return Error(what, {m_file, m_line, m_column}); }

    void skipSpaceAndComments()
    {
        while (!atEnd()) {
            if (peek().isSpace()) {
                step();
            } else if (peek() == u'#') {
                while (!atEnd() && peek() != u'\n')
                    step();
            } else {
                return;
            }
        }
    }

    QString identifier()
    {
        QString name;
        while (!atEnd() && (peek().isLetterOrNumber() || peek() == u'_')) {
            name += peek();
            step();
        }
        return name;
    }

    Status readItems(KeywordList &list)
    {
        for (;;) {
            skipSpaceAndComments();
            if (consume(u']'))
                return success();
            const QChar quote = peek();
            if (quote != u'\'' && quote != u'"')
                return atEnd() ? fail(CoreText::tr("the list is not closed with \"]\""))
                               : fail(CoreText::tr("expected a quoted keyword or \"]\""));
            const int startLine = m_line, startColumn = m_column;
            step();
            QString keyword;
            while (!atEnd() && peek() != quote && peek() != u'\n') {
                if (peek() == u'\\') {
                    step();
                    if (atEnd())
                        break;
                }
                keyword += peek();
                step();
            }
            if (!consume(quote))
                return Error(CoreText::tr("unterminated string"), {m_file, startLine, startColumn});
            if (keyword.isEmpty()) // it would match every issue (Python's `'' in text` is true)
                return Error(CoreText::tr("empty keyword"), {m_file, startLine, startColumn});
            ++list.listed;
            if (!list.keywords.contains(keyword))
                list.keywords.append(keyword);
            skipSpaceAndComments();
            if (consume(u','))
                continue;
            if (peek() != u']')
                return fail(CoreText::tr("expected \",\" or \"]\" after a keyword"));
        }
    }

    const QString &m_text;
    QString m_file;
    qsizetype m_pos = 0;
    int m_line = 1;
    int m_column = 1;
};

} // namespace

Result<QList<KeywordList>> KeywordListParser::parse(const QByteArray &data, const QString &fileName)
{
    if (const auto bad = utf8::firstInvalidByte(data)) {
        const auto at = utf8::positionOf(data, *bad);
        return Error(CoreText::tr("invalid UTF-8"), {fileName, at.line, at.column});
    }
    const QString text = QString::fromUtf8(data);
    return Scanner(text, fileName).run();
}

} // namespace taxonomist::core
