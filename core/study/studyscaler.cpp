// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "studyscaler.h"

#include "studylimits.h"
#include "util/coretext.h"
#include "util/csvstreamreader.h"
#include "util/csvwriter.h"
#include "util/savefile.h"
#include "util/untrustedfile.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

constexpr qint64 CopyStride = 1000000000; // GitHub numbers stay below this; copies step by it

Result<qint64> copyCsv(const QString &from, const QString &to, int factor)
{
    SaveFile file(to);
    if (auto status = file.open(); !status)
        return status.error();
    qint64 rows = 0;
    std::unique_ptr<CsvWriter> csv;
    for (int copy = 0; copy < factor; ++copy) {
        auto reader = CsvStreamReader::open(from, StudyLimits::MaxCsvBytes);
        if (!reader)
            return reader.error();
        (*reader)->setMaxRecordBytes(StudyLimits::MaxRecordBytes);
        CsvRow row;
        for (bool header = true;; header = false) {
            auto more = (*reader)->next(row);
            if (!more)
                return more.error();
            if (!*more)
                break;
            if (!csv) { // the first record tells the file's line ends
                csv = std::make_unique<CsvWriter>((*reader)->isCrLf());
                if ((*reader)->hasBom())
                    csv->setBom();
            }
            if (header) {
                if (copy == 0)
                    csv->addRecord(row.fields);
                continue;
            }
            if (!row.fields.isEmpty()) {
                const QString url = StudyScaler::scaledUrl(row.fields.first(), copy);
                if (url.isEmpty())
                    return Error(
                        CoreText::tr("not an issue URL that can be scaled"), {from, row.line, 1});
                row.fields.first() = url;
            }
            csv->addRecord(row.fields);
            ++rows;
            if (auto status = csv->flushTo(file, CsvWriter::FlushBytes); !status)
                return status.error();
        }
    }
    if (csv) {
        if (auto status = csv->flushTo(file); !status)
            return status.error();
    }
    if (auto status = file.commit(); !status)
        return status.error();
    return rows;
}

Status copyYearFile(const QString &from, const QString &to, int factor)
{
    auto bytes = UntrustedFile::read(from, StudyLimits::MaxListFileBytes);
    if (!bytes)
        return bytes.error();
    QList<QByteArray> lines = bytes->split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    SaveFile file(to);
    if (auto status = file.open(); !status)
        return status;
    QByteArray out;
    for (int copy = 0; copy < factor; ++copy) {
        for (const QByteArray &line : std::as_const(lines)) {
            const bool cr = line.endsWith('\r');
            const QString url = QString::fromUtf8(cr ? line.chopped(1) : line);
            const QString scaled = StudyScaler::scaledUrl(url, copy);
            out += (scaled.isEmpty() ? url : scaled).toUtf8();
            out += cr ? "\r\n" : "\n";
        }
        if (auto status = file.write(out); !status)
            return status;
        out.clear();
    }
    return file.commit();
}

} // namespace

QString StudyScaler::scaledUrl(const QString &url, int copy)
{
    static const QRegularExpression pattern(
        u"^(https?://([A-Za-z0-9.-]+)/[^/]+/[^/]+/(?:issues|pulls?)/)([A-Za-z0-9]+)(/?)$"_s);
    const auto match = pattern.match(url);
    if (!match.hasMatch())
        return QString();
    if (copy == 0)
        return url;
    const QString number = match.captured(3);
    if (match.captured(2).compare(u"github.com"_s, Qt::CaseInsensitive) == 0) {
        bool ok = false;
        const qint64 n = number.toLongLong(&ok);
        if (!ok || n >= CopyStride)
            return QString();
        return match.captured(1) + QString::number(qint64(copy) * CopyStride + n)
            + match.captured(4);
    }
    return match.captured(1) + number + u"s"_s + QString::number(copy) + match.captured(4);
}

Result<ScaledStudySummary> StudyScaler::write(
    const QString &study, const QString &target, int factor)
{
    if (factor < 1)
        return Error(CoreText::tr("the scale must be at least 1"));
    QDir root(study);
    if (!root.exists(u"Issue Report"_s))
        return Error(
            CoreText::tr("not a study folder: expected an \"Issue Report\" folder"), {study, 0, 0});
    if (QFileInfo::exists(target) && !QDir(target).isEmpty())
        return Error(CoreText::tr("the folder for the scaled study is not empty"), {target, 0, 0});
    ScaledStudySummary summary;
    const QRegularExpression yearFile(u"^(.+)_(\\d{4})\\.txt$"_s);
    QDirIterator files(study, QDir::Files | QDir::NoSymLinks, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString from = files.next();
        const QString relative = root.relativeFilePath(from);
        const QString to = QDir(target).filePath(relative);
        const QStringList parts = relative.split(u'/');
        // Issue Report/NAME/NAME.csv and Issue Report/NAME/NAME_YEAR.txt are scaled.
        const bool inFramework = parts.size() == 3 && parts[0] == u"Issue Report"_s;
        const QString name = inFramework ? parts[1] : QString();
        if (inFramework && parts[2] == name + u".csv"_s) {
            auto rows = copyCsv(from, to, factor);
            if (!rows)
                return rows.error();
            summary.rows += *rows;
            ++summary.frameworks;
        } else if (const auto match = yearFile.match(parts.value(2));
                   inFramework && match.hasMatch() && match.captured(1) == name) {
            if (auto status = copyYearFile(from, to, factor); !status)
                return status.error();
        } else {
            auto bytes = UntrustedFile::read(from, StudyLimits::MaxExtraFileBytes);
            if (!bytes)
                return bytes.error();
            if (auto status = saveFile(to, *bytes); !status)
                return status.error();
            continue;
        }
        summary.bytes += QFileInfo(to).size();
    }
    return summary;
}

} // namespace taxonomist::core
