// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

struct KeywordList
{
    QString name; // "pytorch" for `pytorch_keywords = [...]`
    QStringList keywords; // distinct, in first-seen order
    int listed = 0; // entries in the file, repeats included
    int line = 0;
};

// Reads the study's `filter_keywords` file: Python list literals `NAME_keywords = ['a', "b"]`
// with single- or double-quoted strings, comments and any line breaks.
class KeywordListParser final
{
public:
    static Result<QList<KeywordList>> parse(const QByteArray &data, const QString &fileName);
};

} // namespace taxonomist::core
