// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "store/labelsnapshot.h"
#include "studydata.h"
#include "util/uuidminter.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

#include <array>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace taxonomist::core {

class YearListings;

// One CSV row as the import writes it: every value the writer binds, prepared on the reading
// thread (UTF-8, the year from its year file, the issue's id and UUID, the tally's votes). The
// link, its parts and the UUID share one buffer (an allocation a row instead of six).
struct ImportIssueRow
{
    struct Span
    {
        qsizetype from = 0;
        qsizetype size = 0;
    };

    qint64 id = 0;
    qint64 rowOrder = 0;
    qint64 year = 0;
    // The link as the CSV has it; then its host in lower case when the link's is not; then the
    // UUID.
    QByteArray text;
    qsizetype urlSize = 0;
    Span hostSpan, ownerSpan, repoSpan, numberSpan, uuidSpan; // into text
    QByteArray votes; // IssueTallyStore::encodeVotes of the labels
    bool newRepository = false; // the first row of a run of one repository's rows
    qsizetype firstLabel = 0; // into ImportBatch::labels
    int labelCount = 0;
    int finalNode = -1; // taxonomy index, -1: undecided
    bool unanimous = false;

    QByteArrayView url() const { return QByteArrayView(text).first(urlSize); }
    QByteArrayView host() const { return part(hostSpan); }
    QByteArrayView owner() const { return part(ownerSpan); }
    QByteArrayView repo() const { return part(repoSpan); }
    QByteArrayView number() const { return part(numberSpan); }
    QByteArrayView uuid() const { return part(uuidSpan); }

private:
    QByteArrayView part(Span span) const
    {
        return QByteArrayView(text).sliced(span.from, span.size);
    }
};

struct ImportLabel
{
    qint64 annotatorId = 0;
    qint64 nodeId = 0;
};

// A line of a year file, with the issue that took it (0: no row did).
struct ImportYearEntry
{
    qint64 year = 0;
    qint64 position = 0;
    QByteArray url;
    qint64 issueId = 0;
};

// What the reading thread hands the writer, in order: for each framework some batches of rows,
// then its year files' lines, then its end; or a failure, after which nothing follows.
struct ImportBatch
{
    enum class Kind { Issues, YearEntries, FrameworkDone, Failed };
    Kind kind = Kind::Issues;
    std::vector<ImportIssueRow> issues;
    std::vector<ImportLabel> labels;
    std::vector<ImportYearEntry> yearEntries;
    // FrameworkDone: what the framework's rows came to.
    QList<qint64> duplicateIssues; // rows that share their URL with another row
    qint64 issueCount = 0;
    qint64 labelCount = 0;
    qint64 finalCount = 0;
    qint64 unanimousCount = 0;
    qint64 linkBytes = 0; // of all its issues' links
    QStringList warnings; // in the order the import notes them
    // Failed:
    std::optional<Error> error;
};

// Reads a study's frameworks (CSV rows, year files) on a thread of its own and prepares every
// row the import writes, while the import's own thread only binds and runs the inserts: the
// reading, checking, pairing with year files and hashing take the second core. Each CSV row is
// paired with the first line of a year file listing its URL that no earlier row took, in memory,
// one framework at a time (two hashes of each line's link, not its text: about 100 bytes a line
// however long the links; the files are read again to write the lines out). At most 8
// batches of 512 rows wait at once.
class ImportRowReader final
{
public:
    struct Setup
    {
        QList<StudyFramework> frameworks; // copied: the writer's StudyData is its own
        const Taxonomy *taxonomy = nullptr;
        QList<qint64> nodeIds; // by taxonomy index
        QList<QByteArray> codes; // by taxonomy index, UTF-8
        QList<qint64> annotatorIds; // by label column
        qint64 firstIssueId = 1;
        bool volunteerLabels = true;
        bool hashing = false; // hash the audit baseline (LabelSnapshot) as the rows go by
        QByteArray now; // decided_at of the final labels
        const std::atomic_bool *cancelled = nullptr;
    };

    explicit ImportRowReader(Setup setup);
    ~ImportRowReader(); // stops the thread if it still runs
    ImportRowReader(const ImportRowReader &) = delete;
    ImportRowReader &operator=(const ImportRowReader &) = delete;

    void start();
    // The next batch, waiting for it.
    ImportBatch take();
    // Asks the thread to stop and waits for it; what it had not handed over is dropped.
    void stop();

    // After the last framework's FrameworkDone: the audit baseline's digests, or nothing when
    // the rows were not all in key order (the baseline is then read from the tables).
    std::optional<std::pair<LabelSnapshot::Digest, LabelSnapshot::Digest>> digests();

private:
    void run();
    // One framework's rows, then (readAhead) the next framework's year files, then this one's
    // year-file lines and its end.
    Status readFramework(qsizetype index, YearListings &listings, QStringList listingWarnings,
        const std::function<Status()> &readAhead);
    bool put(ImportBatch &&batch); // false: the writer stopped
    void hashLabels(qint64 issueId, std::vector<std::pair<qint64, int>> &issueLabels);
    void hashFinal(qint64 issueId, int node, bool unanimous);

    Setup m_setup;
    UuidMinter m_uuids; // one for the whole import: each issue's UUID is greater than the last
    qint64 m_nextIssueId = 1;
    std::thread m_thread;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<ImportBatch> m_queue;
    bool m_stopping = false;

    // The audit baseline, hashed as the rows are prepared.
    bool m_hashing = false;
    std::vector<QByteArray> m_labelRowOfNode; // by taxonomy index; empty until first used
    std::array<std::vector<QByteArray>, 2>
        m_finalRowOfNode; // [imported, unanimous][taxonomy index]
    LabelSnapshot::Hasher m_labelHash;
    LabelSnapshot::Hasher m_finalHash;
    qint64 m_labelRows = 0;
    qint64 m_finalRows = 0;
};

} // namespace taxonomist::core
