// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "studyreader.h"

#include "frameworkcsv.h"
#include "keywordlistparser.h"
#include "studylimits.h"
#include "util/coretext.h"
#include "util/inputtext.h"
#include "util/storedname.h"
#include "util/untrustedfile.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

const QString issueReportFolder = u"Issue Report"_s;

using Kind = UntrustedFile::Kind;

// Reads only a regular file (never through a link, never a device or FIFO), up to `maxBytes`.
Result<QByteArray> readFile(const QString &path, qint64 maxBytes)
{
    return UntrustedFile::read(path, maxBytes);
}

// One entry of a study folder as it is on disk: a link is a link, whatever it points to.
struct Entry
{
    QString name;
    QString path;
    Kind kind = Kind::Missing;
    bool isHidden() const { return name.startsWith(u'.'); }
};

QList<Entry> entriesOf(const QDir &dir, QDir::SortFlags sort)
{
    QList<Entry> result;
    const QStringList names = dir.entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, sort);
    for (const QString &name : names) {
        const QString path = dir.filePath(name);
        result.append({name, path, UntrustedFile::kindOf(path)});
    }
    return result;
}

// A real folder (not a link to one, not hidden) that holds an entry NAME.csv. The CSV itself is
// checked when it is read, so a linked CSV is an error rather than a silently missing framework.
bool isFrameworkFolder(const Entry &entry)
{
    return entry.kind == Kind::Directory && !entry.isHidden()
        && UntrustedFile::kindOf(entry.path + u"/"_s + entry.name + u".csv"_s) != Kind::Missing;
}

QList<Entry> frameworkFolders(const QDir &reportDir)
{
    QList<Entry> result;
    const QList<Entry> entries = entriesOf(reportDir, QDir::Name | QDir::IgnoreCase);
    for (const Entry &entry : entries) {
        if (isFrameworkFolder(entry))
            result.append(entry);
    }
    return result;
}

class Reader
{
public:
    Reader(const Taxonomy &taxonomy, const ImportControl &control)
        : m_control(control)
    {
        m_data.taxonomy = taxonomy;
    }

    Result<StudyData> run(const QString &folder)
    {
        if (auto status = locate(folder); !status)
            return status.error();
        if (auto status = readDetails(); !status)
            return status.error();
        const QList<Entry> folders = frameworkFolders(m_reportDir);
        if (folders.size() > StudyLimits::MaxFrameworks) {
            return Error(CoreText::tr("%1 framework folders; a study may have at most %2")
                             .arg(folders.size())
                             .arg(StudyLimits::MaxFrameworks),
                {m_reportDir.path(), 0, 0});
        }
        for (int f = 0; f < folders.size(); ++f) {
            if (m_control.isCancelled())
                return Error(CoreText::tr("cancelled"));
            m_control.report(u"Reading "_s + folders[f].name, f, static_cast<int>(folders.size()));
            if (auto status = readFramework(folders[f]); !status)
                return status.error();
        }
        if (auto status = readKeywords(); !status)
            return status.error();
        if (auto status = keepOtherFiles(); !status)
            return status.error();
        return std::move(m_data);
    }

private:
    Status locate(const QString &folder)
    {
        // The folder the user names may itself be a link; nothing below it is followed.
        const QFileInfo info(folder);
        if (!info.isDir())
            return Error(CoreText::tr("no such folder"), {folder, 0, 0});
        const QDir dir(info.absoluteFilePath());
        const Kind reportKind = UntrustedFile::kindOf(dir.filePath(issueReportFolder));
        if (reportKind == Kind::Directory) {
            m_reportDir = QDir(dir.filePath(issueReportFolder));
            m_hasRoot = true;
        } else if (reportKind != Kind::Missing) {
            return Error(CoreText::tr("\"Issue Report\" is %1, not a folder")
                             .arg(UntrustedFile::describe(reportKind)),
                {dir.filePath(issueReportFolder), 0, 0});
        } else if (!frameworkFolders(dir).isEmpty()) {
            m_reportDir = dir;
            m_hasRoot = dir.dirName() == issueReportFolder;
        } else {
            return Error(CoreText::tr("not a study folder: expected an \"Issue Report\" folder, or "
                                      "framework folders NAME/NAME.csv"),
                {folder, 0, 0});
        }
        if (frameworkFolders(m_reportDir).isEmpty()) {
            return Error(CoreText::tr("no framework folders (NAME/NAME.csv) in \"Issue Report\""),
                {m_reportDir.path(), 0, 0});
        }
        m_rootDir = m_reportDir;
        if (m_hasRoot)
            m_rootDir.cdUp();
        m_data.root = m_rootDir.absolutePath();
        return success();
    }

    Status readDetails()
    {
        for (const auto &file : StudyReader::detailFiles()) {
            const QString path = m_reportDir.filePath(QString::fromLatin1(file.fileName));
            if (UntrustedFile::kindOf(path) == Kind::Missing)
                continue;
            const int type
                = m_data.taxonomy.findChildByName(-1, QString::fromLatin1(file.typeName));
            if (type < 0) {
                m_data.warn(
                    u"%1: the taxonomy has no type \"%2\"; its details were not imported"_s.arg(
                        path, QString::fromLatin1(file.typeName)));
                continue;
            }
            auto bytes = readFile(path, StudyLimits::MaxCsvBytes);
            if (!bytes)
                return bytes.error();
            auto report = DetailImporter::import(
                m_data.taxonomy, m_data.taxonomy.node(type).code, *bytes, path);
            if (!report)
                return report.error();
            m_data.detailReports.append(*report);
        }
        return success();
    }

    Status readFramework(const Entry &folder)
    {
        StudyFramework framework;
        framework.name = folder.name;
        // The name becomes a folder and file name on export: it must be one plain component.
        if (auto status
            = StoredName::checkComponent(framework.name, CoreText::tr("framework folder name"));
            !status)
            return Error(status.error().what(), {folder.path, 0, 0});
        const QDir dir(folder.path);
        framework.csvPath = dir.filePath(framework.name + u".csv"_s);
        // The header only: the rows stream from the file when the import writes them.
        auto csv = FrameworkCsv::open(framework.csvPath, m_data.taxonomy);
        if (!csv)
            return csv.error();
        framework.labelColumns = (*csv)->labelColumns();
        framework.crlf = (*csv)->isCrLf();
        framework.bom = (*csv)->hasBom();
        const QRegularExpression pattern(
            u"^%1_(\\d{4})\\.txt$"_s.arg(QRegularExpression::escape(framework.name)));
        const QList<Entry> entries = entriesOf(dir, QDir::Name);
        for (const Entry &entry : entries) {
            const auto match = pattern.match(entry.name);
            if (!match.hasMatch())
                continue;
            framework.years.append(match.captured(1).toInt());
            framework.yearFiles.append(entry.path);
        }
        m_data.frameworks.append(std::move(framework));
        return success();
    }

    Status readKeywords()
    {
        const QString path = (m_hasRoot ? m_rootDir : m_reportDir).filePath(u"filter_keywords"_s);
        if (UntrustedFile::kindOf(path) == Kind::Missing)
            return success();
        auto bytes = readFile(path, StudyLimits::MaxListFileBytes);
        if (!bytes)
            return bytes.error();
        auto lists = KeywordListParser::parse(*bytes, path);
        if (!lists)
            return lists.error();
        for (const KeywordList &list : *lists) {
            auto framework = std::find_if(
                m_data.frameworks.begin(), m_data.frameworks.end(), [&](const StudyFramework &f) {
                    return f.name.compare(list.name, Qt::CaseInsensitive) == 0;
                });
            if (framework == m_data.frameworks.end()) {
                m_data.warn(
                    u"%1:%2: no framework named %3; its keywords were not imported"_s.arg(path)
                        .arg(list.line)
                        .arg(quotedForMessage(list.name)));
                continue;
            }
            framework->keywords = list.keywords;
        }
        return success();
    }

    // Every other regular file of the study is kept byte for byte so that export writes the same
    // tree. Links, devices, FIFOs, hidden entries and folders outside the layout are not read;
    // each is named in a note so that nothing is left out silently.
    Status keepOtherFiles()
    {
        const auto keep = [this](const QDir &dir, const QString &prefix, auto isModelled,
                              auto isLayoutFolder) -> Status {
            const QList<Entry> entries = entriesOf(dir, QDir::Name);
            for (const Entry &entry : entries) {
                const QString relative = prefix + entry.name;
                if (entry.kind == Kind::Directory && isLayoutFolder(entry))
                    continue;
                if (entry.isHidden()) {
                    skipped(relative,
                        entry.kind == Kind::Directory ? u"hidden folder"_s : u"hidden file"_s);
                    continue;
                }
                if (entry.kind == Kind::Link || entry.kind == Kind::Special) {
                    skipped(relative, UntrustedFile::describe(entry.kind));
                    continue;
                }
                if (entry.kind == Kind::Directory) {
                    skipped(relative,
                        u"folder outside the study layout (only the study root, \"Issue Report\" "
                        u"and"
                        " the framework folders are kept)"_s);
                    continue;
                }
                if (entry.kind != Kind::Regular || isModelled(entry.name))
                    continue;
                if (auto status = keepFile(entry, relative); !status)
                    return status;
            }
            return success();
        };
        const auto nothing = [](const auto &) { return false; };
        if (m_hasRoot) {
            const auto isReportFolder
                = [](const Entry &entry) { return entry.name == issueReportFolder; };
            if (auto status = keep(m_rootDir, QString(), nothing, isReportFolder); !status)
                return status;
        }
        QSet<QString> frameworkNames;
        for (const StudyFramework &framework : std::as_const(m_data.frameworks))
            frameworkNames.insert(framework.name);
        const auto isFramework
            = [&](const Entry &entry) { return frameworkNames.contains(entry.name); };
        if (auto status = keep(m_reportDir, issueReportFolder + u"/"_s, nothing, isFramework);
            !status)
            return status;
        for (const StudyFramework &framework : std::as_const(m_data.frameworks)) {
            const QRegularExpression modelled(
                u"^%1(\\.csv|_\\d{4}\\.txt)$"_s.arg(QRegularExpression::escape(framework.name)));
            const auto isModelled
                = [&](const QString &name) { return modelled.match(name).hasMatch(); };
            if (auto status = keep(QDir(m_reportDir.filePath(framework.name)),
                    issueReportFolder + u"/"_s + framework.name + u"/"_s, isModelled, nothing);
                !status)
                return status;
        }
        return success();
    }

    Status keepFile(const Entry &entry, const QString &relative)
    {
        // The path is stored in the project and joined to the export folder later.
        if (auto status = StoredName::checkRelativePath(relative, CoreText::tr("study file path"));
            !status)
            return Error(status.error().what(), {entry.path, 0, 0});
        if (m_data.files.size() >= StudyLimits::MaxExtraFiles) {
            return Error(CoreText::tr("more than %1 other files in the study; they are kept in the "
                                      "project, so their number is bounded")
                             .arg(StudyLimits::MaxExtraFiles),
                {entry.path, 0, 0});
        }
        // Checked here by size, read one at a time when the import writes them.
        const qint64 size = QFileInfo(entry.path).size();
        if (size > StudyLimits::MaxExtraFileBytes) {
            return Error(
                CoreText::tr(
                    "the file is larger than the limit of %1 MiB (%2 bytes); it was not read")
                    .arg(StudyLimits::MaxExtraFileBytes / StudyLimits::MiB)
                    .arg(size),
                {entry.path, 0, 0});
        }
        m_keptBytes += size;
        if (m_keptBytes > StudyLimits::MaxExtraFilesTotalBytes) {
            return Error(CoreText::tr("the study's other files together exceed %1 MiB; they are "
                                      "kept in the project, so their size is bounded")
                             .arg(StudyLimits::MaxExtraFilesTotalBytes / StudyLimits::MiB),
                {entry.path, 0, 0});
        }
        m_data.files.append({relative, entry.path, size});
        return success();
    }

    void skipped(const QString &relative, const QString &what)
    {
        m_data.warn(u"skipped %1: %2, not read"_s.arg(quotedForMessage(relative, 200), what));
    }

    const ImportControl &m_control;
    StudyData m_data;
    QDir m_reportDir;
    QDir m_rootDir;
    bool m_hasRoot = false;
    qint64 m_keptBytes = 0;
};

} // namespace

const QList<StudyReader::DetailFile> &StudyReader::detailFiles()
{
    static const QList<DetailFile> files {
        {"question_intents.csv", "Question"},
        {"requirement_expections.csv", "Requirement"},
        {"bug_symptoms.csv", "Bug"},
    };
    return files;
}

Result<StudyData> StudyReader::read(
    const QString &folder, const Taxonomy &taxonomy, const ImportControl &control)
{
    return Reader(taxonomy, control).run(folder);
}

int StudyData::labelColumns() const
{
    int columns = 0;
    for (const StudyFramework &framework : frameworks)
        columns = qMax(columns, framework.labelColumns);
    return columns;
}

qsizetype StudyData::issueCount() const
{
    qsizetype count = 0;
    for (const StudyFramework &framework : frameworks)
        count += framework.issues;
    return count;
}

void StudyData::warn(const QString &warning)
{
    if (warnings.size() < MaxWarnings)
        warnings.append(warning);
    else
        ++moreWarnings;
}

} // namespace taxonomist::core
