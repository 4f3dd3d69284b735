// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "exportfolder.h"

#include "util/coretext.h"
#include "util/inputtext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QScopeGuard>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

const QByteArray markerText
    = "This folder was written by Taxonomist's study export. The next export replaces it\n"
      "as a whole. Delete this file to keep a later export from replacing the folder.\n";

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

Error failure(const QString &what, const QString &path, int code)
{
    return Error(what + u": "_s + systemError(code), {path, 0, 0});
}

// A fresh folder beside `target` that nobody else has seen: mkdir() is exclusive, so a name an
// attacker prepared (a link, a folder) makes it pick another name instead of using theirs.
Result<QString> makeStaging(const QString &parent, const QString &name)
{
    static constexpr char letters[]
        = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    for (int attempt = 0; attempt < 100; ++attempt) {
        QString suffix;
        for (int i = 0; i < 6; ++i)
            suffix += QLatin1Char(
                letters[QRandomGenerator::global()->bounded(int(sizeof letters) - 1)]);
        const QString path = parent + u"/."_s + name + u".export-"_s + suffix;
        if (::mkdir(QFile::encodeName(path).constData(), 0777) == 0)
            return path;
        if (errno != EEXIST)
            return failure(CoreText::tr("cannot create a folder for the new export"), path, errno);
    }
    return Error(CoreText::tr("cannot create a folder for the new export"), {parent, 0, 0});
}

bool isEmptyFolder(const QString &path)
{
    return QDir(path).isEmpty(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

bool holdsMarker(const QString &folder)
{
    struct stat info
    {
    };
    const QByteArray marker
        = QFile::encodeName(folder + u'/' + ExportFolder::MarkerName.toString());
    return ::lstat(marker.constData(), &info) == 0 && S_ISREG(info.st_mode);
}

void syncFolder(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// The names in the folder open at `fd` (not . and ..), each with whether it is a folder itself
// (a link to one is not).
Result<QList<std::pair<QByteArray, bool>>> entriesOf(int fd, const QString &path)
{
    const int listFd = ::dup(fd);
    DIR *dir = listFd >= 0 ? ::fdopendir(listFd) : nullptr;
    if (!dir) {
        if (listFd >= 0)
            ::close(listFd);
        return failure(CoreText::tr("cannot read the new export"), path, errno);
    }
    QList<std::pair<QByteArray, bool>> entries;
    while (const dirent *entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (name == "." || name == "..")
            continue;
        bool isFolder = entry->d_type == DT_DIR;
        if (entry->d_type == DT_UNKNOWN) {
            struct stat info
            {
            };
            isFolder = ::fstatat(fd, name.constData(), &info, AT_SYMLINK_NOFOLLOW) == 0
                && S_ISDIR(info.st_mode);
        }
        entries.append({name, isFolder});
    }
    ::closedir(dir);
    return entries;
}

// Puts every file and folder of the tree at `root` on disk before the tree becomes the export.
// The files are written unsynced (SaveFile::Placement::Staged); here the writeback of all of them
// is started at once, then each file and folder is synced, many side by side: every fdatasync
// waits for a flush of the device's cache, and the block layer merges the flushes that wait
// together, so the study's tree of dozens of files and folders costs a few flushes instead of
// one after the other for each.
class TreeSync
{
public:
    Status run(const QString &root)
    {
        if (auto status = walk(root); !status)
            return status;
        for (qsizetype from = 0; from < m_entries.size(); from += Batch) {
            if (auto status = syncBatch(from, std::min(from + Batch, m_entries.size())); !status)
                return status;
        }
        return success();
    }

private:
    // Descriptors held open at once (well below the usual limit of 1,024).
    static constexpr qsizetype Batch = 256;
    // Syncs waiting side by side.
    static constexpr qsizetype Threads = 16;

    struct Entry
    {
        QString path;
        bool isFolder;
    };

    Status walk(const QString &path)
    {
        m_entries.append({path, true});
        const int fd = ::open(
            QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (fd < 0)
            return failure(CoreText::tr("cannot read the new export"), path, errno);
        const auto entries = entriesOf(fd, path);
        ::close(fd);
        if (!entries)
            return entries.error();
        for (const auto &[name, isFolder] : *entries) {
            const QString child = path + u'/' + QFile::decodeName(name);
            if (isFolder) {
                if (auto status = walk(child); !status)
                    return status;
            } else {
                m_entries.append({child, false});
            }
        }
        return success();
    }

    Status syncBatch(qsizetype from, qsizetype to)
    {
        // Only what this export wrote is here: regular files and folders, no links.
        std::vector<int> fds;
        const auto closeAll = qScopeGuard([&] {
            for (const int fd : fds)
                ::close(fd);
        });
        for (qsizetype i = from; i < to; ++i) {
            const Entry &entry = m_entries[i];
            const int fd = ::open(QFile::encodeName(entry.path).constData(),
                O_RDONLY | O_NOFOLLOW | O_CLOEXEC | (entry.isFolder ? O_DIRECTORY : 0));
            if (fd < 0)
                return failure(CoreText::tr("cannot read the new export"), entry.path, errno);
            fds.push_back(fd);
            // Starts the writeback without waiting for it (nothing to do for what went past the
            // cache).
            if (!entry.isFolder)
                ::sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE);
        }
        std::vector<int> errors(fds.size(), 0);
        std::atomic<size_t> next = 0;
        const auto drain = [&] {
            for (size_t i = next++; i < fds.size(); i = next++) {
                const bool synced = m_entries[from + qsizetype(i)].isFolder
                    ? ::fsync(fds[i]) == 0
                    : ::fdatasync(fds[i]) == 0;
                errors[i] = synced ? 0 : errno;
            }
        };
        {
            std::vector<std::jthread> helpers;
            for (size_t helper = 1; helper < std::min<size_t>(Threads, fds.size()); ++helper)
                helpers.emplace_back(drain);
            drain();
        } // the helpers join here
        for (size_t i = 0; i < fds.size(); ++i) {
            if (errors[i] != 0)
                return failure(CoreText::tr("cannot write the new export to disk"),
                    m_entries[from + qsizetype(i)].path, errors[i]);
        }
        return success();
    }

    QList<Entry> m_entries;
};

// Puts the complete tree `staging` where `target` is. The old tree ends up at `staging`.
Status swapIn(const QString &staging, const QString &target, bool targetExists)
{
    const QByteArray from = QFile::encodeName(staging);
    const QByteArray to = QFile::encodeName(target);
#ifdef RENAME_EXCHANGE
    // One atomic step: there is no moment without an export at `target`.
    const unsigned flags = targetExists ? RENAME_EXCHANGE : RENAME_NOREPLACE;
    if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), flags) == 0)
        return success();
    if (errno != EINVAL && errno != ENOSYS)
        return failure(CoreText::tr("cannot put the new export in place"), target, errno);
        // The file system cannot exchange: fall back to two renames.
#endif
    if (!targetExists) {
        if (::rename(from.constData(), to.constData()) != 0)
            return failure(CoreText::tr("cannot put the new export in place"), target, errno);
        return success();
    }
    const QString parent = QFileInfo(target).absolutePath();
    auto aside = makeStaging(parent, QFileInfo(target).fileName() + u".old"_s);
    if (!aside)
        return aside.error();
    const QByteArray old = QFile::encodeName(*aside);
    // rename() replaces the empty folder just made; a name nobody else can have chosen.
    if (::rename(to.constData(), old.constData()) != 0)
        return failure(CoreText::tr("cannot move the previous export aside"), target, errno);
    if (::rename(from.constData(), to.constData()) != 0) {
        const int code = errno;
        ::rename(old.constData(), to.constData());
        return failure(CoreText::tr("cannot put the new export in place"), target, code);
    }
    // Leave the old tree where the caller removes it.
    if (::rename(old.constData(), from.constData()) != 0)
        QDir(*aside).removeRecursively();
    return success();
}

// Moves every entry of `fromFd` into `toFd` (the --force case): files by renameat(), which
// replaces a link of the same name instead of writing to what it points at; folders are opened
// with O_NOFOLLOW, so a linked folder is refused rather than entered.
Status mergeInto(int fromFd, int toFd, const QString &fromPath, const QString &toPath)
{
    const auto entries = entriesOf(fromFd, fromPath);
    if (!entries)
        return entries.error();
    for (const auto &[name, isFolder] : *entries) {
        const QString shownTo = toPath + u'/' + QFile::decodeName(name);
        if (!isFolder) {
            if (::renameat(fromFd, name.constData(), toFd, name.constData()) != 0)
                return failure(CoreText::tr("cannot write"), shownTo, errno);
            continue;
        }
        if (::mkdirat(toFd, name.constData(), 0777) != 0 && errno != EEXIST)
            return failure(CoreText::tr("cannot create the folder"), shownTo, errno);
        const int childTo
            = ::openat(toFd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (childTo < 0) {
            const int code = errno;
            if (code == ELOOP || code == ENOTDIR) {
                return Error(
                    CoreText::tr(
                        "is a symbolic link or not a folder; export never writes through a link"),
                    {shownTo, 0, 0});
            }
            return failure(CoreText::tr("cannot open the folder"), shownTo, code);
        }
        const int childFrom
            = ::openat(fromFd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (childFrom < 0) {
            const int code = errno;
            ::close(childTo);
            return failure(CoreText::tr("cannot read the new export"),
                fromPath + u'/' + QFile::decodeName(name), code);
        }
        auto status
            = mergeInto(childFrom, childTo, fromPath + u'/' + QFile::decodeName(name), shownTo);
        ::close(childFrom);
        ::close(childTo);
        if (!status)
            return status;
    }
    return success();
}

Status mergeIn(const QString &staging, const QString &target)
{
    const int fromFd = ::open(
        QFile::encodeName(staging).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fromFd < 0)
        return failure(CoreText::tr("cannot read the new export"), staging, errno);
    const int toFd = ::open(
        QFile::encodeName(target).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (toFd < 0) {
        const int code = errno;
        ::close(fromFd);
        return failure(CoreText::tr("cannot open the export folder"), target, code);
    }
    auto status = mergeInto(fromFd, toFd, staging, target);
    ::close(fromFd);
    ::close(toFd);
    return status;
}

// Removes the staging folder (or the old tree swapped into its place) when it goes out of scope.
class StagingGuard
{
public:
    explicit StagingGuard(QString path)
        : m_path(std::move(path))
    { }
    ~StagingGuard() { QDir(m_path).removeRecursively(); } // removes links, never their targets
    StagingGuard(const StagingGuard &) = delete;
    StagingGuard &operator=(const StagingGuard &) = delete;

private:
    QString m_path;
};

} // namespace

Status ExportFolder::replace(const QString &target, const ExportFolderOptions &options,
    const std::function<Status(const QString &staging)> &write)
{
    const QString path = QDir::cleanPath(QFileInfo(target).absoluteFilePath());
    const QString name = QFileInfo(path).fileName();
    if (path == u"/"_s || name.isEmpty() || name == u".."_s)
        return Error(CoreText::tr("refusing to export to the root folder"), {path, 0, 0});

    enum class Mode { Create, Replace, Merge } mode = Mode::Create;
    struct stat info
    {
    };
    if (::lstat(QFile::encodeName(path).constData(), &info) == 0) {
        if (S_ISLNK(info.st_mode))
            return Error(CoreText::tr("is a symbolic link; export never writes through a link "
                                      "(give the folder it points to)"),
                {path, 0, 0});
        if (!S_ISDIR(info.st_mode))
            return Error(CoreText::tr("exists and is not a folder"), {path, 0, 0});
        if (!QFileInfo(path).isReadable() || !QFileInfo(path).isExecutable())
            return Error(CoreText::tr("cannot read the export folder"), {path, 0, 0});
        if (isEmptyFolder(path) || holdsMarker(path)) {
            mode = Mode::Replace;
        } else if (options.force) {
            mode = Mode::Merge;
        } else {
            return Error(
                CoreText::tr("is not empty and not a previous export (it has no %1 file); choose a "
                             "new folder, or "
                             "use --force to write the export's files into it")
                    .arg(MarkerName),
                {path, 0, 0});
        }
    } else if (errno != ENOENT) {
        return failure(CoreText::tr("cannot inspect the export folder"), path, errno);
    }

    const QString parent = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(parent))
        return Error(CoreText::tr("cannot create the folder"), {parent, 0, 0});
    auto staging = makeStaging(parent, name);
    if (!staging)
        return staging.error();
    const StagingGuard guard(*staging);
    if (auto status = write(*staging); !status)
        return status;
    if (mode != Mode::Merge) {
        QFile marker(*staging + u'/' + MarkerName.toString());
        if (!marker.open(QIODevice::WriteOnly | QIODevice::NewOnly)
            || marker.write(markerText) != markerText.size() || !marker.flush())
            return Error(CoreText::tr("cannot write: %1").arg(marker.errorString()),
                {marker.fileName(), 0, 0});
    }
    // The tree must be on disk before the rename makes it the export.
    if (auto status = TreeSync().run(*staging); !status)
        return status;
    const Status placed = mode == Mode::Merge ? mergeIn(*staging, path)
                                              : swapIn(*staging, path, mode == Mode::Replace);
    if (placed)
        syncFolder(parent);
    return placed;
}

} // namespace taxonomist::core
