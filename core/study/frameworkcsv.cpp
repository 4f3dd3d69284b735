// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "frameworkcsv.h"

#include "studylimits.h"
#include "util/coretext.h"
#include "util/inputtext.h"
#include "util/utf8.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

Result<std::unique_ptr<CsvStreamReader>> openCsv(const QString &path)
{
    auto reader = CsvStreamReader::open(path, StudyLimits::MaxCsvBytes);
    if (reader)
        (*reader)->setMaxRecordBytes(StudyLimits::MaxRecordBytes);
    return reader;
}

// Where in a record's raw bytes (which start on `firstLine`, column 1) an offset is.
utf8::TextPosition positionIn(QByteArrayView raw, qsizetype offset, int firstLine)
{
    utf8::TextPosition at = utf8::positionOf(raw, offset);
    at.line += firstLine - 1;
    return at;
}

} // namespace

FrameworkCsv::FrameworkCsv(
    QString path, std::unique_ptr<CsvStreamReader> reader, const Taxonomy &taxonomy)
    : m_path(std::move(path))
    , m_reader(std::move(reader))
    , m_taxonomy(taxonomy)
{ }

FrameworkCsv::~FrameworkCsv() = default;

Result<std::unique_ptr<FrameworkCsv>> FrameworkCsv::open(
    const QString &path, const Taxonomy &taxonomy)
{
    auto reader = openCsv(path);
    if (!reader)
        return reader.error();
    std::unique_ptr<FrameworkCsv> csv(new FrameworkCsv(path, std::move(*reader), taxonomy));
    if (auto status = csv->readHeader(); !status)
        return status.error();
    return csv;
}

Status FrameworkCsv::checkFieldSizes() const
{
    for (qsizetype c = 0; c < m_row.fields.size(); ++c) {
        if (m_row.fields[c].size() > StudyLimits::MaxFieldChars) {
            return Error(CoreText::tr("a field of %1 characters; at most %2 are allowed")
                             .arg(m_row.fields[c].size())
                             .arg(StudyLimits::MaxFieldChars),
                {m_path, m_row.line, m_row.columns[c]});
        }
    }
    return success();
}

Status FrameworkCsv::readHeader()
{
    auto more = m_reader->next(m_row);
    if (!more)
        return more.error();
    if (!*more)
        return Error(CoreText::tr("the CSV file has no header"), {m_path, 1, 1});
    const QList<QString> &names = m_row.fields;
    if (auto status = checkFieldSizes(); !status)
        return status;
    if (names.first() != u"Issue_URL"_s)
        return Error(CoreText::tr("the header must start with \"Issue_URL\", found %1")
                         .arg(quotedForMessage(names.first())),
            {m_path, m_row.line, m_row.columns.first()});
    if (names.size() < 2 || names.last() != u"Final_Label"_s)
        return Error(CoreText::tr("the header must end with \"Final_Label\""),
            {m_path, m_row.line, m_row.columns.last()});
    // One label column per annotator: agreement keeps per-annotator tables, so the count is
    // bounded before anything is allocated per column.
    if (names.size() - 2 > StudyLimits::MaxLabelColumns) {
        return Error(
            CoreText::tr(
                "the header has %1 label columns; at most %2 (one per annotator) are allowed")
                .arg(names.size() - 2)
                .arg(StudyLimits::MaxLabelColumns),
            {m_path, m_row.line, m_row.columns[StudyLimits::MaxLabelColumns + 1]});
    }
    for (qsizetype c = 1; c + 1 < names.size(); ++c) {
        if (names[c] != u"Label%1"_s.arg(c)) {
            return Error(CoreText::tr("expected column \"Label%1\", found %2")
                             .arg(c)
                             .arg(quotedForMessage(names[c])),
                {m_path, m_row.line, m_row.columns[c]});
        }
    }
    m_labelColumns = static_cast<int>(names.size() - 2);
    m_fieldCount = names.size();
    // Export writes the rows with CsvWriter in the file's kind of line end, after its BOM.
    m_rewrite = CsvWriter(m_reader->isCrLf());
    if (m_reader->hasBom())
        m_rewrite.setBom();
    return checkRecordBytes();
}

Status FrameworkCsv::checkRecordBytes()
{
    const QByteArrayView raw = m_reader->rawRecord();
    // Every line end outside quotes (the record's, and blank lines before it) must be of one
    // kind: export writes one kind per file, so a file that mixes them could not come back.
    bool inQuotes = false;
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const char c = raw[i];
        if (c == '"') {
            inQuotes = !inQuotes; // a doubled quote toggles twice
            continue;
        }
        if (c != '\n' || inQuotes)
            continue;
        const bool crlf = i > 0 && raw[i - 1] == '\r';
        const int kind = crlf ? 2 : 1;
        if (m_lineEndKind == 0) {
            m_lineEndKind = kind;
        } else if (kind != m_lineEndKind) {
            const auto at = positionIn(raw, crlf ? i - 1 : i, m_reader->rawRecordLine());
            return Error(
                CoreText::tr(
                    "mixed line ends: this line ends in %1 but the first line in %2; export "
                    "writes one kind per"
                    " file, so the file could not be written back byte for byte (convert it "
                    "to one kind of line"
                    " end)")
                    .arg(crlf ? u"CR LF"_s : u"LF"_s, crlf ? u"LF"_s : u"CR LF"_s),
                {m_path, at.line, at.column});
        }
    }
    if (!m_roundTripNote.isEmpty())
        return success(); // the first difference is the one a user needs
    m_rewrite.addRecord(m_row.fields);
    const QByteArrayView written = m_rewrite.view();
    if (written != raw) {
        qsizetype i = 0;
        const qsizetype common = qMin(written.size(), raw.size());
        while (i < common && written[i] == raw[i])
            ++i;
        const auto at = positionIn(raw, i, m_reader->rawRecordLine());
        QString why;
        if (i == raw.size())
            why = u"the last record has no line end; export adds one"_s;
        else if (raw[i] == '\n' || raw[i] == '\r')
            why = u"a blank line; export leaves blank lines out"_s;
        else
            why = u"quoted differently from how export quotes (only fields with a comma, quote or line break)"_s;
        m_roundTripNote
            = u"%1:%2: will not be written back byte for byte: %3"_s.arg(m_path).arg(at.line).arg(
                why);
    }
    m_rewrite.clear();
    return success();
}

Result<int> FrameworkCsv::nodeOf(qsizetype column) const
{
    const QString &code = m_row.fields[column];
    if (code.isEmpty())
        return -1;
    const int node = m_taxonomy.indexOfCode(code);
    if (node < 0) {
        return Error(CoreText::tr("unknown taxonomy code %1 (the taxonomy %2 has no such node)")
                         .arg(quotedForMessage(code), quotedForMessage(m_taxonomy.name)),
            {m_path, m_row.line, m_row.columns[column]});
    }
    return node;
}

Result<bool> FrameworkCsv::next(StudyIssue &issue)
{
    auto more = m_reader->next(m_row);
    if (!more)
        return more.error();
    if (!*more)
        return false;
    if (m_row.fields.size() != m_fieldCount) {
        return Error(CoreText::tr("expected %1 fields as in the header, found %2")
                         .arg(m_fieldCount)
                         .arg(m_row.fields.size()),
            {m_path, m_row.line, m_row.columns.last()});
    }
    if (auto status = checkFieldSizes(); !status)
        return status.error();
    issue.url = m_row.fields.first();
    issue.line = m_row.line;
    const auto parts = IssueUrl::locate(issue.url);
    if (!parts)
        return Error(CoreText::tr("not an issue URL: %1").arg(quotedForMessage(issue.url)),
            {m_path, m_row.line, 1});
    issue.parts = *parts;
    issue.labels.resize(m_labelColumns);
    for (int c = 1; c <= m_labelColumns; ++c) {
        auto node = nodeOf(c);
        if (!node)
            return node.error();
        issue.labels[c - 1] = *node;
    }
    auto final = nodeOf(m_fieldCount - 1);
    if (!final)
        return final.error();
    issue.finalLabel = *final;
    if (auto status = checkRecordBytes(); !status)
        return status.error();
    return true;
}

} // namespace taxonomist::core
