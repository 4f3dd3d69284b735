// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/idmap.h"

#include <gtest/gtest.h>

#include <QByteArray>
#include <QList>

#include <limits>

using namespace taxonomist::core;

// Row ids of a project are whatever its file says: small ones in the flat array, the rest (a
// crafted or merged project's) in the hash, and an id without a value is found nowhere.
TEST(IdMap, FindsSmallLargeAndNegativeIdsAndNothingElse)
{
    IdMap<QByteArray> map;
    const QList<qint64> ids {
        0, 1, 7, 4095, 4096, 1'000'000'007, -1, -4096, std::numeric_limits<qint64>::max()};
    for (const qint64 id : ids)
        map.insert(id, QByteArray::number(id));
    for (const qint64 id : ids) {
        ASSERT_NE(map.find(id), nullptr) << id;
        EXPECT_EQ(*map.find(id), QByteArray::number(id));
    }
    for (const qint64 id :
        QList<qint64> {2, 8, 100, 4094, 4097, -2, std::numeric_limits<qint64>::min()})
        EXPECT_EQ(map.find(id), nullptr) << id;
    map.insert(7, "again");
    EXPECT_EQ(*map.find(7), QByteArray("again")) << "a second value replaces the first";
}
