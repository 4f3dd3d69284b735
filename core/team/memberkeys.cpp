// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "memberkeys.h"

#include "store/projectidentity.h"
#include "store/sqlitestatement.h"
#include "util/coretext.h"
#include "util/inputtext.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// How a volunteer sends what only an old copy of their package holds: exported from it, signed
// with the key of their new package.
QString sendFromOldPackage()
{
    return CoreText::tr("what only this package holds is sent with `taxonomist-cli "
                        "team export-changes --all --db THIS_PACKAGE"
                        " --signing-key-from NEW_PACKAGE -o FILE`");
}

Result<QString> publicKeyOf(const ProjectStore &store, const QString &uuid)
{
    SqliteStatement query(
        store.handle(), "SELECT coalesce(signing_key, '') FROM annotators WHERE uuid = ?");
    query.bind(1, uuid);
    const QString key = query.next() ? query.text(0) : QString();
    if (auto status = query.readStatus(); !status)
        return status.error();
    return key;
}

// The key whose secret half another copy holds (`secret`, from its project_info): `none` says why
// an empty one is no use, `damaged` says "… signing key is damaged: %1".
Result<SigningKey> secretKeyOf(
    const QString &secret, const ErrorLocation &where, const QString &none, const QString &damaged)
{
    if (secret.isEmpty())
        return Error(none, where);
    auto key = SigningKey::fromSecret(secret.toLatin1());
    if (!key)
        return Error(damaged.arg(key.error().what()), where);
    return key;
}

Result<bool> isPackage(const ProjectStore &store)
{
    auto role = store.readInfo(u"team.role"_s);
    if (!role)
        return role.error();
    return *role == u"volunteer"_s;
}

} // namespace

Result<QHash<QString, QString>> MemberKeys::publicKeys(const ProjectStore &store)
{
    QHash<QString, QString> keys;
    SqliteStatement rows(store.handle(), "SELECT uuid, coalesce(signing_key, '') FROM annotators");
    while (rows.next())
        keys.insert(rows.text(0), rows.text(1));
    if (auto status = rows.readStatus(); !status)
        return status.error();
    return keys;
}

Status MemberKeys::setPublicKey(ProjectStore &store, const QString &uuid, const QString &key)
{
    SqliteStatement write(store.handle(), "UPDATE annotators SET signing_key = ? WHERE uuid = ?");
    write.bind(1, key);
    write.bind(2, uuid);
    return write.exec();
}

Result<SigningKey> MemberKeys::signingKeyFor(ProjectStore &store, const Annotator &author)
{
    auto package = isPackage(store);
    if (!package)
        return package.error();
    auto secret = store.readInfo(QLatin1StringView(secretInfoKey));
    if (!secret)
        return secret.error();
    auto known = publicKeyOf(store, author.uuid);
    if (!known)
        return known.error();
    const ErrorLocation where {store.path(), 0, 0};
    if (*package) {
        if (secret->isEmpty() && !store.info(u"server.url"_s).isEmpty()) {
            return Error(
                CoreText::tr("this copy holds no signing key: another copy of %1's joined the team "
                             "server with this invitation first and holds it. Join again with "
                             "`taxonomist-cli team join URL --db FILE --signing-key-from "
                             "FIRST_COPY`, or ask the lead for a new invitation")
                    .arg(quotedForMessage(author.name)),
                where);
        }
        if (secret->isEmpty()) {
            return Error(
                CoreText::tr(
                    "this package holds no signing key: it was made by a Taxonomist older "
                    "than this one, and change files are signed now. Ask the lead for a new "
                    "package; ")
                    + sendFromOldPackage(),
                where);
        }
        auto key = SigningKey::fromSecret(secret->toLatin1());
        if (!key)
            return Error(
                CoreText::tr("this package's signing key is damaged: %1").arg(key.error().what()),
                where);
        if (key->publicBase64() != known->toLatin1()) {
            return Error(
                CoreText::tr("this package's key is no longer %1's: the lead has made %1 a new "
                             "package since, whose key replaced this one's. Work on in the new "
                             "package; ")
                        .arg(quotedForMessage(author.name))
                    + sendFromOldPackage(),
                where);
        }
        return key;
    }
    if (!author.isLead) {
        return Error(
            CoreText::tr(
                "%1's changes are signed with %1's own key, which only their package holds: "
                "they export them from it (the lead's project signs the lead's changes)")
                .arg(quotedForMessage(author.name)),
            where);
    }
    if (!secret->isEmpty()) {
        if (auto key = SigningKey::fromSecret(secret->toLatin1());
            key && key->publicBase64() == known->toLatin1())
            return key;
    } else if (!known->isEmpty()) {
        // The team knows the lead's key and this copy does not hold it: a second copy of the
        // lead's project (joined through the team server) or one whose key was lost. A new key
        // here would make every package refuse the lead's updates.
        return Error(
            CoreText::tr(
                "this copy of the lead's project holds no signing key, and the team knows %1's"
                " key: it is a second copy (joined through the team server) or its key was"
                " lost. Sign from the lead's first project, or join again with `taxonomist-cli "
                "team join URL --db FILE --signing-key-from LEADS_FIRST_PROJECT`")
                .arg(quotedForMessage(author.name)),
            where);
    }
    // The lead's first signature, or the first since the role went to another member: a key of
    // their own, which packages made from now on carry.
    auto key = SigningKey::generate();
    if (!key)
        return key.error();
    if (auto status
        = store.setInfo(QLatin1StringView(secretInfoKey), QString::fromLatin1(key->secretBase64()));
        !status)
        return status.error();
    if (auto status = setPublicKey(store, author.uuid, QString::fromLatin1(key->publicBase64()));
        !status)
        return status.error();
    return key;
}

Result<SigningKey> MemberKeys::signingKeyFromPackage(
    const ProjectStore &store, const Annotator &author, const QString &packagePath)
{
    auto opened = ProjectStore::open(packagePath, ProjectStore::OpenMode::ReadOnly);
    if (!opened)
        return opened.error();
    const ProjectStore &package = **opened;
    const ErrorLocation where {packagePath, 0, 0};
    auto project = ProjectIdentity::projectUuid(store);
    auto itsProject = ProjectIdentity::projectUuid(package);
    if (!project || !itsProject)
        return !project ? project.error() : itsProject.error();
    auto role = package.readInfo(u"team.role"_s);
    auto owner = package.readInfo(u"team.owner"_s);
    auto secret = package.readInfo(QLatin1StringView(secretInfoKey));
    if (!role || !owner || !secret)
        return !role ? role.error() : !owner ? owner.error() : secret.error();
    if (*itsProject != *project || *role != u"volunteer"_s || *owner != author.uuid) {
        return Error(CoreText::tr("not a package of %1 in this project: the key to sign with comes "
                                  "from their own package")
                         .arg(quotedForMessage(author.name)),
            where);
    }
    auto key = secretKeyOf(*secret, where,
        CoreText::tr(
            "this package holds no signing key either (made by an older Taxonomist): ask the lead "
            "for a new package"),
        CoreText::tr("this package's signing key is damaged: %1"));
    if (!key)
        return key.error();
    auto known = publicKeyOf(package, author.uuid);
    if (!known)
        return known.error();
    if (key->publicBase64() != known->toLatin1())
        return Error(
            CoreText::tr("this package's key is no longer %1's either: use their newest package")
                .arg(quotedForMessage(author.name)),
            where);
    return key;
}

Result<SigningKey> MemberKeys::mintForPackage(
    ProjectStore &lead, const Annotator &volunteer, bool *replaced)
{
    if (replaced)
        *replaced = false;
    if (volunteer.isLead)
        return signingKeyFor(lead, volunteer); // their own package carries their own key
    auto known = publicKeyOf(lead, volunteer.uuid);
    if (!known)
        return known.error();
    if (replaced)
        *replaced = !known->isEmpty();
    auto key = SigningKey::generate();
    if (!key)
        return key.error();
    if (auto status = setPublicKey(lead, volunteer.uuid, QString::fromLatin1(key->publicBase64()));
        !status)
        return status.error();
    return key;
}

Status MemberKeys::adoptFrom(ProjectStore &store, const Annotator &author, const QString &firstCopy)
{
    const ErrorLocation where {firstCopy, 0, 0};
    auto opened = ProjectStore::open(firstCopy, ProjectStore::OpenMode::ReadOnly);
    if (!opened)
        return opened.error();
    auto project = ProjectIdentity::projectUuid(store);
    auto itsProject = ProjectIdentity::projectUuid(**opened);
    if (!project || !itsProject)
        return !project ? project.error() : itsProject.error();
    if (*itsProject != *project)
        return Error(CoreText::tr("not a copy of this project (project %1; this one is %2)")
                         .arg(quotedForMessage(*itsProject), *project),
            where);
    auto secret = (*opened)->readInfo(QLatin1StringView(secretInfoKey));
    if (!secret)
        return secret.error();
    auto key = secretKeyOf(*secret, where, CoreText::tr("this copy holds no signing key either"),
        CoreText::tr("its signing key is damaged: %1"));
    if (!key)
        return key.error();
    auto known = publicKeyOf(store, author.uuid);
    if (!known)
        return known.error();
    if (known->isEmpty() || key->publicBase64() != known->toLatin1())
        return Error(
            CoreText::tr("its signing key is not the one the team knows for %1: take it from "
                         "the copy %1 joined with first (or the lead's first project)")
                .arg(quotedForMessage(author.name)),
            where);
    return store.setInfo(
        QLatin1StringView(secretInfoKey), QString::fromLatin1(key->secretBase64()));
}

Status MemberKeys::authenticate(const ProjectStore &store, ChangeFile::Opened &file)
{
    const ErrorLocation where {file.path, 0, 0};
    auto project = ProjectIdentity::projectUuid(store);
    if (!project)
        return project.error();
    if (file.header.project != *project) {
        return Error(
            CoreText::tr("the change file belongs to another project (project %1; this one is %2)")
                .arg(quotedForMessage(file.header.project), *project),
            where);
    }
    SqliteStatement member(store.handle(),
        "SELECT name, coalesce(signing_key, ''), is_lead FROM annotators WHERE uuid = ?");
    member.bind(1, file.header.author);
    if (!member.next()) {
        if (auto status = member.readStatus(); !status)
            return status;
        return Error(CoreText::tr("the change file's author %1 is not on this project's team")
                         .arg(quotedForMessage(file.header.author)),
            where);
    }
    const QString name = member.text(0);
    const QString key = member.text(1);
    const bool lead = member.integer(2) != 0;
    auto package = isPackage(store);
    if (!package)
        return package.error();
    // Why this project may know no key for the author: a package made before packages had keys,
    // or before its author had one (a new lead).
    const QString noKey = *package
        ? CoreText::tr(
            "this package was made before they had a key, by an older Taxonomist or before they "
            "became the lead: ask the lead for a new package")
        : lead
        ? CoreText::tr("the lead's key is made the first time the lead's project signs a file")
        : CoreText::tr(
            "their package was made by a Taxonomist older than this one: make them a new "
            "package (`taxonomist-cli team package %1`), which gives them a key, and they send "
            "their changes from it")
              .arg(quotedForMessage(name));
    return ChangeFile::verify(file, key.toLatin1(), name, noKey);
}

} // namespace taxonomist::core
