// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "teamfixture.h"

#include "store/sqlitestatement.h"
#include "study/studyimporter.h"
#include "team/assignmentstore.h"
#include "team/changefile.h"
#include "team/scriptedlabels.h"
#include "team/teampackage.h"
#include "team/teamroster.h"
#include "testpaths.h"
#include "util/signingkey.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonDocument>

#include <sqlite3.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::test {

TeamFixture::TeamFixture(bool withLabels)
{
    auto store = ProjectStore::open(leadPath(), ProjectStore::OpenMode::CreateIfMissing);
    if (!store) {
        m_error = store.error().message();
        return;
    }
    ImportControl control;
    control.volunteerLabels = withLabels;
    if (auto imported = StudyImporter::importFolder(
            **store, fixturesDir() + u"/mini-study"_s, u"test"_s, control);
        !imported) {
        m_error = imported.error().message();
        return;
    }
    if (auto lead = TeamRoster::add(**store, u"Lena"_s, TeamRoster::Role::Lead, u"test"_s); !lead) {
        m_error = lead.error().message();
        return;
    }
    if (auto assigned = AssignmentStore::assign(**store, {}, u"Lena"_s); !assigned) {
        m_error = assigned.error().message();
        return;
    }
    m_lead = std::move(store).value();
}

std::unique_ptr<ProjectStore> TeamFixture::package(int volunteer, const QString &file)
{
    auto made
        = TeamPackage::create(*m_lead, u"Volunteer %1"_s.arg(volunteer), path(file), u"Lena"_s);
    if (!made) {
        m_error = made.error().message();
        return nullptr;
    }
    auto store = ProjectStore::open(path(file), ProjectStore::OpenMode::ReadWrite);
    if (!store) {
        m_error = store.error().message();
        return nullptr;
    }
    return std::move(store).value();
}

bool TeamFixture::label(
    ProjectStore &store, int volunteer, const QString &url, const QString &code, int row)
{
    ScriptedLabel label;
    label.url = url;
    label.row = row;
    label.annotator = u"Volunteer %1"_s.arg(volunteer);
    label.falsePositive = code == u"FP"_s;
    label.falsePositiveReason = label.falsePositive ? u"not about LLMs"_s : QString();
    label.code = label.falsePositive ? QString() : code;
    auto written = ScriptedLabels::write(store, label, u"test"_s);
    if (!written)
        m_error = written.error().message();
    return written.ok();
}

bool TeamFixture::exportChanges(ProjectStore &store, const QString &file)
{
    auto exported = TeamChanges::exportChanges(store, path(file), QString(), false, u"test"_s);
    if (!exported)
        m_error = exported.error().message();
    return exported.ok();
}

Result<MergeSummary> TeamFixture::merge(ProjectStore &store, const QStringList &files)
{
    QStringList paths;
    for (const QString &file : files)
        paths.append(path(file));
    return TeamChanges::merge(store, paths, u"Lena"_s);
}

QString TeamFixture::labelOf(const ProjectStore &store, int volunteer, const QString &url) const
{
    SqliteStatement query(store.handle(),
        "SELECT coalesce(n.code, ''), l.false_positive FROM labels l"
        " JOIN issues i ON i.id = l.issue_id JOIN annotators a ON a.id = l.annotator_id"
        " LEFT JOIN taxonomy_nodes n ON n.id = l.node_id"
        " WHERE i.url = ? AND a.name = ? ORDER BY i.id LIMIT 1");
    query.bind(1, url);
    query.bind(2, u"Volunteer %1"_s.arg(volunteer));
    if (!query.next())
        return {};
    return query.integer(1) ? u"FP"_s : query.text(0);
}

bool copyToAnotherMachine(const QString &from, const QString &to)
{
    if (!QFile::copy(from, to))
        return false;
    // What a first write on another machine does: the copy mints a device of its own.
    auto store = ProjectStore::open(to, ProjectStore::OpenMode::ReadWrite);
    if (!store)
        return false;
    SqliteStatement forget(store->get()->handle(),
        "UPDATE project_info SET value = 'another machine'"
        " WHERE key = 'team.device_machine'");
    return forget.exec().ok();
}

// One text from a query on a project file opened with SQLite's own API, read-only, as `sqlite3`
// would read it: no Taxonomist code between the file and the answer ("" when there is none).
QString plainText(const QString &path, const char *sql)
{
    sqlite3 *db = nullptr;
    QString value;
    if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr)
        == SQLITE_OK) {
        sqlite3_stmt *statement = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &statement, nullptr) == SQLITE_OK
            && sqlite3_step(statement) == SQLITE_ROW && sqlite3_column_text(statement, 0))
            value = QString::fromUtf8(
                reinterpret_cast<const char *>(sqlite3_column_text(statement, 0)));
        sqlite3_finalize(statement);
    }
    sqlite3_close(db);
    return value;
}

bool TeamFixture::rewriteSigned(ProjectStore &author, const QString &from, const QString &to,
    const std::function<void(QJsonObject &header, QList<QJsonArray> &records)> &edit)
{
    QFile in(path(from));
    if (!in.open(QIODevice::ReadOnly)) {
        m_error = u"cannot read "_s + path(from);
        return false;
    }
    QList<QByteArray> lines = in.readAll().split('\n');
    if (lines.size() < 3) {
        m_error = path(from) + u" holds no change file"_s;
        return false;
    }
    lines.removeLast(); // after the final line end
    const QJsonObject trailer = QJsonDocument::fromJson(lines.takeLast()).object();
    QJsonObject header = QJsonDocument::fromJson(lines.takeFirst()).object();
    QList<QJsonArray> records;
    for (const QByteArray &line : std::as_const(lines))
        records.append(QJsonDocument::fromJson(line).array());
    edit(header, records);
    QByteArray body = QJsonDocument(header).toJson(QJsonDocument::Compact) + '\n';
    for (const QJsonArray &record : std::as_const(records))
        body += QJsonDocument(record).toJson(QJsonDocument::Compact) + '\n';
    const QByteArray sha = QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex();
    ChangeHeader signedHeader;
    signedHeader.project = header.value(u"project"_s).toString();
    signedHeader.author = header.value(u"author"_s).toString();
    auto key = SigningKey::fromSecret(author.info(u"team.signing_secret"_s).toLatin1());
    if (!key) {
        m_error = key.error().message();
        return false;
    }
    auto signature = key->sign(ChangeFile::signedMessage(signedHeader, sha));
    if (!signature) {
        m_error = signature.error().message();
        return false;
    }
    body += QJsonDocument(QJsonObject {{u"records"_s, trailer.value(u"records"_s)},
                              {u"sha256"_s, QString::fromLatin1(sha)},
                              {u"signature"_s, QString::fromLatin1(*signature)}})
                .toJson(QJsonDocument::Compact)
        + '\n';
    QFile out(path(to));
    if (!out.open(QIODevice::WriteOnly) || out.write(body) != body.size()) {
        m_error = u"cannot write "_s + path(to);
        return false;
    }
    return true;
}

} // namespace taxonomist::test
