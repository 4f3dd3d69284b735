// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "studyfixture.h"

#include "testpaths.h"

#include <QDir>
#include <QDirIterator>
#include <QProcess>
#include <QSet>

using namespace Qt::StringLiterals;

namespace taxonomist::test {

CliRun runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(TAXONOMIST_CLI), arguments);
    CliRun run;
    if (!process.waitForFinished(120000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

static QSet<QString> filesUnder(const QString &root)
{
    QSet<QString> files;
    QDirIterator it(
        root, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = QDir(root).relativeFilePath(it.next());
        // Export adds this marker (so the next export may replace the folder); the study lacks it.
        if (file != u".taxonomist-export"_s)
            files.insert(file);
    }
    return files;
}

QStringList treeDifferences(const QString &a, const QString &b)
{
    const QSet<QString> left = filesUnder(a);
    const QSet<QString> right = filesUnder(b);
    QStringList differences;
    for (const QString &file : left) {
        if (!right.contains(file))
            differences.append(u"only in %1: %2"_s.arg(a, file));
        else if (readAll(a + u"/"_s + file) != readAll(b + u"/"_s + file))
            differences.append(u"differs: "_s + file);
    }
    for (const QString &file : right) {
        if (!left.contains(file))
            differences.append(u"only in %1: %2"_s.arg(b, file));
    }
    differences.sort();
    return differences;
}

MiniStudy::MiniStudy()
{
    copyTree(fixturesDir() + u"/mini-study"_s, root());
}

} // namespace taxonomist::test
