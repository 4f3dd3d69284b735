// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "refipackage.h"

#include "interviews/transcriptimporter.h"
#include "refixmlreader.h"
#include "refixmlwriter.h"
#include "util/coretext.h"
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

RefiPackage::~RefiPackage() = default;

Result<std::unique_ptr<RefiPackage>> RefiPackage::open(const QString &path)
{
    auto zip = ZipReader::open(path);
    if (!zip)
        return zip.error();
    if (!(*zip)->contains(u"project.qde"_s))
        return Error(
            CoreText::tr("not a REFI-QDA project: the package has no project.qde"), {path, 0, 0});
    const QString qde = path + u":project.qde"_s;
    auto entry = (*zip)->openEntry(u"project.qde"_s, MaxProjectXmlBytes);
    if (!entry)
        return entry.error();
    // Parsed as it inflates: the XML is never held whole.
    auto project = RefiXmlReader::project(
        [&entry](char *into, qint64 max) { return (*entry)->read(into, max); }, qde);
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
            return Error(status.error().what(), {qde, 0, 0});
        // Missing now rather than halfway through an import.
        if (!(*zip)->contains(u"sources/"_s + file))
            return Error(CoreText::tr("%1 is in sources/%2, which the archive does not have")
                             .arg(where, quotedForMessage(file)),
                {qde, 0, 0});
    }
    if (external > 0)
        project->skipped.append(
            u"%1 × text sources outside the package (relative:// or absolute://), not read"_s.arg(
                external));
    std::unique_ptr<RefiPackage> package(new RefiPackage);
    package->m_path = path;
    package->m_zip = std::move(*zip);
    package->m_project = std::move(*project);
    return package;
}

Result<QString> RefiPackage::text(const RefiTextSource &source)
{
    if (!source.plainTextPath.startsWith(internalScheme, Qt::CaseInsensitive))
        return source.text; // inline, or outside the package and not read
    const QString entry = u"sources/"_s + source.plainTextPath.mid(internalScheme.size());
    auto bytes = m_zip->read(entry, MaxSourceBytes);
    if (!bytes)
        return bytes.error();
    return TranscriptImporter::decode(*bytes, m_path + u":"_s + entry);
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
            return Error(CoreText::tr("text source %1 is larger than %2 bytes")
                             .arg(quotedForMessage(source.name))
                             .arg(MaxSourceBytes));
        zip.add(u"sources/"_s + source.plainTextPath.mid(internalScheme.size()), text);
    }
    return zip.finish();
}

} // namespace taxonomist::core
