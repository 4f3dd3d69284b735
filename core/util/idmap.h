// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QHash>
#include <QtGlobal>

#include <optional>
#include <vector>

namespace taxonomist::core {

// The annotators and taxonomy nodes an export looks up once per label (millions of times in a
// large study), by row id: a flat array for small ids, as SQLite hands out to INTEGER PRIMARY
// KEYs, a hash for the ids of a project that has others, where QHash lookups showed in profiles.
template<typename T>
class IdMap final
{
public:
    void insert(qint64 id, T value)
    {
        if (id >= 0 && id < FlatIds) {
            if (size_t(id) >= m_flat.size())
                m_flat.resize(size_t(id) + 1);
            m_flat[size_t(id)] = std::move(value);
        } else {
            m_other.insert(id, std::move(value));
        }
    }
    // nullptr when `id` has no value.
    const T *find(qint64 id) const
    {
        if (id >= 0 && size_t(id) < m_flat.size())
            return m_flat[size_t(id)] ? &*m_flat[size_t(id)] : nullptr;
        const auto found = m_other.constFind(id);
        return found == m_other.cend() ? nullptr : &*found;
    }

private:
    static constexpr qint64 FlatIds = 4096;

    std::vector<std::optional<T>> m_flat;
    QHash<qint64, T> m_other;
};

} // namespace taxonomist::core
