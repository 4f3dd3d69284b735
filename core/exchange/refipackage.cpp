// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "refipackage.h"

#include "interviews/transcriptimporter.h"
#include "refixmlreader.h"
#include "refixmlwriter.h"
#include "util/inputtext.h"
#include "util/storedname.h"
#include "zipreader.h"
#include "zipwriter.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {
const QString internalScheme = u"internal://"_s;
}

QString RefiPackage::internalPath(const QString &sourceGuid)
{
    return internalScheme + sourceGuid + u".txt"_s;
}

Result<RefiProject> RefiPackage::read(const QString &path)
{
    auto zip = ZipReader::open(path);
    if (!zip)
        return zip.error();
    if (!(*zip)->contains(u"project.qde"_s))
        return Error(u"not a REFI-QDA project: the package has no project.qde"_s, {path, 0, 0});
    auto xml = (*zip)->read(u"project.qde"_s, MaxProjectXmlBytes);
    if (!xml)
        return xml.error();
    auto project = RefiXmlReader::project(*xml, path + u":project.qde"_s);
    if (!project)
        return project.error();
    int external = 0;
    for (RefiTextSource &source : project->sources) {
        const QString where = u"text source %1"_s.arg(
            quotedForMessage(source.name.isEmpty() ? source.guid : source.name));
        if (source.plainTextPath.isEmpty())
            continue; // the text is inline (PlainTextContent)
        if (!source.plainTextPath.startsWith(internalScheme, Qt::CaseInsensitive)) {
            ++external; // relative:// and absolute:// point outside the package: never followed
            source.plainTextPath.clear();
            source.text.clear();
            source.selections.clear();
            source.codings.clear();
            source.name = u"(external, not read) "_s + source.name;
            continue;
        }
        const QString file = source.plainTextPath.mid(internalScheme.size());
        if (auto status = StoredName::checkComponent(file, where + u" file name"_s); !status)
            return Error(status.error().what(), {path + u":project.qde"_s, 0, 0});
        const QString entry = u"sources/"_s + file;
        auto bytes = (*zip)->read(entry, MaxSourceBytes);
        if (!bytes)
            return bytes.error();
        auto text = TranscriptImporter::decode(*bytes, path + u":"_s + entry);
        if (!text)
            return text.error();
        source.text = *text;
    }
    if (external > 0)
        project->skipped.append(
            u"%1 × text sources outside the package (relative:// or absolute://), not read"_s.arg(
                external));
    return project;
}

Result<QByteArray> RefiPackage::write(const RefiProject &project)
{
    ZipWriter zip;
    zip.add(u"project.qde"_s, RefiXmlWriter::project(project));
    for (const RefiTextSource &source : project.sources) {
        if (!source.plainTextPath.startsWith(internalScheme))
            continue;
        const QByteArray text = source.text.toUtf8();
        if (text.size() > MaxSourceBytes)
            return Error(
                u"text source %1 is larger than %2 bytes"_s.arg(quotedForMessage(source.name))
                    .arg(MaxSourceBytes));
        zip.add(u"sources/"_s + source.plainTextPath.mid(internalScheme.size()), text);
    }
    return zip.finish();
}

} // namespace taxonomist::core
