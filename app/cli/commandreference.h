// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "command.h"

#include <QList>
#include <QString>

#include <memory>
#include <utility>
#include <vector>

namespace taxonomist::cli {

// What the registered commands accept, read from their own parsers, turned into shell completion
// scripts and the man page (`taxonomist-cli completion bash|zsh`, `taxonomist-cli manpage`), so
// neither can drift from the commands.
class CommandReference final
{
public:
    struct Option
    {
        QStringList names; // "-h", "--help"
        QString valueName; // empty for a flag
        QString description;
    };
    struct Entry
    {
        QString name;
        QString summary;
        QString
            usage; // what follows the command in its usage line: "[options] ACTION [ARGUMENTS...]"
        QList<Option> options;
        QList<std::pair<QString, QString>> arguments; // positional arguments and their descriptions
    };

    explicit CommandReference(const std::vector<std::unique_ptr<Command>> &commands);

    const QList<Entry> &entries() const { return m_entries; }
    QString bashCompletion() const;
    QString zshCompletion() const;
    QString manPage(const QString &version) const;

    // Parses the Options section of QCommandLineParser::helpText().
    static QList<Option> parseOptions(const QString &helpText);
    // Parses its Arguments section: each positional argument with its description.
    static QList<std::pair<QString, QString>> parseArguments(const QString &helpText);

private:
    QList<Entry> m_entries;
};

} // namespace taxonomist::cli
