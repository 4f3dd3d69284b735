#include "studyreader.h"

#include "csvreader.h"
#include "keywordlistparser.h"
#include "utf8.h"

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

Result<QByteArray> readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(u"cannot read: "_s + file.errorString(), {path, 0, 0});
    return file.readAll();
}

bool isFrameworkFolder(const QFileInfo &info)
{
    return info.isDir() && QFileInfo::exists(info.filePath() + u"/"_s + info.fileName() + u".csv"_s);
}

QList<QFileInfo> frameworkFolders(const QDir &reportDir)
{
    QList<QFileInfo> result;
    const auto entries = reportDir.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot,
                                                 QDir::Name | QDir::IgnoreCase);
    for (const QFileInfo &entry : entries) {
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
        const QList<QFileInfo> folders = frameworkFolders(m_reportDir);
        for (int f = 0; f < folders.size(); ++f) {
            if (m_control.isCancelled())
                return Error(u"cancelled"_s);
            m_control.report(u"Reading "_s + folders[f].fileName(), f, static_cast<int>(folders.size()));
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
        const QFileInfo info(folder);
        if (!info.isDir())
            return Error(u"no such folder"_s, {folder, 0, 0});
        const QDir dir(info.absoluteFilePath());
        if (QFileInfo(dir.filePath(issueReportFolder)).isDir()) {
            m_reportDir = QDir(dir.filePath(issueReportFolder));
            m_hasRoot = true;
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
            if (!QFileInfo::exists(path))
                continue;
            const int type = m_data.taxonomy.findChildByName(-1, QString::fromLatin1(file.typeName));
            if (type < 0) {
                m_data.warnings.append(u"%1: the taxonomy has no type \"%2\"; its details were not imported"_s.arg(
                    path, QString::fromLatin1(file.typeName)));
                continue;
            }
            auto bytes = readFile(path);
            if (!bytes)
                return bytes.error();
            auto report = DetailImporter::import(m_data.taxonomy, m_data.taxonomy.node(type).code, *bytes, path);
            if (!report)
                return report.error();
            m_data.detailReports.append(*report);
        }
        return success();
    }

    Status readFramework(const QFileInfo &folderInfo)
    {
        StudyFramework framework;
        framework.name = folderInfo.fileName();
        const QDir dir(folderInfo.filePath());
        const QString csvPath = dir.filePath(framework.name + u".csv"_s);
        auto bytes = readFile(csvPath);
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
        if (auto status = readYearFiles(dir, framework); !status)
            return status;
        if (auto status = matchYears(csvPath, framework); !status)
            return status;
        m_data.frameworks.append(std::move(framework));
        return success();
    }

    Status readHeader(const CsvTable &table, const QString &csvPath, StudyFramework &framework)
    {
        if (table.rows.isEmpty())
            return Error(u"the CSV file has no header"_s, {csvPath, 1, 1});
        const CsvRow &header = table.rows.first();
        const QList<QString> &names = header.fields;
        if (names.first() != u"Issue_URL"_s)
            return Error(u"the header must start with \"Issue_URL\", found \"%1\""_s.arg(names.first()),
                         {csvPath, header.line, header.columns.first()});
        if (names.size() < 2 || names.last() != u"Final_Label"_s)
            return Error(u"the header must end with \"Final_Label\""_s,
                         {csvPath, header.line, header.columns.last()});
        for (qsizetype c = 1; c + 1 < names.size(); ++c) {
            if (names[c] != u"Label%1"_s.arg(c)) {
                return Error(u"expected column \"Label%1\", found \"%2\""_s.arg(c).arg(names[c]),
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
            return Error(u"unknown taxonomy code \"%1\" (the taxonomy \"%2\" has no such node)"_s.arg(
                             code, m_data.taxonomy.name),
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
        StudyIssue issue;
        issue.url = row.fields.first();
        issue.line = row.line;
        const auto parts = IssueUrl::parse(issue.url);
        if (!parts)
            return Error(u"not an issue URL: \"%1\""_s.arg(issue.url), {csvPath, row.line, 1});
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
        const auto files = dir.entryList(QDir::Files, QDir::Name);
        for (const QString &name : files) {
            const auto match = pattern.match(name);
            if (!match.hasMatch())
                continue;
            const int year = match.captured(1).toInt();
            framework.years.append(year);
            const QString path = dir.filePath(name);
            auto bytes = readFile(path);
            if (!bytes)
                return bytes.error();
            if (const auto bad = utf8::firstInvalidByte(*bytes)) {
                const auto at = utf8::positionOf(*bytes, *bad);
                return Error(u"invalid UTF-8"_s, {path, at.line, at.column});
            }
            QList<QByteArray> lines = bytes->split('\n');
            if (!lines.isEmpty() && lines.last().isEmpty())
                lines.removeLast(); // the final line break
            for (qsizetype i = 0; i < lines.size(); ++i) {
                QByteArray line = lines[i];
                if (line.endsWith('\r'))
                    line.chop(1);
                const QString url = QString::fromUtf8(line);
                if (!IssueUrl::parse(url)) {
                    return Error(url.isEmpty() ? u"empty line; each line must be one issue URL"_s
                                               : u"not an issue URL: \"%1\""_s.arg(url),
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
        if (!QFileInfo::exists(path))
            return success();
        auto bytes = readFile(path);
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
                m_data.warnings.append(u"%1:%2: no framework named \"%3\"; its keywords were not imported"_s.arg(
                    path).arg(list.line).arg(list.name));
                continue;
            }
            framework->keywords = list.keywords;
        }
        return success();
    }

    // Every other file of the study is kept byte for byte so that export writes the same tree.
    Status keepOtherFiles()
    {
        const auto keep = [this](const QDir &dir, const QString &prefix, auto isModelled) -> Status {
            const auto files = dir.entryInfoList(QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
            for (const QFileInfo &file : files) {
                if (isModelled(file.fileName()))
                    continue;
                auto bytes = readFile(file.filePath());
                if (!bytes)
                    return bytes.error();
                m_data.files.append({prefix + file.fileName(), *bytes});
            }
            return success();
        };
        if (m_hasRoot) {
            if (auto status = keep(m_rootDir, QString(), [](const QString &) { return false; }); !status)
                return status;
        }
        if (auto status = keep(m_reportDir, issueReportFolder + u"/"_s, [](const QString &) { return false; }); !status)
            return status;
        for (const StudyFramework &framework : std::as_const(m_data.frameworks)) {
            const QRegularExpression modelled(
                u"^%1(\\.csv|_\\d{4}\\.txt)$"_s.arg(QRegularExpression::escape(framework.name)));
            const auto isModelled = [&](const QString &name) { return modelled.match(name).hasMatch(); };
            if (auto status = keep(QDir(m_reportDir.filePath(framework.name)),
                                   issueReportFolder + u"/"_s + framework.name + u"/"_s, isModelled);
                !status)
                return status;
        }
        return success();
    }

    const ImportControl &m_control;
    StudyData m_data;
    QDir m_reportDir;
    QDir m_rootDir;
    bool m_hasRoot = false;
    qsizetype m_fieldCount = 0;
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
