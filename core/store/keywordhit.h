// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace taxonomist::core {

// Where in an issue a filter keyword was found. Title, body and comment mean prose; the other
// three are weak evidence (a keyword in a stack trace, a link or a user name).
enum class KeywordLocation { Title, Body, Comment, Code, Url, User };

QString keywordLocationName(KeywordLocation location); // as stored: "title", "code", ...
std::optional<KeywordLocation> keywordLocationFromName(const QString &name);
bool isProse(KeywordLocation location);

// How strongly the keywords tie an issue to the study's topic.
enum class KeywordEvidence {
    None, // content fetched, no keyword anywhere
    Incidental, // keywords only in code, links or user names
    Prose, // a keyword in the title, the body or a comment
};

struct KeywordHit
{
    QString keyword; // as listed
    KeywordLocation location = KeywordLocation::Body;
    int count = 0;

    bool operator==(const KeywordHit &) const = default;
};

} // namespace taxonomist::core
