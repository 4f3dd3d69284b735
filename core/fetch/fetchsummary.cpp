// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fetchsummary.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

QString FetchSummary::toText() const
{
    QString text;
    for (FetchState state : {FetchState::Fetched, FetchState::Unchanged, FetchState::Moved,
             FetchState::Missing, FetchState::Gone, FetchState::Forbidden, FetchState::Failed}) {
        text += u"%1 %2\n"_s.arg(fetchStateName(state).leftJustified(10)).arg(count(state));
    }
    for (auto it = failures.cbegin(); it != failures.cend(); ++it)
        text += u"  %1 x %2\n"_s.arg(it.value()).arg(it.key());
    text += u"requests   %1 in %2 s\n"_s.arg(requests).arg(double(elapsedMs) / 1000.0, 0, 'f', 1);
    if (isCancelled)
        text += u"cancelled: run the same fetch again to resume\n"_s;
    if (!error.isEmpty())
        text += u"stopped: %1\n"_s.arg(error);
    return text;
}

QJsonObject FetchSummary::toJson() const
{
    QJsonObject json;
    for (FetchState state : {FetchState::Fetched, FetchState::Unchanged, FetchState::Moved,
             FetchState::Missing, FetchState::Gone, FetchState::Forbidden, FetchState::Failed})
        json.insert(fetchStateName(state), count(state));
    QJsonArray reasons;
    for (auto it = failures.cbegin(); it != failures.cend(); ++it)
        reasons.append(QJsonObject {{u"reason"_s, it.key()}, {u"issues"_s, it.value()}});
    json.insert(u"failures"_s, reasons);
    json.insert(u"requests"_s, requests);
    json.insert(u"cancelled"_s, isCancelled);
    json.insert(u"error"_s, error.isEmpty() ? QJsonValue() : QJsonValue(error));
    return json;
}

} // namespace taxonomist::core
