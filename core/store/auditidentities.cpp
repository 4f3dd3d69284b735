// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "auditidentities.h"

#include "sqlitestatement.h"
#include "util/sha256.h"

#include <QJsonValue>

#include <charconv>
#include <cstring>
#include <functional>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// The fields a label entry records, in the order a message names them.
struct Field
{
    QLatin1StringView key;
    QLatin1StringView what;
};
constexpr Field entryFields[] = {
    {"issue_uuid"_L1, "the issue's UUID"_L1},
    {"issue_url"_L1, "the issue's URL"_L1},
    {"annotator_uuid"_L1, "the annotator's UUID"_L1},
    {"label_column"_L1, "the annotator's label column"_L1},
};

QJsonValue textOrNull(const SqliteStatement &row, int column)
{
    return row.isNull(column) ? QJsonValue() : QJsonValue(row.text(column));
}

// Rows hashed as the audit entries are encoded ("<type><length>:<bytes>" per field, the storage
// class first, so a number stored in place of a text no longer matches), written into a buffer
// in one go per row and given to the hash in pieces of about 64 KiB.
class RowHasher final
{
public:
    static constexpr int columns = 3;

    void add(const SqliteStatement &row)
    {
        char types[columns];
        QByteArrayView values[columns];
        char integers[columns][24]; // an integer's digits, as SQLite would give its text
        qsizetype size = 0;
        for (int column = 0; column < columns; ++column) {
            // The storage class before the text: reading a number as text converts it in place.
            types[column] = row.storageClass(column);
            if (types[column] == 'i') { // the ids: formatted here, not converted by SQLite
                char *digits = integers[column];
                const auto end = std::to_chars(digits, digits + 24, row.integer(column)).ptr;
                values[column] = QByteArrayView(digits, end - digits);
            } else if (types[column] != 'n') {
                values[column] = row.utf8(column);
            }
            size += 1 + 20 + 1 + values[column].size();
        }
        const qsizetype at = m_pending.size();
        m_pending.resize(at + size);
        char *out = m_pending.data() + at;
        for (int column = 0; column < columns; ++column) {
            *out++ = types[column];
            out = std::to_chars(out, out + 20, values[column].size()).ptr;
            *out++ = ':';
            if (!values[column].isEmpty()) // memcpy takes no null, which an empty field may be
                std::memcpy(out, values[column].data(), std::size_t(values[column].size()));
            out += values[column].size();
        }
        m_pending.resize(out - m_pending.constData());
        ++m_rows;
        if (m_pending.size() >= 64 * 1024) {
            m_hash.add(m_pending);
            m_pending.resize(0);
        }
    }
    qint64 rows() const { return m_rows; }
    QByteArray hex()
    {
        m_hash.add(m_pending);
        m_pending.resize(0);
        return m_hash.hex();
    }

private:
    Sha256 m_hash;
    QByteArray m_pending;
    qint64 m_rows = 0;
};

// Hashes the rows (id first, in id order; three columns) that `query` gives and `keep` accepts;
// returns the highest id hashed.
Result<qint64> hashRows(SqliteStatement &query, qint64 &rows, QByteArray &sha256,
    const std::function<bool(qint64)> &keep = {})
{
    RowHasher hasher;
    qint64 last = 0;
    while (query.next()) {
        if (keep && !keep(query.integer(0)))
            continue;
        last = query.integer(0);
        hasher.add(query);
    }
    if (auto status = query.readStatus(); !status)
        return status.error();
    rows = hasher.rows();
    sha256 = hasher.hex();
    return last;
}

// Accepts ids in ascending order that `ids` (ascending) holds.
std::function<bool(qint64)> memberOf(const std::vector<qint64> &ids)
{
    return [&ids, next = ids.cbegin()](qint64 id) mutable {
        while (next != ids.cend() && *next < id)
            ++next;
        return next != ids.cend() && *next == id;
    };
}

constexpr const char *issues = "SELECT id, uuid, url FROM issues ORDER BY id";
constexpr const char *issuesUpTo = "SELECT id, uuid, url FROM issues WHERE id <= ? ORDER BY id";
constexpr const char *labellingAnnotators
    = "SELECT a.id, a.uuid, a.label_column FROM annotators a WHERE EXISTS (SELECT 1 FROM labels l "
      "WHERE l.annotator_id = a.id) ORDER BY a.id";
constexpr const char *annotators = "SELECT id, uuid, label_column FROM annotators ORDER BY id";

} // namespace

AuditIdentities::AuditIdentities(sqlite3 *db)
    : m_db(db)
{ }

AuditIdentities::~AuditIdentities() = default;

Result<QJsonObject> AuditIdentities::fields(qint64 issueId, qint64 annotatorId)
{
    // Prepared once: a bulk write logs thousands of labels through one writer.
    if (!m_issue) {
        m_issue
            = std::make_unique<SqliteStatement>(m_db, "SELECT uuid, url FROM issues WHERE id = ?");
        m_annotator = std::make_unique<SqliteStatement>(
            m_db, "SELECT uuid, label_column FROM annotators WHERE id = ?");
    }
    QJsonObject fields;
    m_issue->bind(1, issueId);
    if (m_issue->next()) {
        fields.insert(entryFields[0].key, textOrNull(*m_issue, 0));
        fields.insert(entryFields[1].key, textOrNull(*m_issue, 1));
    }
    auto status = m_issue->readStatus();
    m_issue->reset();
    if (!status)
        return status.error();
    if (annotatorId == 0)
        return fields;
    m_annotator->bind(1, annotatorId);
    if (m_annotator->next()) {
        fields.insert(entryFields[2].key, textOrNull(*m_annotator, 0));
        fields.insert(entryFields[3].key,
            m_annotator->isNull(1) ? QJsonValue() : QJsonValue(m_annotator->integer(1)));
    }
    status = m_annotator->readStatus();
    m_annotator->reset();
    if (!status)
        return status.error();
    return fields;
}

QJsonObject AuditIdentities::recordedIn(const QJsonObject &detail)
{
    QJsonObject recorded;
    for (const Field &field : entryFields) {
        const auto it = detail.constFind(field.key);
        if (it != detail.constEnd())
            recorded.insert(field.key, *it);
    }
    return recorded;
}

QStringList AuditIdentities::differences(const QJsonObject &recorded, const QJsonObject &now)
{
    QStringList differing;
    for (const Field &field : entryFields) {
        if (recorded.contains(field.key) && recorded.value(field.key) != now.value(field.key))
            differing.append(field.what);
    }
    return differing;
}

Result<AuditIdentities::Digest> AuditIdentities::current(sqlite3 *db)
{
    Digest digest;
    SqliteStatement allIssues(db, issues);
    auto last = hashRows(allIssues, digest.issues, digest.issuesSha256);
    if (!last)
        return last.error();
    digest.lastIssue = *last;
    SqliteStatement labelling(db, labellingAnnotators);
    if (auto read = hashRows(labelling, digest.annotators, digest.annotatorsSha256); !read)
        return read.error();
    return digest;
}

Result<AuditIdentities::Digest> AuditIdentities::of(
    sqlite3 *db, qint64 lastIssue, const std::vector<qint64> &annotatorIds)
{
    Digest digest;
    SqliteStatement covered(db, issuesUpTo);
    covered.bind(1, lastIssue);
    auto last = hashRows(covered, digest.issues, digest.issuesSha256);
    if (!last)
        return last.error();
    digest.lastIssue = *last;
    SqliteStatement all(db, annotators);
    if (auto read
        = hashRows(all, digest.annotators, digest.annotatorsSha256, memberOf(annotatorIds));
        !read)
        return read.error();
    return digest;
}

} // namespace taxonomist::core
