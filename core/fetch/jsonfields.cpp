// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "jsonfields.h"

#include "util/coretext.h"
#include "util/inboundlimits.h"
#include "util/inputtext.h"
#include "util/jsonnesting.h"

#include <QJsonDocument>

#include <cmath>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<QJsonValue> JsonFields::parse(QByteArrayView json)
{
    if (const auto deep = firstTooDeep(json, InboundLimits::MaxNestingDepth)) {
        return Error(CoreText::tr("malformed JSON: nested deeper than %1 levels at offset %2")
                         .arg(InboundLimits::MaxNestingDepth)
                         .arg(*deep));
    }
    QJsonParseError error;
    const QJsonDocument document
        = QJsonDocument::fromJson(QByteArray::fromRawData(json.data(), json.size()), &error);
    if (error.error != QJsonParseError::NoError)
        return Error(CoreText::tr("malformed JSON: %1 at offset %2")
                         .arg(error.errorString())
                         .arg(error.offset));
    if (document.isObject())
        return QJsonValue(document.object());
    if (document.isArray())
        return QJsonValue(document.array());
    return Error(CoreText::tr("malformed JSON: neither an object nor a list"));
}

qint64 JsonFields::utf8Bytes(QStringView text)
{
    qint64 bytes = 0;
    for (const QChar c : text) {
        const char16_t unit = c.unicode();
        // A surrogate pair is one four-byte character: two bytes for each half.
        bytes += unit < 0x80 ? 1 : unit < 0x800 ? 2 : c.isSurrogate() ? 2 : 3;
    }
    return bytes;
}

JsonFields::JsonFields(QString where)
    : m_where(std::move(where))
{ }

QString JsonFields::typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Bool:
        return u"true/false"_s;
    case QJsonValue::Double:
        return CoreText::tr("a number");
    case QJsonValue::String:
        return CoreText::tr("text");
    case QJsonValue::Array:
        return CoreText::tr("a list");
    case QJsonValue::Object:
        return CoreText::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return CoreText::tr("missing");
}

void JsonFields::fail(const QString &field, const QString &problem)
{
    if (m_error)
        return;
    // Field names come from our own code, but a label or list index may be remote: keep it safe.
    m_error = (m_where.isEmpty() ? QString() : m_where + u": "_s) + quotedForMessage(field, 60)
        + u' ' + problem;
}

void JsonFields::mismatch(const QString &field, const QJsonValue &value, const QString &expected)
{
    fail(field, CoreText::tr("is %1, expected %2").arg(typeName(value), expected));
}

Error JsonFields::error() const
{
    return Error(CoreText::tr("unexpected JSON: %1").arg(m_error.value_or(QString())));
}

QString JsonFields::text(const QJsonObject &object, const QString &key)
{
    const QJsonValue value = object.value(key);
    if (value.isString())
        return value.toString();
    if (!value.isNull() && !value.isUndefined())
        mismatch(key, value, CoreText::tr("text"));
    return QString(u""_s);
}

QString JsonFields::requiredText(const QJsonObject &object, const QString &key)
{
    const QJsonValue value = object.value(key);
    if (!value.isString()) {
        mismatch(key, value, CoreText::tr("text"));
        return QString(u""_s);
    }
    return value.toString();
}

qint64 JsonFields::count(const QJsonObject &object, const QString &key, qint64 max)
{
    const QJsonValue value = object.value(key);
    if (value.isNull() || value.isUndefined())
        return 0;
    if (!value.isDouble()) {
        mismatch(key, value, CoreText::tr("a count"));
        return 0;
    }
    const double number = value.toDouble();
    // toInt() would make 1e30 or 2^32 a quiet 0 (and skip the comments).
    if (!std::isfinite(number) || number != std::floor(number) || number < 0
        || number > double(max)) {
        fail(key,
            CoreText::tr("is %1, expected a count from 0 to %2").arg(number, 0, 'g', 15).arg(max));
        return 0;
    }
    return qint64(number);
}

qint64 JsonFields::requiredNumber(const QJsonObject &object, const QString &key, qint64 max)
{
    const QJsonValue value = object.value(key);
    if (!value.isDouble()) {
        mismatch(key, value, CoreText::tr("a number"));
        return 0;
    }
    const double number = value.toDouble();
    if (!std::isfinite(number) || number != std::floor(number) || number < 1
        || number > double(max)) {
        fail(key,
            CoreText::tr("is %1, expected a whole number from 1 to %2")
                .arg(number, 0, 'g', 15)
                .arg(max));
        return 0;
    }
    return qint64(number);
}

bool JsonFields::flag(const QJsonObject &object, const QString &key)
{
    const QJsonValue value = object.value(key);
    if (value.isBool())
        return value.toBool();
    if (!value.isNull() && !value.isUndefined())
        mismatch(key, value, CoreText::tr("true or false"));
    return false;
}

QJsonObject JsonFields::object(const QJsonObject &object, const QString &key)
{
    const QJsonValue value = object.value(key);
    if (value.isObject())
        return value.toObject();
    if (!value.isNull() && !value.isUndefined())
        mismatch(key, value, CoreText::tr("an object"));
    return {};
}

QJsonArray JsonFields::array(const QJsonObject &object, const QString &key)
{
    const QJsonValue value = object.value(key);
    if (value.isArray())
        return value.toArray();
    if (!value.isNull() && !value.isUndefined())
        mismatch(key, value, CoreText::tr("a list"));
    return {};
}

QString JsonFields::login(const QJsonObject &object, const QString &key)
{
    const QJsonObject user = this->object(object, key);
    const QJsonValue value = user.value(u"login"_s);
    if (value.isString())
        return value.toString();
    if (!value.isNull() && !value.isUndefined())
        mismatch(key + u".login"_s, value, CoreText::tr("text"));
    return QString(u""_s);
}

QStringList JsonFields::labelNames(const QJsonArray &labels, const QString &key)
{
    QStringList names;
    for (qsizetype i = 0; i < labels.size(); ++i) {
        const QJsonValue label = labels.at(i);
        QJsonValue name = label;
        if (label.isObject())
            name = label.toObject().value(u"name"_s);
        if (!name.isString()) {
            mismatch(u"%1[%2]%3"_s.arg(key).arg(i).arg(label.isObject() ? u".name"_s : QString()),
                name, CoreText::tr("text"));
            return {};
        }
        if (!name.toString().isEmpty())
            names.append(name.toString());
    }
    return names;
}

} // namespace taxonomist::core
