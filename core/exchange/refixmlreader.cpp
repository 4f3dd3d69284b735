// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "refixmlreader.h"

#include "refiguids.h"
#include "refixmlwriter.h"
#include "util/inputtext.h"

#include <QMap>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

class Parser
{
public:
    Parser(const QByteArray &data, const QString &fileName)
        : m_xml(data)
        , m_file(fileName)
    {
        m_xml.setNamespaceProcessing(true);
    }

    // Moves to the root element, refusing a document type declaration on the way.
    Status root(const QString &name, const QString &ns)
    {
        while (!m_xml.atEnd()) {
            const auto token = m_xml.readNext();
            if (token == QXmlStreamReader::DTD)
                return error(
                    u"a document type declaration is not accepted (REFI-QDA files have none)"_s);
            if (token == QXmlStreamReader::StartElement)
                break;
        }
        if (m_xml.hasError())
            return xmlError();
        if (m_xml.tokenType() != QXmlStreamReader::StartElement)
            return error(u"the file has no root element"_s);
        if (m_xml.name() != name || m_xml.namespaceUri() != ns) {
            return error(
                u"expected a REFI-QDA %1 (%2 in namespace %3), found %4 in namespace %5"_s.arg(name,
                    name, ns, quotedForMessage(m_xml.name()),
                    quotedForMessage(m_xml.namespaceUri())));
        }
        m_depth = 1;
        return success();
    }

    // The next child element of the current one; false at the parent's end (or an error).
    bool child()
    {
        if (m_failed)
            return false;
        while (!m_xml.atEnd()) {
            const auto token = m_xml.readNext();
            if (token == QXmlStreamReader::StartElement) {
                if (++m_depth > RefiXmlReader::MaxDepth) {
                    fail(u"elements nest deeper than %1"_s.arg(RefiXmlReader::MaxDepth));
                    return false;
                }
                return true;
            }
            if (token == QXmlStreamReader::EndElement) {
                --m_depth;
                return false;
            }
            if (token == QXmlStreamReader::DTD) {
                fail(u"a document type declaration is not accepted"_s);
                return false;
            }
        }
        if (m_xml.hasError())
            m_status = xmlError();
        m_failed = true;
        return false;
    }

    bool is(QStringView name) const { return m_xml.name() == name; }

    // Skips the current element and everything in it, counting it as not kept.
    void skip()
    {
        if (!m_failed) {
            m_xml.skipCurrentElement();
            --m_depth;
            if (m_xml.hasError())
                fail(m_xml.errorString());
        }
    }

    QString text()
    {
        if (m_failed)
            return {};
        const QString value = m_xml.readElementText(QXmlStreamReader::SkipChildElements);
        --m_depth;
        if (m_xml.hasError())
            fail(m_xml.errorString());
        return value;
    }

    QString attribute(QStringView name) const
    {
        return m_xml.attributes().value(name.toString()).toString();
    }

    // A GUID attribute: required ones must be there and well formed; optional ones may be absent.
    QString guid(QStringView name, bool required = true)
    {
        const QString value = attribute(name).trimmed();
        if (value.isEmpty() && !required)
            return {};
        if (!RefiGuids::isValid(value)) {
            fail(u"%1 of %2 is not a GUID: %3"_s.arg(
                name.toString(), m_xml.name().toString(), quotedForMessage(value)));
            return {};
        }
        return RefiGuids::normalized(value);
    }

    qint64 integer(QStringView name)
    {
        bool ok = false;
        const qint64 value = attribute(name).trimmed().toLongLong(&ok);
        if (!ok || value < 0) {
            fail(u"%1 of %2 is not a whole number ≥ 0: %3"_s.arg(
                name.toString(), m_xml.name().toString(), quotedForMessage(attribute(name))));
            return 0;
        }
        return value;
    }

    void fail(const QString &what)
    {
        if (!m_failed)
            m_status = error(what);
        m_failed = true;
    }

    void count(const QString &what) { ++m_skipped[what]; }

    bool failed() const { return m_failed; }
    Status status() const { return m_status; }
    QStringList skipped() const
    {
        QStringList out;
        for (auto it = m_skipped.cbegin(); it != m_skipped.cend(); ++it)
            out.append(u"%1 × %2"_s.arg(it.value()).arg(it.key()));
        return out;
    }

    Status finish()
    {
        if (m_failed)
            return m_status;
        while (!m_xml.atEnd())
            m_xml.readNext();
        if (m_xml.hasError() && m_xml.error() != QXmlStreamReader::PrematureEndOfDocumentError)
            return xmlError();
        return success();
    }

private:
    Error error(const QString &what) const
    {
        return Error(what,
            {m_file, static_cast<int>(m_xml.lineNumber()), static_cast<int>(m_xml.columnNumber())});
    }
    Error xmlError() const { return error(u"not well-formed XML: "_s + m_xml.errorString()); }

    QXmlStreamReader m_xml;
    QString m_file;
    int m_depth = 0;
    bool m_failed = false;
    Status m_status = success();
    QMap<QString, int> m_skipped;
};

class Reader
{
public:
    Reader(const QByteArray &data, const QString &fileName)
        : m_p(data, fileName)
    { }

    Result<RefiXmlReader::Codebook> codebook()
    {
        RefiXmlReader::Codebook result;
        if (auto status
            = m_p.root(u"CodeBook"_s, QString::fromLatin1(RefiXmlWriter::CodebookNamespace));
            !status)
            return status.error();
        result.origin = m_p.attribute(u"origin");
        while (m_p.child()) {
            if (m_p.is(u"Codes"))
                codes(result.codes, 0);
            else
                m_p.skip(); // Sets: Taxonomist has no code sets
        }
        if (auto status = m_p.finish(); !status)
            return status.error();
        return result;
    }

    Result<RefiProject> project()
    {
        RefiProject project;
        if (auto status
            = m_p.root(u"Project"_s, QString::fromLatin1(RefiXmlWriter::ProjectNamespace));
            !status)
            return status.error();
        project.name = m_p.attribute(u"name");
        project.origin = m_p.attribute(u"origin");
        project.creatingUser = m_p.guid(u"creatingUserGUID", false);
        project.created = m_p.attribute(u"creationDateTime");
        while (m_p.child()) {
            if (m_p.is(u"Users")) {
                while (m_p.child()) {
                    if (m_p.is(u"User"))
                        project.users.append({m_p.guid(u"guid"), m_p.attribute(u"name")});
                    m_p.skip();
                }
            } else if (m_p.is(u"CodeBook")) {
                while (m_p.child()) {
                    if (m_p.is(u"Codes"))
                        codes(project.codes, 0);
                    else
                        m_p.skip();
                }
            } else if (m_p.is(u"Variables")) {
                while (m_p.child()) {
                    if (m_p.is(u"Variable"))
                        project.variables.append({m_p.guid(u"guid"), m_p.attribute(u"name"),
                            m_p.attribute(u"typeOfVariable")});
                    m_p.skip();
                }
            } else if (m_p.is(u"Cases")) {
                while (m_p.child()) {
                    if (m_p.is(u"Case"))
                        project.cases.append(caseOf());
                    else
                        m_p.skip();
                }
            } else if (m_p.is(u"Sources")) {
                while (m_p.child()) {
                    if (m_p.is(u"TextSource")) {
                        if (++m_sources > RefiXmlReader::MaxSources)
                            m_p.fail(u"more than %1 sources"_s.arg(RefiXmlReader::MaxSources));
                        project.sources.append(textSource());
                    } else {
                        m_p.count(u"sources that are not text (pictures, PDF, audio, video)"_s);
                        m_p.skip();
                    }
                }
            } else if (m_p.is(u"Notes")) {
                while (m_p.child()) {
                    if (m_p.is(u"Note")) {
                        const RefiTextSource note = textSource();
                        project.notes.append({note.guid, note.name, note.text});
                    } else {
                        m_p.skip();
                    }
                }
            } else if (m_p.is(u"Sets")) {
                while (m_p.child()) {
                    if (m_p.is(u"Set"))
                        project.sets.append(set());
                    else
                        m_p.skip();
                }
            } else if (m_p.is(u"Description")) {
                project.description = m_p.text();
            } else {
                m_p.count(u"links, graphs and project note references"_s);
                m_p.skip();
            }
        }
        if (auto status = m_p.finish(); !status)
            return status.error();
        project.skipped = m_p.skipped();
        return project;
    }

private:
    void codes(QList<RefiCode> &into, int depth)
    {
        while (m_p.child()) {
            if (m_p.is(u"Code"))
                into.append(code(depth));
            else
                m_p.skip();
        }
    }

    // The Code element just entered, with the codes inside it.
    RefiCode code(int depth)
    {
        RefiCode result;
        if (depth >= RefiXmlReader::MaxCodeDepth)
            m_p.fail(u"codes nest deeper than %1 levels"_s.arg(RefiXmlReader::MaxCodeDepth));
        if (++m_codes > RefiXmlReader::MaxCodes)
            m_p.fail(u"more than %1 codes"_s.arg(RefiXmlReader::MaxCodes));
        result.guid = m_p.guid(u"guid");
        result.name = m_p.attribute(u"name");
        result.codable = m_p.attribute(u"isCodable").trimmed() != u"false"_s
            && m_p.attribute(u"isCodable").trimmed() != u"0"_s;
        result.color = m_p.attribute(u"color");
        if (result.name.trimmed().isEmpty() && !m_p.failed())
            m_p.fail(u"a Code has no name"_s);
        while (m_p.child()) {
            if (m_p.is(u"Description"))
                result.description = m_p.text();
            else if (m_p.is(u"Code"))
                result.children.append(this->code(depth + 1));
            else
                m_p.skip();
        }
        return result;
    }

    RefiCoding coding()
    {
        RefiCoding coding;
        coding.guid = m_p.guid(u"guid");
        coding.user = m_p.guid(u"creatingUser", false);
        coding.created = m_p.attribute(u"creationDateTime");
        while (m_p.child()) {
            if (m_p.is(u"CodeRef"))
                coding.codeGuid = m_p.guid(u"targetGUID");
            m_p.skip();
        }
        if (coding.codeGuid.isEmpty() && !m_p.failed())
            m_p.fail(u"a Coding has no CodeRef"_s);
        return coding;
    }

    RefiTextSource textSource()
    {
        RefiTextSource source;
        source.guid = m_p.guid(u"guid");
        source.name = m_p.attribute(u"name");
        source.plainTextPath = m_p.attribute(u"plainTextPath").trimmed();
        source.user = m_p.guid(u"creatingUser", false);
        source.created = m_p.attribute(u"creationDateTime");
        while (m_p.child()) {
            if (m_p.is(u"Description")) {
                source.description = m_p.text();
            } else if (m_p.is(u"PlainTextContent")) {
                source.text = m_p.text();
            } else if (m_p.is(u"PlainTextSelection")) {
                if (++m_selections > RefiXmlReader::MaxSelections)
                    m_p.fail(u"more than %1 selections"_s.arg(RefiXmlReader::MaxSelections));
                source.selections.append(selection());
            } else if (m_p.is(u"Coding")) {
                source.codings.append(coding());
            } else if (m_p.is(u"NoteRef")) {
                source.notes.append(m_p.guid(u"targetGUID"));
                m_p.skip();
            } else {
                m_p.skip();
            }
        }
        return source;
    }

    RefiSelection selection()
    {
        RefiSelection s;
        s.guid = m_p.guid(u"guid");
        s.name = m_p.attribute(u"name");
        s.start = m_p.integer(u"startPosition");
        s.end = m_p.integer(u"endPosition");
        s.user = m_p.guid(u"creatingUser", false);
        s.created = m_p.attribute(u"creationDateTime");
        while (m_p.child()) {
            if (m_p.is(u"Description")) {
                s.description = m_p.text();
            } else if (m_p.is(u"Coding")) {
                s.codings.append(coding());
            } else if (m_p.is(u"NoteRef")) {
                s.notes.append(m_p.guid(u"targetGUID"));
                m_p.skip();
            } else {
                m_p.skip();
            }
        }
        return s;
    }

    RefiCase caseOf()
    {
        RefiCase c;
        c.guid = m_p.guid(u"guid");
        c.name = m_p.attribute(u"name");
        while (m_p.child()) {
            if (m_p.is(u"Description")) {
                c.description = m_p.text();
            } else if (m_p.is(u"VariableValue")) {
                QString variable;
                QString value;
                while (m_p.child()) {
                    if (m_p.is(u"VariableRef")) {
                        variable = m_p.guid(u"targetGUID");
                        m_p.skip();
                    } else {
                        value = m_p.text(); // TextValue, BooleanValue, IntegerValue, ... as text
                    }
                }
                if (!variable.isEmpty())
                    c.values.append({variable, value});
            } else if (m_p.is(u"SourceRef")) {
                c.sources.append(m_p.guid(u"targetGUID"));
                m_p.skip();
            } else {
                m_p.skip();
            }
        }
        return c;
    }

    RefiSet set()
    {
        RefiSet s;
        s.guid = m_p.guid(u"guid");
        s.name = m_p.attribute(u"name");
        while (m_p.child()) {
            if (m_p.is(u"Description")) {
                s.description = m_p.text();
                continue;
            }
            if (m_p.is(u"MemberCode"))
                s.codes.append(m_p.guid(u"targetGUID"));
            else if (m_p.is(u"MemberSource"))
                s.sources.append(m_p.guid(u"targetGUID"));
            m_p.skip();
        }
        return s;
    }

    Parser m_p;
    qint64 m_codes = 0;
    qint64 m_sources = 0;
    qint64 m_selections = 0;
};

} // namespace

Result<RefiXmlReader::Codebook> RefiXmlReader::codebook(
    const QByteArray &xml, const QString &fileName)
{
    return Reader(xml, fileName).codebook();
}

Result<RefiProject> RefiXmlReader::project(const QByteArray &xml, const QString &fileName)
{
    return Reader(xml, fileName).project();
}

} // namespace taxonomist::core
