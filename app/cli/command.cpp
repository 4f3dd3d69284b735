// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "command.h"

using namespace Qt::StringLiterals;

namespace taxonomist::cli {

QTextStream &Command::out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &Command::err()
{
    static QTextStream stream(stderr);
    return stream;
}

void Command::addDbOption(QCommandLineParser &parser)
{
    parser.addOption({u"db"_s, u"The project file (SQLite)."_s, u"FILE"_s});
}

void Command::addActorOption(QCommandLineParser &parser)
{
    parser.addOption({u"actor"_s, u"Who acts, for the audit log (default: $USER)."_s, u"NAME"_s});
}

QString Command::actor(const QCommandLineParser &parser)
{
    return parser.isSet(u"actor"_s) ? parser.value(u"actor"_s)
                                    : qEnvironmentVariable("USER", u"taxonomist-cli"_s);
}

std::unique_ptr<core::ProjectStore> Command::openProject(const QCommandLineParser &parser,
    core::ProjectStore::OpenMode mode, const core::ProjectStore::IntegrityCheck &check)
{
    const QString path = parser.value(u"db"_s);
    if (path.isEmpty()) {
        s_openFailure = usage(u"--db FILE is required"_s);
        return nullptr;
    }
    auto store = core::ProjectStore::open(path, mode, check);
    if (!store) {
        s_openFailure = fail(store.error());
        return nullptr;
    }
    return std::move(store).value();
}

int Command::fail(const core::Error &error)
{
    err() << "taxonomist-cli: error: " << error.message() << Qt::endl;
    return 1;
}

int Command::usage(const QString &message)
{
    err() << "taxonomist-cli: " << message << Qt::endl;
    return 2;
}

} // namespace taxonomist::cli
