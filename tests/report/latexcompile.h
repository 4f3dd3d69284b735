// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>

namespace taxonomist::test {

// Compiles `input` (a file in `folder`) \input{} into the smallest document the report documents
// (article with booktabs and longtable) with pdflatex; the log's end when it fails, else nothing.
inline QString compileLatex(const QString &folder, const QString &input)
{
    QFile main(QDir(folder).filePath(QStringLiteral("main.tex")));
    if (!main.open(QIODevice::WriteOnly))
        return QStringLiteral("cannot write main.tex");
    main.write("\\documentclass{article}\n\\usepackage{booktabs,longtable}\n\\begin{document}\n"
               "\\input{"
        + input.toUtf8() + "}\n\\end{document}\n");
    main.close();
    QProcess pdflatex;
    pdflatex.setWorkingDirectory(folder);
    pdflatex.start(QStringLiteral(TAXONOMIST_PDFLATEX),
        {QStringLiteral("-interaction=nonstopmode"), QStringLiteral("-halt-on-error"),
            QStringLiteral("-no-shell-escape"), QStringLiteral("main.tex")});
    if (!pdflatex.waitForFinished(120000))
        return QStringLiteral("pdflatex did not finish");
    const QString log = QString::fromUtf8(pdflatex.readAllStandardOutput());
    if (pdflatex.exitStatus() != QProcess::NormalExit || pdflatex.exitCode() != 0)
        return log.right(3000);
    if (!QFile::exists(QDir(folder).filePath(QStringLiteral("main.pdf"))))
        return QStringLiteral("no main.pdf:\n") + log.right(3000);
    return {};
}

} // namespace taxonomist::test
