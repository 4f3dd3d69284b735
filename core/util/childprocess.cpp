// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "childprocess.h"
#include "util/coretext.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryFile>

#include <cerrno>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// The child's peak resident memory so far in KiB (VmHWM), or 0 once it is gone.
qint64 peakKiB(pid_t pid)
{
    QFile status(u"/proc/%1/status"_s.arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray text = status.readAll();
    const qsizetype at = text.indexOf("VmHWM:");
    if (at < 0)
        return 0;
    const qsizetype end = text.indexOf('\n', at);
    return text.mid(at + 6, end - at - 6).trimmed().split(' ').value(0).toLongLong();
}

} // namespace

Result<ChildRun> runChild(const QString &program, const QStringList &arguments)
{
    QTemporaryFile errors;
    if (!errors.open())
        return Error(CoreText::tr("cannot create a temporary file for the child's messages"));
    const QByteArray path = QFile::encodeName(program);
    QList<QByteArray> encoded {path};
    for (const QString &argument : arguments)
        encoded.append(argument.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &argument : encoded)
        argv.push_back(argument.data());
    argv.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, errors.handle(), STDERR_FILENO);
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    const int spawned
        = posix_spawn(&pid, path.constData(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return Error(CoreText::tr("cannot run %1: %2")
                         .arg(program, QString::fromLocal8Bit(std::strerror(spawned))));

    // Until the child exits: its VmHWM every few milliseconds (the pidfd wakes us at its exit).
    ChildRun run;
    qint64 peak = 0;
    // Through syscall(): Debian 12's <sys/pidfd.h> declares pidfd_open without C linkage.
    const int pidfd = int(::syscall(SYS_pidfd_open, pid, 0));
    for (;;) {
        peak = qMax(peak, peakKiB(pid));
        if (pidfd < 0) {
            siginfo_t info {};
            if (::waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) != 0
                || info.si_pid != 0)
                break;
            ::usleep(2000);
            continue;
        }
        pollfd ready {pidfd, POLLIN, 0};
        const int polled = ::poll(&ready, 1, 2);
        if (polled > 0 || (polled < 0 && errno != EINTR))
            break;
    }
    int status = 0;
    pid_t waited = 0;
    do {
        waited = ::waitpid(pid, &status, 0);
    } while (waited < 0 && errno == EINTR);
    run.wallMs = double(timer.nsecsElapsed()) / 1e6;
    if (pidfd >= 0)
        ::close(pidfd);
    if (waited < 0)
        return Error(CoreText::tr("cannot wait for %1: %2")
                         .arg(program, QString::fromLocal8Bit(std::strerror(errno))));
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    run.peakRssMiB = double(peak) / 1024.0;
    QFile messages(errors.fileName());
    if (messages.open(QIODevice::ReadOnly))
        run.errorOutput = QString::fromLocal8Bit(messages.read(8192)).trimmed();
    return run;
}

} // namespace taxonomist::core
