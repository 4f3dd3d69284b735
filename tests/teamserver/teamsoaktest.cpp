// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The soak test on loopback (docs/team.md, "The team server"): seven volunteer processes label
// their assignments through the CLI and sync every second while the lead syncs and decides; one
// volunteer is killed with SIGKILL in the middle of a sync and restarted. At the end every label
// is on the server and in the lead's project exactly once, and the agreement equals a
// single-project run. The study is the published one's MindSpeed and Megatron-LM (1,194 issues,
// seven volunteers). TAXONOMIST_SOAK_SECONDS sets how long the labelling lasts: 15 in the ctest
// run (CI's budget), 60 for the documented soak (docs/performance.md).

#include "reconcile/finallabelstore.h"
#include "serverfixture.h"
#include "store/sqlitestatement.h"
#include "studyfixture.h"
#include "team/teamroster.h"
#include "team/teamserver.h"
#include "testpaths.h"
#include "util/csvreader.h"
#include "util/csvwriter.h"

#include <csignal>
#include <gtest/gtest.h>
#include <iostream>
#include <memory>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

constexpr int volunteers = 7;
const QStringList frameworks {u"MindSpeed"_s, u"Megatron-LM"_s};

bool copyTree(const QString &from, const QString &to)
{
    QDir().mkpath(to);
    const QDir source(from);
    for (const QFileInfo &entry :
        source.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString target = to + u'/' + entry.fileName();
        if (entry.isDir() ? !copyTree(entry.filePath(), target)
                          : !QFile::copy(entry.filePath(), target))
            return false;
    }
    return true;
}

// The study's frameworks above, with its codebook, taxonomy and keywords.
bool makeSoakStudy(const QString &to)
{
    const QString study = studyDir();
    QDir().mkpath(to);
    for (const QString &file : {u"filter_keywords"_s, u"CodeBook.csv"_s}) {
        if (!QFile::copy(study + u'/' + file, to + u'/' + file))
            return false;
    }
    for (const QString &file :
        {u"bug_symptoms.csv"_s, u"question_intents.csv"_s, u"requirement_expections.csv"_s}) {
        QDir().mkpath(to + u"/Issue Report"_s);
        if (!QFile::copy(study + u"/Issue Report/"_s + file, to + u"/Issue Report/"_s + file))
            return false;
    }
    for (const QString &framework : frameworks) {
        if (!copyTree(
                study + u"/Issue Report/"_s + framework, to + u"/Issue Report/"_s + framework))
            return false;
    }
    return true;
}

// Each volunteer's labels in `chunks` CSV files (url, row, annotator, code); the number of labels.
qint64 writeChunks(const QString &study, const QString &folder, int chunks)
{
    QList<QList<QStringList>> rows(volunteers);
    for (const QString &framework : frameworks) {
        const QString path = study + u"/Issue Report/"_s + framework + u'/' + framework + u".csv"_s;
        auto table = CsvReader::parse(readAll(path), path);
        if (!table)
            return -1;
        for (qsizetype row = 1; row < table->rows.size(); ++row) {
            const QList<QString> &fields = table->rows[row].fields;
            for (int v = 0; v < volunteers; ++v) {
                if (!fields.value(v + 1).isEmpty())
                    rows[v].append({fields[0], QString::number(row), u"Volunteer %1"_s.arg(v + 1),
                        fields[v + 1]});
            }
        }
    }
    qint64 total = 0;
    for (int v = 0; v < volunteers; ++v) {
        const QString dir = folder + u"/v%1"_s.arg(v + 1);
        QDir().mkpath(dir);
        const qsizetype size = (rows[v].size() + chunks - 1) / chunks;
        for (int c = 0; c * size < rows[v].size(); ++c) {
            CsvWriter file;
            file.addRecord({u"url"_s, u"row"_s, u"annotator"_s, u"code"_s});
            for (const QStringList &record : rows[v].mid(c * size, size))
                file.addRecord(record);
            if (!writeAll(dir + u"/%1.csv"_s.arg(c), file.data()))
                return -1;
        }
        total += rows[v].size();
    }
    return total;
}

qint64 count(const ProjectStore &store, const char *sql)
{
    SqliteStatement query(store.handle(), sql);
    return query.next() ? query.integer(0) : -1;
}

// The lead decides: issues all seven volunteers labelled get the lead's own decision (the same
// code as the imported final label, so agreement by type stays comparable), a few at a time.
Status decide(ProjectStore &lead, qint64 leadId, int limit)
{
    SqliteStatement ready(lead.handle(),
        "SELECT f.issue_id FROM final_labels f WHERE f.method <> 'lead'"
        " AND (SELECT count(*) FROM labels l WHERE l.issue_id = f.issue_id) = 7 LIMIT ?");
    ready.bind(1, limit);
    QList<qint64> issues;
    while (ready.next())
        issues.append(ready.integer(0));
    if (auto status = ready.readStatus(); !status)
        return status;
    auto current = FinalLabelStore::labels(lead, issues);
    if (!current)
        return current.error();
    QList<FinalLabelWrite> writes;
    for (auto it = current->cbegin(); it != current->cend(); ++it) {
        FinalLabel label = it.value();
        label.method = DecisionMethod::Lead;
        label.decidedBy = leadId;
        label.decidedAt.clear();
        writes.append({it.key(), label});
    }
    if (writes.isEmpty())
        return success();
    return FinalLabelStore::write(lead, writes, u"Lena"_s, u"decide"_s);
}

TEST(TeamServerSoak, SevenVolunteersSyncEverySecondOneIsKilledAndEveryLabelArrivesOnce)
{
    ServerFixture server;
    TAXONOMIST_REQUIRE_SERVER(server);
    TAXONOMIST_REQUIRE_STUDY();
    const int seconds = qEnvironmentVariableIntValue("TAXONOMIST_SOAK_SECONDS") > 0
        ? qEnvironmentVariableIntValue("TAXONOMIST_SOAK_SECONDS")
        : 15;
    QTemporaryDir dir;
    const QString study = dir.filePath(u"study"_s);
    ASSERT_TRUE(makeSoakStudy(study));
    const qint64 expected = writeChunks(study, dir.filePath(u"chunks"_s), seconds);
    ASSERT_GT(expected, 0);

    // The single-project run: the same study with its labels, imported into one project.
    const QString reference = dir.filePath(u"reference.taxonomist"_s);
    const QString leadPath = dir.filePath(u"lead.taxonomist"_s);
    for (const QStringList &arguments :
        {QStringList {u"import-study"_s, study, u"--db"_s, reference},
            QStringList {u"import-study"_s, study, u"--db"_s, leadPath, u"--without-labels"_s},
            QStringList {u"team"_s, u"add"_s, u"Lena"_s, u"--lead"_s, u"--db"_s, leadPath},
            QStringList {u"team"_s, u"assign"_s, u"--all"_s, u"--db"_s, leadPath}}) {
        const CliRun run = runCli(arguments);
        ASSERT_EQ(run.exitCode, 0)
            << arguments.join(u' ').toStdString() << ": " << run.err.toStdString();
    }
    const CliRun created
        = runCli({u"team"_s, u"create"_s, server.url(), u"--json"_s, u"--db"_s, leadPath});
    ASSERT_EQ(created.exitCode, 0) << created.err.toStdString();
    // The lead's project syncs as the lead's own login, made by team create.
    const QString leadPassword = QJsonDocument::fromJson(created.out.toUtf8())
                                     .object()[u"lead"_s]
                                     .toObject()[u"password"_s]
                                     .toString();
    ASSERT_FALSE(leadPassword.isEmpty()) << created.out.toStdString();
    const CliRun referenceAgreement = runCli({u"agreement"_s, u"--json"_s, u"--db"_s, reference});
    ASSERT_EQ(referenceAgreement.exitCode, 0) << referenceAgreement.err.toStdString();

    // Each volunteer's password goes to a pgpass file, as libpq reads ~/.pgpass.
    QByteArray pgpass;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(u"PGPASSWORD"_s);
    environment.insert(u"PGPASSFILE"_s, dir.filePath(u"pgpass"_s));
    QStringList projects;
    for (int v = 1; v <= volunteers; ++v) {
        const CliRun run = runCli(
            {u"team"_s, u"invite"_s, u"Volunteer %1"_s.arg(v), u"--json"_s, u"--db"_s, leadPath});
        ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
        const QJsonObject invitation = QJsonDocument::fromJson(run.out.toUtf8()).object();
        pgpass += u"*:*:%1:%2:%3\n"_s
                      .arg(server.database(), invitation[u"login"_s].toString(),
                          invitation[u"password"_s].toString())
                      .toUtf8();
        ASSERT_TRUE(writeAll(dir.filePath(u"pgpass"_s), pgpass));
        QFile::setPermissions(
            dir.filePath(u"pgpass"_s), QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        projects.append(dir.filePath(u"v%1.taxonomist"_s.arg(v)));
        QProcess join;
        join.setProcessEnvironment(environment);
        join.start(QStringLiteral(TAXONOMIST_CLI),
            {u"team"_s, u"join"_s, invitation[u"url"_s].toString(), u"--db"_s, projects.last()});
        ASSERT_TRUE(join.waitForFinished(60000));
        ASSERT_EQ(join.exitCode(), 0) << join.readAllStandardError().toStdString();
    }

    auto opened = ProjectStore::open(leadPath, ProjectStore::OpenMode::ReadWrite);
    ASSERT_TRUE(opened);
    ProjectStore &lead = **opened;
    auto lena = TeamRoster::find(lead, u"Lena"_s);
    ASSERT_TRUE(lena);

    const QString script
        = QStringLiteral(TAXONOMIST_SOURCE_DIR "/tests/teamserver/soak-volunteer.sh");
    std::vector<std::unique_ptr<QProcess>> processes;
    const auto start = [&](int v) {
        auto process = std::make_unique<QProcess>();
        process->setProcessEnvironment(environment);
        process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process->start(u"bash"_s,
            {script, QStringLiteral(TAXONOMIST_CLI), projects[v],
                dir.filePath(u"chunks/v%1"_s.arg(v + 1)), dir.filePath(u"state%1"_s.arg(v + 1))});
        return process;
    };
    for (int v = 0; v < volunteers; ++v)
        processes.push_back(start(v));

    // The lead syncs and decides every second; halfway, volunteer 3 is killed mid-sync.
    constexpr int victim = 2;
    const QString victimSync = dir.filePath(u"state3.sync"_s);
    bool killed = false;
    int leadSyncs = 0;
    QElapsedTimer clock;
    clock.start();
    const auto allDone = [&] {
        for (const auto &process : processes) {
            if (process->state() != QProcess::NotRunning)
                return false;
        }
        return true;
    };
    while (!allDone() && clock.elapsed() < (seconds + 120) * 1000) {
        if (!killed && clock.elapsed() > seconds * 500) {
            // Watch volunteer 3 closely until a sync of theirs is caught running: a sync takes a
            // tenth of their second, so a check once per lead round would often miss it.
            QElapsedTimer watch;
            watch.start();
            while (!killed && watch.elapsed() < 30000) {
                if (!QFile::exists(victimSync)) {
                    QThread::msleep(2);
                    continue;
                }
                const qint64 pid = readAll(victimSync).trimmed().toLongLong();
                // A volunteer's sync takes a few tens of milliseconds (less on a quiet machine), so
                // it is killed within ten: connecting, pushing or pulling, wherever it has got to.
                QThread::msleep(QRandomGenerator::global()->bounded(1, 10));
                if (pid > 0 && QFile::exists(victimSync)
                    && ::kill(static_cast<pid_t>(pid), SIGKILL) == 0) {
                    processes[victim]->kill(); // the driver too: the volunteer's session is gone
                    processes[victim]->waitForFinished(5000);
                    killed = true;
                    processes[victim] = start(victim); // restarted: it picks up from its last chunk
                }
            }
        }
        auto synced = TeamServer::sync(lead, u"Lena"_s, leadPassword);
        ASSERT_TRUE(synced) << synced.error().message().toStdString();
        ++leadSyncs;
        ASSERT_TRUE(decide(lead, lena->id, 100));
        for (const auto &process : processes)
            process->waitForFinished(1000 / volunteers);
    }
    ASSERT_TRUE(killed) << "volunteer 3 was never caught mid-sync";
    for (int v = 0; v < volunteers; ++v) {
        EXPECT_EQ(processes[v]->exitStatus(), QProcess::NormalExit);
        EXPECT_EQ(processes[v]->exitCode(), 0)
            << "volunteer " << v + 1 << ": "
            << readAll(dir.filePath(u"state%1.log"_s.arg(v + 1))).toStdString();
    }
    // The lead decides the rest and syncs until nothing is new.
    for (int round = 0; round < 3; ++round) {
        ASSERT_TRUE(TeamServer::sync(lead, u"Lena"_s, leadPassword));
        ASSERT_TRUE(decide(lead, lena->id, 100000));
    }
    ASSERT_TRUE(TeamServer::sync(lead, u"Lena"_s, leadPassword));

    EXPECT_EQ(count(lead, "SELECT count(*) FROM labels"), expected);
    EXPECT_EQ(
        count(lead, "SELECT count(*) FROM (SELECT DISTINCT issue_id, annotator_id FROM labels)"),
        expected);
    EXPECT_EQ(count(lead, "SELECT count(*) FROM final_labels WHERE method <> 'lead'"), 0)
        << "the lead decided every issue";
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, u"soak-count"_s);
        db.setDatabaseName(server.database());
        ASSERT_TRUE(db.open());
        QSqlQuery query(db);
        ASSERT_TRUE(
            query.exec(
                u"SELECT count(*), count(DISTINCT (issue, annotator)) FROM taxonomist.labels"_s)
            && query.next());
        EXPECT_EQ(query.value(0).toLongLong(), expected);
        EXPECT_EQ(query.value(1).toLongLong(), expected);
    }
    QSqlDatabase::removeDatabase(u"soak-count"_s);
    opened->reset();
    const CliRun agreement = runCli({u"agreement"_s, u"--json"_s, u"--db"_s, leadPath});
    ASSERT_EQ(agreement.exitCode, 0) << agreement.err.toStdString();
    EXPECT_EQ(agreement.out, referenceAgreement.out);
    std::cout << "[ soak     ] " << seconds << " s of labelling, " << expected
              << " labels from 7 volunteers, " << leadSyncs
              << " lead syncs, volunteer 3 killed mid-sync and restarted; "
              << clock.elapsed() / 1000.0 << " s in all\n";
}

} // namespace
