// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "changeset.h"

#include "store/projectidentity.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

QString ChangeHeader::kindKey(Kind kind)
{
    switch (kind) {
    case Kind::Changes:
        return u"changes"_s;
    case Kind::Update:
        return u"update"_s;
    case Kind::Package:
        return u"package"_s;
    }
    return {};
}

std::optional<ChangeHeader::Kind> ChangeHeader::kindFromKey(const QString &key)
{
    for (const Kind kind : {Kind::Changes, Kind::Update, Kind::Package}) {
        if (kindKey(kind) == key)
            return kind;
    }
    return std::nullopt;
}

namespace RowUuid {

QString label(const QString &issue, const QString &annotator)
{
    return ProjectIdentity::derivedUuid(u"label:"_s + issue + u'/' + annotator);
}

QString finalLabel(const QString &issue)
{
    return ProjectIdentity::derivedUuid(u"final_label:"_s + issue);
}

QString assignment(const QString &issue, const QString &annotator)
{
    return ProjectIdentity::derivedUuid(u"assignment:"_s + issue + u'/' + annotator);
}

QString vote(const QString &proposal, const QString &annotator)
{
    return ProjectIdentity::derivedUuid(u"vote:"_s + proposal + u'/' + annotator);
}

} // namespace RowUuid

} // namespace taxonomist::core
