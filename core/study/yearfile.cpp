// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "yearfile.h"

#include "studylimits.h"
#include "util/coretext.h"
#include "util/inputtext.h"
#include "util/issueurl.h"
#include "util/utf8.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

constexpr qsizetype ChunkBytes = 256 * 1024;

} // namespace

YearFile::YearFile(std::unique_ptr<UntrustedFile::Stream> stream)
    : m_stream(std::move(stream))
{ }

YearFile::~YearFile() = default;

Result<std::unique_ptr<YearFile>> YearFile::open(const QString &path)
{
    auto stream = UntrustedFile::Stream::open(path, StudyLimits::MaxListFileBytes);
    if (!stream)
        return stream.error();
    return std::unique_ptr<YearFile>(new YearFile(std::move(*stream)));
}

Status YearFile::fill()
{
    m_buffer.remove(0, m_pos);
    m_pos = 0;
    auto got = m_stream->readInto(m_buffer, ChunkBytes);
    if (!got)
        return got.error();
    m_eof = *got == 0;
    m_empty = m_empty && m_buffer.isEmpty();
    return success();
}

Result<bool> YearFile::next(QByteArray &url)
{
    const QString &path = m_stream->path();
    qsizetype end = -1;
    for (;;) {
        end = m_buffer.indexOf('\n', m_pos);
        if (end >= 0 || m_eof)
            break;
        // A line longer than any field may be is refused without reading the rest of it.
        if (m_buffer.size() - m_pos > StudyLimits::MaxFieldChars + 1) {
            return Error(CoreText::tr("a line of more than %1 bytes; at most %1 are allowed")
                             .arg(StudyLimits::MaxFieldChars),
                {path, m_line + 1, 1});
        }
        if (auto status = fill(); !status)
            return status.error();
    }
    if (end < 0 && m_pos >= m_buffer.size())
        return false; // the last line ended with the file
    ++m_line;
    const bool ended = end >= 0;
    m_lastLineEnded = ended;
    QByteArrayView line
        = QByteArrayView(m_buffer).sliced(m_pos, (ended ? end : m_buffer.size()) - m_pos);
    m_pos = ended ? end + 1 : m_buffer.size();
    if (const auto bad = utf8::firstInvalidByte(line)) {
        const auto at = utf8::positionOf(line, *bad);
        return Error(CoreText::tr("invalid UTF-8"), {path, m_line, at.column});
    }
    const bool crlf = ended && line.endsWith('\r');
    if (ended) {
        const int kind = crlf ? 2 : 1;
        if (m_lineEndKind == 0) {
            m_lineEndKind = kind;
        } else if (kind != m_lineEndKind) {
            const auto at = utf8::positionOf(line, line.size() - (crlf ? 1 : 0));
            return Error(
                CoreText::tr(
                    "mixed line ends: this line ends in %1 but the first line in %2; export "
                    "writes one kind per"
                    " file, so the file could not be written back byte for byte (convert it "
                    "to one kind of line"
                    " end)")
                    .arg(crlf ? u"CR LF"_s : u"LF"_s, crlf ? u"LF"_s : u"CR LF"_s),
                {path, m_line, at.column});
        }
    }
    if (line.endsWith('\r'))
        line.chop(1);
    if (line.size() > StudyLimits::MaxFieldChars) {
        return Error(CoreText::tr("a line of %1 bytes; at most %2 are allowed")
                         .arg(line.size())
                         .arg(StudyLimits::MaxFieldChars),
            {path, m_line, 1});
    }
    if (!IssueUrl::locate(line)) {
        return Error(line.isEmpty() ? CoreText::tr("empty line; each line must be one issue URL")
                                    : CoreText::tr("not an issue URL: %1")
                                          .arg(quotedForMessage(QString::fromUtf8(line))),
            {path, m_line, 1});
    }
    url = line.toByteArray();
    return true;
}

QString YearFile::note() const
{
    const QString &path = m_stream->path();
    if (m_lineEndKind == 2)
        return u"%1: lines end in CR LF; export writes LF, so the file will not be written back byte for byte"_s
            .arg(path);
    if (!m_empty && !m_lastLineEnded)
        return u"%1: the last line has no line end; export adds one"_s.arg(path);
    return QString();
}

} // namespace taxonomist::core
