// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "transaction.h"

#include "projectstore.h"
#include "util/coretext.h"

namespace taxonomist::core {

Transaction::Transaction(ProjectStore &store, Kind kind)
    : m_store(store)
    , m_kind(kind)
{ }

Transaction::~Transaction()
{
    rollback();
}

Status Transaction::begin()
{
    if (auto status = m_kind == Kind::Read ? m_store.beginRead() : m_store.begin(); !status)
        return status;
    m_active = true;
    return success();
}

Status Transaction::commit()
{
    if (!m_active)
        return Error(CoreText::tr("no transaction to commit"));
    if (auto status = m_store.commit(); !status)
        return status;
    m_active = false;
    return success();
}

void Transaction::rollback()
{
    if (m_active)
        m_store.rollback();
    m_active = false;
}

} // namespace taxonomist::core
