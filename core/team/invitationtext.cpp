// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "invitationtext.h"

#include "serverconnection.h"
#include "util/coretext.h"
#include "util/untrustedfile.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace taxonomist::core::InvitationText {

namespace {

constexpr QLatin1StringView Prefix("taxonomist-invitation:1:");
constexpr qint64 MaxFileBytes = 64 * 1024;
constexpr qsizetype MaxFieldChars = 2000;

} // namespace

QString encode(const Invitation &invitation)
{
    const QJsonObject fields {{u"name"_s, invitation.name}, {u"role"_s, invitation.role},
        {u"login"_s, invitation.login}, {u"url"_s, invitation.url},
        {u"password"_s, invitation.password}};
    return Prefix
        + QString::fromLatin1(
            QJsonDocument(fields)
                .toJson(QJsonDocument::Compact)
                .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

bool looksLikeOne(const QString &text)
{
    return text.trimmed().startsWith(u"taxonomist-invitation:"_s);
}

Result<Invitation> decode(const QString &text, const QString &source)
{
    const QString trimmed = text.trimmed();
    const auto fail = [&](const QString &why) {
        return Error(CoreText::tr("%1 is not a Taxonomist invitation: %2").arg(source, why));
    };
    if (!trimmed.startsWith(u"taxonomist-invitation:"_s))
        return fail(CoreText::tr("it does not begin with \"taxonomist-invitation:\""));
    if (!trimmed.startsWith(Prefix))
        return fail(
            CoreText::tr("it is of a version this Taxonomist does not know (update Taxonomist)"));
    const QStringView payload = QStringView(trimmed).mid(Prefix.size());
    if (payload.size() > MaxFileBytes)
        return fail(CoreText::tr("it is longer than an invitation can be"));
    for (const QChar c : payload) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != u'-' && c != u'_')
            return fail(CoreText::tr(
                "it was cut or changed on its way (a character that does not belong)"));
    }
    const auto bytes = QByteArray::fromBase64Encoding(payload.toLatin1(),
        QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!bytes)
        return fail(CoreText::tr("it was cut or changed on its way"));
    QJsonParseError parsed;
    const QJsonDocument document = QJsonDocument::fromJson(*bytes, &parsed);
    if (parsed.error != QJsonParseError::NoError || !document.isObject())
        return fail(CoreText::tr("it was cut or changed on its way"));
    const QJsonObject object = document.object();
    Invitation invitation;
    for (const auto &[key, field] :
        {std::pair {u"name"_s, &invitation.name}, std::pair {u"role"_s, &invitation.role},
            std::pair {u"login"_s, &invitation.login}, std::pair {u"url"_s, &invitation.url},
            std::pair {u"password"_s, &invitation.password}}) {
        const QJsonValue value = object.value(key);
        if (!value.isString() || value.toString().isEmpty()
            || value.toString().size() > MaxFieldChars)
            return fail(CoreText::tr("its field \"%1\" is not a text of 1 to %2 characters")
                            .arg(key)
                            .arg(MaxFieldChars));
        *field = value.toString();
    }
    if (invitation.role != u"volunteer"_s && invitation.role != u"lead"_s
        && invitation.role != u"viewer"_s)
        return fail(CoreText::tr("its field \"role\" is not volunteer, lead or viewer"));
    auto address = ServerAddress::parse(invitation.url);
    if (!address)
        return fail(CoreText::tr("its field \"url\": %1").arg(address.error().message()));
    if (address->user != invitation.login)
        return fail(CoreText::tr("its address logs in as another login than the invitation's"));
    return invitation;
}

Status save(const Invitation &invitation, const QString &path)
{
    if (UntrustedFile::kindOf(path) != UntrustedFile::Kind::Missing) // a link too, dangling or not
        return Error(
            CoreText::tr("%1 exists already; an invitation is written to a new file").arg(path),
            {path, 0, 0});
    QSaveFile file(path);
    // Readable by its owner only from the start: the password never sits in a file others read.
    if (!file.open(QIODevice::WriteOnly)
        || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return Error(
            CoreText::tr("cannot write %1: %2").arg(path, file.errorString()), {path, 0, 0});
    file.write((encode(invitation) + u'\n').toLatin1());
    if (!file.commit())
        return Error(
            CoreText::tr("cannot write %1: %2").arg(path, file.errorString()), {path, 0, 0});
    return success();
}

Result<Invitation> load(const QString &path)
{
    auto bytes = UntrustedFile::read(path, MaxFileBytes);
    if (!bytes)
        return bytes.error();
    return decode(QString::fromUtf8(*bytes), path);
}

} // namespace taxonomist::core::InvitationText
