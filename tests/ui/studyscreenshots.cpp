// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Renders File › New Study… (its taxonomy and frameworks pages, filled in) and Project › Collect
// Issues… while it collects, to DOCS_FOLDER/new-study-taxonomy.png, new-study-frameworks.png and
// collect-progress.png (run by hand: study_screenshots DOCS_FOLDER). The collection lists a
// recorded page from a server on 127.0.0.1 whose next page never comes, so the dialog is caught
// mid-run.
#include "common/headlessdialogservice.h"
#include "fakeapiserver.h"
#include "fetching/collectdialog.h"
#include "project/newstudywizard.h"
#include "study/newstudy.h"

#include <cstdio>
#include <QApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace taxonomist;

namespace {

bool save(QWidget &widget, const QString &file)
{
    QTest::qWait(150);
    if (!widget.grab().save(file))
        return false;
    std::printf("wrote %s\n", qPrintable(file));
    return true;
}

QByteArray firstPage()
{
    QJsonArray issues;
    const QStringList titles {u"LLM inference hangs with tensor parallel size 4"_s,
        u"Add Qwen2 support to the converter"_s, u"Fix typo in README"_s,
        u"Quantized llama weights load twice"_s};
    for (int i = 0; i < 100; ++i) {
        QJsonObject issue {{u"number"_s, 9000 - i}, {u"title"_s, titles[i % titles.size()]},
            {u"body"_s, u"Seen with the llama 3 8B model."_s}, {u"state"_s, u"open"_s},
            {u"user"_s, QJsonObject {{u"login"_s, u"ana"_s}}}, {u"labels"_s, QJsonArray {}},
            {u"created_at"_s,
                QDateTime(QDate(2025, 4, 28), QTime(12, 0), Qt::UTC)
                    .addSecs(-3600 * 7 * i)
                    .toString(Qt::ISODate)},
            {u"comments"_s, 0}};
        if (i % 5 == 4)
            issue.insert(u"pull_request"_s, QJsonObject {});
        issues.append(issue);
    }
    return QJsonDocument(issues).toJson(QJsonDocument::Compact);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    const QDir out(argc > 1 ? QString::fromLocal8Bit(argv[1]) : u"docs"_s);
    QTemporaryDir scratch;
    ui::HeadlessDialogService dialogs(u"study_screenshots"_s);

    ui::NewStudyWizard wizard(dialogs);
    wizard.show();
    if (!QTest::qWaitForWindowExposed(&wizard))
        return 1;
    // A folder that exists: the first page checks it.
    QDir(scratch.path()).mkpath(u"studies"_s);
    wizard.setPath(scratch.filePath(u"studies/llm-serving.taxonomist"_s));
    wizard.next();
    wizard.setTaxonomy(
        ui::NewStudyWizard::TaxonomySource::File, u"/home/lena/studies/serving-codebook.qdc"_s);
    wizard.setVolunteers(4);
    if (!save(wizard, out.filePath(u"new-study-taxonomy.png"_s)))
        return 2;
    wizard.setTaxonomy(ui::NewStudyWizard::TaxonomySource::Bundled);
    wizard.next();
    wizard.addFramework(u"vllm"_s, u"github:vllm-project/vllm"_s, QString());
    wizard.addFramework(
        u"sglang"_s, u"github:sgl-project/sglang"_s, u"/home/lena/studies/sglang.txt"_s);
    wizard.addFramework(u"mindie"_s, u"gitee:ascend/MindIE-LLM gitee:ascend/MindIE-Service"_s,
        u"/home/lena/studies/filter_keywords"_s);
    if (!save(wizard, out.filePath(u"new-study-frameworks.png"_s)))
        return 3;

    const QString project = scratch.filePath(u"study.taxonomist"_s);
    if (!core::NewStudy::create(project, std::nullopt, 4, u"lena"_s,
            {{0, u"vllm"_s, {{u"github.com"_s, u"vllm-project"_s, u"vllm"_s}}, {u"llama"_s}},
                {0, u"sglang"_s, {{u"github.com"_s, u"sgl-project"_s, u"sglang"_s}}, {}}}))
        return 4;
    test::FakeApiServer server;
    test::FakeRoute first;
    first.path = "/repos/vllm-project/vllm/issues";
    first.response = {200,
        {{"content-type", "application/json"},
            {"link", R"(<{{BASE}}/repositories/599547518/issues?page=2>; rel="next")"}},
        firstPage()};
    server.addRoute(first);
    test::FakeRoute never;
    never.path = "/repositories/599547518/issues";
    never.response.behaviour = test::FakeResponse::Behaviour::NeverAnswer;
    server.addRoute(never);
    core::FetchSettings settings;
    settings.githubApi = server.baseUrl();
    settings.giteeApi = server.baseUrl();
    settings.github = {4, 0};
    ui::CollectDialog dialog(project, settings, {u"vllm"_s, u"sglang"_s});
    dialog.setWindow(QDate(2023, 1, 1), QDate(2025, 4, 30));
    dialog.show();
    if (!QTest::qWaitForWindowExposed(&dialog))
        return 5;
    dialog.start();
    if (!QTest::qWaitFor([&] { return dialog.status().contains(u"page 1"_s); }, 10000))
        return 6;
    if (!save(dialog, out.filePath(u"collect-progress.png"_s)))
        return 7;
    dialog.cancel();
    return QTest::qWaitFor([&] { return !dialog.isRunning(); }, 5000) ? 0 : 8;
}
