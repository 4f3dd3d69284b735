// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "jsontypeconfusion.h"

#include "util/inboundlimits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace taxonomist::test::fuzz {

namespace {

QJsonValue tooDeep()
{
    QJsonValue value = QJsonArray {1};
    for (int level = 1; level <= core::InboundLimits::MaxNestingDepth; ++level)
        value = QJsonArray {value};
    return value;
}

QList<QJsonValue> replacements()
{
    return {QJsonValue(QJsonValue::Null), QJsonValue(true), QJsonValue(0), QJsonValue(-1),
        QJsonValue(1e308), QJsonValue(u""_s), QJsonValue(u"x"_s), QJsonValue(QJsonArray {}),
        QJsonValue(QJsonObject {}), tooDeep()};
}

QByteArray serialised(const QJsonValue &root)
{
    if (root.isObject())
        return QJsonDocument(root.toObject()).toJson(QJsonDocument::Compact);
    if (root.isArray())
        return QJsonDocument(root.toArray()).toJson(QJsonDocument::Compact);
    // QJsonDocument holds objects and lists only: a replaced root is written by hand.
    const QByteArray wrapped = QJsonDocument(QJsonArray {root}).toJson(QJsonDocument::Compact);
    return wrapped.mid(1, wrapped.size() - 2);
}

QString generalised(QString path)
{
    static const QRegularExpression index(u"\\[\\d+\\]"_s);
    static const QRegularExpression alias(u"\\.i\\d+(?=\\.|$)"_s);
    return path.replace(index, u"[]"_s).replace(alias, u".i#"_s);
}

void visitValue(const QJsonValue &value, const QString &path, const QString &key,
    const std::function<QJsonValue(const QJsonValue &)> &rebuild,
    const std::function<void(const TypeConfusion &)> &visit)
{
    const QList<QJsonValue> others = replacements();
    for (qsizetype r = 0; r < others.size(); ++r) {
        const bool isTooDeep = r == others.size() - 1;
        visit({serialised(rebuild(others[r])), generalised(path), key, others[r], isTooDeep});
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString child = it.key();
            visitValue(
                it.value(), path + u'.' + child, child,
                [&](const QJsonValue &replaced) {
                    QJsonObject copy = object;
                    copy.insert(child, replaced);
                    return rebuild(copy);
                },
                visit);
        }
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            visitValue(
                array.at(i), path + u"[%1]"_s.arg(i), key,
                [&](const QJsonValue &replaced) {
                    QJsonArray copy = array;
                    copy.replace(i, replaced);
                    return rebuild(copy);
                },
                visit);
        }
    }
}

// Whether a message names the field `key`; a GraphQL alias (i129) is named by its issue.
bool names(const QString &failure, const QString &key)
{
    static const QRegularExpression alias(u"^i(\\d+)$"_s);
    if (const auto match = alias.match(key); match.hasMatch())
        return failure.contains(u"issue "_s + match.captured(1));
    return failure.contains(key);
}

} // namespace

void forEachTypeConfusion(
    const QJsonValue &document, const std::function<void(const TypeConfusion &)> &visit)
{
    visitValue(
        document, u"$"_s, QString(), [](const QJsonValue &replaced) { return replaced; }, visit);
}

QList<QByteArray> jsonTokens()
{
    return {"{", "}", "[", "]", ":", ",", "null", "true", "false", "0", "-1", "1e308", "-0",
        "1e999", "\"\"", "\"x\"", "\"\\u0000\"", "\"\\ud800\"", "\\", "\\u", "[[[[[[[[", "]]]]]]]]",
        "{\"a\":", "\"title\":", "\"body\":", "\"comments\":", "\"labels\":", "\"login\":",
        "\"nodes\":", "\"data\":", "\"errors\":"};
}

std::string checkOutcome(
    const TypeConfusion &confusion, const ReadFields &reads, const QString &failure, bool failed)
{
    const auto spec = reads.constFind(confusion.path);
    const QJsonValue::Type type = confusion.replacement.type();
    if (confusion.isTooDeep) {
        if (!failed || !failure.contains(u"nested deeper than"_s))
            return "a document nested too deep was not refused as such";
        return {};
    }
    if (spec != reads.cend()) {
        const bool wrongType
            = type == QJsonValue::Null ? !spec->nullable : !spec->types.contains(type);
        if (wrongType && !failed)
            return "a value of the wrong type was read";
    }
    if (failed) {
        if (failure.trimmed().isEmpty())
            return "an error without a message";
        if (!confusion.key.isEmpty() && !names(failure, confusion.key))
            return "an error that does not name the field: " + failure.toStdString();
    }
    return {};
}

} // namespace taxonomist::test::fuzz
