// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "command.h"

#include "util/terminaltext.h"

#include <QIODevice>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace taxonomist::cli {

namespace {

// stdout or stderr with every control and bidi character escaped on its way out: the one place
// the CLI's output passes, so no command can print another person's text raw. JSON stays the
// same document (the escapes are JSON's own).
class TerminalDevice final : public QIODevice
{
public:
    explicit TerminalDevice(std::FILE *file)
        : m_file(file)
    {
        open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    }
    ~TerminalDevice() override
    {
        QByteArray rest;
        m_text.finish(rest);
        put(rest);
    }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override
    {
        QByteArray escaped;
        m_text.append(QByteArrayView(data, size), escaped);
        return put(escaped) ? size : -1;
    }

private:
    bool put(const QByteArray &bytes)
    {
        const bool written = bytes.isEmpty()
            || std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), m_file)
                == std::size_t(bytes.size());
        std::fflush(m_file);
        return written;
    }

    std::FILE *m_file;
    core::TerminalText m_text;
};

} // namespace

QTextStream &Command::out()
{
    static TerminalDevice device(stdout);
    static QTextStream stream(&device);
    return stream;
}

QTextStream &Command::err()
{
    static TerminalDevice device(stderr);
    static QTextStream stream(&device);
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
