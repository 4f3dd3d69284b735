// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Signed change files (docs/team.md, "Keys and signatures"), attacked as a volunteer would attack
// them with what they legitimately hold: their own package (and with it their own signing key),
// `sqlite3`, the change-file format, and the files they exported themselves. Every forged file
// is refused, naming the file, and the lead's project stays byte for byte as it was.

#include "reconcile/finallabel.h"
#include "store/sqlitestatement.h"
#include "team/changefile.h"
#include "team/teampackage.h"
#include "team/teamroster.h"
#include "teamfixture.h"
#include "testpaths.h"
#include "util/inboundlimits.h"
#include "util/sha256.h"
#include "util/signingkey.h"

#include <QDateTime>
#include <QFile>
#include <QRegularExpression>

#include <sqlite3.h>
#include <sys/resource.h>

#include <gtest/gtest.h>

#include <optional>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

// The signing key a project file holds for its own member, if any.
std::optional<SigningKey> keyIn(const QString &project)
{
    const QString secret
        = plainText(project, "SELECT value FROM project_info WHERE key = 'team.signing_secret'");
    if (secret.isEmpty())
        return std::nullopt;
    auto key = SigningKey::fromSecret(secret.toLatin1());
    return key ? std::optional<SigningKey>(*key) : std::nullopt;
}

QString uuidOf(const ProjectStore &store, const QString &name)
{
    for (const Annotator &member : store.annotators()) {
        if (member.name == name)
            return member.uuid;
    }
    return {};
}

QString issueUuid(const ProjectStore &store, const QString &url)
{
    SqliteStatement query(store.handle(), "SELECT uuid FROM issues WHERE url = ? ORDER BY id");
    query.bind(1, url);
    return query.next() ? query.text(0) : QString();
}

// A change file taken apart as its format describes it: the header line, the record lines, and
// the last line.
struct Parts
{
    QByteArray header;
    QList<QByteArray> records;
    QByteArray trailer;
};

Parts partsOf(const QByteArray &bytes)
{
    QList<QByteArray> lines = bytes.split('\n');
    if (lines.size() < 3 || !lines.last().isEmpty())
        return {};
    lines.removeLast();
    Parts parts;
    parts.header = lines.takeFirst();
    parts.trailer = lines.takeLast();
    parts.records = lines;
    return parts;
}

QByteArray field(const QByteArray &json, const char *name)
{
    const QRegularExpression pattern(u"\"%1\":\"([^\"]*)\""_s.arg(QLatin1StringView(name)));
    return pattern.match(QString::fromUtf8(json)).captured(1).toUtf8();
}

// The file put back together as a forger would: the checksum recomputed over the new bytes, and
// a signature made with `signer` (the forger's own key) over what docs/team.md says is signed,
// or no signature at all. `keepSignature` keeps the last line's signature as it was instead.
QByteArray assemble(
    const Parts &parts, const std::optional<SigningKey> &signer, bool keepSignature = false)
{
    QByteArray body = parts.header + '\n';
    for (const QByteArray &record : parts.records)
        body += record + '\n';
    const QByteArray sum = Sha256::hexOf(body);
    QByteArray trailer = "{\"records\":" + QByteArray::number(parts.records.size())
        + ",\"sha256\":\"" + sum + "\"";
    if (keepSignature && !field(parts.trailer, "signature").isEmpty()) {
        trailer += ",\"signature\":\"" + field(parts.trailer, "signature") + "\"";
    } else if (signer) {
        const QByteArray message = "taxonomist-changes 2\n" + field(parts.header, "project") + '\n'
            + field(parts.header, "author") + '\n' + sum;
        trailer += ",\"signature\":\"" + signer->sign(message).value() + "\"";
    }
    return body + trailer + "}\n";
}

QByteArray withAuthor(QByteArray header, const QString &author)
{
    const QByteArray was = field(header, "author");
    return header.replace("\"author\":\"" + was + "\"", "\"author\":\"" + author.toUtf8() + "\"");
}

// A team of three volunteers and a lead; Volunteer 1 and Volunteer 2 have packages and Volunteer
// 1 has sent a label C.3 on alpha/12, merged. Volunteer 2 is the one who attacks.
class SignedChanges : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(team.isValid()) << team.error().toStdString();
        ana = team.package(1, u"v1.taxonomist"_s);
        ben = team.package(2, u"v2.taxonomist"_s);
        ASSERT_TRUE(ana && ben) << team.error().toStdString();
        ASSERT_TRUE(team.label(*ana, 1, TeamFixture::alpha(12), u"C.3"_s));
        ASSERT_TRUE(team.exportChanges(*ana, u"v1.changes"_s)) << team.error().toStdString();
        ASSERT_TRUE(team.merge(team.lead(), {u"v1.changes"_s}).ok());
        ASSERT_TRUE(team.label(*ben, 2, TeamFixture::alpha(12), u"C.5"_s));
        ASSERT_TRUE(team.exportChanges(*ben, u"v2.changes"_s)) << team.error().toStdString();
        lena = uuidOf(team.lead(), u"Lena"_s);
        volunteer1 = uuidOf(team.lead(), u"Volunteer 1"_s);
        volunteer2 = uuidOf(team.lead(), u"Volunteer 2"_s);
        ASSERT_FALSE(lena.isEmpty() || volunteer1.isEmpty() || volunteer2.isEmpty());
    }

    // Merges a forged file into the lead's project and checks that it was refused, naming the
    // file, and that the lead's project is exactly as it was; returns the refusal.
    Error refusedByLead(const QByteArray &forged)
    {
        const QString path = team.path(u"forged.changes"_s);
        EXPECT_TRUE(writeAll(path, forged));
        EXPECT_TRUE(team.lead().checkpoint().ok());
        const QString before = QString::fromLatin1(fileHash(team.leadPath()));
        auto merged = team.merge(team.lead(), {u"forged.changes"_s});
        EXPECT_FALSE(merged.ok()) << "a forged file merged";
        EXPECT_TRUE(team.lead().checkpoint().ok());
        EXPECT_EQ(QString::fromLatin1(fileHash(team.leadPath())), before)
            << "nothing of it was stored";
        if (merged)
            return Error(u"merged"_s);
        EXPECT_EQ(merged.error().where().file, path) << merged.error().message().toStdString();
        return merged.error();
    }

    TeamFixture team;
    std::unique_ptr<ProjectStore> ana;
    std::unique_ptr<ProjectStore> ben;
    QString lena;
    QString volunteer1;
    QString volunteer2;
};

} // namespace

// Volunteer 2 writes a file "by the lead" with a final label, signed with their own key or not
// signed at all: the lead's project checks it against the lead's key and refuses it.
TEST_F(SignedChanges, AFileClaimingTheLeadAsAuthorIsRefused)
{
    const Parts own = partsOf(readAll(team.path(u"v2.changes"_s)));
    ASSERT_FALSE(own.header.isEmpty());
    FinalLabelRecord decision;
    decision.issue = issueUuid(team.lead(), TeamFixture::alpha(12));
    decision.node = u"C.5"_s;
    decision.label.method = DecisionMethod::Lead;
    decision.decidedBy = lena;
    decision.label.decidedAt = ProjectStore::nowUtc();
    decision.version = {900, ProjectStore::nowUtc(), lena,
        QString::fromUtf8(field(own.header, "device")), {}, 0, false};
    Parts forged;
    forged.header = withAuthor(own.header, lena);
    forged.records = {ChangeFile::encode(decision)};
    for (const std::optional<SigningKey> &signer :
        {std::optional<SigningKey>(), keyIn(team.path(u"v2.taxonomist"_s))}) {
        const Error refused = refusedByLead(assemble(forged, signer));
        EXPECT_TRUE(refused.what().contains(u"not signed by \"Lena\"'s key"_s))
            << refused.message().toStdString();
    }
}

// Volunteer 2 rewrites Volunteer 1's label in a file "by Volunteer 1".
TEST_F(SignedChanges, AFileClaimingAnotherVolunteerAsAuthorIsRefused)
{
    const Parts own = partsOf(readAll(team.path(u"v2.changes"_s)));
    ASSERT_EQ(own.records.size(), 1);
    Parts forged;
    forged.header = withAuthor(own.header, volunteer1);
    forged.records
        = {QByteArray(own.records.first()).replace(volunteer2.toUtf8(), volunteer1.toUtf8())};
    ASSERT_NE(forged.records.first(), own.records.first());
    for (const std::optional<SigningKey> &signer :
        {std::optional<SigningKey>(), keyIn(team.path(u"v2.taxonomist"_s))}) {
        const Error refused = refusedByLead(assemble(forged, signer));
        EXPECT_TRUE(refused.what().contains(u"not signed by \"Volunteer 1\"'s key"_s))
            << refused.message().toStdString();
    }
    EXPECT_EQ(team.labelOf(team.lead(), 1, TeamFixture::alpha(12)), u"C.3"_s);
}

// A file of the first format has no signature: refused, with how to write it again.
TEST_F(SignedChanges, AnUnsignedFileOfTheFirstFormatIsRefusedWithHowToReexport)
{
    Parts old = partsOf(readAll(team.path(u"v2.changes"_s)));
    old.header.replace("\"version\":2", "\"version\":1");
    const Error refused = refusedByLead(assemble(old, std::nullopt));
    EXPECT_TRUE(refused.what().contains(u"older Taxonomist"_s)) << refused.message().toStdString();
    EXPECT_TRUE(refused.what().contains(u"taxonomist-cli team export-changes --all"_s))
        << refused.message().toStdString();
}

// Volunteer 2 changes their own signed file after signing it (and fixes the checksum, which
// anyone can): the signature no longer matches.
TEST_F(SignedChanges, AFileChangedAfterSigningIsRefused)
{
    Parts changed = partsOf(readAll(team.path(u"v2.changes"_s)));
    ASSERT_EQ(changed.records.size(), 1);
    changed.records.first().replace("\"C.5\"", "\"C.1\"");
    const Error refused = refusedByLead(assemble(changed, std::nullopt, true));
    EXPECT_TRUE(refused.what().contains(u"not signed by \"Volunteer 2\"'s key"_s))
        << refused.message().toStdString();
}

// A version dated 2099 would win over every later edit of its row: refused, naming the field.
TEST_F(SignedChanges, ARecordFromTheFutureIsRefused)
{
    Parts future = partsOf(readAll(team.path(u"v2.changes"_s)));
    ASSERT_EQ(future.records.size(), 1);
    static const QRegularExpression time(u"\"\\d{4}-\\d\\d-\\d\\dT[0-9:.]+Z\""_s);
    QString line = QString::fromUtf8(future.records.first());
    ASSERT_TRUE(line.contains(time));
    line.replace(time, u"\"2099-01-01T00:00:00.000Z\""_s);
    future.records.first() = line.toUtf8();
    // Signed with Volunteer 2's own key: the volunteer may sign their own rows, not date them.
    const Error refused = refusedByLead(assemble(future, keyIn(team.path(u"v2.taxonomist"_s))));
    EXPECT_TRUE(refused.what().contains(u"\"changed_at\""_s)) << refused.message().toStdString();
    EXPECT_TRUE(refused.what().contains(u"2099-01-01"_s)) << refused.message().toStdString();
    EXPECT_EQ(refused.where().line, 2);

    // The volunteer's real edit, made later, still arrives.
    ASSERT_TRUE(team.label(*ben, 2, TeamFixture::alpha(12), u"C.6"_s));
    ASSERT_TRUE(team.exportChanges(*ben, u"v2-later.changes"_s));
    ASSERT_TRUE(team.merge(team.lead(), {u"v2-later.changes"_s}).ok());
    EXPECT_EQ(team.labelOf(team.lead(), 2, TeamFixture::alpha(12)), u"C.6"_s);
}

// A second lead: from a volunteer posing as the lead (refused by the signature), and from the
// lead's own key (a lead's copy whose team was edited with plain SQL): a merge leaves exactly one
// lead, never two and never none.
TEST_F(SignedChanges, AMemberRecordThatLeavesTwoLeadsOrNoneIsRefused)
{
    const Parts own = partsOf(readAll(team.path(u"v2.changes"_s)));
    MemberRecord promoted;
    promoted.uuid = volunteer2;
    promoted.name = u"Volunteer 2"_s;
    promoted.position = 3;
    promoted.isLead = true;
    promoted.labelColumn = 2;
    Parts forged;
    forged.header = withAuthor(own.header, lena);
    forged.records = {ChangeFile::encode(promoted)};
    const Error posing = refusedByLead(assemble(forged, keyIn(team.path(u"v2.taxonomist"_s))));
    EXPECT_TRUE(posing.what().contains(u"not signed by \"Lena\"'s key"_s))
        << posing.message().toStdString();

    const std::optional<SigningKey> leadKey = keyIn(team.leadPath());
    const Error twoLeads = refusedByLead(assemble(forged, leadKey));
    EXPECT_TRUE(twoLeads.what().contains(u"exactly one lead"_s))
        << twoLeads.message().toStdString();

    MemberRecord demoted;
    demoted.uuid = lena;
    demoted.name = u"Lena"_s;
    demoted.position = 4;
    forged.records = {ChangeFile::encode(demoted)};
    const Error noLead = refusedByLead(assemble(forged, leadKey));
    EXPECT_TRUE(noLead.what().contains(u"exactly one lead"_s)) << noLead.message().toStdString();
    auto lead = TeamRoster::lead(team.lead());
    ASSERT_TRUE(lead.ok() && lead->has_value());
    EXPECT_EQ((*lead)->name, u"Lena"_s);
}

// A summary one byte over the limit is refused by its field's name and line.
TEST_F(SignedChanges, ASummaryOverTheLimitIsRefusedByName)
{
    Parts big = partsOf(readAll(team.path(u"v2.changes"_s)));
    ASSERT_EQ(big.records.size(), 1);
    ASSERT_TRUE(big.records.first().contains("\"C.5\",\"\","));
    big.records.first().replace("\"C.5\",\"\",",
        "\"C.5\",\"" + QByteArray(InboundLimits::MaxContentBytes + 1, 'x') + "\",");
    const Error refused = refusedByLead(assemble(big, keyIn(team.path(u"v2.taxonomist"_s))));
    EXPECT_TRUE(refused.what().contains(u"\"summary\""_s))
        << refused.message().left(300).toStdString();
    EXPECT_EQ(refused.where().line, 2);
}

// A 100 MB summary: refused by name, reading the file once and never holding it many times over.
TEST_F(SignedChanges, AHundredMegabyteSummaryIsRefusedWithoutCopies)
{
    const Parts own = partsOf(readAll(team.path(u"v2.changes"_s)));
    ASSERT_EQ(own.records.size(), 1);
    const QByteArray line = own.records.first();
    const qsizetype at = line.indexOf("\"C.5\",\"\",") + 7;
    ASSERT_GT(at, 7);
    // Written piece by piece, so that the test itself never holds the 100 MB.
    const qint64 size = 100 * InboundLimits::MiB;
    const std::optional<SigningKey> key = keyIn(team.path(u"v2.taxonomist"_s));
    Sha256 sum;
    QFile file(team.path(u"huge.changes"_s));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    const auto put = [&](const QByteArray &bytes) {
        sum.add(bytes);
        return file.write(bytes) == bytes.size();
    };
    ASSERT_TRUE(put(own.header + '\n' + line.left(at)));
    const QByteArray chunk(InboundLimits::MiB, 'y');
    for (qint64 written = 0; written < size; written += chunk.size())
        ASSERT_TRUE(put(chunk));
    ASSERT_TRUE(put(line.mid(at) + '\n'));
    const QByteArray hex = sum.hex();
    QByteArray trailer = "{\"records\":1,\"sha256\":\"" + hex + "\"";
    if (key) {
        trailer += ",\"signature\":\""
            + key->sign("taxonomist-changes 2\n" + field(own.header, "project") + '\n'
                     + field(own.header, "author") + '\n' + hex)
                  .value()
            + "\"";
    }
    ASSERT_TRUE(file.write(trailer + "}\n") > 0);
    file.close();

    ASSERT_TRUE(team.lead().checkpoint().ok());
    const QString before = QString::fromLatin1(fileHash(team.leadPath()));
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    const qint64 peakBefore = qint64(usage.ru_maxrss) * 1024;
    const QDateTime started = QDateTime::currentDateTimeUtc();
    auto merged = team.merge(team.lead(), {u"huge.changes"_s});
    const qint64 seconds = started.secsTo(QDateTime::currentDateTimeUtc());
    getrusage(RUSAGE_SELF, &usage);
    const qint64 peakAfter = qint64(usage.ru_maxrss) * 1024;
    ASSERT_FALSE(merged.ok());
    EXPECT_TRUE(merged.error().what().contains(u"\"summary\""_s))
        << merged.error().message().left(300).toStdString();
    EXPECT_EQ(merged.error().where().line, 2);
    EXPECT_EQ(merged.error().where().file, team.path(u"huge.changes"_s));
    ASSERT_TRUE(team.lead().checkpoint().ok());
    EXPECT_EQ(QString::fromLatin1(fileHash(team.leadPath())), before);
    EXPECT_LT(seconds, 30);
#if !defined(__SANITIZE_ADDRESS__)
    // The file is read into memory once (its checksum is checked before anything else); the
    // summary is never copied out of it.
    EXPECT_LT(peakAfter - peakBefore, 2 * size) << "peak grew by " << (peakAfter - peakBefore);
#else
    (void)peakAfter;
    (void)peakBefore;
#endif
}
