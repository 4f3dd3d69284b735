// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "interviewscommand.h"

#include "interviews/codebookexporter.h"
#include "interviews/codebookimporter.h"
#include "interviews/interviewcomparison.h"
#include "interviews/interviewstore.h"
#include "interviews/segmentagreement.h"
#include "interviews/transcriptimporter.h"
#include "store/transaction.h"
#include "taxonomy/taxonomyloader.h"
#include "taxonomy/taxonomystore.h"
#include "util/inputtext.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

namespace {

QString actorOf(const QCommandLineParser &parser)
{
    return parser.isSet(u"actor"_s) ? parser.value(u"actor"_s)
                                    : qEnvironmentVariable("USER", u"taxonomist-cli"_s);
}

// --coder NAME as an annotator id; 0 (the code book layer) without the option.
Result<qint64> coderOf(const QCommandLineParser &parser, const ProjectStore &store)
{
    if (!parser.isSet(u"coder"_s))
        return qint64(0);
    const QString name = parser.value(u"coder"_s);
    auto annotators = store.readAnnotators();
    if (!annotators)
        return annotators.error();
    for (const Annotator &annotator : std::as_const(*annotators)) {
        if (annotator.name == name)
            return annotator.id;
    }
    return Error(
        u"the project has no annotator %1 (--coder names one)"_s.arg(quotedForMessage(name)),
        {store.path(), 0, 0});
}

// --level as the index of a level of the project's taxonomy: its key, or type/theme/subtheme.
Result<int> levelOf(const QCommandLineParser &parser, const ProjectStore &store, int fallback)
{
    if (!parser.isSet(u"level"_s))
        return fallback;
    const QString key = parser.value(u"level"_s);
    auto stored = TaxonomyStore::load(store);
    if (!stored)
        return stored.error();
    QStringList keys;
    for (int level = 0; level < stored->taxonomy.levels.size(); ++level) {
        keys.append(stored->taxonomy.levels[level].key);
        if (stored->taxonomy.levels[level].key == key)
            return level;
    }
    const int standard
        = static_cast<int>(QStringList {u"type"_s, u"theme"_s, u"subtheme"_s}.indexOf(key));
    if (standard >= 0 && standard < stored->taxonomy.levels.size())
        return standard;
    return Error(u"--level must be one of the taxonomy's levels: %1"_s.arg(keys.join(u", "_s)));
}

void printJson(const QJsonObject &object)
{
    Command::out() << QJsonDocument(object).toJson(QJsonDocument::Indented);
    Command::out().flush();
}

// A report (the comparison, the agreement) as JSON with --json, else as text.
template<typename Report>
int printReport(const QCommandLineParser &parser, const Report &report)
{
    if (parser.isSet(u"json"_s)) {
        printJson(report.toJson());
        return 0;
    }
    Command::out() << report.toText();
    Command::out().flush();
    return 0;
}

} // namespace

void InterviewsCommand::configure(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"VERB"_s,
        u"import CODEBOOK.csv | add-transcript PARTICIPANT FILE | export OUT.csv | "
        "compare | agreement | list"_s);
    parser.addPositionalArgument(u"ARGS"_s, u"The verb's arguments."_s, u"[ARGS...]"_s);
    addDbOption(parser);
    parser.addOption({u"coder"_s,
        u"import/export: the annotator whose segments these are (default: the project's code book)."_s,
        u"NAME"_s});
    parser.addOption({u"replace"_s, u"import: replace the code book imported before."_s});
    parser.addOption({u"role"_s,
        u"add-transcript: add the participant if new, as user, developer or other."_s, u"ROLE"_s});
    parser.addOption({u"level"_s,
        u"compare/agreement: the taxonomy level (type, theme, subtheme or the taxonomy's own keys)."_s,
        u"LEVEL"_s});
    parser.addOption({u"json"_s, u"compare/agreement/list: print JSON."_s});
    parser.addOption(
        {u"actor"_s, u"Who does this, for the audit log (default: $USER)."_s, u"NAME"_s});
}

int InterviewsCommand::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    const QString verb = args.value(0);
    const auto form
        = [](const QString &text) { return usage(u"usage: interviews %1 --db FILE"_s.arg(text)); };
    if (verb == u"import"_s)
        return args.size() == 2 ? importCodeBook(parser, args[1])
                                : form(u"import CODEBOOK.csv [--coder NAME] [--replace]"_s);
    if (verb == u"add-transcript"_s)
        return args.size() == 3 ? addTranscript(parser, args[1], args[2])
                                : form(u"add-transcript PARTICIPANT FILE [--role ROLE]"_s);
    if (verb == u"export"_s)
        return args.size() == 2 ? exportCodeBook(parser, args[1])
                                : form(u"export OUT.csv [--coder NAME]"_s);
    if (verb == u"compare"_s)
        return args.size() == 1 ? compare(parser) : form(u"compare [--level LEVEL] [--json]"_s);
    if (verb == u"agreement"_s)
        return args.size() == 1 ? agreement(parser) : form(u"agreement [--level LEVEL] [--json]"_s);
    if (verb == u"list"_s)
        return args.size() == 1 ? list(parser) : form(u"list [--json]"_s);
    return usage(
        u"interviews needs a verb: import, add-transcript, export, compare, agreement or list"_s);
}

int InterviewsCommand::importCodeBook(const QCommandLineParser &parser, const QString &file)
{
    auto codebook = CodeBookFile::read(file);
    if (!codebook)
        return fail(codebook.error());
    const QString dbPath = parser.value(u"db"_s);
    const bool isNew = !dbPath.isEmpty() && !QFileInfo::exists(dbPath);
    // A new project gets the bundled taxonomy; it is built aside and appears only if the import
    // succeeds.
    auto store = openProject(
        parser, isNew ? ProjectStore::OpenMode::CreateNew : ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    if (isNew) {
        auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
        if (!taxonomy)
            return fail(taxonomy.error());
        Transaction transaction(*store);
        Status saved = transaction.begin();
        if (saved)
            saved = TaxonomyStore::save(*store, *taxonomy);
        if (saved)
            saved = transaction.commit();
        if (!saved)
            return fail(saved.error());
    }
    auto coder = coderOf(parser, *store);
    if (!coder)
        return fail(coder.error());
    CodeBookImporter::Options options;
    options.coderId = *coder;
    options.replace = parser.isSet(u"replace"_s);
    options.actor = actorOf(parser);
    auto summary = CodeBookImporter::import(*store, *codebook, options);
    if (!summary)
        return fail(summary.error());
    if (isNew) {
        if (auto published = store->publish(); !published)
            return fail(published.error());
    }
    QTextStream &out = Command::out();
    out << "Imported " << file << " into " << dbPath
        << (isNew ? " (a new project with the bundled taxonomy)" : "") << '\n';
    out << "  participants: " << summary->participantsAdded << " added, "
        << summary->participantsUpdated << " updated\n";
    out << "  quotes:       " << summary->segments << " (" << summary->anchored
        << " found in a transcript, " << summary->standalone << " standalone)\n";
    out << "  links:        " << summary->links << '\n';
    if (summary->replaced > 0)
        out << "  replaced:     " << summary->replaced << " quotes of the earlier import\n";
    for (const FlaggedLink &flag : std::as_const(summary->flagged)) {
        out << "  flagged: " << flag.file << ':' << flag.line << ':' << flag.column << ": "
            << flag.participant << " links " << flag.code
            << ", which the taxonomy does not have (kept)\n";
    }
    for (const QString &note : std::as_const(summary->notes))
        out << "  note: " << note << '\n';
    out.flush();
    return 0;
}

int InterviewsCommand::addTranscript(
    const QCommandLineParser &parser, const QString &participant, const QString &file)
{
    TranscriptImporter::Options options;
    options.actor = actorOf(parser);
    if (parser.isSet(u"role"_s)) {
        const QString role = parser.value(u"role"_s);
        if (role != u"user"_s && role != u"developer"_s && role != u"other"_s)
            return usage(u"--role must be user, developer or other"_s);
        options.newParticipantRole = Participant::roleFromKey(role);
    }
    auto store = openProject(parser, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return openFailure();
    auto summary = TranscriptImporter::addFile(*store, participant, file, options);
    if (!summary)
        return fail(summary.error());
    QTextStream &out = Command::out();
    out << "Added " << summary->transcript.name << " to " << summary->transcript.participant
        << (summary->participantAdded ? " (a new participant)" : "") << ": "
        << summary->transcript.length << " characters";
    out << ", " << summary->anchored
        << (summary->anchored == 1 ? " standalone quote" : " standalone quotes")
        << " found in it\n";
    out.flush();
    return 0;
}

int InterviewsCommand::exportCodeBook(const QCommandLineParser &parser, const QString &file)
{
    auto store = openProject(parser, ProjectStore::OpenMode::ReadOnly);
    if (!store)
        return openFailure();
    auto coder = coderOf(parser, *store);
    if (!coder)
        return fail(coder.error());
    if (auto status = CodeBookExporter::write(*store, file, *coder); !status)
        return fail(status.error());
    Command::out() << "Wrote " << file << '\n';
    Command::out().flush();
    return 0;
}

int InterviewsCommand::compare(const QCommandLineParser &parser)
{
    auto store = openProject(parser, ProjectStore::OpenMode::ReadOnly);
    if (!store)
        return openFailure();
    auto level = levelOf(parser, *store, 1);
    if (!level)
        return fail(level.error());
    auto comparison = InterviewComparison::compute(*store, *level);
    if (!comparison)
        return fail(comparison.error());
    return printReport(parser, *comparison);
}

int InterviewsCommand::agreement(const QCommandLineParser &parser)
{
    auto store = openProject(parser, ProjectStore::OpenMode::ReadOnly);
    if (!store)
        return openFailure();
    auto level = levelOf(parser, *store, -1);
    if (!level)
        return fail(level.error());
    auto agreement = SegmentAgreement::compute(*store, *level);
    if (!agreement)
        return fail(agreement.error());
    return printReport(parser, *agreement);
}

int InterviewsCommand::list(const QCommandLineParser &parser)
{
    auto store = openProject(parser, ProjectStore::OpenMode::ReadOnly);
    if (!store)
        return openFailure();
    auto participants = InterviewStore::participants(*store);
    auto transcripts = InterviewStore::transcripts(*store);
    auto segments = InterviewStore::segments(*store, SegmentQuery());
    if (!participants || !transcripts || !segments)
        return fail(!participants ? participants.error()
                : !transcripts    ? transcripts.error()
                                  : segments.error());
    QStringList codes;
    for (const Segment &segment : std::as_const(*segments))
        codes.append(segment.links);
    codes.removeDuplicates();
    auto unknown = CodeBookImporter::unknownCodes(*store, codes);
    if (!unknown)
        return fail(unknown.error());
    QJsonArray people;
    for (const Participant &p : std::as_const(*participants)) {
        QJsonObject attributes;
        for (const auto &[name, value] : p.attributes)
            attributes.insert(name, value);
        QJsonArray files;
        for (const Transcript &t : std::as_const(*transcripts)) {
            if (t.participantId == p.id)
                files.append(QJsonObject {
                    {u"name"_s, t.name}, {u"guid"_s, t.guid}, {u"length"_s, t.length}});
        }
        QJsonArray quotes;
        for (const Segment &s : std::as_const(*segments)) {
            if (s.participantId != p.id)
                continue;
            QJsonArray flagged;
            for (const QString &code : s.links) {
                if (unknown->contains(code))
                    flagged.append(code);
            }
            QJsonObject quote {{u"guid"_s, s.guid},
                {u"coder"_s, s.coderId > 0 ? QJsonValue(s.coder) : QJsonValue()},
                {u"text"_s, s.text}, {u"links"_s, QJsonArray::fromStringList(s.links)},
                {u"flagged"_s, flagged}, {u"memo"_s, s.memo}};
            if (!s.isStandalone()) {
                quote.insert(u"start"_s, s.start);
                quote.insert(u"end"_s, s.end);
            }
            quotes.append(quote);
        }
        people.append(QJsonObject {{u"code"_s, p.code}, {u"role"_s, Participant::roleKey(p.role)},
            {u"attributes"_s, attributes}, {u"transcripts"_s, files}, {u"segments"_s, quotes}});
    }
    if (parser.isSet(u"json"_s)) {
        printJson(QJsonObject {{u"participants"_s, people},
            {u"flagged_codes"_s, QJsonArray::fromStringList(*unknown)}});
        return 0;
    }
    QTextStream &out = Command::out();
    for (const QJsonValue &value : std::as_const(people)) {
        const QJsonObject p = value.toObject();
        out << p[u"code"_s].toString() << " (" << p[u"role"_s].toString()
            << "): " << p[u"transcripts"_s].toArray().size() << " transcript(s), "
            << p[u"segments"_s].toArray().size() << " segment(s)\n";
        for (const QJsonValue &quote : p[u"segments"_s].toArray()) {
            const QJsonObject q = quote.toObject();
            QStringList links;
            for (const QJsonValue &code : q[u"links"_s].toArray())
                links.append(unknown->contains(code.toString())
                        ? code.toString() + u" (flagged: not in the taxonomy)"_s
                        : code.toString());
            out << "  [" << links.join(u", "_s) << "] "
                << quotedForMessage(q[u"text"_s].toString(), 70) << '\n';
        }
    }
    out << "flagged codes: " << (unknown->isEmpty() ? u"none"_s : unknown->join(u", "_s)) << '\n';
    out.flush();
    return 0;
}

} // namespace taxonomist::cli
