// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "refiimporter.h"

#include "interviews/interviewstore.h"
#include "interviews/textpositions.h"
#include "reconcile/proposalstore.h"
#include "refidescription.h"
#include "refiexporter.h"
#include "refiguids.h"
#include "refipackage.h"
#include "refitaxonomy.h"
#include "refixmlreader.h"
#include "store/projectstore.h"
#include "store/sqlutil.h"
#include "store/transaction.h"
#include "taxonomy/taxonomystore.h"
#include "util/coretext.h"
#include "util/inputtext.h"
#include "util/untrustedfile.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTextStream>
#include <QVariant>

#include <cstring>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// An error of the import, in the file unless it names its own place (an entry of the archive).
Error locatedIn(const Error &error, const QString &path)
{
    return error.where().file.isEmpty() ? Error(error.what(), {path, 0, 0}) : error;
}

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

Result<QSet<QString>> existingGuids(const ProjectStore &store, const QString &table)
{
    QSqlQuery query(store.database());
    query.prepare(u"SELECT guid FROM "_s + table);
    if (auto status = sql::exec(query); !status)
        return status.error();
    QSet<QString> guids;
    while (query.next())
        guids.insert(RefiGuids::normalized(query.value(0).toString()));
    if (auto status = sql::readStatus(query, store.path()); !status)
        return status.error();
    return guids;
}

Result<QSet<QString>> taxonomyCodes(const ProjectStore &store)
{
    auto stored = TaxonomyStore::load(store);
    if (!stored)
        return stored.error();
    QSet<QString> codes;
    for (const TaxonomyNode &node : stored->taxonomy.nodes())
        codes.insert(node.code);
    return codes;
}

// A participant code from a name another program gave a case or a source.
QString participantCode(const QString &name, const QString &guid)
{
    QString code = name.simplified();
    for (const QString &suffix : {u".txt"_s, u".docx"_s, u".md"_s, u".rtf"_s, u".pdf"_s}) {
        if (code.endsWith(suffix, Qt::CaseInsensitive))
            code.chop(suffix.size());
    }
    if (code.isEmpty())
        code = u"source "_s + guid.left(8);
    return code.left(100);
}

// What an import reads: a codebook's codes, or a package whose sources' texts stay in the archive
// until they are imported.
class RefiInput
{
public:
    static Result<RefiInput> read(const QString &path)
    {
        RefiInput input;
        const QString suffix = QFileInfo(path).suffix().toLower();
        if (suffix == u"qdpx"_s) {
            auto package = RefiPackage::open(path);
            if (!package)
                return package.error();
            input.m_package = std::move(*package);
            return input;
        }
        if (suffix != u"qdc"_s)
            return Error(
                CoreText::tr("a REFI-QDA file ends in .qdc (a codebook) or .qdpx (a project)"),
                {path, 0, 0});
        auto stream = UntrustedFile::Stream::open(path, RefiXmlReader::MaxBytes);
        if (!stream)
            return stream.error();
        QByteArray chunk;
        auto codebook = RefiXmlReader::codebook(
            [&stream, &chunk](char *into, qint64 max) -> Result<qint64> {
                chunk.truncate(0);
                auto got = (*stream)->readInto(chunk, static_cast<qsizetype>(max));
                if (!got)
                    return got.error();
                std::memcpy(into, chunk.constData(), static_cast<size_t>(*got));
                return static_cast<qint64>(*got);
            },
            path);
        if (!codebook)
            return codebook.error();
        input.m_codebook.name = QFileInfo(path).completeBaseName();
        input.m_codebook.origin = codebook->origin;
        input.m_codebook.codes = std::move(codebook->codes);
        return input;
    }

    const RefiProject &project() const { return m_package ? m_package->project() : m_codebook; }
    Result<QString> text(const RefiTextSource &source)
    {
        return m_package ? m_package->text(source) : Result<QString>(source.text);
    }

private:
    RefiProject m_codebook;
    std::unique_ptr<RefiPackage> m_package;
};

// The text sources, cases and codings of a project, as interviews. In the caller's transaction.
class InterviewImport
{
public:
    InterviewImport(ProjectStore &store, RefiInput &input,
        const QHash<QString, QString> &codeOfGuid, bool createAnnotators,
        RefiImportSummary &summary)
        : m_store(store)
        , m_input(input)
        , m_project(input.project())
        , m_codeOfGuid(codeOfGuid)
        , m_createAnnotators(createAnnotators)
        , m_summary(summary)
    { }

    Status run(const QSet<QString> &knownCodes)
    {
        m_known = knownCodes;
        for (const RefiUser &user : m_project.users)
            m_userNames.insert(user.guid,
                user.name.trimmed().isEmpty() ? u"user "_s + user.guid.left(8)
                                              : user.name.trimmed());
        auto annotators = m_store.readAnnotators();
        if (!annotators)
            return annotators.error();
        for (const Annotator &annotator : std::as_const(*annotators))
            m_annotators.insert(annotator.name, annotator.id);
        QSet<QString> issueSources;
        for (const RefiSet &set : m_project.sets) {
            if (set.name == RefiExporter::issuesSetName())
                issueSources.unite(QSet<QString>(set.sources.cbegin(), set.sources.cend()));
        }
        QHash<QString, QString> variables;
        for (const RefiVariable &variable : m_project.variables)
            variables.insert(variable.guid, variable.name);
        QHash<QString, const RefiCase *> caseOfSource;
        for (const RefiCase &c : m_project.cases) {
            for (const QString &source : c.sources) {
                if (!caseOfSource.contains(source))
                    caseOfSource.insert(source, &c);
            }
        }
        for (const RefiNote &note : m_project.notes)
            m_notes.insert(note.guid, note.text);
        auto transcripts = existingGuids(m_store, u"transcripts"_s);
        auto segments = existingGuids(m_store, u"segments"_s);
        auto participants = InterviewStore::participants(m_store);
        if (!transcripts || !segments || !participants)
            return !transcripts ? transcripts.error()
                : !segments     ? segments.error()
                                : participants.error();
        m_transcriptGuids = *transcripts;
        m_segmentGuids = *segments;
        for (const Participant &p : std::as_const(*participants)) {
            m_participants.insert(p.code, p);
            m_participantByGuid.insert(RefiGuids::normalized(p.guid), p.code);
        }

        for (const RefiTextSource &source : m_project.sources) {
            if (issueSources.contains(source.guid)) {
                ++m_summary.issueSources;
                continue;
            }
            if (m_transcriptGuids.contains(source.guid)) {
                ++m_summary.alreadyPresent;
                continue;
            }
            auto participant = participantFor(source, caseOfSource.value(source.guid), variables);
            if (!participant)
                return participant.error();
            if (auto status = importSource(source, *participant); !status)
                return status;
        }
        return success();
    }

private:
    Result<qint64> participantFor(
        const RefiTextSource &source, const RefiCase *c, const QHash<QString, QString> &variables)
    {
        QString code
            = c ? participantCode(c->name, c->guid) : participantCode(source.name, source.guid);
        if (c && m_participantByGuid.contains(c->guid))
            code = m_participantByGuid.value(c->guid);
        Participant &p = m_participants[code];
        if (p.id > 0)
            return p.id;
        p.code = code;
        if (c && !m_participantByGuid.contains(c->guid))
            p.guid = c->guid;
        if (c) {
            for (const auto &[variable, value] : c->values) {
                if (variables.contains(variable))
                    p.setAttribute(variables.value(variable), value);
            }
        }
        if (auto status = InterviewStore::saveParticipant(m_store, p); !status)
            return status.error();
        m_participantByGuid.insert(RefiGuids::normalized(p.guid), p.code);
        ++m_summary.participantsAdded;
        return p.id;
    }

    Result<qint64> coderFor(const QString &userGuid)
    {
        if (userGuid.isEmpty())
            return 0;
        const QString name = m_userNames.value(userGuid, u"user "_s + userGuid.left(8));
        if (const auto found = m_annotators.constFind(name); found != m_annotators.cend())
            return *found;
        if (!m_createAnnotators) {
            if (!m_unmatchedUsers.contains(name)) {
                m_unmatchedUsers.insert(name);
                m_summary.notes.append(
                    u"%1 is no annotator of this project: their codings are in the code book layer"_s
                        .arg(quotedForMessage(name)));
            }
            return 0;
        }
        auto added = m_store.addAnnotator(name);
        if (!added)
            return added.error();
        m_annotators.insert(name, *added);
        ++m_summary.annotatorsAdded;
        return *added;
    }

    Status importSource(const RefiTextSource &source, qint64 participantId)
    {
        Transcript transcript;
        transcript.participantId = participantId;
        transcript.guid = source.guid;
        transcript.name = source.name.trimmed().isEmpty() ? u"source "_s + source.guid.left(8)
                                                          : source.name.simplified().left(200);
        // Read now and let go once written: one source's text in memory at a time.
        auto text = m_input.text(source);
        if (!text)
            return text.error();
        transcript.content = std::move(*text);
        if (auto status = InterviewStore::insertTranscript(m_store, transcript); !status)
            return status;
        transcript.content.clear();
        m_transcriptGuids.insert(source.guid);
        ++m_summary.transcripts;
        const QString where = u"text source %1"_s.arg(quotedForMessage(transcript.name));
        for (const RefiSelection &selection : source.selections) {
            if (selection.end <= selection.start || selection.end > transcript.length) {
                return Error(
                    CoreText::tr("%1: selection %2 spans %3–%4, outside the text (%5 characters)")
                        .arg(where, selection.guid, QString::number(selection.start),
                            QString::number(selection.end), QString::number(transcript.length)));
            }
            QString memo = selection.description;
            for (const QString &note : selection.notes) {
                if (m_notes.contains(note))
                    memo += (memo.isEmpty() ? QString() : u"\n\n"_s) + m_notes.value(note);
            }
            if (auto status = addSegments(selection.guid, transcript, selection.start,
                    selection.end, selection.codings, selection.user, memo, selection.created);
                !status)
                return status;
        }
        if (!source.codings.isEmpty() && transcript.length > 0) {
            if (auto status
                = addSegments(RefiGuids::named(u"whole source\n"_s + source.guid), transcript, 0,
                    transcript.length, source.codings, QString(), QString(), source.created);
                !status)
                return status;
        }
        return success();
    }

    // One segment per coder of a selection: in Taxonomist a segment is one coder's.
    Status addSegments(const QString &guid, const Transcript &transcript, qint64 start, qint64 end,
        const QList<RefiCoding> &codings, const QString &selectionUser, const QString &memo,
        const QString &created)
    {
        QList<QString> users;
        QHash<QString, QStringList> linksOf;
        for (const RefiCoding &coding : codings) {
            const QString user = coding.user.isEmpty() ? selectionUser : coding.user;
            if (!m_codeOfGuid.contains(coding.codeGuid))
                return Error(
                    CoreText::tr("coding %1 refers to code %2, which the codebook does not have")
                        .arg(coding.guid, coding.codeGuid));
            if (!users.contains(user))
                users.append(user);
            const QString code = m_codeOfGuid.value(coding.codeGuid);
            if (!linksOf[user].contains(code))
                linksOf[user].append(code);
        }
        if (users.isEmpty())
            users.append(selectionUser); // a selection with a memo and no code yet
        for (qsizetype u = 0; u < users.size(); ++u) {
            Segment segment;
            segment.guid
                = u == 0 ? guid : RefiGuids::named(u"segment\n"_s + guid + u'\n' + users[u]);
            if (m_segmentGuids.contains(RefiGuids::normalized(segment.guid))) {
                ++m_summary.alreadyPresent;
                continue;
            }
            auto coder = coderFor(users[u]);
            if (!coder)
                return coder.error();
            segment.participantId = transcript.participantId;
            segment.transcriptId = transcript.id;
            segment.start = start;
            segment.end = end;
            segment.coderId = *coder;
            segment.memo = memo;
            segment.links = linksOf.value(users[u]);
            segment.createdAt = created;
            if (auto status = InterviewStore::writeSegment(m_store, segment); !status)
                return status;
            m_segmentGuids.insert(segment.guid);
            ++m_summary.segments;
            m_summary.links += static_cast<int>(segment.links.size());
            for (const QString &code : std::as_const(segment.links))
                m_summary.flaggedLinks += m_known.contains(code) ? 0 : 1;
        }
        return success();
    }

    ProjectStore &m_store;
    RefiInput &m_input;
    const RefiProject &m_project;
    const QHash<QString, QString> &m_codeOfGuid;
    bool m_createAnnotators;
    RefiImportSummary &m_summary;
    QSet<QString> m_known;
    QHash<QString, QString> m_userNames;
    QHash<QString, qint64> m_annotators;
    QSet<QString> m_unmatchedUsers;
    QHash<QString, QString> m_notes;
    QSet<QString> m_transcriptGuids;
    QSet<QString> m_segmentGuids;
    QHash<QString, Participant> m_participants;
    QHash<QString, QString> m_participantByGuid;
};

int countCodes(const QList<RefiCode> &codes)
{
    int n = 0;
    for (const RefiCode &code : codes)
        n += 1 + countCodes(code.children);
    return n;
}

} // namespace

QString RefiImportSummary::toText(const QString &file, const QString &project) const
{
    QString text;
    QTextStream out(&text);
    out << "Imported " << file
        << (origin.isEmpty() ? QString() : u" (written by "_s + origin + u')') << " into "
        << project << (newProject ? " (a new project)" : "") << '\n';
    out << "  codes:        " << codes;
    if (newProject)
        out << " → " << nodes << " taxonomy nodes\n";
    else
        out << ": " << matched << " matched, " << proposed << " proposed (" << adopted
            << " adopted at once)\n";
    for (const QString &line : notProposed)
        out << "    not proposed: " << line << '\n';
    out << "  users:        " << users << " (" << annotatorsAdded << " added as annotators)\n";
    out << "  participants: " << participantsAdded << " added\n";
    out << "  transcripts:  " << transcripts << '\n';
    out << "  segments:     " << segments << " with " << links << " links (" << flaggedLinks
        << " to codes not in the taxonomy, kept and flagged)\n";
    if (issueSources > 0)
        out << "  issues:       " << issueSources
            << " issue sources Taxonomist exported, not imported as interviews\n";
    if (alreadyPresent > 0)
        out << "  unchanged:    " << alreadyPresent
            << " transcripts or segments the project already has\n";
    for (const QString &note : notes)
        out << "  note: " << note << '\n';
    out.flush();
    return text;
}

Result<RefiImportSummary> RefiImporter::intoNewProject(
    const QString &path, const QString &projectPath, const Options &options)
{
    auto input = RefiInput::read(path);
    if (!input)
        return input.error();
    const RefiProject *project = &input->project();
    const QString title = project->name.trimmed().isEmpty() ? QFileInfo(path).completeBaseName()
                                                            : project->name.trimmed();
    auto taxonomy = RefiTaxonomy::build(project->codes, title, project->origin, path);
    if (!taxonomy)
        return taxonomy.error();
    RefiImportSummary summary;
    summary.newProject = true;
    summary.origin = project->origin;
    summary.codes = countCodes(project->codes);
    summary.nodes = taxonomy->taxonomy.size();
    summary.users = static_cast<int>(project->users.size());
    summary.notes = taxonomy->notes + project->skipped;

    auto store = ProjectStore::open(projectPath, ProjectStore::OpenMode::CreateNew);
    if (!store)
        return store.error();
    {
        Transaction transaction(**store);
        if (auto status = transaction.begin(); !status)
            return status.error();
        if (auto status = TaxonomyStore::save(**store, taxonomy->taxonomy); !status)
            return status.error();
        // The other program's GUIDs stay with the nodes (and flagged codes) they name.
        QSqlQuery guid((*store)->database());
        guid.prepare(u"INSERT INTO exchange_guids(kind, key, guid) VALUES(?, ?, ?)"_s);
        QList<std::tuple<QString, QString, QString>> kept;
        for (auto it = taxonomy->guidOfCode.cbegin(); it != taxonomy->guidOfCode.cend(); ++it)
            kept.append({u"node"_s, it.key(), it.value()});
        for (auto it = taxonomy->guidOfUnknownCode.cbegin();
             it != taxonomy->guidOfUnknownCode.cend(); ++it)
            kept.append({u"unknown-code"_s, it.key(), it.value()});
        if (!taxonomy->unknownFolderGuid.isEmpty())
            kept.append({u"unknown-folder"_s, QString(u""_s), taxonomy->unknownFolderGuid});
        for (const auto &[kind, key, value] : std::as_const(kept)) {
            guid.addBindValue(kind);
            guid.addBindValue(key);
            guid.addBindValue(value);
            if (auto status = sql::exec(guid); !status)
                return status.error();
        }
        auto codes = taxonomyCodes(**store);
        if (!codes)
            return codes.error();
        if (auto status
            = InterviewImport(**store, *input, taxonomy->codeOfGuid, true, summary).run(*codes);
            !status)
            return locatedIn(status.error(), path);
        const QJsonObject detail {{u"file"_s, path}, {u"origin"_s, project->origin},
            {u"nodes"_s, summary.nodes}, {u"transcripts"_s, summary.transcripts},
            {u"segments"_s, summary.segments}};
        if (auto status = (*store)->audit(options.actor, u"refi-import"_s, 0, compact(detail));
            !status)
            return status.error();
        if (auto status = transaction.commit(); !status)
            return status.error();
    }
    if (auto status = (*store)->publish(); !status)
        return status.error();
    if (auto folded = (*store)->checkpoint(); !folded)
        summary.notes.append(folded.error().message());
    return summary;
}

Result<RefiImportSummary> RefiImporter::intoProject(
    ProjectStore &store, const QString &path, const Options &options)
{
    auto input = RefiInput::read(path);
    if (!input)
        return input.error();
    const RefiProject *project = &input->project();
    if (auto status = RefiTaxonomy::checkGuids(project->codes, path); !status)
        return status.error();
    auto stored = TaxonomyStore::load(store);
    if (!stored)
        return stored.error();
    const Taxonomy &taxonomy = stored->taxonomy;
    auto guids = RefiExporter::nodeGuids(store);
    if (!guids)
        return guids.error();
    QHash<QString, int> byGuid;
    for (auto it = guids->cbegin(); it != guids->cend(); ++it)
        byGuid.insert(it.value(), taxonomy.indexOfCode(it.key()));
    auto proposals = ProposalStore::proposals(store);
    if (!proposals)
        return proposals.error();

    RefiImportSummary summary;
    summary.origin = project->origin;
    summary.codes = countCodes(project->codes);
    summary.users = static_cast<int>(project->users.size());
    summary.notes = project->skipped;
    QHash<QString, QString> codeOfGuid;
    QList<std::pair<QString, ProposalDraft>> drafts; // code GUID, proposal
    const std::function<void(const RefiCode &, int, const QString &)> walk = [&](const RefiCode
                                                                                     &code,
                                                                                 int parent,
                                                                                 const QString
                                                                                     &parentName) {
        // A leading code counts when the taxonomy has it or it extends the parent's code.
        auto split = RefiTaxonomy::splitCodeName(code.name);
        if (split && taxonomy.indexOfCode(split->first) < 0
            && !(parent >= 0 && split->first.startsWith(taxonomy.node(parent).code + u'.')))
            split.reset();
        const QString name = (split ? split->second : code.name).simplified();
        int index = byGuid.value(code.guid, -1);
        if (index < 0 && split)
            index = taxonomy.indexOfCode(split->first);
        if (index < 0 && parent >= -1)
            index = taxonomy.findChildByName(parent, name);
        if (index >= 0) {
            ++summary.matched;
            codeOfGuid.insert(code.guid, taxonomy.node(index).code);
            for (const RefiCode &child : code.children)
                walk(child, index, name);
            return;
        }
        // Not in the taxonomy: links keep the code (or the name) as written, flagged.
        codeOfGuid.insert(code.guid, split ? split->first : name);
        if (parent >= 0 && taxonomy.node(parent).level + 1 < taxonomy.levels.size()) {
            bool open = false;
            for (const Proposal &p : std::as_const(*proposals))
                open = open
                    || (p.status == Proposal::Status::Open
                        && p.parentNodeId == stored->nodeIds[parent] && p.name == name);
            if (open) {
                summary.notProposed.append(u"%1: already proposed"_s.arg(quotedForMessage(name)));
            } else {
                ProposalDraft draft;
                draft.parentNodeId = stored->nodeIds[parent];
                draft.name = name;
                const RefiDescription::Parts parts = RefiDescription::split(code.description);
                draft.description = parts.description;
                if (!parts.details.isEmpty())
                    draft.description += u"\n\nDetails: "_s + parts.details.join(u"; "_s);
                draft.description += u"\n\nFrom %1%2."_s.arg(QFileInfo(path).fileName(),
                    project->origin.isEmpty() ? QString() : u" ("_s + project->origin + u')');
                drafts.append({code.guid, draft});
            }
        } else if (parent == -1) {
            summary.notProposed.append(
                u"%1: a new first-level code (a proposal adds a category under an existing one)"_s
                    .arg(quotedForMessage(name)));
        } else if (parent == -2) {
            summary.notProposed.append(u"%1: under %2, which is new too"_s.arg(
                quotedForMessage(name), quotedForMessage(parentName)));
        } else {
            summary.notProposed.append(
                u"%1: below the taxonomy's deepest level"_s.arg(quotedForMessage(name)));
        }
        for (const RefiCode &child : code.children)
            walk(child, -2, name);
    };
    for (const RefiCode &code : std::as_const(project->codes)) {
        if (!code.codable && code.name == RefiExporter::unknownFolderName()) {
            for (const RefiCode &child : code.children)
                codeOfGuid.insert(child.guid, child.name.trimmed());
            continue;
        }
        walk(code, -1, QString());
    }
    if (!drafts.isEmpty() && options.proposerId <= 0)
        return Error(CoreText::tr("%1 codes are new to the taxonomy and would become proposals: "
                                  "name who proposes them (an annotator)")
                         .arg(drafts.size()));

    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    for (const auto &[guid, draft] : std::as_const(drafts)) {
        auto id = ProposalStore::proposeWithin(store, draft, options.proposerId);
        if (!id)
            return Error(CoreText::tr("proposing %1: %2")
                             .arg(quotedForMessage(draft.name), id.error().what()));
        ++summary.proposed;
        auto made = ProposalStore::proposal(store, *id);
        if (!made)
            return made.error();
        if (made->status == Proposal::Status::Adopted) {
            ++summary.adopted;
            codeOfGuid.insert(
                guid, made->code); // the rule adopted it at once: links go to the new node
        }
    }
    auto codes = taxonomyCodes(store);
    if (!codes)
        return codes.error();
    if (auto status = InterviewImport(store, *input, codeOfGuid, false, summary).run(*codes);
        !status)
        return locatedIn(status.error(), path);
    const QJsonObject detail {{u"file"_s, path}, {u"origin"_s, project->origin},
        {u"proposed"_s, summary.proposed}, {u"transcripts"_s, summary.transcripts},
        {u"segments"_s, summary.segments}};
    if (auto status = store.audit(options.actor, u"refi-import"_s, 0, compact(detail)); !status)
        return status.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    return summary;
}

} // namespace taxonomist::core
