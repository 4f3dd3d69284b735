// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/issueurl.h"
#include "testpaths.h"

#include <gtest/gtest.h>

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
