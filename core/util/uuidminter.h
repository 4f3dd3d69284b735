// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QRandomGenerator64>
#include <QtGlobal>

namespace taxonomist::core {

// Time-ordered UUIDs (version 7, RFC 9562) for many new rows at once: the time the minter was
// made, in milliseconds, then a 74-bit counter that starts at a random value and grows by a
// random step of 1 to 2^20 with each UUID (the RFC's "monotonic random" method). Each UUID is
// greater than the one before, as text too, so an index on them takes each at its end. Room for
// 2^53 of them. The generator is seeded once from the system's: QUuid::createUuid() asks the
// system generator for every one, which costs more than the insert of the row it names.
class UuidMinter final
{
public:
    UuidMinter();
    // Tests: this time and counter, steps from this seed.
    UuidMinter(qint64 milliseconds, quint64 counterHigh, quint64 counterLow, quint32 seed);

    // The length of a UUID's text: 8-4-4-4-12 hexadecimal digits.
    static constexpr qsizetype Size = 36;

    // The next UUID at `out` (Size bytes), as QUuid::toByteArray(QUuid::WithoutBraces) writes it.
    void write(char *out);

private:
    static constexpr quint64 LowMask = (quint64(1) << 62) - 1; // rand_b

    QRandomGenerator64 m_random;
    quint64 m_milliseconds = 0; // unix_ts_ms: 48 bits
    quint64 m_high = 0; // rand_a: 12 bits, the counter's top
    quint64 m_low = 0; // rand_b: 62 bits, the counter's rest
};

} // namespace taxonomist::core
