// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "importrowreader.h"

#include "frameworkcsv.h"
#include "store/issuetallystore.h"
#include "util/inputtext.h"
#include "yearfile.h"

#include <QRandomGenerator64>
#include <QUuid>

#include <algorithm>
#include <array>
#include <tuple>
#include <unordered_map>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Rows a batch carries, and batches that may wait for the writer at once.
constexpr std::size_t BatchRows = 512;
constexpr std::size_t QueuedBatches = 4;
// How often the reading looks whether it was cancelled.
constexpr qint64 CancelCheckRows = 4096;

// Version-4 UUIDs from a generator seeded once from the system's. QUuid::createUuid() asks the
// system generator for every one (the CPU's RDSEED on this machine: 6 µs a UUID).
class UuidMinter final
{
public:
    UuidMinter()
    {
        std::array<quint32, 8> seed;
        QRandomGenerator::system()->fillRange(seed.data(), seed.size());
        m_random = QRandomGenerator64(seed.data(), qsizetype(seed.size()));
    }

    QByteArray next()
    {
        std::array<quint64, 2> bits{m_random.generate64(), m_random.generate64()};
        QByteArray bytes(reinterpret_cast<const char *>(bits.data()), 16);
        bytes[6] = char((bytes[6] & 0x0f) | 0x40); // version 4
        bytes[8] = char((bytes[8] & 0x3f) | 0x80); // the RFC 4122 variant
        return QUuid::fromRfc4122(bytes).toByteArray(QUuid::WithoutBraces);
    }

private:
    QRandomGenerator64 m_random;
};

} // namespace

// One framework's year files as the pairing needs them: for each line its year, and for each link
// the lines that list it, in order (the k-th CSV row of a URL takes its k-th listing). A link is
// held as two 64-bit hashes, not as text, so that memory stays at about 100 bytes a line however
// long the links are: the first finds a link's lines, the second, kept with the row that took a
// line, is checked against the line's text when the files are read again to write the lines out,
// so that two links sharing a first hash could never pair a row with a wrong line unnoticed.
class ImportRowReader::YearListings final
{
public:
    struct Listing
    {
        quint64 check = 0; // the second hash of the link of the row that took it
        qint64 issueId = 0; // 0: no row took it
        qint64 rowOrder = 0;
        int year = 0;
        int line = 0;      // the CSV line of the row that took it
        int nextSame = -1; // the next listing of the same link
    };

    Status read(const StudyFramework &framework, QStringList &warnings)
    {
        const Status status = forEachLine(framework, [this](int year, const QByteArray &link) {
            const int index = int(m_listings.size());
            Listing listing;
            listing.year = year;
            m_listings.push_back(listing);
            Chain &chain = m_byLink[keyOf(link)];
            if (chain.first < 0) {
                chain.first = chain.unclaimed = index;
            } else {
                m_listings[chain.last].nextSame = index;
            }
            chain.last = index;
            return success();
        });
        if (!status)
            return status;
        if (m_notes.size() > 0)
            warnings += m_notes;
        return success();
    }

    // The first listing of `link` that no earlier row took, now taken by this row; -1 if none.
    int claim(const QByteArray &link, qint64 issueId, qint64 rowOrder, int line)
    {
        const quint64 key = keyOf(link);
        const auto found = m_byLink.find(key);
        if (found == m_byLink.end() || found->second.unclaimed < 0)
            return -1;
        Chain &chain = found->second;
        const int index = chain.unclaimed;
        Listing &listing = m_listings[index];
        listing.check = checkOf(link);
        listing.issueId = issueId;
        listing.rowOrder = rowOrder;
        listing.line = line;
        chain.unclaimed = listing.nextSame;
        // A second row of one link: the link is kept for the note (the first few thousand).
        if (++chain.claimed == 2 && m_duplicateLinks.size() < DuplicateLinksKept)
            m_duplicateLinks.emplace(key, link);
        return index;
    }

    const Listing &at(int index) const { return m_listings[index]; }

    // Reads the files again, line by line, and gives each line's year, position, link and the
    // issue that took it (0: none); an error if a line's link is not the one its row had.
    template<typename Visit>
    Status forEachListing(const StudyFramework &framework, Visit visit)
    {
        int index = 0;
        const Status status = forEachLine(framework, [&](int year, const QByteArray &link) -> Status {
            if (index >= int(m_listings.size()))
                return Error(u"the year files changed while they were imported"_s);
            const Listing &listing = m_listings[index];
            if (listing.issueId != 0 && listing.check != checkOf(link)) {
                return Error(u"line %1 of the year files (%2) no longer matches the row that took it: the year files"
                             " changed while they were imported"_s.arg(index + 1).arg(quotedForMessage(QString::fromUtf8(link))));
            }
            return visit(year, index++, link, listing.issueId);
        });
        if (status && index != int(m_listings.size()))
            return Error(u"the year files changed while they were imported"_s, {framework.csvPath, 0, 0});
        return status;
    }

    // Links more than one row took: the first row (its order and line), the link (when kept), the
    // rows' issues; by first row.
    struct Duplicate
    {
        qint64 firstRow = 0;
        int line = 0;
        QByteArray link;
        QList<qint64> issues;
    };
    std::vector<Duplicate> duplicates() const
    {
        std::vector<Duplicate> result;
        for (const auto &[key, chain] : m_byLink) {
            if (chain.claimed < 2)
                continue;
            Duplicate duplicate;
            duplicate.firstRow = -1;
            for (int i = chain.first; i >= 0; i = m_listings[i].nextSame) {
                const Listing &listing = m_listings[i];
                if (listing.issueId == 0)
                    continue;
                duplicate.issues.append(listing.issueId);
                if (duplicate.firstRow < 0 || listing.rowOrder < duplicate.firstRow) {
                    duplicate.firstRow = listing.rowOrder;
                    duplicate.line = listing.line;
                }
            }
            const auto link = m_duplicateLinks.find(key);
            if (link != m_duplicateLinks.end())
                duplicate.link = link->second;
            result.push_back(std::move(duplicate));
        }
        std::sort(result.begin(), result.end(),
                  [](const Duplicate &a, const Duplicate &b) { return a.firstRow < b.firstRow; });
        return result;
    }

private:
    // Links of duplicated rows kept for the notes, which stop at StudyData::MaxWarnings anyway.
    static constexpr std::size_t DuplicateLinksKept = 4 * StudyData::MaxWarnings;

    struct Chain
    {
        int first = -1;
        int last = -1;
        int unclaimed = -1;
        int claimed = 0;
    };

    static quint64 keyOf(const QByteArray &link) { return qHash(link, 0x7a3d1c5bu); }
    static quint64 checkOf(const QByteArray &link) { return qHash(link, 0x2f9e4b87u); }

    template<typename Visit>
    Status forEachLine(const StudyFramework &framework, Visit visit)
    {
        m_notes.clear();
        QString url;
        for (qsizetype y = 0; y < framework.years.size(); ++y) {
            auto file = YearFile::open(framework.yearFiles[y]);
            if (!file)
                return file.error();
            for (;;) {
                auto more = (*file)->next(url);
                if (!more)
                    return more.error();
                if (!*more)
                    break;
                if (auto status = visit(framework.years[y], url.toUtf8()); !status) {
                    const Error error = status.error();
                    return error.where().file.isEmpty() ? Error(error.what(), {framework.yearFiles[y], (*file)->line(), 1})
                                                        : error;
                }
            }
            if (const QString note = (*file)->note(); !note.isEmpty())
                m_notes.append(note);
        }
        return success();
    }

    std::vector<Listing> m_listings;
    std::unordered_map<quint64, Chain> m_byLink;
    std::unordered_map<quint64, QByteArray> m_duplicateLinks;
    QStringList m_notes;
};

ImportRowReader::ImportRowReader(Setup setup)
    : m_setup(std::move(setup))
    , m_nextIssueId(m_setup.firstIssueId)
    , m_hashing(m_setup.hashing)
{
}

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
    for (int f = 0; f < m_setup.frameworks.size(); ++f) {
        if (auto status = readFramework(f); !status) {
            ImportBatch failed;
            failed.kind = ImportBatch::Kind::Failed;
            failed.error = status.error();
            put(std::move(failed));
            return;
        }
        {
            const std::lock_guard lock(m_mutex);
            if (m_stopping)
                return;
        }
    }
}

Status ImportRowReader::readFramework(int index)
{
    const StudyFramework &framework = m_setup.frameworks[index];
    ImportBatch done;
    done.kind = ImportBatch::Kind::FrameworkDone;
    YearListings listings;
    if (auto status = listings.read(framework, done.warnings); !status)
        return status;

    // The header again: the file is read a second time, and must still be what was checked.
    auto opened = FrameworkCsv::open(framework.csvPath, *m_setup.taxonomy);
    if (!opened)
        return opened.error();
    FrameworkCsv &csv = **opened;
    if (csv.labelColumns() != framework.labelColumns || csv.isCrLf() != framework.crlf
        || csv.hasBom() != framework.bom) {
        return Error(u"the file changed while it was imported"_s, {framework.csvPath, 1, 1});
    }
    if (csv.labelColumns() > m_setup.annotatorIds.size())
        return Error(u"more label columns than annotators"_s, {csv.path(), 1, 1});

    ImportBatch batch;
    UuidMinter uuids;
    StudyIssue item;
    QByteArray lastRepository;
    QList<TallyVote> votes;
    std::vector<std::pair<qint64, int>> issueLabels; // (annotator id, taxonomy index), for the hash
    for (qint64 row = 0;; ++row) {
        if (row % CancelCheckRows == 0 && m_setup.cancelled && m_setup.cancelled->load())
            return Error(u"cancelled"_s);
        auto more = csv.next(item);
        if (!more)
            return more.error();
        if (!*more)
            break;
        ImportIssueRow issue;
        issue.id = m_nextIssueId;
        issue.rowOrder = row;
        issue.url = item.url.toUtf8();
        const int listing = listings.claim(issue.url, issue.id, row, item.line);
        if (listing < 0) {
            return Error(u"%1 is not listed in any year file (%2_YEAR.txt)"_s.arg(item.url, framework.name),
                         {csv.path(), item.line, 1});
        }
        ++m_nextIssueId;
        issue.year = listings.at(listing).year;
        issue.host = item.parts.host.toUtf8();
        issue.owner = item.parts.owner.toUtf8();
        issue.repo = item.parts.repo.toUtf8();
        issue.number = item.parts.number.toUtf8();
        // Issue UUIDs are minted here, once, by the project the study is imported into.
        issue.uuid = uuids.next();
        // Rows of one repository come together: the writer records each run once.
        QByteArray repositoryKey = issue.host + '/' + issue.owner + '/' + issue.repo;
        issue.newRepository = repositoryKey != lastRepository;
        if (issue.newRepository)
            lastRepository = std::move(repositoryKey);

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
            hashFinal(issue.id, item.finalLabel, issue.unanimous ? "unanimous" : "imported");
            ++done.finalCount;
            done.unanimousCount += issue.unanimous ? 1 : 0;
        }
        ++done.issueCount;
        batch.issues.push_back(std::move(issue));
        if (batch.issues.size() >= BatchRows) {
            if (!put(std::move(batch)))
                return Error(u"cancelled"_s);
            batch = ImportBatch();
        }
    }
    if (!batch.issues.empty() && !put(std::move(batch)))
        return Error(u"cancelled"_s);

    // Every line of the year files, with the row that took it; export writes them all back.
    // Lines no row took are noted (after the duplicates).
    QStringList unlisted;
    ImportBatch entries;
    entries.kind = ImportBatch::Kind::YearEntries;
    auto written = listings.forEachListing(framework, [&](int year, int position, const QByteArray &link,
                                                          qint64 issueId) -> Status {
        if (issueId == 0) {
            unlisted.append(u"%1_%2.txt lists %3, which %1.csv does not; kept for export"_s.arg(framework.name).arg(
                year).arg(QString::fromUtf8(link)));
        }
        entries.yearEntries.push_back({year, position, link, issueId});
        if (entries.yearEntries.size() < BatchRows)
            return success();
        if (!put(std::move(entries)))
            return Error(u"cancelled"_s);
        entries = ImportBatch();
        entries.kind = ImportBatch::Kind::YearEntries;
        return success();
    });
    if (!written)
        return written;
    if (!entries.yearEntries.empty() && !put(std::move(entries)))
        return Error(u"cancelled"_s);

    // Rows that share a URL are kept, each its own issue, flagged and noted.
    const auto duplicates = listings.duplicates();
    for (qsizetype d = 0; d < qsizetype(duplicates.size()); ++d) {
        done.duplicateIssues += duplicates[d].issues;
        if (d < StudyData::MaxWarnings && !duplicates[d].link.isEmpty()) {
            done.warnings.append(u"%1:%2: duplicate URL %3 (%4 rows); each row is kept as its own issue"_s.arg(
                framework.csvPath).arg(duplicates[d].line).arg(QString::fromUtf8(duplicates[d].link)).arg(
                duplicates[d].issues.size()));
        }
    }
    done.warnings += unlisted;
    if (!csv.roundTripNote().isEmpty())
        done.warnings.append(csv.roundTripNote());
    if (!put(std::move(done)))
        return Error(u"cancelled"_s);
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
        // What the insert leaves: the code, no summary, not a false positive, no doubt.
        m_row.resize(0);
        LabelSnapshot::encodeLabel(m_row, m_setup.codes[node], {}, false, {}, false, {});
        m_labelHash.add({issueId, annotatorId}, m_row);
        ++m_labelRows;
    }
}

void ImportRowReader::hashFinal(qint64 issueId, int node, QByteArrayView method)
{
    if (!m_hashing)
        return;
    // Decided by no one (0), no note, decided now.
    m_row.resize(0);
    LabelSnapshot::encodeFinal(m_row, m_setup.codes[node], false, method, 0, {}, m_setup.now);
    m_finalHash.add({issueId, 0}, m_row);
    ++m_finalRows;
}

std::optional<std::pair<LabelSnapshot::Digest, LabelSnapshot::Digest>> ImportRowReader::digests()
{
    if (!m_hashing)
        return std::nullopt;
    return std::make_pair(LabelSnapshot::Digest{m_labelRows, m_labelHash.hex()},
                          LabelSnapshot::Digest{m_finalRows, m_finalHash.hex()});
}

} // namespace taxonomist::core
