// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "studyreader.h"

#include "keywordlistparser.h"
#include "studylimits.h"
#include "util/csvreader.h"
#include "util/csvwriter.h"
#include "util/inputtext.h"
#include "util/storedname.h"
#include "util/untrustedfile.h"
#include "util/utf8.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
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
    const QStringList names = dir.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, sort);
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

// Byte offset of the first record end (outside quotes when `quoted`) that differs in kind (LF or
// CR LF) from the file's first one, or -1. Export writes one kind per file, so a file that mixes
// them could not come back byte for byte.
qsizetype firstMixedLineEnd(QByteArrayView bytes, bool quoted)
{
    bool inQuotes = false;
    int firstKind = 0; // 1 = LF, 2 = CR LF
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (quoted && c == '"') {
            inQuotes = !inQuotes; // a doubled quote toggles twice
            continue;
        }
        if (c != '\n' || inQuotes)
            continue;
        const bool crlf = i > 0 && bytes[i - 1] == '\r';
        const int kind = crlf ? 2 : 1;
        if (firstKind == 0)
            firstKind = kind;
        else if (kind != firstKind)
            return crlf ? i - 1 : i;
    }
    return -1;
}

Error mixedLineEnds(const QString &path, QByteArrayView bytes, qsizetype offset)
{
    const auto at = utf8::positionOf(bytes, offset);
    const bool crlf = bytes[offset] == '\r';
    return Error(u"mixed line ends: this line ends in %1 but the first line in %2; export writes one kind per file,"
                 " so the file could not be written back byte for byte (convert it to one kind of line end)"_s.arg(
                     crlf ? u"CR LF"_s : u"LF"_s, crlf ? u"LF"_s : u"CR LF"_s),
                 {path, at.line, at.column});
}

// Where writing `table` back with CsvWriter (as export does) would differ from `bytes`, as a note
// naming the line, or an empty string when the file would come back byte for byte.
QString roundTripNote(const QString &path, QByteArrayView bytes, const CsvTable &table)
{
    CsvWriter writer(table.crlf);
    writer.reserve(bytes.size() + 16);
    if (table.hasBom)
        writer.setBom();
    for (const CsvRow &row : table.rows)
        writer.addRecord(row.fields);
    const QByteArray &written = writer.data();
    if (written == bytes)
        return QString();
    qsizetype i = 0;
    const qsizetype common = qMin(written.size(), bytes.size());
    while (i < common && written[i] == bytes[i])
        ++i;
    const auto at = utf8::positionOf(bytes, qMin(i, bytes.size()));
    QString why;
    if (i == bytes.size())
        why = u"the last record has no line end; export adds one"_s;
    else if (bytes[i] == '\n' || bytes[i] == '\r')
        why = u"a blank line; export leaves blank lines out"_s;
    else
        why = u"quoted differently from how export quotes (only fields with a comma, quote or line break)"_s;
    return u"%1:%2: will not be written back byte for byte: %3"_s.arg(path).arg(at.line).arg(why);
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
            return Error(u"%1 framework folders; a study may have at most %2"_s.arg(folders.size()).arg(
                             StudyLimits::MaxFrameworks),
                         {m_reportDir.path(), 0, 0});
        }
        for (int f = 0; f < folders.size(); ++f) {
            if (m_control.isCancelled())
                return Error(u"cancelled"_s);
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
            return Error(u"no such folder"_s, {folder, 0, 0});
        const QDir dir(info.absoluteFilePath());
        const Kind reportKind = UntrustedFile::kindOf(dir.filePath(issueReportFolder));
        if (reportKind == Kind::Directory) {
            m_reportDir = QDir(dir.filePath(issueReportFolder));
            m_hasRoot = true;
        } else if (reportKind != Kind::Missing) {
            return Error(u"\"Issue Report\" is %1, not a folder"_s.arg(UntrustedFile::describe(reportKind)),
                         {dir.filePath(issueReportFolder), 0, 0});
        } else if (!frameworkFolders(dir).isEmpty()) {
            m_reportDir = dir;
            m_hasRoot = dir.dirName() == issueReportFolder;
        } else {
            return Error(u"not a study folder: expected an \"Issue Report\" folder, or framework folders NAME/NAME.csv"_s,
                         {folder, 0, 0});
        }
        if (frameworkFolders(m_reportDir).isEmpty()) {
            return Error(u"no framework folders (NAME/NAME.csv) in \"Issue Report\""_s,
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
            const int type = m_data.taxonomy.findChildByName(-1, QString::fromLatin1(file.typeName));
            if (type < 0) {
                m_data.warnings.append(u"%1: the taxonomy has no type \"%2\"; its details were not imported"_s.arg(
                    path, QString::fromLatin1(file.typeName)));
                continue;
            }
            auto bytes = readFile(path, StudyLimits::MaxCsvBytes);
            if (!bytes)
                return bytes.error();
            auto report = DetailImporter::import(m_data.taxonomy, m_data.taxonomy.node(type).code, *bytes, path);
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
        if (auto status = StoredName::checkComponent(framework.name, u"framework folder name"_s); !status)
            return Error(status.error().what(), {folder.path, 0, 0});
        const QDir dir(folder.path);
        const QString csvPath = dir.filePath(framework.name + u".csv"_s);
        auto bytes = readFile(csvPath, StudyLimits::MaxCsvBytes);
        if (!bytes)
            return bytes.error();
        auto table = CsvReader::parse(*bytes, csvPath);
        if (!table)
            return table.error();
        framework.crlf = table->crlf;
        framework.bom = table->hasBom;
        if (auto status = readHeader(*table, csvPath, framework); !status)
            return status;
        for (qsizetype r = 1; r < table->rows.size(); ++r) {
            if (auto status = readRow(table->rows[r], csvPath, framework); !status)
                return status;
        }
        if (const qsizetype mixed = firstMixedLineEnd(*bytes, true); mixed >= 0)
            return mixedLineEnds(csvPath, *bytes, mixed);
        if (const QString note = roundTripNote(csvPath, *bytes, *table); !note.isEmpty())
            m_data.warnings.append(note);
        if (auto status = readYearFiles(dir, framework); !status)
            return status;
        if (auto status = matchYears(csvPath, framework); !status)
            return status;
        m_data.frameworks.append(std::move(framework));
        return success();
    }

    static Status checkFieldSizes(const CsvRow &row, const QString &csvPath)
    {
        for (qsizetype c = 0; c < row.fields.size(); ++c) {
            if (row.fields[c].size() > StudyLimits::MaxFieldChars) {
                return Error(u"a field of %1 characters; at most %2 are allowed"_s.arg(row.fields[c].size()).arg(
                                 StudyLimits::MaxFieldChars),
                             {csvPath, row.line, row.columns[c]});
            }
        }
        return success();
    }

    Status readHeader(const CsvTable &table, const QString &csvPath, StudyFramework &framework)
    {
        if (table.rows.isEmpty())
            return Error(u"the CSV file has no header"_s, {csvPath, 1, 1});
        const CsvRow &header = table.rows.first();
        const QList<QString> &names = header.fields;
        if (auto status = checkFieldSizes(header, csvPath); !status)
            return status;
        if (names.first() != u"Issue_URL"_s)
            return Error(u"the header must start with \"Issue_URL\", found %1"_s.arg(quotedForMessage(names.first())),
                         {csvPath, header.line, header.columns.first()});
        if (names.size() < 2 || names.last() != u"Final_Label"_s)
            return Error(u"the header must end with \"Final_Label\""_s,
                         {csvPath, header.line, header.columns.last()});
        // One label column per annotator: agreement keeps per-annotator tables, so the count is
        // bounded before anything is allocated per column.
        if (names.size() - 2 > StudyLimits::MaxLabelColumns) {
            return Error(u"the header has %1 label columns; at most %2 (one per annotator) are allowed"_s.arg(
                             names.size() - 2).arg(StudyLimits::MaxLabelColumns),
                         {csvPath, header.line, header.columns[StudyLimits::MaxLabelColumns + 1]});
        }
        for (qsizetype c = 1; c + 1 < names.size(); ++c) {
            if (names[c] != u"Label%1"_s.arg(c)) {
                return Error(u"expected column \"Label%1\", found %2"_s.arg(c).arg(quotedForMessage(names[c])),
                             {csvPath, header.line, header.columns[c]});
            }
        }
        framework.labelColumns = static_cast<int>(names.size() - 2);
        m_fieldCount = names.size();
        return success();
    }

    Result<int> nodeOf(const QString &code, const QString &csvPath, const CsvRow &row, qsizetype column) const
    {
        if (code.isEmpty())
            return -1;
        const int node = m_data.taxonomy.indexOfCode(code);
        if (node < 0) {
            return Error(u"unknown taxonomy code %1 (the taxonomy %2 has no such node)"_s.arg(
                             quotedForMessage(code), quotedForMessage(m_data.taxonomy.name)),
                         {csvPath, row.line, row.columns[column]});
        }
        return node;
    }

    Status readRow(const CsvRow &row, const QString &csvPath, StudyFramework &framework)
    {
        if (row.fields.size() != m_fieldCount) {
            return Error(u"expected %1 fields as in the header, found %2"_s.arg(m_fieldCount).arg(row.fields.size()),
                         {csvPath, row.line, row.columns.last()});
        }
        if (auto status = checkFieldSizes(row, csvPath); !status)
            return status;
        StudyIssue issue;
        issue.url = row.fields.first();
        issue.line = row.line;
        const auto parts = IssueUrl::parse(issue.url);
        if (!parts)
            return Error(u"not an issue URL: %1"_s.arg(quotedForMessage(issue.url)), {csvPath, row.line, 1});
        issue.parts = *parts;
        for (int c = 1; c <= framework.labelColumns; ++c) {
            auto node = nodeOf(row.fields[c], csvPath, row, c);
            if (!node)
                return node.error();
            issue.labels.append(*node);
        }
        auto final = nodeOf(row.fields.last(), csvPath, row, m_fieldCount - 1);
        if (!final)
            return final.error();
        issue.finalLabel = *final;
        framework.issues.append(std::move(issue));
        return success();
    }

    Status readYearFiles(const QDir &dir, StudyFramework &framework)
    {
        const QRegularExpression pattern(u"^%1_(\\d{4})\\.txt$"_s.arg(QRegularExpression::escape(framework.name)));
        const QList<Entry> entries = entriesOf(dir, QDir::Name);
        for (const Entry &entry : entries) {
            const auto match = pattern.match(entry.name);
            if (!match.hasMatch())
                continue;
            const int year = match.captured(1).toInt();
            framework.years.append(year);
            const QString &path = entry.path;
            auto bytes = readFile(path, StudyLimits::MaxListFileBytes);
            if (!bytes)
                return bytes.error();
            if (const auto bad = utf8::firstInvalidByte(*bytes)) {
                const auto at = utf8::positionOf(*bytes, *bad);
                return Error(u"invalid UTF-8"_s, {path, at.line, at.column});
            }
            if (const qsizetype mixed = firstMixedLineEnd(*bytes, false); mixed >= 0)
                return mixedLineEnds(path, *bytes, mixed);
            // Export writes year files with LF after every line; say so when this one differs.
            if (bytes->contains("\r\n"))
                m_data.warnings.append(u"%1: lines end in CR LF; export writes LF, so the file will not be written back byte for byte"_s.arg(path));
            else if (!bytes->isEmpty() && !bytes->endsWith('\n'))
                m_data.warnings.append(u"%1: the last line has no line end; export adds one"_s.arg(path));
            QList<QByteArray> lines = bytes->split('\n');
            if (!lines.isEmpty() && lines.last().isEmpty())
                lines.removeLast(); // the final line break
            for (qsizetype i = 0; i < lines.size(); ++i) {
                QByteArray line = lines[i];
                if (line.endsWith('\r'))
                    line.chop(1);
                if (line.size() > StudyLimits::MaxFieldChars) {
                    return Error(u"a line of %1 bytes; at most %2 are allowed"_s.arg(line.size()).arg(
                                     StudyLimits::MaxFieldChars),
                                 {path, static_cast<int>(i + 1), 1});
                }
                const QString url = QString::fromUtf8(line);
                if (!IssueUrl::parse(url)) {
                    return Error(url.isEmpty() ? u"empty line; each line must be one issue URL"_s
                                               : u"not an issue URL: %1"_s.arg(quotedForMessage(url)),
                                 {path, static_cast<int>(i + 1), 1});
                }
                framework.yearEntries.append({year, url, -1});
            }
        }
        return success();
    }

    // Pairs each CSV row with a year-file line of the same URL; the k-th row of a duplicated URL
    // takes its k-th listing.
    Status matchYears(const QString &csvPath, StudyFramework &framework)
    {
        QHash<QString, QList<int>> unclaimed;
        for (int e = 0; e < framework.yearEntries.size(); ++e)
            unclaimed[framework.yearEntries[e].url].append(e);
        QHash<QString, int> seen;
        for (int i = 0; i < framework.issues.size(); ++i) {
            StudyIssue &issue = framework.issues[i];
            seen[issue.url] += 1;
            QList<int> &entries = unclaimed[issue.url];
            if (entries.isEmpty()) {
                return Error(u"%1 is not listed in any year file (%2_YEAR.txt)"_s.arg(issue.url, framework.name),
                             {csvPath, issue.line, 1});
            }
            const int entry = entries.takeFirst();
            framework.yearEntries[entry].issue = i;
            issue.year = framework.yearEntries[entry].year;
        }
        QSet<QString> reported;
        for (StudyIssue &issue : framework.issues) {
            issue.duplicateUrl = seen.value(issue.url) > 1;
            if (issue.duplicateUrl && !reported.contains(issue.url)) {
                reported.insert(issue.url);
                m_data.warnings.append(u"%1:%2: duplicate URL %3 (%4 rows); each row is kept as its own issue"_s.arg(
                    csvPath).arg(issue.line).arg(issue.url).arg(seen.value(issue.url)));
            }
        }
        for (const StudyYearEntry &entry : framework.yearEntries) {
            if (entry.issue < 0) {
                m_data.warnings.append(u"%1_%2.txt lists %3, which %1.csv does not; kept for export"_s.arg(
                    framework.name).arg(entry.year).arg(entry.url));
            }
        }
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
            auto framework = std::find_if(m_data.frameworks.begin(), m_data.frameworks.end(),
                                          [&](const StudyFramework &f) {
                                              return f.name.compare(list.name, Qt::CaseInsensitive) == 0;
                                          });
            if (framework == m_data.frameworks.end()) {
                m_data.warnings.append(u"%1:%2: no framework named %3; its keywords were not imported"_s.arg(
                    path).arg(list.line).arg(quotedForMessage(list.name)));
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
        const auto keep = [this](const QDir &dir, const QString &prefix, auto isModelled, auto isLayoutFolder) -> Status {
            const QList<Entry> entries = entriesOf(dir, QDir::Name);
            for (const Entry &entry : entries) {
                const QString relative = prefix + entry.name;
                if (entry.kind == Kind::Directory && isLayoutFolder(entry))
                    continue;
                if (entry.isHidden()) {
                    skipped(relative, entry.kind == Kind::Directory ? u"hidden folder"_s : u"hidden file"_s);
                    continue;
                }
                if (entry.kind == Kind::Link || entry.kind == Kind::Special) {
                    skipped(relative, UntrustedFile::describe(entry.kind));
                    continue;
                }
                if (entry.kind == Kind::Directory) {
                    skipped(relative, u"folder outside the study layout (only the study root, \"Issue Report\" and"
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
            const auto isReportFolder = [](const Entry &entry) { return entry.name == issueReportFolder; };
            if (auto status = keep(m_rootDir, QString(), nothing, isReportFolder); !status)
                return status;
        }
        QSet<QString> frameworkNames;
        for (const StudyFramework &framework : std::as_const(m_data.frameworks))
            frameworkNames.insert(framework.name);
        const auto isFramework = [&](const Entry &entry) { return frameworkNames.contains(entry.name); };
        if (auto status = keep(m_reportDir, issueReportFolder + u"/"_s, nothing, isFramework); !status)
            return status;
        for (const StudyFramework &framework : std::as_const(m_data.frameworks)) {
            const QRegularExpression modelled(
                u"^%1(\\.csv|_\\d{4}\\.txt)$"_s.arg(QRegularExpression::escape(framework.name)));
            const auto isModelled = [&](const QString &name) { return modelled.match(name).hasMatch(); };
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
        if (auto status = StoredName::checkRelativePath(relative, u"study file path"_s); !status)
            return Error(status.error().what(), {entry.path, 0, 0});
        if (m_data.files.size() >= StudyLimits::MaxExtraFiles) {
            return Error(u"more than %1 other files in the study; they are kept in the project, so their number is bounded"_s.arg(
                             StudyLimits::MaxExtraFiles),
                         {entry.path, 0, 0});
        }
        auto bytes = readFile(entry.path, StudyLimits::MaxExtraFileBytes);
        if (!bytes)
            return bytes.error();
        m_keptBytes += bytes->size();
        if (m_keptBytes > StudyLimits::MaxExtraFilesTotalBytes) {
            return Error(u"the study's other files together exceed %1 MiB; they are kept in the project, so their size is bounded"_s.arg(
                             StudyLimits::MaxExtraFilesTotalBytes / StudyLimits::MiB),
                         {entry.path, 0, 0});
        }
        m_data.files.append({relative, std::move(bytes).value()});
        return success();
    }

    void skipped(const QString &relative, const QString &what)
    {
        m_data.warnings.append(u"skipped %1: %2, not read"_s.arg(quotedForMessage(relative, 200), what));
    }

    const ImportControl &m_control;
    StudyData m_data;
    QDir m_reportDir;
    QDir m_rootDir;
    bool m_hasRoot = false;
    qsizetype m_fieldCount = 0;
    qint64 m_keptBytes = 0;
};

} // namespace

const QList<StudyReader::DetailFile> &StudyReader::detailFiles()
{
    static const QList<DetailFile> files{
        {"question_intents.csv", "Question"},
        {"requirement_expections.csv", "Requirement"},
        {"bug_symptoms.csv", "Bug"},
    };
    return files;
}

Result<StudyData> StudyReader::read(const QString &folder, const Taxonomy &taxonomy, const ImportControl &control)
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
        count += framework.issues.size();
    return count;
}

} // namespace taxonomist::core
