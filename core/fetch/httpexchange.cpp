// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "httpexchange.h"
#include "util/coretext.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

QString serviceName(ApiService service)
{
    switch (service) {
    case ApiService::GitHub:
    case ApiService::GitHubGraphQl:
        return u"GitHub"_s;
    case ApiService::Gitee:
        return u"Gitee"_s;
    }
    return QString();
}

QUrl withApiPath(QUrl base, const QString &suffix)
{
    QString path = base.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    base.setPath(path + suffix);
    return base;
}

QString HttpResponse::runStopReason(const QString &service) const
{
    if (unreachable)
        return CoreText::tr("cannot reach %1: %2 — working offline?").arg(url.host(), errorText);
    if (stopsRun)
        return errorText;
    if (status == 401)
        return CoreText::tr("the %1 token was rejected: %2").arg(service, describe());
    return QString();
}

QByteArray HttpResponse::header(QByteArrayView name) const
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return QByteArray();
}

QString HttpResponse::describe() const
{
    if (timedOut)
        return u"timed out"_s;
    if (status == 0 || stopsRun)
        return errorText.isEmpty() ? u"no answer"_s : errorText;
    QString text = u"HTTP %1"_s.arg(status);
    if (!message.isEmpty())
        text += u": "_s + message;
    return text;
}

QString HttpResponse::messageOf(const QByteArray &body)
{
    // Hosts explain errors in a JSON "message"; it is remote text, so only a line of it is kept.
    const QJsonObject json = QJsonDocument::fromJson(body).object();
    QString text = json.value(u"message"_s).toString().simplified().left(200);
    // Control and format characters (escape sequences, bidi overrides) could rewrite a terminal
    // line or forge a log entry.
    for (QChar &c : text) {
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            c = u'?';
    }
    return text;
}

} // namespace taxonomist::core
