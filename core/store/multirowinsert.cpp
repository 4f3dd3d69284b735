// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "multirowinsert.h"

namespace taxonomist::core {

MultiRowInsert::MultiRowInsert(
    sqlite3 *db, QByteArray prefix, QByteArray rowTemplate, int sharedParameters, int rowParameters)
    : m_db(db)
    , m_prefix(std::move(prefix))
    , m_row(std::move(rowTemplate))
    , m_shared(sharedParameters)
    , m_perRow(rowParameters)
{ }

MultiRowInsert::~MultiRowInsert() = default;

SqliteStatement &MultiRowInsert::rows(qsizetype count)
{
    Q_ASSERT(count > 0);
    if (qsizetype(m_statements.size()) <= count)
        m_statements.resize(count + 1);
    std::unique_ptr<SqliteStatement> &statement = m_statements[count];
    if (!statement) {
        QByteArray sql = m_prefix;
        sql.reserve(m_prefix.size() + count * (m_row.size() + 1));
        for (qsizetype r = 0; r < count; ++r) {
            if (r > 0)
                sql += ',';
            sql += m_row;
        }
        statement = std::make_unique<SqliteStatement>(m_db, sql);
    }
    return *statement;
}

} // namespace taxonomist::core
