// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "teampackage.h"

#include "changefile.h"
#include "changemerger.h"
#include "memberkeys.h"
#include "store/auditwriter.h"
#include "store/projectidentity.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "teamroster.h"
#include "util/coretext.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// The study's codebook travels with the taxonomy; the study's other files stay with the lead.
constexpr const char *codebookPath = "CodeBook.csv";

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject statsJson(const ExtractStats &stats)
{
    return {{u"issues"_s, stats.issues}, {u"contents"_s, stats.contents},
        {u"labels"_s, stats.labels}, {u"assignments"_s, stats.assignments},
        {u"proposals"_s, stats.proposals}, {u"votes"_s, stats.votes}, {u"nodes"_s, stats.nodes},
        {u"members"_s, stats.members}};
}

Result<Annotator> volunteerNamed(const ProjectStore &lead, const QString &name)
{
    if (auto status = TeamRoster::checkManaged(lead); !status)
        return status.error();
    auto volunteer = TeamRoster::find(lead, name);
    if (!volunteer)
        return volunteer.error();
    if (!volunteer->isVolunteer())
        return Error(
            CoreText::tr("%1 is not a volunteer (no label column): packages are for volunteers")
                .arg(volunteer->name));
    return volunteer;
}

// The lead's signing key (made the first time); packages and updates come from the lead.
Result<SigningKey> leadKey(ProjectStore &store)
{
    auto lead = TeamRoster::lead(store);
    if (!lead)
        return lead.error();
    if (!*lead)
        return Error(CoreText::tr("packages and updates come from the lead: the project has no "
                                  "lead yet (`team set-lead NAME`)"));
    return MemberKeys::signingKeyFor(store, **lead);
}

Status copyCodebook(const ProjectStore &lead, ProjectStore &package)
{
    SqliteStatement read(lead.handle(), "SELECT content FROM study_files WHERE path = ?");
    read.bind(1, QByteArrayView(codebookPath));
    if (!read.next())
        return read.readStatus();
    SqliteStatement write(package.handle(), "INSERT INTO study_files(path, content) VALUES(?, ?)");
    write.bind(1, QByteArrayView(codebookPath));
    write.bindBlob(2, read.blob(0));
    return write.exec();
}

} // namespace

Result<PackageSummary> TeamPackage::create(
    ProjectStore &lead, const QString &volunteerName, const QString &path, const QString &actor)
{
    auto volunteer = volunteerNamed(lead, volunteerName);
    if (!volunteer)
        return volunteer.error();
    auto projectUuid = ProjectIdentity::projectUuid(lead);
    if (!projectUuid)
        return projectUuid.error();
    // Built aside and moved into place only when complete; a failure leaves nothing at `path`.
    auto opened = ProjectStore::open(path, ProjectStore::OpenMode::CreateNew);
    if (!opened)
        return opened.error();
    ProjectStore &package = **opened;

    Transaction leadTransaction(lead); // one consistent read, the keys, and the lead's audit entry
    if (auto status = leadTransaction.begin(); !status)
        return status.error();
    // The lead's key first (the package checks the lead's updates against it), then the
    // volunteer's new one: its public half goes to the lead's team rows, and with them into the
    // package; its secret half into the package alone.
    if (auto status = leadKey(lead); !status)
        return status.error();
    bool replacedKey = false;
    auto signingKey = MemberKeys::mintForPackage(lead, *volunteer, &replacedKey);
    if (!signingKey)
        return signingKey.error();
    Transaction transaction(package);
    if (auto status = transaction.begin(); !status)
        return status.error();
    for (const auto &[key, value] :
        {std::pair {u"project.uuid"_s, *projectUuid}, std::pair {u"team.role"_s, u"volunteer"_s},
            std::pair {u"team.owner"_s, volunteer->uuid},
            std::pair {u"team.device_machine"_s, ProjectIdentity::machineFingerprint()},
            std::pair {QString::fromLatin1(MemberKeys::secretInfoKey),
                QString::fromLatin1(signingKey->secretBase64())}}) {
        if (auto status = package.setInfo(key, value); !status)
            return status.error();
    }
    // The merger's and this function's statements end before publish() closes the connection: a
    // statement still prepared would keep the old connection (and its page cache) alive forever.
    auto stats = [&]() -> Result<ExtractStats> {
        ChangeMerger merger(package, {actor, true, 0, {}});
        auto extracted
            = ChangeExtractor::forVolunteer(lead, *volunteer, ChangeHeader::Kind::Package, merger);
        if (!extracted)
            return extracted.error();
        if (auto status = copyCodebook(lead, package); !status)
            return status.error();
        // What the package holds of its volunteer's rows is already the lead's: nothing to export
        // yet.
        if (auto status
            = SqliteStatement(package.handle(), "UPDATE team_counters SET exported_rev = last_rev")
                  .exec();
            !status)
            return status.error();
        return extracted;
    }();
    if (!stats)
        return stats.error();
    const QJsonObject detail {{u"volunteer"_s, volunteer->name},
        {u"volunteer_uuid"_s, volunteer->uuid}, {u"file"_s, QFileInfo(path).fileName()},
        {u"records"_s, statsJson(*stats)},
        {u"signing_key"_s, QString::fromLatin1(signingKey->publicBase64())},
        {u"replaced_key"_s, replacedKey}};
    if (auto status = package.audit(actor, u"package-created"_s, 0, compact(detail)); !status)
        return status.error();
    if (auto status = AuditWriter(package.handle()).appendBaseline(ProjectStore::nowUtc(), actor);
        !status)
        return status.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    if (auto status = package.publish(); !status)
        return status.error();
    if (auto status = lead.audit(actor, u"team-package"_s, 0, compact(detail)); !status)
        return status.error();
    if (auto status = leadTransaction.commit(); !status)
        return status.error();
    return PackageSummary {path, *volunteer, *stats, {}, replacedKey};
}

Result<PackageSummary> TeamPackage::writeUpdate(
    ProjectStore &lead, const QString &volunteerName, const QString &path, const QString &actor)
{
    auto volunteer = volunteerNamed(lead, volunteerName);
    if (!volunteer)
        return volunteer.error();
    Transaction transaction(lead);
    if (auto status = transaction.begin(); !status)
        return status.error();
    auto key = leadKey(lead);
    if (!key)
        return key.error();
    ChangeFile::Writer writer(path, *key);
    auto stats
        = ChangeExtractor::forVolunteer(lead, *volunteer, ChangeHeader::Kind::Update, writer);
    if (!stats)
        return stats.error();
    const QJsonObject detail {{u"volunteer"_s, volunteer->name},
        {u"file"_s, QFileInfo(path).fileName()},
        {u"sha256"_s, QString::fromLatin1(writer.sha256())}, {u"records"_s, statsJson(*stats)}};
    if (auto status = lead.audit(actor, u"team-package-update"_s, 0, compact(detail)); !status)
        return status.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    return PackageSummary {path, *volunteer, *stats, QString::fromLatin1(writer.sha256())};
}

} // namespace taxonomist::core
