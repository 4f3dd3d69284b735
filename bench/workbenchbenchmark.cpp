// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workbenchbenchmark.h"

#include "common/headlessdialogservice.h"
#include "issues/issuelistview.h"
#include "issues/issuetablemodel.h"
#include "picker/taxonomymodel.h"
#include "picker/taxonomypicker.h"
#include "session/projectsession.h"
#include "store/issuecontent.h"
#include "store/issuequery.h"
#include "store/projectstore.h"
#include "store/transaction.h"
#include "window/mainwindow.h"
#include "workbench/workbench.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

namespace {

double residentMiB()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    return 0;
}

struct Samples
{
    QList<double> ms;
    QString line(const QString &name, const QString &target) const
    {
        QList<double> sorted = ms;
        std::sort(sorted.begin(), sorted.end());
        const auto at = [&](double q) {
            return sorted.isEmpty() ? 0.0 : sorted[qsizetype(q * double(sorted.size() - 1))];
        };
        return u"%1 %2 %3 %4  (%5 runs; target %6)\n"_s.arg(name.leftJustified(26))
            .arg(at(0.5), 8, 'f', 2)
            .arg(at(0.9), 8, 'f', 2)
            .arg(sorted.isEmpty() ? 0.0 : sorted.last(), 8, 'f', 2)
            .arg(sorted.size())
            .arg(target);
    }
};

// Gives the first issues a realistic body and discussion, so moving between them renders
// Markdown as a volunteer's session would.
Status addContent(ProjectStore &store, int issues)
{
    IssueContent content;
    content.title = u"NCCL timeout with tensor parallel LLM serving on 8 GPUs"_s;
    content.state = u"open"_s;
    content.author = u"someone"_s;
    content.createdAt = u"2024-03-05T09:12:44Z"_s;
    content.repositoryLabels = {u"bug"_s, u"module: distributed"_s};
    content.body
        = u"### 🐛 Describe the bug\n\nServing **llama-2-70b** with `tensor_parallel_size=8` hangs "
          u"after "
          "a few requests.\n\n```python\nllm = LLM(model=\"meta-llama/Llama-2-70b-hf\", "
          "tensor_parallel_size=8)\n"
          "out = llm.generate(prompts, params)\n```\n\n```\nNCCL WARN Timeout waiting for "
          "peer\n```\n\n"
          "| GPU | driver | NCCL |\n|---|---|---|\n| A100 | 535 | 2.18 |\n\n### Versions\n\ntorch 2.2, CUDA 12.1"_s
              .repeated(2);
    for (int c = 0; c < 6; ++c)
        content.comments.append({u"maintainer"_s, u"2024-03-06T10:00:00Z"_s,
            u"Can you try `NCCL_P2P_DISABLE=1`? Which fp16 / bf16 setting?"_s});
    const auto first = IssueQuery::page(store, IssueFilter {}, nullptr, issues);
    if (!first)
        return first.error();
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status;
    for (const IssueRow &row : *first) {
        if (auto status = IssueContentStore::save(store, row.id, content); !status)
            return status;
    }
    return transaction.commit();
}

} // namespace

int WorkbenchBenchmark::run(const QString &projectPath)
{
    QTextStream out(stdout);
    QTemporaryDir scratch;
    const QString copy = scratch.filePath(u"bench.taxonomist"_s);
    if (!QFile::copy(projectPath, copy)) {
        out << "bench: cannot copy " << projectPath << Qt::endl;
        return 1;
    }
    {
        auto store = ProjectStore::open(copy, ProjectStore::OpenMode::ExistingOnly);
        if (!store) {
            out << "bench: " << store.error().message() << Qt::endl;
            return 1;
        }
        if (auto added = addContent(**store, 300); !added) {
            out << "bench: " << added.error().message() << Qt::endl;
            return 1;
        }
    }

    Samples open, next, durable, advance, filter, status, jump;
    QElapsedTimer timer;
    for (int run = 0; run < 5; ++run) {
        // Opening asks one question, who labels: a fresh annotator with nothing labelled. Any
        // other dialog (an error) is printed and ends the run with exit code 2.
        MainWindow window(std::make_unique<HeadlessDialogService>(u"--bench"_s, u"Benchmark"_s));
        window.show();
        QApplication::processEvents();
        timer.start();
        if (!window.openProject(copy))
            return HeadlessDialogService::hasFailed() ? HeadlessDialogService::ExitCode : 1;
        open.ms.append(double(timer.nsecsElapsed()) / 1e6);
        QApplication::processEvents();
        if (run > 0)
            continue;

        for (int step = 0; step < 100; ++step) {
            timer.start();
            window.issueList()->step(1);
            QApplication::processEvents(); // layout and paint of the new issue
            next.ms.append(double(timer.nsecsElapsed()) / 1e6);
        }
        TaxonomyPicker *picker = window.workbench()->picker();
        const qint64 node = window.workbench()->taxonomyModel()->nodeIdAt(
            window.workbench()->taxonomyModel()->taxonomy().indexOfCode(u"C.3"_s));
        // Durable: the label is committed when the session announces it; then the window moves on.
        const auto connection = QObject::connect(window.session(), &ProjectSession::labelsChanged,
            [&] { durable.ms.append(double(timer.nsecsElapsed()) / 1e6); });
        for (int label = 0; label < 50; ++label) {
            picker->selectNode(node);
            timer.start();
            picker->submit();
            advance.ms.append(double(timer.nsecsElapsed()) / 1e6);
        }
        QObject::disconnect(connection);
        QComboBox *frameworks = window.issueList()->findChild<QComboBox *>(u"frameworkFilter"_s);
        for (int i = 0; i < 3; ++i) {
            for (int f = 0; f < frameworks->count(); ++f) {
                timer.start();
                frameworks->setCurrentIndex(f);
                filter.ms.append(double(timer.nsecsElapsed()) / 1e6);
            }
        }
        // The status filter over every framework: the issues the annotator has not labelled (all
        // but the 50 above), those they have, and all again.
        QComboBox *statuses = window.issueList()->findChild<QComboBox *>(u"statusFilter"_s);
        frameworks->setCurrentIndex(0);
        for (int i = 0; i < 3; ++i) {
            for (int s = 1; s <= statuses->count(); ++s) {
                timer.start();
                statuses->setCurrentIndex(s % statuses->count());
                status.ms.append(double(timer.nsecsElapsed()) / 1e6);
            }
        }
        // Going to an issue far down the whole list, by its URL, as a volunteer pasting one
        // does: the issues at 95 %, 50 % and 5 % of the list, in turn, first with every
        // framework listed.
        frameworks->setCurrentIndex(0);
        QApplication::processEvents();
        const qint64 listed = window.issueList()->model()->matchingCount();
        for (int i = 0; i < 3; ++i) {
            for (const double share : {0.95, 0.5, 0.05}) {
                QString url;
                {
                    QSqlQuery query(window.project()->database());
                    query.prepare(
                        u"SELECT url FROM issues ORDER BY framework_id, row_order LIMIT 1 OFFSET ?"_s);
                    query.addBindValue(qint64(double(listed) * share));
                    if (query.exec() && query.next())
                        url = query.value(0).toString();
                }
                timer.start();
                if (!window.goToUrl(url))
                    return 1;
                QApplication::processEvents(); // layout and paint of the list and the issue
                jump.ms.append(double(timer.nsecsElapsed()) / 1e6);
            }
        }
    }
    if (HeadlessDialogService::hasFailed())
        return HeadlessDialogService::ExitCode; // an error dialog during the run, printed already
    out << "step                         median      p90      max\n";
    out << open.line(u"open, ready to label (ms)"_s, u"≤ 1000 ms"_s);
    out << next.line(u"next issue (ms)"_s, u"≤ 50 ms"_s);
    out << durable.line(u"label durable (ms)"_s, u"≤ 10 ms"_s);
    out << advance.line(u"save + next unlabeled (ms)"_s, u"≤ 50 ms"_s);
    out << filter.line(u"filter by framework (ms)"_s, u"≤ 100 ms"_s);
    out << status.line(u"filter by label status (ms)"_s, u"≤ 100 ms"_s);
    out << jump.line(u"go to an issue deep in the list (ms)"_s, u"≤ 100 ms"_s);
    out << u"resident memory: %1 MiB (target ≤ 150 MiB)\n"_s.arg(residentMiB(), 0, 'f', 1);
    return 0;
}

} // namespace taxonomist::ui
