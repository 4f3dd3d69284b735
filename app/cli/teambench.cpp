// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "teambench.h"

#include "study/studyimporter.h"
#include "team/assignmentstore.h"
#include "team/scriptedlabels.h"
#include "team/teamchanges.h"
#include "team/teampackage.h"
#include "team/teamroster.h"
#include "util/csvreader.h"
#include "util/csvwriter.h"
#include "util/savefile.h"
#include "util/untrustedfile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::cli {

namespace {

// Each volunteer's published labels as `labels import` reads them (url, row, annotator, code),
// one CSV per label column; returns the file names.
Result<QStringList> writeVolunteerLabels(const QString &folder, const QString &scratch)
{
    QDir report(folder);
    if (report.exists(u"Issue Report"_s))
        report.cd(u"Issue Report"_s);
    QList<CsvWriter> files;
    for (const QString &framework :
        report.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString path = report.filePath(framework + u'/' + framework + u".csv"_s);
        auto bytes = UntrustedFile::read(path, qint64(1) << 30);
        if (!bytes)
            return bytes.error();
        auto table = CsvReader::parse(*bytes, path);
        if (!table)
            return table.error();
        for (qsizetype row = 1; row < table->rows.size(); ++row) {
            const QList<QString> &fields = table->rows[row].fields;
            for (qsizetype v = 1; v + 1 < fields.size(); ++v) { // Label1..LabelN; Final_Label last
                while (files.size() < v) {
                    files.append(CsvWriter());
                    files.last().addRecord({u"url"_s, u"row"_s, u"annotator"_s, u"code"_s});
                }
                if (!fields[v].isEmpty())
                    files[v - 1].addRecord(
                        {fields[0], QString::number(row), u"Volunteer %1"_s.arg(v), fields[v]});
            }
        }
    }
    QStringList paths;
    for (qsizetype v = 0; v < files.size(); ++v) {
        paths.append(QDir(scratch).filePath(u"volunteer-%1.csv"_s.arg(v + 1)));
        if (auto status = saveFile(paths.last(), files[v].data()); !status)
            return status.error();
    }
    return paths;
}

} // namespace

// The team's steps (docs/team.md): a lead's project of the study without the volunteers'
// labels, one package per volunteer (timed), each volunteer's published labels entered in their
// package and exported as a change file, then all the files merged into a fresh copy of the
// lead's project (timed, once per run).
Status benchTeam(const QString &folder, const QString &scratch, int runs, const TeamTimer &record)
{
    const QString lead = QDir(scratch).filePath(u"team-lead.taxonomist"_s);
    {
        auto store = ProjectStore::open(lead, ProjectStore::OpenMode::CreateNew);
        if (!store)
            return store.error();
        ImportControl control;
        control.volunteerLabels = false;
        if (auto imported = StudyImporter::importFolder(**store, folder, u"bench"_s, control);
            !imported)
            return imported.error();
        if (auto status = (*store)->publish(); !status)
            return status;
        if (auto added = TeamRoster::add(**store, u"Lead"_s, TeamRoster::Role::Lead, u"bench"_s);
            !added)
            return added.error();
        if (auto assigned = AssignmentStore::assign(**store, {}, u"bench"_s); !assigned)
            return assigned.error();
    }
    auto labelFiles = writeVolunteerLabels(folder, scratch);
    if (!labelFiles)
        return labelFiles.error();
    QStringList changes;
    QElapsedTimer timer;
    for (qsizetype v = 0; v < labelFiles->size(); ++v) {
        const QString package = QDir(scratch).filePath(u"team-v%1.taxonomist"_s.arg(v + 1));
        const QString name = u"Volunteer %1"_s.arg(v + 1);
        for (int run = 0; run < runs; ++run) {
            QFile::remove(package);
            auto leadStore = ProjectStore::open(lead, ProjectStore::OpenMode::ReadWrite);
            if (!leadStore)
                return leadStore.error();
            timer.start();
            auto made = TeamPackage::create(**leadStore, name, package, u"bench"_s);
            record(u"team-package"_s, static_cast<double>(timer.nsecsElapsed()) / 1e6);
            if (!made)
                return made.error();
        }
        auto store = ProjectStore::open(package, ProjectStore::OpenMode::ReadWrite);
        if (!store)
            return store.error();
        if (auto imported = ScriptedLabels::importCsv(**store, labelFiles->at(v), u"bench"_s);
            !imported)
            return imported.error();
        changes.append(QDir(scratch).filePath(u"team-v%1.changes"_s.arg(v + 1)));
        timer.start();
        auto exported
            = TeamChanges::exportChanges(**store, changes.last(), QString(), false, u"bench"_s);
        record(u"team-export"_s, static_cast<double>(timer.nsecsElapsed()) / 1e6);
        if (!exported)
            return exported.error();
    }
    for (int run = 0; run < runs; ++run) {
        const QString copy = QDir(scratch).filePath(u"team-merge-%1.taxonomist"_s.arg(run));
        if (!QFile::copy(lead, copy))
            return Error(u"cannot copy the lead's project"_s, {copy, 0, 0});
        auto store = ProjectStore::open(copy, ProjectStore::OpenMode::ReadWrite);
        if (!store)
            return store.error();
        timer.start();
        auto merged = TeamChanges::merge(**store, changes, u"bench"_s);
        record(u"team-merge"_s, static_cast<double>(timer.nsecsElapsed()) / 1e6);
        if (!merged)
            return merged.error();
    }
    return success();
}

} // namespace taxonomist::cli
