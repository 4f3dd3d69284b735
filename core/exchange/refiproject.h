// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace taxonomist::core {

// What Taxonomist reads and writes of REFI-QDA 1.5 (docs/interviews.md lists what it leaves out):
// the codebook, users, variables and cases, text sources with their selections and codings,
// notes and sets. GUIDs are kept as the file has them; positions are code points, end exclusive.
struct RefiCode
{
    QString guid;
    QString name;
    QString description;
    QString color; // "#RRGGBB" or empty
    bool codable = true;
    QList<RefiCode> children;
};

struct RefiUser
{
    QString guid;
    QString name;
};

struct RefiCoding
{
    QString guid;
    QString codeGuid;
    QString user; // GUID of the user who coded, or empty
    QString created;
};

struct RefiSelection
{
    QString guid;
    QString name;
    qint64 start = 0;
    qint64 end = 0;
    QString user;
    QString created;
    QString description; // a memo
    QList<RefiCoding> codings;
    QStringList notes; // GUIDs of notes about it
};

struct RefiTextSource
{
    QString guid;
    QString name;
    QString plainTextPath; // "internal://<file>" inside the .qdpx; empty when the text is inline
    QString text; // the plain text, once read
    QString user;
    QString created;
    QString description;
    QList<RefiSelection> selections;
    QList<RefiCoding> codings; // of the whole source
    QStringList notes;
};

struct RefiVariable
{
    QString guid;
    QString name;
    QString type = QStringLiteral("Text");
};

struct RefiCase
{
    QString guid;
    QString name;
    QString description;
    QList<std::pair<QString, QString>> values; // variable GUID, value as text
    QStringList sources; // GUIDs of its text sources
};

struct RefiNote
{
    QString guid;
    QString name;
    QString text;
};

struct RefiSet
{
    QString guid;
    QString name;
    QString description;
    QStringList codes;
    QStringList sources;
};

struct RefiProject
{
    QString name;
    QString origin;
    QString creatingUser;
    QString created;
    QString description;
    QList<RefiUser> users;
    QList<RefiCode> codes;
    QList<RefiVariable> variables;
    QList<RefiCase> cases;
    QList<RefiTextSource> sources;
    QList<RefiNote> notes;
    QList<RefiSet> sets;
    QStringList skipped; // what was read but is not kept: "3 picture sources", ...
};

} // namespace taxonomist::core
