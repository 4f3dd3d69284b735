// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serverbench.h"

#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "study/studyimporter.h"
#include "team/assignmentstore.h"
#include "team/scriptedlabels.h"
#include "team/serverconnection.h"
#include "team/teamroster.h"
#include "team/teamserver.h"
#include "util/csvwriter.h"
#include "util/savefile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

namespace {

double msSince(const QElapsedTimer &timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

void removeProject(const QString &path)
{
    for (const QString &suffix : {u""_s, u"-wal"_s, u"-shm"_s})
        QFile::remove(path + suffix);
}

// 1,000 of the volunteer's labels changed to another code, as a CSV `labels import` reads.
Result<QString> thousandChanges(
    ProjectStore &store, const QString &volunteer, const QString &scratch, int round)
{
    SqliteStatement codes(store.handle(),
        "SELECT n.code FROM labels l JOIN taxonomy_nodes n ON n.id = l.node_id"
        " GROUP BY n.code ORDER BY count(*) DESC LIMIT 2");
    QStringList common;
    while (codes.next())
        common.append(codes.text(0));
    if (auto status = codes.readStatus(); !status)
        return status.error();
    if (common.size() < 2)
        return Error(u"the volunteer's labels use fewer than two codes"_s);
    SqliteStatement labels(store.handle(),
        "SELECT i.url, n.code FROM labels l JOIN issues i ON i.id = l.issue_id"
        " JOIN taxonomy_nodes n ON n.id = l.node_id WHERE i.is_duplicate_url = 0"
        " ORDER BY i.id LIMIT 1000 OFFSET ?");
    labels.bind(1, round * 1000);
    CsvWriter csv;
    csv.addRecord({u"url"_s, u"annotator"_s, u"code"_s});
    int rows = 0;
    while (labels.next()) {
        csv.addRecord(
            {labels.text(0), volunteer, labels.text(1) == common[0] ? common[1] : common[0]});
        ++rows;
    }
    if (auto status = labels.readStatus(); !status)
        return status.error();
    if (rows < 1000)
        return Error(u"the volunteer has fewer than %1 labels to change"_s.arg((round + 1) * 1000));
    const QString path = QDir(scratch).filePath(u"server-push-%1.csv"_s.arg(round));
    if (auto status = saveFile(path, csv.data()); !status)
        return status.error();
    return path;
}

} // namespace

Status benchServer(const QString &folder, const QString &scratch, const QString &url, int runs,
    const TeamTimer &record)
{
    auto address = ServerAddress::parse(url);
    if (!address)
        return address.error();
    const QString lead = QDir(scratch).filePath(u"server-lead.taxonomist"_s);
    removeProject(lead);
    {
        auto store = ProjectStore::open(lead, ProjectStore::OpenMode::CreateNew);
        if (!store)
            return store.error();
        if (auto imported = StudyImporter::importFolder(**store, folder, u"bench"_s, {}); !imported)
            return imported.error();
        if (auto status = (*store)->publish(); !status)
            return status;
        if (auto added = TeamRoster::add(**store, u"Lead"_s, TeamRoster::Role::Lead, u"bench"_s);
            !added)
            return added.error();
        if (auto assigned = AssignmentStore::assign(**store, {}, u"bench"_s); !assigned)
            return assigned.error();
    }
    QElapsedTimer timer;
    const QString leadRun = QDir(scratch).filePath(u"server-lead-run.taxonomist"_s);
    Invitation leadLogin; // the lead's own login, made by team create, which the lead syncs as
    for (int run = 0; run < runs; ++run) {
        {
            auto admin = ServerConnection::open(*address);
            if (!admin)
                return admin.error();
            if (auto status = (*admin)->exec(
                    u"SET client_min_messages = warning; DROP SCHEMA IF EXISTS taxonomist CASCADE"_s);
                !status)
                return status;
        }
        removeProject(leadRun);
        if (!QFile::copy(lead, leadRun))
            return Error(u"cannot copy the lead's project"_s, {leadRun, 0, 0});
        auto store = ProjectStore::open(leadRun, ProjectStore::OpenMode::ReadWrite);
        if (!store)
            return store.error();
        timer.start();
        auto created = TeamServer::create(**store, url, u"bench"_s);
        record(u"server-create"_s, msSince(timer));
        if (!created)
            return created.error();
        leadLogin = created->lead;
    }
    auto leadStore = ProjectStore::open(leadRun, ProjectStore::OpenMode::ReadWrite);
    if (!leadStore)
        return leadStore.error();
    const QString name = u"Volunteer 1"_s;
    auto invitation = TeamServer::invite(**leadStore, name, u"volunteer"_s, u"bench"_s);
    if (!invitation)
        return invitation.error();
    const QString mine = QDir(scratch).filePath(u"server-v1.taxonomist"_s);
    for (int run = 0; run < runs; ++run) {
        removeProject(mine);
        timer.start();
        auto joined = TeamServer::join(invitation->url, mine, u"bench"_s, invitation->password);
        record(u"server-join"_s, msSince(timer));
        if (!joined)
            return joined.error();
    }
    auto store = ProjectStore::open(mine, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return store.error();
    for (int run = 0; run < 10 * runs; ++run) {
        timer.start();
        auto synced = TeamServer::sync(**store, u"bench"_s, invitation->password);
        record(u"server-sync-empty"_s, msSince(timer));
        if (!synced)
            return synced.error();
        if (synced->sent != 0 || synced->pulled != 0)
            return Error(u"a sync with nothing new sent %1 and pulled %2 rows"_s.arg(synced->sent)
                             .arg(synced->pulled));
    }
    for (int run = 0; run < runs; ++run) {
        auto csv = thousandChanges(**store, name, scratch, run);
        if (!csv)
            return csv.error();
        if (auto imported = ScriptedLabels::importCsv(**store, *csv, u"bench"_s); !imported)
            return imported.error();
        timer.start();
        auto synced = TeamServer::sync(**store, u"bench"_s, invitation->password);
        record(u"server-push-1000"_s, msSince(timer));
        if (!synced)
            return synced.error();
        if (synced->stored != 1000)
            return Error(
                u"pushing 1,000 changed labels stored %1 on the server"_s.arg(synced->stored));
    }
    // The lead's own project (the whole study): one sync takes the volunteer's pushes, then
    // syncs with nothing new, as the app's automatic sync runs them every minute.
    if (auto caughtUp = TeamServer::sync(**leadStore, u"bench"_s, leadLogin.password); !caughtUp)
        return caughtUp.error();
    for (int run = 0; run < 10 * runs; ++run) {
        timer.start();
        auto synced = TeamServer::sync(**leadStore, u"bench"_s, leadLogin.password);
        record(u"server-lead-sync-empty"_s, msSince(timer));
        if (!synced)
            return synced.error();
        if (synced->sent != 0 || synced->pulled != 0)
            return Error(
                u"the lead's sync with nothing new sent %1 and pulled %2 rows"_s.arg(synced->sent)
                    .arg(synced->pulled));
    }
    // The lead on a new machine: everything, 271,194 labels of the study included.
    const QString copy = QDir(scratch).filePath(u"server-lead-copy.taxonomist"_s);
    for (int run = 0; run < runs; ++run) {
        removeProject(copy);
        timer.start();
        auto joined = TeamServer::join(leadLogin.url, copy, u"bench"_s, leadLogin.password);
        record(u"server-pull-all"_s, msSince(timer));
        if (!joined)
            return joined.error();
    }
    return success();
}

} // namespace taxonomist::cli
