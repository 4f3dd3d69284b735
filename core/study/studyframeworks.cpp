// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "studyframeworks.h"

#include "keywordlistparser.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "studylimits.h"
#include "util/coretext.h"
#include "util/inputtext.h"
#include "util/storedname.h"
#include "util/untrustedfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// GitHub's and Gitee's rules for owner and repository names, roughly: what may appear in a URL
// path segment without escaping, and never "." or "..".
bool isRepositoryPart(const QString &part)
{
    static const QRegularExpression pattern(u"^[A-Za-z0-9_.-]{1,100}$"_s);
    return pattern.match(part).hasMatch() && part != u"."_s && part != u".."_s;
}

bool isListName(const QString &name)
{
    static const QRegularExpression pattern(
        u"^\\w+$"_s, QRegularExpression::UseUnicodePropertiesOption);
    return pattern.match(name).hasMatch();
}

} // namespace

Result<FrameworkRepository> FrameworkRepository::parse(const QString &spec, const QString &what)
{
    const qsizetype colon = spec.indexOf(u':');
    const QString kind = spec.left(colon).toLower();
    const QStringList parts = spec.mid(colon + 1).split(u'/');
    const auto refuse = [&] {
        return Error(CoreText::tr("%1: %2 is not github:OWNER/REPO or gitee:OWNER/REPO")
                         .arg(what, quotedForMessage(spec)));
    };
    if (colon < 0 || (kind != u"github"_s && kind != u"gitee"_s) || parts.size() != 2
        || !isRepositoryPart(parts[0]) || !isRepositoryPart(parts[1]))
        return refuse();
    return FrameworkRepository {
        kind == u"github"_s ? u"github.com"_s : u"gitee.com"_s, parts[0], parts[1]};
}

QString FrameworkRepository::spec() const
{
    return u"%1:%2/%3"_s.arg(isGitee() ? u"gitee"_s : u"github"_s, owner, name);
}

QString FrameworkRepository::issueUrl(const QString &number) const
{
    return u"https://%1/%2/%3/issues/%4"_s.arg(host, owner, name, number);
}

Result<QStringList> StudyFrameworks::readKeywordFile(const QString &path, const QString &framework)
{
    auto read = UntrustedFile::readUtf8(path, StudyLimits::MaxListFileBytes);
    if (!read)
        return read.error();
    const QString &text = *read;
    // The study's syntax starts (after comments) with NAME_keywords =.
    static const QRegularExpression listStart(u"^(?:\\s|#[^\\n]*\\n)*\\w+_keywords\\s*="_s,
        QRegularExpression::UseUnicodePropertiesOption);
    QStringList keywords;
    if (listStart.match(text).hasMatch()) {
        auto lists = KeywordListParser::parse(text.toUtf8(), path);
        if (!lists)
            return lists.error();
        const KeywordList *chosen = nullptr;
        for (const KeywordList &list : std::as_const(*lists)) {
            if (list.name.compare(framework, Qt::CaseInsensitive) == 0)
                chosen = &list;
        }
        if (!chosen && lists->size() == 1)
            chosen = &lists->first();
        if (!chosen)
            return Error(CoreText::tr("no list named %1_keywords among the file's %2 lists")
                             .arg(framework)
                             .arg(lists->size()),
                {path, 0, 0});
        keywords = chosen->keywords;
    } else {
        const QStringList lines = text.split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString keyword = lines[i].trimmed();
            if (keyword.isEmpty() || keyword.startsWith(u'#'))
                continue;
            for (qsizetype c = 0; c < keyword.size(); ++c) {
                if (keyword[c].category() == QChar::Other_Control)
                    return Error(CoreText::tr("a keyword holds a control character"),
                        {path, int(i + 1), int(lines[i].indexOf(keyword) + c + 1)});
            }
            if (!keywords.contains(keyword))
                keywords.append(keyword);
        }
    }
    if (keywords.isEmpty())
        return Error(
            CoreText::tr("no keyword in the file (--all-issues keeps every issue instead)"),
            {path, 0, 0});
    return keywords;
}

Status StudyFrameworks::check(const FrameworkDefinition &framework)
{
    if (auto status = StoredName::checkComponent(framework.name, CoreText::tr("framework name"));
        !status)
        return status;
    if (framework.repositories.isEmpty())
        return Error(CoreText::tr("framework %1 needs at least one repository")
                         .arg(quotedForMessage(framework.name)));
    if (!framework.keywords.isEmpty() && !isListName(framework.name))
        return Error(
            CoreText::tr("framework name %1: a framework with keywords is named by letters, digits "
                         "and '_' only (the study's filter_keywords calls its list NAME_keywords)")
                .arg(quotedForMessage(framework.name)));
    for (const QString &keyword : framework.keywords) {
        if (keyword.trimmed().isEmpty() || keyword.contains(u'\n') || keyword.contains(u'\r'))
            return Error(
                CoreText::tr("keyword %1 is empty or spans lines").arg(quotedForMessage(keyword)));
    }
    return success();
}

Result<qint64> StudyFrameworks::add(
    ProjectStore &store, const FrameworkDefinition &framework, const QString &actor)
{
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status.error();
    auto id = addInTransaction(store, framework, actor);
    if (!id)
        return id;
    if (auto status = transaction.commit(); !status)
        return status.error();
    return id;
}

Result<qint64> StudyFrameworks::addInTransaction(
    ProjectStore &store, const FrameworkDefinition &framework, const QString &actor)
{
    if (auto status = check(framework); !status)
        return status.error();
    sqlite3 *db = store.handle();
    SqliteStatement existing(db, "SELECT name FROM frameworks");
    qint64 count = 0;
    while (existing.next()) {
        ++count;
        if (existing.text(0).compare(framework.name, Qt::CaseInsensitive) == 0)
            return Error(CoreText::tr("the project has a framework %1 already")
                             .arg(quotedForMessage(existing.text(0))),
                {store.path(), 0, 0});
    }
    if (auto status = existing.readStatus(); !status)
        return status.error();
    if (count >= StudyLimits::MaxFrameworks)
        return Error(CoreText::tr("the project has %1 frameworks, the most it may have").arg(count),
            {store.path(), 0, 0});
    // Label1..LabelN in every framework: one column per volunteer of the team.
    SqliteStatement columns(db,
        "SELECT coalesce(max(label_column), 0), (SELECT coalesce(max(position), -1) + 1 FROM "
        "frameworks) FROM annotators");
    if (!columns.next()) {
        if (auto status = columns.readStatus(); !status)
            return status.error();
    }
    const qint64 labelColumns = columns.integer(0);
    const qint64 position = columns.integer(1);
    SqliteStatement insert(
        db, "INSERT INTO frameworks(name, position, label_columns) VALUES(?, ?, ?)");
    insert.bind(1, framework.name);
    insert.bind(2, position);
    insert.bind(3, labelColumns);
    if (auto status = insert.exec(); !status)
        return status.error();
    const qint64 id = insert.lastInsertId();
    SqliteStatement repository(db,
        "INSERT OR IGNORE INTO framework_repositories(framework_id, host, owner, name)"
        " VALUES(?, ?, ?, ?)");
    QJsonArray repositories;
    for (const FrameworkRepository &repo : framework.repositories) {
        repository.bind(1, id);
        repository.bind(2, repo.host);
        repository.bind(3, repo.owner);
        repository.bind(4, repo.name);
        if (auto status = repository.exec(); !status)
            return status.error();
        repositories.append(repo.spec());
    }
    SqliteStatement keyword(
        db, "INSERT INTO framework_keywords(framework_id, position, keyword) VALUES(?, ?, ?)");
    QStringList distinct;
    for (const QString &word : framework.keywords) {
        if (!distinct.contains(word))
            distinct.append(word);
    }
    for (qsizetype k = 0; k < distinct.size(); ++k) {
        keyword.bind(1, id);
        keyword.bind(2, qint64(k));
        keyword.bind(3, distinct[k]);
        if (auto status = keyword.exec(); !status)
            return status.error();
    }
    const QJsonObject detail {{u"framework"_s, framework.name}, {u"repositories"_s, repositories},
        {u"keywords"_s, distinct.size()}};
    if (auto status = store.audit(actor, u"framework-add"_s, 0,
            QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
        !status)
        return status.error();
    return id;
}

Result<QList<FrameworkDefinition>> StudyFrameworks::list(const ProjectStore &store)
{
    sqlite3 *db = store.handle();
    QList<FrameworkDefinition> frameworks;
    SqliteStatement query(db,
        "SELECT id, name, (SELECT count(*) FROM issues i WHERE i.framework_id = f.id)"
        " FROM frameworks f ORDER BY position");
    while (query.next())
        frameworks.append({query.integer(0), query.text(1), {}, {}, query.integer(2)});
    if (auto status = query.readStatus(); !status)
        return status.error();
    SqliteStatement repositories(db,
        "SELECT host, owner, name FROM framework_repositories WHERE framework_id = ?"
        " ORDER BY host, owner, name");
    SqliteStatement keywords(
        db, "SELECT keyword FROM framework_keywords WHERE framework_id = ? ORDER BY position");
    for (FrameworkDefinition &framework : frameworks) {
        repositories.reset();
        repositories.bind(1, framework.id);
        while (repositories.next())
            framework.repositories.append(
                {repositories.text(0), repositories.text(1), repositories.text(2)});
        if (auto status = repositories.readStatus(); !status)
            return status.error();
        keywords.reset();
        keywords.bind(1, framework.id);
        while (keywords.next())
            framework.keywords.append(keywords.text(0));
        if (auto status = keywords.readStatus(); !status)
            return status.error();
    }
    return frameworks;
}

} // namespace taxonomist::core
