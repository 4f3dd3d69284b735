// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "refixmlreader.h"

#include "refiguids.h"
#include "refitaxonomy.h"
#include "refixmlwriter.h"
#include "util/coretext.h"
#include "util/inputtext.h"

#include <QHash>
#include <QIODevice>
#include <QMap>
#include <QSet>
#include <QUuid>
#include <QXmlStreamReader>

#include <cstring>
#include <optional>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QString sizeText(qint64 bytes)
{
    if (bytes % InboundLimits::MiB == 0)
        return u"%1 MiB"_s.arg(bytes / InboundLimits::MiB);
    if (bytes % InboundLimits::KiB == 0)
        return u"%1 KiB"_s.arg(bytes / InboundLimits::KiB);
    return u"%1 bytes"_s.arg(bytes);
}

qint64 utf8Bytes(QStringView text)
{
    qint64 bytes = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        bytes += u < 0x80 ? 1 : u < 0x800 ? 2 : c.isSurrogate() ? 2 : 3; // a pair makes 4
    }
    return bytes;
}

// What QXmlStreamReader reads from: the input pulled in chunks and counted, in all and since the
// last token the reader gave back. The reader gathers a token (a text, a tag with its attributes,
// a comment, a document type declaration) whole before it returns it, so the second count is what
// bounds the reader's own memory. Whatever stops the input is kept, for the caller to report
// instead of the reader's "premature end of document".
class InputDevice final : public QIODevice
{
public:
    explicit InputDevice(const RefiXmlReader::Input &input)
        : m_input(input)
    {
        QIODevice::open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    }

    bool isSequential() const override { return true; }
    bool atEnd() const override { return m_ended || m_inputError || !m_limit.isEmpty(); }
    // The reader gave back a token: the next piece starts here.
    void startPiece() { m_piece = 0; }
    const std::optional<Error> &inputError() const { return m_inputError; }
    const QString &limit() const { return m_limit; }

protected:
    qint64 readData(char *data, qint64 max) override
    {
        if (atEnd() || max <= 0)
            return -1;
        auto got = m_input(data, max);
        if (!got) {
            m_inputError = got.error();
            return -1;
        }
        if (*got == 0) {
            m_ended = true;
            return -1;
        }
        m_total += *got;
        m_piece += *got;
        if (m_total > RefiXmlReader::MaxBytes) {
            m_limit = CoreText::tr("the XML is larger than %1, the limit")
                          .arg(sizeText(RefiXmlReader::MaxBytes));
            return -1;
        }
        if (m_piece > RefiXmlReader::MaxPieceBytes) {
            m_limit = CoreText::tr(
                "one piece of the XML (a text, a tag or a comment) is larger than %1, the limit")
                          .arg(sizeText(RefiXmlReader::MaxPieceBytes));
            return -1;
        }
        return *got;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    RefiXmlReader::Input m_input;
    qint64 m_total = 0;
    qint64 m_piece = 0;
    bool m_ended = false;
    std::optional<Error> m_inputError;
    QString m_limit;
};

class Parser
{
public:
    Parser(const RefiXmlReader::Input &input, const QString &fileName)
        : m_device(input)
        , m_file(fileName)
    {
        m_xml.setDevice(&m_device);
        m_xml.setNamespaceProcessing(true);
    }

    // Moves to the root element, refusing a document type declaration on the way.
    Status root(const QString &name, const QString &ns)
    {
        for (;;) {
            const auto token = next();
            if (token == QXmlStreamReader::DTD)
                return outcome(error(CoreText::tr(
                    "a document type declaration is not accepted (REFI-QDA files have none)")));
            if (token == QXmlStreamReader::StartElement)
                break;
            if (token == QXmlStreamReader::Invalid || token == QXmlStreamReader::EndDocument)
                return outcome(m_xml.hasError()
                        ? xmlError()
                        : error(CoreText::tr("the file has no root element")));
        }
        if (m_xml.name() != name || m_xml.namespaceUri() != ns) {
            return error(CoreText::tr(
                "expected a REFI-QDA %1 (%2 in namespace %3), found %4 in namespace %5")
                             .arg(name, name, ns, quotedForMessage(m_xml.name()),
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
        for (;;) {
            switch (next()) {
            case QXmlStreamReader::StartElement:
                if (++m_depth > RefiXmlReader::MaxDepth) {
                    fail(CoreText::tr("elements nest deeper than %1").arg(RefiXmlReader::MaxDepth));
                    return false;
                }
                return true;
            case QXmlStreamReader::EndElement:
                --m_depth;
                return false;
            case QXmlStreamReader::DTD:
                fail(CoreText::tr("a document type declaration is not accepted"));
                return false;
            case QXmlStreamReader::Invalid:
            case QXmlStreamReader::EndDocument:
                failXml();
                return false;
            default:
                break; // white space between elements, comments, processing instructions
            }
        }
    }

    bool is(QStringView name) const { return m_xml.name() == name; }

    // Skips the current element and everything in it, as deep as the limit allows.
    void skip()
    {
        if (m_failed)
            return;
        for (int depth = 0;;) {
            switch (next()) {
            case QXmlStreamReader::StartElement:
                if (m_depth + ++depth > RefiXmlReader::MaxDepth) {
                    fail(CoreText::tr("elements nest deeper than %1").arg(RefiXmlReader::MaxDepth));
                    return;
                }
                break;
            case QXmlStreamReader::EndElement:
                if (depth-- == 0) {
                    --m_depth;
                    return;
                }
                break;
            case QXmlStreamReader::Invalid:
            case QXmlStreamReader::EndDocument:
                failXml();
                return;
            default:
                break;
            }
        }
    }

    // The text of the current element (its child elements skipped), refused beyond `maxBytes`
    // of UTF-8.
    QString text(qint64 maxBytes)
    {
        if (m_failed)
            return {};
        const QString element = m_xml.name().toString();
        QString value;
        qint64 bytes = 0;
        for (int depth = 0;;) {
            switch (next()) {
            case QXmlStreamReader::Characters:
                if (depth == 0) {
                    bytes += utf8Bytes(m_xml.text());
                    if (bytes > maxBytes) {
                        fail(CoreText::tr("%1 is larger than %2, the limit for it")
                                 .arg(element, sizeText(maxBytes)));
                        return {};
                    }
                    value += m_xml.text();
                }
                break;
            case QXmlStreamReader::StartElement:
                if (m_depth + ++depth > RefiXmlReader::MaxDepth) {
                    fail(CoreText::tr("elements nest deeper than %1").arg(RefiXmlReader::MaxDepth));
                    return {};
                }
                break;
            case QXmlStreamReader::EndElement:
                if (depth-- == 0) {
                    --m_depth;
                    return value;
                }
                break;
            case QXmlStreamReader::Invalid:
            case QXmlStreamReader::EndDocument:
                failXml();
                return {};
            default:
                break;
            }
        }
    }

    QString attribute(QStringView name) const
    {
        return m_xml.attributes().value(name.toString()).toString();
    }

    // A short attribute (an origin, a colour, a type, a date), refused beyond the name limit.
    QString shortAttribute(QStringView name, qsizetype maxChars = InboundLimits::MaxNameChars)
    {
        const QString value = attribute(name);
        if (value.size() > maxChars)
            fail(CoreText::tr("%1 of %2 is longer than %3 characters: %4")
                     .arg(name.toString(), m_xml.name().toString(), QString::number(maxChars),
                         quotedForMessage(value)));
        return value;
    }

    // The name of something that keeps it in Taxonomist (a user, a case, a variable, a set):
    // refused beyond the limit.
    QString name() { return shortAttribute(u"name"); }

    // A code's name: the limit is for what follows its code ("C.3 Distributed …"), which the
    // taxonomy keeps as the node's name.
    QString codeName()
    {
        const QString value = attribute(u"name");
        constexpr qsizetype max = InboundLimits::MaxNameChars;
        const auto split
            = value.size() <= 2 * max + 1 ? RefiTaxonomy::splitCodeName(value) : std::nullopt;
        if (value.size() > 2 * max + 1 || (split ? split->second.size() : value.size()) > max
            || (split && split->first.size() > max))
            fail((split
                    ? CoreText::tr("name of Code is longer than %1 characters after its code: %2")
                    : CoreText::tr("name of Code is longer than %1 characters: %2"))
                     .arg(QString::number(max), quotedForMessage(value)));
        return value;
    }

    // A name only shown (a project's, a source's, a selection's, a note's): cut to the limit,
    // as Taxonomist cuts a transcript's name.
    QString label() const { return attribute(u"name").left(InboundLimits::MaxNameChars); }

    // A GUID attribute: required ones must be there and well formed; optional ones may be absent.
    QString guid(QStringView name, bool required = true)
    {
        const QString value = attribute(name).trimmed();
        if (value.isEmpty() && !required)
            return {};
        if (!RefiGuids::isValid(value)) {
            fail(CoreText::tr("%1 of %2 is not a GUID: %3")
                     .arg(name.toString(), m_xml.name().toString(), quotedForMessage(value)));
            return {};
        }
        return RefiGuids::normalized(value);
    }

    // A GUID that refers to something (a code, a user, a note): one copy of each is kept.
    QString reference(QStringView name, bool required = true)
    {
        const QString value = guid(name, required);
        if (value.isEmpty())
            return value;
        const auto known = m_references.constFind(value);
        if (known != m_references.cend())
            return *known;
        m_references.insert(value);
        return value;
    }

    // The GUID of the element just entered, which names it: a second element with the same GUID
    // would make every reference to it ambiguous, so it is refused, naming both.
    QString identity()
    {
        const QString value = guid(u"guid");
        if (value.isEmpty() || m_failed)
            return value;
        const QUuid key = QUuid::fromString(value);
        const QStringView kind = m_xml.name();
        const auto first = m_defined.constFind(key);
        if (first != m_defined.cend()) {
            fail(CoreText::tr("GUID %1 of %2 is also the GUID of the %3 at line %4, column %5; a "
                              "GUID names one thing")
                     .arg(value, kind.toString(), m_kinds.value(first->kind),
                         QString::number(first->line), QString::number(first->column)));
            return {};
        }
        qsizetype kindIndex = m_kinds.indexOf(kind);
        if (kindIndex < 0) {
            kindIndex = m_kinds.size();
            m_kinds.append(kind.toString());
        }
        m_defined.insert(key,
            {static_cast<int>(m_xml.lineNumber()), static_cast<int>(m_xml.columnNumber()),
                static_cast<int>(kindIndex)});
        return value;
    }

    qint64 integer(QStringView name)
    {
        bool ok = false;
        const qint64 value = attribute(name).trimmed().toLongLong(&ok);
        if (!ok || value < 0) {
            fail(CoreText::tr("%1 of %2 is not a whole number ≥ 0: %3")
                     .arg(name.toString(), m_xml.name().toString(),
                         quotedForMessage(attribute(name))));
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
            return outcome(m_status);
        for (;;) {
            const auto token = next();
            if (token == QXmlStreamReader::EndDocument)
                return outcome(success());
            if (token == QXmlStreamReader::Invalid)
                return outcome(m_xml.error() == QXmlStreamReader::PrematureEndOfDocumentError
                        ? success()
                        : xmlError());
        }
    }

private:
    QXmlStreamReader::TokenType next()
    {
        const auto token = m_xml.readNext();
        m_device.startPiece();
        return token;
    }

    // What stopped the input (the archive's entry, a limit) comes before what the reader made
    // of the input ending early.
    Status outcome(Status parsed) const
    {
        if (m_device.inputError())
            return *m_device.inputError();
        if (!m_device.limit().isEmpty())
            return error(m_device.limit());
        return parsed;
    }

    void failXml()
    {
        fail(m_xml.hasError() ? CoreText::tr("not well-formed XML: %1").arg(m_xml.errorString())
                              : CoreText::tr("the document ends before its root element does"));
    }

    Error error(const QString &what) const
    {
        return Error(what,
            {m_file, static_cast<int>(m_xml.lineNumber()), static_cast<int>(m_xml.columnNumber())});
    }
    Error xmlError() const
    {
        return error(CoreText::tr("not well-formed XML: %1").arg(m_xml.errorString()));
    }

    struct Definition
    {
        int line = 0;
        int column = 0;
        int kind = 0; // in m_kinds
    };

    InputDevice m_device;
    QXmlStreamReader m_xml;
    QString m_file;
    int m_depth = 0;
    bool m_failed = false;
    Status m_status = success();
    QMap<QString, int> m_skipped;
    QHash<QUuid, Definition> m_defined;
    QStringList m_kinds; // the element names that carry a GUID: "Code", "TextSource", …
    QSet<QString> m_references;
};

class Reader
{
public:
    Reader(const RefiXmlReader::Input &input, const QString &fileName)
        : m_p(input, fileName)
    { }

    Result<RefiXmlReader::Codebook> codebook()
    {
        RefiXmlReader::Codebook result;
        if (auto status
            = m_p.root(u"CodeBook"_s, QString::fromLatin1(RefiXmlWriter::CodebookNamespace));
            !status)
            return status.error();
        result.origin = m_p.shortAttribute(u"origin");
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
        project.name = m_p.label();
        project.origin = m_p.shortAttribute(u"origin");
        project.creatingUser = m_p.reference(u"creatingUserGUID", false);
        project.created = m_p.shortAttribute(u"creationDateTime");
        while (m_p.child()) {
            if (m_p.is(u"Users")) {
                while (m_p.child()) {
                    if (m_p.is(u"User")) {
                        RefiUser user;
                        user.guid = m_p.identity();
                        user.name = m_p.name();
                        project.users.append(user);
                    }
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
                    if (m_p.is(u"Variable")) {
                        RefiVariable variable;
                        variable.guid = m_p.identity();
                        variable.name = m_p.name();
                        variable.type = m_p.shortAttribute(u"typeOfVariable");
                        project.variables.append(variable);
                    }
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
                            m_p.fail(CoreText::tr("more than %1 sources")
                                         .arg(RefiXmlReader::MaxSources));
                        project.sources.append(textSource());
                    } else {
                        m_p.count(CoreText::tr(
                            "sources that are not text (pictures, PDF, audio, video)"));
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
                project.description = m_p.text(InboundLimits::MaxTextBytes);
            } else {
                m_p.count(CoreText::tr("links, graphs and project note references"));
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
            m_p.fail(
                CoreText::tr("codes nest deeper than %1 levels").arg(RefiXmlReader::MaxCodeDepth));
        if (++m_codes > RefiXmlReader::MaxCodes)
            m_p.fail(CoreText::tr("more than %1 codes").arg(RefiXmlReader::MaxCodes));
        result.guid = m_p.identity();
        result.name = m_p.codeName();
        result.codable = m_p.attribute(u"isCodable").trimmed() != u"false"_s
            && m_p.attribute(u"isCodable").trimmed() != u"0"_s;
        result.color = m_p.shortAttribute(u"color");
        if (result.name.trimmed().isEmpty() && !m_p.failed())
            m_p.fail(CoreText::tr("a Code has no name"));
        while (m_p.child()) {
            if (m_p.is(u"Description"))
                result.description = m_p.text(InboundLimits::MaxTextBytes);
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
        // Nothing refers to a coding, so its GUID is read but need not be unique.
        coding.guid = m_p.guid(u"guid");
        coding.user = m_p.reference(u"creatingUser", false);
        coding.created = m_p.shortAttribute(u"creationDateTime");
        while (m_p.child()) {
            if (m_p.is(u"CodeRef"))
                coding.codeGuid = m_p.reference(u"targetGUID");
            m_p.skip();
        }
        if (coding.codeGuid.isEmpty() && !m_p.failed())
            m_p.fail(CoreText::tr("a Coding has no CodeRef"));
        return coding;
    }

    RefiTextSource textSource()
    {
        RefiTextSource source;
        source.guid = m_p.identity();
        source.name = m_p.label();
        source.plainTextPath
            = m_p.shortAttribute(u"plainTextPath", RefiXmlReader::MaxPathChars).trimmed();
        source.user = m_p.reference(u"creatingUser", false);
        source.created = m_p.shortAttribute(u"creationDateTime");
        while (m_p.child()) {
            if (m_p.is(u"Description")) {
                source.description = m_p.text(InboundLimits::MaxTextBytes);
            } else if (m_p.is(u"PlainTextContent")) {
                source.text = m_p.text(InboundLimits::MaxRefiSourceBytes);
            } else if (m_p.is(u"PlainTextSelection")) {
                if (++m_selections > RefiXmlReader::MaxSelections)
                    m_p.fail(
                        CoreText::tr("more than %1 selections").arg(RefiXmlReader::MaxSelections));
                source.selections.append(selection());
            } else if (m_p.is(u"Coding")) {
                source.codings.append(coding());
            } else if (m_p.is(u"NoteRef")) {
                source.notes.append(m_p.reference(u"targetGUID"));
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
        s.guid = m_p.identity();
        s.name = m_p.label();
        s.start = m_p.integer(u"startPosition");
        s.end = m_p.integer(u"endPosition");
        s.user = m_p.reference(u"creatingUser", false);
        s.created = m_p.shortAttribute(u"creationDateTime");
        while (m_p.child()) {
            if (m_p.is(u"Description")) {
                s.description = m_p.text(InboundLimits::MaxTextBytes);
            } else if (m_p.is(u"Coding")) {
                s.codings.append(coding());
            } else if (m_p.is(u"NoteRef")) {
                s.notes.append(m_p.reference(u"targetGUID"));
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
        c.guid = m_p.identity();
        c.name = m_p.name();
        while (m_p.child()) {
            if (m_p.is(u"Description")) {
                c.description = m_p.text(InboundLimits::MaxTextBytes);
            } else if (m_p.is(u"VariableValue")) {
                QString variable;
                QString value;
                while (m_p.child()) {
                    if (m_p.is(u"VariableRef")) {
                        variable = m_p.reference(u"targetGUID");
                        m_p.skip();
                    } else {
                        // TextValue, BooleanValue, IntegerValue, ... as text
                        value = m_p.text(InboundLimits::MaxTextBytes);
                    }
                }
                if (!variable.isEmpty())
                    c.values.append({variable, value});
            } else if (m_p.is(u"SourceRef")) {
                c.sources.append(m_p.reference(u"targetGUID"));
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
        s.guid = m_p.identity();
        s.name = m_p.name();
        while (m_p.child()) {
            if (m_p.is(u"Description")) {
                s.description = m_p.text(InboundLimits::MaxTextBytes);
                continue;
            }
            if (m_p.is(u"MemberCode"))
                s.codes.append(m_p.reference(u"targetGUID"));
            else if (m_p.is(u"MemberSource"))
                s.sources.append(m_p.reference(u"targetGUID"));
            m_p.skip();
        }
        return s;
    }

    Parser m_p;
    qint64 m_codes = 0;
    qint64 m_sources = 0;
    qint64 m_selections = 0;
};

// The whole document in memory (tests, and small inputs) read as any other input.
RefiXmlReader::Input inputOf(const QByteArray &xml)
{
    return [xml, at = qsizetype(0)](char *into, qint64 max) mutable -> Result<qint64> {
        const qsizetype n = static_cast<qsizetype>(qMin<qint64>(max, xml.size() - at));
        std::memcpy(into, xml.constData() + at, static_cast<size_t>(n));
        at += n;
        return static_cast<qint64>(n);
    };
}

} // namespace

Result<RefiXmlReader::Codebook> RefiXmlReader::codebook(const Input &input, const QString &fileName)
{
    return Reader(input, fileName).codebook();
}

Result<RefiProject> RefiXmlReader::project(const Input &input, const QString &fileName)
{
    return Reader(input, fileName).project();
}

Result<RefiXmlReader::Codebook> RefiXmlReader::codebook(
    const QByteArray &xml, const QString &fileName)
{
    return codebook(inputOf(xml), fileName);
}

Result<RefiProject> RefiXmlReader::project(const QByteArray &xml, const QString &fileName)
{
    return project(inputOf(xml), fileName);
}

} // namespace taxonomist::core
