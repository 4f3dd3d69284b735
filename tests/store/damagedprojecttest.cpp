// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "agreement/agreementreport.h"
#include "importedstudy.h"
#include "reconcile/dashboardsnapshot.h"
#include "reconcile/disagreementqueue.h"
#include "reconcile/proposalstore.h"
#include "reconcile/reconcilesettings.h"
#include "reconcile/roundstore.h"
#include "store/projectstore.h"
#include "study/studystatistics.h"
#include "taxonomy/taxonomystore.h"
#include "testpaths.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace taxonomist::core;
namespace test = taxonomist::test;
using namespace Qt::StringLiterals;

namespace {

struct CliResult
{
    int exitCode = -1;
    QByteArray out;
    QString err;
};

CliResult runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(TAXONOMIST_CLI), arguments);
    process.waitForFinished(120000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput(), QString::fromUtf8(process.readAllStandardError())};
}

// The page size from the database header (bytes 16-17, big-endian; 1 means 65536).
int pageSize(const QByteArray &file)
{
    const int size = (quint8(file[16]) << 8) | quint8(file[17]);
    return size == 1 ? 65536 : size;
}

} // namespace

// A project with a few KiB of garbage inside never yields numbers: every run either fails
// naming the file or prints exactly what the intact project gives (the garbage hit a page the
// command does not read). Whole pages are overwritten so the garbage lands on b-tree pages,
// at every page of the file in turn.
TEST(DamagedProject, ReadersFailNamingTheFileInsteadOfPrintingWrongNumbers)
{
    QTemporaryDir dir;
    const QString intactPath = dir.filePath(u"intact.taxonomist"_s);
    {
        QString error;
        auto store = test::importMiniStudy(intactPath, &error);
        ASSERT_TRUE(store) << error.toStdString();
    }
    const QByteArray intact = test::readAll(intactPath);
    ASSERT_FALSE(QFile::exists(intactPath + u"-wal"_s)); // one file, as a user passes it on
    const int page = pageSize(intact);
    const int pages = static_cast<int>(intact.size() / page);
    ASSERT_GE(pages, 8);

    const QList<QStringList> commands {{u"stats"_s}, {u"stats"_s, u"--json"_s}, {u"agreement"_s}};
    QList<QByteArray> expected;
    for (const QStringList &command : commands) {
        const CliResult run = runCli(command + QStringList {u"--db"_s, intactPath});
        ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
        expected.append(run.out);
    }
    QString intactText;
    {
        auto intactStore = ProjectStore::open(intactPath, ProjectStore::OpenMode::ReadOnly);
        ASSERT_TRUE(intactStore.ok());
        auto intactStats = StudyStatistics::compute(**intactStore);
        ASSERT_TRUE(intactStats.ok());
        intactText = intactStats->toText();
    }

    QRandomGenerator random(20240611); // seeded: a failure can be replayed
    int failures = 0;
    const QString damagedPath = dir.filePath(u"damaged.taxonomist"_s);
    for (int target = 1; target < pages;
         ++target) { // page 0 holds the header: that is "not a database"
        QByteArray damaged = intact;
        for (int i = target * page; i < (target + 1) * page; ++i)
            damaged[i] = char(random.bounded(256));
        for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s})
            QFile::remove(damagedPath + suffix);
        ASSERT_TRUE(test::writeAll(damagedPath, damaged));
        SCOPED_TRACE("garbage over page " + std::to_string(target + 1) + " at offset "
            + std::to_string(target * page));

        for (qsizetype c = 0; c < commands.size(); ++c) {
            const CliResult run = runCli(commands[c] + QStringList {u"--db"_s, damagedPath});
            if (run.exitCode == 0) {
                EXPECT_EQ(run.out, expected[c])
                    << commands[c].join(u' ').toStdString() << " exited 0 with other output";
            } else {
                ++failures;
                EXPECT_TRUE(run.err.contains(damagedPath)) << run.err.toStdString();
                EXPECT_TRUE(run.out.isEmpty() || run.out == expected[c])
                    << "partial output: " << run.out.toStdString();
            }
        }
        // Through the core API: an Error naming the file, or the intact numbers.
        auto store = ProjectStore::open(damagedPath, ProjectStore::OpenMode::ReadOnly);
        if (!store.ok()) {
            EXPECT_TRUE(store.error().message().contains(damagedPath))
                << store.error().message().toStdString();
            continue;
        }
        auto stats = StudyStatistics::compute(**store);
        if (stats.ok())
            EXPECT_EQ(stats->toText(), intactText);
        else
            EXPECT_TRUE(stats.error().message().contains(damagedPath))
                << stats.error().message().toStdString();
    }
    EXPECT_GT(failures, 0); // the garbage did hit pages the commands read

    // Damage that appears after the project was opened (and passed the quick check on open) is
    // caught by the readers themselves: every step is checked, not only the first.
    int readerFailures = 0;
    for (int target = 1; target < pages; ++target) {
        for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s})
            QFile::remove(damagedPath + suffix);
        ASSERT_TRUE(test::writeAll(damagedPath, intact));
        auto store = ProjectStore::open(damagedPath, ProjectStore::OpenMode::ReadOnly);
        ASSERT_TRUE(store.ok()) << store.error().message().toStdString();
        // Drop the pages the open read, so the readers read the damaged ones from the file.
        QSqlQuery((*store)->database()).exec(u"PRAGMA cache_size = 1"_s);
        QFile file(damagedPath);
        ASSERT_TRUE(file.open(QIODevice::ReadWrite));
        ASSERT_TRUE(file.seek(qint64(target) * page));
        QByteArray garbage(page, '\0');
        for (char &byte : garbage)
            byte = char(random.bounded(256));
        ASSERT_EQ(file.write(garbage), page);
        file.close();
        SCOPED_TRACE("garbage over page " + std::to_string(target + 1) + " of an open project");
        auto stats = StudyStatistics::compute(**store);
        if (stats.ok()) {
            EXPECT_EQ(stats->toText(), intactText);
        } else {
            ++readerFailures;
            EXPECT_TRUE(stats.error().message().contains(damagedPath))
                << stats.error().message().toStdString();
        }
    }
    EXPECT_GT(readerFailures, 0);
}

// `check` names the damage and exits 1, on the same kind of file.
TEST(DamagedProject, CheckReportsTheDamage)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"project.taxonomist"_s);
    {
        QString error;
        auto store = test::importMiniStudy(path, &error);
        ASSERT_TRUE(store) << error.toStdString();
    }
    QByteArray bytes = test::readAll(path);
    const int page = pageSize(bytes);
    QRandomGenerator random(7);
    for (qsizetype i = bytes.size() / 2 / page * page;
         i < bytes.size() / 2 / page * page + 2 * page; ++i)
        bytes[i] = char(random.bounded(256));
    ASSERT_TRUE(test::writeAll(path, bytes));
    const CliResult run = runCli({u"check"_s, u"--db"_s, path});
    EXPECT_EQ(run.exitCode, 1) << run.out.toStdString();
    EXPECT_TRUE(run.err.contains(path)) << run.err.toStdString();
}

namespace {

// What the lead's readers give on one project, as text: agreement, the queue, the dashboard
// snapshot, the rounds and the proposals; or the first Error's message.
struct LeadReading
{
    QString text;
    QString error;
};

LeadReading readLeadViews(const ProjectStore &store)
{
    QStringList parts;
    const auto failed = [](const Error &error) { return LeadReading {{}, error.message()}; };
    auto agreement = AgreementReport::compute(store, AgreementOptions());
    if (!agreement)
        return failed(agreement.error());
    parts.append(
        QString::fromUtf8(QJsonDocument(agreement->toJson()).toJson(QJsonDocument::Compact)));
    auto settings = ReconcileSettings::read(store);
    if (!settings)
        return failed(settings.error());
    QueueFilter filter;
    filter.status = QueueFilter::Status::All;
    auto queue = DisagreementQueue::compute(store, filter, *settings);
    if (!queue)
        return failed(queue.error());
    for (const QueueEntry &entry : std::as_const(queue->entries))
        parts.append(u"%1 %2 %3"_s.arg(entry.issueId).arg(entry.votesText(), entry.finalCode));
    auto snapshot = DashboardSnapshot::compute(store);
    if (!snapshot)
        return failed(snapshot.error());
    parts.append(snapshot->statistics.toText());
    parts.append(QString::fromUtf8(
        QJsonDocument(snapshot->themeByType.toJson()).toJson(QJsonDocument::Compact)));
    for (const AnnotatorProgress &progress : std::as_const(snapshot->progress))
        parts.append(u"%1:%2"_s.arg(progress.name)
                         .arg(progress.points.isEmpty() ? 0 : progress.points.last().labels));
    auto rounds = RoundStore::rounds(store);
    if (!rounds)
        return failed(rounds.error());
    for (const Round &round : std::as_const(*rounds)) {
        QStringList ids;
        for (const qint64 id : round.issueIds)
            ids.append(QString::number(id));
        parts.append(round.name + u": "_s + ids.join(u',')); // every member, not a cut-short list
    }
    auto proposals = ProposalStore::proposals(store);
    if (!proposals)
        return failed(proposals.error());
    for (const Proposal &proposal : std::as_const(*proposals))
        parts.append(u"%1 %2 votes %3 of %4"_s.arg(proposal.name)
                         .arg(proposal.votes.size())
                         .arg(proposal.voters));
    return {parts.join(u'\n'), {}};
}

} // namespace

// The lead's readers (agreement, queue, dashboard, rounds, proposals) on a project damaged after
// it was opened: an Error naming the file, or exactly the intact results, never a partial list.
TEST(DamagedProject, LeadReadersFailNamingTheFile)
{
    QTemporaryDir dir;
    const QString intactPath = dir.filePath(u"intact.taxonomist"_s);
    {
        QString error;
        auto store = test::importMiniStudy(intactPath, &error);
        ASSERT_TRUE(store) << error.toStdString();
        auto round
            = RoundStore::create(*store, u"pilot"_s, Round::Kind::Pilot, 7, 5, false, 0, u"lead"_s);
        ASSERT_TRUE(round.ok()) << round.error().message().toStdString();
        auto taxonomy = TaxonomyStore::load(*store);
        ASSERT_TRUE(taxonomy.ok());
        auto annotators = (*store).readAnnotators();
        ASSERT_TRUE(annotators.ok() && annotators->size() >= 2);
        ProposalDraft draft;
        draft.parentNodeId = taxonomy->nodeIds.first(); // a type: the proposal is a theme
        draft.name = u"Proposed theme"_s;
        auto proposal = ProposalStore::propose(*store, draft, annotators->first().id);
        ASSERT_TRUE(proposal.ok()) << proposal.error().message().toStdString();
        ASSERT_TRUE(store->checkpoint().ok());
    }
    const QByteArray intact = test::readAll(intactPath);
    const int page = pageSize(intact);
    const int pages = static_cast<int>(intact.size() / page);
    LeadReading expected;
    {
        auto store = ProjectStore::open(intactPath, ProjectStore::OpenMode::ReadOnly);
        ASSERT_TRUE(store.ok());
        expected = readLeadViews(**store);
        ASSERT_TRUE(expected.error.isEmpty()) << expected.error.toStdString();
        ASSERT_TRUE(expected.text.contains(u"pilot: "_s));
    }

    QRandomGenerator random(20240612);
    const QString damagedPath = dir.filePath(u"damaged.taxonomist"_s);
    int failures = 0;
    for (int target = 1; target < pages; ++target) {
        for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s})
            QFile::remove(damagedPath + suffix);
        ASSERT_TRUE(test::writeAll(damagedPath, intact));
        auto store = ProjectStore::open(damagedPath, ProjectStore::OpenMode::ReadOnly);
        ASSERT_TRUE(store.ok()) << store.error().message().toStdString();
        QSqlQuery((*store)->database()).exec(u"PRAGMA cache_size = 1"_s);
        QFile file(damagedPath);
        ASSERT_TRUE(file.open(QIODevice::ReadWrite));
        ASSERT_TRUE(file.seek(qint64(target) * page));
        QByteArray garbage(page, '\0');
        for (char &byte : garbage)
            byte = char(random.bounded(256));
        ASSERT_EQ(file.write(garbage), page);
        file.close();
        SCOPED_TRACE("garbage over page " + std::to_string(target + 1) + " of an open project");
        const LeadReading damaged = readLeadViews(**store);
        if (damaged.error.isEmpty()) {
            EXPECT_EQ(damaged.text, expected.text);
        } else {
            ++failures;
            EXPECT_TRUE(damaged.error.contains(damagedPath)) << damaged.error.toStdString();
        }
    }
    EXPECT_GT(failures, 0);
}
