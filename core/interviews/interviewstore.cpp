// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "interviewstore.h"

#include "quotelocator.h"
#include "store/projectstore.h"
#include "store/sqlutil.h"
#include "store/transaction.h"
#include "textpositions.h"
#include "util/coretext.h"
#include "util/inputtext.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

// Qt binds a null QString as SQL NULL; the text columns hold '' for "nothing".
QString text(const QString &value)
{
    return value.isNull() ? u""_s : value;
}

QVariant idOrNull(qint64 id)
{
    return id > 0 ? QVariant(id) : QVariant(QMetaType(QMetaType::LongLong));
}

QJsonValue toJson(const std::optional<Segment> &segment)
{
    if (!segment)
        return QJsonValue::Null;
    QJsonObject object {{u"participant"_s, segment->participantId},
        {u"links"_s, QJsonArray::fromStringList(segment->links)}, {u"memo"_s, segment->memo}};
    if (!segment->isStandalone()) {
        object.insert(u"transcript"_s, segment->transcriptId);
        object.insert(u"start"_s, segment->start);
        object.insert(u"end"_s, segment->end);
    } else {
        object.insert(u"text"_s, segment->text);
    }
    return object;
}

struct Where
{
    QString clause;
    QVariantList values;
};

Where whereOf(const SegmentQuery &query)
{
    Where where {u" WHERE 1"_s, {}};
    if (query.place == SegmentQuery::Place::Transcript) {
        where.clause += u" AND s.transcript_id = ?"_s;
        where.values.append(query.transcriptId);
    } else if (query.place == SegmentQuery::Place::Standalone) {
        where.clause += u" AND s.transcript_id IS NULL"_s;
    }
    if (query.participantId > 0) {
        where.clause += u" AND s.participant_id = ?"_s;
        where.values.append(query.participantId);
    }
    if (query.coderId) {
        if (*query.coderId > 0) {
            where.clause += u" AND s.coder_id = ?"_s;
            where.values.append(*query.coderId);
        } else {
            where.clause += u" AND s.coder_id IS NULL"_s;
        }
    }
    return where;
}

} // namespace

QString InterviewStore::newGuid()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

Result<QList<Participant>> InterviewStore::participants(const ProjectStore &store)
{
    QSqlQuery query(store.database());
    query.prepare(u"SELECT id, code, role, position, guid FROM participants ORDER BY position"_s);
    if (auto status = sql::exec(query); !status)
        return status.error();
    QList<Participant> result;
    QHash<qint64, qsizetype> indexOf;
    while (query.next()) {
        Participant p;
        p.id = query.value(0).toLongLong();
        p.code = query.value(1).toString();
        p.role = Participant::roleFromKey(query.value(2).toString());
        p.position = query.value(3).toInt();
        p.guid = query.value(4).toString();
        indexOf.insert(p.id, result.size());
        result.append(p);
    }
    if (auto status = sql::readStatus(query, store.path()); !status)
        return status.error();
    query.prepare(
        u"SELECT participant_id, name, value FROM participant_attributes ORDER BY participant_id, position"_s);
    if (auto status = sql::exec(query); !status)
        return status.error();
    while (query.next()) {
        const qsizetype index = indexOf.value(query.value(0).toLongLong(), -1);
        if (index >= 0)
            result[index].attributes.append({query.value(1).toString(), query.value(2).toString()});
    }
    if (auto status = sql::readStatus(query, store.path()); !status)
        return status.error();
    return result;
}

Result<std::optional<Participant>> InterviewStore::participant(
    const ProjectStore &store, const QString &code)
{
    auto all = participants(store);
    if (!all)
        return all.error();
    for (const Participant &p : std::as_const(*all)) {
        if (p.code == code)
            return std::optional<Participant>(p);
    }
    return std::optional<Participant>();
}

Status InterviewStore::saveParticipant(ProjectStore &store, Participant &participant)
{
    if (participant.code.trimmed().isEmpty())
        return Error(CoreText::tr("a participant needs a code"));
    const QString type = participant.attribute(Participant::typeAttribute);
    if (!type.isEmpty())
        participant.role = Participant::roleFromType(type);
    QSqlQuery query(store.database());
    if (participant.id == 0) {
        if (participant.guid.isEmpty())
            participant.guid = newGuid();
        query.prepare(
            u"INSERT INTO participants(code, role, position, guid, created_at)"
            " VALUES(?, ?, (SELECT coalesce(max(position), 0) + 1 FROM participants), ?, ?)"_s);
        query.addBindValue(participant.code);
        query.addBindValue(Participant::roleKey(participant.role));
        query.addBindValue(participant.guid);
        query.addBindValue(ProjectStore::nowUtc());
        if (auto status = sql::exec(query); !status)
            return Error(CoreText::tr("participant %1: %2")
                             .arg(quotedForMessage(participant.code), status.error().what()));
        participant.id = query.lastInsertId().toLongLong();
    } else {
        query.prepare(u"UPDATE participants SET code = ?, role = ? WHERE id = ?"_s);
        query.addBindValue(participant.code);
        query.addBindValue(Participant::roleKey(participant.role));
        query.addBindValue(participant.id);
        if (auto status = sql::exec(query); !status)
            return status;
    }
    query.prepare(u"DELETE FROM participant_attributes WHERE participant_id = ?"_s);
    query.addBindValue(participant.id);
    if (auto status = sql::exec(query); !status)
        return status;
    query.prepare(
        u"INSERT INTO participant_attributes(participant_id, position, name, value) VALUES(?, ?, ?, ?)"_s);
    for (qsizetype i = 0; i < participant.attributes.size(); ++i) {
        query.addBindValue(participant.id);
        query.addBindValue(static_cast<int>(i));
        query.addBindValue(text(participant.attributes[i].first));
        query.addBindValue(text(participant.attributes[i].second));
        if (auto status = sql::exec(query); !status)
            return status;
    }
    return success();
}

Result<QList<Transcript>> InterviewStore::transcripts(
    const ProjectStore &store, qint64 participantId)
{
    QSqlQuery query(store.database());
    query.prepare(
        u"SELECT t.id, t.participant_id, p.code, t.guid, t.name, t.format, t.length, t.added_at"
        " FROM transcripts t JOIN participants p ON p.id = t.participant_id"
        " WHERE ? = 0 OR t.participant_id = ? ORDER BY p.position, t.id"_s);
    query.addBindValue(participantId);
    query.addBindValue(participantId);
    if (auto status = sql::exec(query); !status)
        return status.error();
    QList<Transcript> result;
    while (query.next()) {
        Transcript t;
        t.id = query.value(0).toLongLong();
        t.participantId = query.value(1).toLongLong();
        t.participant = query.value(2).toString();
        t.guid = query.value(3).toString();
        t.name = query.value(4).toString();
        t.format = query.value(5).toString() == u"markdown"_s ? Transcript::Format::Markdown
                                                              : Transcript::Format::Text;
        t.length = query.value(6).toLongLong();
        t.addedAt = query.value(7).toString();
        result.append(t);
    }
    if (auto status = sql::readStatus(query, store.path()); !status)
        return status.error();
    return result;
}

Result<Transcript> InterviewStore::transcript(const ProjectStore &store, qint64 transcriptId)
{
    QSqlQuery query(store.database());
    query.prepare(
        u"SELECT t.participant_id, p.code, t.guid, t.name, t.format, t.length, t.added_at, "
        u"t.content"
        " FROM transcripts t JOIN participants p ON p.id = t.participant_id WHERE t.id = ?"_s);
    query.addBindValue(transcriptId);
    if (auto status = sql::exec(query); !status)
        return status.error();
    if (!query.next()) {
        if (auto status = sql::readStatus(query, store.path()); !status)
            return status.error();
        return Error(
            CoreText::tr("no transcript with id %1").arg(transcriptId), {store.path(), 0, 0});
    }
    Transcript t;
    t.id = transcriptId;
    t.participantId = query.value(0).toLongLong();
    t.participant = query.value(1).toString();
    t.guid = query.value(2).toString();
    t.name = query.value(3).toString();
    t.format = query.value(4).toString() == u"markdown"_s ? Transcript::Format::Markdown
                                                          : Transcript::Format::Text;
    t.length = query.value(5).toLongLong();
    t.addedAt = query.value(6).toString();
    t.content = query.value(7).toString();
    if (TextPositions::codePointLength(t.content) != t.length)
        return Error(CoreText::tr("transcript %1 is damaged: its length does not match its text")
                         .arg(quotedForMessage(t.name)),
            {store.path(), 0, 0});
    return t;
}

Status InterviewStore::insertTranscript(ProjectStore &store, Transcript &transcript)
{
    if (transcript.guid.isEmpty())
        transcript.guid = newGuid();
    transcript.length = TextPositions::codePointLength(transcript.content);
    if (transcript.addedAt.isEmpty())
        transcript.addedAt = ProjectStore::nowUtc();
    QSqlQuery query(store.database());
    query.prepare(
        u"INSERT INTO transcripts(participant_id, guid, name, format, content, length, added_at)"
        " VALUES(?, ?, ?, ?, ?, ?, ?)"_s);
    query.addBindValue(transcript.participantId);
    query.addBindValue(transcript.guid);
    query.addBindValue(text(transcript.name));
    query.addBindValue(Transcript::formatKey(transcript.format));
    query.addBindValue(text(transcript.content));
    query.addBindValue(transcript.length);
    query.addBindValue(transcript.addedAt);
    if (auto status = sql::exec(query); !status)
        return Error(CoreText::tr("transcript %1: %2")
                         .arg(quotedForMessage(transcript.name), status.error().what()));
    transcript.id = query.lastInsertId().toLongLong();
    return success();
}

Result<QList<Segment>> InterviewStore::segments(
    const ProjectStore &store, const SegmentQuery &segmentQuery)
{
    const Where where = whereOf(segmentQuery);
    QSqlQuery query(store.database());
    query.prepare(u"SELECT s.id, s.guid, s.participant_id, p.code, coalesce(s.transcript_id, 0), "
                  u"coalesce(s.start_pos, 0),"
                  " coalesce(s.end_pos, 0), s.text, coalesce(s.coder_id, 0), coalesce(a.name, ''), "
                  "s.memo, s.category,"
                  " coalesce(s.codebook_row, 0), s.created_at, s.updated_at"
                  " FROM segments s JOIN participants p ON p.id = s.participant_id"
                  " LEFT JOIN annotators a ON a.id = s.coder_id"_s
        + where.clause
        + u" ORDER BY s.codebook_row IS NULL, s.codebook_row, p.position, s.transcript_id, s.start_pos, s.id"_s);
    for (const QVariant &value : where.values)
        query.addBindValue(value);
    if (auto status = sql::exec(query); !status)
        return status.error();
    QList<Segment> result;
    QHash<qint64, qsizetype> indexOf;
    while (query.next()) {
        Segment s;
        s.id = query.value(0).toLongLong();
        s.guid = query.value(1).toString();
        s.participantId = query.value(2).toLongLong();
        s.participant = query.value(3).toString();
        s.transcriptId = query.value(4).toLongLong();
        s.start = query.value(5).toLongLong();
        s.end = query.value(6).toLongLong();
        s.text = query.value(7).toString();
        s.coderId = query.value(8).toLongLong();
        s.coder = query.value(9).toString();
        s.memo = query.value(10).toString();
        s.category = query.value(11).toString();
        s.codebookRow = query.value(12).toInt();
        s.createdAt = query.value(13).toString();
        s.updatedAt = query.value(14).toString();
        indexOf.insert(s.id, result.size());
        result.append(s);
    }
    if (auto status = sql::readStatus(query, store.path()); !status)
        return status.error();
    QSqlQuery links(store.database());
    links.prepare(
        u"SELECT l.segment_id, l.code FROM segment_links l JOIN segments s ON s.id = l.segment_id"_s
        + where.clause + u" ORDER BY l.segment_id, l.position"_s);
    for (const QVariant &value : where.values)
        links.addBindValue(value);
    if (auto status = sql::exec(links); !status)
        return status.error();
    while (links.next()) {
        const qsizetype index = indexOf.value(links.value(0).toLongLong(), -1);
        if (index >= 0)
            result[index].links.append(links.value(1).toString());
    }
    if (auto status = sql::readStatus(links, store.path()); !status)
        return status.error();
    return result;
}

Result<std::optional<Segment>> InterviewStore::segment(
    const ProjectStore &store, const QString &guid)
{
    QSqlQuery query(store.database());
    query.prepare(u"SELECT participant_id FROM segments WHERE guid = ?"_s);
    query.addBindValue(guid);
    auto participant = sql::firstValue(query, store.path());
    if (!participant)
        return participant.error();
    if (!*participant)
        return std::optional<Segment>();
    SegmentQuery byParticipant;
    byParticipant.participantId = (*participant)->toLongLong();
    auto all = segments(store, byParticipant);
    if (!all)
        return all.error();
    for (const Segment &s : std::as_const(*all)) {
        if (s.guid == guid)
            return std::optional<Segment>(s);
    }
    return std::optional<Segment>();
}

Status InterviewStore::writeSegment(ProjectStore &store, Segment &segment)
{
    if (segment.guid.isEmpty())
        segment.guid = newGuid();
    if (!segment.isStandalone()) {
        auto transcript = InterviewStore::transcript(store, segment.transcriptId);
        if (!transcript)
            return transcript.error();
        if (segment.start < 0 || segment.end <= segment.start || segment.end > transcript->length) {
            return Error(
                CoreText::tr("the range %1–%2 is not inside transcript %3 (%4 characters)")
                    .arg(QString::number(segment.start), QString::number(segment.end),
                        quotedForMessage(transcript->name), QString::number(transcript->length)));
        }
        if (transcript->participantId != segment.participantId)
            return Error(CoreText::tr("transcript %1 is another participant's")
                             .arg(quotedForMessage(transcript->name)));
        segment.text
            = TextPositions::slice(transcript->content, segment.start, segment.end).toString();
    }
    for (const QString &code : std::as_const(segment.links)) {
        if (code.trimmed().isEmpty() || code != code.trimmed())
            return Error(CoreText::tr("a link needs a code without surrounding spaces, not %1")
                             .arg(quotedForMessage(code)));
    }
    const QString now = ProjectStore::nowUtc();
    if (segment.createdAt.isEmpty())
        segment.createdAt = now;
    segment.updatedAt = now;
    QSqlQuery query(store.database());
    query.prepare(
        u"INSERT INTO segments(guid, participant_id, transcript_id, start_pos, end_pos, text, "
        u"coder_id, memo,"
        " category, codebook_row, created_at, updated_at) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "?)"
        " ON CONFLICT(guid) DO UPDATE SET participant_id = excluded.participant_id,"
        " transcript_id = excluded.transcript_id, start_pos = excluded.start_pos, end_pos = "
        "excluded.end_pos,"
        " text = excluded.text, coder_id = excluded.coder_id, memo = excluded.memo,"
        " category = excluded.category, codebook_row = excluded.codebook_row, updated_at = excluded.updated_at"_s);
    const QVariant none(QMetaType(QMetaType::LongLong));
    query.addBindValue(segment.guid);
    query.addBindValue(segment.participantId);
    query.addBindValue(idOrNull(segment.transcriptId));
    query.addBindValue(segment.isStandalone() ? none : QVariant(segment.start));
    query.addBindValue(segment.isStandalone() ? none : QVariant(segment.end));
    query.addBindValue(text(segment.text));
    query.addBindValue(idOrNull(segment.coderId));
    query.addBindValue(text(segment.memo));
    query.addBindValue(text(segment.category));
    query.addBindValue(segment.codebookRow > 0 ? QVariant(segment.codebookRow) : none);
    query.addBindValue(segment.createdAt);
    query.addBindValue(segment.updatedAt);
    if (auto status = sql::exec(query); !status)
        return status;
    QSqlQuery id(store.database());
    id.prepare(u"SELECT id FROM segments WHERE guid = ?"_s);
    id.addBindValue(segment.guid);
    auto found = sql::firstValue(id, store.path());
    if (!found)
        return found.error();
    if (!*found)
        return Error(CoreText::tr("the segment was not written"), {store.path(), 0, 0});
    segment.id = (*found)->toLongLong();
    query.prepare(u"DELETE FROM segment_links WHERE segment_id = ?"_s);
    query.addBindValue(segment.id);
    if (auto status = sql::exec(query); !status)
        return status;
    query.prepare(u"INSERT INTO segment_links(segment_id, position, code) VALUES(?, ?, ?)"_s);
    for (qsizetype i = 0; i < segment.links.size(); ++i) {
        query.addBindValue(segment.id);
        query.addBindValue(static_cast<int>(i));
        query.addBindValue(segment.links[i]);
        if (auto status = sql::exec(query); !status)
            return status;
    }
    return success();
}

Status InterviewStore::deleteSegment(ProjectStore &store, const QString &guid)
{
    QSqlQuery query(store.database());
    query.prepare(u"DELETE FROM segments WHERE guid = ?"_s);
    query.addBindValue(guid);
    return sql::exec(query);
}

Status InterviewStore::setSegment(ProjectStore &store, const QString &guid,
    const std::optional<Segment> &segment, const QString &actor)
{
    auto before = InterviewStore::segment(store, guid);
    if (!before)
        return before.error();
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status;
    std::optional<Segment> after = segment;
    if (after) {
        after->guid = guid;
        if (*before)
            after->createdAt = (*before)->createdAt;
        if (auto status = writeSegment(store, *after); !status)
            return status;
    } else if (*before) {
        if (auto status = deleteSegment(store, guid); !status)
            return status;
    }
    const QJsonObject detail {
        {u"segment"_s, guid}, {u"before"_s, toJson(*before)}, {u"after"_s, toJson(after)}};
    if (auto status = store.audit(actor.isEmpty() ? u"taxonomist"_s : actor,
            after ? u"code-segment"_s : u"remove-segment"_s, 0,
            QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
        !status)
        return status;
    return transaction.commit();
}

Result<int> InterviewStore::anchorStandalone(ProjectStore &store, const Transcript &transcript)
{
    SegmentQuery standalone;
    standalone.place = SegmentQuery::Place::Standalone;
    standalone.participantId = transcript.participantId;
    auto quotes = segments(store, standalone);
    if (!quotes)
        return quotes.error();
    int anchored = 0;
    for (Segment &segment : *quotes) {
        const auto match = QuoteLocator::find(transcript.content, segment.text);
        if (!match)
            continue;
        segment.transcriptId = transcript.id;
        segment.start = match->start;
        segment.end = match->end;
        if (auto status = writeSegment(store, segment); !status)
            return status.error();
        ++anchored;
    }
    return anchored;
}

} // namespace taxonomist::core
