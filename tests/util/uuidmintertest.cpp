// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/uuidminter.h"

#include <gtest/gtest.h>

#include <QByteArray>
#include <QDateTime>
#include <QUuid>

using namespace taxonomist::core;

namespace {

QByteArray next(UuidMinter &minter)
{
    QByteArray text(UuidMinter::Size, '\0');
    minter.write(text.data());
    return text;
}

} // namespace

// Version 7 as QUuid reads and writes it back, the minter's time in the first 48 bits, and each
// greater than the one before, as text.
TEST(UuidMinter, MintsIncreasingVersion7UuidsThatCarryTheTime)
{
    const qint64 before = QDateTime::currentMSecsSinceEpoch();
    UuidMinter minter;
    const qint64 after = QDateTime::currentMSecsSinceEpoch();
    QByteArray previous;
    for (int i = 0; i < 100000; ++i) {
        const QByteArray text = next(minter);
        const QUuid uuid(QLatin1StringView(text.constData(), text.size()));
        ASSERT_FALSE(uuid.isNull()) << text.constData();
        ASSERT_EQ(uuid.toByteArray(QUuid::WithoutBraces), text);
        ASSERT_EQ(uuid.data3 >> 12, 7) << text.constData(); // the version
        ASSERT_EQ(uuid.data4[0] >> 6, 2) << text.constData(); // the RFC's variant, 10
        const qint64 milliseconds = (qint64(uuid.data1) << 16) | uuid.data2;
        ASSERT_GE(milliseconds, before);
        ASSERT_LE(milliseconds, after);
        ASSERT_LT(previous, text) << "UUID " << i;
        previous = text;
    }
}

// The counter's low 62 bits (rand_b) run over into its top 12 (rand_a): the order holds across,
// and the version and variant bits are not touched.
TEST(UuidMinter, TheCounterCarriesFromItsLowBitsIntoItsHighOnes)
{
    // A step is at most 2^20 + 1: the first UUID is still below the carry, a later one is past it.
    const quint64 belowTheCarry = (quint64(1) << 62) - (quint64(1) << 20) - 2;
    UuidMinter minter(0x0123456789ab, 0x5ff, belowTheCarry, 42);
    QByteArray previous = next(minter);
    EXPECT_EQ(previous.left(19), "01234567-89ab-75ff-") << previous.constData();
    bool carried = false;
    for (int i = 0; i < 1000; ++i) {
        const QByteArray text = next(minter);
        EXPECT_LT(previous, text) << "UUID " << i;
        EXPECT_EQ(text.left(15), "01234567-89ab-7") << text.constData(); // the time, the version
        EXPECT_TRUE(QByteArray("89ab").contains(text[19])) << text.constData(); // the variant, 10
        if (previous.mid(15, 3) == "5ff") {
            carried = text.mid(15, 3) == "600";
            if (!carried) {
                EXPECT_EQ(text.mid(15, 3), "5ff") << text.constData();
            }
        }
        previous = text;
    }
    EXPECT_TRUE(carried) << "the counter never reached its top bits";
}
