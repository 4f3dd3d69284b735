// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "storedname.h"

#include "inputtext.h"
#include "util/coretext.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

constexpr int MaxComponentChars = 200;
constexpr int MaxPathChars = 1000;
constexpr int MaxDepth = 16;

Error refused(const QString &what, const QString &name, const QString &why)
{
    return Error(u"%1 %2 %3"_s.arg(what, quotedForMessage(name), why));
}

} // namespace

Status StoredName::checkComponent(const QString &name, const QString &what)
{
    if (name.isEmpty())
        return Error(CoreText::tr("%1 is empty").arg(what));
    if (name.size() > MaxComponentChars)
        return refused(
            what, name, CoreText::tr("is longer than %1 characters").arg(MaxComponentChars));
    if (name == u"."_s || name == u".."_s)
        return refused(what, name, CoreText::tr("is not a name"));
    for (const QChar c : name) {
        if (c == u'/' || c == u'\\')
            return refused(what, name, CoreText::tr("contains a path separator"));
        if (c.unicode() < 0x20 || c.unicode() == 0x7F)
            return refused(what, name, CoreText::tr("contains a control character"));
    }
    if (name.front().isSpace() || name.back().isSpace())
        return refused(what, name, CoreText::tr("starts or ends with a space"));
    return success();
}

Status StoredName::checkRelativePath(const QString &path, const QString &what)
{
    if (path.isEmpty())
        return Error(CoreText::tr("%1 is empty").arg(what));
    if (path.size() > MaxPathChars)
        return refused(what, path, CoreText::tr("is longer than %1 characters").arg(MaxPathChars));
    if (path.startsWith(u'/') || path.startsWith(u'\\') || (path.size() >= 2 && path[1] == u':'))
        return refused(what, path, CoreText::tr("is an absolute path"));
    const QStringList parts = path.split(u'/');
    if (parts.size() > MaxDepth)
        return refused(what, path, CoreText::tr("is more than %1 folders deep").arg(MaxDepth));
    for (const QString &part : parts) {
        if (part == u".."_s)
            return refused(what, path, CoreText::tr("leaves its folder (\"..\")"));
        if (auto status = checkComponent(part, what); !status)
            return refused(
                what, path, CoreText::tr("has a bad part: %1").arg(status.error().what()));
    }
    return success();
}

Result<QString> StoredName::resolveInside(
    const QString &folder, const QString &relativePath, const QString &what)
{
    if (auto status = checkRelativePath(relativePath, what); !status)
        return status.error();
    const QString root = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    const QString joined = QDir::cleanPath(root + u'/' + relativePath);
    if (!joined.startsWith(root + u'/'))
        return refused(what, relativePath, u"resolves outside %1"_s.arg(root));
    return joined;
}

} // namespace taxonomist::core
