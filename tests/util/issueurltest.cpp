// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/issueurl.h"
#include "testpaths.h"

#include <QDirIterator>
#include <QRegularExpression>

#include <gtest/gtest.h>

#include <random>
#include <tuple>

using namespace taxonomist::core;
using namespace Qt::StringLiterals;

TEST(IssueUrl, ParsesGithubIssueAndPullRequest)
{
    const auto issue = IssueUrl::parse(u"https://github.com/pytorch/pytorch/issues/116576"_s);
    ASSERT_TRUE(issue);
    EXPECT_EQ(issue->host, u"github.com"_s);
    EXPECT_EQ(issue->owner, u"pytorch"_s);
    EXPECT_EQ(issue->repo, u"pytorch"_s);
    EXPECT_EQ(issue->number, u"116576"_s);
    EXPECT_FALSE(issue->isPullRequest);
    const auto pull = IssueUrl::parse(u"https://github.com/NVIDIA/Megatron-LM/pull/42"_s);
    ASSERT_TRUE(pull);
    EXPECT_TRUE(pull->isPullRequest);
}

TEST(IssueUrl, ParsesGiteeIds)
{
    const auto issue = IssueUrl::parse(u"https://gitee.com/mindspore/mindspore/issues/I71V26"_s);
    ASSERT_TRUE(issue);
    EXPECT_TRUE(issue->isGitee());
    EXPECT_EQ(issue->number, u"I71V26"_s);
}

TEST(IssueUrl, RejectsWhatIsNotAnIssueLink)
{
    for (const QString &text : {u""_s, u"not a url"_s, u"https://github.com/pytorch/pytorch"_s,
             u"https://github.com/pytorch/pytorch/issues/12a"_s,
             u"https://github.com/pytorch/pytorch/issues/1 "_s,
             u"ftp://github.com/a/b/issues/1"_s}) {
        EXPECT_FALSE(IssueUrl::parse(text)) << text.toStdString();
    }
}

namespace {

// What IssueUrl::parse answered while it matched this pattern; it now reads the link by hand.
std::optional<IssueUrl> parseByPattern(const QString &url)
{
    static const QRegularExpression pattern(
        u"^https?://([A-Za-z0-9.-]+)/([A-Za-z0-9_.-]+)/([A-Za-z0-9_.-]+)/(issues|pulls?)/([A-Za-z0-9]+)/?$"_s);
    const QRegularExpressionMatch match = pattern.match(url);
    if (!match.hasMatch())
        return std::nullopt;
    IssueUrl result;
    result.host = match.captured(1).toLower();
    result.owner = match.captured(2);
    result.repo = match.captured(3);
    result.isPullRequest = match.capturedView(4) != u"issues"_s;
    result.number = match.captured(5);
    if (result.host == u"github.com"_s) {
        bool isNumber = false;
        result.number.toULongLong(&isNumber);
        if (!isNumber)
            return std::nullopt;
    }
    return result;
}

void expectSameAnswer(const QString &url)
{
    const auto expected = parseByPattern(url);
    const auto parsed = IssueUrl::parse(url);
    const auto spans = IssueUrl::locate(url);
    ASSERT_EQ(parsed.has_value(), expected.has_value()) << url.toStdString();
    ASSERT_EQ(spans.has_value(), expected.has_value()) << url.toStdString();
    // The link as UTF-8 bytes (a year file's line) gives the same spans.
    const QByteArray utf8 = url.toUtf8();
    const auto byteSpans = IssueUrl::locate(QByteArrayView(utf8));
    ASSERT_EQ(byteSpans.has_value(), expected.has_value()) << url.toStdString();
    if (!expected)
        return;
    EXPECT_EQ(std::tuple(byteSpans->hostFrom, byteSpans->hostSize, byteSpans->ownerFrom,
                  byteSpans->ownerSize, byteSpans->repoFrom, byteSpans->repoSize,
                  byteSpans->numberFrom, byteSpans->numberSize, byteSpans->isPullRequest),
        std::tuple(spans->hostFrom, spans->hostSize, spans->ownerFrom, spans->ownerSize,
            spans->repoFrom, spans->repoSize, spans->numberFrom, spans->numberSize,
            spans->isPullRequest))
        << url.toStdString();
    // The spans are positions in the link's UTF-8 bytes too (an import slices those).
    EXPECT_EQ(utf8.mid(spans->hostFrom, spans->hostSize).toLower(), expected->host.toUtf8())
        << url.toStdString();
    EXPECT_EQ(utf8.mid(spans->ownerFrom, spans->ownerSize), expected->owner.toUtf8())
        << url.toStdString();
    EXPECT_EQ(utf8.mid(spans->repoFrom, spans->repoSize), expected->repo.toUtf8())
        << url.toStdString();
    EXPECT_EQ(utf8.mid(spans->numberFrom, spans->numberSize), expected->number.toUtf8())
        << url.toStdString();
    EXPECT_EQ(spans->isPullRequest, expected->isPullRequest) << url.toStdString();
    EXPECT_EQ(parsed->host, expected->host) << url.toStdString();
    EXPECT_EQ(parsed->owner, expected->owner) << url.toStdString();
    EXPECT_EQ(parsed->repo, expected->repo) << url.toStdString();
    EXPECT_EQ(parsed->number, expected->number) << url.toStdString();
    EXPECT_EQ(parsed->isPullRequest, expected->isPullRequest) << url.toStdString();
}

} // namespace

TEST(IssueUrl, ParsesWhatThePatternMatched)
{
    // Edges of the pattern one by one, then links put together at random from the pieces a link
    // is made of and the characters that break one.
    for (const QString &url :
        {u"https://github.com/a/b/issues/1\n"_s, u"https://github.com/a/b/issues/1/\n"_s,
            u"https://github.com/a/b/issues/1\n\n"_s, u"https://github.com/a/b/issues/1//"_s,
            u"https://github.com/a/b/issues//"_s, u"http://GitHub.COM/a/b/pulls/7/"_s,
            u"HTTPS://github.com/a/b/issues/1"_s, u"https://github.com/a/b/issue/1"_s,
            u"https://github.com/a/b/pull/18446744073709551615"_s,
            u"https://github.com/a/b/pull/18446744073709551616"_s,
            u"https://gitee.com/a_b/c.d-e/issues/I7Z"_s, u"https://git_hub.com/a/b/issues/1"_s,
            u"https://github.com/a/b/c/issues/1"_s, u"https://github.com//b/issues/1"_s,
            u"https://github.com/a/b/issues/\u00e9"_s, u"https://github.com/a/b/issues/1\r\n"_s}) {
        expectSameAnswer(url);
    }
    const QStringList pieces {u"https://"_s, u"http://"_s, u"https:/"_s, u"github.com"_s,
        u"GitHub.com"_s, u"gitee.com"_s, u"/"_s, u"//"_s, u"issues"_s, u"pull"_s, u"pulls"_s,
        u"issue"_s, u"pytorch"_s, u"a_b"_s, u"x.y-z"_s, u"42"_s, u"007"_s, u"I71V26"_s,
        u"99999999999999999999"_s, u"_"_s, u"."_s, u"-"_s, u" "_s, u"\n"_s, u"\r"_s, u"\u00e9"_s,
        u"?"_s, u"#"_s, u"%"_s};
    const QStringList shapes {
        u"%1%2/%3/%4/%5/%6"_s, u"%1%2/%3/%4/%5/%6/"_s, u"%1%2/%3/%4/%5/%6\n"_s};
    std::mt19937 random(20261126);
    const auto piece = [&] { return pieces[qsizetype(random() % pieces.size())]; };
    const auto some = [&] {
        QString text = piece();
        while (random() % 3 == 0)
            text += piece();
        return text;
    };
    int matched = 0;
    for (int i = 0; i < 20000; ++i) {
        QString url;
        if (i % 2 == 0) {
            // Mostly well formed, one part at a time replaced by anything.
            QStringList parts {
                u"https://"_s, u"github.com"_s, u"pytorch"_s, u"vision"_s, u"issues"_s, u"123"_s};
            parts[qsizetype(random() % parts.size())] = some();
            url = shapes[qsizetype(random() % shapes.size())].arg(
                parts[0], parts[1], parts[2], parts[3], parts[4], parts[5]);
        } else {
            for (int n = 0; n < 10; ++n)
                url += piece();
        }
        matched += parseByPattern(url) ? 1 : 0;
        expectSameAnswer(url);
        if (testing::Test::HasFailure())
            return;
    }
    EXPECT_GT(matched, 1000); // the random links are not all refused

    // And every link of the published study.
    if (taxonomist::test::studyDir().isEmpty())
        return;
    QDirIterator csvs(
        taxonomist::test::studyDir(), {u"*.csv"_s}, QDir::Files, QDirIterator::Subdirectories);
    int links = 0;
    while (csvs.hasNext()) {
        QFile file(csvs.next());
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        while (!file.atEnd()) {
            const QString url = QString::fromUtf8(file.readLine().split(',').first()).trimmed();
            if (url.startsWith(u"http"_s)) {
                expectSameAnswer(url);
                ++links;
            }
        }
    }
    EXPECT_GT(links, 38000);
}
