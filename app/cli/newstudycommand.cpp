// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "newstudycommand.h"

#include "exchange/taxonomyfile.h"
#include "study/newstudy.h"

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

void NewStudyCommand::configure(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"FILE"_s, u"The project file to create (must not exist)."_s);
    parser.addOption({u"taxonomy"_s,
        u"The taxonomy: a taxonomy JSON file or a REFI-QDA codebook (.qdc); none without it."_s,
        u"FILE"_s});
    parser.addOption({u"volunteers"_s,
        u"N volunteers, Volunteer 1..N, with the label columns Label1..LabelN (default 0)."_s,
        u"N"_s});
    addActorOption(parser);
}

int NewStudyCommand::run(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    if (args.size() != 1)
        return usage(u"usage: new-study FILE [--taxonomy TAXONOMY.json|CODEBOOK.qdc] "
                     u"[--volunteers N]"_s);
    int volunteers = 0;
    if (parser.isSet(u"volunteers"_s)) {
        bool ok = false;
        volunteers = parser.value(u"volunteers"_s).toInt(&ok);
        if (!ok || volunteers < 0)
            return usage(u"--volunteers takes a number from 0 to 64"_s);
    }
    std::optional<Taxonomy> taxonomy;
    if (parser.isSet(u"taxonomy"_s)) {
        auto loaded = TaxonomyFile::load(parser.value(u"taxonomy"_s));
        if (!loaded)
            return fail(loaded.error());
        taxonomy = std::move(loaded).value();
    }
    auto summary = NewStudy::create(args[0], taxonomy, volunteers, actor(parser));
    if (!summary)
        return fail(summary.error());
    out() << "created " << args[0] << ": " << summary->volunteers << " volunteers, ";
    if (taxonomy)
        out() << "taxonomy " << taxonomy->name << ' ' << taxonomy->version << " ("
              << summary->taxonomyNodes << " nodes)";
    else
        out() << "no taxonomy";
    out() << ", no frameworks\n";
    out().flush();
    return 0;
}

} // namespace taxonomist::cli
