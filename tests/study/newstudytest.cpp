// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A study of one's own: the empty project, its frameworks and their keyword files.
#include "study/newstudy.h"
#include "store/projectstore.h"
#include "study/studyframeworks.h"
#include "studyfixture.h"
#include "taxonomy/taxonomyloader.h"
#include "taxonomy/taxonomystore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

void writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(content);
}

qint64 count(const ProjectStore &store, const QString &table)
{
    QSqlQuery query(store.database());
    query.exec(u"SELECT count(*) FROM "_s + table);
    return query.next() ? query.value(0).toLongLong() : -1;
}

TEST(NewStudy, HoldsItsVolunteersAndNothingElse)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"next.taxonomist"_s);
    auto summary = NewStudy::create(path, std::nullopt, 4, u"lead"_s);
    ASSERT_TRUE(summary) << summary.error().message().toStdString();
    auto store = ProjectStore::open(path, ProjectStore::OpenMode::ReadOnly);
    ASSERT_TRUE(store);
    const QList<Annotator> team = (*store)->annotators();
    ASSERT_EQ(team.size(), 4);
    for (int i = 0; i < 4; ++i) {
        EXPECT_EQ(team[i].name, u"Volunteer %1"_s.arg(i + 1));
        EXPECT_EQ(team[i].labelColumn, i + 1);
        EXPECT_FALSE(team[i].isLead);
    }
    EXPECT_FALSE(TaxonomyStore::hasTaxonomy(**store));
    for (const QString &table : {u"frameworks"_s, u"issues"_s, u"labels"_s, u"study_files"_s})
        EXPECT_EQ(count(**store, table), 0) << table.toStdString();
    QSqlQuery audit((*store)->database());
    audit.exec(u"SELECT actor, action FROM audit_log"_s);
    ASSERT_TRUE(audit.next());
    EXPECT_EQ(audit.value(0).toString(), u"lead"_s);
    EXPECT_EQ(audit.value(1).toString(), u"new-study"_s);
}

TEST(NewStudy, WithItsFrameworksOrNotAtAll)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"next.taxonomist"_s);
    auto taxonomy = TaxonomyLoader::bundledLlmChallenges();
    ASSERT_TRUE(taxonomy);
    const FrameworkDefinition pytorch {
        0, u"pytorch"_s, {{u"github.com"_s, u"pytorch"_s, u"pytorch"_s}}, {u"llm"_s, u"gpt"_s}};
    const FrameworkDefinition again {
        0, u"PyTorch"_s, {{u"github.com"_s, u"pytorch"_s, u"vision"_s}}, {}};
    auto refused = NewStudy::create(path, *taxonomy, 2, u"lead"_s, {pytorch, again});
    ASSERT_FALSE(refused);
    EXPECT_TRUE(refused.error().message().contains(u"has a framework \"pytorch\" already"_s))
        << refused.error().message().toStdString();
    EXPECT_FALSE(QFileInfo::exists(path));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList());

    const FrameworkDefinition vllm {0, u"vllm"_s,
        {{u"github.com"_s, u"vllm-project"_s, u"vllm"_s}, {u"gitee.com"_s, u"mirror"_s, u"vllm"_s}},
        {}};
    auto created = NewStudy::create(path, *taxonomy, 2, u"lead"_s, {pytorch, vllm});
    ASSERT_TRUE(created) << created.error().message().toStdString();
    EXPECT_EQ(created->frameworks, 2);
    EXPECT_EQ(created->taxonomyNodes, taxonomy->size());
    auto store = ProjectStore::open(path, ProjectStore::OpenMode::ReadOnly);
    ASSERT_TRUE(store);
    auto frameworks = StudyFrameworks::list(**store);
    ASSERT_TRUE(frameworks);
    ASSERT_EQ(frameworks->size(), 2);
    EXPECT_EQ((*frameworks)[0].keywords, (QStringList {u"llm"_s, u"gpt"_s}));
    EXPECT_EQ((*frameworks)[1].repositories.size(), 2);
    EXPECT_TRUE((*frameworks)[1].keywords.isEmpty());
    QSqlQuery columns((*store)->database());
    columns.exec(u"SELECT label_columns FROM frameworks"_s);
    while (columns.next())
        EXPECT_EQ(columns.value(0).toInt(), 2);
}

TEST(StudyFrameworks, RefusesWhatCannotBeExported)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"next.taxonomist"_s);
    ASSERT_TRUE(NewStudy::create(path, std::nullopt, 1, u"lead"_s));
    auto store = ProjectStore::open(path, ProjectStore::OpenMode::ReadWrite);
    ASSERT_TRUE(store);
    const QList<FrameworkRepository> repo {{u"github.com"_s, u"a"_s, u"b"_s}};
    const auto refusal = [&](const FrameworkDefinition &framework) {
        auto added = StudyFrameworks::add(**store, framework, u"lead"_s);
        return added ? QString() : added.error().message();
    };
    EXPECT_TRUE(refusal({0, u"../x"_s, repo, {}}).contains(u"framework name"_s));
    EXPECT_TRUE(refusal({0, u"x"_s, {}, {}}).contains(u"at least one repository"_s));
    EXPECT_TRUE(refusal({0, u"Megatron-LM"_s, repo, {u"llm"_s}}).contains(u"letters, digits"_s));
    EXPECT_TRUE(refusal({0, u"x"_s, repo, {u"two\nlines"_s}}).contains(u"spans lines"_s));
    EXPECT_EQ(count(**store, u"frameworks"_s), 0);
    // Without keywords a folder name is enough.
    EXPECT_EQ(refusal({0, u"Megatron-LM"_s, repo, {}}), QString());
}

TEST(StudyFrameworks, RepositoriesAreGitHubOrGitee)
{
    auto github = FrameworkRepository::parse(u"github:vllm-project/vllm"_s, u"--repo"_s);
    ASSERT_TRUE(github);
    EXPECT_EQ(github->host, u"github.com"_s);
    EXPECT_EQ(github->issueUrl(u"12"_s), u"https://github.com/vllm-project/vllm/issues/12"_s);
    auto gitee = FrameworkRepository::parse(u"GITEE:mindspore/mindspore"_s, u"--repo"_s);
    ASSERT_TRUE(gitee);
    EXPECT_EQ(gitee->spec(), u"gitee:mindspore/mindspore"_s);
    for (const QString &bad : {u"gitlab:a/b"_s, u"github:a"_s, u"github:a/b/c"_s, u"github:../b"_s,
             u"github:a/b c"_s, u"a/b"_s}) {
        auto parsed = FrameworkRepository::parse(bad, u"--repo"_s);
        ASSERT_FALSE(parsed) << bad.toStdString();
        EXPECT_TRUE(parsed.error().message().startsWith(u"--repo: "_s));
    }
}

TEST(StudyFrameworks, KeywordFilesInEitherSyntax)
{
    QTemporaryDir dir;
    const QString plain = dir.filePath(u"plain.txt"_s);
    writeFile(plain, "# LLM words\n  llama \n\nGPT-4\nllama\r\nlarge language model\n");
    auto words = StudyFrameworks::readKeywordFile(plain, u"x"_s);
    ASSERT_TRUE(words) << words.error().message().toStdString();
    EXPECT_EQ(*words, (QStringList {u"llama"_s, u"GPT-4"_s, u"large language model"_s}));

    const QString study = dir.filePath(u"filter_keywords"_s);
    writeFile(study,
        "# from the study\ntensorflow_keywords = ['llm', 'TPU']\n"
        "PyTorch_keywords = [\n  'llm', \"it's\", # a comment\n]\n");
    auto named = StudyFrameworks::readKeywordFile(study, u"pytorch"_s);
    ASSERT_TRUE(named) << named.error().message().toStdString();
    EXPECT_EQ(*named, (QStringList {u"llm"_s, u"it's"_s}));
    auto missing = StudyFrameworks::readKeywordFile(study, u"jax"_s);
    ASSERT_FALSE(missing);
    EXPECT_TRUE(missing.error().message().contains(u"no list named jax_keywords"_s));

    const QString broken = dir.filePath(u"broken"_s);
    writeFile(broken, "x_keywords = [\n  'a',\n  'b\n]\n");
    auto failed = StudyFrameworks::readKeywordFile(broken, u"x"_s);
    ASSERT_FALSE(failed);
    EXPECT_EQ(failed.error().where().line, 3);

    const QString empty = dir.filePath(u"empty"_s);
    writeFile(empty, "# nothing\n\n");
    auto none = StudyFrameworks::readKeywordFile(empty, u"x"_s);
    ASSERT_FALSE(none);
    EXPECT_TRUE(none.error().message().contains(u"--all-issues"_s));

    const QString binary = dir.filePath(u"binary"_s);
    writeFile(binary, "llm\n\xff\xfe\n");
    auto invalid = StudyFrameworks::readKeywordFile(binary, u"x"_s);
    ASSERT_FALSE(invalid);
    EXPECT_TRUE(invalid.error().message().contains(u"invalid UTF-8"_s));
}

// A REFI-QDA codebook another program wrote is a new study's taxonomy too.
TEST(NewStudyCli, TakesItsTaxonomyFromACodebook)
{
    QTemporaryDir dir;
    const QString source = dir.filePath(u"source.taxonomist"_s);
    const QString codebook = dir.filePath(u"codes.qdc"_s);
    ASSERT_EQ(
        runCli({u"new-study"_s, source, u"--taxonomy"_s,
                   QStringLiteral(TAXONOMIST_SOURCE_DIR) + u"/taxonomy/llm-challenges.json"_s})
            .exitCode,
        0);
    CliRun run = runCli({u"refi"_s, u"export"_s, codebook, u"--db"_s, source});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QString next = dir.filePath(u"next.taxonomist"_s);
    run = runCli({u"new-study"_s, next, u"--taxonomy"_s, codebook, u"--volunteers"_s, u"2"_s});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"2 volunteers"_s)) << run.out.toStdString();
    const CliRun a = runCli({u"taxonomy"_s, u"--db"_s, source, u"--json"_s});
    const CliRun b = runCli({u"taxonomy"_s, u"--db"_s, next, u"--json"_s});
    ASSERT_EQ(b.exitCode, 0) << b.err.toStdString();
    // The same tree: the codes and names travel through the codebook.
    const auto codes = [](const QString &json) {
        QStringList found;
        for (qsizetype at = json.indexOf(u"\"code\""_s); at >= 0;
             at = json.indexOf(u"\"code\""_s, at + 1))
            found.append(json.mid(at, json.indexOf(u',', at) - at));
        return found;
    };
    EXPECT_EQ(codes(a.out), codes(b.out));
    EXPECT_GT(codes(b.out).size(), 20);

    run = runCli({u"new-study"_s, dir.filePath(u"bad.taxonomist"_s), u"--volunteers"_s, u"65"_s});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(u"from 0 to 64"_s)) << run.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(u"bad.taxonomist"_s)));
}

} // namespace
