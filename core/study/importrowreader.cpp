// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "importrowreader.h"

#include "frameworkcsv.h"
#include "store/issuetallystore.h"
#include "util/coretext.h"
#include "util/inputtext.h"
#include "util/uuidminter.h"
#include "yearlistings.h"

#include <algorithm>
#include <memory>
#include <tuple>
#include <unordered_map>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Rows a batch carries, and batches that may wait for the writer at once.
constexpr std::size_t BatchRows = 512;
constexpr std::size_t QueuedBatches = 8;
// How often the reading looks whether it was cancelled.
constexpr qint64 CancelCheckRows = 4096;

// The row's link, the parts of it the issue keeps (the host in lower case) and a new UUID, into
// the row's one buffer. IssueUrl::locate() took the link, so the link is ASCII (at most a line
// feed follows the number): its UTF-16 units are its UTF-8 bytes, at the same positions.
void writeText(ImportIssueRow &issue, const StudyIssue &item, UuidMinter &uuids)
{
    const QString &url = item.url;
    const IssueUrl::Spans &parts = item.parts;
    const QStringView host = QStringView(url).sliced(parts.hostFrom, parts.hostSize);
    const bool lowerHost
        = std::none_of(host.begin(), host.end(), [](QChar c) { return c >= u'A' && c <= u'Z'; });
    issue.text.resize(url.size() + (lowerHost ? 0 : host.size()) + UuidMinter::Size);
    char *out = issue.text.data();
    for (const QChar c : url)
        *out++ = char(c.unicode());
    issue.urlSize = url.size();
    issue.hostSpan = {parts.hostFrom, parts.hostSize};
    if (!lowerHost) {
        issue.hostSpan = {issue.urlSize, parts.hostSize};
        for (const QChar c : host)
            *out++ = char(c.toLower().unicode());
    }
    issue.ownerSpan = {parts.ownerFrom, parts.ownerSize};
    issue.repoSpan = {parts.repoFrom, parts.repoSize};
    issue.numberSpan = {parts.numberFrom, parts.numberSize};
    // Issue UUIDs are minted here, once, by the project the study is imported into.
    issue.uuidSpan = {out - issue.text.data(), UuidMinter::Size};
    uuids.write(out);
}

QByteArrayView methodOf(bool unanimous)
{
    return unanimous ? QByteArrayView("unanimous") : QByteArrayView("imported");
}

} // namespace

ImportRowReader::ImportRowReader(Setup setup)
    : m_setup(std::move(setup))
    , m_nextIssueId(m_setup.firstIssueId)
    , m_hashing(m_setup.hashing)
    , m_labelRowOfNode(std::size_t(m_setup.codes.size()))
    , m_finalRowOfNode {std::vector<QByteArray>(std::size_t(m_setup.codes.size())),
          std::vector<QByteArray>(std::size_t(m_setup.codes.size()))}
{ }

ImportRowReader::~ImportRowReader()
{
    stop();
}

void ImportRowReader::start()
{
    m_thread = std::thread([this] { run(); });
}

void ImportRowReader::stop()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_changed.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

ImportBatch ImportRowReader::take()
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return !m_queue.empty(); });
    ImportBatch batch = std::move(m_queue.front());
    m_queue.pop_front();
    lock.unlock();
    m_changed.notify_all();
    return batch;
}

bool ImportRowReader::put(ImportBatch &&batch)
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_stopping || m_queue.size() < QueuedBatches; });
    if (m_stopping)
        return false;
    m_queue.push_back(std::move(batch));
    lock.unlock();
    m_changed.notify_all();
    return true;
}

void ImportRowReader::run()
{
    // A framework's year files are read while the writer still has the rows of the one before to
    // write (the queue holds QueuedBatches of them): it used to wait for them at every
    // framework's start.
    const qsizetype total = m_setup.frameworks.size();
    auto listings = std::make_unique<YearListings>();
    QStringList warnings;
    Status status = total > 0 ? listings->read(m_setup.frameworks[0], warnings) : success();
    for (qsizetype f = 0; status && f < total; ++f) {
        auto next = std::make_unique<YearListings>();
        QStringList nextWarnings;
        const auto readAhead = [&]() -> Status {
            return f + 1 < total ? next->read(m_setup.frameworks[f + 1], nextWarnings) : success();
        };
        status = readFramework(f, *listings, std::move(warnings), readAhead);
        listings = std::move(next);
        warnings = std::move(nextWarnings);
        const std::lock_guard lock(m_mutex);
        if (m_stopping)
            return;
    }
    if (!status) {
        ImportBatch failed;
        failed.kind = ImportBatch::Kind::Failed;
        failed.error = status.error();
        put(std::move(failed));
    }
}

Status ImportRowReader::readFramework(qsizetype index, YearListings &listings,
    QStringList listingWarnings, const std::function<Status()> &readAhead)
{
    const StudyFramework &framework = m_setup.frameworks[index];
    ImportBatch done;
    done.kind = ImportBatch::Kind::FrameworkDone;
    done.warnings = std::move(listingWarnings);

    // The header again: the file is read a second time, and must still be what was checked.
    auto opened = FrameworkCsv::open(framework.csvPath, *m_setup.taxonomy);
    if (!opened)
        return opened.error();
    FrameworkCsv &csv = **opened;
    if (csv.labelColumns() != framework.labelColumns || csv.isCrLf() != framework.crlf
        || csv.hasBom() != framework.bom) {
        return Error(
            CoreText::tr("the file changed while it was imported"), {framework.csvPath, 1, 1});
    }
    if (csv.labelColumns() > m_setup.annotatorIds.size())
        return Error(CoreText::tr("more label columns than annotators"), {csv.path(), 1, 1});

    ImportBatch batch;
    StudyIssue item;
    QByteArray lastHost, lastOwner, lastRepo;
    QList<TallyVote> votes;
    std::vector<std::pair<qint64, int>> issueLabels; // (annotator id, taxonomy index), for the hash
    for (qint64 row = 0;; ++row) {
        if (row % CancelCheckRows == 0 && m_setup.cancelled && m_setup.cancelled->load())
            return Error(CoreText::tr("cancelled"));
        auto more = csv.next(item);
        if (!more)
            return more.error();
        if (!*more)
            break;
        ImportIssueRow issue;
        issue.id = m_nextIssueId;
        issue.rowOrder = row;
        writeText(issue, item, m_uuids);
        const int listing = listings.claim(issue.url(), issue.id, row, item.line);
        if (listing < 0) {
            return Error(CoreText::tr("%1 is not listed in any year file (%2_YEAR.txt)")
                             .arg(item.url, framework.name),
                {csv.path(), item.line, 1});
        }
        ++m_nextIssueId;
        issue.year = listings.at(listing).year;
        // Rows of one repository come together: the writer records each run once.
        issue.newRepository
            = issue.host() != lastHost || issue.owner() != lastOwner || issue.repo() != lastRepo;
        if (issue.newRepository) {
            lastHost = issue.host().toByteArray();
            lastOwner = issue.owner().toByteArray();
            lastRepo = issue.repo().toByteArray();
        }

        bool unanimous = item.finalLabel >= 0;
        bool anyLabel = false;
        votes.clear();
        issueLabels.clear();
        issue.firstLabel = qsizetype(batch.labels.size());
        for (int c = 0; c < item.labels.size(); ++c) {
            const int node = item.labels[c];
            if (node < 0 || !m_setup.volunteerLabels)
                continue;
            anyLabel = true;
            unanimous = unanimous && node == item.finalLabel;
            const qint64 annotatorId = m_setup.annotatorIds[c];
            votes.append({annotatorId, m_setup.nodeIds[node], false});
            batch.labels.push_back({annotatorId, m_setup.nodeIds[node]});
            issueLabels.emplace_back(annotatorId, node);
        }
        issue.labelCount = int(qsizetype(batch.labels.size()) - issue.firstLabel);
        done.labelCount += issue.labelCount;
        hashLabels(issue.id, issueLabels);
        // The tally lists votes in annotator-id order, as the triggers do.
        std::sort(votes.begin(), votes.end(),
            [](const TallyVote &a, const TallyVote &b) { return a.annotatorId < b.annotatorId; });
        issue.votes = IssueTallyStore::encodeVotes(votes);
        if (item.finalLabel >= 0) {
            issue.finalNode = item.finalLabel;
            issue.unanimous = unanimous && anyLabel;
            hashFinal(issue.id, item.finalLabel, issue.unanimous);
            ++done.finalCount;
            done.unanimousCount += issue.unanimous ? 1 : 0;
        }
        ++done.issueCount;
        done.linkBytes += issue.url().size();
        batch.issues.push_back(std::move(issue));
        if (batch.issues.size() >= BatchRows) {
            if (!put(std::move(batch)))
                return Error(CoreText::tr("cancelled"));
            batch = ImportBatch();
        }
    }
    if (!batch.issues.empty() && !put(std::move(batch)))
        return Error(CoreText::tr("cancelled"));
    if (auto status = readAhead(); !status)
        return status;

    // Every line of the year files, with the row that took it; export writes them all back.
    // Lines no row took are noted (after the duplicates).
    QStringList unlisted;
    ImportBatch entries;
    entries.kind = ImportBatch::Kind::YearEntries;
    auto written = listings.forEachListing(
        framework, [&](int year, int position, const QByteArray &link, qint64 issueId) -> Status {
            if (issueId == 0) {
                unlisted.append(u"%1_%2.txt lists %3, which %1.csv does not; kept for export"_s
                                    .arg(framework.name)
                                    .arg(year)
                                    .arg(QString::fromUtf8(link)));
            }
            entries.yearEntries.push_back({year, position, link, issueId});
            if (entries.yearEntries.size() < BatchRows)
                return success();
            if (!put(std::move(entries)))
                return Error(CoreText::tr("cancelled"));
            entries = ImportBatch();
            entries.kind = ImportBatch::Kind::YearEntries;
            return success();
        });
    if (!written)
        return written;
    if (!entries.yearEntries.empty() && !put(std::move(entries)))
        return Error(CoreText::tr("cancelled"));

    // Rows that share a URL are kept, each its own issue, flagged and noted.
    const auto duplicates = listings.duplicates();
    for (qsizetype d = 0; d < qsizetype(duplicates.size()); ++d) {
        done.duplicateIssues += duplicates[d].issues;
        if (d < StudyData::MaxWarnings && !duplicates[d].link.isEmpty()) {
            done.warnings.append(
                u"%1:%2: duplicate URL %3 (%4 rows); each row is kept as its own issue"_s
                    .arg(framework.csvPath)
                    .arg(duplicates[d].line)
                    .arg(QString::fromUtf8(duplicates[d].link))
                    .arg(duplicates[d].issues.size()));
        }
    }
    done.warnings += unlisted;
    if (!csv.roundTripNote().isEmpty())
        done.warnings.append(csv.roundTripNote());
    if (!put(std::move(done)))
        return Error(CoreText::tr("cancelled"));
    return success();
}

// The rows the baseline would read back after the import (LabelSnapshot::digests), hashed in its
// key order: issue ids rise as the rows are read, an issue's labels are put in annotator-id
// order. Anything out of that order leaves the baseline to the tables.
void ImportRowReader::hashLabels(qint64 issueId, std::vector<std::pair<qint64, int>> &issueLabels)
{
    if (!m_hashing)
        return;
    std::sort(issueLabels.begin(), issueLabels.end());
    qint64 lastAnnotator = 0;
    for (const auto &[annotatorId, node] : std::as_const(issueLabels)) {
        if (annotatorId == lastAnnotator) {
            m_hashing = false;
            return;
        }
        lastAnnotator = annotatorId;
        // What the insert leaves: the code, no summary, not a false positive, no doubt; the same
        // row for every label of one node, encoded once.
        QByteArray &row = m_labelRowOfNode[std::size_t(node)];
        if (row.isEmpty())
            LabelSnapshot::encodeLabel(row, m_setup.codes[node], {}, false, {}, false, {});
        m_labelHash.add({issueId, annotatorId}, row);
        ++m_labelRows;
    }
}

void ImportRowReader::hashFinal(qint64 issueId, int node, bool unanimous)
{
    if (!m_hashing)
        return;
    // Decided by no one (0), no note, decided now: one row per node and method, encoded once.
    QByteArray &row = m_finalRowOfNode[unanimous ? 1 : 0][std::size_t(node)];
    if (row.isEmpty())
        LabelSnapshot::encodeFinal(
            row, m_setup.codes[node], false, methodOf(unanimous), 0, {}, m_setup.now);
    m_finalHash.add({issueId, 0}, row);
    ++m_finalRows;
}

std::optional<std::pair<LabelSnapshot::Digest, LabelSnapshot::Digest>> ImportRowReader::digests()
{
    if (!m_hashing)
        return std::nullopt;
    return std::make_pair(LabelSnapshot::Digest {m_labelRows, m_labelHash.hex()},
        LabelSnapshot::Digest {m_finalRows, m_finalHash.hex()});
}

} // namespace taxonomist::core
