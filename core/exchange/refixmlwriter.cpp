// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "refixmlwriter.h"

#include <QXmlStreamWriter>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// XML 1.0 has no place for most control characters, not even escaped: they are dropped (the
// text of a transcript never has them; a memo or a name from elsewhere might).
QString xmlText(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u >= 0x20 || u == 0x09 || u == 0x0A || u == 0x0D) {
            if (u != 0xFFFE && u != 0xFFFF)
                out.append(c);
        }
    }
    return out;
}

void optionalAttribute(QXmlStreamWriter &xml, const QString &name, const QString &value)
{
    if (!value.isEmpty())
        xml.writeAttribute(name, xmlText(value));
}

void description(QXmlStreamWriter &xml, const QString &text)
{
    if (!text.isEmpty())
        xml.writeTextElement(u"Description"_s, xmlText(text));
}

void code(QXmlStreamWriter &xml, const RefiCode &c, bool inProject)
{
    xml.writeStartElement(u"Code"_s);
    xml.writeAttribute(u"guid"_s, c.guid);
    xml.writeAttribute(u"name"_s, xmlText(c.name));
    xml.writeAttribute(u"isCodable"_s, c.codable ? u"true"_s : u"false"_s);
    optionalAttribute(xml, u"color"_s, c.color);
    description(xml, c.description);
    Q_UNUSED(inProject) // a project's Code may carry NoteRefs; Taxonomist writes none
    for (const RefiCode &child : c.children)
        code(xml, child, inProject);
    xml.writeEndElement();
}

void codings(QXmlStreamWriter &xml, const QList<RefiCoding> &list)
{
    for (const RefiCoding &coding : list) {
        xml.writeStartElement(u"Coding"_s);
        xml.writeAttribute(u"guid"_s, coding.guid);
        optionalAttribute(xml, u"creatingUser"_s, coding.user);
        optionalAttribute(xml, u"creationDateTime"_s, coding.created);
        xml.writeEmptyElement(u"CodeRef"_s);
        xml.writeAttribute(u"targetGUID"_s, coding.codeGuid);
        xml.writeEndElement();
    }
}

void noteRefs(QXmlStreamWriter &xml, const QStringList &notes)
{
    for (const QString &note : notes) {
        xml.writeEmptyElement(u"NoteRef"_s);
        xml.writeAttribute(u"targetGUID"_s, note);
    }
}

void textSource(QXmlStreamWriter &xml, const QString &element, const RefiTextSource &source)
{
    xml.writeStartElement(element);
    xml.writeAttribute(u"guid"_s, source.guid);
    optionalAttribute(xml, u"name"_s, source.name);
    optionalAttribute(xml, u"plainTextPath"_s, source.plainTextPath);
    optionalAttribute(xml, u"creatingUser"_s, source.user);
    optionalAttribute(xml, u"creationDateTime"_s, source.created);
    description(xml, source.description);
    if (source.plainTextPath.isEmpty())
        xml.writeTextElement(u"PlainTextContent"_s, xmlText(source.text));
    for (const RefiSelection &selection : source.selections) {
        xml.writeStartElement(u"PlainTextSelection"_s);
        xml.writeAttribute(u"guid"_s, selection.guid);
        optionalAttribute(xml, u"name"_s, selection.name);
        xml.writeAttribute(u"startPosition"_s, QString::number(selection.start));
        xml.writeAttribute(u"endPosition"_s, QString::number(selection.end));
        optionalAttribute(xml, u"creatingUser"_s, selection.user);
        optionalAttribute(xml, u"creationDateTime"_s, selection.created);
        description(xml, selection.description);
        codings(xml, selection.codings);
        noteRefs(xml, selection.notes);
        xml.writeEndElement();
    }
    codings(xml, source.codings);
    noteRefs(xml, source.notes);
    xml.writeEndElement();
}

} // namespace

QByteArray RefiXmlWriter::codebook(const QList<RefiCode> &codes, const QString &origin)
{
    QByteArray out;
    QXmlStreamWriter xml(&out);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(2);
    xml.writeStartDocument();
    xml.writeDefaultNamespace(QString::fromLatin1(CodebookNamespace));
    xml.writeStartElement(u"CodeBook"_s);
    optionalAttribute(xml, u"origin"_s, origin);
    xml.writeStartElement(u"Codes"_s);
    for (const RefiCode &c : codes)
        code(xml, c, false);
    xml.writeEndElement();
    xml.writeEndElement();
    xml.writeEndDocument();
    return out;
}

QByteArray RefiXmlWriter::project(const RefiProject &project)
{
    QByteArray out;
    QXmlStreamWriter xml(&out);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(2);
    xml.writeStartDocument();
    xml.writeDefaultNamespace(QString::fromLatin1(ProjectNamespace));
    xml.writeStartElement(u"Project"_s);
    xml.writeAttribute(u"name"_s, xmlText(project.name));
    optionalAttribute(xml, u"origin"_s, project.origin);
    optionalAttribute(xml, u"creatingUserGUID"_s, project.creatingUser);
    optionalAttribute(xml, u"creationDateTime"_s, project.created);
    if (!project.users.isEmpty()) {
        xml.writeStartElement(u"Users"_s);
        for (const RefiUser &user : project.users) {
            xml.writeEmptyElement(u"User"_s);
            xml.writeAttribute(u"guid"_s, user.guid);
            optionalAttribute(xml, u"name"_s, user.name);
        }
        xml.writeEndElement();
    }
    if (!project.codes.isEmpty()) {
        xml.writeStartElement(u"CodeBook"_s);
        xml.writeStartElement(u"Codes"_s);
        for (const RefiCode &c : project.codes)
            code(xml, c, true);
        xml.writeEndElement();
        xml.writeEndElement();
    }
    if (!project.variables.isEmpty()) {
        xml.writeStartElement(u"Variables"_s);
        for (const RefiVariable &variable : project.variables) {
            xml.writeEmptyElement(u"Variable"_s);
            xml.writeAttribute(u"guid"_s, variable.guid);
            xml.writeAttribute(u"name"_s, xmlText(variable.name));
            xml.writeAttribute(u"typeOfVariable"_s, variable.type);
        }
        xml.writeEndElement();
    }
    if (!project.cases.isEmpty()) {
        xml.writeStartElement(u"Cases"_s);
        for (const RefiCase &c : project.cases) {
            xml.writeStartElement(u"Case"_s);
            xml.writeAttribute(u"guid"_s, c.guid);
            optionalAttribute(xml, u"name"_s, c.name);
            description(xml, c.description);
            for (const auto &[variable, value] : c.values) {
                xml.writeStartElement(u"VariableValue"_s);
                xml.writeEmptyElement(u"VariableRef"_s);
                xml.writeAttribute(u"targetGUID"_s, variable);
                xml.writeTextElement(u"TextValue"_s, xmlText(value));
                xml.writeEndElement();
            }
            for (const QString &source : c.sources) {
                xml.writeEmptyElement(u"SourceRef"_s);
                xml.writeAttribute(u"targetGUID"_s, source);
            }
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }
    if (!project.sources.isEmpty()) {
        xml.writeStartElement(u"Sources"_s);
        for (const RefiTextSource &source : project.sources)
            textSource(xml, u"TextSource"_s, source);
        xml.writeEndElement();
    }
    if (!project.notes.isEmpty()) {
        xml.writeStartElement(u"Notes"_s);
        for (const RefiNote &note : project.notes) {
            RefiTextSource asSource;
            asSource.guid = note.guid;
            asSource.name = note.name;
            asSource.text = note.text;
            textSource(xml, u"Note"_s, asSource);
        }
        xml.writeEndElement();
    }
    if (!project.sets.isEmpty()) {
        xml.writeStartElement(u"Sets"_s);
        for (const RefiSet &set : project.sets) {
            xml.writeStartElement(u"Set"_s);
            xml.writeAttribute(u"guid"_s, set.guid);
            xml.writeAttribute(u"name"_s, xmlText(set.name));
            description(xml, set.description);
            for (const QString &member : set.codes) {
                xml.writeEmptyElement(u"MemberCode"_s);
                xml.writeAttribute(u"targetGUID"_s, member);
            }
            for (const QString &member : set.sources) {
                xml.writeEmptyElement(u"MemberSource"_s);
                xml.writeAttribute(u"targetGUID"_s, member);
            }
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }
    description(xml, project.description);
    xml.writeEndElement();
    xml.writeEndDocument();
    return out;
}

} // namespace taxonomist::core
