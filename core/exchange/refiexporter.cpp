// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "refiexporter.h"

#include "interviews/interviewstore.h"
#include "interviews/textpositions.h"
#include "refidescription.h"
#include "refiguids.h"
#include "refipackage.h"
#include "refixmlwriter.h"
#include "store/projectstore.h"
#include "store/sqlutil.h"
#include "taxonomy/taxonomystore.h"
#include "util/coretext.h"
#include "util/savefile.h"

#include <QFileInfo>
#include <QLocale>
#include <QSet>
#include <QTextStream>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// One colour per first-level node, so the types stay apart in the other program.
QString colourOf(int root)
{
    static const QStringList palette {
        u"#2F6DB5"_s, u"#2E8B57"_s, u"#C0392B"_s, u"#8E44AD"_s, u"#D68910"_s, u"#16A085"_s};
    return palette[root % palette.size()];
}

RefiCode codeOf(const Taxonomy &taxonomy, int index, const QHash<QString, QString> &guids,
    const QString &colour)
{
    const TaxonomyNode &node = taxonomy.node(index);
    RefiCode code;
    code.guid = guids.value(node.code);
    code.name = node.code + u' ' + node.name;
    code.description = RefiDescription::compose(node.description, node.details);
    code.color = colour;
    for (const int child : node.children)
        code.children.append(codeOf(taxonomy, child, guids, colour));
    return code;
}

QString selectionName(const QString &text)
{
    const QString simple = text.simplified();
    return simple.size() > 60 ? simple.left(59) + u'…' : simple;
}

// GUIDs an import kept for `kind` (exchange_guids), by key.
Result<QHash<QString, QString>> storedGuids(const ProjectStore &store, const QString &kind)
{
    QSqlQuery query(store.database());
    query.prepare(u"SELECT key, guid FROM exchange_guids WHERE kind = ?"_s);
    query.addBindValue(kind);
    if (auto status = sql::exec(query); !status)
        return status.error();
    QHash<QString, QString> guids;
    while (query.next()) {
        if (RefiGuids::isValid(query.value(1).toString()))
            guids.insert(
                query.value(0).toString(), RefiGuids::normalized(query.value(1).toString()));
    }
    if (auto status = sql::readStatus(query, store.path()); !status)
        return status.error();
    return guids;
}

} // namespace

QString RefiExportSummary::toText(const QString &file, bool project) const
{
    const QLocale english(QLocale::English);
    QString text;
    QTextStream out(&text);
    out << "Wrote " << file << " (" << english.toString(bytes) << " bytes)\n";
    out << "  codes:        " << codes << " taxonomy nodes";
    if (unknownCodes > 0)
        out << " + " << unknownCodes << " linked codes outside the taxonomy (in their own folder)";
    out << '\n';
    if (project) {
        out << "  users:        " << users << '\n';
        out << "  cases:        " << participants << " participants\n";
        out << "  sources:      " << transcripts << " transcripts, " << quoteSources
            << " sources of standalone quotes, " << english.toString(issues) << " issues\n";
        out << "  selections:   " << selections << " with " << codings << " codings\n";
        out << "  issue codes:  " << english.toString(issueCodings) << " annotators' labels\n";
        if (emptyQuotes > 0)
            out << "  note: " << emptyQuotes
                << " quotes without text have no selection to hold them\n";
    }
    out.flush();
    return text;
}

QString RefiExporter::origin()
{
    return u"Taxonomist %1"_s.arg(QStringLiteral(TAXONOMIST_VERSION));
}

Result<QHash<QString, QString>> RefiExporter::nodeGuids(const ProjectStore &store)
{
    auto stored = TaxonomyStore::load(store);
    if (!stored)
        return stored.error();
    auto kept = storedGuids(store, u"node"_s);
    if (!kept)
        return kept.error();
    QHash<QString, QString> guids;
    for (const TaxonomyNode &node : stored->taxonomy.nodes())
        guids.insert(
            node.code, kept->value(node.code, RefiGuids::node(stored->taxonomy.name, node.code)));
    return guids;
}

Result<QList<RefiCode>> RefiExporter::codebook(const ProjectStore &store)
{
    auto stored = TaxonomyStore::load(store);
    if (!stored)
        return stored.error();
    auto guids = nodeGuids(store);
    if (!guids)
        return guids.error();
    QList<RefiCode> codes;
    const QList<int> roots = stored->taxonomy.roots();
    for (qsizetype r = 0; r < roots.size(); ++r)
        codes.append(codeOf(stored->taxonomy, roots[r], *guids, colourOf(static_cast<int>(r))));
    return codes;
}

Result<RefiProject> RefiExporter::project(
    const ProjectStore &store, const Options &options, RefiExportSummary *summary)
{
    RefiExportSummary counts;
    RefiProject project;
    project.name = QFileInfo(store.path()).completeBaseName();
    project.origin = origin();
    project.created = ProjectStore::nowUtc();
    project.description
        = u"Exported by %1 from %2."_s.arg(origin(), QFileInfo(store.path()).fileName());

    auto stored = TaxonomyStore::load(store);
    if (!stored)
        return stored.error();
    const Taxonomy &taxonomy = stored->taxonomy;
    auto guids = nodeGuids(store);
    if (!guids)
        return guids.error();
    auto codes = codebook(store);
    if (!codes)
        return codes.error();
    project.codes = *codes;
    counts.codes = taxonomy.size();

    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    for (const Annotator &annotator : std::as_const(*annotators))
        project.users.append({RefiGuids::user(annotator.name), annotator.name});
    counts.users = static_cast<int>(project.users.size());
    const auto userOf
        = [](const QString &coder) { return coder.isEmpty() ? QString() : RefiGuids::user(coder); };

    auto participants = InterviewStore::participants(store);
    if (!participants)
        return participants.error();
    auto transcripts = InterviewStore::transcripts(store);
    if (!transcripts)
        return transcripts.error();
    auto segments = InterviewStore::segments(store, SegmentQuery());
    if (!segments)
        return segments.error();

    // Codes that links name but the taxonomy lacks: under a folder of their own, never dropped.
    QStringList unknown;
    for (const Segment &segment : std::as_const(*segments)) {
        for (const QString &code : segment.links) {
            if (!guids->contains(code) && !unknown.contains(code))
                unknown.append(code);
        }
    }
    QHash<QString, QString> codeGuid = *guids;
    if (!unknown.isEmpty()) {
        auto keptCodes = storedGuids(store, u"unknown-code"_s);
        auto keptFolder = storedGuids(store, u"unknown-folder"_s);
        if (!keptCodes || !keptFolder)
            return !keptCodes ? keptCodes.error() : keptFolder.error();
        RefiCode folder;
        folder.guid = keptFolder->value(QString(), RefiGuids::unknownFolder(taxonomy.name));
        folder.name = unknownFolderName();
        folder.codable = false;
        folder.description
            = u"Codes the interviews link to that the taxonomy %1 has no node for, kept as written."_s
                  .arg(taxonomy.name);
        for (const QString &code : std::as_const(unknown)) {
            RefiCode child;
            child.guid = keptCodes->value(code, RefiGuids::unknownCode(taxonomy.name, code));
            child.name = code;
            child.description = u"Not a node of the taxonomy: kept and flagged."_s;
            codeGuid.insert(code, child.guid);
            folder.children.append(child);
        }
        project.codes.append(folder);
        counts.unknownCodes = static_cast<int>(unknown.size());
    }

    // Participants as cases, their attributes as text variables.
    QStringList variableNames;
    for (const Participant &p : std::as_const(*participants)) {
        for (const auto &[name, value] : p.attributes) {
            if (!variableNames.contains(name))
                variableNames.append(name);
        }
    }
    if (!variableNames.contains(Participant::typeAttribute))
        variableNames.prepend(Participant::typeAttribute);
    for (const QString &name : std::as_const(variableNames))
        project.variables.append({RefiGuids::named(u"variable\n"_s + name), name, u"Text"_s});
    QHash<qint64, qsizetype> caseOf;
    for (const Participant &p : std::as_const(*participants)) {
        RefiCase c;
        c.guid = p.guid;
        c.name = p.code;
        for (const QString &name : std::as_const(variableNames)) {
            QString value = p.attribute(name);
            if (value.isEmpty() && name == Participant::typeAttribute
                && p.role != Participant::Role::Other)
                value = p.role == Participant::Role::User ? u"User"_s : u"Developer"_s;
            if (!value.isEmpty())
                c.values.append({RefiGuids::named(u"variable\n"_s + name), value});
        }
        caseOf.insert(p.id, project.cases.size());
        project.cases.append(c);
    }
    counts.participants = static_cast<int>(project.cases.size());

    const auto selectionOf = [&](const Segment &segment, qint64 start, qint64 end) {
        RefiSelection selection;
        selection.guid = segment.guid;
        selection.name = selectionName(segment.text);
        selection.start = start;
        selection.end = end;
        selection.user = userOf(segment.coder);
        selection.created = segment.createdAt;
        selection.description = segment.memo;
        for (const QString &code : segment.links) {
            selection.codings.append({RefiGuids::named(u"coding\n"_s + segment.guid + u'\n' + code),
                codeGuid.value(code), selection.user, segment.updatedAt});
        }
        counts.codings += static_cast<int>(selection.codings.size());
        ++counts.selections;
        return selection;
    };

    QHash<qint64, qsizetype> sourceOf;
    for (const Transcript &t : std::as_const(*transcripts)) {
        auto full = InterviewStore::transcript(store, t.id);
        if (!full)
            return full.error();
        RefiTextSource source;
        source.guid = t.guid;
        source.name = t.name;
        source.plainTextPath = RefiPackage::internalPath(t.guid);
        source.text = full->content;
        source.created = t.addedAt;
        sourceOf.insert(t.id, project.sources.size());
        project.sources.append(source);
        project.cases[caseOf.value(t.participantId)].sources.append(t.guid);
        ++counts.transcripts;
    }
    QHash<qint64, qsizetype> quotesOf; // participant → its source of standalone quotes
    for (const Segment &segment : std::as_const(*segments)) {
        if (!segment.isStandalone()) {
            project.sources[sourceOf.value(segment.transcriptId)].selections.append(
                selectionOf(segment, segment.start, segment.end));
            continue;
        }
        if (segment.text.isEmpty()) {
            ++counts.emptyQuotes;
            continue;
        }
        if (!quotesOf.contains(segment.participantId)) {
            RefiTextSource source;
            source.guid = RefiGuids::named(
                u"quotes\n"_s + project.cases[caseOf.value(segment.participantId)].guid);
            source.name = u"%1 quotes (no transcript)"_s.arg(segment.participant);
            source.plainTextPath = RefiPackage::internalPath(source.guid);
            source.description
                = u"The quotes of %1 that no transcript in Taxonomist holds, one paragraph each."_s
                      .arg(segment.participant);
            quotesOf.insert(segment.participantId, project.sources.size());
            project.cases[caseOf.value(segment.participantId)].sources.append(source.guid);
            project.sources.append(source);
            ++counts.quoteSources;
        }
        RefiTextSource &source = project.sources[quotesOf.value(segment.participantId)];
        if (!source.text.isEmpty())
            source.text += u"\n\n"_s;
        const qint64 start = TextPositions::codePointLength(source.text);
        source.text += segment.text;
        source.selections.append(
            selectionOf(segment, start, start + TextPositions::codePointLength(segment.text)));
    }

    if (options.withIssues) {
        RefiSet issues;
        issues.guid = RefiGuids::named(u"set\nissues"_s);
        issues.name = issuesSetName();
        issues.description
            = u"The issue reports of the Taxonomist project, each coded with every annotator's label."_s;
        QHash<qint64, QStringList> comments;
        QSqlQuery query(store.database());
        query.setForwardOnly(true);
        query.prepare(
            u"SELECT issue_id, author, created_at, body FROM issue_comments ORDER BY issue_id, position"_s);
        if (auto status = sql::exec(query); !status)
            return status.error();
        while (query.next()) {
            comments[query.value(0).toLongLong()].append(u"— %1, %2:\n%3"_s.arg(
                query.value(1).toString(), query.value(2).toString(), query.value(3).toString()));
        }
        if (auto status = sql::readStatus(query, store.path()); !status)
            return status.error();
        query.prepare(
            u"SELECT l.issue_id, a.name, n.code, l.updated_at FROM labels l JOIN annotators a ON "
            u"a.id = l.annotator_id"
            " JOIN taxonomy_nodes n ON n.id = l.node_id WHERE l.false_positive = 0 ORDER BY l.issue_id, a.position"_s);
        if (auto status = sql::exec(query); !status)
            return status.error();
        QHash<qint64, QList<RefiCoding>> labels;
        while (query.next()) {
            const QString annotator = query.value(1).toString();
            labels[query.value(0).toLongLong()].append(
                {annotator, guids->value(query.value(2).toString()), RefiGuids::user(annotator),
                    query.value(3).toString()});
        }
        if (auto status = sql::readStatus(query, store.path()); !status)
            return status.error();
        query.prepare(
            u"SELECT i.id, f.name, i.row_order, i.url, i.owner, i.repo, i.number, "
            u"coalesce(c.title, ''),"
            " coalesce(c.body, '') FROM issues i JOIN frameworks f ON f.id = i.framework_id"
            " LEFT JOIN issue_content c ON c.issue_id = i.id ORDER BY f.position, i.row_order"_s);
        if (auto status = sql::exec(query); !status)
            return status.error();
        while (query.next()) {
            const qint64 id = query.value(0).toLongLong();
            const QString framework = query.value(1).toString();
            RefiTextSource source;
            source.guid = RefiGuids::named(u"issue\n%1\n%2\n%3"_s.arg(
                framework, query.value(2).toString(), query.value(3).toString()));
            source.name = u"%1 %2/%3#%4"_s.arg(framework, query.value(4).toString(),
                query.value(5).toString(), query.value(6).toString());
            source.plainTextPath = RefiPackage::internalPath(source.guid);
            QStringList parts {query.value(3).toString()};
            if (!query.value(7).toString().isEmpty())
                parts.append(query.value(7).toString());
            if (!query.value(8).toString().isEmpty())
                parts.append(query.value(8).toString());
            parts.append(comments.value(id));
            source.text = parts.join(u"\n\n"_s) + u'\n';
            for (RefiCoding coding : labels.value(id)) {
                // The coding's GUID: from the issue and the annotator (held in coding.guid so far).
                coding.guid = RefiGuids::named(u"label\n"_s + source.guid + u'\n' + coding.guid);
                source.codings.append(coding);
            }
            counts.issueCodings += static_cast<int>(source.codings.size());
            issues.sources.append(source.guid);
            project.sources.append(std::move(source));
            ++counts.issues;
        }
        if (auto status = sql::readStatus(query, store.path()); !status)
            return status.error();
        if (!issues.sources.isEmpty())
            project.sets.append(issues);
    }
    if (summary)
        *summary = counts;
    return project;
}

Result<RefiExportSummary> RefiExporter::write(
    const ProjectStore &store, const QString &path, const Options &options)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    RefiExportSummary summary;
    QByteArray bytes;
    if (suffix == u"qdc"_s) {
        auto codes = codebook(store);
        if (!codes)
            return codes.error();
        auto stored = TaxonomyStore::load(store);
        if (!stored)
            return stored.error();
        if (codes->isEmpty())
            return Error(CoreText::tr("the project's taxonomy has no nodes: a REFI-QDA codebook "
                                      "needs at least one code"),
                {store.path(), 0, 0});
        summary.codes = stored->taxonomy.size();
        bytes = RefiXmlWriter::codebook(*codes, origin());
    } else if (suffix == u"qdpx"_s) {
        auto project = RefiExporter::project(store, options, &summary);
        if (!project)
            return project.error();
        auto package = RefiPackage::write(*project);
        if (!package)
            return package.error();
        bytes = std::move(*package);
    } else {
        return Error(CoreText::tr("a REFI-QDA file ends in .qdc (a codebook) or .qdpx (a project)"),
            {path, 0, 0});
    }
    if (auto status = saveFile(path, bytes); !status)
        return status.error();
    summary.bytes = bytes.size();
    return summary;
}

} // namespace taxonomist::core
