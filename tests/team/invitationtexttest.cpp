// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// An invitation as one thing to hand over (core/team/invitationtext.h): its text round-trips, its
// file is its owner's only and never replaces another file, and anything cut, changed or made up
// is refused saying what is wrong with it.

#include "team/invitationtext.h"

#include "sampleinvitation.h"

#include <gtest/gtest.h>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace {

Invitation ana()
{
    return taxonomist::test::sampleInvitation(u"Ana Lía"_s);
}

QString textOf(const QJsonObject &fields)
{
    return u"taxonomist-invitation:1:"_s
        + QString::fromLatin1(
            QJsonDocument(fields)
                .toJson(QJsonDocument::Compact)
                .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

QJsonObject fieldsOf(const Invitation &invitation)
{
    return {{u"name"_s, invitation.name}, {u"role"_s, invitation.role},
        {u"login"_s, invitation.login}, {u"url"_s, invitation.url},
        {u"password"_s, invitation.password}};
}

} // namespace

TEST(InvitationText, RoundTripsAsTextAndAsAFileOnlyItsOwnerReads)
{
    const QString text = InvitationText::encode(ana());
    EXPECT_TRUE(text.startsWith(u"taxonomist-invitation:1:"_s));
    EXPECT_FALSE(text.contains(u' ')) << "one word, to paste whole";
    EXPECT_FALSE(text.contains(ana().password)) << "not readable over a shoulder at a glance";
    auto back = InvitationText::decode(u"  \n"_s + text + u"\r\n"_s, u"the text"_s);
    ASSERT_TRUE(back) << back.error().message().toStdString();
    EXPECT_EQ(back->name, ana().name);
    EXPECT_EQ(back->role, ana().role);
    EXPECT_EQ(back->login, ana().login);
    EXPECT_EQ(back->url, ana().url);
    EXPECT_EQ(back->password, ana().password);

    QTemporaryDir dir;
    const QString path = dir.filePath(u"ana.invitation"_s);
    ASSERT_TRUE(InvitationText::save(ana(), path));
    EXPECT_EQ(QFile::permissions(path)
            & (QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::WriteGroup
                | QFileDevice::WriteOther),
        QFileDevice::Permissions())
        << "readable by its owner only";
    auto loaded = InvitationText::load(path);
    ASSERT_TRUE(loaded) << loaded.error().message().toStdString();
    EXPECT_EQ(loaded->password, ana().password);
    const Status again = InvitationText::save(ana(), path);
    ASSERT_FALSE(again) << "an existing file is never replaced";
    EXPECT_TRUE(again.error().message().contains(u"exists"_s));
    ASSERT_TRUE(QFile::link(path, dir.filePath(u"link.invitation"_s)));
    EXPECT_FALSE(InvitationText::load(dir.filePath(u"link.invitation"_s))) << "no link is followed";
}

TEST(InvitationText, AnythingCutChangedOrMadeUpIsRefusedSayingWhy)
{
    const QString good = InvitationText::encode(ana());
    const auto refused = [](const QString &text) {
        auto decoded = InvitationText::decode(text, u"the pasted text"_s);
        EXPECT_FALSE(decoded) << text.left(80).toStdString();
        return decoded ? QString() : decoded.error().message();
    };
    EXPECT_TRUE(refused(u"postgresql://x@host/db"_s).contains(u"does not begin"_s));
    EXPECT_TRUE(refused(u"taxonomist-invitation:2:abc"_s).contains(u"version"_s));
    EXPECT_TRUE(refused(good.left(good.size() - 7)).contains(u"cut or changed"_s));
    EXPECT_TRUE(refused(good + u"!"_s).contains(u"does not belong"_s));
    EXPECT_TRUE(
        refused(u"taxonomist-invitation:1:"_s + QString(70000, u'A')).contains(u"longer"_s));
    EXPECT_TRUE(refused(u"taxonomist-invitation:1:WzFd"_s).contains(u"cut or changed"_s))
        << "a JSON list, not an object";

    QJsonObject fields = fieldsOf(ana());
    fields[u"password"_s] = 42;
    EXPECT_TRUE(refused(textOf(fields)).contains(u"\"password\""_s));
    fields = fieldsOf(ana());
    fields.remove(u"url"_s);
    EXPECT_TRUE(refused(textOf(fields)).contains(u"\"url\""_s));
    fields = fieldsOf(ana());
    fields[u"role"_s] = u"admin"_s;
    EXPECT_TRUE(refused(textOf(fields)).contains(u"\"role\""_s));
    fields = fieldsOf(ana());
    fields[u"url"_s] = u"postgresql://%1:secret@host/db"_s.arg(ana().login);
    EXPECT_TRUE(refused(textOf(fields)).contains(u"\"url\""_s)) << "no password in an address";
    fields = fieldsOf(ana());
    fields[u"url"_s] = u"postgresql://postgres@host/db"_s;
    EXPECT_TRUE(refused(textOf(fields)).contains(u"another login"_s));
    fields = fieldsOf(ana());
    fields[u"url"_s]
        = u"postgresql://%1@host/db?sslcert=/etc/shadow&passfile=/x"_s.arg(ana().login);
    EXPECT_FALSE(refused(textOf(fields)).isEmpty()) << "an option the address may not carry";
    fields = fieldsOf(ana());
    fields[u"name"_s] = QString(3000, u'x');
    EXPECT_TRUE(refused(textOf(fields)).contains(u"\"name\""_s));
}
