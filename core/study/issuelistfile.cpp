// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "issuelistfile.h"

#include "store/issueadder.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "studylimits.h"
#include "util/coretext.h"
#include "util/inputtext.h"
#include "util/issueurl.h"
#include "util/untrustedfile.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<IssueListSummary> IssueListFile::add(
    ProjectStore &store, const QString &path, const QString &framework, const QString &actor)
{
    auto text = UntrustedFile::readUtf8(path, StudyLimits::MaxListFileBytes);
    if (!text)
        return text.error();
    // Every line is checked before anything is written.
    struct Line
    {
        QString url;
        IssueUrl parts;
    };
    QList<Line> urls;
    const QStringList lines = text->split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString url = lines[i].trimmed();
        if (url.isEmpty() || url.startsWith(u'#'))
            continue;
        const auto parts = IssueUrl::parse(url);
        if (!parts || (parts->host != u"github.com"_s && parts->host != u"gitee.com"_s)
            || parts->owner == u"."_s || parts->owner == u".."_s || parts->repo == u"."_s
            || parts->repo == u".."_s)
            return Error(
                CoreText::tr("not a GitHub or Gitee issue URL: %1").arg(quotedForMessage(url)),
                {path, int(i + 1), int(lines[i].indexOf(url) + 1)});
        urls.append({url, *parts});
    }
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    SqliteStatement find(store.handle(), "SELECT id FROM frameworks WHERE name = ?");
    find.bind(1, framework);
    if (!find.next()) {
        if (auto status = find.readStatus(); !status)
            return status.error();
        return Error(
            CoreText::tr("the project has no framework %1").arg(quotedForMessage(framework)),
            {store.path(), 0, 0});
    }
    IssueAdder adder(store, find.integer(0));
    IssueListSummary summary;
    for (const Line &line : std::as_const(urls)) {
        ++summary.listed;
        auto added = adder.add(line.url, line.parts, std::nullopt);
        if (!added)
            return added.error();
        if (*added)
            ++summary.added;
        else
            ++summary.alreadyInProject;
    }
    const QJsonObject detail {{u"framework"_s, framework}, {u"file"_s, path},
        {u"added"_s, summary.added}, {u"already_in_project"_s, summary.alreadyInProject}};
    if (auto status = store.audit(actor, u"issues-add"_s, 0,
            QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
        !status)
        return status.error();
    if (auto status = transaction.commit(); !status)
        return status.error();
    return summary;
}

} // namespace taxonomist::core
