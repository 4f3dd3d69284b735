// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fetch/contentjson.h"
#include "store/labelstore.h"
#include "store/projectstore.h"
#include "study/issuelistfile.h"
#include "study/newstudy.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QSqlQuery>
#include <QString>

#include <memory>

namespace taxonomist::test {

// A study of one's own before it has a taxonomy (File › New Study… with "No taxonomy yet"): the
// framework "vllm" (github.com/vllm-project/vllm) with the issues below, read and fetched, and
// two volunteers, "Volunteer 1" and "Volunteer 2". The pilot of the study's Section III.B.
struct PilotIssue
{
    int number;
    const char *title;
    const char *body;
};

inline const QList<PilotIssue> &pilotIssues()
{
    static const QList<PilotIssue> issues {
        {101, "Llama 3 tokenizer pads on the wrong side in batched generation",
            "Batched generation with the Llama 3 tokenizer pads on the right, so the outputs of "
            "shorter prompts are garbage."},
        {102, "NCCL timeout when serving a 70B model with tensor parallelism",
            "With tensor_parallel_size=8 the workers hang and NCCL reports a watchdog timeout."},
        {103, "CUDA out of memory while fine-tuning with LoRA",
            "Fine-tuning a 13B model with LoRA runs out of memory on an A100 80GB."},
        {104, "Special tokens are split by the tokenizer",
            "The chat template's special tokens come out as several pieces."},
        {105, "No example for serving a quantized model",
            "The docs mention AWQ but show no example of serving an AWQ checkpoint."},
        {106, "KV cache blocks run out with long prompts",
            "Prompts over 32k tokens fail with 'no free blocks' although memory is free."},
        {107, "all_reduce hangs on two nodes", "Multi-node inference hangs in all_reduce."},
        {108, "Checkpoint saved in bf16 loads as fp32",
            "Saving in bf16 and loading again gives an fp32 model twice the size."},
    };
    return issues;
}

inline QString pilotUrl(int number)
{
    return QStringLiteral("https://github.com/vllm-project/vllm/issues/%1").arg(number);
}

// The project at `path`, or nothing with `error` set.
inline std::unique_ptr<core::ProjectStore> createPilotStudy(const QString &path, QString *error)
{
    const auto fail = [error](const core::Error &failure) {
        *error = failure.message();
        return std::unique_ptr<core::ProjectStore>();
    };
    auto created = core::NewStudy::create(path, std::nullopt, 2, QStringLiteral("test"),
        {{0, QStringLiteral("vllm"),
            {{QStringLiteral("github.com"), QStringLiteral("vllm-project"),
                QStringLiteral("vllm")}},
            {}}});
    if (!created)
        return fail(created.error());
    auto store = core::ProjectStore::open(path, core::ProjectStore::OpenMode::ExistingOnly);
    if (!store)
        return fail(store.error());
    QFile list(path + QStringLiteral(".urls"));
    if (!list.open(QIODevice::WriteOnly)) {
        *error = list.errorString();
        return nullptr;
    }
    QJsonArray content;
    for (const PilotIssue &issue : pilotIssues()) {
        list.write(pilotUrl(issue.number).toUtf8() + '\n');
        content.append(QJsonObject {{QStringLiteral("url"), pilotUrl(issue.number)},
            {QStringLiteral("title"), QString::fromUtf8(issue.title)},
            {QStringLiteral("state"), QStringLiteral("open")},
            {QStringLiteral("author"), QStringLiteral("ada")},
            {QStringLiteral("created_at"),
                QStringLiteral("2024-05-0%1T10:00:00Z").arg(issue.number % 9 + 1)},
            {QStringLiteral("labels"), QJsonArray()},
            {QStringLiteral("body"), QString::fromUtf8(issue.body)},
            {QStringLiteral("comments"), QJsonArray()}});
    }
    list.close();
    auto added = core::IssueListFile::add(
        **store, list.fileName(), QStringLiteral("vllm"), QStringLiteral("test"));
    if (!added)
        return fail(added.error());
    auto imported = core::ContentJson::import(
        **store, QJsonDocument(content).toJson(), QStringLiteral("content.json"));
    if (!imported)
        return fail(imported.error());
    return std::move(store).value();
}

inline qint64 pilotIssueId(const core::ProjectStore &store, int number)
{
    QSqlQuery query(store.database());
    query.prepare(QStringLiteral("SELECT id FROM issues WHERE url = ?"));
    query.addBindValue(pilotUrl(number));
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

inline qint64 annotatorNamed(const core::ProjectStore &store, const QString &name)
{
    for (const core::Annotator &annotator : store.annotators()) {
        if (annotator.name == name)
            return annotator.id;
    }
    return 0;
}

// An open code a volunteer wrote on an issue of the pilot, with its summary.
struct PilotOpenCode
{
    const char *volunteer;
    int issue;
    const char *code;
    const char *summary;
};

inline core::Status writeOpenCodes(core::ProjectStore &store, const QList<PilotOpenCode> &codes)
{
    for (const PilotOpenCode &written : codes) {
        core::Label label;
        label.openCode = QString::fromUtf8(written.code);
        label.summary = QString::fromUtf8(written.summary);
        const QString volunteer = QString::fromUtf8(written.volunteer);
        if (auto set = core::LabelStore::setLabel(store, pilotIssueId(store, written.issue),
                annotatorNamed(store, volunteer), label, volunteer);
            !set)
            return set;
    }
    return core::success();
}

// The pilot's open codes, as the two volunteers wrote them: "tokenizer padding" three times (once
// spelled differently), "NCCL timeout" twice, and one each of three more.
inline core::Status writePilotOpenCodes(core::ProjectStore &store)
{
    return writeOpenCodes(store,
        {
            {"Volunteer 1", 101, "tokenizer padding", "batched outputs wrong: padding side"},
            {"Volunteer 2", 101, "Tokenizer  padding", "left padding expected for generation"},
            {"Volunteer 1", 104, "tokenizer padding", "special tokens split"},
            {"Volunteer 1", 102, "NCCL timeout", "TP=8 workers hang, watchdog fires"},
            {"Volunteer 2", 107, "NCCL timeout", "all_reduce hangs across nodes"},
            {"Volunteer 1", 103, "OOM in fine-tuning", "LoRA on 13B exceeds 80 GB"},
            {"Volunteer 2", 105, "docs: missing example", "wants an AWQ serving example"},
            {"Volunteer 2", 106, "KV cache exhausted", "long prompts: no free blocks"},
        });
}

} // namespace taxonomist::test
