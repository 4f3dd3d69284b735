// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArrayView>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace taxonomist::core {

// Reads the fields of a remote JSON object with their types checked. Remote answers are
// untrusted: a title that is a number, a body that is an object or a comment count of 1e30 must
// fail the issue with a reason naming the field, never become an empty field reported "fetched".
// The first mismatch is kept (later reads return empty values); error() tells.
class JsonFields final
{
public:
    // `where` prefixes the reason ("comment 3", "issue 129"); empty for the document itself.
    explicit JsonFields(QString where = QString());

    // Text, or "" for null or a missing key; anything else is an error.
    QString text(const QJsonObject &object, const QString &key);
    // Text that must be there (title).
    QString requiredText(const QJsonObject &object, const QString &key);
    // A whole number in [0, max]; null or missing is 0.
    qint64 count(const QJsonObject &object, const QString &key, qint64 max);
    // A whole number in [1, max] that must be there (an issue number).
    qint64 requiredNumber(const QJsonObject &object, const QString &key, qint64 max);
    bool flag(const QJsonObject &object, const QString &key);
    // An object, or an empty one for null or a missing key.
    QJsonObject object(const QJsonObject &object, const QString &key);
    // A list, or an empty one for null or a missing key.
    QJsonArray array(const QJsonObject &object, const QString &key);
    // `key.login` where `key` is a user object or null (a deleted account).
    QString login(const QJsonObject &object, const QString &key);
    // Label names from a list of label objects (or of names).
    QStringList labelNames(const QJsonArray &labels, const QString &key);
    // Records a mismatch found by the caller.
    void fail(const QString &field, const QString &problem);

    bool ok() const { return !m_error.has_value(); }
    // "unexpected JSON: comment 3: \"body\" is an object, expected text"
    Error error() const;

    // "a number", "an object", ...: for messages.
    static QString typeName(const QJsonValue &value);
    // The document's root, or an error naming what is wrong and where: malformed JSON (with its
    // offset), arrays and objects nested deeper than InboundLimits::MaxNestingDepth (looked for
    // before Qt parses, which itself only stops at 1024 levels), or a root that is not an object
    // or a list.
    static Result<QJsonValue> parse(QByteArrayView json);
    // Bytes `text` takes in UTF-8, counted without converting it.
    static qint64 utf8Bytes(QStringView text);
    // The largest comment count believed (GitHub's longest threads hold a few thousand).
    static constexpr qint64 maxCount = 1000000;

private:
    void mismatch(const QString &field, const QJsonValue &value, const QString &expected);

    QString m_where;
    std::optional<QString> m_error;
};

} // namespace taxonomist::core
